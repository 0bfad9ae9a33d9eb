import { createProductFromAi, saveSelectedImages } from '../../modules/catalog/index.js';
import type { AppRouter } from '../context.js';
import { bodyWith, requireBusiness, requireSession } from '../middleware.js';
import { uiLanguage } from './admin-catalog.js';
import { presentAccountProduct } from './portal.js';

/**
 * POST /api/save-product-images (business-portal.md §7), for both callers. A business user (or an
 * admin viewing an account) creates the AI product: the chosen images are downloaded through the
 * SSRF-safe fetch and stored, the product enters the catalogue as a draft and joins the account's
 * list. An admin in the admin area gets the stored images' paths back, for POST /api/products.
 */
export function saveProductImagesRoutes(router: AppRouter): void {
  router.post(
    '/api/save-product-images',
    requireSession,
    async (ctx, next) => {
      const { actor } = ctx.state;
      const viewing = ctx.query.account !== undefined || ctx.get('x-account-id') !== '';
      if (actor!.kind === 'business' || viewing) return next();
      const result = await saveSelectedImages(ctx.deps, bodyWith(ctx, {}));
      ctx.body = { success: true, downloadedImages: result.paths, failedImages: result.failed, error: null };
    },
    requireBusiness,
    async (ctx) => {
      const result = await createProductFromAi(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId!, language: uiLanguage(ctx) }));
      ctx.body = {
        success: true,
        message: 'Product saved',
        product: presentAccountProduct(result.accountProduct),
        failedImages: result.failedImages,
        findings: result.findings,
        error: null,
      };
    },
  );
}
