import * as v from 'valibot';
import type { Db } from '../../lib/db.js';
import { inTransaction } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import './messages.js';
import { normalizeImage } from '../../lib/images.js';
import { parse } from '../../lib/validate.js';
import { LanguageSchema } from '../ai/index.js';
import { whereSearchMatches } from './products-repo.js';
import { AccountProductPatchSchema, AddAccountProductsSchema, CatalogProductsQuerySchema } from './account-products-schema.js';
import { AccountIdSchema, ImageIdSchema, ProductIdSchema, RequiredImageBytesSchema } from './schema.js';

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

interface CatalogProductView {
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

/** The account's products, newest first (inside the module: the door's `listAccountProducts` checks its input first). */
export async function selectAccountProducts(db: Db, accountId: number): Promise<AccountProductView[]> {
  const result = await db.raw(`${LIST_SQL} order by ap.created_at desc, ap.id desc`, [accountId]);
  return result.rows;
}

/** One of the account's products; another account's id is simply not found. */
export async function getAccountProduct(db: Db, accountId: number, id: number): Promise<AccountProductView> {
  const result = await db.raw(`${LIST_SQL} and ap.id = ?`, [accountId, id]);
  if (!result.rows[0]) throw notFound('catalog.productNotFound');
  return result.rows[0];
}

const AccountInput = v.object({ accountId: AccountIdSchema });
/** One of the account's products, by its account product id (from the path). */
const AccountProductInput = v.object({ accountId: AccountIdSchema, id: ProductIdSchema });

/** The account's selected products, newest first. */
export async function listAccountProducts(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<AccountProductView[]> {
  const { accountId } = parse(AccountInput, input);
  return selectAccountProducts(deps.db, accountId);
}

/** How many products the account has in its list. */
export async function countAccountProducts(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<number> {
  const { accountId } = parse(AccountInput, input);
  const row = await deps.db('accountProducts').where({ accountId }).count<{ count: number }[]>('id as count').first();
  return Number(row?.count ?? 0);
}

const UpdateAccountProductInput = v.intersect([AccountProductInput, AccountProductPatchSchema]);

/** Saves the account's own name and description for a product (empty brings back the original). */
export async function updateAccountProduct(deps: Deps, input: v.InferInput<typeof UpdateAccountProductInput>): Promise<AccountProductView> {
  const { accountId, id, customName, customDescription } = parse(UpdateAccountProductInput, input);
  const changes: Record<string, unknown> = { updatedAt: deps.db.fn.now() };
  if (customName !== undefined) changes.customName = customName || null;
  if (customDescription !== undefined) changes.customDescription = customDescription || null;
  const updated = await deps.db('accountProducts').where({ id, accountId }).update(changes);
  if (!updated) throw notFound('catalog.productNotFound');
  return getAccountProduct(deps.db, accountId, id);
}

/**
 * Removes a product from the account's list (the catalogue product stays). What the clinic changed
 * on it (name, description, image) is set aside and comes back if it adds the product again.
 */
export async function removeAccountProduct(deps: Deps, input: v.InferInput<typeof AccountProductInput>): Promise<void> {
  const { accountId, id } = parse(AccountProductInput, input);
  await inTransaction(deps.db, async (trx) => {
    const row = await trx('accountProducts').where({ id, accountId }).first('originalProductId', 'customName', 'customDescription', 'customImagePath');
    if (!row) throw notFound('catalog.productNotFound');
    if (row.originalProductId && (row.customName || row.customDescription || row.customImagePath)) {
      await trx('removedProductCustomisations')
        .insert({
          accountId,
          originalProductId: row.originalProductId,
          customName: row.customName,
          customDescription: row.customDescription,
          customImagePath: row.customImagePath,
          removedAt: deps.clock.now(),
        })
        .onConflict(['accountId', 'originalProductId'])
        .merge();
    }
    await trx('accountProducts').where({ id, accountId }).delete();
  });
}

/** The picker's filters (GET /api/v2/catalog-products), the account, and the screen's language (A to Z). */
const ListCatalogProductsInput = v.object({ accountId: AccountIdSchema, ...CatalogProductsQuerySchema.entries, language: v.optional(LanguageSchema) });

/** A catalogue product's columns as the account's lists read them (products as p, its category as c). */
const CATALOG_PRODUCT_COLUMNS = [
  'p.id',
  'p.name',
  'p.description',
  'p.nameEl',
  'p.descriptionEl',
  'p.imagePath',
  'p.categoryId',
  'c.name as categoryName',
  'c.nameEl as categoryNameEl',
];

/**
 * The catalogue picker: active products (every word of `search` in the name or description, in
 * English or Greek, accents ignored; in a category), A to Z in `language`, with the categories.
 */
export async function listCatalogProducts(
  deps: Deps,
  input: v.InferInput<typeof ListCatalogProductsInput>,
): Promise<{ products: CatalogProductView[]; categories: { id: number; name: string; nameEl: string | null }[] }> {
  const { accountId, search, categoryId, language } = parse(ListCatalogProductsInput, input);
  const { db } = deps;
  const q = db('products as p')
    .leftJoin('productCategories as c', 'c.id', 'p.categoryId')
    .where('p.status', 'active')
    .select(
      ...CATALOG_PRODUCT_COLUMNS,
      db.raw('exists (select 1 from account_products ap where ap.account_id = ? and ap.original_product_id = p.id) as in_list', [accountId]),
    )
    .orderByRaw(language === 'el' ? 'lower(coalesce(p.name_el, p.name)), p.id' : 'lower(p.name), p.id')
    .limit(200);
  if (search) whereSearchMatches(q, search);
  if (categoryId !== '') q.where('p.categoryId', categoryId);
  const categories = db('productCategories')
    .orderByRaw(language === 'el' ? 'lower(coalesce(name_el, name))' : 'lower(name)')
    .select('id', 'name', 'nameEl');
  const [products, categoryRows] = await Promise.all([q, categories]);
  return { products, categories: categoryRows };
}

const AddAccountProductsInput = v.object({ accountId: AccountIdSchema, ...AddAccountProductsSchema.entries });

/**
 * Adds catalogue products to the account's list: active products, or drafts this account created.
 * Products already in the list are left as they are. Answers the account products of those ids.
 */
export async function addAccountProducts(deps: Deps, input: v.InferInput<typeof AddAccountProductsInput>): Promise<AccountProductView[]> {
  const { accountId, productIds } = parse(AddAccountProductsInput, input);
  const { db } = deps;
  const ids = [...new Set(productIds)];
  return inTransaction(db, async (trx) => {
    const products = await trx('products as p')
      .leftJoin('productCategories as c', 'c.id', 'p.categoryId')
      .whereIn('p.id', ids)
      .where((w) => {
        w.where('p.status', 'active').orWhere((d) => {
          d.where('p.status', 'draft').andWhere('p.createdByAccountId', accountId);
        });
      })
      .select(...CATALOG_PRODUCT_COLUMNS);
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
    // A product added again gets back what the clinic had changed on it before removing it.
    await trx.raw(
      `update account_products ap
          set custom_name = r.custom_name, custom_description = r.custom_description, custom_image_path = r.custom_image_path
         from removed_product_customisations r
        where r.account_id = ap.account_id and r.original_product_id = ap.original_product_id
          and ap.account_id = ? and ap.original_product_id = any(?::int[])
          and ap.custom_name is null and ap.custom_description is null and ap.custom_image_path is null`,
      [accountId, ids],
    );
    await trx('removedProductCustomisations').where({ accountId }).whereIn('originalProductId', ids).delete();
    const rows = await trx.raw(`${LIST_SQL} and ap.original_product_id in (${ids.map(() => '?').join(', ')}) order by ap.id`, [accountId, ...ids]);
    return rows.rows;
  });
}

/** The account product for a catalogue product id, or 404: images are reached through the account's list only. */
async function requireInList(db: Db, accountId: number, productId: number) {
  const row = await db('accountProducts').where({ accountId, originalProductId: productId }).first('id');
  if (!row) throw notFound('catalog.productNotFound');
}

/** A product of the account's list, by its catalogue product id (from the path). */
const ListProductImagesInput = v.object({ accountId: AccountIdSchema, productId: ProductIdSchema });

/** The images of a product in the account's list, as that account sees them. */
export async function listProductImages(deps: Deps, input: v.InferInput<typeof ListProductImagesInput>): Promise<ProductImageView[]> {
  const { accountId, productId } = parse(ListProductImagesInput, input);
  const { db } = deps;
  await requireInList(db, accountId, productId);
  const result = await db.raw(
    `select pi.id, pi.image_path, (pi.account_id is not null) as own from product_images pi where ${VISIBLE_IMAGE} order by pi.sort_order, pi.id`,
    [productId, accountId, accountId],
  );
  return result.rows;
}

const DeleteProductImageInput = v.object({ accountId: AccountIdSchema, imageId: ImageIdSchema });

/**
 * Deletes an image this account uploaded (row and file), or hides a shared catalogue image from
 * this account's view only. Another account's upload, or an image of a product outside the
 * account's list, is not found.
 */
export async function deleteProductImage(deps: Deps, input: v.InferInput<typeof DeleteProductImageInput>): Promise<'deleted' | 'hidden'> {
  const { accountId, imageId } = parse(DeleteProductImageInput, input);
  const { db, storage } = deps;
  const image = await db('productImages as pi')
    .join('accountProducts as ap', (j) => j.on('ap.originalProductId', 'pi.productId').andOnVal('ap.accountId', accountId))
    .where('pi.id', imageId)
    .where((w) => {
      w.whereNull('pi.accountId').orWhere('pi.accountId', accountId);
    })
    .whereNotExists((s) => {
      s.select(db.raw('1')).from('hiddenProductImages as h').where('h.accountId', accountId).whereRaw('h.product_image_id = pi.id');
    })
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

/** The product (its catalogue id, from the path) and the uploaded file's bytes. */
const UploadProductImageInput = v.object({ accountId: AccountIdSchema, productId: ProductIdSchema, image: RequiredImageBytesSchema });

/** Stores an image a business uploads for a product in its list: checked from its bytes, re-encoded, EXIF stripped. Visible to that account only. */
export async function uploadProductImage(deps: Deps, input: v.InferInput<typeof UploadProductImageInput>): Promise<ProductImageView> {
  const { accountId, productId, image: upload } = parse(UploadProductImageInput, input);
  const { db, storage } = deps;
  await requireInList(db, accountId, productId);
  const image = await normalizeImage(upload);
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
