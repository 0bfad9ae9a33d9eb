import { DateTime } from 'luxon';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { Db } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { giveBack, readUse, takeUse, type LimitState, type LimitWindow } from '../../lib/rate-limit.js';
import type { AiContext } from './context.js';
import { readConfiguration } from './repo.js';

/**
 * The per-account daily AI allowance: every AI generation a business account causes (a post
 * written, generated again or written for its period; an AI product preview; a compliance second
 * opinion) takes one use of its allowance before the provider is called, so one clinic can never
 * use up the platform's daily generation limit alone. Days are UTC days, like the platform limit:
 * a day keyed by the account's own zone could be restarted by changing the zone in Setup. Calls
 * without an account (platform admins, the connection test) count only against the platform limit.
 */
const DAY_MS = 24 * 3600_000;

function allowanceWindow(accountId: number, limit: number, now: Date): LimitWindow {
  return { key: `ai:account:${accountId}`, limit, start: DateTime.fromJSDate(now, { zone: 'utc' }).startOf('day').toJSDate(), lengthMs: DAY_MS };
}

/** The zone the reset time is told in: the account's (Setup), else UTC. */
const zoneOf = (zone: string | null | undefined) => (zone && DateTime.local().setZone(zone).isValid ? zone : 'UTC');

/** The 429 of an account whose allowance is used up, saying when it resets in the account's zone. */
export function allowanceUsed(state: Pick<LimitState, 'limit' | 'resetAt'>, accountZone?: string | null): AppError {
  const zone = zoneOf(accountZone);
  const time = DateTime.fromJSDate(state.resetAt).setZone(zone).toFormat('HH:mm');
  return new AppError('too_many', `You have used today's ${state.limit} AI generations. They reset at ${time} (${zone}).`, {
    extra: { allowance: { limit: state.limit, used: state.limit, remaining: 0, resetsAt: state.resetAt.toISOString(), zone } },
  });
}

/**
 * Takes one use of the account's allowance for an AI generation; throws the 429 when none is left.
 * Answers how to give it back (the generation failed before the provider wrote anything useful).
 * No account: nothing is counted.
 */
export async function reserveAllowance(ctx: Pick<AiContext, 'db' | 'clock' | 'accountId' | 'accountZone'>, limit: number): Promise<() => Promise<void>> {
  if (ctx.accountId == null) return async () => undefined;
  const window = allowanceWindow(ctx.accountId, limit, (ctx.clock ?? systemClock).now());
  const taken = await takeUse(ctx.db, window);
  if (!taken.ok) throw allowanceUsed(taken, ctx.accountZone);
  return () => giveBack(ctx.db, window.key, taken.windowStart);
}

/**
 * Runs one AI generation against the account's allowance (the saved setting): one use is taken
 * before `run`, and given back when `run` throws. For callers outside the ai module whose one
 * action makes several calls (the AI product preview: two descriptions and a ranking).
 */
export async function withAiAllowance<T>(ctx: Pick<AiContext, 'db' | 'clock' | 'accountId' | 'accountZone'>, run: () => Promise<T>): Promise<T> {
  if (ctx.accountId == null) return run();
  const { settings } = await readConfiguration(ctx.db);
  const release = await reserveAllowance(ctx, settings.accountDailyAllowance);
  try {
    return await run();
  } catch (error) {
    await release().catch(() => undefined);
    throw error;
  }
}

export interface AiAllowanceView {
  /** Generations a day (the AI configuration's allowance per clinic). */
  limit: number;
  used: number;
  remaining: number;
  /** The next UTC midnight. */
  resetsAt: string;
  /** The zone `resetsAt` is shown in: the account's, else UTC. */
  zone: string;
}

/** What is left of the account's allowance today ("AI writing left today: N of M"). */
export async function getAiAllowance(options: { db: Db; clock?: Clock; accountId: number; accountZone?: string | null }): Promise<AiAllowanceView> {
  const { settings } = await readConfiguration(options.db);
  const state = await readUse(options.db, allowanceWindow(options.accountId, settings.accountDailyAllowance, (options.clock ?? systemClock).now()));
  const used = Math.min(state.used, state.limit);
  return { limit: state.limit, used, remaining: state.limit - used, resetsAt: state.resetAt.toISOString(), zone: zoneOf(options.accountZone) };
}
