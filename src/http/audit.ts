import { beginAudit, finishAudit } from '../modules/accounts/index.js';
import type { AppContext, AppMiddleware } from './context.js';

/**
 * The audit trail's HTTP half (the accounts module keeps the rows). A platform admin's change is
 * recorded in two steps:
 *  - `beginAuditedChange`, called by requireBusiness and requireAdmin once the actor and the account
 *    are known, writes the row (outcome pending) BEFORE the route runs: when it cannot be written the
 *    request fails and changes nothing, so no change goes untraced;
 *  - `finishAuditedChanges`, the app's outermost middleware, writes the status actually answered
 *    (after the error middleware has mapped any error) and, for a create, the new row's id.
 * Recorded: every POST/PUT/PATCH/DELETE of an admin acting as an account (any route behind
 * requireBusiness, listed below or not), and the admin area's changes listed in ADMIN_CHANGES. Only
 * the route template and ids are kept: never a body, a query (it can carry a token) or a password.
 */

interface Change {
  /** A stable code the screens translate (`audit:actions.<code>`). */
  action: string;
  /** A short English line for people reading the table. */
  summary: string;
  /** The id of the row made, from the answer, when the route's own :id does not name it. */
  target?: (answer: any) => unknown;
  /** Admin area: the business account the change is about, once answered (else none). */
  account?: (ctx: AppContext, answer: any) => unknown;
}

/** A clinic's portal: the changes an admin can make there while acting as the account. */
export const ACCOUNT_CHANGES: Record<string, Change> = {
  'POST /api/v2/company-info': { action: 'company_info.save', summary: 'Saved the company information' },
  'POST /api/v2/company-info/logo': { action: 'company_info.logo_upload', summary: 'Uploaded a logo' },
  'PUT /api/account/language': { action: 'account.languages', summary: 'Changed the languages' },
  'POST /api/v2/account-products': { action: 'account_product.add', summary: 'Added products from the catalogue' },
  'PATCH /api/v2/account-products/:id': { action: 'account_product.update', summary: 'Edited a product' },
  'DELETE /api/v2/account-products/:id': { action: 'account_product.remove', summary: 'Removed a product' },
  'DELETE /api/product-images/:imageId': { action: 'product_image.delete', summary: 'Deleted a product image' },
  'POST /api/products/:originalProductId/images': { action: 'product_image.upload', summary: 'Uploaded a product image', target: (a) => a?.image?.id },
  'POST /api/save-product-images': { action: 'product.create_ai', summary: 'Created a product with AI', target: (a) => a?.product?.id },
  'POST /api/generate-post': { action: 'post.generate', summary: 'Generated a post text' },
  'POST /api/generate-period-posts': { action: 'period.generate', summary: 'Generated the posts of a period' },
  'POST /api/bulk-posts': { action: 'bulk_post.create', summary: 'Saved a post as a draft', target: (a) => a?.bulkPost?.id },
  'PUT /api/bulk-posts/:id': { action: 'bulk_post.update', summary: 'Edited a post' },
  'DELETE /api/bulk-posts/:id': { action: 'bulk_post.delete', summary: 'Deleted a post' },
  'POST /api/bulk-posts/:id/publish': { action: 'bulk_post.publish', summary: 'Published a post now' },
  'POST /api/bulk-posts/:id/submit': { action: 'bulk_post.submit', summary: 'Submitted a post for approval' },
  'POST /api/bulk-posts/:id/approve': { action: 'bulk_post.approve', summary: 'Approved a post' },
  'POST /api/bulk-posts/:id/send-back': { action: 'bulk_post.send_back', summary: 'Sent a post back to draft' },
  'POST /api/team/invitations': { action: 'team.invite', summary: 'Invited a user to the team', target: (a) => a?.invitation?.id },
  'DELETE /api/team/invitations/:id': { action: 'team.invitation_withdraw', summary: 'Withdrew an invitation' },
  'DELETE /api/team/:userId': { action: 'team.remove', summary: 'Removed a user from the team' },
  'POST /api/bulk-posts/:id/regenerate': { action: 'bulk_post.regenerate', summary: 'Wrote a new text for a post' },
  'POST /api/bulk-posts/:id/apply-suggestion': { action: 'bulk_post.apply_suggestion', summary: "Put a compliance finding's suggested wording in a post" },
  'POST /api/bulk-posts/schedule-all': { action: 'bulk_posts.schedule_all', summary: 'Scheduled every future post' },
  'POST /api/bulk-posts/move-to-posting-time': {
    action: 'bulk_posts.move_to_posting_time',
    summary: 'Moved the future posts to the posting time (or counted them, dryRun)',
  },
  'POST /api/bulk-posts/unschedule-all': { action: 'bulk_posts.unschedule_all', summary: 'Unscheduled every future post' },
  'POST /api/bulk-posts/delete-future': { action: 'bulk_posts.delete_future', summary: 'Deleted the future posts (or counted them, dryRun)' },
  'PUT /api/scheduled-periods/:id': { action: 'scheduled_period.update', summary: 'Stopped or started again the writing of the next weeks' },
  'POST /api/test-email': { action: 'test_email.send', summary: 'Sent a test e-mail' },
  'POST /api/facebook/login-url': { action: 'facebook.connect_start', summary: 'Started a Facebook connection' },
  'POST /api/facebook/disconnect': { action: 'facebook.disconnect', summary: 'Disconnected Facebook' },
  'POST /api/selected-pages': { action: 'selected_pages.save', summary: 'Changed the selected Pages and Instagram accounts' },
  'DELETE /api/social-media/delete': { action: 'social_post.delete', summary: 'Deleted a published post' },
  'POST /api/instagram-story': { action: 'story.post', summary: 'Posted an Instagram story', target: (a) => a?.story?.id },
  'POST /api/media': { action: 'media.upload', summary: 'Uploaded an image to the media library' },
  'DELETE /api/media': { action: 'media.delete', summary: 'Deleted an image of the media library' },
  'POST /api/media/use-in-post': { action: 'media.use_in_post', summary: 'Gave a post an image of the media library', target: (a) => a?.bulkPost?.id },
  'POST /api/media/use-in-story': { action: 'media.use_in_story', summary: 'Made a story from an image of the media library', target: (a) => a?.story?.id },
  'POST /api/instagram-stories/:id/retry': { action: 'story.retry', summary: 'Retried an Instagram story' },
};

