import { invalid } from '../../../lib/errors.js';
import { safeFetch } from '../../../lib/safe-fetch.js';
import type { Storage } from '../../../lib/storage.js';
import { UPLOADS_PREFIX } from '../../../lib/storage.js';
import { parseDemoImageUrl, renderDemoCard } from './demo-images.js';

/**
 * The bytes of a candidate image, whatever its address: a stored upload (/uploads/...), a demo
 * card (/api/demo-images/...), or a web address, fetched only through the SSRF-safe fetch.
 */
export async function loadCandidateImage(options: { url: string; storage?: Storage }): Promise<Buffer | undefined> {
  const { url, storage } = options;
  if (url.startsWith(UPLOADS_PREFIX)) return storage?.read(url.split('?')[0]);
  const demo = parseDemoImageUrl(url);
  if (demo) return renderDemoCard(demo.name, demo.variant);
  if (/^https?:\/\//i.test(url)) return (await safeFetch(url, { maxBytes: 8 * 1024 * 1024, timeoutMs: 8000 })).buffer;
  throw invalid('Only http(s) image addresses, uploads and demo images can be used');
}
