import { createHash } from 'node:crypto';
import type { Db, Knex } from '../../lib/db.js';
import type { Language } from '../ai/index.js';
import type { ProductSort, ProductStatus } from './product-schema.js';

/** A product as the admin list and detail show it (admin-area.md §3 "Product"). */
export interface ProductView {
  id: number;
  name: string;
  description: string;
  /** The Greek name and description; null: the English ones are shown in Greek too. */
  nameEl: string | null;
  descriptionEl: string | null;
  categoryId: number | null;
  categoryName: string | null;
  categoryNameEl: string | null;
  imagePath: string | null;
  status: ProductStatus;
  /** The business account that created the product with AI; null for the platform's own products. */
  createdByAccountId: number | null;
  examplePostsCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ExamplePostView {
  id: number;
  productId: number;
  content: string;
  platform: string | null;
}

const postCounts = (db: Db) => db('example_posts').select('productId').count({ count: '*' }).groupBy('productId').as('ec');

const STATUS_RANK = `case p.status when 'active' then 0 when 'draft' then 1 else 2 end`;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A catalogue search: every word of `q` (up to 8) in the product's name or description, in English
 * or Greek, accents and final sigma ignored (`search_text` and `catalog_fold`, see the migration
 * catalogue_in_greek); one trigram index serves each word.
 */
export function whereSearchMatches(query: Knex.QueryBuilder, q: string, alias = 'p'): Knex.QueryBuilder {
  const terms = [...new Set(q.split(/\s+/).filter(Boolean))].slice(0, 8);
  for (const term of terms) query.whereRaw(`${alias}.search_text like catalog_fold(?)`, [likePattern(term)]);
  return query;
}

export interface ProductFilter {
  q?: string;
  status?: ProductStatus;
  categoryId?: number;
  /** Who made it: a clinic (with AI) or the platform. */
  origin?: 'clinic' | 'platform';
}

function applyFilter(query: Knex.QueryBuilder, filter: ProductFilter): Knex.QueryBuilder {
  if (filter.q) whereSearchMatches(query, filter.q);
  if (filter.status) query.where('p.status', filter.status);
  if (filter.categoryId) query.where('p.categoryId', filter.categoryId);
  if (filter.origin === 'clinic') query.whereNotNull('p.createdByAccountId');
  if (filter.origin === 'platform') query.whereNull('p.createdByAccountId');
  return query;
}

function applySort(query: Knex.QueryBuilder, sort: ProductSort, language: Language): Knex.QueryBuilder {
  // A to Z in the language on screen (a Greek name falls back to the English one).
  const name = language === 'el' ? 'lower(coalesce(p.name_el, p.name))' : 'lower(p.name)';
  switch (sort) {
    case 'oldest':
      return query.orderBy('p.id', 'asc');
    case 'a-z':
      return query.orderByRaw(`${name} asc, p.id asc`);
    case 'z-a':
      return query.orderByRaw(`${name} desc, p.id desc`);
    case 'posts':
      return query.orderByRaw('coalesce(ec.count, 0) desc, p.id desc');
    case 'status':
      return query.orderByRaw(`${STATUS_RANK} asc, p.id desc`);
    default:
      return query.orderBy('p.id', 'desc');
  }
}

const productColumns = [
  'p.id',
  'p.name',
  'p.description',
  'p.nameEl',
  'p.descriptionEl',
  'p.categoryId',
  'c.name as categoryName',
  'c.nameEl as categoryNameEl',
  'p.imagePath',
  'p.status',
  'p.createdByAccountId',
  'p.createdAt',
  'p.updatedAt',
];

/** One page (or all, without limit) of products, filtered and sorted in the database. */
export async function selectProducts(
  db: Db,
  options: { filter: ProductFilter; sort: ProductSort; limit?: number; offset?: number; language?: Language },
): Promise<ProductView[]> {
  return selectProductsQuery(db, options);
}

function selectProductsQuery(
  db: Db,
  options: { filter: ProductFilter; sort: ProductSort; limit?: number; offset?: number; language?: Language },
): Knex.QueryBuilder {
  const query = db('products as p').leftJoin('productCategories as c', 'c.id', 'p.categoryId');
  applyFilter(query, options.filter);
  if (options.sort === 'posts') {
    // The count decides the order, so it is joined for every row, not only the page's.
    query.leftJoin(postCounts(db), 'ec.productId', 'p.id').select([...productColumns, db.raw('coalesce(ec.count, 0)::int as example_posts_count')]);
  } else {
    query.select([...productColumns, db.raw('(select count(*)::int from example_posts e where e.product_id = p.id) as example_posts_count')]);
  }
  applySort(query, options.sort, options.language ?? 'en');
  if (options.limit !== undefined) query.limit(options.limit).offset(options.offset ?? 0);
  return query;
}

const countQuery = (db: Db, filter: ProductFilter) => applyFilter(db('products as p'), filter).count({ count: '*' });

async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const [{ count }] = await countQuery(db, filter);
  return Number(count);
}

