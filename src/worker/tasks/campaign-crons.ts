import os from 'node:os';
import type { TaskDeps } from '../deps.js';
import { rollPeriods, sweepDuePosts } from '../../modules/campaigns/index.js';
import { checkConnection } from '../../modules/publishing/index.js';

/** Cron, every minute: late scheduled posts are queued now, or marked missed after the grace period. */
export const sweepPosts = (deps: TaskDeps) => async () => {
  await sweepDuePosts(deps, { graceMs: deps.config.publishGraceMs });
};

/** Cron, hourly: active scheduling periods roll forward one week once the week before it has begun (locked per period). */
export const rollScheduledPeriods = (deps: TaskDeps) => async () => {
  const rolled = await rollPeriods(deps, { workerId: `${os.hostname()}:${process.pid}` });
  if (rolled) deps.log.info({ rolled }, 'scheduling periods rolled forward');
};

/**
 * Cron, hourly: the Facebook connections of accounts with posts due in the next two days are
 * checked, so an expired token is reported (screen and e-mail) before a post fails on it.
 */
export const checkConnections = (deps: TaskDeps) => async () => {
  const soon = new Date(deps.clock.now().getTime() + 48 * 3600_000);
  const accounts: { accountId: number }[] = await deps.db('bulkGeneratedPosts').distinct('accountId').where({ postStatus: 'scheduled' }).where('scheduledDate', '<=', soon);
  for (const { accountId } of accounts) {
    const state = await checkConnection(deps, accountId);
    if (state === 'needs_reconnection') deps.log.warn({ accountId }, 'Facebook connection needs reconnection before the next post');
  }
  await deps.db('facebookOauthStates').where('expiresAt', '<', new Date(deps.clock.now().getTime() - 86400_000)).delete();
};
