import {
  createBulkPost,
  deleteBulkPost,
  generateOnePost,
  generatePeriodPosts,
  generationProgress,
  getBulkPost,
  getScheduledPeriod,
  getSetupStatus,
  listBulkPosts,
  PeriodUpdateSchema,
  presentPosts,
  presentResult,
  previewScheduleLink,
  publishNow,
  sendTestEmail,
  stopScheduledPeriod,
  updateBulkPost,
  useScheduleLink,
} from '../../modules/campaigns/index.js';
import { connectionStatus } from '../../modules/publishing/index.js';
import type { AppRouter } from '../context.js';
import { idParam, requireBusiness, validate } from '../middleware.js';

/**
 * My Campaigns (business-portal.md §7 campaign calls): generating posts and periods, the bulk
 * posts' schedule state machine, publish now, the scheduling period, the test e-mail and the
 * e-mailed one-click scheduling link. Every call is scoped to the request's account.
 */
export function campaignRoutes(router: AppRouter): void {
  router.get('/api/v2/setup-status', requireBusiness, async (ctx) => {
    ctx.body = { success: true, ...(await getSetupStatus(ctx.deps, ctx.state.accountId!)) };
  });

  router.post('/api/generate-post', requireBusiness, async (ctx) => {
    const post = await generateOnePost(ctx.deps, ctx.state.accountId!, ctx.request.body);
    ctx.body = { success: true, post, content: post.content };
  });

  router.post('/api/generate-period-posts', requireBusiness, async (ctx) => {
    const accountId = ctx.state.accountId!;
    const result = await generatePeriodPosts(ctx.deps, accountId);
    ctx.body = { success: true, posts: await presentPosts(ctx.deps.db, accountId, result.posts), message: result.message, periodStart: result.from, periodEnd: result.until };
  });

  router.get('/api/generate-period-posts/progress', requireBusiness, async (ctx) => {
    ctx.body = { success: true, progress: await generationProgress(ctx.deps, ctx.state.accountId!) };
  });

  router.get('/api/bulk-posts', requireBusiness, async (ctx) => {
    const [list, connection] = await Promise.all([listBulkPosts(ctx.deps, ctx.state.accountId!, ctx.query), connectionStatus(ctx.deps, { accountId: ctx.state.accountId! })]);
    ctx.body = { success: true, ...list, connection };
  });

  router.post('/api/bulk-posts', requireBusiness, async (ctx) => {
    ctx.body = { success: true, message: 'Post saved as a draft', bulkPost: await createBulkPost(ctx.deps, ctx.state.accountId!, ctx.request.body) };
  });

  router.get('/api/bulk-posts/:id', requireBusiness, async (ctx) => {
    ctx.body = { success: true, bulkPost: await getBulkPost(ctx.deps, ctx.state.accountId!, idParam(ctx)) };
  });

  router.put('/api/bulk-posts/:id', requireBusiness, async (ctx) => {
    ctx.body = { success: true, message: 'Post updated', bulkPost: await updateBulkPost(ctx.deps, ctx.state.accountId!, idParam(ctx), ctx.request.body) };
  });

  router.delete('/api/bulk-posts/:id', requireBusiness, async (ctx) => {
    await deleteBulkPost(ctx.deps, ctx.state.accountId!, idParam(ctx));
    ctx.body = { success: true, message: 'Post deleted' };
  });

  router.post('/api/bulk-posts/:id/publish', requireBusiness, async (ctx) => {
    const accountId = ctx.state.accountId!;
    const id = idParam(ctx);
    const result = await publishNow(ctx.deps, accountId, id);
    ctx.body = {
      success: true,
      outcome: result.outcome,
      message: result.outcome === 'published' ? 'Published to every selected page' : result.outcome === 'retry' ? 'Publishing continues in the background' : 'Published to some pages only',
      results: result.results.map(presentResult),
      bulkPost: await getBulkPost(ctx.deps, accountId, id),
    };
  });

  router.get('/api/scheduled-periods', requireBusiness, async (ctx) => {
    ctx.body = { success: true, scheduledPeriod: await getScheduledPeriod(ctx.deps, ctx.state.accountId!) };
  });

  router.put('/api/scheduled-periods/:id', requireBusiness, validate(PeriodUpdateSchema), async (ctx) => {
    ctx.body = { success: true, message: 'Scheduling stopped', scheduledPeriod: await stopScheduledPeriod(ctx.deps, ctx.state.accountId!, idParam(ctx)) };
  });

  router.post('/api/test-email', requireBusiness, async (ctx) => {
    const { to } = await sendTestEmail(ctx.deps, ctx.state.accountId!);
    ctx.body = { success: true, message: `Test e-mail sent to ${to.join(', ')}`, to };
  });

  // The e-mailed one-click link: no session (it is the token that authorises), and opening the
  // page changes nothing; only the button's POST schedules.
  router.get('/api/schedule-period', async (ctx) => {
    ctx.body = { success: true, ...(await previewScheduleLink(ctx.deps, { token: ctx.query.token })) };
  });

  router.post('/api/schedule-period', async (ctx) => {
    const result = await useScheduleLink(ctx.deps, ctx.request.body);
    ctx.body = { success: true, message: `${result.scheduled} posts scheduled`, ...result };
  });
}
