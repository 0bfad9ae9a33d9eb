import { DateTime } from 'luxon';
import { isAppError, tooMany } from '../../lib/errors.js';
import './messages.js';
import type { Deps } from '../../lib/deps.js';
import { chooseProvider } from './ai-config.js';
import { costOf } from './prices.js';
import type { ProviderResult } from './providers/types.js';
import { queueBudgetAlert } from './budget-alert.js';
import { countGenerations, insertUsage, lastGenerationAt, monthTotals, readConfiguration, type UsageRow } from './repo.js';
import type { AiSettings } from './schema.js';

/** Usage periods are UTC calendar months and days. */
function periods(now: Date) {
  const t = DateTime.fromJSDate(now, { zone: 'utc' });
  return {
    monthStart: t.startOf('month').toJSDate(),
    monthEnd: t.startOf('month').plus({ months: 1 }).toJSDate(),
    dayStart: t.startOf('day').toJSDate(),
    dayEnd: t.startOf('day').plus({ days: 1 }).toJSDate(),
    month: t.toFormat('yyyy-MM'),
  };
}

export interface AiUsageView {
  month: { tokensIn: number; tokensOut: number; tokens: number; costUsd: number; budgetUsd: number; budgetUsedPercent: number };
  today: { generations: number; limit: number };
  lastGenerationAt: string | null;
  provider: 'offline' | 'openai';
  /** Why generation is refused right now (auto-pause), if it is. */
  paused: null | 'budget' | 'daily_limit';
}

/** This month's tokens and cost, today's generations and the last generation time. */
export async function getAiUsage(deps: Deps): Promise<AiUsageView> {
  const p = periods(deps.clock.now());
  const stored = await readConfiguration(deps.db);
  const [totals, generations, last] = await Promise.all([
    monthTotals(deps.db, p.monthStart, p.monthEnd),
    countGenerations(deps.db, p.dayStart, p.dayEnd),
    lastGenerationAt(deps.db),
  ]);
  const budget = stored.settings.monthlyBudgetUsd;
  return {
    month: {
      tokensIn: totals.tokensIn,
      tokensOut: totals.tokensOut,
      tokens: totals.tokensIn + totals.tokensOut,
      costUsd: Math.round(totals.costUsd * 10000) / 10000,
      budgetUsd: budget,
      budgetUsedPercent: budget > 0 ? Math.round((totals.costUsd / budget) * 1000) / 10 : totals.costUsd > 0 ? 100 : 0,
    },
    today: { generations, limit: stored.settings.dailyGenerationLimit },
    lastGenerationAt: last ? new Date(last).toISOString() : null,
    provider: chooseProvider(stored, deps.config).kind,
    paused: pauseReason(stored.settings, totals.costUsd, generations, chooseProvider(stored, deps.config).kind),
  };
}

function pauseReason(settings: AiSettings, monthCost: number, todayGenerations: number, provider: 'offline' | 'openai'): AiUsageView['paused'] {
  if (!settings.autoPause) return null;
  if (provider === 'openai' && monthCost >= settings.monthlyBudgetUsd) return 'budget';
  if (todayGenerations >= settings.dailyGenerationLimit) return 'daily_limit';
  return null;
}

/**
 * Refuses a post generation when auto-pause is on and the daily limit or (for a paid provider) the
 * monthly budget is reached. Nothing has been written when it throws.
 */
export async function assertCanGenerate(deps: Deps, settings: AiSettings, provider: 'offline' | 'openai'): Promise<void> {
  const p = periods(deps.clock.now());
  const [generations, totals] = await Promise.all([countGenerations(deps.db, p.dayStart, p.dayEnd), monthTotals(deps.db, p.monthStart, p.monthEnd)]);
  const reason = pauseReason(settings, totals.costUsd, generations, provider);
  if (reason === 'daily_limit') {
    throw tooMany('ai.dailyLimitReached', { limit: settings.dailyGenerationLimit });
  }
  if (reason === 'budget') throw tooMany('ai.budgetReached', { budget: settings.monthlyBudgetUsd.toFixed(2) });
  if (!settings.autoPause && (generations >= settings.dailyGenerationLimit || (provider === 'openai' && totals.costUsd >= settings.monthlyBudgetUsd))) {
    deps.log.warn({ generations, costUsd: totals.costUsd }, 'AI limits reached; auto-pause is off, generating anyway');
  }
}

/** True when a paid call would go over the budget under auto-pause (callers then use the offline provider). */
export async function budgetExhausted(deps: Deps, settings: AiSettings): Promise<boolean> {
  if (!settings.autoPause) return false;
  const p = periods(deps.clock.now());
  const totals = await monthTotals(deps.db, p.monthStart, p.monthEnd);
  return totals.costUsd >= settings.monthlyBudgetUsd;
}

/**
 * Runs one provider call and records it in the usage ledger (for `accountId`, null: no account),
 * whether it succeeds or fails; then queues the 80 % budget alert once a month when it is due.
 */
export async function metered<T>(
  deps: Deps,
  accountId: number | null,
  call: { purpose: UsageRow['purpose']; provider: 'offline' | 'openai'; model: string; selfHosted: boolean; settings: AiSettings },
  run: () => Promise<ProviderResult<T>>,
): Promise<ProviderResult<T>> {
  const started = Date.now();
  try {
    const result = await run();
    const cost =
      call.provider === 'offline'
        ? 0
        : costOf(result.usage.model || call.model, result.usage.tokensIn, result.usage.tokensOut, { selfHosted: call.selfHosted });
    await insertUsage(deps.db, {
      purpose: call.purpose,
      accountId,
      provider: call.provider,
      model: result.usage.model || call.model,
      tokensIn: result.usage.tokensIn,
      tokensOut: result.usage.tokensOut,
      costUsd: cost,
      durationMs: Date.now() - started,
      ok: true,
      error: null,
      createdAt: deps.clock.now(),
    });
    if (cost > 0) await maybeQueueBudgetAlert(deps, call.settings);
    return result;
  } catch (error) {
    await insertUsage(deps.db, {
      purpose: call.purpose,
      accountId,
      provider: call.provider,
      model: call.model,
      tokensIn: 0,
      tokensOut: 0,
      costUsd: 0,
      durationMs: Date.now() - started,
      ok: false,
      error: isAppError(error) ? error.message : String((error as Error)?.message ?? error),
      createdAt: deps.clock.now(),
    }).catch((e) => deps.log.error({ err: e }, 'could not record AI usage'));
    throw error;
  }
}

/** Queues the month's 80 % budget alert (budget-alert.ts) once the month's cost reaches it. */
async function maybeQueueBudgetAlert(deps: Deps, settings: AiSettings): Promise<void> {
  if (!settings.sendBudgetAlerts || settings.monthlyBudgetUsd <= 0) return;
  const p = periods(deps.clock.now());
  const totals = await monthTotals(deps.db, p.monthStart, p.monthEnd);
  if (totals.costUsd < settings.monthlyBudgetUsd * 0.8) return;
  await queueBudgetAlert(deps.db, p.month);
}
