import * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import './messages.js';
import { parse } from '../../lib/validate.js';
import { selectExamplePosts, selectProduct, type ExamplePostView, type ProductView } from './products-repo.js';
import { ProductIdSchema, ViewerSchema } from './schema.js';

const GetProductInput = v.object({ actor: ViewerSchema, id: ProductIdSchema });

/** A product with its example posts; a business user cannot see a product that is not active (404). */
export async function getProduct(deps: Deps, input: v.InferInput<typeof GetProductInput>): Promise<{ product: ProductView; examplePosts: ExamplePostView[] }> {
  const { actor, id } = parse(GetProductInput, input);
  const product = await selectProduct(deps.db, id);
  if (!product || (actor.kind === 'business' && product.status !== 'active')) throw notFound('catalog.productNotFound');
  return { product, examplePosts: await selectExamplePosts(deps.db, id) };
}
