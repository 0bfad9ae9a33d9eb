import sharp from 'sharp';
import { invalid } from '../../lib/errors.js';
import { safeFetch, type SafeFetchOptions, type SafeFetchResult } from '../../lib/safe-fetch.js';
import type { AppRouter } from '../context.js';
import { requireSession } from '../middleware.js';

type Fetcher = (url: string, options: SafeFetchOptions) => Promise<SafeFetchResult>;
let fetcher: Fetcher = safeFetch;

/** Tests swap the fetch for one whose address policy lets their local server through (for a chosen hop only). */
export function useProxyFetcherForTesting(replacement: Fetcher | undefined): void {
  fetcher = replacement ?? safeFetch;
  cache.clear();
}

// A small in-memory cache: the dialog shows the same candidates again when it re-renders.
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
const CACHE_TTL_MS = 60 * 60 * 1000;
const cache = new Map<string, { data: Buffer; contentType: string; at: number }>();
let cachedBytes = 0;

function remember(url: string, data: Buffer, contentType: string) {
  cache.set(url, { data, contentType, at: Date.now() });
  cachedBytes += data.length;
  while (cachedBytes > CACHE_MAX_BYTES && cache.size > 0) {
    const [oldest, entry] = cache.entries().next().value!;
    cache.delete(oldest);
    cachedBytes -= entry.data.length;
  }
}

function recall(url: string) {
  const hit = cache.get(url);
  if (!hit) return undefined;
  cache.delete(url);
  if (Date.now() - hit.at > CACHE_TTL_MS) {
    cachedBytes -= hit.data.length;
    return undefined;
  }
  cache.set(url, hit);
  return hit;
}

/**
 * GET /api/proxy-image?url=: candidate images of the AI dialog, fetched only through the SSRF-safe
 * fetch (http/https, public addresses checked at every redirect and at connect time, at most 3
 * redirects, 10 s, 10 MB, image content types), checked to decode as an image, and cached.
 * Signed-in users only (the session cookie travels with <img> requests), so it is no open proxy.
 */
export function proxyImageRoutes(router: AppRouter): void {
  router.get('/api/proxy-image', requireSession, async (ctx) => {
    const url = typeof ctx.query.url === 'string' ? ctx.query.url.trim() : '';
    if (!url) throw invalid('The url parameter is required', 'url');
    if (url.length > 4000) throw invalid('The url is too long', 'url');
    let hit = recall(url);
    if (!hit) {
      const fetched = await fetcher(url, { maxBytes: 10 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 3, accept: 'image' });
      const format = await sharp(fetched.buffer).metadata().then((m) => m.format, () => undefined);
      if (!format || format === 'svg') throw invalid('The URL does not point to an image');
      remember(url, fetched.buffer, fetched.contentType);
      hit = { data: fetched.buffer, contentType: fetched.contentType, at: Date.now() };
    }
    ctx.set('Cache-Control', 'private, max-age=3600');
    ctx.set('Content-Security-Policy', "default-src 'none'");
    ctx.type = hit.contentType;
    ctx.body = hit.data;
  });
}