const paramId = (ctx: AppContext) => (ctx as unknown as { params?: Record<string, string> }).params?.id;

/** The admin area's changes (behind requireAdmin): accounts and their users, the catalogue, the AI configuration. */
export const ADMIN_CHANGES: Record<string, Change> = {
  'POST /api/accounts': { action: 'account.create', summary: 'Created a business account', target: (a) => a?.account?.id, account: (_, a) => a?.account?.id },
  'PUT /api/accounts/:id': { action: 'account.update', summary: 'Changed the business name or status', account: (ctx) => paramId(ctx) },
  'POST /api/admin-users': {
    action: 'admin_user.create',
    summary: 'Added a user to the account',
    target: (a) => a?.adminUser?.id,
    account: (_, a) => a?.adminUser?.accountId,
  },
  'PUT /api/admin-users/:id': { action: 'admin_user.update', summary: "Changed a user's e-mail and password", account: (_, a) => a?.adminUser?.accountId },
  'POST /api/products': { action: 'product.create', summary: 'Created a catalogue product', target: (a) => a?.product?.id },
  'PUT /api/products/:id': { action: 'product.update', summary: 'Edited a catalogue product' },
  'DELETE /api/products/:id': { action: 'product.delete', summary: 'Deleted a catalogue product' },
  'PUT /api/ai-config': { action: 'ai_config.update', summary: 'Changed the AI configuration' },
};

/**
 * Admin-only requests that change no one's data: an image search, the LLM page's test call, and the
 * demo Graph simulator's fault switches (they exist only in demo mode and touch no clinic's rows).
 */
export const ADMIN_NOT_CHANGES = new Set([
  'POST /api/search-product-images',
  'POST /api/ai-config/test',
  'POST /api/simulator/faults',
  'DELETE /api/simulator/faults',
]);

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The matched route as `METHOD /template` (what a row records, never the URL itself). */
const routeOf = (ctx: AppContext) => `${ctx.method} ${String((ctx as unknown as { _matchedRoute?: string | RegExp })._matchedRoute ?? ctx.path)}`;

/** The first id the route's path names (`:id`, `:imageId`, ...). */
function routeTarget(ctx: AppContext): number | undefined {
  const params = (ctx as unknown as { params?: Record<string, string> }).params ?? {};
  for (const value of Object.values(params)) if (/^\d{1,9}$/.test(value)) return Number(value);
  return undefined;
}

const asId = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Writes the audit row of a platform admin's change before the route runs (see above). A business
 * user's own requests, reads and the admin area's non-changes are not recorded.
 */
export async function beginAuditedChange(ctx: AppContext): Promise<void> {
  const actor = ctx.state.actor;
  if (actor?.kind !== 'admin' || !UNSAFE.has(ctx.method) || ctx.state.audit) return;
  const route = routeOf(ctx);
  const accountId = ctx.state.accountId ?? null;
  const change = accountId !== null ? (ACCOUNT_CHANGES[route] ?? { action: route, summary: route }) : ADMIN_CHANGES[route];
  if (!change) return;
  const id = await beginAudit(ctx.deps, {
    source: accountId !== null ? 'portal' : 'admin',
    actorUserId: actor.userId,
    actorName: actor.username,
    accountId,
    action: change.action,
    route,
    summary: change.summary,
    targetId: routeTarget(ctx) ?? null,
    ip: ctx.ip,
    userAgent: ctx.get('user-agent'),
  });
  ctx.state.audit = { id, finish: (answer) => ({ targetId: asId(change.target?.(answer)), accountId: accountId ?? asId(change.account?.(ctx, answer)) }) };
}

/**
 * The app's outermost middleware: once the answer is known (errors already mapped to their status),
 * the begun row gets its status, outcome and, for a create, the new id. A failure to write it is
 * logged, not answered: the change is made and its row already says who made it.
 */
export const finishAuditedChanges: AppMiddleware = async (ctx, next) => {
  await next();
  const audit = ctx.state.audit;
  if (!audit) return;
  try {
    const answer = ctx.status < 400 ? ctx.body : undefined;
    await finishAudit(ctx.deps, { id: audit.id, status: ctx.status, ...audit.finish(answer) });
  } catch (error) {
    ctx.deps.log.error({ err: error, auditId: audit.id }, 'the audit row of a change could not be finished');
  }
};
