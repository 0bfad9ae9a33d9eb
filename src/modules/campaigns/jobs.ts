import type { Db } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';

/**
 * A scheduled post is a graphile-worker job keyed `publish:<postId>` that runs at its instant, and
 * a `prepare:<postId>` job PREPARE_AHEAD_MS before it that makes its image and Instagram container
 * (issue 19), so the instant has only the publishing calls left. These run on the caller's
 * transaction, so the post row and its jobs change together.
 */
const PUBLISH_TASK = 'publish_post';
const PREPARE_TASK = 'prepare_post';
export const publishJobKey = (postId: number) => `publish:${postId}`;
const prepareJobKey = (postId: number) => `prepare:${postId}`;

/**
 * How long before its instant a post is prepared: time for a rush of preparations (a thousand posts
 * due at 10:00) to be done before the instant, well within a container's 24 hours, and short enough
 * that few posts are edited after it (an edited post is prepared again, or made whole at its instant).
 */
export const PREPARE_AHEAD_MS = 10 * 60_000;
/** Graphile takes a lower priority number first: a due publication goes before any preparation. */
const PREPARE_PRIORITY = 10;

/**
 * Adds the post's job, or replaces it (a new instant), with its preparation ahead of it unless
 * `prepare` is false (a retry: what could be prepared was). A job already running keeps running;
 * the new one is separate.
 */
export async function schedulePublishJob(db: Db, postId: number, runAt: Date, options: { prepare?: boolean } = {}): Promise<void> {
  await db.raw(
    `select graphile_worker.add_job(?, json_build_object('postId', ?::int), run_at => ?, max_attempts => 25, job_key => ?, job_key_mode => 'replace')`,
    [PUBLISH_TASK, postId, runAt, publishJobKey(postId)],
  );
  if (options.prepare !== false) await schedulePrepareJob(db, postId, runAt);
}

/** Adds (or moves) the post's preparation: PREPARE_AHEAD_MS before `instant` (due at once when that has passed). */
export async function schedulePrepareJob(db: Db, postId: number, instant: Date): Promise<void> {
  await db.raw(
    `select graphile_worker.add_job(?, json_build_object('postId', ?::int), run_at => ?, max_attempts => 3,
       job_key => ?, job_key_mode => 'replace', priority => ?)`,
    [PREPARE_TASK, postId, new Date(instant.getTime() - PREPARE_AHEAD_MS), prepareJobKey(postId), PREPARE_PRIORITY],
  );
}

/** Removes the post's jobs (unscheduled or deleted). A running job is left to finish and will find nothing to do. */
export async function removePublishJob(db: Db, postId: number): Promise<void> {
  await db.raw(`select graphile_worker.remove_job(?), graphile_worker.remove_job(?)`, [publishJobKey(postId), prepareJobKey(postId)]);
}

/** The post's pending job (run_at and whether a worker holds it), if there is one. */
export async function publishJob(db: Db, postId: number): Promise<{ runAt: Date; lockedAt: Date | null; attempts: number } | undefined> {
  const { rows } = await db.raw(`select run_at, locked_at, attempts from graphile_worker.jobs where key = ?`, [publishJobKey(postId)]);
  return rows[0];
}

/**
 * The instants of scheduled posts due after now and at most `withinMs` later, soonest first (at
 * most 100), each with how many posts are due at it: the worker wakes as many of its publishing
 * slots at each (worker/index.ts), so a post is fetched at its instant rather than at a slot's next
 * poll. One range read of the (post_status, scheduled_date) index.
 */
export async function upcomingInstants(deps: Pick<Deps, 'db' | 'clock'>, input: { withinMs: number }): Promise<{ at: Date; posts: number }[]> {
  const from = deps.clock.now();
  const withinMs = Math.max(0, Math.min(input.withinMs, 60_000));
  const rows = (await deps
    .db('bulkGeneratedPosts')
    .select('scheduledDate')
    .count('* as posts')
    .where({ postStatus: 'scheduled' })
    .where('scheduledDate', '>', from)
    .where('scheduledDate', '<=', new Date(from.getTime() + withinMs))
    .groupBy('scheduledDate')
    .orderBy('scheduledDate')
    .limit(100)) as unknown as { scheduledDate: Date; posts: string }[];
  return rows.map((r) => ({ at: new Date(r.scheduledDate), posts: Number(r.posts) }));
}
