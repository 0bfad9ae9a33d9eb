import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import * as v from 'valibot';
import type { Deps } from '../../../lib/deps.js';
import { invalid } from '../../../lib/errors.js';
import '../messages.js';
import { safeFetch, type SafeFetchOptions, type SafeFetchResult } from '../../../lib/safe-fetch.js';
import type { Storage } from '../../../lib/storage.js';
import { UPLOADS_PREFIX } from '../../../lib/storage.js';
import { parse } from '../../../lib/validate.js';
import { parseDemoImageUrl, renderDemoCard } from './demo-images.js';
import { CandidateImageSchema } from './schema.js';

/**
 * Candidate images: the pictures image search finds for a product, read by the ranking, shown by
 * the AI dialog (GET /api/proxy-image) and stored when chosen. One fetch, one image check and one
 * cache for all three, so the picture the ranking judged is the one the dialog shows, and showing
 * it does not fetch it again.
 */

type Fetcher = (url: string, options: SafeFetchOptions) => Promise<SafeFetchResult>;
let fetcher: Fetcher = safeFetch;

interface CandidateImageBytes {
  data: Buffer;
  contentType: string;
}

// The dialog shows the same candidates again when it re-renders, right after the ranking read them.
const cache = new LRUCache<string, CandidateImageBytes>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (entry) => Math.max(1, entry.data.length),
  ttl: 60 * 60 * 1000,
});

/**
 * Tests swap the fetch for one whose address policy lets their local server through (for a
 * chosen hop only); `undefined` restores the SSRF-safe fetch. Either way the cache is emptied.
 */
export function useCandidateFetcherForTesting(replacement: Fetcher | undefined): void {
  fetcher = replacement ?? safeFetch;
  cache.clear();
}

/**
 * A candidate image on the web: fetched only through the SSRF-safe fetch (http/https, public
 * addresses checked at every redirect and at connect time, at most 3 redirects, 10 s, 10 MB,
 * image content types), checked to decode as an image (SVG refused: it can carry script), and
 * kept for an hour in a 64 MB cache.
 */
async function fetchWebImage(url: string): Promise<CandidateImageBytes> {
  const hit = cache.get(url);
  if (hit) return hit;
  const fetched = await fetcher(url, { maxBytes: 10 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 3, accept: 'image' });
  const format = await sharp(fetched.buffer)
    .metadata()
    .then(
      (m) => m.format,
      () => undefined,
    );
  if (!format || format === 'svg') throw invalid('catalog.notAnImageUrl');
  const image = { data: fetched.buffer, contentType: fetched.contentType };
  cache.set(url, image);
  return image;
}

/** A candidate image of the AI dialog, as GET /api/proxy-image shows it: a web address only (`fetchWebImage`). */
export async function fetchCandidateImage(_deps: Deps, input: v.InferInput<typeof CandidateImageSchema>): Promise<CandidateImageBytes> {
  const { url } = parse(CandidateImageSchema, input);
  return fetchWebImage(url);
}

/**
 * The bytes of a candidate image, whatever its address: a stored upload (/uploads/...), a demo
 * card (/api/demo-images/...), or a web address (fetchWebImage).
 */
export async function loadCandidateImage(options: { url: string; storage?: Storage }): Promise<Buffer | undefined> {
  const { url, storage } = options;
  if (url.startsWith(UPLOADS_PREFIX)) return storage?.read(url.split('?')[0]);
  const demo = parseDemoImageUrl(url);
  if (demo) return renderDemoCard(demo.name, demo.variant);
  if (/^https?:\/\//i.test(url)) return (await fetchWebImage(url)).data;
  throw invalid('catalog.imageAddressRefused');
}
