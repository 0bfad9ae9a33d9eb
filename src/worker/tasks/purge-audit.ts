import type { Deps } from '../../lib/deps.js';
import { purgeOldAudit } from '../../modules/accounts/index.js';

/** Cron, daily: deletes audit rows older than the retention (two years, accounts' AUDIT_RETENTION_DAYS). */
export const purgeAudit = (deps: Deps) => async () => {
  const removed = await purgeOldAudit(deps);
  if (removed) deps.log.info({ removed }, 'old audit rows purged');
};
