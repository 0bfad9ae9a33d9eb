import type * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { parse } from '../../lib/validate.js';
import { SweepInput } from './schema.js';
import { publishJobKey, schedulePublishJob } from './jobs.js';
import { MISSED_REASON } from './emails.js';
import { notifyFailure } from './publish-post.js';
import type { BulkPostRow } from './repo.js';
import { activeSelections, postTargets } from './targets.js';

/** A scheduled post not handed to a worker this long after its instant is late; the sweep picks it up. */
const LATE_MS = 30_000;
/** A job locked this long belongs to a worker that died (graphile keeps such a lock for 4 hours). */
const STUCK_MS = 10 * 60_000;

export interface SweepResult {
  requeued: number[];
  missed: number[];
  /** Posts waiting for a Page or Instagram account to be selected (left as they are). */
  waiting: number[];
}

/** Late posts with no live job: due, scheduled or being published, and no job a live worker holds or will run. */
const LATE_WITHOUT_JOB = `p.post_status in ('scheduled', 'publishing')
        and p.scheduled_date < ?
        and not exists (
          select 1 from graphile_worker.jobs j
           where j.key = 'publish:' || p.id
             and j.attempts < j.max_attempts
             and (j.locked_at is null or j.locked_at > ?))`;

/**
 * Every minute: scheduled posts whose instant passed without a live job (job lost, or locked by a
 * crashed worker) are queued to publish now; past the grace period (default 2 h) they are marked
 * missed instead, the client is told once, and the card offers Publish now. Publishing itself is
 * idempotent (the ledger), so a requeued post that was in fact published is not published again.
 * A post waiting for a Page to be selected (issue 24) is never missed: once it has a target again
 * (its account has a selection, which for a post that chose its targets holds one of them; issue 20)
 * it is queued to publish now, else it is left waiting.
 */
export async function sweepDuePosts(deps: Deps, input: v.InferInput<typeof SweepInput>): Promise<SweepResult> {
  const options = parse(SweepInput, input);
  const now = deps.clock.now();
  const late = [new Date(now.getTime() - LATE_MS), new Date(now.getTime() - STUCK_MS)];
  const { rows } = await deps.db.raw(
    `select p.id, p.post_status, p.scheduled_date
       from bulk_generated_posts p
      where ${LATE_WITHOUT_JOB}
        and p.waiting_for_pages_since is null
      order by p.scheduled_date
      limit 1000`,
    late,
  );
  const result: SweepResult = { requeued: [], missed: [], waiting: [] };
  for (const row of rows as { id: number; postStatus: string; scheduledDate: Date }[]) {
    const late = now.getTime() - new Date(row.scheduledDate).getTime();
    if (row.postStatus === 'scheduled' && late > options.graceMs) {
      result.missed.push(row.id);
      if (options.dryRun) continue;
      const [missed] = await deps
        .db('bulkGeneratedPosts')
        .where({ id: row.id, postStatus: 'scheduled' })
        .update({
          postStatus: 'missed',
          isScheduled: false,
          statusChangedAt: now,
          lastPublishError: 'Not published on time: no worker was running.',
          updatedAt: now,
        })
        .returning('id');
      if (missed) {
        await deps.db.raw(`select graphile_worker.remove_job(?)`, [publishJobKey(row.id)]);
        await notifyFailure(deps, row.id, 'missed', MISSED_REASON);
      }
      continue;
    }
    result.requeued.push(row.id);
    if (!options.dryRun) await schedulePublishJob(deps.db, row.id, now);
  }

  // Waiting for a selection: asked per account (the selections are publishing's), so posts of
  // accounts still without one never crowd out those whose clinic has just chosen a Page.
  const { rows: waitingAccounts } = await deps.db.raw(
    `select distinct p.account_id from bulk_generated_posts p where ${LATE_WITHOUT_JOB} and p.waiting_for_pages_since is not null`,
    late,
  );
  for (const { accountId } of waitingAccounts as { accountId: number }[]) {
    const selected = await activeSelections(deps, accountId);
    const { rows: posts } = await deps.db.raw(
      `select p.id, p.targets from bulk_generated_posts p
        where p.account_id = ? and ${LATE_WITHOUT_JOB} and p.waiting_for_pages_since is not null
        order by p.scheduled_date
        limit 1000`,
      [accountId, ...late],
    );
    for (const post of posts as Pick<BulkPostRow, 'id' | 'targets'>[]) {
      // Released once the post has a target again: something selected, and for a post that chose its targets, one of them (issue 20).
      const released = postTargets(selected, post).length > 0;
      const { id } = post;
      (released ? result.requeued : result.waiting).push(id);
      if (released && !options.dryRun) await schedulePublishJob(deps.db, id, now);
    }
  }
  if (result.requeued.length || result.missed.length) deps.log.warn({ ...result, dryRun: !!options.dryRun }, 'sweep found late posts');
  return result;
}