/**
 * Runs the query as a named prepared statement, so each pooled connection plans it once instead of
 * on every request: planning cost PostgreSQL more than running it (0.17 ms against 0.1 ms for a
 * page of the catalogue). The name comes from the SQL text, as pg requires one text per name. Only
 * for queries whose best plan does not depend on their values: a text search's does (the pattern
 * decides whether the trigram index pays), so it is planned each time.
 */
function prepared(query: Knex.QueryBuilder): void {
  query.options({ name: `catalog-${createHash('sha1').update(query.toSQL().sql).digest('base64url')}` });
}

/**
 * One page and the count of all products the filter matches, in one round trip: the count is an
 * uncorrelated subquery PostgreSQL runs once (an InitPlan), so the page keeps its LIMIT plan. A
 * page past the end has no row to carry the count, and asks for it alone (an empty first page
 * means there is none).
 */
export async function selectProductPage(
  db: Db,
  options: { filter: ProductFilter; sort: ProductSort; limit: number; offset: number; language?: Language },
): Promise<{ products: ProductView[]; total: number }> {
  const query = selectProductsQuery(db, options).select(countQuery(db, options.filter).as('totalCount'));
  if (!options.filter.q) prepared(query);
  const rows: (ProductView & { totalCount: number })[] = await query;
  if (!rows.length) return { products: [], total: options.offset === 0 ? 0 : await countProducts(db, options.filter) };
  const total = Number(rows[0].totalCount);
  return { products: rows.map(({ totalCount: _, ...product }) => product), total };
}

export async function selectProduct(db: Db, id: number): Promise<ProductView | undefined> {
  return db('products as p')
    .leftJoin('productCategories as c', 'c.id', 'p.categoryId')
    .where('p.id', id)
    .first([...productColumns, db.raw('(select count(*)::int from example_posts e where e.product_id = p.id) as example_posts_count')]);
}

export async function selectExamplePosts(db: Db, productId: number): Promise<ExamplePostView[]> {
  return db('examplePosts').where({ productId }).orderBy('id').select('id', 'productId', 'content', 'platform');
}

/** Every stored file a product owns (its main image and its image gallery). */
export async function productFilePaths(db: Db, productId: number): Promise<string[]> {
  const product = await db('products').where({ id: productId }).first('imagePath');
  const images: { imagePath: string }[] = await db('productImages').where({ productId }).select('imagePath');
  return [...new Set([product?.imagePath, ...images.map((i) => i.imagePath)].filter((p): p is string => !!p))];
}

/**
 * Whether a stored file is still used by any row: other products, galleries, account products
 * (businesses copy the catalogue image path) or bulk posts (which keep the image they were made with).
 */
export async function isFileReferenced(db: Db, path: string): Promise<boolean> {
  const { rows } = await db.raw(
    `select exists(select 1 from products where image_path = :path)
         or exists(select 1 from product_images where image_path = :path)
         or exists(select 1 from account_products where original_image_path = :path or custom_image_path = :path)
         or exists(select 1 from bulk_generated_posts where product_image = :path) as used`,
    { path },
  );
  return rows[0].used === true;
}
