import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { refuseUnsafeText } from '../lib/validate.js';
import type { AppContext, AppMiddleware } from './context.js';

type FormidableFile = { filepath: string; size: number };

/** At most this many files in one multipart request (the forms send one image). */
export const MAX_UPLOAD_FILES = 10;

function uploadedFiles(ctx: AppContext): Record<string, FormidableFile | FormidableFile[]> {
  return (ctx.request as { files?: Record<string, FormidableFile | FormidableFile[]> }).files ?? {};
}

/**
 * Multipart parsing, for the routes that take files only, placed after their authentication: a
 * request nobody may make never gets its files written. Each request writes into a folder of its
 * own under the upload temp folder, removed once the request is answered, whatever happened: a
 * parse that failed half way (too many files, one too large, a broken body) leaves formidable's
 * finished files behind, and a route keeps only what a module re-encodes and stores. Text fields
 * get the same NUL and surrogate check as JSON bodies; formidable's errors carry `httpCode` and
 * `code`, which the error middleware turns into 400/413 with a message.
 */
export const multipartBody: AppMiddleware = async (ctx, next) => {
  if (!ctx.is('multipart')) return next();
  const base = ctx.deps.uploadTempDir ?? os.tmpdir();
  // The temp folder is made when missing only (the first upload, or after a cleaner removed it), not before every upload.
  const dir = await fs.mkdtemp(path.join(base, 'upload-')).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    await fs.mkdir(base, { recursive: true });
    return fs.mkdtemp(path.join(base, 'upload-'));
  });
  try {
    const parse = koaBody({
      multipart: true,
      json: false,
      urlencoded: false,
      text: false,
      parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH],
      formidable: {
        uploadDir: dir,
        maxFileSize: ctx.deps.config.uploadMaxBytes,
        maxTotalFileSize: ctx.deps.config.uploadMaxBytes * MAX_UPLOAD_FILES,
        maxFiles: MAX_UPLOAD_FILES,
        maxFields: 200,
        maxFieldsSize: 1024 * 1024,
        keepExtensions: false,
        allowEmptyFiles: false,
      },
      onError: (error) => {
        throw error;
      },
    });
    await parse(ctx, async () => {
      refuseUnsafeText((ctx.request as { body?: unknown }).body);
      await next();
    });
  } finally {
    // Retries: formidable may still be closing a file it was writing when the parse failed.
    await fs.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
  }
};

/** The bytes of the uploaded file in multipart field `field`, if one was sent. */
export async function uploadedImage(ctx: AppContext, field = 'image'): Promise<Buffer | undefined> {
  const value = uploadedFiles(ctx)[field];
  const file = Array.isArray(value) ? value[0] : value;
  return file ? fs.readFile(file.filepath) : undefined;
}

/** The uploaded file in multipart field `field` as it lies on disk (its temporary file, removed after the request), to be streamed. */
export function uploadedFile(ctx: AppContext, field: string): { path: string; size: number } | undefined {
  const value = uploadedFiles(ctx)[field];
  const file = Array.isArray(value) ? value[0] : value;
  return file ? { path: file.filepath, size: file.size } : undefined;
}
