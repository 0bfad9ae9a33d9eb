import type { Db } from '../../lib/db.js';
import { notFound } from '../../lib/errors.js';
import './messages.js';
import { selectExamplePosts, selectProduct, type ExamplePostView, type ProductView } from './products-repo.js';
import type { CatalogViewer } from './viewer.js';

/** A product with its example posts; a business user cannot see a product that is not active (404). */
export async function getProduct(options: { db: Db; actor?: CatalogViewer; id: number }): Promise<{ product: ProductView; examplePosts: ExamplePostView[] }> {
  const product = await selectProduct(options.db, options.id);
  if (!product || (options.actor?.kind === 'business' && product.status !== 'active')) throw notFound('catalog.productNotFound');
  return { product, examplePosts: await selectExamplePosts(options.db, options.id) };
}
