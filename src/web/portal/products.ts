import type { AccountProductView, ProductImageView } from '../../modules/catalog/index';
import type { Json } from '../shared/json';

/** The account product of business-portal.md §3 (catalog's AccountProductView as JSON) and its display rules. */
export type AccountProduct = Json<AccountProductView>;

export type ProductImage = ProductImageView;

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

export const displayName = (p: AccountProduct) => (present(p.customName) ? p.customName : p.originalName ?? '');
export const displayDescription = (p: AccountProduct) => (present(p.customDescription) ? p.customDescription : p.originalDescription ?? '');
export const displayImagePath = (p: AccountProduct) => (present(p.customImagePath) ? p.customImagePath : present(p.originalImagePath) ? p.originalImagePath : null);

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
