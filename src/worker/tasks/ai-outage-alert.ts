import type { Deps } from '../../lib/deps.js';
import { platformAdminAddresses } from '../../modules/accounts/index.js';
import { sendOutageAlert } from '../../modules/ai/index.js';

/**
 * ai_outage_alert, queued by ai (at most once an hour) when the AI service fails a clinic's request:
 * mails the platform admins the technical message the clinic was spared. The payload names the hour.
 */
export const aiOutageAlert = (deps: Deps) => async (payload: unknown) => {
  const { hour } = (payload ?? {}) as { hour: string };
  const recipients = await platformAdminAddresses(deps);
  const sent = await sendOutageAlert(deps, { hour, recipients });
  if (sent) deps.log.info({ hour, recipients: recipients.length }, 'AI service failure alert sent');
};
