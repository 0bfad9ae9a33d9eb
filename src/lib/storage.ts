import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * File storage for uploaded and generated files. Files are addressed by a public path
 * (`/uploads/<key>`) which is what the database keeps in image_path columns. The default is local
 * disk under DATA_DIR/uploads; the HTTP shell serves /uploads/* from it with cache headers.
 */
export interface Storage {
  /**
   * Stores `data` under a fresh name in `folder` (or under `options.name`, replacing a file of that
   * name: work that may run twice keeps one file); answers the public path. The file appears whole
   * or not at all.
   */
  put(folder: string, data: Buffer, extension: string, options?: { name?: string }): Promise<string>;
  /** Reads a stored file by its public path; undefined when it does not exist. */
  read(publicPath: string): Promise<Buffer | undefined>;
  /** Removes a stored file by its public path; a path outside the storage is ignored. */
  remove(publicPath: string): Promise<void>;
  /** Absolute file name for a public path, for streaming (local storage only). */
  resolve(publicPath: string): string | undefined;
}

export const UPLOADS_PREFIX = '/uploads/';

/**
 * A stored file's one address: `/uploads/<folder>/<name>` as `put` writes it (a folder of lower-case
 * letters, digits and dashes; a name of letters, digits, `_` and `-` with dot-separated extensions),
 * or `/uploads/<name>` for the older media host's files. Nothing is decoded or normalised: a
 * percent escape, `.` or `..`, an empty segment, a backslash, upper case in the folder or a trailing
 * dot is another spelling, and another spelling names no file. Access rules that depend on the
 * folder (signed media) can therefore trust the folder read here.
 */
const CANONICAL_UPLOAD = /^\/uploads\/(?:([a-z0-9][a-z0-9-]*)\/)?([A-Za-z0-9_-]+(?:\.[A-Za-z0-9]+)*)$/;

export interface UploadPath {
  /** The folder (`media`, `products`, ...); '' for a file at the top of the storage. */
  folder: string;
  name: string;
}

/** The folder and name of a canonical upload path; undefined for any other string. */
export function parseUploadPath(publicPath: string): UploadPath | undefined {
  const match = CANONICAL_UPLOAD.exec(publicPath);
  return match ? { folder: match[1] ?? '', name: match[2] } : undefined;
}

export function createLocalStorage(root: string): Storage {
  const resolve = (publicPath: string): string | undefined => {
    const parsed = parseUploadPath(publicPath);
    if (!parsed) return undefined;
    const full = path.resolve(root, parsed.folder, parsed.name);
    // Cannot happen with a canonical path; kept as the last line of defence.
    if (!full.startsWith(path.resolve(root) + path.sep)) return undefined;
    return full;
  };
  return {
    async put(folder, data, extension, options) {
      const safeFolder = folder.toLowerCase().replace(/[^a-z0-9-]/g, '');
      const base = options?.name?.replace(/[^a-z0-9-]/gi, '') || crypto.randomUUID();
      const name = `${base}.${extension.replace(/[^a-z0-9]/gi, '')}`;
      const dir = path.join(root, safeFolder);
      await fs.mkdir(dir, { recursive: true });
      // Written aside, then renamed: a process killed mid-write never leaves half a file under the name.
      const partial = path.join(dir, `.${name}.${crypto.randomUUID()}.partial`);
      try {
        await fs.writeFile(partial, data);
        await fs.rename(partial, path.join(dir, name));
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
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
