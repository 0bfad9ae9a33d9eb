import { DateTime } from 'luxon';
import * as v from 'valibot';
import { getCompanyInfo } from '../accounts/index.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, invalid } from '../../lib/errors.js';
import { msg } from '../../lib/messages.js';
import { parse } from '../../lib/validate.js';
import './messages.js';
import { reschedulePosts } from './operators.js';
import { AccountInput } from './schema.js';

const MoveToPostingTimeInput = v.object({
  ...AccountInput.entries,
  /** Only count what would move. */
  dryRun: v.optional(v.boolean(msg('campaigns.dryRunInvalid')), false),
});

/**
 * After Setup's posting time changed (issue 24): the account's future drafts and scheduled posts
 * move to the new wall time on their own days, their publishing jobs with them (the operators'
 * reschedule, from the screen). Today's post moves too unless its new time has already passed: then
 * the move starts tomorrow. Refused as a whole, changing nothing, when two posts would share a day.
 * Answers how many posts change time (or would, `dryRun`) and the time they go to.
 */
export async function moveToPostingTime(deps: Deps, input: v.InferInput<typeof MoveToPostingTimeInput>): Promise<{ moved: number; time: string }> {
  const { accountId, dryRun } = parse(MoveToPostingTimeInput, input);
  const info = await getCompanyInfo(deps, { accountId });
  if (!info) throw invalid('campaigns.setupFirstDetails');
  const time = info.scheduledLocalTime;
  const move = (from?: string) => reschedulePosts(deps, { accountId, to: time, from, dryRun });
  const result = await move().catch((error: unknown) => {
    if (!(error instanceof AppError && error.messageKey === 'campaigns.movesIntoPast')) throw error;
    const tomorrow = DateTime.fromJSDate(deps.clock.now(), { zone: info.timezone || 'UTC' })
      .plus({ days: 1 })
      .toISODate()!;
    return move(tomorrow);
  });
  return { moved: result.moved.filter((m) => new Date(m.from).getTime() !== m.to.getTime()).length, time };
}
