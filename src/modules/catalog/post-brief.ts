import * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { msg } from '../../lib/messages.js';
import { parse } from '../../lib/validate.js';
import { LanguageSchema, type Language } from '../ai/index.js';
import { getAccountProduct, selectAccountProducts, type AccountProductView } from './account-products.js';
import { loadCandidateImage } from './image-search/candidate-images.js';
import { renderDemoCard } from './image-search/demo-images.js';
import { selectExamplePosts } from './products-repo.js';
import { AccountIdSchema, ProductIdSchema } from './schema.js';

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

/** The account, and the language the post is written in (the account's content language). */
const PostBriefsInput = v.object({ accountId: AccountIdSchema, language: v.optional(LanguageSchema) });
/** …and the product: its account product id or its catalogue product id. */
const PostBriefInput = v.object({ ...PostBriefsInput.entries, productId: ProductIdSchema });

/**
 * The brief of one of the account's products, found by its account product id or by its
 * catalogue product id (the spec's generate-post accepts either), with the catalogue's texts in
 * `language` when it has them. Another account's id is not found.
 */
export async function getPostBrief(deps: Deps, input: v.InferInput<typeof PostBriefInput>): Promise<PostBrief> {
  const { accountId, productId, language } = parse(PostBriefInput, input);
  const { db } = deps;
  const byCatalogueId = await db('accountProducts').where({ accountId, originalProductId: productId }).first('id');
  const own = await db('accountProducts').where({ accountId, id: productId }).first('id');
  const product = await getAccountProduct(db, accountId, own?.id ?? byCatalogueId?.id ?? -1);
  const examples = product.originalProductId ? (await selectExamplePosts(db, product.originalProductId)).map((p) => p.content) : [];
  return brief(product, examples, language);
}

/** Every product of the account as a post brief (for rotating products over a period), in `language` as getPostBrief. */
export async function listPostBriefs(deps: Deps, input: v.InferInput<typeof PostBriefsInput>): Promise<PostBrief[]> {
  const { accountId, language } = parse(PostBriefsInput, input);
  const products = await selectAccountProducts(deps.db, accountId);
  const out: PostBrief[] = [];
  for (const product of products) {
    const examples = product.originalProductId ? (await selectExamplePosts(deps.db, product.originalProductId)).map((p) => p.content) : [];
    out.push(brief(product, examples, language));
  }
  return out;
}

/** A post's image as the post keeps it (null: none), and the product's name for the card drawn instead. */
const PostImageInput = v.object({
  imagePath: v.nullable(v.string(msg('http.valueInvalid'))),
  productName: v.string(msg('http.valueInvalid')),
});

/**
 * The bytes of a post's image: the stored upload, demo card or web image it names; a product with
 * no usable image gets a drawn card with its name, so every post has a picture (Instagram needs one).
 */
export async function loadPostImage(deps: Deps, input: v.InferInput<typeof PostImageInput>): Promise<Buffer> {
  const { imagePath, productName } = parse(PostImageInput, input);
  if (imagePath) {
    const bytes = await loadCandidateImage({ url: imagePath, storage: deps.storage }).catch(() => undefined);
    if (bytes?.length) return bytes;
  }
  return renderDemoCard(productName, 0);
}
