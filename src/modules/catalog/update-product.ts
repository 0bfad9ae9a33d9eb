import * as v from 'valibot';
import { inTransaction } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import './messages.js';
import { parse } from '../../lib/validate.js';
import { assertCategory } from './create-product.js';
import { LanguageSchema } from '../ai/index.js';
import { assertComplianceConfirmed, productFindings, type ProductFinding } from './product-compliance.js';
import { checkStoredImagePath, removeUnreferencedFiles, storeProductImage } from './product-files.js';
import { ProductInputSchema } from './product-schema.js';
import { selectExamplePosts, selectProduct, type ExamplePostView, type ProductView } from './products-repo.js';
import { ImageBytesSchema, ProductIdSchema } from './schema.js';

/** What `updateProduct` takes: the product's id (from the path), the form's fields, a new image's bytes, the findings' language. */
const UpdateProductInput = v.object({
  id: ProductIdSchema,
  ...ProductInputSchema.entries,
  image: v.optional(ImageBytesSchema),
  language: v.optional(LanguageSchema),
});

/**
 * Updates a product. A new image replaces the main one (the old file is removed when nothing else
 * uses it). When `examplePosts` is sent it is the whole new set: posts with a known id are edited,
 * posts without one are added, the product's other posts are removed. Saving texts that name a
 * prescription-only medicine needs `confirmCompliance`, as on creation.
 */
export async function updateProduct(
  deps: Deps,
  input: v.InferInput<typeof UpdateProductInput>,
): Promise<{ product: ProductView; examplePosts: ExamplePostView[]; findings: ProductFinding[] }> {
  const { id, image, language, ...product } = parse(UpdateProductInput, input);
  const { db, storage } = deps;
  const existing = await db('products').where({ id }).first('id', 'imagePath');
  if (!existing) throw notFound('catalog.productNotFound');
  const findings = productFindings(
    {
      name: product.name,
      description: product.description,
      nameEl: product.nameEl,
      descriptionEl: product.descriptionEl,
      examplePosts: product.examplePosts?.map((p) => ({ content: p.content })),
    },
    language ?? 'en',
  );
  assertComplianceConfirmed(findings, product.confirmCompliance);
  await assertCategory(db, product.categoryId);
  let newImage: string | undefined;
  let stored = false;
  if (image) {
    newImage = await storeProductImage(storage, image);
    stored = true;
  } else if (product.imageUrl && product.imageUrl !== existing.imagePath) newImage = await checkStoredImagePath(storage, product.imageUrl);
  const oldImage: string | null = existing.imagePath;
  try {
    await inTransaction(db, async (trx) => {
      const changes: Record<string, unknown> = { name: product.name, description: product.description, status: product.status, updatedAt: trx.fn.now() };
      if (product.categoryId !== undefined) changes.categoryId = product.categoryId;
      // The Greek texts change when sent (empty clears them); a client that knows only English leaves them.
      if (product.nameEl !== undefined) changes.nameEl = product.nameEl || null;
      if (product.descriptionEl !== undefined) changes.descriptionEl = product.descriptionEl || null;
      if (newImage) changes.imagePath = newImage;
      const updated = await trx('products').where({ id }).update(changes);
      if (!updated) throw notFound('catalog.productNotFound');
      if (newImage) {
        const main = oldImage ? await trx('productImages').where({ productId: id, imagePath: oldImage }).first('id') : undefined;
        if (main) await trx('productImages').where({ id: main.id }).update({ imagePath: newImage });
        else {
          // The new main image goes first; the product's row is locked by the update above, so no
          // other write to its images can take the same place meanwhile.
          const first = await trx('productImages').where({ productId: id }).min<{ min: number | null }[]>('sortOrder as min').first();
          await trx('productImages').insert({ productId: id, imagePath: newImage, sortOrder: Math.min(0, (first?.min ?? 1) - 1) });
        }
      }
      if (product.examplePosts) {
        const current: { id: number }[] = await trx('examplePosts').where({ productId: id }).select('id');
        const currentIds = new Set(current.map((p) => p.id));
        const kept = new Set<number>();
        for (const post of product.examplePosts) {
          if (post.id && currentIds.has(post.id) && !kept.has(post.id)) {
            kept.add(post.id);
            await trx('examplePosts').where({ id: post.id }).update({ content: post.content, updatedAt: trx.fn.now() });
          } else {
            await trx('examplePosts').insert({ productId: id, content: post.content, platform: post.platform ?? null });
          }
        }
        const removed = [...currentIds].filter((id) => !kept.has(id));
        if (removed.length) await trx('examplePosts').whereIn('id', removed).delete();
      }
    });
  } catch (error) {
    if (stored && newImage) await removeUnreferencedFiles(db, storage, [newImage]);
    throw error;
  }
  if (newImage && oldImage) await removeUnreferencedFiles(db, storage, [oldImage]);
  return { product: (await selectProduct(db, id))!, examplePosts: await selectExamplePosts(db, id), findings };
}
