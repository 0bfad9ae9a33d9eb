import type { Db } from '../../../lib/db.js';
import { upstream } from '../../../lib/errors.js';
import '../messages.js';
import { matchShare, relevanceOf } from './match.js';
import { FREE_QUERIES_PER_DAY, queriesToday, reserveQuery } from './quota.js';
import { SEARCH_TEXTS } from './texts.js';
import type { ImageSearchImage, ImageSearchResult } from './types.js';
import type { Language } from '../../ai/index.js';

/**
 * A client of the Google Custom Search JSON API (searchType=image): two pages of 10 results, up
 * to 20 images, each page one query counted against the 100 free queries of the day.
 */
interface GoogleCseSettings {
  key: string;
  cx: string;
  /** Default https://www.googleapis.com; tests point it at a local fake. */
  baseUrl?: string;
}

interface CseItem {
  title?: string;
  link?: string;
  displayLink?: string;
  snippet?: string;
  mime?: string;
  image?: { contextLink?: string; width?: number; height?: number; byteSize?: number; thumbnailLink?: string };
}

const UGC_HOSTS = /(^|\.)(pinterest\.[a-z.]+|facebook\.com|instagram\.com|reddit\.com|tiktok\.com|twitter\.com|x\.com|flickr\.com|tumblr\.com|quora\.com)$/i;

function endpoint(baseUrl: string | undefined): string {
  const base = (baseUrl ?? 'https://www.googleapis.com').replace(/\/+$/, '');
  return base.endsWith('/customsearch/v1') ? base : `${base}/customsearch/v1`;
}

function toImage(item: CseItem, index: number, productName: string): ImageSearchImage | undefined {
  if (!item.link || !/^https?:\/\//i.test(item.link)) return undefined;
  const width = item.image?.width;
  const height = item.image?.height;
  const host = (
    item.displayLink ??
    (() => {
      try {
        return new URL(item.link).host;
      } catch {
        return '';
      }
    })()
  ).replace(/^www\./, '');
  const big = width !== undefined && height !== undefined && Math.min(width, height) >= 800;
  const heavy = item.image?.byteSize === undefined || item.image.byteSize >= 60_000;
  return {
    id: `google-${index + 1}`,
    url: item.link,
    description: [item.title, item.snippet].filter(Boolean).join(' — ').slice(0, 300),
    quality: big && heavy && !UGC_HOSTS.test(host) ? 'professional' : 'amateur',
    relevance: relevanceOf(matchShare(productName, `${item.title ?? ''} ${item.snippet ?? ''} ${item.link}`)),
    source: host || 'web',
    originalUrl: item.image?.contextLink ?? item.link,
    width,
    height,
  };
}

const RELEVANCE_ORDER = { high: 0, medium: 1, low: 2 } as const;

export async function searchGoogleImages(options: {
  db: Db;
  now: Date;
  settings: GoogleCseSettings;
  productName: string;
  description?: string;
  fetchImpl?: typeof fetch;
  /** The language of the search note. */
  language?: Language;
}): Promise<ImageSearchResult> {
  const { db, now, settings, productName } = options;
  const texts = SEARCH_TEXTS[options.language ?? 'en'];
  const doFetch = options.fetchImpl ?? fetch;
  const query = productName.trim();
  const images: ImageSearchImage[] = [];
  let found = 0;
  let stoppedByQuota = false;
  for (const start of [1, 11]) {
    if (!(await reserveQuery(db, now))) {
      stoppedByQuota = true;
      break;
    }
    const url = new URL(endpoint(settings.baseUrl));
    url.search = new URLSearchParams({
      key: settings.key,
      cx: settings.cx,
      q: query,
      searchType: 'image',
      num: '10',
      start: String(start),
      safe: 'active',
    }).toString();
    let response: Response;
    try {
      response = await doFetch(url, { signal: AbortSignal.timeout(10_000), headers: { accept: 'application/json' } });
    } catch (error) {
      throw upstream('catalog.googleUnreachable', undefined, { cause: error });
    }
    const body = (await response.json().catch(() => ({}))) as {
      items?: CseItem[];
      error?: { message?: string; status?: string; errors?: { reason?: string }[] };
    };
    if (!response.ok) {
      const reason = body.error?.errors?.[0]?.reason ?? body.error?.status ?? '';
      if (response.status === 429 || /quota|rateLimit|dailyLimit/i.test(reason)) {
        throw upstream('catalog.googleQuota', { status: response.status });
      }
      const detail = body.error?.message ? String(body.error.message) : undefined;
      throw detail ? upstream('catalog.googleFailedWith', { status: response.status, detail }) : upstream('catalog.googleFailed', { status: response.status });
    }
    const items = body.items ?? [];
    found += items.length;
    for (const item of items) {
      const image = toImage(item, images.length, productName);
      if (image && !images.some((i) => i.url === image.url)) images.push(image);
    }
    if (items.length < 10) break; // no second page
  }
  const used = await queriesToday(db, now);
  if (stoppedByQuota && images.length === 0) {
    return {
      images: [],
      totalFound: 0,
      totalRanked: 0,
      searchNote: texts.googleQuotaUsed(FREE_QUERIES_PER_DAY),
      source: 'google',
      quota: { used, limit: FREE_QUERIES_PER_DAY },
    };
  }
  const ranked = images
    .map((image, order) => ({ image, order }))
    .sort(
      (a, b) =>
        RELEVANCE_ORDER[a.image.relevance] - RELEVANCE_ORDER[b.image.relevance] ||
        (a.image.quality === b.image.quality ? 0 : a.image.quality === 'professional' ? -1 : 1) ||
        a.order - b.order,
    )
    .map((r) => r.image);
  const notes = [texts.googleFound(ranked.length, query, used, FREE_QUERIES_PER_DAY)];
  if (stoppedByQuota) notes.push(texts.googleFirstPageOnly);
  return {
    images: ranked,
    totalFound: found,
    totalRanked: ranked.length,
    searchNote: notes.join(' '),
    source: 'google',
    quota: { used, limit: FREE_QUERIES_PER_DAY },
  };
}
