import { DateTime } from 'luxon';
import { accountTimeZone } from '../accounts/index.js';
import type { Deps } from '../../lib/deps.js';
import { tooMany, type AppError } from '../../lib/errors.js';
import './messages.js';
import { giveBack, takeUse } from '../../lib/rate-limit.js';

/**
 * Per-account hourly limits on what one clinic can make the platform do at once: test e-mails
 * (TEST_EMAILS_PER_HOUR) and "Publish now" (PUBLISH_NOW_PER_HOUR). Counted in PostgreSQL
 * (src/lib/rate-limit.ts) so every web process shares them; an hour begins with its first use.
 */
export type HourlyAction = 'test_email' | 'publish_now';

const HOUR_MS = 3600_000;

const limitOf = (deps: Deps, action: HourlyAction) => (action === 'test_email' ? deps.config.limits.testEmailsPerHour : deps.config.limits.publishNowPerHour);

const refusal = (action: HourlyAction, limit: number, time: string, zone: string): AppError =>
  tooMany(action === 'test_email' ? 'campaigns.testEmailLimit' : 'campaigns.publishNowLimit', { limit: String(limit), time, zone });

/**
 * Takes one use of the account's hourly `action`; throws a 429 saying, in the account's zone, when
 * one is possible again. Answers how to give the use back (nothing was done after all).
 */
export async function takeHourlyUse(deps: Deps, accountId: number, action: HourlyAction): Promise<() => Promise<void>> {
  const key = `${action}:account:${accountId}`;
  const taken = await takeUse(deps.db, { key, limit: limitOf(deps, action), start: deps.clock.now(), lengthMs: HOUR_MS });
  if (!taken.ok) {
    const stored = await accountTimeZone(deps, { accountId });
    const zone = stored && DateTime.local().setZone(stored).isValid ? stored : 'UTC';
    throw refusal(action, taken.limit, DateTime.fromJSDate(taken.resetAt).setZone(zone).toFormat('HH:mm'), zone);
  }
  return () => giveBack(deps.db, key, taken.windowStart);
}
