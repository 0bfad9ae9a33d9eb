import type * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { parse } from '../../lib/validate.js';
import { checkConnection } from '../publishing/index.js';
import { UpcomingConnectionsInput } from './schema.js';

/**
 * Checks the Facebook connection of every account with a scheduled post due within `withinMs`, so
 * an expired token is reported (screen and e-mail, by publishing) before a post fails on it.
 * Answers the accounts whose connection needs reconnecting.
 */
export async function checkUpcomingConnections(deps: Deps, input: v.InferInput<typeof UpcomingConnectionsInput>): Promise<number[]> {
  const { withinMs } = parse(UpcomingConnectionsInput, input);
  const soon = new Date(deps.clock.now().getTime() + withinMs);
  const accounts: { accountId: number }[] = await deps
    .db('bulkGeneratedPosts')
    .distinct('accountId')
    .where({ postStatus: 'scheduled' })
    .where('scheduledDate', '<=', soon);
  const broken: number[] = [];
  for (const { accountId } of accounts) {
    if ((await checkConnection(deps, { accountId })) === 'needs_reconnection') broken.push(accountId);
  }
  return broken;
}
