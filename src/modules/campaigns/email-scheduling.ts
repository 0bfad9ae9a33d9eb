import { accountContacts, accountTimeZone } from '../accounts/index.js';
import { hasSelectedPages } from '../publishing/index.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { inTransaction } from '../../lib/db.js';
import { withDb, type Deps } from '../../lib/deps.js';
import { invalid, notFound, unavailable } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
import { nowOf, type CampaignsContext } from './context.js';
import { periodReviewEmail, testEmail } from './emails.js';
import { schedulePublishJob } from './jobs.js';
import { takeHourlyUse } from './limits.js';
import type { BulkPostRow } from './repo.js';
import { ScheduleTokenSchema } from './schema.js';
import './messages.js';

const TOKEN_TTL_MS = 7 * 86400_000;

/**
 * Sends the review e-mail of a generated period: its posts, a link to review them, and a single-use
 * link (token stored hashed, valid 7 days) that schedules the whole period in one click.
 */
export async function sendPeriodReview(ctx: CampaignsContext, accountId: number, posts: BulkPostRow[], range: { start: Date; end: Date }): Promise<void> {
  if (!ctx.mail || posts.length === 0) return;
  const contacts = await accountContacts(ctx as Deps, { accountId });
  if (!contacts.emails.length) return;
  const token = newToken();
  const now = nowOf(ctx);
  await ctx.db('emailSchedulingTokens').insert({ accountId, token: sha256(token), expiresAt: new Date(now.getTime() + TOKEN_TTL_MS), periodStart: range.start, periodEnd: range.end });
  const timezone = await accountTimeZone(ctx as Deps, { accountId });
  const message = periodReviewEmail(contacts.uiLanguage, {
    businessName: contacts.businessName,
    posts,
    zone: timezone,
    scheduleLink: `${ctx.site.publicUrl}/schedule-period?token=${token}`,
    reviewLink: `${ctx.site.publicUrl}/portal/campaigns`,
  });
  await ctx.mail.send({ ...message, to: contacts.emails, accountId, kind: 'period_review' });
}

async function openToken(ctx: CampaignsContext, token: string) {
  const row = await ctx.db('emailSchedulingTokens').where({ token: sha256(token) }).first();
  if (!row || row.isUsed || new Date(row.expiresAt).getTime() <= nowOf(ctx).getTime()) throw notFound('campaigns.linkInvalid');
  return row;
}

/** What a scheduling link would schedule (the page shows it before the click; opening it changes nothing). */
export async function previewScheduleLink(
  ctx: CampaignsContext,
  input: unknown,
): Promise<{ businessName: string; timezone: string | null; uiLanguage: 'en' | 'el'; posts: { id: number; scheduledDate: Date; productName: string | null; content: string; postStatus: string }[]; expiresAt: Date }> {
  const { token } = parse(ScheduleTokenSchema, input);
  const row = await openToken(ctx, token);
  const contacts = await accountContacts(ctx as Deps, { accountId: row.accountId });
  const posts = await ctx.db('bulkGeneratedPosts')
    .where({ accountId: row.accountId })
    .where('scheduledDate', '>=', row.periodStart)
    .where('scheduledDate', '<', row.periodEnd)
    .orderBy('scheduledDate')
    .select('id', 'scheduledDate', 'productName', 'content', 'postStatus');
  const timezone = await accountTimeZone(ctx as Deps, { accountId: row.accountId });
  return { businessName: contacts.businessName, timezone, uiLanguage: contacts.uiLanguage, posts, expiresAt: row.expiresAt };
}

/**
 * Uses a scheduling link (POST, never on opening: mail scanners open links): every draft of the
 * period still in the future is scheduled, with its job, in one transaction; the token is spent.
 */
export async function useScheduleLink(ctx: CampaignsContext, input: unknown): Promise<{ scheduled: number; skipped: number }> {
  const { token } = parse(ScheduleTokenSchema, input);
  const now = nowOf(ctx);
  return inTransaction(ctx.db, async (trx) => {
    const [row] = await trx('emailSchedulingTokens').where({ token: sha256(token), isUsed: false }).where('expiresAt', '>', now).update({ isUsed: true, usedAt: now, updatedAt: now }).returning('*');
    if (!row) throw notFound('campaigns.linkInvalid');
    if (!(await hasSelectedPages(withDb(ctx as Deps, trx), { accountId: row.accountId }))) throw invalid('campaigns.noPages');
    const posts: BulkPostRow[] = await trx('bulkGeneratedPosts').where({ accountId: row.accountId }).where('scheduledDate', '>=', row.periodStart).where('scheduledDate', '<', row.periodEnd).forUpdate();
    let scheduled = 0;
    for (const post of posts) {
      if (post.postStatus !== 'draft' || new Date(post.scheduledDate).getTime() <= now.getTime()) continue;
      await trx('bulkGeneratedPosts').where({ id: post.id }).update({ postStatus: 'scheduled', isScheduled: true, scheduledAt: now, statusChangedAt: now, updatedAt: now });
      await schedulePublishJob(trx, post.id, new Date(post.scheduledDate));
      scheduled++;
    }
    return { scheduled, skipped: posts.length - scheduled };
  });
}

/** POST /api/test-email: a test message to the account's users, in their language; TEST_EMAILS_PER_HOUR per account (429 past it). */
export async function sendTestEmail(ctx: CampaignsContext, accountId: number): Promise<{ to: string[] }> {
  const mail = ctx.mail;
  if (!mail) throw unavailable('campaigns.mailUnavailable');
  const contacts = await accountContacts(ctx as Deps, { accountId });
  if (!contacts.emails.length) throw invalid('campaigns.noEmailUser');
  const giveBack = await takeHourlyUse(ctx, accountId, 'test_email');
  await mail.send({ ...testEmail(contacts.uiLanguage, { businessName: contacts.businessName, link: `${ctx.site.publicUrl}/portal/campaigns` }), to: contacts.emails, accountId, kind: 'test' }).catch(async (error) => {
    await giveBack().catch(() => undefined);
    throw error;
  });
  return { to: contacts.emails };
}
