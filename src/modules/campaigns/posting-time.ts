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
  /** Setup's rhythm changed too (issue 24): the posts are spaced by it as well, from the first one's day. */
  rhythm: v.optional(v.boolean(msg('campaigns.rhythmInvalid')), false),
});

/**
 * After Setup's posting time or rhythm changed (issue 24): the account's future posts not yet out
 * (drafts, posts in the sign-off, scheduled ones) move to the new wall time, on their own days, or
 * with `rhythm` also spaced every N days of the new rhythm from the first one's day; their
 * publishing jobs move with them (the operators' reschedule, from the screen). Today's post moves
 * too unless its new time has already passed: then the move starts tomorrow. Refused as a whole,
 * changing nothing, when two posts would share a day. Answers how many posts change time (or
 * would, `dryRun`), the time and rhythm they go to, and the local days of the first and last post.
 */
export async function moveToPostingTime(
  deps: Deps,
  input: v.InferInput<typeof MoveToPostingTimeInput>,
): Promise<{ moved: number; time: string; every: number | null; firstDay: string | null; lastDay: string | null }> {
  const { accountId, dryRun, rhythm } = parse(MoveToPostingTimeInput, input);
  const info = await getCompanyInfo(deps, { accountId });
  if (!info) throw invalid('campaigns.setupFirstDetails');
  const zone = info.timezone || 'UTC';
  const time = info.scheduledLocalTime;
  const every = rhythm ? info.postFrequencyDays : undefined;
  const move = (from?: string) => reschedulePosts(deps, { accountId, to: time, every, from, dryRun });
  const result = await move().catch((error: unknown) => {
    if (!(error instanceof AppError && error.messageKey === 'campaigns.movesIntoPast')) throw error;
    const tomorrow = DateTime.fromJSDate(deps.clock.now(), { zone }).plus({ days: 1 }).toISODate()!;
    return move(tomorrow);
  });
  const day = (instant: Date | undefined) => (instant ? DateTime.fromJSDate(instant, { zone }).toISODate() : null);
  return {
    moved: result.moved.filter((m) => new Date(m.from).getTime() !== m.to.getTime()).length,
    time,
    every: every ?? null,
    firstDay: day(result.moved[0]?.to),
    lastDay: day(result.moved.at(-1)?.to),
  };
}
