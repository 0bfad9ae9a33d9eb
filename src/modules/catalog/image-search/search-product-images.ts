import type { Config } from '../../../lib/config.js';
import { systemClock, type Clock } from '../../../lib/clock.js';
import type { Db } from '../../../lib/db.js';
import type { Storage } from '../../../lib/storage.js';
import { parse } from '../../../lib/validate.js';
import { searchGoogleImages } from './google.js';
import { searchLibraryImages } from './library.js';
import { FREE_QUERIES_PER_DAY } from './quota.js';
import { SearchProductImagesSchema } from './schema.js';
import { SEARCH_TEXTS } from './texts.js';
import type { ImageSearchResult } from './types.js';
import type { Language } from '../../ai/index.js';
import type { ImageChooser } from '../usable-images.js';

export type ImageSearchEnv = Pick<Config, 'googleCseKey' | 'googleCseCx' | 'googleCseBaseUrl'>;

/**
 * Up to 20 candidate images for a product name: Google Custom Search when GOOGLE_CSE_KEY and
 * GOOGLE_CSE_CX are set (while the day's free queries last), else the product library.
 */
export async function searchProductImages(options: {
  db: Db;
  config: ImageSearchEnv;
  clock?: Clock;
  productName: string;
  description?: string;
  fetchImpl?: typeof fetch;
  /** The language of the note and the labels (default en). */
  language?: Language;
  /** Where library images are read to leave out near-duplicates (without it, only the same file twice is). */
  storage?: Storage;
  /** Whose search this is (the library offers a clinic only what it may copy); default the platform. */
  chooser?: ImageChooser;
}): Promise<ImageSearchResult> {
  const input = parse(SearchProductImagesSchema, { productName: options.productName, description: options.description });
  const language = options.language ?? 'en';
  const { googleCseKey: key, googleCseCx: cx, googleCseBaseUrl: baseUrl } = options.config;
  if (!key || !cx) return searchLibraryImages({ db: options.db, productName: input.productName, description: input.description, language, storage: options.storage, chooser: options.chooser });
  const result = await searchGoogleImages({
    db: options.db,
    now: (options.clock ?? systemClock).now(),
    settings: { key, cx, baseUrl },
    productName: input.productName,
    description: input.description,
    fetchImpl: options.fetchImpl,
    language,
  });
  if (result.images.length > 0 || !result.quota || result.quota.used < FREE_QUERIES_PER_DAY) return result;
  // The free queries are used up: say so, and offer the library meanwhile.
  const library = await searchLibraryImages({ db: options.db, productName: input.productName, description: input.description, language, storage: options.storage, chooser: options.chooser });
  return { ...library, searchNote: `${result.searchNote} ${SEARCH_TEXTS[language].googleFallback} ${library.searchNote}`, quota: result.quota };
}
