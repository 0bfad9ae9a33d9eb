import crypto from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from './config.js';

/**
 * File storage for uploaded and generated files: the one door every module and shell goes through
 * to keep or read a stored file (ARCHITECTURE.md "The storage interface"). Files are addressed by a
 * public path (`/uploads/<folder>/<name>`), which is what the database keeps in image_path columns
 * and what the HTTP shell serves. Two back ends: the local disk under DATA_DIR/uploads (the
 * default) and any S3-compatible object store (STORAGE=s3, storage-s3.ts), where the object's key
 * is the public path without `/uploads/`.
 */
export interface Storage {
  /** `local` (the disk under DATA_DIR) or `s3`. */
  readonly kind: 'local' | 's3';
  /**
   * Stores `data` under a fresh name in `folder` (or under `options.name`, replacing a file of that
   * name: work that may run twice keeps one file); answers the public path. The file appears whole
   * or not at all.
   */
  put(folder: string, data: Buffer, extension: string, options?: { name?: string }): Promise<string>;
  /** As `put`, from a stream (a file on disk, an upload): the bytes are never all in memory at once. */
  putStream(folder: string, data: Readable, extension: string, options?: { name?: string }): Promise<string>;
  /** Stores `data` at exactly this public path (storage-migrate keeps every file's address). */
  write(publicPath: string, data: Buffer | Readable): Promise<void>;
  /** Reads a stored file whole by its public path; undefined when it does not exist. */
  read(publicPath: string): Promise<Buffer | undefined>;
  /** Size, entity tag, time and type of a stored file, without its bytes; undefined when it does not exist. */
  stat(publicPath: string): Promise<StoredFile | undefined>;
  /**
   * The bytes of a stored file (or of one range of them, for video players) as a stream;
   * undefined when it does not exist, `{ unsatisfiable }` when the range starts past its end.
   */
  readStream(publicPath: string, range?: ByteRange): Promise<StoredStream | { unsatisfiable: true; size: number } | undefined>;
  /** Removes a stored file by its public path; a path outside the storage is ignored. */
  remove(publicPath: string): Promise<void>;
  /**
   * A URL an outside service (Meta) can download the file from for `seconds` without this
   * product in between: the store's presigned GET (S3); undefined for the local disk, whose files
   * are reached through the web process's own signed URLs (signed-url.ts).
   */
  presignedUrl(publicPath: string, seconds: number): Promise<string | undefined>;
  /** Whether `url` is on the store's own host (a presigned URL of it); always false for the local disk. */
  ownsUrl(url: string): Promise<boolean>;
}

export interface StoredFile {
  size: number;
  /** Quoted, as HTTP sends it: the store's ETag (S3, an MD5 for a single-part object), or size and time (local disk). */
  etag: string;
  lastModified: Date;
  contentType: string;
}

interface StoredStream extends StoredFile {
  body: Readable;
  /** The bytes served, inclusive (the whole file when no range was asked). */
  start: number;
  end: number;
}

/** Size and date of each stored file, a few at a time (an S3 store answers each by a request). */
export async function statMany(storage: Storage, paths: string[]): Promise<Map<string, { size: number; lastModified: Date } | undefined>> {
  const out = new Map<string, { size: number; lastModified: Date } | undefined>();
  const queue = [...new Set(paths)];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const stat = await storage.stat(path).catch(() => undefined);
      out.set(path, stat && { size: stat.size, lastModified: stat.lastModified });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return out;
}

/** One HTTP byte range: from `start` (to `end`, inclusive, when given), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

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

/** The key of a stored file in its back end (`<folder>/<name>`); undefined for a path that is not canonical. */
function storageKey(publicPath: string): string | undefined {
  const parsed = parseUploadPath(publicPath);
  if (!parsed) return undefined;
  return parsed.folder ? `${parsed.folder}/${parsed.name}` : parsed.name;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heic: 'image/heic',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  mp4: 'video/mp4',
};

