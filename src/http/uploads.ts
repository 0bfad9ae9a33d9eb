import fs from 'node:fs/promises';
import type { AppContext, AppMiddleware } from './context.js';

type UploadedFile = { filepath: string };

function uploadedFiles(ctx: AppContext): Record<string, UploadedFile | UploadedFile[]> {
  return (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files ?? {};
}

/**
 * Removes every temporary file koa-body wrote for the request once it is answered, whatever the
 * route did with it: we keep only what a module re-encodes and stores.
 */
export const removeUploadedFiles: AppMiddleware = async (ctx, next) => {
  try {
    await next();
  } finally {
    const all = Object.values(uploadedFiles(ctx)).flat();
    if (all.length) await Promise.all(all.map((f) => fs.rm(f.filepath, { force: true })));
  }
};

/** The bytes of the uploaded file in multipart field `field`, if one was sent. */
export async function uploadedImage(ctx: AppContext, field = 'image'): Promise<Buffer | undefined> {
  const value = uploadedFiles(ctx)[field];
  const file = Array.isArray(value) ? value[0] : value;
  return file ? fs.readFile(file.filepath) : undefined;
}
