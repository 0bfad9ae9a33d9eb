import type { Db } from '../../lib/db.js';
import { inTransaction } from '../../lib/db.js';
import { notFound } from '../../lib/errors.js';
import './messages.js';
import type { Storage } from '../../lib/storage.js';
import { normalizeImage } from '../../lib/images.js';
import { parse } from '../../lib/validate.js';
import type { Language } from '../ai/index.js';
import { whereSearchMatches } from './products-repo.js';
import { AccountProductPatchSchema, AddAccountProductsSchema, CatalogProductsQuerySchema } from './account-products-schema.js';

/**
 * An account product (business-portal.md §3). The original* fields are the catalogue product's
 * current values as this account sees them (its hidden images left out), falling back to the
 * snapshot taken when the product was added (kept if an admin deletes the product).
 */
export interface AccountProductView {
  id: number;
  originalProductId: number | null;
  customName: string | null;
  originalName: string | null;
  customDescription: string | null;
  originalDescription: string | null;
  /** The catalogue's Greek name and description (null: the English ones are shown in Greek too). */
  originalNameEl: string | null;
  originalDescriptionEl: string | null;
  customImagePath: string | null;
  originalImagePath: string | null;
  categoryName: string | null;
  categoryNameEl: string | null;
  /** 'draft' while a product this account created with AI waits for an admin; else 'active' or 'archived'. */
  productStatus: string | null;
  createdAt: Date;
}

export interface ProductImageView {
  id: number;
  imagePath: string;
  /** True for an image this account uploaded (it can delete it); false for a shared catalogue image (it can hide it). */
  own: boolean;
}

export interface CatalogProductView {
  id: number;
  name: string;
  description: string;
  nameEl: string | null;
  descriptionEl: string | null;
  imagePath: string | null;
  categoryId: number | null;
  categoryName: string | null;
  categoryNameEl: string | null;
  inList: boolean;
}

// The images of a product an account sees: catalogue images and its own uploads, minus those it hid.
const VISIBLE_IMAGE = `
  pi.product_id = ? and (pi.account_id is null or pi.account_id = ?)
  and not exists (select 1 from hidden_product_images h where h.account_id = ? and h.product_image_id = pi.id)`;

const LIST_SQL = `
  select ap.id, ap.original_product_id, ap.custom_name, ap.custom_description, ap.custom_image_path, ap.created_at,
         coalesce(p.name, ap.original_name) as original_name,
         coalesce(p.description, ap.original_description) as original_description,
         case when p.id is null then ap.original_name_el else p.name_el end as original_name_el,
         case when p.id is null then ap.original_description_el else p.description_el end as original_description_el,
         coalesce(
           (select pi.image_path from product_images pi
             where pi.product_id = ap.original_product_id and (pi.account_id is null or pi.account_id = ap.account_id)
               and not exists (select 1 from hidden_product_images h where h.account_id = ap.account_id and h.product_image_id = pi.id)
             order by pi.sort_order, pi.id limit 1),
           case when not exists (select 1 from product_images x where x.product_id = p.id and x.image_path = p.image_path) then p.image_path end,
           case when p.id is null then ap.original_image_path end
         ) as original_image_path,
         coalesce(c.name, ap.category_name) as category_name,
         case when c.id is null then ap.category_name_el else c.name_el end as category_name_el,
         p.status as product_status
    from account_products ap
    left join products p on p.id = ap.original_product_id
    left join product_categories c on c.id = p.category_id
   where ap.account_id = ?`;

/** The account's selected products, newest first. */
export async function listAccountProducts(options: { db: Db; accountId: number }): Promise<AccountProductView[]> {
  const result = await options.db.raw(`${LIST_SQL} order by ap.created_at desc, ap.id desc`, [options.accountId]);
  return result.rows;
}

/** One of the account's products; another account's id is simply not found. */
export async function getAccountProduct(options: { db: Db; accountId: number; id: number }): Promise<AccountProductView> {
  const result = await options.db.raw(`${LIST_SQL} and ap.id = ?`, [options.accountId, options.id]);
  if (!result.rows[0]) throw notFound('catalog.productNotFound');
  return result.rows[0];
}

