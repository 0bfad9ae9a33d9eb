import { listAccountAudit, listAudit, type AccountAuditView, type AuditView } from '../../modules/accounts/index.js';
import type { AppRouter } from '../context.js';
import { requireAdmin, requireBusiness } from '../middleware.js';

const presentAuditEntry = (e: AuditView) => ({
  id: e.id,
  at: e.at,
  source: e.source,
  actor: { userId: e.actorUserId, name: e.actorName },
  accountId: e.accountId,
  businessName: e.businessName,
  action: e.action,
  route: e.route,
  summary: e.summary,
  targetId: e.targetId,
  ip: e.ip,
  userAgent: e.userAgent,
  status: e.status,
  outcome: e.outcome,
});

// A clinic learns what was changed and when, by "the platform team": not which admin, nor from where.
const presentAccountAuditEntry = (e: AccountAuditView) => ({
  id: e.id,
  at: e.at,
  source: e.source,
  action: e.action,
  summary: e.summary,
  targetId: e.targetId,
  outcome: e.outcome,
});

/**
 * The audit trail's lists: every row for admins (`?accountId=` filters, `?page=` pages), and the
 * changes made on its behalf for a clinic (its own account only; refused attempts left out).
 */
export function auditRoutes(router: AppRouter): void {
  router.get('/api/admin/audit', requireAdmin, async (ctx) => {
    const page = await listAudit(ctx.deps, ctx.query);
    ctx.body = { success: true, entries: page.entries.map(presentAuditEntry), total: page.total, page: page.page, pageSize: page.pageSize };
  });

  router.get('/api/account/audit', requireBusiness, async (ctx) => {
    const page = await listAccountAudit(ctx.deps, { ...ctx.query, accountId: ctx.state.accountId! });
    ctx.body = { success: true, entries: page.entries.map(presentAccountAuditEntry), total: page.total, page: page.page, pageSize: page.pageSize };
  });
}
