import type { Db } from '../../lib/db.js';
import type { Clock } from '../../lib/clock.js';
import { tooMany } from '../../lib/errors.js';

/**
 * Failed sign-ins, counted in PostgreSQL so the limits hold across processes, in three counters:
 *
 * - the identity and the address together (`pair:`): `maxFailures` failures within `lockMinutes`
 *   lock that identity *from that address* for `lockMinutes`. An attacker's lock is the attacker's.
 * - the identity from every address (`identity:`): a leaky bucket of `maxFailures`, one failure
 *   leaking out every `lockMinutes / maxFailures` (3 minutes by default). Guesses from many
 *   addresses are slowed to that rate, the long-run rate the old 15-minute lock allowed, but never
 *   locked: a free place comes back within minutes.
 * - the address against every identity (`ip:`): a leaky bucket of `maxFailuresPerIp`, one leaking
 *   out every `lockMinutes / maxFailuresPerIp` (30 s). Password spraying from one address is slowed
 *   to that rate.
 *
 * An address an identity signed in from in the last `KNOWN_ADDRESS_DAYS` days is known for it: its
 * attempts count against the pair only, so neither an attack on the identity from elsewhere nor
 * spraying from the same network (an office, a shared connection) slows its owner down. An attacker
 * on that very network is held by the pair's limit.
 *
 * An attempt takes its place in its counters in one upsert *before* the password is checked
 * (`reserveAttempt`), and only an attempt whose new counts are within the limits is checked:
 * checking first and counting after let parallel guesses all pass before any of them was counted.
 * A refused or successful attempt gives its place back, so the counters hold failures (and
 * attempts still being checked), never successes.
 */
export interface ThrottlePolicy {
  maxFailures: number;
  maxFailuresPerIp: number;
  lockMinutes: number;
}

/** How long a successful sign-in makes its address known for the identity. */
const KNOWN_ADDRESS_DAYS = 30;

export interface ThrottleKeys {
  /** `<kind>:<name>`, the identity as login_known_addresses names it. */
  who: string;
  address: string;
  pair: string;
  identity: string;
  ip: string;
}

export const throttleKeys = (kind: 'admin' | 'business' | 'reset', identity: string, ip: string): ThrottleKeys => {
  const who = `${kind}:${identity.trim().toLowerCase()}`;
  // An address never holds '|', so the pair's key splits at its last one.
  return { who, address: ip, pair: `pair:${who}|${ip}`, identity: `identity:${who}`, ip: `ip:${ip}` };
};

/** The counters an attempt holds a place in, to record its outcome against. */
export interface Reservation {
  keys: ThrottleKeys;
  held: string[];
}

/** The refusal, saying in how many minutes a place frees (one minute has a sentence of its own: Greek and English inflect). */
const locked = (minutes: number) => (minutes === 1 ? tooMany('accounts.lockedOneMinute') : tooMany('accounts.locked', { minutes }));

