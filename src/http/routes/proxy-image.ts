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
    const image = await fetchCandidateImage(ctx.deps, { url: typeof ctx.query.url === 'string' ? ctx.query.url : '' });
    ctx.set('Cache-Control', 'private, max-age=3600');
    ctx.set('Content-Security-Policy', "default-src 'none'");
    ctx.type = image.contentType;
    ctx.body = image.data;
  });
}
