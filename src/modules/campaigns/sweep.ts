import type * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { parse } from '../../lib/validate.js';
import { SweepInput } from './schema.js';
import { publishJobKey, schedulePublishJob } from './jobs.js';
import { notifyFailure } from './publish-post.js';

/** A scheduled post not handed to a worker this long after its instant is late; the sweep picks it up. */
const LATE_MS = 30_000;
/** A job locked this long belongs to a worker that died (graphile keeps such a lock for 4 hours). */
const STUCK_MS = 10 * 60_000;

export interface SweepResult {
  requeued: number[];
  missed: number[];
}

/**
 * Every minute: scheduled posts whose instant passed without a live job (job lost, or locked by a
 * crashed worker) are queued to publish now; past the grace period (default 2 h) they are marked
 * missed instead, the client is told once, and the card offers Publish now. Publishing itself is
 * idempotent (the ledger), so a requeued post that was in fact published is not published again.
 */
export async function sweepDuePosts(deps: Deps, input: v.InferInput<typeof SweepInput>): Promise<SweepResult> {
  const options = parse(SweepInput, input);
  const now = deps.clock.now();
  const { rows } = await deps.db.raw(
    `select p.id, p.post_status, p.scheduled_date
       from bulk_generated_posts p
      where p.post_status in ('scheduled', 'publishing')
        and p.scheduled_date < ?
        and not exists (
          select 1 from graphile_worker.jobs j
           where j.key = 'publish:' || p.id
             and j.attempts < j.max_attempts
             and (j.locked_at is null or j.locked_at > ?))
      order by p.scheduled_date
      limit 1000`,
    [new Date(now.getTime() - LATE_MS), new Date(now.getTime() - STUCK_MS)],
  );
  const result: SweepResult = { requeued: [], missed: [] };
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
        await notifyFailure(deps, row.id, 'missed', 'No worker published it on time (the worker was not running).');
      }
      continue;
    }
    result.requeued.push(row.id);
    if (!options.dryRun) await schedulePublishJob(deps.db, row.id, now);
  }
  if (result.requeued.length || result.missed.length) deps.log.warn({ ...result, dryRun: !!options.dryRun }, 'sweep found late posts');
  return result;
}
