import type { Db } from '../../lib/db.js';
import { inTransaction } from '../../lib/db.js';
import { invalid } from '../../lib/errors.js';
import './messages.js';
import type { Storage } from '../../lib/storage.js';
import { parse } from '../../lib/validate.js';
import type { Language } from '../ai/index.js';
import { assertComplianceConfirmed, productFindings, type ProductFinding } from './product-compliance.js';
import { checkStoredImagePath, removeUnreferencedFiles, storeProductImage } from './product-files.js';
import { ProductInputSchema } from './product-schema.js';
import { selectExamplePosts, selectProduct, type ExamplePostView, type ProductView } from './products-repo.js';

export async function assertCategory(db: Db, categoryId: number | null | undefined): Promise<void> {
  if (!categoryId) return;
  const found = await db('productCategories').where({ id: categoryId }).first('id');
  if (!found) throw invalid('catalog.categoryNotFound', undefined, { field: 'categoryId' });
}

/**
 * Creates a product (English and, optionally, Greek name and description) with its example posts and, optionally, an image: an uploaded file (checked
 * from its bytes, re-encoded, stored) or `imageUrl`, a file already in our storage (the AI flow).
 * A product that names a prescription-only medicine needs `confirmCompliance` (409 with the
 * findings otherwise); one the AI wrote (`origin: 'ai'`) is saved as a draft until reviewed.
 */
export async function createProduct(options: {
  db: Db;
  storage: Storage;
  input: unknown;
  image?: Buffer;
  /** The language of the findings' explanations. */
  language?: Language;
}): Promise<{ product: ProductView; examplePosts: ExamplePostView[]; findings: ProductFinding[] }> {
  const input = parse(ProductInputSchema, options.input);
  const findings = productFindings(
    { name: input.name, description: input.description, nameEl: input.nameEl, descriptionEl: input.descriptionEl, examplePosts: input.examplePosts?.map((p) => ({ content: p.content })) },
    options.language ?? 'en',
  );
  assertComplianceConfirmed(findings, input.confirmCompliance);
  const status = input.origin === 'ai' ? 'draft' : input.status;
  await assertCategory(options.db, input.categoryId);
  let imagePath: string | null = null;
  let stored = false;
  if (options.image) {
    imagePath = await storeProductImage(options.storage, options.image);
    stored = true;
  } else if (input.imageUrl) imagePath = await checkStoredImagePath(options.storage, input.imageUrl);
  try {
    const id = await inTransaction(options.db, async (trx) => {
      const [row] = await trx('products')
        .insert({ name: input.name, description: input.description, nameEl: input.nameEl || null, descriptionEl: input.descriptionEl || null, status, categoryId: input.categoryId ?? null, imagePath })
        .returning('id');
      if (imagePath) await trx('productImages').insert({ productId: row.id, imagePath, sortOrder: 0 });
      const posts = (input.examplePosts ?? []).map((p) => ({ productId: row.id, content: p.content, platform: p.platform ?? null }));
      if (posts.length) await trx('examplePosts').insert(posts);
      return row.id as number;
    });
    return { product: (await selectProduct(options.db, id))!, examplePosts: await selectExamplePosts(options.db, id), findings };
  } catch (error) {
    if (stored && imagePath) await removeUnreferencedFiles(options.db, options.storage, [imagePath]);
    throw error;
  }
}
