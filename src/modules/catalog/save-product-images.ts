import * as v from 'valibot';
import type { Db } from '../../lib/db.js';
import { inTransaction } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { conflict, invalid, isAppError, notFound, upstream } from '../../lib/errors.js';
import './messages.js';
import type { Storage } from '../../lib/storage.js';
import { parse } from '../../lib/validate.js';
import { LanguageSchema } from '../ai/index.js';
import { SaveProductImagesSchema } from './account-products-schema.js';
import { assertComplianceConfirmed, productFindings, type ProductFinding } from './product-compliance.js';
import { getAccountProduct, type AccountProductView } from './account-products.js';
import { loadCandidateImage } from './image-search/index.js';
import { storeProductImage } from './product-files.js';
import { assertImagesUsable } from './usable-images.js';
import { AccountIdSchema } from './schema.js';
import { differenceHash, nearDuplicates } from '../../lib/image-hash.js';

interface DownloadResult {
  paths: string[];
  /** The address each stored path was downloaded from (same order as `paths`). */
  sources: string[];
  /** The chosen images that could not be downloaded or were not images, with the reason. */
  failed: { url: string; reason: string }[];
  /** Chosen images left out because they show the same picture as one stored before them (perceptual hash). */
  duplicates: { url: string; duplicateOf: string }[];
}

/**
 * Downloads the chosen images, checks each is an image, re-encodes it (EXIF stripped, size
 * bounded) and stores it. A picture near one already stored from the list (the same photo from
 * two sites, or resized) is stored once. Failures are collected, not thrown, unless every image
 * failed.
 */
async function downloadProductImages(options: { storage: Storage; urls: string[] }): Promise<DownloadResult> {
  const download = (url: string) => loadCandidateImage({ url, storage: options.storage });
  const result: DownloadResult = { paths: [], sources: [], failed: [], duplicates: [] };
  const stored: { url: string; hash: string | undefined }[] = [];
  // Whether every failure was the request's own (a refused address or scheme, a path it may not
  // use, no image there): then the answer is a 400 with the reason, not a 502.
  let clientsFault = true;
  for (const url of options.urls) {
    try {
      const bytes = await download(url);
      if (!bytes) throw notFound('catalog.imageMissing');
      const hash = await differenceHash(bytes).catch(() => undefined);
      const same = hash && stored.find((s) => s.hash && nearDuplicates(s.hash, hash));
      if (same) {
        result.duplicates.push({ url, duplicateOf: same.url });
        continue;
      }
      result.paths.push(await storeProductImage(options.storage, bytes));
      result.sources.push(url);
      stored.push({ url, hash });
    } catch (error) {
      if (!isAppError(error) || error.status >= 500) clientsFault = false;
      result.failed.push({ url, reason: isAppError(error) ? error.message : 'The image could not be downloaded' });
    }
  }
  if (result.paths.length === 0) {
    const reason = result.failed[0]?.reason;
    const refuse = clientsFault ? invalid : upstream;
    const options = { extra: { failedImages: result.failed } };
    throw reason ? refuse('catalog.noImageDownloaded', { reason }, options) : refuse('catalog.noImageDownloadedPlain', undefined, options);
  }
  return result;
}

/**
 * The admin's use (the admin area, no account): stores the chosen images and answers their public
 * paths. Images on this server must be the catalogue's (never a clinic's own upload or media).
 */
export async function saveSelectedImages(deps: Deps, input: v.InferInput<typeof SaveProductImagesSchema>): Promise<DownloadResult> {
  const { selectedImages } = parse(SaveProductImagesSchema, input);
  const urls = selectedImages.map((i) => i.url);
  await assertImagesUsable(deps.db, null, urls);
  return downloadProductImages({ storage: deps.storage, urls });
}

/** What a business's AI product creation takes: the dialog's fields, the account, the language of the findings' explanations. */
const CreateProductFromAiInput = v.object({ accountId: AccountIdSchema, ...SaveProductImagesSchema.entries, language: v.optional(LanguageSchema) });

/**
 * A business's AI product creation (business-portal.md §4): the chosen images are downloaded and
 * stored, the product enters the catalogue as a draft (an admin may publish it to everyone) with
 * those images, and it is added to the account's list.
 *
 * One business has one draft per product name: saving a name it already has a draft of (a double
 * click, a retry, or again after removing it from the list) answers that draft, back in the list,
 * and downloads nothing. Parallel saves race to one insert; the unique index picks the winner and
 * the others answer the winner's draft and remove the images they downloaded.
 */
