import type { Db } from '../../lib/db.js';
import { inTransaction } from '../../lib/db.js';
import { notFound } from '../../lib/errors.js';
import './messages.js';
import type { Storage } from '../../lib/storage.js';
import { removeUnreferencedFiles } from './product-files.js';
import { productFilePaths } from './products-repo.js';

/** Deletes a product (its images and example posts go with it) and removes its files nobody else uses. */
export async function deleteProduct(options: { db: Db; storage: Storage; id: number }): Promise<void> {
  const files = await inTransaction(options.db, async (trx) => {
    const paths = await productFilePaths(trx, options.id);
    const deleted = await trx('products').where({ id: options.id }).delete();
    if (!deleted) throw notFound('catalog.productNotFound');
    return paths;
  });
  await removeUnreferencedFiles(options.db, options.storage, files);
}
