import type { Db } from '../../lib/db.js';
import type { Language } from '../ai/index.js';
import { parse } from '../../lib/validate.js';
import { ProductListQuerySchema } from './product-schema.js';
import type { CatalogViewer } from './viewer.js';
import { selectProductPage, selectProducts, type ProductFilter, type ProductView } from './products-repo.js';

export interface ProductList {
  products: ProductView[];
  total: number;
  /** Present when a page was asked for. */
  page?: number;
  pageSize?: number;
}

/**
 * Lists products searched (every word in the name or description, English or Greek, accents
 * ignored), sorted (A to Z in `language`) and paged in PostgreSQL. Without page/pageSize it answers
 * the whole list. Business users see active products only.
 */
export async function listProducts(options: { db: Db; actor: CatalogViewer; query: unknown; language?: Language }): Promise<ProductList> {
  const query = parse(ProductListQuerySchema, options.query);
  const business = options.actor.kind === 'business';
  const filter: ProductFilter = { q: query.q, status: business ? 'active' : query.status, categoryId: query.categoryId, origin: business ? undefined : query.origin };
  const paged = query.page !== undefined || query.pageSize !== undefined;
  if (!paged) {
    const products = await selectProducts(options.db, { filter, sort: query.sort, language: options.language });
    return { products, total: products.length };
  }
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 5;
  const { products, total } = await selectProductPage(options.db, { filter, sort: query.sort, limit: pageSize, offset: (page - 1) * pageSize, language: options.language });
  return { products, total, page, pageSize };
}