export async function createProductFromAi(
  deps: Deps,
  input: v.InferInput<typeof CreateProductFromAiInput>,
): Promise<{ accountProduct: AccountProductView; failedImages: DownloadResult['failed']; findings: ProductFinding[] }> {
  const { accountId, language, ...request } = parse(CreateProductFromAiInput, input);
  const { db, storage } = deps;
  const name = request.productName as string; // the schema refuses anything but a non-empty string
  // A prescription-only medicine in the name or description needs the user's confirmation (409 with the findings, nothing downloaded).
  // A product name is a brand, the same in both languages, so the Greek name is the name typed.
  const descriptionEl = request.descriptionEl || null;
  const findings = productFindings({ name, description: request.description, descriptionEl }, language ?? 'en');
  assertComplianceConfirmed(findings, request.confirmCompliance);
  const urls = request.selectedImages.map((i) => i.url);
  await assertImagesUsable(db, accountId, urls);
  const category = request.categoryId ? await db('productCategories').where({ id: request.categoryId }).first('id', 'name', 'nameEl') : null;
  if (request.categoryId && !category) throw invalid('catalog.categoryNotFound', undefined, { field: 'categoryId' });
  const existing = await findDraft(db, accountId, name);
  if (existing) return { accountProduct: await keepInList(db, accountId, existing), failedImages: [], findings };

  const downloaded = await downloadProductImages({ storage, urls });
  let winner: number | undefined;
  try {
    const id = await inTransaction(db, async (trx) => {
      const inserted = await trx.raw(
        `insert into products (name, description, name_el, description_el, status, image_path, created_by_account_id, category_id)
         values (?, ?, ?, ?, 'draft', ?, ?, ?)
         on conflict (created_by_account_id, lower(name)) where created_by_account_id is not null and status = 'draft' do nothing
         returning id`,
        [name, request.description ?? '', name, descriptionEl, downloaded.paths[0], accountId, category?.id ?? null],
      );
      const product = inserted.rows[0] as { id: number } | undefined;
      if (!product) return undefined;
      const okUrls = downloaded.sources;
      await trx('productImages').insert(
        downloaded.paths.map((imagePath, index) => ({
          productId: product.id,
          imagePath,
          originalUrl: /^https?:\/\//i.test(okUrls[index] ?? '') ? okUrls[index] : null,
          sortOrder: index,
        })),
      );
      const [row] = await trx('accountProducts')
        .insert({
          accountId,
          originalProductId: product.id,
          originalName: name,
          originalDescription: request.description ?? '',
          originalNameEl: name,
          originalDescriptionEl: descriptionEl,
          originalImagePath: downloaded.paths[0],
          categoryId: category?.id ?? null,
          categoryName: category?.name ?? null,
          categoryNameEl: category?.nameEl ?? null,
        })
        .returning(['id']);
      return row.id as number;
    });
    if (id !== undefined) return { accountProduct: await getAccountProduct(db, accountId, id), failedImages: downloaded.failed, findings };
    // Another request saved the same name a moment earlier (its insert held ours until it committed).
    winner = (await findDraft(db, accountId, name))?.id;
  } catch (error) {
    await Promise.all(downloaded.paths.map((p) => storage.remove(p)));
    throw error;
  }
  await Promise.all(downloaded.paths.map((p) => storage.remove(p)));
  if (winner === undefined) throw conflict('catalog.changedWhileSaving');
  return { accountProduct: await keepInList(db, accountId, { id: winner }), failedImages: [], findings };
}

/** The account's AI draft of this name (case-insensitive), if any. */
async function findDraft(
  db: Db,
  accountId: number,
  name: string,
): Promise<{ id: number; name: string; description: string; imagePath: string | null } | undefined> {
  return db('products')
    .where({ createdByAccountId: accountId, status: 'draft' })
    .whereRaw('lower(name) = lower(?)', [name])
    .first('id', 'name', 'description', 'imagePath');
}

/** The account product for a draft, adding the draft to the list again when the account had removed it. */
async function keepInList(db: Db, accountId: number, draft: { id: number }): Promise<AccountProductView> {
  const product = await db('products').where({ id: draft.id }).first('id', 'name', 'description', 'nameEl', 'descriptionEl', 'imagePath');
  await db('accountProducts')
    .insert({
      accountId,
      originalProductId: product.id,
      originalName: product.name,
      originalDescription: product.description,
      originalNameEl: product.nameEl,
      originalDescriptionEl: product.descriptionEl,
      originalImagePath: product.imagePath,
    })
    .onConflict(['accountId', 'originalProductId'])
    .ignore();
  const row = await db('accountProducts').where({ accountId, originalProductId: product.id }).first('id');
  return getAccountProduct(db, accountId, row.id);
}
