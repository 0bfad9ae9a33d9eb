import type { TaskDeps } from '../deps.js';
import { purgeOldAudit } from '../../modules/accounts/index.js';

/** Cron, daily: deletes audit rows older than the retention (two years, accounts.AUDIT_RETENTION_DAYS). */
export const purgeAudit = (deps: TaskDeps) => async () => {
  const removed = await purgeOldAudit({ db: deps.db, clock: deps.clock });
  if (removed) deps.log.info({ removed }, 'old audit rows purged');
};
