import type { Db } from '../../lib/db.js';
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
 * Lists products searched (name or description, case-insensitive), sorted and paged in PostgreSQL.
 * Without page/pageSize it answers the whole list. Business users see active products only.
 */
export async function listProducts(options: { db: Db; actor: CatalogViewer; query: unknown }): Promise<ProductList> {
  const query = parse(ProductListQuerySchema, options.query);
  const filter: ProductFilter = { q: query.q, status: options.actor.kind === 'business' ? 'active' : query.status, categoryId: query.categoryId };
  const paged = query.page !== undefined || query.pageSize !== undefined;
  if (!paged) {
    const products = await selectProducts(options.db, { filter, sort: query.sort });
    return { products, total: products.length };
  }
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 5;
  const { products, total } = await selectProductPage(options.db, { filter, sort: query.sort, limit: pageSize, offset: (page - 1) * pageSize });
  return { products, total, page, pageSize };
}
