import { DateTime } from 'luxon';
import * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { tooMany, type AppError } from '../../lib/errors.js';
import './messages.js';
import { giveBack, readUse, takeUse, type LimitState, type LimitWindow } from '../../lib/rate-limit.js';
import { parse } from '../../lib/validate.js';
import { serviceFailing } from './outage.js';
import { chooseProvider } from './ai-config.js';
import { readConfiguration } from './repo.js';
import { AiAllowanceInput, WithAiAllowanceInput } from './schema.js';

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
function allowanceUsed(state: Pick<LimitState, 'limit' | 'resetAt'>, accountZone?: string | null): AppError {
  const zone = zoneOf(accountZone);
  const time = DateTime.fromJSDate(state.resetAt).setZone(zone).toFormat('HH:mm');
  return tooMany(
    'ai.allowanceUsed',
    { limit: state.limit, time, zone },
    {
      extra: { allowance: { limit: state.limit, used: state.limit, remaining: 0, resetsAt: state.resetAt.toISOString(), zone } },
    },
  );
}

/** Who pays for an AI generation: the account (none: nothing is counted) and its zone. */
export interface AllowancePayer {
  accountId: number | null;
  accountZone: string | null;
}

/**
 * Takes one use of the account's allowance for an AI generation; throws the 429 when none is left.
 * Answers how to give it back (the generation failed before the provider wrote anything useful).
 * No account: nothing is counted.
 */
export async function reserveAllowance(deps: Deps, payer: AllowancePayer, limit: number): Promise<() => Promise<void>> {
  if (payer.accountId === null) return async () => undefined;
  const window = allowanceWindow(payer.accountId, limit, deps.clock.now());
  const taken = await takeUse(deps.db, window);
  if (!taken.ok) throw allowanceUsed(taken, payer.accountZone);
  return () => giveBack(deps.db, window.key, taken.windowStart);
}

/**
 * Runs one action of several AI calls against the account's allowance (the saved setting): one use
 * is taken before `run`, and given back when `run` throws. For callers outside the ai module whose
 * one action makes several calls (the AI product preview: two descriptions and a ranking); `run` is
 * the caller's work, not input.
 */
export async function withAiAllowance<T>(deps: Deps, input: v.InferInput<typeof WithAiAllowanceInput>, run: () => Promise<T>): Promise<T> {
  const payer = parse(WithAiAllowanceInput, input);
  if (payer.accountId === null) return run();
  const { settings } = await readConfiguration(deps.db);
  const release = await reserveAllowance(deps, payer, settings.accountDailyAllowance);
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
  /**
   * Who writes the posts: 'offline' is the demo writer, in use until the platform connects an AI
   * provider; while the AI service fails clinics' requests, 'fallback' (the demo writer stands in,
   * as the admin allows) or 'unavailable' (writing waits until the service is back).
   */
  writer: 'offline' | 'openai' | 'fallback' | 'unavailable';
}

/** What is left of the account's allowance today ("AI writing left today: N of M"). */
export async function getAiAllowance(deps: Deps, input: v.InferInput<typeof AiAllowanceInput>): Promise<AiAllowanceView> {
  const { accountId, accountZone } = parse(AiAllowanceInput, input);
  const stored = await readConfiguration(deps.db);
  const state = await readUse(deps.db, allowanceWindow(accountId, stored.settings.accountDailyAllowance, deps.clock.now()));
  const used = Math.min(state.used, state.limit);
  const provider = chooseProvider(stored, deps.config).kind;
  const writer = provider === 'openai' && serviceFailing(stored, deps.clock.now()) ? (stored.settings.offlineFallback ? 'fallback' : 'unavailable') : provider;
  return { limit: state.limit, used, remaining: state.limit - used, resetsAt: state.resetAt.toISOString(), zone: zoneOf(accountZone), writer };
}