/** The Content-Type a stored file is served (and kept, in S3) with, from its extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** The public path `put` gives a new file (a fresh name unless one is asked for). */
function newPublicPath(folder: string, extension: string, options?: { name?: string }): string {
  const safeFolder = folder.toLowerCase().replace(/[^a-z0-9-]/g, '');
  const base = options?.name?.replace(/[^a-z0-9-]/gi, '') || crypto.randomUUID();
  return `${UPLOADS_PREFIX}${safeFolder}/${base}.${extension.replace(/[^a-z0-9]/gi, '')}`;
}

/**
 * What a back end does, by key; the shared part (`storageOver`) names new files and turns public
 * paths into keys, so both back ends accept and refuse exactly the same paths.
 */
export interface StorageBackend {
  readonly kind: Storage['kind'];
  write(key: string, data: Buffer | Readable): Promise<void>;
  stat(key: string): Promise<StoredFile | undefined>;
  open(key: string, range?: ByteRange): Promise<StoredStream | { unsatisfiable: true; size: number } | undefined>;
  /** The whole file at once, where the store has a cheaper way than open's stream (undefined: missing). */
  readWhole?(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  presignedUrl(key: string, seconds: number): Promise<string | undefined>;
  ownsUrl(url: string): Promise<boolean>;
}

function storageOver(backend: StorageBackend): Storage {
  const keyOf = (publicPath: string) => {
    const key = storageKey(publicPath);
    if (!key) throw new Error(`Not a stored file's path: ${publicPath.slice(0, 200)}`);
    return key;
  };
  const readStream: Storage['readStream'] = async (publicPath, range) => {
    const key = storageKey(publicPath);
    return key ? backend.open(key, range) : undefined;
  };
  return {
    kind: backend.kind,
    async put(folder, data, extension, options) {
      const publicPath = newPublicPath(folder, extension, options);
      await backend.write(keyOf(publicPath), data);
      return publicPath;
    },
    async putStream(folder, data, extension, options) {
      const publicPath = newPublicPath(folder, extension, options);
      await backend.write(keyOf(publicPath), data);
      return publicPath;
    },
    async write(publicPath, data) {
      await backend.write(keyOf(publicPath), data);
    },
    async read(publicPath) {
      const key = storageKey(publicPath);
      if (key && backend.readWhole) return backend.readWhole(key);
      const opened = await readStream(publicPath);
      if (!opened || 'unsatisfiable' in opened) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of opened.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async stat(publicPath) {
      const key = storageKey(publicPath);
      return key ? backend.stat(key) : undefined;
    },
    readStream,
    async remove(publicPath) {
      const key = storageKey(publicPath);
      if (key) await backend.remove(key);
    },
    async presignedUrl(publicPath, seconds) {
      return backend.presignedUrl(keyOf(publicPath), seconds);
    },
    ownsUrl: (url) => backend.ownsUrl(url),
  };
}

/** The local disk store, with what only a disk has: its folder, and a walk over every stored file. */
export interface LocalStorage extends Storage {
  readonly kind: 'local';
  readonly root: string;
  /** Absolute file name for a public path (tests and backups look at the disk). */
  resolve(publicPath: string): string | undefined;
  /** Every stored file's public path and size (storage-migrate's source), in no particular order. */
  list(): AsyncIterable<{ publicPath: string; size: number }>;
}

/** The first `start`..`end` (inclusive) of a file of `size` bytes for a range; undefined when unsatisfiable. */
export function clampRange(range: ByteRange | undefined, size: number): { start: number; end: number } | undefined {
  if (!range) return { start: 0, end: Math.max(0, size - 1) };
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) return undefined;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return undefined;
  return { start: range.start, end: Math.min(size - 1, range.end ?? size - 1) };
}

export function createLocalStorage(root: string): LocalStorage {
  const rootDir = path.resolve(root);
  const fileOf = (key: string): string => {
    const full = path.resolve(rootDir, key);
    // Cannot happen with a canonical path's key; kept as the last line of defence.
    if (!full.startsWith(rootDir + path.sep)) throw new Error('outside the storage');
    return full;
  };
  const statFile = async (key: string): Promise<StoredFile | undefined> => {
    // A name no file system keeps (too long, ...) names no file.
    const stats = await fs.stat(fileOf(key)).catch(() => undefined);
    if (!stats?.isFile()) return undefined;
    return {
      size: stats.size,
      etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      lastModified: stats.mtime,
      contentType: contentTypeOf(key),
    };
  };
  const backend: StorageBackend = {
    kind: 'local',
    async write(key, data) {
      const full = fileOf(key);
      const dir = path.dirname(full);
      await fs.mkdir(dir, { recursive: true });
      // Written aside, then renamed: a process killed mid-write never leaves half a file under the name.
      const partial = path.join(dir, `.${path.basename(full)}.${crypto.randomUUID()}.partial`);
      try {
        if (Buffer.isBuffer(data)) await fs.writeFile(partial, data);
        else await pipeline(data, createWriteStream(partial));
        await fs.rename(partial, full);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    stat: statFile,
    async open(key, range) {
      const stats = await statFile(key);
      if (!stats) return undefined;
      const span = clampRange(range, stats.size);
      if (!span) return { unsatisfiable: true, size: stats.size };
      const body = stats.size === 0 ? Readable.from([]) : createReadStream(fileOf(key), span);
      return { ...stats, ...span, body };
    },
    // One open, fstat and read: a third of the system calls of a stat and a stream (a Page upload at a rush's instant reads one).
    async readWhole(key) {
      return fs.readFile(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENAMETOOLONG' || error.code === 'ENOTDIR') return undefined;
        throw error;
      });
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    presignedUrl: async () => undefined,
    ownsUrl: async () => false,
  };
  async function* walk(dir: string, folder: string): AsyncIterable<{ publicPath: string; size: number }> {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue; // partial writes and hidden files
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!folder) yield* walk(full, entry.name);
        continue;
      }
      if (!entry.isFile()) continue;
      const publicPath = `${UPLOADS_PREFIX}${folder ? `${folder}/` : ''}${entry.name}`;
      if (!parseUploadPath(publicPath)) continue; // a name no URL serves
      const stats = await fs.stat(full).catch(() => undefined);
      if (stats) yield { publicPath, size: stats.size };
    }
  }
  return {
    ...storageOver(backend),
    kind: 'local',
    root: rootDir,
    resolve(publicPath) {
      const key = storageKey(publicPath);
      return key ? fileOf(key) : undefined;
    },
    list: () => walk(rootDir, ''),
  };
}

