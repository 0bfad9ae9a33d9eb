import type { Db } from '../../lib/db.js';
import { invalid } from '../../lib/errors.js';
import './messages.js';
import { normalizeImage } from '../../lib/images.js';
import { UPLOADS_PREFIX, type Storage } from '../../lib/storage.js';
import { isFileReferenced } from './products-repo.js';

const PRODUCT_IMAGE_FOLDER = 'products';

/** Checks the bytes really are an image, re-encodes it (EXIF stripped, bounded) and stores it; answers the public path. */
export async function storeProductImage(storage: Storage, data: Buffer): Promise<string> {
  const image = await normalizeImage(data);
  return storage.put(PRODUCT_IMAGE_FOLDER, image.data, image.extension);
}

/** The AI flow's imageUrl: only a file of our own storage that exists (never a foreign URL to fetch here). */
export async function checkStoredImagePath(storage: Storage, path: string): Promise<string> {
  if (!path.startsWith(UPLOADS_PREFIX) || path.includes('..') || path.includes('?')) throw invalid('catalog.imageNotStored', undefined, { field: 'imageUrl' });
  const data = await storage.read(path);
  if (!data) throw invalid('catalog.imageNotStored', undefined, { field: 'imageUrl' });
  return path;
}

/** Removes the files no row uses any more; a failure to remove one is not the caller's problem. */
export async function removeUnreferencedFiles(db: Db, storage: Storage, paths: string[]): Promise<void> {
  for (const path of paths) {
    if (!path.startsWith(UPLOADS_PREFIX)) continue;
    if (await isFileReferenced(db, path)) continue;
    await storage.remove(path).catch(() => undefined);
  }
}
