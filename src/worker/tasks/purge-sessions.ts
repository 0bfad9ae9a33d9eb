import type { Deps } from '../../lib/deps.js';
import { purgeExpiredSessions } from '../../modules/accounts/index.js';

/** Cron, hourly: deletes expired session rows (they are refused anyway; this keeps the table small). */
export const purgeSessions = (deps: Deps) => async () => {
  const removed = await purgeExpiredSessions(deps);
  if (removed) deps.log.info({ removed }, 'expired sessions purged');
};
