import type { Db } from '../../lib/db.js';
import { inTransaction } from '../../lib/db.js';
import { AppError, isAppError } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';
import { parse } from '../../lib/validate.js';
import { SaveProductImagesSchema } from './account-products-schema.js';
import { getAccountProduct, type AccountProductView } from './account-products.js';
import { loadCandidateImage } from './image-search/index.js';
import { storeProductImage } from './product-files.js';

/** Reads the bytes of a chosen image (default: uploads, demo cards, web addresses through the SSRF-safe fetch). */
export type ImageDownloader = (url: string) => Promise<Buffer | undefined>;

export interface DownloadResult {
  paths: string[];
  /** The chosen images that could not be downloaded or were not images, with the reason. */
  failed: { url: string; reason: string }[];
}

/**
 * Downloads the chosen images, checks each is an image, re-encodes it (EXIF stripped, size
 * bounded) and stores it. Failures are collected, not thrown, unless every image failed.
 */
export async function downloadProductImages(options: { storage: Storage; urls: string[]; download?: ImageDownloader }): Promise<DownloadResult> {
  const download = options.download ?? ((url: string) => loadCandidateImage({ url, storage: options.storage }));
  const result: DownloadResult = { paths: [], failed: [] };
  for (const url of options.urls) {
    try {
      const bytes = await download(url);
      if (!bytes) throw new AppError('not_found', 'The image was not found');
      result.paths.push(await storeProductImage(options.storage, bytes));
    } catch (error) {
      result.failed.push({ url, reason: isAppError(error) ? error.message : 'The image could not be downloaded' });
    }
  }
  if (result.paths.length === 0) {
    const reason = result.failed[0]?.reason;
    throw new AppError('upstream', `Failed to save product: none of the selected images could be downloaded${reason ? ` (${reason})` : ''}`, { extra: { failedImages: result.failed } });
  }
  return result;
}

/** The admin's use: stores the chosen images and answers their public paths. */
export async function saveSelectedImages(options: { storage: Storage; input: unknown; download?: ImageDownloader }): Promise<DownloadResult> {
  const input = parse(SaveProductImagesSchema, options.input);
  return downloadProductImages({ storage: options.storage, urls: input.selectedImages.map((i) => i.url), download: options.download });
}

/**
 * A business's AI product creation (business-portal.md §4): the chosen images are downloaded and
 * stored, the product enters the catalogue as a draft (an admin may publish it to everyone) with
 * those images, and it is added to the account's list.
 */
export async function createProductFromAi(options: {
  db: Db;
  storage: Storage;
  accountId: number;
  input: unknown;
  download?: ImageDownloader;
}): Promise<{ accountProduct: AccountProductView; failedImages: DownloadResult['failed'] }> {
  const input = parse(SaveProductImagesSchema, options.input);
  const urls = input.selectedImages.map((i) => i.url);
  const downloaded = await downloadProductImages({ storage: options.storage, urls, download: options.download });
  try {
    const id = await inTransaction(options.db, async (trx) => {
      const [product] = await trx('products')
        .insert({ name: input.productName, description: input.description ?? '', status: 'draft', imagePath: downloaded.paths[0], createdByAccountId: options.accountId })
        .returning(['id']);
      const okUrls = urls.filter((u) => !downloaded.failed.some((f) => f.url === u));
      await trx('productImages').insert(
        downloaded.paths.map((imagePath, index) => ({
          productId: product.id,
          imagePath,
          originalUrl: /^https?:\/\//i.test(okUrls[index] ?? '') ? okUrls[index] : null,
          sortOrder: index,
        })),
      );
      const [row] = await trx('accountProducts')
        .insert({ accountId: options.accountId, originalProductId: product.id, originalName: input.productName, originalDescription: input.description ?? '', originalImagePath: downloaded.paths[0] })
        .returning(['id']);
      return row.id as number;
    });
    return { accountProduct: await getAccountProduct({ db: options.db, accountId: options.accountId, id }), failedImages: downloaded.failed };
  } catch (error) {
    await Promise.all(downloaded.paths.map((p) => options.storage.remove(p)));
    throw error;
  }
}
