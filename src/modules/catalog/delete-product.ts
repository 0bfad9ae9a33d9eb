import * as v from 'valibot';
import { inTransaction } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import './messages.js';
import { parse } from '../../lib/validate.js';
import { removeUnreferencedFiles } from './product-files.js';
import { productFilePaths } from './products-repo.js';
import { ProductIdSchema } from './schema.js';

const DeleteProductInput = v.object({ id: ProductIdSchema });

/** Deletes a product (its images and example posts go with it) and removes its files nobody else uses. */
export async function deleteProduct(deps: Deps, input: v.InferInput<typeof DeleteProductInput>): Promise<void> {
  const { id } = parse(DeleteProductInput, input);
  const files = await inTransaction(deps.db, async (trx) => {
    const paths = await productFilePaths(trx, id);
    const deleted = await trx('products').where({ id }).delete();
    if (!deleted) throw notFound('catalog.productNotFound');
    return paths;
  });
  await removeUnreferencedFiles(deps.db, deps.storage, files);
}
