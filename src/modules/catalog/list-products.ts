import * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { parse } from '../../lib/validate.js';
import { LanguageSchema } from '../ai/index.js';
import { ProductListQuerySchema } from './product-schema.js';
import { ViewerSchema } from './schema.js';
import { selectProductPage, selectProducts, type ProductFilter, type ProductView } from './products-repo.js';

export interface ProductList {
  products: ProductView[];
  total: number;
  /** Present when a page was asked for. */
  page?: number;
  pageSize?: number;
}

/** What `listProducts` takes: the list's query (GET /api/products), who reads it, and the screen's language (A to Z). */
const ListProductsInput = v.object({ ...ProductListQuerySchema.entries, actor: ViewerSchema, language: v.optional(LanguageSchema) });

/**
 * Lists products searched (every word in the name or description, English or Greek, accents
 * ignored), sorted (A to Z in `language`) and paged in PostgreSQL. Without page/pageSize it answers
 * the whole list. Business users see active products only.
 */
export async function listProducts(deps: Deps, input: v.InferInput<typeof ListProductsInput>): Promise<ProductList> {
  const { actor, language, ...query } = parse(ListProductsInput, input);
  const business = actor.kind === 'business';
  const filter: ProductFilter = {
    q: query.q,
    status: business ? 'active' : query.status,
    categoryId: query.categoryId,
    origin: business ? undefined : query.origin,
  };
  const paged = query.page !== undefined || query.pageSize !== undefined;
  if (!paged) {
    const products = await selectProducts(deps.db, { filter, sort: query.sort, language });
    return { products, total: products.length };
  }
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 5;
  const { products, total } = await selectProductPage(deps.db, { filter, sort: query.sort, limit: pageSize, offset: (page - 1) * pageSize, language });
  return { products, total, page, pageSize };
}
