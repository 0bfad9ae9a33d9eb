import type { TaskDeps } from '../deps.js';
import { collectInsights } from '../../modules/publishing/index.js';

/**
 * Cron, every five minutes: the insights of published posts that are due (about 1 h, 1 d, 7 d and
 * 28 d after publication; a story's within its 24 hours) are read into snapshots. Accounts Meta asks
 * to wait are left for a later run; each account reads at most INSIGHTS_READS_PER_RUN posts a run.
 */
export const collectInsightsTask = (deps: TaskDeps) => async () => {
  const report = await collectInsights(deps, {});
  if (report.read || report.deferred || report.deleted || report.expired || report.failed || report.refusedMetrics.length) {
    deps.log.info({ ...report }, 'insights read');
  }
};
