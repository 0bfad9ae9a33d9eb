import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * File storage for uploaded and generated files. Files are addressed by a public path
 * (`/uploads/<key>`) which is what the database keeps in image_path columns. The default is local
 * disk under DATA_DIR/uploads; the HTTP shell serves /uploads/* from it with cache headers.
 */
export interface Storage {
  /** Stores `data` under a fresh name in `folder`; answers the public path. */
  put(folder: string, data: Buffer, extension: string): Promise<string>;
  /** Reads a stored file by its public path; undefined when it does not exist. */
  read(publicPath: string): Promise<Buffer | undefined>;
  /** Removes a stored file by its public path; a path outside the storage is ignored. */
  remove(publicPath: string): Promise<void>;
  /** Absolute file name for a public path, for streaming (local storage only). */
  resolve(publicPath: string): string | undefined;
}

export const UPLOADS_PREFIX = '/uploads/';

export function createLocalStorage(root: string): Storage {
  const resolve = (publicPath: string): string | undefined => {
    if (!publicPath.startsWith(UPLOADS_PREFIX)) return undefined;
    let relative: string;
    try {
      relative = decodeURIComponent(publicPath.slice(UPLOADS_PREFIX.length));
    } catch {
      return undefined; // a malformed escape (`/uploads/%`) names no file
    }
    if (relative.includes('\u0000')) return undefined;
    const full = path.resolve(root, relative);
    // Refuse anything that escapes the uploads directory (../ tricks).
    if (!full.startsWith(path.resolve(root) + path.sep)) return undefined;
    return full;
  };
  return {
    async put(folder, data, extension) {
      const safeFolder = folder.replace(/[^a-z0-9-]/gi, '');
      const name = `${crypto.randomUUID()}.${extension.replace(/[^a-z0-9]/gi, '')}`;
      const dir = path.join(root, safeFolder);
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, name), data);
      return `${UPLOADS_PREFIX}${safeFolder}/${name}`;
    },
    async read(publicPath) {
      const full = resolve(publicPath);
      if (!full) return undefined;
      return fs.readFile(full).catch(() => undefined);
    },
    async remove(publicPath) {
      const full = resolve(publicPath);
      if (full) await fs.rm(full, { force: true });
    },
    resolve,
  };
}
