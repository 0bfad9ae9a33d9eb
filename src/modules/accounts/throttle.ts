import type { Db } from '../../lib/db.js';
import type { Clock } from '../../lib/clock.js';
import { tooMany } from '../../lib/errors.js';

/**
 * Failed sign-ins are counted per identity and per IP in PostgreSQL, so the limits hold across
 * processes. `maxFailures` failures within `lockMinutes` lock that key for `lockMinutes`.
 */
export interface ThrottlePolicy {
  maxFailures: number;
  maxFailuresPerIp: number;
  lockMinutes: number;
}

export const throttleKeys = (kind: 'admin' | 'business', identity: string, ip: string) => ({
  identity: `identity:${kind}:${identity.trim().toLowerCase()}`,
  ip: `ip:${ip}`,
});

function lockedMessage(minutes: number) {
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Throws 429 when either key is locked. */
export async function assertNotThrottled(db: Db, clock: Clock, keys: string[]): Promise<void> {
  const now = clock.now();
  const rows = await db('login_throttles').whereIn('key', keys).where('locked_until', '>', now).select('lockedUntil');
  if (rows.length) {
    const until = Math.max(...rows.map((r) => new Date(r.lockedUntil).getTime()));
    throw tooMany(lockedMessage(Math.max(1, Math.ceil((until - now.getTime()) / 60_000))));
  }
}

/** Counts a failure against each key (atomic upsert), locking a key that reaches its limit. */
export async function recordFailure(db: Db, clock: Clock, policy: ThrottlePolicy, keys: { identity: string; ip: string }): Promise<void> {
  const now = clock.now();
  const windowStart = new Date(now.getTime() - policy.lockMinutes * 60_000);
  const lockUntil = new Date(now.getTime() + policy.lockMinutes * 60_000);
  for (const [key, limit] of [
    [keys.identity, policy.maxFailures],
    [keys.ip, policy.maxFailuresPerIp],
  ] as const) {
    await db.raw(
      `insert into login_throttles (key, failures, window_started_at, locked_until)
       values (?, 1, ?, case when 1 >= ? then ?::timestamptz else null end)
       on conflict (key) do update set
         failures = case when login_throttles.window_started_at < ? then 1 else login_throttles.failures + 1 end,
         window_started_at = case when login_throttles.window_started_at < ? then excluded.window_started_at else login_throttles.window_started_at end,
         locked_until = case
           when (case when login_throttles.window_started_at < ? then 1 else login_throttles.failures + 1 end) >= ? then ?::timestamptz
           else login_throttles.locked_until end`,
      [key, now, limit, lockUntil, windowStart, windowStart, windowStart, limit, lockUntil],
    );
  }
}

/** A successful sign-in clears the identity's counter (the IP's stays: it may be guessing many names). */
export async function clearFailures(db: Db, identityKey: string): Promise<void> {
  await db('login_throttles').where({ key: identityKey }).delete();
}
