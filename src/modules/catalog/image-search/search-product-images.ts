import * as v from 'valibot';
import type { Deps } from '../../../lib/deps.js';
import { parse } from '../../../lib/validate.js';
import { LanguageSchema, type Language } from '../../ai/index.js';
import { searchGoogleImages } from './google.js';
import { searchLibraryImages } from './library.js';
import { FREE_QUERIES_PER_DAY } from './quota.js';
import { SearchProductImagesSchema } from './schema.js';
import { SEARCH_TEXTS } from './texts.js';
import type { ImageSearchResult } from './types.js';
import type { ImageChooser } from '../usable-images.js';

/** The admin's image search test (admin-area.md §4): the product, and the language of the note and labels (default en). */
const SearchProductImagesInput = v.object({ ...SearchProductImagesSchema.entries, language: v.optional(LanguageSchema) });

/**
 * Up to 20 candidate images for a product name: Google Custom Search when GOOGLE_CSE_KEY and
 * GOOGLE_CSE_CX are set (while the day's free queries last), else the product library, searched
 * as the platform (every product but archived ones).
 */
export async function searchProductImages(deps: Deps, input: v.InferInput<typeof SearchProductImagesInput>): Promise<ImageSearchResult> {
  const { productName, description, language } = parse(SearchProductImagesInput, input);
  return findProductImages(deps, { productName, description, language: language ?? 'en', chooser: null });
}

/**
 * The search behind `searchProductImages` and the AI preview, for a name already checked. The
 * library offers a clinic only what it may copy (`chooser`); near-duplicates among the library's
 * pictures are read from `deps.storage`.
 */
export async function findProductImages(
  deps: Deps,
  options: { productName: string; description?: string; language: Language; chooser: ImageChooser },
): Promise<ImageSearchResult> {
  const { productName, description, language, chooser } = options;
  const library = () => searchLibraryImages({ db: deps.db, productName, description, language, storage: deps.storage, chooser });
  const { googleCseKey: key, googleCseCx: cx, googleCseBaseUrl: baseUrl } = deps.config;
  if (!key || !cx) return library();
  const result = await searchGoogleImages({ db: deps.db, now: deps.clock.now(), settings: { key, cx, baseUrl }, productName, description, language });
  if (result.images.length > 0 || !result.quota || result.quota.used < FREE_QUERIES_PER_DAY) return result;
  // The free queries are used up: say so, and offer the library meanwhile.
  const fallback = await library();
  return { ...fallback, searchNote: `${result.searchNote} ${SEARCH_TEXTS[language].googleFallback} ${fallback.searchNote}`, quota: result.quota };
}
