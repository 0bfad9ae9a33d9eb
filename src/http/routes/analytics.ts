import { adminAnalytics, exportAdminAnalytics } from '../../modules/campaigns/index.js';
import { accountAnalytics, bestTimeToPost, exportAnalytics, insightsPermission, latestFigures } from '../../modules/publishing/index.js';
import type { AppRouter } from '../context.js';
import { requireAdmin, requireBusiness } from '../middleware.js';

/**
 * Analytics (issue 21): the clinic's figures (GET /api/analytics?days=7|28|90&platform=all|facebook|
 * instagram), their CSV, the best time to post (Setup), the latest figures of the account's posts (post
 * cards and calendar entries), whether the connection may read insights (the platforms screen's
 * reconnect prompt), and the admin's view across accounts.
 */
export function analyticsRoutes(router: AppRouter): void {
  router.get('/api/analytics', requireBusiness, async (ctx) => {
    const { days, platform } = ctx.query as Record<string, string | undefined>;
    ctx.body = { success: true, ...(await accountAnalytics(ctx.deps, { accountId: ctx.state.accountId!, days, platform: platform as never })) };
  });

  router.get('/api/analytics.csv', requireBusiness, async (ctx) => {
    const { days, platform } = ctx.query as Record<string, string | undefined>;
    const { csv } = await exportAnalytics(ctx.deps, { accountId: ctx.state.accountId!, days, platform: platform as never });
    ctx.set('Content-Disposition', `attachment; filename="analytics-${Number(days) || 28}-days.csv"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/csv; charset=utf-8';
    // A byte-order mark, so a spreadsheet reads the Greek as UTF-8.
    ctx.body = `\ufeff${csv}`;
  });

  router.get('/api/analytics/best-time', requireBusiness, async (ctx) => {
    ctx.body = { success: true, bestTime: await bestTimeToPost(ctx.deps, { accountId: ctx.state.accountId! }) };
  });

  router.get('/api/analytics/permission', requireBusiness, async (ctx) => {
    ctx.body = { success: true, ...(await insightsPermission(ctx.deps, { accountId: ctx.state.accountId! })) };
  });

  // Every published post's latest figures, by bulk post id: one answer all of a screen's cards share.
  router.get('/api/analytics/post-figures', requireBusiness, async (ctx) => {
    const figures = await latestFigures(ctx.deps, { accountId: ctx.state.accountId! });
    ctx.body = { success: true, figures: Object.fromEntries(figures) };
  });

  router.get('/api/admin/analytics', requireAdmin, async (ctx) => {
    const { days, platform } = ctx.query as Record<string, string | undefined>;
    ctx.body = { success: true, ...(await adminAnalytics(ctx.deps, { days, platform: platform as never })) };
  });

  router.get('/api/admin/analytics.csv', requireAdmin, async (ctx) => {
    const { days, platform } = ctx.query as Record<string, string | undefined>;
    const { csv } = await exportAdminAnalytics(ctx.deps, { days, platform: platform as never });
    ctx.set('Content-Disposition', `attachment; filename="analytics-accounts-${Number(days) || 28}-days.csv"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = `\ufeff${csv}`;
  });
}
