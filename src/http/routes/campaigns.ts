import {
  applySuggestion,
  approvePost,
  exportApprovals,
  sendBackPost,
  submitPost,
  createBulkPost,
  deleteBulkPost,
  deleteFuturePosts,
  generateOnePost,
  generatePeriodPosts,
  generationProgress,
  getBulkPost,
  getScheduledPeriod,
  getSetupStatus,
  listBulkPosts,
  previewScheduleLink,
  publishNow,
  regeneratePost,
  moveToPostingTime,
  scheduleAllFuture,
  sendTestEmail,
  updateScheduledPeriod,
  unscheduleAllFuture,
  updateBulkPost,
  useScheduleLink,
} from '../../modules/campaigns/index.js';
import { connectionStatus } from '../../modules/publishing/index.js';
import { forbidden } from '../../lib/errors.js';
import type { AppRouter } from '../context.js';
import { actorOf, bodyWith, idParam, requireBusiness } from '../middleware.js';

/**
 * My Campaigns (business-portal.md §7 campaign calls): generating posts and periods, the bulk
 * posts' schedule state machine, publish now, the scheduling period, the test e-mail and the
 * e-mailed one-click scheduling link. Every call is scoped to the request's account.
 */
export function campaignRoutes(router: AppRouter): void {
  router.get('/api/v2/setup-status', requireBusiness, async (ctx) => {
    ctx.body = { success: true, ...(await getSetupStatus(ctx.deps, { accountId: ctx.state.accountId! })) };
  });

  router.post('/api/generate-post', requireBusiness, async (ctx) => {
    const post = await generateOnePost(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId!, ...actorOf(ctx) }));
    ctx.body = { success: true, post, content: post.content };
  });

  router.post('/api/generate-period-posts', requireBusiness, async (ctx) => {
    const result = await generatePeriodPosts(ctx.deps, { accountId: ctx.state.accountId! });
    ctx.body = { success: true, posts: result.posts, message: result.message, periodStart: result.from, periodEnd: result.until };
  });

  router.get('/api/generate-period-posts/progress', requireBusiness, async (ctx) => {
    ctx.body = { success: true, progress: await generationProgress(ctx.deps, { accountId: ctx.state.accountId! }) };
  });

  router.get('/api/bulk-posts', requireBusiness, async (ctx) => {
    const accountId = ctx.state.accountId!;
    const [list, connection] = await Promise.all([listBulkPosts(ctx.deps, { ...ctx.query, accountId }), connectionStatus(ctx.deps, { accountId })]);
    ctx.body = { success: true, ...list, connection };
  });

  router.post('/api/bulk-posts', requireBusiness, async (ctx) => {
    ctx.body = {
      success: true,
      message: 'Post saved as a draft',
      bulkPost: await createBulkPost(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId!, ...actorOf(ctx) })),
    };
  });

  router.get('/api/bulk-posts/:id', requireBusiness, async (ctx) => {
    ctx.body = { success: true, bulkPost: await getBulkPost(ctx.deps, { accountId: ctx.state.accountId!, id: idParam(ctx) }) };
  });

  router.put('/api/bulk-posts/:id', requireBusiness, async (ctx) => {
    ctx.body = {
      success: true,
      message: 'Post updated',
      bulkPost: await updateBulkPost(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId!, id: idParam(ctx), ...actorOf(ctx) })),
    };
  });

  // With removeFromPlatforms, what was published is deleted on Meta too: business_admin only, as on
  // the Delete post page (business-portal.md §6; a platform admin viewing an account may not).
  router.delete('/api/bulk-posts/:id', requireBusiness, async (ctx) => {
    const input = bodyWith<Parameters<typeof deleteBulkPost>[1]>(ctx, { accountId: ctx.state.accountId!, id: idParam(ctx), ...actorOf(ctx) });
    if (input.removeFromPlatforms === true && ctx.state.actor?.kind !== 'business') throw forbidden();
    const { deleted, removals } = await deleteBulkPost(ctx.deps, input);
    ctx.body = { success: true, deleted, removals, message: deleted ? 'Post deleted' : 'Post kept: part of it stays online' };
  });

  router.post('/api/bulk-posts/:id/publish', requireBusiness, async (ctx) => {
    const { outcome, results, bulkPost } = await publishNow(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId!, id: idParam(ctx), ...actorOf(ctx) }));
    const message =
      outcome === 'published'
        ? 'Published to every selected page'
        : outcome === 'retry'
          ? 'Publishing continues in the background'
          : 'Published to some pages only';
    ctx.body = { success: true, outcome, message, results, bulkPost };
  });

  // The screen's workflows, one call each (the server owns them): a post's new text, and every
  // future post scheduled, unscheduled or deleted in one transaction.
  router.post('/api/bulk-posts/:id/regenerate', requireBusiness, async (ctx) => {
    ctx.body = {
      success: true,
      message: 'Post regenerated',
      bulkPost: await regeneratePost(ctx.deps, { accountId: ctx.state.accountId!, id: idParam(ctx), ...actorOf(ctx) }),
    };
  });

  // A compliance finding's suggested wording in place of its words (issue 24), saved as an edit.
  router.post('/api/bulk-posts/:id/apply-suggestion', requireBusiness, async (ctx) => {
    ctx.body = {
      success: true,
      message: 'Suggestion applied',
      bulkPost: await applySuggestion(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId!, id: idParam(ctx), ...actorOf(ctx) })),
    };
  });

  router.post('/api/bulk-posts/schedule-all', requireBusiness, async (ctx) => {
    const result = await scheduleAllFuture(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId!, ...actorOf(ctx) }));
    ctx.body = { success: true, message: `${result.scheduled} posts scheduled`, ...result };
  });

  // Setup changed the posting time: the future drafts and scheduled posts move to it ({ dryRun: true } counts them).
  router.post('/api/bulk-posts/move-to-posting-time', requireBusiness, async (ctx) => {
    const result = await moveToPostingTime(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId! }));
    ctx.body = { success: true, message: `${result.moved} posts moved to ${result.time}`, ...result };
  });

  router.post('/api/bulk-posts/unschedule-all', requireBusiness, async (ctx) => {
    const result = await unscheduleAllFuture(ctx.deps, { accountId: ctx.state.accountId!, ...actorOf(ctx) });
    ctx.body = { success: true, message: `${result.unscheduled} posts unscheduled`, ...result };
  });

  router.post('/api/bulk-posts/delete-future', requireBusiness, async (ctx) => {
    const result = await deleteFuturePosts(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId!, ...actorOf(ctx) }));
    ctx.body = { success: true, message: result.dryRun ? `${result.deleted} posts would be deleted` : `${result.deleted} posts deleted`, ...result };
  });

  // Medical sign-off (issue 23): the roles are checked at the module's door.
  router.post('/api/bulk-posts/:id/submit', requireBusiness, async (ctx) => {
    ctx.body = {
      success: true,
      message: 'Post submitted for approval',
      bulkPost: await submitPost(ctx.deps, { accountId: ctx.state.accountId!, id: idParam(ctx), ...actorOf(ctx) }),
    };
  });

  router.post('/api/bulk-posts/:id/approve', requireBusiness, async (ctx) => {
    ctx.body = {
      success: true,
      message: 'Post approved',
      bulkPost: await approvePost(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId!, id: idParam(ctx), ...actorOf(ctx) })),
    };
  });

  router.post('/api/bulk-posts/:id/send-back', requireBusiness, async (ctx) => {
    ctx.body = {
      success: true,
      message: 'Post sent back to draft',
      bulkPost: await sendBackPost(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId!, id: idParam(ctx), ...actorOf(ctx) })),
    };
  });

  // Every decision of a date range, for a regulator: a file, not JSON (the portal links to it).
  router.get('/api/approvals.csv', requireBusiness, async (ctx) => {
    const { from, to } = ctx.query;
    const { csv } = await exportApprovals(ctx.deps, { accountId: ctx.state.accountId!, from: from as string, to: to as string });
    ctx.set('Content-Disposition', `attachment; filename="approvals-${String(from)}-${String(to)}.csv"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/csv; charset=utf-8';
    // A byte-order mark, so a spreadsheet reads the Greek as UTF-8.
    ctx.body = `\ufeff${csv}`;
  });

  router.get('/api/scheduled-periods', requireBusiness, async (ctx) => {
    ctx.body = { success: true, scheduledPeriod: await getScheduledPeriod(ctx.deps, { accountId: ctx.state.accountId! }) };
  });

  router.put('/api/scheduled-periods/:id', requireBusiness, async (ctx) => {
    const scheduledPeriod = await updateScheduledPeriod(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId!, id: idParam(ctx), ...actorOf(ctx) }));
    ctx.body = { success: true, message: scheduledPeriod.isActive ? 'Scheduling started again' : 'Scheduling stopped', scheduledPeriod };
  });

  router.post('/api/test-email', requireBusiness, async (ctx) => {
    const { to } = await sendTestEmail(ctx.deps, { accountId: ctx.state.accountId! });
    ctx.body = { success: true, message: `Test e-mail sent to ${to.join(', ')}`, to };
  });

  // The e-mailed one-click link: no session (it is the token that authorises), and opening the
  // page changes nothing; only the button's POST schedules.
  router.get('/api/schedule-period', async (ctx) => {
    ctx.body = { success: true, ...(await previewScheduleLink(ctx.deps, { token: ctx.query.token as string })) };
  });

  router.post('/api/schedule-period', async (ctx) => {
    const result = await useScheduleLink(ctx.deps, bodyWith(ctx, {}));
    ctx.body = { success: true, message: `${result.scheduled} posts scheduled`, ...result };
  });
}