export async function countAccountProducts(options: { db: Db; accountId: number }): Promise<number> {
  const row = await options.db('accountProducts').where({ accountId: options.accountId }).count<{ count: number }[]>('id as count').first();
  return Number(row?.count ?? 0);
}

/** Saves the account's own name and description for a product (empty brings back the original). */
export async function updateAccountProduct(options: { db: Db; accountId: number; id: number; input: unknown }): Promise<AccountProductView> {
  const input = parse(AccountProductPatchSchema, options.input);
  const changes: Record<string, unknown> = { updatedAt: options.db.fn.now() };
  if (input.customName !== undefined) changes.customName = input.customName || null;
  if (input.customDescription !== undefined) changes.customDescription = input.customDescription || null;
  const updated = await options.db('accountProducts').where({ id: options.id, accountId: options.accountId }).update(changes);
  if (!updated) throw notFound('catalog.productNotFound');
  return getAccountProduct(options);
}

/** Removes a product from the account's list (the catalogue product stays). */
export async function removeAccountProduct(options: { db: Db; accountId: number; id: number }): Promise<void> {
  const deleted = await options.db('accountProducts').where({ id: options.id, accountId: options.accountId }).delete();
  if (!deleted) throw notFound('catalog.productNotFound');
}

/**
 * The catalogue picker: active products (every word of `search` in the name or description, in
 * English or Greek, accents ignored; in a category), A to Z in `language`, with the categories.
 */
export async function listCatalogProducts(options: {
  db: Db;
  accountId: number;
  query: unknown;
  language?: Language;
}): Promise<{ products: CatalogProductView[]; categories: { id: number; name: string; nameEl: string | null }[] }> {
  const { search, categoryId } = parse(CatalogProductsQuerySchema, options.query ?? {});
  const { db, accountId } = options;
  const q = db('products as p')
    .leftJoin('productCategories as c', 'c.id', 'p.categoryId')
    .where('p.status', 'active')
    .select(
      'p.id',
      'p.name',
      'p.description',
      'p.nameEl',
      'p.descriptionEl',
      'p.imagePath',
      'p.categoryId',
      'c.name as categoryName',
      'c.nameEl as categoryNameEl',
      db.raw('exists (select 1 from account_products ap where ap.account_id = ? and ap.original_product_id = p.id) as in_list', [accountId]),
    )
    .orderByRaw(options.language === 'el' ? 'lower(coalesce(p.name_el, p.name)), p.id' : 'lower(p.name), p.id')
    .limit(200);
  if (search) whereSearchMatches(q, search);
  if (categoryId !== '') q.where('p.categoryId', categoryId);
  const categories = db('productCategories')
    .orderByRaw(options.language === 'el' ? 'lower(coalesce(name_el, name))' : 'lower(name)')
    .select('id', 'name', 'nameEl');
  const [products, categoryRows] = await Promise.all([q, categories]);
  return { products, categories: categoryRows };
}

/**
 * Adds catalogue products to the account's list: active products, or drafts this account created.
 * Products already in the list are left as they are. Answers the account products of those ids.
 */
export async function addAccountProducts(options: { db: Db; accountId: number; input: unknown }): Promise<AccountProductView[]> {
  const { productIds } = parse(AddAccountProductsSchema, options.input);
  const { db, accountId } = options;
  const ids = [...new Set(productIds)];
  return inTransaction(db, async (trx) => {
    const products = await trx('products as p')
      .leftJoin('productCategories as c', 'c.id', 'p.categoryId')
      .whereIn('p.id', ids)
      .where((w) => w.where('p.status', 'active').orWhere((d) => d.where('p.status', 'draft').andWhere('p.createdByAccountId', accountId)))
      .select('p.id', 'p.name', 'p.description', 'p.nameEl', 'p.descriptionEl', 'p.imagePath', 'p.categoryId', 'c.name as categoryName', 'c.nameEl as categoryNameEl');
    if (products.length !== ids.length) throw notFound('catalog.productNotFound');
    await trx('accountProducts')
      .insert(
        products.map((p) => ({
          accountId,
          originalProductId: p.id,
          originalName: p.name,
          originalDescription: p.description,
          originalNameEl: p.nameEl,
          originalDescriptionEl: p.descriptionEl,
          originalImagePath: p.imagePath,
          categoryId: p.categoryId,
          categoryName: p.categoryName,
          categoryNameEl: p.categoryNameEl,
        })),
      )
      .onConflict(['accountId', 'originalProductId'])
      .ignore();
    const rows = await trx.raw(`${LIST_SQL} and ap.original_product_id in (${ids.map(() => '?').join(', ')}) order by ap.id`, [accountId, ...ids]);
    return rows.rows;
  });
}