/** The local disk store of a configuration: DATA_DIR/uploads. */
export const localStorageOf = (config: Pick<Config, 'dataDir'>): LocalStorage => createLocalStorage(path.join(config.dataDir, 'uploads'));

/** The store the configuration names: the local disk (default) or the S3-compatible store (STORAGE=s3). */
export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  if (config.storage.kind === 's3') return createS3Storage(config.storage);
  return localStorageOf(config);
}

/**
 * The S3 back end, loaded on first use: the AWS SDK costs a few hundred milliseconds to import,
 * which a process on the local disk (every test, `npm start` by default) need not pay.
 */
function createS3Storage(settings: S3Settings): Storage {
  let loaded: Promise<StorageBackend> | undefined;
  const backend = () => (loaded ??= import('./storage-s3.js').then((m) => m.createS3Backend(settings)));
  const lazy: StorageBackend = {
    kind: 's3',
    write: async (key, data) => (await backend()).write(key, data),
    stat: async (key) => (await backend()).stat(key),
    open: async (key, range) => (await backend()).open(key, range),
    remove: async (key) => (await backend()).remove(key),
    presignedUrl: async (key, seconds) => (await backend()).presignedUrl(key, seconds),
    ownsUrl: async (url) => (await backend()).ownsUrl(url),
  };
  return storageOver(lazy);
}

/** STORAGE=s3's settings (config.ts reads and checks them). */
export interface S3Settings {
  kind: 's3';
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}
