import type * as v from 'valibot';
import { accountContacts, accountTimeZone } from '../accounts/index.js';
import { hasSelectedPages } from '../publishing/index.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { inTransaction } from '../../lib/db.js';
import { withDb, type Deps } from '../../lib/deps.js';
import { invalid, notFound } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
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
  if (!contacts.emails.length) return;
  const token = newToken();
  const now = deps.clock.now();
  await deps
    .db('emailSchedulingTokens')
    .insert({ accountId, token: sha256(token), expiresAt: new Date(now.getTime() + TOKEN_TTL_MS), periodStart: range.start, periodEnd: range.end });
  const timezone = await accountTimeZone(deps, { accountId });
  const message = periodReviewEmail(contacts.uiLanguage, {
    businessName: contacts.businessName,
    posts,
    zone: timezone,
    scheduleLink: `${deps.site.publicUrl}/schedule-period?token=${token}`,
    reviewLink: `${deps.site.publicUrl}/portal/campaigns`,
  });
  await deps.mail.send({ ...message, to: contacts.emails, accountId, kind: 'period_review' });
}

async function openToken(deps: Deps, token: string) {
  const row = await deps
    .db('emailSchedulingTokens')
    .where({ token: sha256(token) })
    .first();
  if (!row || row.isUsed || new Date(row.expiresAt).getTime() <= deps.clock.now().getTime()) throw notFound('campaigns.linkInvalid');
  return row;
}

/** What a scheduling link would schedule (the page shows it before the click; opening it changes nothing). */
export async function previewScheduleLink(
  deps: Deps,
  input: v.InferInput<typeof ScheduleTokenSchema>,
): Promise<{
  businessName: string;
  timezone: string | null;
  uiLanguage: 'en' | 'el';
  posts: { id: number; scheduledDate: Date; productName: string | null; content: string; postStatus: string }[];
  expiresAt: Date;
}> {
  const { token } = parse(ScheduleTokenSchema, input);
  const row = await openToken(deps, token);
  const contacts = await accountContacts(deps, { accountId: row.accountId });
  const posts = await deps
    .db('bulkGeneratedPosts')
    .where({ accountId: row.accountId })
    .where('scheduledDate', '>=', row.periodStart)
    .where('scheduledDate', '<', row.periodEnd)
    .orderBy('scheduledDate')
    .select('id', 'scheduledDate', 'productName', 'content', 'postStatus');
  const timezone = await accountTimeZone(deps, { accountId: row.accountId });
  return { businessName: contacts.businessName, timezone, uiLanguage: contacts.uiLanguage, posts, expiresAt: row.expiresAt };
}

/**
 * Uses a scheduling link (POST, never on opening: mail scanners open links): every draft of the
 * period still in the future is scheduled, with its job, in one transaction; the token is spent.
 */
export async function useScheduleLink(deps: Deps, input: v.InferInput<typeof ScheduleTokenSchema>): Promise<{ scheduled: number; skipped: number }> {
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
    let scheduled = 0;
    for (const post of posts) {
      if (post.postStatus !== 'draft' || new Date(post.scheduledDate).getTime() <= now.getTime()) continue;
      await trx('bulkGeneratedPosts')
        .where({ id: post.id })
        .update({ postStatus: 'scheduled', isScheduled: true, scheduledAt: now, statusChangedAt: now, updatedAt: now });
      await schedulePublishJob(trx, post.id, new Date(post.scheduledDate));
      scheduled++;
    }
    return { scheduled, skipped: posts.length - scheduled };
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
