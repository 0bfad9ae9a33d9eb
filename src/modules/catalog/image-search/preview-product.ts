import * as v from 'valibot';
import type { Deps } from '../../../lib/deps.js';
import { msg } from '../../../lib/messages.js';
import { parse } from '../../../lib/validate.js';
import {
  describeProduct,
  explainFinding,
  productFamily,
  rankImages,
  withAiAllowance,
  type ComplianceFinding,
  type ImageLoader,
  type Language,
  type ProductFamily,
  type RankedImage,
} from '../../ai/index.js';
import { AccountIdSchema, callback } from '../schema.js';
import { loadCandidateImage } from './candidate-images.js';
import { PreviewProductSchema } from './schema.js';
import { findProductImages } from './search-product-images.js';
import { similarCatalogProducts, type SimilarProduct } from '../similar-products.js';

/** An image of the AI preview (admin-area.md §3 "AI preview image"; the portal reads id, url, reason). */
export interface PreviewImage {
  id: string;
  url: string;
  description: string;
  rank: number;
  score: number;
  reason: string;
}

/** admin-area.md §3 "AI preview response", plus which provider wrote it and where the images came from. */
export interface ProductPreview {
  success: true;
  description: string;
  topImages: PreviewImage[];
  remainingImages: PreviewImage[];
  totalFound: number;
  totalValid: number;
  error: null;
  provider: 'offline' | 'openai';
  imageSource: 'google' | 'library';
  searchNote: string;
  /** The product's family from its name ('unknown': the description is neutral, see `descriptionNote`). */
  family: ProductFamily | 'unknown';
  familyConfident: boolean;
  /** What the admin should know about the description (the family was unclear); null otherwise. */
  descriptionNote: string | null;
  /** Compliance findings in the description and in the product name (a prescription-only brand). */
  descriptionFindings: ComplianceFinding[];
  /**
   * The description in both catalogue languages (`description` is the one in the language asked
   * for), each with its findings: the product is saved with an English and a Greek description.
   */
  descriptions: Record<Language, { text: string; findings: ComplianceFinding[] }>;
  nameFindings: ComplianceFinding[];
  /** Catalogue products the typed name resembles: the clinic may add one of them instead of creating its own. */
  similarProducts: SimilarProduct[];
}

const TOP_IMAGES = 3;

/**
 * Drops candidates that show another kind of product than the one being created (a polynucleotide
 * booster's picture for Profhilo, a peel's for a biostimulator), when both are known for sure and
 * at least one candidate is left.
 */
function sameKindOnly<T extends { description: string }>(productName: string, images: T[]): T[] {
  const product = productFamily(productName);
  if (!product.confident) return images;
  const fits = images.filter((image) => {
    const shown = productFamily(image.description);
    if (!shown.confident) return true;
    if (shown.family !== product.family) return false;
    return !(product.ingredient && shown.ingredient && product.ingredient !== shown.ingredient);
  });
  return fits.length ? fits : images;
}

const present = (image: RankedImage): PreviewImage => ({
  id: image.id,
  url: image.url,
  description: image.description,
  rank: image.rank,
  score: image.score,
  reason: image.reason,
});

/**
 * What the preview takes: the dialog's product name and language; the business account it is for
 * (its daily AI allowance pays; null for the admin area) with its zone (to say when the allowance
 * resets); how candidate images are read (default: uploads from storage, demo cards, web through the SSRF-safe fetch).
 */
const PreviewProductInput = v.object({
  ...PreviewProductSchema.entries,
  accountId: v.optional(v.nullable(AccountIdSchema)),
  accountZone: v.optional(v.nullable(v.string(msg('http.valueInvalid')))),
  loadImage: v.optional(callback<ImageLoader>()),
});

/**
 * The AI product preview: a description written from the name, candidate images searched and
 * ranked best first (top 3 and the rest), each with a score and a reason in the user's language.
 * For a business account it is one use of its daily AI allowance (429 when none is left).
 */
export async function previewProduct(deps: Deps, input: v.InferInput<typeof PreviewProductInput>): Promise<ProductPreview> {
  const request = parse(PreviewProductInput, input);
  return withAiAllowance(deps, { accountId: request.accountId ?? null, accountZone: request.accountZone }, () => preview(deps, request));
}

type PreviewRequest = v.InferOutput<typeof PreviewProductInput>;

async function preview(deps: Deps, request: PreviewRequest): Promise<ProductPreview> {
  const { productName, loadImage } = request;
  const language = request.language ?? 'en';
  const accountId = request.accountId ?? null;
  const other: Language = language === 'el' ? 'en' : 'el';
  const [description, otherDescription, search, similarProducts] = await Promise.all([
    describeProduct(deps, { accountId, name: productName, language }),
    describeProduct(deps, { accountId, name: productName, language: other }),
    findProductImages(deps, { productName, language, chooser: accountId }),
    similarCatalogProducts(deps.db, accountId, productName),
  ]);
  const ranking = await rankImages(deps, {
    accountId,
    productName,
    description: description.description,
    language,
    candidates: sameKindOnly(productName, search.images).map((i) => ({ id: i.id, url: i.url, description: i.description })),
    loadImage: loadImage ?? ((url) => loadCandidateImage({ url, storage: deps.storage })),
  });
  const ranked = ranking.ranked.map(present);
  return {
    success: true,
    description: description.description,
    topImages: ranked.slice(0, TOP_IMAGES),
    remainingImages: ranked.slice(TOP_IMAGES),
    totalFound: search.totalFound,
    totalValid: ranked.length,
    error: null,
    provider: description.provider,
    imageSource: search.source,
    searchNote: search.searchNote,
    family: description.family,
    familyConfident: description.familyConfident,
    descriptionNote: description.note,
    descriptionFindings: description.findings,
    descriptions: {
      [language]: { text: description.description, findings: description.findings },
      [other]: { text: otherDescription.description, findings: otherDescription.findings.map((f) => explainFinding(f, language)) },
    } as ProductPreview['descriptions'],
    nameFindings: description.nameFindings,
    similarProducts,
  };
}
