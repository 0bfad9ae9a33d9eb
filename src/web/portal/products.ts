import type { AccountProductView, ProductImageView } from '../../modules/catalog/index';
import type { Json } from '../shared/json';

/** The account product of business-portal.md §3 (catalog's AccountProductView as JSON) and its display rules. */
export type AccountProduct = Json<AccountProductView>;

export type ProductImage = ProductImageView;

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The account's own text first; else the catalogue's, in Greek on a Greek screen when the product
 * has a Greek text (`language` given), else in English.
 */
export const displayName = (p: AccountProduct, language?: string) =>
  present(p.customName) ? p.customName : inLanguage(language, p.originalName ?? '', p.originalNameEl);
export const displayDescription = (p: AccountProduct, language?: string) =>
  present(p.customDescription) ? p.customDescription : inLanguage(language, p.originalDescription ?? '', p.originalDescriptionEl);
/** The catalogue's original name as this screen shows it (what a custom name is compared with). */
export const originalName = (p: AccountProduct, language?: string) => inLanguage(language, p.originalName ?? '', p.originalNameEl);
export const displayCategory = (p: { categoryName: string | null; categoryNameEl?: string | null }, language?: string) =>
  p.categoryName === null ? null : inLanguage(language, p.categoryName, p.categoryNameEl);

/** A catalogue text in the screen's language: the Greek one on a Greek screen when there is one. */
export const inLanguage = (language: string | undefined, english: string, greek: string | null | undefined): string =>
  language === 'el' && present(greek) ? greek : english;
export const displayImagePath = (p: AccountProduct) =>
  present(p.customImagePath) ? p.customImagePath : present(p.originalImagePath) ? p.originalImagePath : null;

// Images of the older media host were stored as 'api-v2-images-<name>'; their files live in our uploads.
const MEDIA_PREFIX = 'api-v2-images-';

/**
 * §3: a full http(s) URL is used as is; the 'api-v2-images-' prefix maps to the media host's image
 * path (our uploads folder); any other value is a path on the current host.
 */
export function imageSrc(path: string | null | undefined): string | undefined {
  if (!present(path)) return undefined;
  if (/^https?:\/\//i.test(path)) return path;
  if (path.startsWith(MEDIA_PREFIX)) return `/uploads/${path.slice(MEDIA_PREFIX.length)}`;
  return path.startsWith('/') ? path : `/${path}`;
}

/** A candidate image of the AI dialog: web images go through GET /api/proxy-image; our own paths are used directly. */
export function proxiedSrc(url: string): string {
  return /^https?:\/\//i.test(url) ? `/api/proxy-image?url=${encodeURIComponent(url)}` : url;
}
