import type { Db } from '../../lib/db.js';
import type { Clock } from '../../lib/clock.js';
import { tooMany } from '../../lib/errors.js';

/**
 * Failed sign-ins are counted per identity and per IP in PostgreSQL, so the limits hold across
 * processes. `maxFailures` failures within `lockMinutes` lock that key for `lockMinutes`.
 *
 * An attempt takes its place in both counters in one statement *before* the password is checked
 * (`reserveAttempt`), and only an attempt whose new count is within the limit is checked. Checking
 * first and counting after let parallel guesses all pass the check before any of them was counted.
 * A refused or successful attempt gives its place back, so the counters hold failures (and
 * attempts still being checked), never successes.
 */
export interface ThrottlePolicy {
  maxFailures: number;
  maxFailuresPerIp: number;
  lockMinutes: number;
}

export interface ThrottleKeys {
  identity: string;
  ip: string;
}

export const throttleKeys = (kind: 'admin' | 'business', identity: string, ip: string): ThrottleKeys => ({
  identity: `identity:${kind}:${identity.trim().toLowerCase()}`,
  ip: `ip:${ip}`,
});

function lockedMessage(minutes: number) {
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const limitOf = (policy: ThrottlePolicy, keys: ThrottleKeys, key: string) => (key === keys.identity ? policy.maxFailures : policy.maxFailuresPerIp);

interface CounterRow {
  key: string;
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

/**
 * Counts this attempt against the identity and the IP in one atomic upsert and decides from the
 * new counts: over either limit, or either key locked, is a 429 (and the attempt is given back).
 * A window that ended, with no lock running, starts again at 1.
 */
export async function reserveAttempt(db: Db, clock: Clock, policy: ThrottlePolicy, keys: ThrottleKeys): Promise<void> {
  const now = clock.now();
  const windowStart = new Date(now.getTime() - policy.lockMinutes * 60_000);
  const expired = `(t.window_started_at < :windowStart and (t.locked_until is null or t.locked_until <= :now))`;
  // The identity row is always listed (so locked) before the IP row: every attempt takes the two
  // row locks in the same order, so parallel attempts queue and never deadlock.
  const result = await db.raw(
    `insert into login_throttles as t (key, failures, window_started_at, locked_until)
     values (:identity, 1, :now, null), (:ip, 1, :now, null)
     on conflict (key) do update set
       failures = case when ${expired} then 1 else t.failures + 1 end,
       window_started_at = case when ${expired} then excluded.window_started_at else t.window_started_at end,
       locked_until = case when ${expired} then null else t.locked_until end
     returning key, failures, window_started_at, locked_until`,
    { identity: keys.identity, ip: keys.ip, now, windowStart },
  );
  const rows: CounterRow[] = result.rows;
  const over = rows.filter((r) => r.failures > limitOf(policy, keys, r.key) || (r.lockedUntil && new Date(r.lockedUntil) > now));
  if (!over.length) return;
  await giveBack(db, [keys.identity, keys.ip]);
  const lockMs = policy.lockMinutes * 60_000;
  // A key over its limit whose lock is not written yet (its last failures are still being
  // checked) stays refused at least until its window ends.
  const until = Math.max(...over.map((r) => (r.lockedUntil ? new Date(r.lockedUntil).getTime() : new Date(r.windowStartedAt).getTime() + lockMs)));
  throw tooMany(lockedMessage(Math.max(1, Math.ceil((until - now.getTime()) / 60_000))));
}

async function giveBack(db: Db, keys: string[]): Promise<void> {
  await db('login_throttles').whereIn('key', keys).update({ failures: db.raw('greatest(failures - 1, 0)') });
}

/** The checked password was wrong: its place in the counters stays, and a key at its limit is locked for `lockMinutes`. */
export async function recordFailure(db: Db, clock: Clock, policy: ThrottlePolicy, keys: ThrottleKeys): Promise<void> {
  const lockUntil = new Date(clock.now().getTime() + policy.lockMinutes * 60_000);
  await db.raw(
    `update login_throttles set locked_until = ?
      where (key = ? and failures >= ?) or (key = ? and failures >= ?)`,
    [lockUntil, keys.identity, policy.maxFailures, keys.ip, policy.maxFailuresPerIp],
  );
}

/**
 * A successful sign-in clears the identity's counter and gives the IP its place back (the IP's
 * failures stay: it may be guessing many names). A lock an IP got only from attempts that were
 * still being checked is lifted once its count is back under the limit.
 */
export async function recordSuccess(db: Db, policy: ThrottlePolicy, keys: ThrottleKeys): Promise<void> {
  await db('login_throttles').where({ key: keys.identity }).delete();
  await db.raw(
    `update login_throttles
        set failures = greatest(failures - 1, 0),
            locked_until = case when failures - 1 < ? then null else locked_until end
      where key = ?`,
    [policy.maxFailuresPerIp, keys.ip],
  );
}
