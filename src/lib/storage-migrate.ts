import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { LocalStorage, Storage } from './storage.js';

export interface StorageMigration {
  copied: number;
  skipped: number;
  failed: { publicPath: string; error: string }[];
}

/** Copies at once: the store's round trips overlap, the disk and the network are not flooded. */
const PARALLEL = 4;

async function md5Of(file: string): Promise<string> {
  const hash = crypto.createHash('md5');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Whether the target already holds this file: the same size, and the same MD5 where the target's
 * ETag is one (a single-part S3 object's is; a multipart object's, `<md5>-<parts>`, is not, and the
 * size decides).
 */
async function alreadyThere(from: LocalStorage, to: Storage, publicPath: string, size: number): Promise<boolean> {
  const there = await to.stat(publicPath);
  if (!there || there.size !== size) return false;
  const etag = there.etag.replace(/^W\//, '').replace(/"/g, '');
  if (!/^[0-9a-f]{32}$/.test(etag)) return true;
  return (await md5Of(from.resolve(publicPath)!)) === etag;
}

/**
 * Copies every file the local disk holds to another store under the same public path, streamed.
 * Safe to run again: a file already there (alreadyThere) is skipped, so a second run copies only
 * what the first missed or failed. A failed file is reported and the others go on.
 */
export async function migrateStorage(options: {
  from: LocalStorage;
  to: Storage;
  onFile?: (publicPath: string, outcome: 'copied' | 'skipped' | 'failed') => void;
}): Promise<StorageMigration> {
  const { from, to } = options;
  const result: StorageMigration = { copied: 0, skipped: 0, failed: [] };
  const running = new Set<Promise<void>>();
  const copyOne = async ({ publicPath, size }: { publicPath: string; size: number }) => {
    try {
      if (await alreadyThere(from, to, publicPath, size)) {
        result.skipped++;
        options.onFile?.(publicPath, 'skipped');
        return;
      }
      await to.write(publicPath, createReadStream(from.resolve(publicPath)!));
      result.copied++;
      options.onFile?.(publicPath, 'copied');
    } catch (error) {
      result.failed.push({ publicPath, error: (error as Error)?.message ?? String(error) });
      options.onFile?.(publicPath, 'failed');
    }
  };
  for await (const file of from.list()) {
    const task = copyOne(file).finally(() => running.delete(task));
    running.add(task);
    if (running.size >= PARALLEL) await Promise.race(running);
  }
  await Promise.all(running);
  return result;
}
