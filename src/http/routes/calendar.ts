import { getAdminCalendarPost, listAdminCalendarPosts, listCalendarPosts } from '../../modules/campaigns/index.js';
import { listCalendarStories } from '../../modules/stories/index.js';
import type { AppRouter } from '../context.js';
import { idParam, requireAdmin, requireBusiness } from '../middleware.js';

/**
 * The Content Calendar (issue 20): one request answers a range of days (a month view's six weeks
 * at most) with every post of the account, small, and the stories made on those days. Moving a
 * post is the time edit (PUT /api/bulk-posts/:id with scheduledDay).
 */
export function calendarRoutes(router: AppRouter): void {
  router.get('/api/calendar', requireBusiness, async (ctx) => {
    const accountId = ctx.state.accountId!;
    const calendar = await listCalendarPosts(ctx.deps, { accountId, from: ctx.query.from as string, to: ctx.query.to as string });
    const stories = await listCalendarStories(ctx.deps, { accountId, ...calendar.window });
    const { window: _window, ...answer } = calendar;
    ctx.body = { success: true, ...answer, stories };
  });

  router.get('/api/admin/calendar', requireAdmin, async (ctx) => {
    const { from, to, accountId, status, platform, perDay } = ctx.query as Record<string, string | undefined>;
    ctx.body = {
      success: true,
      ...(await listAdminCalendarPosts(ctx.deps, { from: from!, to: to!, accountId, status: status as never, platform: platform as never, perDay })),
    };
  });

  // A post opened on the admin's month: its first words and image, which the month's answer leaves out.
  router.get('/api/admin/calendar/posts/:id', requireAdmin, async (ctx) => {
    ctx.body = { success: true, post: await getAdminCalendarPost(ctx.deps, { id: idParam(ctx) }) };
  });
}
