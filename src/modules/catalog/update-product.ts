import type { Db } from '../../lib/db.js';
import { inTransaction } from '../../lib/db.js';
import { notFound } from '../../lib/errors.js';
import './messages.js';
import type { Storage } from '../../lib/storage.js';
import { parse } from '../../lib/validate.js';
import { assertCategory } from './create-product.js';
import type { Language } from '../ai/index.js';
import { assertComplianceConfirmed, productFindings, type ProductFinding } from './product-compliance.js';
import { checkStoredImagePath, removeUnreferencedFiles, storeProductImage } from './product-files.js';
import { ProductInputSchema } from './product-schema.js';
import { selectExamplePosts, selectProduct, type ExamplePostView, type ProductView } from './products-repo.js';

/**
 * Updates a product. A new image replaces the main one (the old file is removed when nothing else
 * uses it). When `examplePosts` is sent it is the whole new set: posts with a known id are edited,
 * posts without one are added, the product's other posts are removed. Saving texts that name a
 * prescription-only medicine needs `confirmCompliance`, as on creation.
 */
export async function updateProduct(options: {
  db: Db;
  storage: Storage;
  id: number;
  input: unknown;
  image?: Buffer;
  language?: Language;
}): Promise<{ product: ProductView; examplePosts: ExamplePostView[]; findings: ProductFinding[] }> {
  const input = parse(ProductInputSchema, options.input);
  const existing = await options.db('products').where({ id: options.id }).first('id', 'imagePath');
  if (!existing) throw notFound('catalog.productNotFound');
  const findings = productFindings(
    { name: input.name, description: input.description, nameEl: input.nameEl, descriptionEl: input.descriptionEl, examplePosts: input.examplePosts?.map((p) => ({ content: p.content })) },
    options.language ?? 'en',
  );
  assertComplianceConfirmed(findings, input.confirmCompliance);
  await assertCategory(options.db, input.categoryId);
  let newImage: string | undefined;
  let stored = false;
  if (options.image) {
    newImage = await storeProductImage(options.storage, options.image);
    stored = true;
  } else if (input.imageUrl && input.imageUrl !== existing.imagePath) newImage = await checkStoredImagePath(options.storage, input.imageUrl);
  const oldImage: string | null = existing.imagePath;
  try {
    await inTransaction(options.db, async (trx) => {
      const changes: Record<string, unknown> = { name: input.name, description: input.description, status: input.status, updatedAt: trx.fn.now() };
      if (input.categoryId !== undefined) changes.categoryId = input.categoryId;
      // The Greek texts change when sent (empty clears them); a client that knows only English leaves them.
      if (input.nameEl !== undefined) changes.nameEl = input.nameEl || null;
      if (input.descriptionEl !== undefined) changes.descriptionEl = input.descriptionEl || null;
      if (newImage) changes.imagePath = newImage;
      const updated = await trx('products').where({ id: options.id }).update(changes);
      if (!updated) throw notFound('catalog.productNotFound');
      if (newImage) {
        const main = oldImage ? await trx('productImages').where({ productId: options.id, imagePath: oldImage }).first('id') : undefined;
        if (main) await trx('productImages').where({ id: main.id }).update({ imagePath: newImage });
        else {
          // The new main image goes first; the product's row is locked by the update above, so no
          // other write to its images can take the same place meanwhile.
          const first = await trx('productImages').where({ productId: options.id }).min<{ min: number | null }[]>('sortOrder as min').first();
          await trx('productImages').insert({ productId: options.id, imagePath: newImage, sortOrder: Math.min(0, (first?.min ?? 1) - 1) });
        }
      }
      if (input.examplePosts) {
        const current: { id: number }[] = await trx('examplePosts').where({ productId: options.id }).select('id');
        const currentIds = new Set(current.map((p) => p.id));
        const kept = new Set<number>();
        for (const post of input.examplePosts) {
          if (post.id && currentIds.has(post.id) && !kept.has(post.id)) {
            kept.add(post.id);
            await trx('examplePosts').where({ id: post.id }).update({ content: post.content, updatedAt: trx.fn.now() });
          } else {
            await trx('examplePosts').insert({ productId: options.id, content: post.content, platform: post.platform ?? null });
          }
        }
        const removed = [...currentIds].filter((id) => !kept.has(id));
        if (removed.length) await trx('examplePosts').whereIn('id', removed).delete();
      }
    });
  } catch (error) {
    if (stored && newImage) await removeUnreferencedFiles(options.db, options.storage, [newImage]);
    throw error;
  }
  if (newImage && oldImage) await removeUnreferencedFiles(options.db, options.storage, [oldImage]);
  return { product: (await selectProduct(options.db, options.id))!, examplePosts: await selectExamplePosts(options.db, options.id), findings };
}
