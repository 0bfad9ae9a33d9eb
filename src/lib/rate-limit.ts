import type { Db } from './db.js';

/**
 * Counted limits in PostgreSQL (`rate_limits`), so they hold across any number of web and worker
 * processes: "at most `limit` uses per window" for a key such as `test_email:account:12`.
 *
 * A use is taken in one upsert *before* the work it allows: the row lock of `on conflict do update`
 * makes parallel takers queue, and each sees the count the one before it left, so N + 5 requests
 * at once let exactly N through. (Counting after the work, or reading the count and then writing,
 * lets parallel requests all pass the check before any of them is counted.) A use whose work
 * failed before it cost anything can be given back (`giveBack`).
 *
 * A window begins at `start` and lasts `lengthMs`: pass the current instant for a rolling window
 * that begins with its first use ("5 an hour"), or the period's beginning for calendar windows
 * (the UTC day of the AI allowance). A stored window is over once it began `lengthMs` or more
 * before `start`; the next use then opens a new one.
 */
export interface LimitWindow {
  key: string;
  limit: number;
  /** Where a new window starts: now (rolling), or the beginning of the current period (calendar). */
  start: Date;
  lengthMs: number;
}

export interface LimitState {
  /** Uses counted in the current window, this one included when it was taken. */
  used: number;
  limit: number;
  /** When the current window ends (a use is possible again then when none is left). */
  resetAt: Date;
  /** The current window's start: what `giveBack` needs. */
  windowStart: Date;
}

export type Taken = LimitState & { ok: boolean };

/** Takes one use of `window` if one is left; `ok: false` (nothing counted) when the limit is reached. */
export async function takeUse(db: Db, window: LimitWindow): Promise<Taken> {
  const overBefore = new Date(window.start.getTime() - window.lengthMs);
  const over = `r.window_start <= cast(:overBefore as timestamptz)`;
  const result = await db.raw(
    `insert into rate_limits as r (key, window_start, used)
     select cast(:key as text), cast(:start as timestamptz), 1 where cast(:limit as integer) >= 1
     on conflict (key) do update set
       used = case when ${over} then 1 else r.used + 1 end,
       window_start = case when ${over} then excluded.window_start else r.window_start end
     where cast(:limit as integer) >= 1 and (${over} or r.used < cast(:limit as integer))
     returning used, window_start`,
    { key: window.key, start: window.start, limit: window.limit, overBefore },
  );
  const row: { used: number; windowStart: Date } | undefined = result.rows[0];
  if (row) return { ok: true, ...state(window, row.used, new Date(row.windowStart)) };
  return { ok: false, ...(await readUse(db, window)) };
}

/** Gives back a use taken in the window that began at `windowStart` (not one of a later window). */
export async function giveBack(db: Db, key: string, windowStart: Date): Promise<void> {
  await db('rate_limits')
    .where({ key, windowStart })
    .update({ used: db.raw('greatest(used - 1, 0)') });
}

/** The current window's count without taking a use (0 when no window is running). */
export async function readUse(db: Db, window: LimitWindow): Promise<LimitState> {
  const row: { used: number; windowStart: Date } | undefined = await db('rate_limits').where({ key: window.key }).first('used', 'windowStart');
  const running = row && new Date(row.windowStart).getTime() > window.start.getTime() - window.lengthMs;
  return running ? state(window, row.used, new Date(row.windowStart)) : state(window, 0, window.start);
}

function state(window: LimitWindow, used: number, windowStart: Date): LimitState {
  return { used, limit: window.limit, resetAt: new Date(windowStart.getTime() + window.lengthMs), windowStart };
}
