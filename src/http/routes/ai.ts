import { accountTimeZone } from '../../modules/accounts/index.js';
import {
  COMPLIANCE_CATEGORIES,
  getAiAllowance,
  getAiConfig,
  getAiUsage,
  reviewCompliance,
  testAiConnection,
  updateAiConfig,
  type Language,
} from '../../modules/ai/index.js';
import { DEMO_IMAGE_PATH, drawDemoCard, previewProduct, replaceProductImage, searchProductImages } from '../../modules/catalog/index.js';
import type { AppContext, AppRouter } from '../context.js';
import { bodyWith, requireAdmin, requireBusiness, requireSession } from '../middleware.js';

/** The business account a call is made for (usage ledger), when a business user makes it. */
const accountOf = (ctx: AppContext) => (ctx.state.actor?.kind === 'business' ? ctx.state.actor.accountId : null);

/** The zone the account's AI allowance reset is told in (its Setup zone), for a business user's call. */
const zoneOf = async (ctx: AppContext, accountId: number | null) => (accountId === null ? null : accountTimeZone(ctx.deps, { accountId }));

/** The language asked for, else the browser's (el or en). */
const languageOf = (ctx: AppContext, asked?: Language): Language => asked ?? (/^el\b/i.test(ctx.get('accept-language')) ? 'el' : 'en');

/**
 * The AI calls: compliance check (editors), AI configuration and usage (admin screen), what is
 * left of an account's daily AI allowance (portal), image search (admin test page), the AI
 * product preview and image replacement (both areas), and the demo images of the offline image
 * search. A business user's AI calls take uses of its account's daily allowance.
 */
export function aiRoutes(router: AppRouter): void {
  // The rules by default (instant, free); `secondOpinion: true` adds the model's review with a real provider.
  router.post('/api/compliance-check', requireSession, async (ctx) => {
    const accountId = accountOf(ctx);
    // The body is the use case's to validate (its text is required there, not here).
    const findings = await reviewCompliance(ctx.deps, bodyWith(ctx, { accountId, accountZone: await zoneOf(ctx, accountId) }));
    ctx.body = { success: true, findings, categories: COMPLIANCE_CATEGORIES };
  });

  router.get('/api/ai-config', requireAdmin, async (ctx) => {
    ctx.body = { success: true, config: await getAiConfig(ctx.deps) };
  });

  router.put('/api/ai-config', requireAdmin, async (ctx) => {
    const userId = ctx.state.actor?.kind === 'admin' ? ctx.state.actor.userId : null;
    ctx.body = { success: true, message: 'Configuration saved', config: await updateAiConfig(ctx.deps, bodyWith(ctx, { userId })) };
  });

  // "AI writing left today: N of M" (the account's allowance; an admin viewing an account sees that account's).
  router.get('/api/ai-allowance', requireBusiness, async (ctx) => {
    const accountId = ctx.state.accountId!;
    ctx.body = { success: true, allowance: await getAiAllowance(ctx.deps, { accountId, accountZone: await zoneOf(ctx, accountId) }) };
  });

  router.get('/api/ai-usage', requireAdmin, async (ctx) => {
    ctx.body = { success: true, usage: await getAiUsage(ctx.deps) };
  });

  // The LLM configuration's "Test connection": one real call; `connection.ok` says whether it answered.
  router.post('/api/ai-config/test', requireAdmin, async (ctx) => {
    ctx.body = { success: true, connection: await testAiConnection(ctx.deps) };
  });

  router.post('/api/search-product-images', requireAdmin, async (ctx) => {
    const result = await searchProductImages(ctx.deps, bodyWith(ctx, { language: languageOf(ctx) }));
    ctx.body = {
      success: true,
      images: result.images,
      totalFound: result.totalFound,
      totalRanked: result.totalRanked,
      searchNote: result.searchNote,
      source: result.source,
      quota: result.quota ?? null,
    };
  });

  router.post('/api/ai-create-product-preview', requireSession, async (ctx) => {
    const accountId = accountOf(ctx);
    // The dialog's language when it names one (checked at the door), else the browser's.
    const asked = (ctx.request.body as { language?: unknown } | undefined)?.language;
    const preview = await previewProduct(
      ctx.deps,
      bodyWith(ctx, {
        accountId,
        accountZone: await zoneOf(ctx, accountId),
        ...(asked === undefined ? { language: languageOf(ctx) } : {}),
      }),
    );
    ctx.body = {
      success: preview.success,
      description: preview.description,
      topImages: preview.topImages,
      remainingImages: preview.remainingImages,
      totalFound: preview.totalFound,
      totalValid: preview.totalValid,
      error: preview.error,
      provider: preview.provider,
      imageSource: preview.imageSource,
      searchNote: preview.searchNote,
      family: preview.family,
      familyConfident: preview.familyConfident,
      descriptionNote: preview.descriptionNote,
      descriptionFindings: preview.descriptionFindings,
      descriptions: preview.descriptions,
      nameFindings: preview.nameFindings,
      similarProducts: preview.similarProducts,
    };
  });

  router.post('/api/replace-product-image', requireSession, async (ctx) => {
    const result = replaceProductImage(ctx.deps, bodyWith(ctx, {}));
    ctx.body = { success: result.success, replacementImage: result.replacementImage, remainingImages: result.remainingImages, error: result.error };
  });

  // Only the signed-in screens that show a preview need cards (their <img> tags send the session
  // cookie): an anonymous client asking for random names would otherwise cost a drawing each.
  router.get(DEMO_IMAGE_PATH, requireSession, async (ctx) => {
    const card = await drawDemoCard(ctx.deps, { url: ctx.url });
    ctx.type = 'image/jpeg';
    ctx.set('Cache-Control', 'private, max-age=86400');
    ctx.body = card;
  });
}
