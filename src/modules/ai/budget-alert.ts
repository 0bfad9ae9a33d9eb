import * as v from 'valibot';
import { DateTime } from 'luxon';
import type { Db } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { msg } from '../../lib/messages.js';
import { parse } from '../../lib/validate.js';
import './messages.js';
import { claimBudgetAlert, monthTotals, readConfiguration } from './repo.js';

/**
 * The 80 % budget alert. ai decides that it is due and queues it once a month; the worker's
 * `ai_budget_alert` task (src/worker/tasks/ai-budget-alert.ts) finds the platform admins' addresses
 * (accounts, which ai may not import) and calls `sendBudgetAlert`. So no AI call has to carry who
 * the alert would go to, and the mail no longer waits inside the provider call that crossed 80 %.
 */
export const AI_BUDGET_ALERT_TASK = 'ai_budget_alert';

/**
 * Marks the month's alert as sent and queues its job, in one transaction: once a month, never lost
 * between the two. Answers whether this caller queued it.
 */
export async function queueBudgetAlert(db: Db, month: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    if (!(await claimBudgetAlert(trx, month))) return false;
    await trx.raw(`select graphile_worker.add_job(?, json_build_object('month', ?::text), max_attempts => 8, job_key => ?)`, [
      AI_BUDGET_ALERT_TASK,
      month,
      `${AI_BUDGET_ALERT_TASK}:${month}`,
    ]);
    return true;
  });
}

/** What `sendBudgetAlert` takes: the month (UTC, yyyy-MM) and the platform admins' addresses. */
export const SendBudgetAlertInput = v.object({
  month: v.pipe(v.string(msg('ai.alertMonth')), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg('ai.alertMonth'))),
  recipients: v.array(v.pipe(v.string(msg('ai.alertRecipients')), v.maxLength(320, msg('ai.alertRecipients'))), msg('ai.alertRecipients')),
});

/**
 * Mails the month's AI budget alert (how much of the budget is used, what auto-pause will do) to the
 * recipients; answers whether it was sent. Not sent when alerts were turned off (or the budget set to
 * 0) since it was queued, or when there is nobody to send it to (logged).
 */
export async function sendBudgetAlert(deps: Deps, input: v.InferInput<typeof SendBudgetAlertInput>): Promise<boolean> {
  const { month, recipients } = parse(SendBudgetAlertInput, input);
  const { settings } = await readConfiguration(deps.db);
  if (!settings.sendBudgetAlerts || settings.monthlyBudgetUsd <= 0) return false;
  const start = DateTime.fromFormat(month, 'yyyy-MM', { zone: 'utc' });
  const totals = await monthTotals(deps.db, start.toJSDate(), start.plus({ months: 1 }).toJSDate());
  const percent = Math.round((totals.costUsd / settings.monthlyBudgetUsd) * 100);
  if (recipients.length === 0) {
    deps.log.warn({ percent, month }, 'AI budget alert due but no platform admin has an e-mail address');
    return false;
  }
  await deps.mail.send({
    to: recipients,
    kind: 'budget_alert',
    subject: `AI budget alert: ${percent}% of this month's budget used`,
    text: [
      `The AI post generator has used $${totals.costUsd.toFixed(2)} of its $${settings.monthlyBudgetUsd.toFixed(2)} monthly budget (${percent}%) for ${month}.`,
      settings.autoPause
        ? 'Auto-pause is on: AI generation will stop when the budget is reached, until next month or until the budget is raised.'
        : 'Auto-pause is off: generation will continue past the budget.',
      'You can change the budget and alerts in the admin area under LLM Configuration → API Settings.',
    ].join('\n\n'),
  });
  return true;
}
