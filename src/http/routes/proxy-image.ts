import { invalid } from '../../lib/errors.js';
import { fetchCandidateImage } from '../../modules/catalog/index.js';
import type { AppRouter } from '../context.js';
import { requireSession } from '../middleware.js';

/**
 * GET /api/proxy-image?url=: a candidate image of the AI dialog, through catalog's candidate-image
 * service (SSRF-safe fetch, image check, cache). Signed-in users only (the session cookie travels
 * with <img> requests), so it is no open proxy.
 */
export function proxyImageRoutes(router: AppRouter): void {
  router.get('/api/proxy-image', requireSession, async (ctx) => {
    const url = typeof ctx.query.url === 'string' ? ctx.query.url.trim() : '';
    if (!url) throw invalid('http.urlRequired', undefined, { field: 'url' });
    if (url.length > 4000) throw invalid('http.urlTooLong', undefined, { field: 'url' });
    const image = await fetchCandidateImage(url);
    ctx.set('Cache-Control', 'private, max-age=3600');
    ctx.set('Content-Security-Policy', "default-src 'none'");
    ctx.type = image.contentType;
    ctx.body = image.data;
  });
}
