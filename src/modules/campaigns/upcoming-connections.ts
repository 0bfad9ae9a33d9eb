import type { Deps } from '../../lib/deps.js';
import { checkConnection } from '../publishing/index.js';
import { nowOf, type CampaignsContext } from './context.js';

/**
 * Checks the Facebook connection of every account with a scheduled post due within `withinMs`, so
 * an expired token is reported (screen and e-mail, by publishing) before a post fails on it.
 * Answers the accounts whose connection needs reconnecting.
 */
export async function checkUpcomingConnections(ctx: CampaignsContext, options: { withinMs: number }): Promise<number[]> {
  const soon = new Date(nowOf(ctx).getTime() + options.withinMs);
  const accounts: { accountId: number }[] = await ctx.db('bulkGeneratedPosts').distinct('accountId').where({ postStatus: 'scheduled' }).where('scheduledDate', '<=', soon);
  const broken: number[] = [];
  for (const { accountId } of accounts) {
    if ((await checkConnection(ctx as Deps, { accountId })) === 'needs_reconnection') broken.push(accountId);
  }
  return broken;
}
