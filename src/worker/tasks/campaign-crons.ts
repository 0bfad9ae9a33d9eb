import os from 'node:os';
import type { TaskDeps } from '../deps.js';
import { checkUpcomingConnections, rollPeriods, sweepDuePosts } from '../../modules/campaigns/index.js';
import { fillPermalinks, purgeExpiredOAuthStates } from '../../modules/publishing/index.js';

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
  for (const accountId of await checkUpcomingConnections(deps, { withinMs: 48 * 3600_000 })) {
    deps.log.warn({ accountId }, 'Facebook connection needs reconnection before the next post');
  }
  await purgeExpiredOAuthStates(deps);
};

/** Cron, every minute: the links of posts a scheduled run published without asking for them (issue 19). */
export const fillPostLinks = (deps: TaskDeps) => async () => {
  const { filled, asked } = await fillPermalinks(deps);
  if (asked) deps.log.info({ filled, asked }, 'fill_permalinks');
};
