import type { TaskDeps } from '../deps.js';
import { reapDeadWorkers } from '../../lib/worker-liveness.js';
import { releaseLeasesOf } from '../../modules/publishing/index.js';

/** A worker process silent this long is dead (it beats every 5 s). */
const PROCESS_STALE_MS = 30_000;

/**
 * Cron, every minute: worker processes that stopped beating are declared dead; their jobs are
 * unlocked for the live workers and their publishing leases released (publishing resumes from
 * the ledger, so nothing is published twice).
 */
export const reapWorkers = (deps: TaskDeps) => async () => {
  const dead = await reapDeadWorkers(deps.db, PROCESS_STALE_MS);
  if (!dead.length) return;
  const released = await releaseLeasesOf(deps, { processIds: dead });
  deps.log.warn({ dead, released }, 'dead worker processes reaped: their jobs are taken over');
};
