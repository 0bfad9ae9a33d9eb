import send from 'koa-send';
import fs from 'node:fs';
import path from 'node:path';
import type { AppContext, AppMiddleware } from './context.js';
import { notFound } from '../lib/errors.js';
import { verifySignedPath } from '../lib/signed-url.js';
import { parseUploadPath, type UploadPath } from '../lib/storage.js';
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

/** A name no file system keeps (too long, ...) names no file: a 404 too, never a 500. */
function isStoredFile(file: string): boolean {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

async function sendStored(ctx: AppContext, file: string, cache: { maxage: number; immutable: boolean }): Promise<void> {
  if (!isStoredFile(file)) throw notFound('http.fileNotFound');
  await send(ctx, path.basename(file), { root: path.dirname(file), ...cache });
}

/**
 * Prepared media (what Meta downloads when a post is published): only through a signed, expiring
 * URL, whose signature covers this exact canonical path.
 */
async function serveSignedMedia(ctx: AppContext, canonicalPath: string): Promise<void> {
  const { deps } = ctx;
  if (!verifySignedPath(deps.config.sessionSecret, canonicalPath, ctx.query, deps.clock.now())) throw notFound('http.fileNotFound');
  const file = deps.storage.resolve(canonicalPath);
  if (!file) throw notFound('http.fileNotFound');
  await sendStored(ctx, file, { maxage: 3_600_000, immutable: false });
}

/** Every other stored file (catalogue images, account uploads, the simulator's copies): public under its unguessable name. */
async function servePublicUpload(ctx: AppContext, canonicalPath: string): Promise<void> {
  const file = ctx.deps.storage.resolve(canonicalPath);
  if (!file) throw notFound('http.fileNotFound');
  await sendStored(ctx, file, { maxage: 7 * 86_400_000, immutable: true });
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
