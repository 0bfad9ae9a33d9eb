import type { Deps } from '../../lib/deps.js';
import { platformAdminAddresses } from '../../modules/accounts/index.js';
import { sendBudgetAlert } from '../../modules/ai/index.js';

/**
 * ai_budget_alert, queued by ai once a month when the AI spending passes 80 % of the budget: mails
 * the platform admins (accounts knows who they are; ai may not ask). The payload names the month.
 */
export const aiBudgetAlert = (deps: Deps) => async (payload: unknown) => {
  const { month } = (payload ?? {}) as { month: string };
  const recipients = await platformAdminAddresses(deps);
  const sent = await sendBudgetAlert(deps, { month, recipients });
  if (sent) deps.log.info({ month, recipients: recipients.length }, 'AI budget alert sent');
};
