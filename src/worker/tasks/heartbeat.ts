import type { TaskDeps } from '../deps.js';
import { beat } from '../../lib/heartbeat.js';

/** Cron, every minute: records that a worker is alive (GET /api/health reports its age). */
export const heartbeat = (deps: TaskDeps) => async () => {
  await beat(deps.db, deps.clock);
};