/** The account product for a catalogue product id, or 404: images are reached through the account's list only. */
async function requireInList(db: Db, accountId: number, productId: number) {
  const row = await db('accountProducts').where({ accountId, originalProductId: productId }).first('id');
  if (!row) throw notFound('catalog.productNotFound');
}

/** The images of a product in the account's list, as that account sees them. */
export async function listProductImages(options: { db: Db; accountId: number; productId: number }): Promise<ProductImageView[]> {
  const { db, accountId, productId } = options;
  await requireInList(db, accountId, productId);
  const result = await db.raw(
    `select pi.id, pi.image_path, (pi.account_id is not null) as own from product_images pi where ${VISIBLE_IMAGE} order by pi.sort_order, pi.id`,
    [productId, accountId, accountId],
  );
  return result.rows;
}

/**
 * Deletes an image this account uploaded (row and file), or hides a shared catalogue image from
 * this account's view only. Another account's upload, or an image of a product outside the
 * account's list, is not found.
 */
export async function deleteProductImage(options: { db: Db; storage: Storage; accountId: number; imageId: number }): Promise<'deleted' | 'hidden'> {
  const { db, storage, accountId, imageId } = options;
  const image = await db('productImages as pi')
    .join('accountProducts as ap', (j) => j.on('ap.originalProductId', 'pi.productId').andOnVal('ap.accountId', accountId))
    .where('pi.id', imageId)
    .where((w) => w.whereNull('pi.accountId').orWhere('pi.accountId', accountId))
    .whereNotExists((s) => s.select(db.raw('1')).from('hiddenProductImages as h').where('h.accountId', accountId).whereRaw('h.product_image_id = pi.id'))
    .first('pi.id', 'pi.imagePath', 'pi.accountId');
  if (!image) throw notFound('catalog.imageNotFound');
  if (image.accountId === accountId) {
    await db('productImages').where({ id: imageId, accountId }).delete();
    await storage.remove(image.imagePath);
    return 'deleted';
  }
  await db('hiddenProductImages').insert({ accountId, productImageId: imageId }).onConflict(['accountId', 'productImageId']).ignore();
  return 'hidden';
}

/** Stores an image a business uploads for a product in its list: checked from its bytes, re-encoded, EXIF stripped. Visible to that account only. */
export async function uploadProductImage(options: { db: Db; storage: Storage; accountId: number; productId: number; data: Buffer }): Promise<ProductImageView> {
  const { db, storage, accountId, productId } = options;
  await requireInList(db, accountId, productId);
  const image = await normalizeImage(options.data);
  const imagePath = await storage.put('product-images', image.data, image.extension);
  try {
    const row = await inTransaction(db, async (trx) => {
      // Uploads to one product at once take turns on the product's row, so each reads the last
      // sort order after the previous one is written (the unique constraint backs this up).
      await trx('products').where({ id: productId }).forUpdate().first('id');
      const last = await trx('productImages').where({ productId }).max<{ max: number | null }[]>('sortOrder as max').first();
      const [inserted] = await trx('productImages')
        .insert({ productId, imagePath, accountId, sortOrder: (last?.max ?? -1) + 1 })
        .returning(['id', 'imagePath']);
      return inserted;
    });
    return { id: row.id, imagePath: row.imagePath, own: true };
  } catch (error) {
    await storage.remove(imagePath);
    throw error;
  }
}
