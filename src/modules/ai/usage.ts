import { DateTime } from 'luxon';
import { systemClock } from '../../lib/clock.js';
import { isAppError, tooMany } from '../../lib/errors.js';
import type { AiContext } from './context.js';
import { chooseProvider } from './ai-config.js';
import { costOf } from './prices.js';
import type { ProviderResult } from './providers/types.js';
import {
  claimBudgetAlert,
  countGenerations,
  insertUsage,
  lastGenerationAt,
  monthTotals,
  readConfiguration,
  type UsageRow,
} from './repo.js';
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
export async function getAiUsage(options: Pick<AiContext, 'db' | 'config' | 'clock'>): Promise<AiUsageView> {
  const now = (options.clock ?? systemClock).now();
  const p = periods(now);
  const stored = await readConfiguration(options.db);
  const [totals, generations, last] = await Promise.all([
    monthTotals(options.db, p.monthStart, p.monthEnd),
    countGenerations(options.db, p.dayStart, p.dayEnd),
    lastGenerationAt(options.db),
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
    provider: chooseProvider(stored, options.config).kind,
    paused: pauseReason(stored.settings, totals.costUsd, generations, chooseProvider(stored, options.config).kind),
  };
}

function pauseReason(settings: AiSettings, monthCost: number, todayGenerations: number, provider: 'offline' | 'openai'): AiUsageView['paused'] {
  if (!settings.autoPause) return null;
  if (provider === 'openai' && monthCost >= settings.monthlyBudgetUsd) return 'budget';
  if (todayGenerations >= settings.dailyGenerationLimit) return 'daily_limit';
  return null;
}

export function budgetPausedMessage(settings: AiSettings): string {
  return `AI generation is paused: this month's AI budget of $${settings.monthlyBudgetUsd.toFixed(2)} has been reached. Raise the monthly budget or turn off auto-pause in the AI configuration.`;
}

/**
 * Refuses a post generation when auto-pause is on and the daily limit or (for a paid provider) the
 * monthly budget is reached. Nothing has been written when it throws.
 */
export async function assertCanGenerate(ctx: AiContext, settings: AiSettings, provider: 'offline' | 'openai'): Promise<void> {
  const p = periods((ctx.clock ?? systemClock).now());
  const [generations, totals] = await Promise.all([countGenerations(ctx.db, p.dayStart, p.dayEnd), monthTotals(ctx.db, p.monthStart, p.monthEnd)]);
  const reason = pauseReason(settings, totals.costUsd, generations, provider);
  if (reason === 'daily_limit') {
    throw tooMany(`AI generation is paused: today's limit of ${settings.dailyGenerationLimit} generated posts has been reached. It resumes tomorrow (UTC), or raise the daily generation limit in the AI configuration.`);
  }
  if (reason === 'budget') throw tooMany(budgetPausedMessage(settings));
  if (!settings.autoPause && (generations >= settings.dailyGenerationLimit || (provider === 'openai' && totals.costUsd >= settings.monthlyBudgetUsd))) {
    ctx.log?.warn({ generations, costUsd: totals.costUsd }, 'AI limits reached; auto-pause is off, generating anyway');
  }
}

/** True when a paid call would go over the budget under auto-pause (callers then use the offline provider). */
export async function budgetExhausted(ctx: AiContext, settings: AiSettings): Promise<boolean> {
  if (!settings.autoPause) return false;
  const p = periods((ctx.clock ?? systemClock).now());
  const totals = await monthTotals(ctx.db, p.monthStart, p.monthEnd);
  return totals.costUsd >= settings.monthlyBudgetUsd;
}

/**
 * Runs one provider call and records it in the usage ledger, whether it succeeds or fails; then
 * sends the 80 % budget alert once a month when it is due.
 */
export async function metered<T>(
  ctx: AiContext,
  call: { purpose: UsageRow['purpose']; provider: 'offline' | 'openai'; model: string; selfHosted: boolean; settings: AiSettings },
  run: () => Promise<ProviderResult<T>>,
): Promise<ProviderResult<T>> {
  const clock = ctx.clock ?? systemClock;
  const started = Date.now();
  try {
    const result = await run();
    const cost = call.provider === 'offline' ? 0 : costOf(result.usage.model || call.model, result.usage.tokensIn, result.usage.tokensOut, { selfHosted: call.selfHosted });
    await insertUsage(ctx.db, {
      purpose: call.purpose,
      accountId: ctx.accountId ?? null,
      provider: call.provider,
      model: result.usage.model || call.model,
      tokensIn: result.usage.tokensIn,
      tokensOut: result.usage.tokensOut,
      costUsd: cost,
      durationMs: Date.now() - started,
      ok: true,
      error: null,
      createdAt: clock.now(),
    });
    if (cost > 0) await maybeSendBudgetAlert(ctx, call.settings);
    return result;
  } catch (error) {
    await insertUsage(ctx.db, {
      purpose: call.purpose,
      accountId: ctx.accountId ?? null,
      provider: call.provider,
      model: call.model,
      tokensIn: 0,
      tokensOut: 0,
      costUsd: 0,
      durationMs: Date.now() - started,
      ok: false,
      error: isAppError(error) ? error.message : String((error as Error)?.message ?? error),
      createdAt: clock.now(),
    }).catch((e) => ctx.log?.error({ err: e }, 'could not record AI usage'));
    throw error;
  }
}

async function maybeSendBudgetAlert(ctx: AiContext, settings: AiSettings): Promise<void> {
  if (!settings.sendBudgetAlerts || settings.monthlyBudgetUsd <= 0) return;
  const p = periods((ctx.clock ?? systemClock).now());
  const totals = await monthTotals(ctx.db, p.monthStart, p.monthEnd);
  if (totals.costUsd < settings.monthlyBudgetUsd * 0.8) return;
  if (!(await claimBudgetAlert(ctx.db, p.month))) return;
  const recipients = (await ctx.adminAddresses?.()) ?? [];
  const percent = Math.round((totals.costUsd / settings.monthlyBudgetUsd) * 100);
  if (!ctx.mail || recipients.length === 0) {
    ctx.log?.warn({ percent, recipients: recipients.length }, 'AI budget alert due but no mail transport or admin address');
    return;
  }
  await ctx.mail.send({
    to: recipients,
    subject: `AI budget alert: ${percent}% of this month's budget used`,
    text: [
      `The AI post generator has used $${totals.costUsd.toFixed(2)} of its $${settings.monthlyBudgetUsd.toFixed(2)} monthly budget (${percent}%) for ${p.month}.`,
      settings.autoPause
        ? 'Auto-pause is on: AI generation will stop when the budget is reached, until next month or until the budget is raised.'
        : 'Auto-pause is off: generation will continue past the budget.',
      'You can change the budget and alerts in the admin area under LLM Configuration → API Settings.',
    ].join('\n\n'),
  });
}
