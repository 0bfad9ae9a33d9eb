import { DateTime } from 'luxon';
import type * as v from 'valibot';
import { accountExists, getCompanyInfo } from '../accounts/index.js';
import type { Deps } from '../../lib/deps.js';
import { inTransaction } from '../../lib/db.js';
import { invalid, notFound } from '../../lib/errors.js';
import './messages.js';
import { parse } from '../../lib/validate.js';
import { AccountInput, RescheduleInput } from './schema.js';
import { schedulePublishJob } from './jobs.js';
import type { BulkPostRow } from './repo.js';

const SHIFT = /^([+-])(\d{1,4})([mhd])$/;
/** What a reschedule moves: the posts not yet out (a draft, one in the sign-off, a scheduled one). */
const MOVABLE = ['draft', 'awaiting_approval', 'approved', 'scheduled'];

interface Move {
  post: BulkPostRow;
  to: Date;
  day: string;
}

/**
 * Operators' reschedule, and Setup's (issue 24): moves the account's future posts that are not yet
 * out (drafts, posts in the sign-off, scheduled ones) by a shift, or to a local time and/or a new
 * rhythm (`every` N days: the first keeps its day, each next one N days after the one before), and
 * moves their publishing jobs with them, all in one transaction. Refused as a whole when any post
 * would land in the past or two posts on one day.
 */
export async function reschedulePosts(deps: Deps, input: v.InferInput<typeof RescheduleInput>): Promise<{ moved: { id: number; from: Date; to: Date }[] }> {
  const options = parse(RescheduleInput, input);
  if (!!options.shift === !!(options.to || options.every)) throw invalid('campaigns.shiftOrTo');
  const match = options.shift ? SHIFT.exec(options.shift) : null;
  if (options.shift && !match) throw invalid('campaigns.shiftFormat');
  if (options.to && !/^([01]\d|2[0-3]):[0-5]\d$/.test(options.to)) throw invalid('campaigns.toFormat');
  const info = await getCompanyInfo(deps, { accountId: options.accountId }).catch(() => null);
  if (!(await accountExists(deps, { accountId: options.accountId }))) throw notFound('campaigns.noAccount', { accountId: options.accountId });
  const zone = info?.timezone || 'UTC';
  const now = deps.clock.now();
  let since = now;
  if (options.from) {
    const day = DateTime.fromISO(options.from, { zone });
    if (!day.isValid) throw invalid('campaigns.fromFormat');
    since = new Date(Math.max(day.toJSDate().getTime(), now.getTime()));
  }
  return inTransaction(deps.db, async (trx) => {
    const posts: BulkPostRow[] = await trx('bulkGeneratedPosts')
      .where({ accountId: options.accountId })
      .whereIn('postStatus', MOVABLE)
      .where('scheduledDate', '>=', since)
      .orderBy([{ column: 'scheduledDate' }, { column: 'id' }])
      .forUpdate();
    const firstDay = posts.length ? DateTime.fromJSDate(new Date(posts[0].scheduledDate), { zone }).startOf('day') : null;
    const moves: Move[] = posts.map((p, i) => {
      const current = DateTime.fromJSDate(new Date(p.scheduledDate), { zone });
      let next: DateTime;
      if (match) {
        const amount = Number(match[2]) * (match[1] === '-' ? -1 : 1);
        next = current.plus(match[3] === 'm' ? { minutes: amount } : match[3] === 'h' ? { hours: amount } : { days: amount });
      } else {
        const [hour, minute] = options.to ? options.to.split(':').map(Number) : [current.hour, current.minute];
        // A new rhythm counts days in the zone (a DST change keeps the wall time), from the first post's day.
        const day = options.every ? firstDay!.plus({ days: i * options.every }) : current;
        next = day.set({ hour, minute, second: 0, millisecond: 0 });
      }
      return { post: p, to: next.toJSDate(), day: next.toISODate()! };
    });
    if (moves.some((m) => m.to.getTime() <= now.getTime())) throw invalid('campaigns.movesIntoPast');
    const others: { scheduledDay: string }[] = await trx('bulkGeneratedPosts')
      .where({ accountId: options.accountId })
      .whereNotIn('id', posts.map((p) => p.id).concat(-1))
      .select('scheduledDay');
    const days = new Set(others.map((o) => o.scheduledDay));
    for (const m of moves) {
      if (days.has(m.day)) throw invalid('campaigns.twoPostsOn', { day: m.day });
      days.add(m.day);
    }
    const moved = moves.map((m) => ({ id: m.post.id, from: m.post.scheduledDate, to: m.to }));
    if (options.dryRun) return { moved };
    for (const m of inSafeOrder(moves, zone)) {
      await trx('bulkGeneratedPosts').where({ id: m.post.id }).update({ scheduledDate: m.to, updatedAt: now });
      if (m.post.postStatus === 'scheduled') await schedulePublishJob(trx, m.post.id, m.to);
    }
    return { moved };
  });
}

/**
 * The order in which to write the moves so that no step puts two posts on one day (the database's
 * unique day): a post goes only once the day it goes to is no longer held by a post still to move.
 * The moves keep the posts' order, so there is no cycle and one is always free.
 */
function inSafeOrder(moves: Move[], zone: string): Move[] {
  const pending = moves.filter((m) => new Date(m.post.scheduledDate).getTime() !== m.to.getTime());
  const dayNow = (m: Move) => DateTime.fromJSDate(new Date(m.post.scheduledDate), { zone }).toISODate();
  const ordered: Move[] = [];
  while (pending.length) {
    const i = pending.findIndex((m) => !pending.some((other) => other !== m && dayNow(other) === m.day));
    ordered.push(...pending.splice(i < 0 ? 0 : i, 1));
  }
  return ordered;
}

/** Operators' list-posts: the account's posts, oldest first. */
export async function listAccountPosts(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<BulkPostRow[]> {
  const { accountId } = parse(AccountInput, input);
  if (!(await accountExists(deps, { accountId }))) throw notFound('campaigns.noAccount', { accountId });
  return deps.db('bulkGeneratedPosts').where({ accountId }).orderBy('scheduledDate');
}
