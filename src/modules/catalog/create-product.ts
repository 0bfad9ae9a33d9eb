import * as v from 'valibot';
import type { Db } from '../../lib/db.js';
import { inTransaction } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { invalid } from '../../lib/errors.js';
import './messages.js';
import { parse } from '../../lib/validate.js';
import { LanguageSchema } from '../ai/index.js';
import { assertComplianceConfirmed, productFindings, type ProductFinding } from './product-compliance.js';
import { checkStoredImagePath, removeUnreferencedFiles, storeProductImage } from './product-files.js';
import { ProductInputSchema } from './product-schema.js';
import { selectExamplePosts, selectProduct, type ExamplePostView, type ProductView } from './products-repo.js';
import { ImageBytesSchema } from './schema.js';

export async function assertCategory(db: Db, categoryId: number | null | undefined): Promise<void> {
  if (!categoryId) return;
  const found = await db('productCategories').where({ id: categoryId }).first('id');
  if (!found) throw invalid('catalog.categoryNotFound', undefined, { field: 'categoryId' });
}

/** What `createProduct` takes: the form's fields, the uploaded image's bytes, the language of the findings' explanations (the screen's). */
const CreateProductInput = v.object({ ...ProductInputSchema.entries, image: v.optional(ImageBytesSchema), language: v.optional(LanguageSchema) });

/**
 * Creates a product (English and, optionally, Greek name and description) with its example posts and, optionally, an image: an uploaded file (checked
 * from its bytes, re-encoded, stored) or `imageUrl`, a file already in our storage (the AI flow).
 * A product that names a prescription-only medicine needs `confirmCompliance` (409 with the
 * findings otherwise); one the AI wrote in the admin area (`origin: 'ai'`) is saved Active
 * (admin-area.md §4): the admin reviewed it in the dialog. A clinic's stays Draft (save-product-images).
 */
export async function createProduct(
  deps: Deps,
  input: v.InferInput<typeof CreateProductInput>,
): Promise<{ product: ProductView; examplePosts: ExamplePostView[]; findings: ProductFinding[] }> {
  const { image, language, ...product } = parse(CreateProductInput, input);
  const { db, storage } = deps;
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
  const status = product.origin === 'ai' ? 'active' : product.status;
  await assertCategory(db, product.categoryId);
  let imagePath: string | null = null;
  let stored = false;
  if (image) {
    imagePath = await storeProductImage(storage, image);
    stored = true;
  } else if (product.imageUrl) imagePath = await checkStoredImagePath(storage, product.imageUrl);
  try {
    const id = await inTransaction(db, async (trx) => {
      const [row] = await trx('products')
        .insert({
          name: product.name,
          description: product.description,
          nameEl: product.nameEl || null,
          descriptionEl: product.descriptionEl || null,
          status,
          categoryId: product.categoryId ?? null,
          imagePath,
        })
        .returning('id');
      if (imagePath) await trx('productImages').insert({ productId: row.id, imagePath, sortOrder: 0 });
      const posts = (product.examplePosts ?? []).map((p) => ({ productId: row.id, content: p.content, platform: p.platform ?? null }));
      if (posts.length) await trx('examplePosts').insert(posts);
      return row.id as number;
    });
    return { product: (await selectProduct(db, id))!, examplePosts: await selectExamplePosts(db, id), findings };
  } catch (error) {
    if (stored && imagePath) await removeUnreferencedFiles(db, storage, [imagePath]);
    throw error;
  }
}