interface CounterRow {
  key: string;
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

/** Seconds for one failure to leak out of the identity's and the address's buckets. */
const leakSeconds = (policy: ThrottlePolicy) => ({
  identity: (policy.lockMinutes * 60) / policy.maxFailures,
  ip: (policy.lockMinutes * 60) / policy.maxFailuresPerIp,
});

async function isKnownAddress(db: Db, keys: ThrottleKeys, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
  return Boolean(await db('loginKnownAddresses').where({ identity: keys.who, ip: keys.address }).where('signedInAt', '>', since).first('ip'));
}

/**
 * Counts this attempt in its counters in one atomic upsert and decides from the new counts: a
 * pair over its limit or locked, or a bucket over its size, is a 429 saying when a place frees
 * (and the attempt is given back). From a known address only the pair counts.
 */
export async function reserveAttempt(db: Db, clock: Clock, policy: ThrottlePolicy, keys: ThrottleKeys): Promise<Reservation> {
  const now = clock.now();
  const known = await isKnownAddress(db, keys, now);
  // Sorted, so every attempt takes its row locks in the same order: parallel attempts queue and never deadlock.
  const held = (known ? [keys.pair] : [keys.pair, keys.identity, keys.ip]).sort();
  const every = leakSeconds(policy);
  const windowStart = new Date(now.getTime() - policy.lockMinutes * 60_000);
  // A pair's window that ended with no lock running starts again at 1. A bucket first leaks what
  // the time since its last leak let out (whole failures; the clock keeps the remainder).
  const pairExpired = `(t.window_started_at < :windowStart and (t.locked_until is null or t.locked_until <= :now))`;
  const interval = `cast(case when t.key like 'ip:%' then :ipEvery else :identityEvery end as float8)`;
  const leaked = `cast(greatest(floor(extract(epoch from (cast(:now as timestamptz) - t.window_started_at)) / ${interval}), 0) as int)`;
  const isPair = `t.key like 'pair:%'`;
  const values = held.map((_, i) => `(:key${i}, 1, :now, null)`).join(', ');
  const result = await db.raw(
    `insert into login_throttles as t (key, failures, window_started_at, locked_until)
     values ${values}
     on conflict (key) do update set
       failures = case when ${isPair} then (case when ${pairExpired} then 1 else t.failures + 1 end)
                       else greatest(t.failures - ${leaked}, 0) + 1 end,
       window_started_at = case when ${isPair} then (case when ${pairExpired} then excluded.window_started_at else t.window_started_at end)
                                when t.failures - ${leaked} <= 0 then excluded.window_started_at
                                else t.window_started_at + make_interval(secs => ${leaked} * ${interval}) end,
       locked_until = case when ${isPair} and ${pairExpired} then null else t.locked_until end
     returning key, failures, window_started_at, locked_until`,
    { ...Object.fromEntries(held.map((key, i) => [`key${i}`, key])), now, windowStart, identityEvery: every.identity, ipEvery: every.ip },
  );
  const rows: CounterRow[] = result.rows;
  const lockMs = policy.lockMinutes * 60_000;
  const waits: number[] = [];
  for (const row of rows) {
    const leakClock = new Date(row.windowStartedAt).getTime();
    if (row.key === keys.pair) {
      const lockedUntil = row.lockedUntil ? new Date(row.lockedUntil).getTime() : 0;
      // A pair over its limit whose lock is not written yet (its last failures are still being
      // checked) stays refused at least until its window ends.
      if (lockedUntil > now.getTime()) waits.push(lockedUntil);
      else if (row.failures > policy.maxFailures) waits.push(leakClock + lockMs);
    } else if (row.key === keys.identity && row.failures > policy.maxFailures) waits.push(leakClock + every.identity * 1000);
    else if (row.key === keys.ip && row.failures > policy.maxFailuresPerIp) waits.push(leakClock + every.ip * 1000);
  }
  if (!waits.length) return { keys, held };
  await giveBack(db, held);
  throw locked(Math.max(1, Math.ceil((Math.max(...waits) - now.getTime()) / 60_000)));
}

async function giveBack(db: Db, keys: string[]): Promise<void> {
  if (!keys.length) return;
  // Rows locked in key order, as reserveAttempt's upsert takes them: an UPDATE ... WHERE key IN (...)
  // locks in the order it finds rows on disk, and two statements locking two rows in opposite
  // orders deadlock (40P01, a 500 for a sign-in).
  await db.raw(
    `update login_throttles t set failures = greatest(t.failures - 1, 0)
     from (select key from login_throttles where key = any(?) order by key for update) s
     where t.key = s.key`,
    [keys],
  );
}

/** The checked password was wrong: its places in the counters stay, and a pair at its limit is locked for `lockMinutes`. */
export async function recordFailure(db: Db, clock: Clock, policy: ThrottlePolicy, reservation: Reservation): Promise<void> {
  const lockUntil = new Date(clock.now().getTime() + policy.lockMinutes * 60_000);
  await db('login_throttles').where({ key: reservation.keys.pair }).where('failures', '>=', policy.maxFailures).update({ lockedUntil: lockUntil });
}

/**
 * A successful sign-in clears the pair's counter, gives the identity and the address their places
 * back (their other failures stay: someone else may be guessing), and makes the address known
 * for the identity.
 */
export async function recordSuccess(db: Db, clock: Clock, reservation: Reservation): Promise<void> {
  const { keys } = reservation;
  await db('login_throttles').where({ key: keys.pair }).delete();
  await giveBack(
    db,
    reservation.held.filter((key) => key !== keys.pair),
  );
  await db('loginKnownAddresses')
    .insert({ identity: keys.who, ip: keys.address, signedInAt: clock.now() })
    .onConflict(['identity', 'ip'])
    .merge(['signedInAt']);
}
