import path from 'node:path';
import type { AppContext, AppMiddleware } from './context.js';
import { notFound } from '../lib/errors.js';
import { verifySignedPath } from '../lib/signed-url.js';
import { parseUploadPath, type ByteRange, type StoredFile, type UploadPath } from '../lib/storage.js';
import { MEDIA_FOLDER } from '../modules/publishing/index.js';

/**
 * Whether a request path could name something under /uploads once a decoder or a file system had
 * its way with it: percent escapes undone (twice over, for a proxy that decodes once), backslashes
 * read as slashes, `.`, `..` and empty segments resolved, case folded, trailing dots and spaces
 * dropped (as Windows does). Such a path is answered here and nowhere else, so the web app's
 * static handler never sees a spelling of an upload.
 */
function namesUploads(rawPath: string): boolean {
  let decoded = rawPath;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      break;
    }
    if (next === decoded) break;
    decoded = next;
  }
  const flat = path.posix.normalize(decoded.replace(/\\/g, '/')).toLowerCase();
  const first = flat.split('/').find((segment) => segment !== '');
  return first?.replace(/[. ]+$/, '') === 'uploads';
}

/** Public uploads have fresh, unguessable names that are never rewritten: cached for a week, immutable. */
const PUBLIC_CACHE = 'public, max-age=604800, immutable';
/** Signed media may be replaced under the same name (a story made again): an hour, private. */
const SIGNED_CACHE = 'private, max-age=3600';

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else (several ranges, another unit) is served whole. */
function requestedRange(ctx: AppContext, etag: string | undefined): ByteRange | undefined {
  const header = ctx.get('Range');
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  // If-Range with another validator: the file changed since the client's part, so the whole of it.
  const ifRange = ctx.get('If-Range');
  if (ifRange && etag !== undefined && ifRange !== etag) return undefined;
  if (match[1] === '') return { suffix: Number(match[2]) };
  const start = Number(match[1]);
  const end = match[2] === '' ? undefined : Number(match[2]);
  if (end !== undefined && end < start) return undefined;
  return { start, end };
}

function describe(ctx: AppContext, file: StoredFile, cacheControl: string): void {
  ctx.status = 200;
  ctx.type = file.contentType;
  ctx.set('ETag', file.etag);
  ctx.set('Last-Modified', file.lastModified.toUTCString());
  ctx.set('Cache-Control', cacheControl);
  ctx.set('Accept-Ranges', 'bytes');
}

/**
 * A stored file from whichever store is configured, streamed through this process: whole, or the
 * one range a video player asks for (206); 304 when the client's copy is current. A HEAD or a
 * conditional GET asks the store for the file's description only. (Why not a redirect to the
 * store: ARCHITECTURE.md "Decisions".)
 */
async function sendStored(ctx: AppContext, publicPath: string, cacheControl: string): Promise<void> {
  const { storage } = ctx.deps;
  if (ctx.method === 'HEAD' || ctx.get('If-None-Match') || ctx.get('If-Modified-Since')) {
    const file = await storage.stat(publicPath);
    if (!file) throw notFound('http.fileNotFound');
    describe(ctx, file, cacheControl);
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    if (ctx.method === 'HEAD') {
      ctx.length = file.size;
      return;
    }
  }
  const opened = await storage.readStream(publicPath, requestedRange(ctx, ctx.get('If-Range') ? (await storage.stat(publicPath))?.etag : undefined));
  if (!opened) throw notFound('http.fileNotFound');
  if ('unsatisfiable' in opened) {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${opened.size}`);
    ctx.body = '';
    return;
  }
  describe(ctx, opened, cacheControl);
  if (opened.start !== 0 || opened.end !== opened.size - 1) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${opened.start}-${opened.end}/${opened.size}`);
  }
  ctx.body = opened.body;
  ctx.length = opened.size === 0 ? 0 : opened.end - opened.start + 1;
}

/**
 * Prepared media (what Meta downloads when a post is published, story previews): only through a
 * signed, expiring URL, whose signature covers this exact canonical path.
 */
async function serveSignedMedia(ctx: AppContext, canonicalPath: string): Promise<void> {
  const { deps } = ctx;
  if (!verifySignedPath(deps.config.sessionSecret, canonicalPath, ctx.query, deps.clock.now())) throw notFound('http.fileNotFound');
  await sendStored(ctx, canonicalPath, SIGNED_CACHE);
}

/** Every other stored file (catalogue images, account uploads, the simulator's copies): public under its unguessable name. */
async function servePublicUpload(ctx: AppContext, canonicalPath: string): Promise<void> {
  await sendStored(ctx, canonicalPath, PUBLIC_CACHE);
}

const isSignedOnly = (upload: UploadPath) => upload.folder === MEDIA_FOLDER;

/**
 * GET and HEAD of stored files. A stored file has one address (`parseUploadPath`): every other
 * spelling of an /uploads path is a 404, so the folder an access rule reads is the folder served.
 */
export const storedFiles: AppMiddleware = async (ctx, next) => {
  if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !namesUploads(ctx.path)) return next();
  const upload = parseUploadPath(ctx.path);
  if (!upload) throw notFound('http.fileNotFound');
  if (isSignedOnly(upload)) await serveSignedMedia(ctx, ctx.path);
  else await servePublicUpload(ctx, ctx.path);
};
