import type * as v from 'valibot';
import { accountContacts, accountRequiresApproval, accountTimeZone, teamMember } from '../accounts/index.js';
import { hasSelectedPages } from '../publishing/index.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { inTransaction } from '../../lib/db.js';
import { withDb, type Deps } from '../../lib/deps.js';
import { invalid, notFound } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
import { approvalInForce, recordApproval } from './approvals.js';
import { periodReviewEmail, testEmail } from './emails.js';
import { schedulePublishJob } from './jobs.js';
import { takeHourlyUse } from './limits.js';
import type { BulkPostRow } from './repo.js';
import { AccountInput, ScheduleTokenSchema } from './schema.js';
import './messages.js';

const TOKEN_TTL_MS = 7 * 86400_000;

/**
 * Sends the review e-mail of a generated period: its posts, a link to review them, and a single-use
 * link (token stored hashed, valid 7 days) that schedules the whole period in one click.
 */
export async function sendPeriodReview(deps: Deps, accountId: number, posts: BulkPostRow[], range: { start: Date; end: Date }): Promise<void> {
  if (posts.length === 0) return;
  const contacts = await accountContacts(deps, { accountId });
  // The review goes to the reviewers (issue 23); an account without one has its business admins review.
  const reviewers = contacts.users.filter((u) => u.role === 'reviewer');
  const recipients = reviewers.length ? reviewers : contacts.users.filter((u) => u.role === 'business_admin');
  if (!recipients.length) return;
  const now = deps.clock.now();
  const timezone = await accountTimeZone(deps, { accountId });
  const requireApproval = await accountRequiresApproval(deps, { accountId });
  // One link per recipient, naming them: a reviewer's (or business admin's) click approves and schedules (on an account that requires approval).
  for (const user of recipients) {
    const token = newToken();
    await deps.db('emailSchedulingTokens').insert({
      accountId,
      adminUserId: user.id,
      token: sha256(token),
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
      periodStart: range.start,
      periodEnd: range.end,
    });
    const message = periodReviewEmail(contacts.uiLanguage, {
      businessName: contacts.businessName,
      posts,
      zone: timezone,
      scheduleLink: `${deps.site.publicUrl}/schedule-period?token=${token}`,
      reviewLink: `${deps.site.publicUrl}/portal/campaigns`,
      approves: requireApproval,
      period: range,
    });
    await deps.mail.send({ ...message, to: user.email, accountId, kind: 'period_review' });
  }
}

/** The user a link was sent to, when they are still on the account's team and may approve. */
async function approverOf(deps: Deps, row: { accountId: number; adminUserId?: number | null }) {
  if (!row.adminUserId) return null;
  const user = await teamMember(deps, { accountId: row.accountId, userId: row.adminUserId });
  return user && (user.role === 'reviewer' || user.role === 'business_admin') ? user : null;
}

async function openToken(deps: Deps, token: string) {
  const row = await deps
    .db('emailSchedulingTokens')
    .where({ token: sha256(token) })
    .first();
  if (!row || row.isUsed || new Date(row.expiresAt).getTime() <= deps.clock.now().getTime()) throw notFound('campaigns.linkInvalid');
  return row;
}

/**
 * What the link's click does with one of its posts: schedules it, approves then schedules it (a link
 * that approves, on an account that requires approval), or leaves it (already scheduled, published
 * or past; findings to read in the portal; not approved where approval is required). The preview
 * and the click decide by this one rule, so the page's count is what the click schedules.
 */
async function linkDecision(
  deps: Deps,
  post: BulkPostRow,
  link: { requireApproval: boolean; approves: boolean; now: Date },
): Promise<'schedule' | 'approve' | 'leave'> {
  if (!['draft', 'awaiting_approval', 'approved'].includes(post.postStatus) || new Date(post.scheduledDate).getTime() <= link.now.getTime()) return 'leave';
  const inForce = !!(await approvalInForce(deps, post));
  if (!inForce && (post.complianceFindings ?? []).length) return 'leave';
  if (!inForce && link.approves && link.requireApproval) return 'approve';
  if (link.requireApproval && !inForce) return 'leave';
  return 'schedule';
}

