import type { Clock } from '../../../lib/clock.js';
import type { Db } from '../../../lib/db.js';
import type { Logger } from '../../../lib/log.js';
import type { Mailer } from '../../../lib/mail.js';
import type { Storage } from '../../../lib/storage.js';
import { parse } from '../../../lib/validate.js';
import { describeProduct, explainFinding, productFamily, rankImages, withAiAllowance, type AiEnv, type ComplianceFinding, type ImageLoader, type Language, type ProductFamily, type RankedImage } from '../../ai/index.js';
import { loadCandidateImage } from './candidate-images.js';
import { PreviewProductSchema } from './schema.js';
import { searchProductImages, type ImageSearchEnv } from './search-product-images.js';

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
}

export const TOP_IMAGES = 3;

/**
 * Drops candidates that show another kind of product than the one being created (a polynucleotide
 * booster's picture for Profhilo, a peel's for a biostimulator), when both are known for sure and
 * at least one candidate is left.
 */
export function sameKindOnly<T extends { description: string }>(productName: string, images: T[]): T[] {
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

const present = (image: RankedImage): PreviewImage => ({ id: image.id, url: image.url, description: image.description, rank: image.rank, score: image.score, reason: image.reason });

export interface PreviewProductOptions {
  db: Db;
  config: AiEnv & ImageSearchEnv;
  storage?: Storage;
  clock?: Clock;
  mail?: Mailer;
  /** Who AI budget alerts go to (accounts' platform admins; see AiContext). */
  adminAddresses?: () => Promise<string[]>;
  log?: Logger;
  accountId?: number | null;
  /** The account's zone, to say when its AI allowance resets. */
  accountZone?: string | null;
  name: string;
  language?: Language;
  /** How candidate images are read (default: uploads from storage, demo cards, web through the SSRF-safe fetch). */
  loadImage?: ImageLoader;
  fetchImpl?: typeof fetch;
}

/**
 * The AI product preview: a description written from the name, candidate images searched and
 * ranked best first (top 3 and the rest), each with a score and a reason in the user's language.
 * For a business account it is one use of its daily AI allowance (429 when none is left).
 */
export async function previewProduct(options: PreviewProductOptions): Promise<ProductPreview> {
  const input = parse(PreviewProductSchema, { productName: options.name, language: options.language });
  return withAiAllowance(options, () => preview(options, input.productName, input.language ?? 'en'));
}

async function preview(options: PreviewProductOptions, productName: string, language: Language): Promise<ProductPreview> {
  const ai = { db: options.db, config: options.config, clock: options.clock, mail: options.mail, adminAddresses: options.adminAddresses, log: options.log, accountId: options.accountId };
  const other: Language = language === 'el' ? 'en' : 'el';
  const [description, otherDescription, search] = await Promise.all([
    describeProduct({ ...ai, name: productName, language }),
    describeProduct({ ...ai, name: productName, language: other }),
    searchProductImages({ db: options.db, config: options.config, clock: options.clock, productName, fetchImpl: options.fetchImpl, language, storage: options.storage, chooser: options.accountId ?? null }),
  ]);
  const ranking = await rankImages({
    ...ai,
    productName,
    description: description.description,
    language,
    candidates: sameKindOnly(productName, search.images).map((i) => ({ id: i.id, url: i.url, description: i.description })),
    loadImage: options.loadImage ?? ((url) => loadCandidateImage({ url, storage: options.storage })),
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
  };
}
