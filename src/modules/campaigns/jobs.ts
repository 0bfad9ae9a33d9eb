import type { Db } from '../../lib/db.js';

/**
 * A scheduled post is a graphile-worker job keyed `publish:<postId>` that runs at its instant.
 * These run on the caller's transaction, so the post row and its job change together.
 */
const PUBLISH_TASK = 'publish_post';
export const publishJobKey = (postId: number) => `publish:${postId}`;

/** Adds the post's job, or replaces it (a new instant). A job already running keeps running; the new one is separate. */
export async function schedulePublishJob(db: Db, postId: number, runAt: Date): Promise<void> {
  await db.raw(
    `select graphile_worker.add_job(?, json_build_object('postId', ?::int), run_at => ?, max_attempts => 25, job_key => ?, job_key_mode => 'replace')`,
    [PUBLISH_TASK, postId, runAt, publishJobKey(postId)],
  );
}

/** Removes the post's job (unscheduled or deleted). A running job is left to finish and will find nothing to do. */
export async function removePublishJob(db: Db, postId: number): Promise<void> {
  await db.raw(`select graphile_worker.remove_job(?)`, [publishJobKey(postId)]);
}

/** The post's pending job (run_at and whether a worker holds it), if there is one. */
export async function publishJob(db: Db, postId: number): Promise<{ runAt: Date; lockedAt: Date | null; attempts: number } | undefined> {
  const { rows } = await db.raw(`select run_at, locked_at, attempts from graphile_worker.jobs where key = ?`, [publishJobKey(postId)]);
  return rows[0];
}
