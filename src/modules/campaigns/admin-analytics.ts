import type * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { accountNames } from '../accounts/index.js';
import { AdminAnalyticsInput, analyticsAcrossAccounts } from '../publishing/index.js';
import { parse } from '../../lib/validate.js';

const DAY_MS = 86400_000;

/**
 * The admin's Analytics (issue 21): every account's figures of a period (publishing's insights), with
 * the accounts' names and which accounts' posts failed or were missed most in the period (by their
 * scheduled instant), worst first.
 */
export async function adminAnalytics(deps: Deps, input: v.InferInput<typeof AdminAnalyticsInput>) {
  const { days, platform } = parse(AdminAnalyticsInput, input);
  const report = await analyticsAcrossAccounts(deps, { days, platform });
  const since = new Date(deps.clock.now().getTime() - days * DAY_MS);
  const outcomes: { accountId: number; postStatus: string; count: string }[] = await deps
    .db('bulkGeneratedPosts')
    .whereIn('postStatus', ['failed', 'missed', 'published', 'partially_published'])
    .where('scheduledDate', '>=', since)
    .where('scheduledDate', '<=', deps.clock.now())
    .groupBy('accountId', 'postStatus')
    .select('accountId', 'postStatus')
    .count('id as count');
  const problems = new Map<number, { failed: number; missed: number; due: number }>();
  for (const row of outcomes) {
    const entry = problems.get(row.accountId) ?? { failed: 0, missed: 0, due: 0 };
    entry.due += Number(row.count);
    if (row.postStatus === 'failed') entry.failed += Number(row.count);
    if (row.postStatus === 'missed') entry.missed += Number(row.count);
    problems.set(row.accountId, entry);
  }
  const ids = [...new Set([...report.accounts.map((a) => a.accountId), ...problems.keys()])];
  const names = await accountNames(deps, { ids });
  const accounts = ids
    .map((accountId) => {
      const figures = report.accounts.find((a) => a.accountId === accountId);
      const p = problems.get(accountId) ?? { failed: 0, missed: 0, due: 0 };
      return {
        accountId,
        businessName: names.get(accountId) ?? `#${accountId}`,
        posts: figures?.posts ?? 0,
        views: figures?.views ?? 0,
        reach: figures?.reach ?? 0,
        interactions: figures?.interactions ?? 0,
        rate: figures?.rate ?? 0,
        failed: p.failed,
        missed: p.missed,
        failedTargets: report.failedTargets[accountId] ?? 0,
        /** Failed or missed, out of the posts due in the period, in percent. */
        problemRate: p.due ? Math.round(((p.failed + p.missed) / p.due) * 1000) / 10 : 0,
      };
    })
    .sort((a, b) => b.views - a.views);
  const troubled = accounts
    .filter((a) => a.failed + a.missed + a.failedTargets > 0)
    .sort((a, b) => b.failed + b.missed - (a.failed + a.missed) || b.failedTargets - a.failedTargets)
    .slice(0, 10);
  return {
    days,
    platform,
    totals: report.totals,
    byPlatform: report.byPlatform,
    accounts,
    troubled,
    topPosts: report.topPosts.map((p) => ({ ...p, businessName: names.get(p.accountId) ?? `#${p.accountId}` })),
  };
}

const CSV_COLUMNS = [
  'account_id',
  'account',
  'posts',
  'views',
  'reach',
  'interactions',
  'engagement_per_view_percent',
  'failed',
  'missed',
  'failed_or_missed_percent',
  'failed_publications',
];

function csvField(value: string | number): string {
  let text = String(value);
  // Never read as a formula by a spreadsheet (an account's name is typed by people).
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The admin's figures per account as CSV (GET /api/admin/analytics.csv), most viewed first. */
export async function exportAdminAnalytics(deps: Deps, input: v.InferInput<typeof AdminAnalyticsInput>): Promise<{ csv: string; rows: number }> {
  const { accounts } = await adminAnalytics(deps, input);
  const lines = [CSV_COLUMNS.join(',')];
  for (const a of accounts) {
    lines.push(
      [a.accountId, a.businessName, a.posts, a.views, a.reach, a.interactions, a.rate, a.failed, a.missed, a.problemRate, a.failedTargets]
        .map(csvField)
        .join(','),
    );
  }
  return { csv: `${lines.join('\r\n')}\r\n`, rows: accounts.length };
}
