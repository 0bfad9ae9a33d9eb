import type { Db } from '../../lib/db.js';
import type { Storage } from '../../lib/storage.js';
import type { Language } from '../ai/index.js';
import { getAccountProduct, listAccountProducts, type AccountProductView } from './account-products.js';
import { loadCandidateImage } from './image-search/candidate-images.js';
import { renderDemoCard } from './image-search/demo-images.js';
import { selectExamplePosts } from './products-repo.js';

/** What a post about one of an account's products is written from (its custom name and description win). */
export interface PostBrief {
  accountProductId: number;
  originalProductId: number | null;
  name: string;
  description: string;
  category: string | null;
  imagePath: string | null;
  examplePosts: string[];
}

function brief(product: AccountProductView, examples: string[], language: Language = 'en'): PostBrief {
  // A post in Greek is written from the catalogue's Greek texts where the product has them.
  const greek = language === 'el';
  return {
    accountProductId: product.id,
    originalProductId: product.originalProductId,
    name: product.customName?.trim() || (greek && product.originalNameEl) || product.originalName || 'Product',
    description: product.customDescription?.trim() || (greek && product.originalDescriptionEl) || product.originalDescription || '',
    category: (greek && product.categoryNameEl) || product.categoryName,
    imagePath: product.customImagePath || product.originalImagePath,
    examplePosts: examples,
  };
}

/**
 * The brief of one of the account's products, found by its account product id or by its
 * catalogue product id (the spec's generate-post accepts either), with the catalogue's texts in
 * `language` when it has them. Another account's id is not found.
 */
export async function getPostBrief(options: { db: Db; accountId: number; productId: number; language?: Language }): Promise<PostBrief> {
  const { db, accountId, productId } = options;
  const byCatalogueId = await db('accountProducts').where({ accountId, originalProductId: productId }).first('id');
  const own = await db('accountProducts').where({ accountId, id: productId }).first('id');
  const product = await getAccountProduct({ db, accountId, id: own?.id ?? byCatalogueId?.id ?? -1 });
  const examples = product.originalProductId ? (await selectExamplePosts(db, product.originalProductId)).map((p) => p.content) : [];
  return brief(product, examples, options.language);
}

/** Every product of the account as a post brief (for rotating products over a period), in `language` as getPostBrief. */
export async function listPostBriefs(options: { db: Db; accountId: number; language?: Language }): Promise<PostBrief[]> {
  const products = await listAccountProducts(options);
  const out: PostBrief[] = [];
  for (const product of products) {
    const examples = product.originalProductId ? (await selectExamplePosts(options.db, product.originalProductId)).map((p) => p.content) : [];
    out.push(brief(product, examples, options.language));
  }
  return out;
}

/**
 * The bytes of a post's image: the stored upload, demo card or web image it names; a product with
 * no usable image gets a drawn card with its name, so every post has a picture (Instagram needs one).
 */
export async function loadPostImage(options: { storage: Storage; imagePath: string | null; productName: string }): Promise<Buffer> {
  if (options.imagePath) {
    const bytes = await loadCandidateImage({ url: options.imagePath, storage: options.storage }).catch(() => undefined);
    if (bytes?.length) return bytes;
  }
  return renderDemoCard(options.productName, 0);
}