/** What a scheduling link would schedule (the page shows it before the click; opening it changes nothing). */
export async function previewScheduleLink(
  deps: Deps,
  input: v.InferInput<typeof ScheduleTokenSchema>,
): Promise<{
  businessName: string;
  timezone: string | null;
  uiLanguage: 'en' | 'el';
  /** Each post of the period; `willSchedule`: the click schedules it (see linkDecision). */
  posts: { id: number; scheduledDate: Date; productName: string | null; content: string; postStatus: string; findings: number; willSchedule: boolean }[];
  expiresAt: Date;
  /** The click approves too (issue 23): the link was sent to a reviewer or a business admin. */
  approves: boolean;
  requireApproval: boolean;
}> {
  const { token } = parse(ScheduleTokenSchema, input);
  const row = await openToken(deps, token);
  const contacts = await accountContacts(deps, { accountId: row.accountId });
  const posts = await deps
    .db('bulkGeneratedPosts')
    .where({ accountId: row.accountId })
    .where('scheduledDate', '>=', row.periodStart)
    .where('scheduledDate', '<', row.periodEnd)
    .orderBy('scheduledDate');
  const timezone = await accountTimeZone(deps, { accountId: row.accountId });
  const requireApproval = await accountRequiresApproval(deps, { accountId: row.accountId });
  const approves = requireApproval && !!(await approverOf(deps, row));
  const link = { requireApproval, approves, now: deps.clock.now() };
  const shown = [];
  for (const post of posts as BulkPostRow[])
    shown.push({
      id: post.id,
      scheduledDate: post.scheduledDate,
      productName: post.productName,
      content: post.content,
      postStatus: post.postStatus,
      findings: (post.complianceFindings ?? []).length,
      willSchedule: (await linkDecision(deps, post, link)) !== 'leave',
    });
  return { businessName: contacts.businessName, timezone, uiLanguage: contacts.uiLanguage, posts: shown, expiresAt: row.expiresAt, approves, requireApproval };
}

/**
 * Uses a scheduling link (POST, never on opening: mail scanners open links): the period's future
 * posts are scheduled, with their jobs, in one transaction; the token is spent. Medical sign-off
 * (issue 23): a link sent to a reviewer or a business admin approves each post it schedules (recorded
 * as theirs, via e-mail); any other link schedules only posts already approved on an account that
 * requires approval. A post with compliance findings is never approved or scheduled by the link: its
 * findings must be read one by one in the portal (it is counted in `skipped`).
 */
export async function useScheduleLink(
  deps: Deps,
  input: v.InferInput<typeof ScheduleTokenSchema>,
): Promise<{ scheduled: number; skipped: number; approved: number }> {
  const { token } = parse(ScheduleTokenSchema, input);
  const now = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const [row] = await trx('emailSchedulingTokens')
      .where({ token: sha256(token), isUsed: false })
      .where('expiresAt', '>', now)
      .update({ isUsed: true, usedAt: now, updatedAt: now })
      .returning('*');
    if (!row) throw notFound('campaigns.linkInvalid');
    if (!(await hasSelectedPages(withDb(deps, trx), { accountId: row.accountId }))) throw invalid('campaigns.noPages');
    const posts: BulkPostRow[] = await trx('bulkGeneratedPosts')
      .where({ accountId: row.accountId })
      .where('scheduledDate', '>=', row.periodStart)
      .where('scheduledDate', '<', row.periodEnd)
      .forUpdate();
    const scoped = withDb(deps, trx);
    const approver = await approverOf(withDb(deps, trx), row);
    const requireApproval = await accountRequiresApproval(scoped, { accountId: row.accountId });
    let scheduled = 0;
    let approved = 0;
    const link = { requireApproval, approves: !!approver, now };
    for (let post of posts) {
      const decision = await linkDecision(scoped, post, link);
      if (decision === 'leave') continue;
      if (decision === 'approve') {
        post = (await recordApproval(deps, trx, post, approver!, { via: 'email' })).post;
        approved++;
      }
      await trx('bulkGeneratedPosts')
        .where({ id: post.id })
        .update({ postStatus: 'scheduled', isScheduled: true, scheduledAt: now, statusChangedAt: now, updatedAt: now });
      await schedulePublishJob(trx, post.id, new Date(post.scheduledDate));
      scheduled++;
    }
    return { scheduled, skipped: posts.length - scheduled, approved };
  });
}

/** POST /api/test-email: a test message to the account's users, in their language; TEST_EMAILS_PER_HOUR per account (429 past it). */
export async function sendTestEmail(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<{ to: string[] }> {
  const { accountId } = parse(AccountInput, input);
  const contacts = await accountContacts(deps, { accountId });
  if (!contacts.emails.length) throw invalid('campaigns.noEmailUser');
  const giveBack = await takeHourlyUse(deps, accountId, 'test_email');
  await deps.mail
    .send({
      ...testEmail(contacts.uiLanguage, { businessName: contacts.businessName, link: `${deps.site.publicUrl}/portal/campaigns` }),
      to: contacts.emails,
      accountId,
      kind: 'test',
    })
    .catch(async (error) => {
      await giveBack().catch(() => undefined);
      throw error;
    });
  return { to: contacts.emails };
}
