import type { TaskDeps } from '../deps.js';
import { purgeExpiredSessions } from '../../modules/accounts/index.js';

/** Cron, hourly: deletes expired session rows (they are refused anyway; this keeps the table small). */
export const purgeSessions = (deps: TaskDeps) => async () => {
  const removed = await purgeExpiredSessions({ db: deps.db, clock: deps.clock });
  if (removed) deps.log.info({ removed }, 'expired sessions purged');
};
