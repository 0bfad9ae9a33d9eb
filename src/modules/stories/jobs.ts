import type { Db } from '../../lib/db.js';

/**
 * A story is made by two graphile-worker jobs, each added on the caller's transaction (the story
 * row and its job change together):
 * - render_story (job key story-render:<id>) in the account's own named queue `story:<accountId>`:
 *   graphile runs one job of a named queue at a time, so one account's stories are made one after
 *   the other while other accounts' go ahead in parallel. Its priority is the account's turn (see
 *   queue-story.ts). The worker runs it on a runner of its own, apart from publishing.
 * - post_story (job key story-post:<id>), with the publishing jobs: posting waits on Instagram, not the CPU.
 */
export const RENDER_STORY_TASK = 'render_story';
export const POST_STORY_TASK = 'post_story';
/** A render that fails for a reason that may pass (ffmpeg broken, storage down, a killed worker) is tried this many times in all. */
const RENDER_ATTEMPTS = 4;
const POST_ATTEMPTS = 5;

const storyQueueName = (accountId: number) => `story:${accountId}`;
const renderJobKey = (storyId: number) => `story-render:${storyId}`;
const postJobKey = (storyId: number) => `story-post:${storyId}`;

/** Queues the story's render in its account's queue, at the account's turn (`priority`: lower goes first). */
export async function addRenderJob(db: Db, story: { id: number; accountId: number; queuePriority: number }): Promise<void> {
  await db.raw(`select graphile_worker.add_job(?, json_build_object('storyId', ?::int), queue_name => ?, priority => ?, max_attempts => ?, job_key => ?)`, [
    RENDER_STORY_TASK,
    story.id,
    storyQueueName(story.accountId),
    story.queuePriority,
    RENDER_ATTEMPTS,
    renderJobKey(story.id),
  ]);
}

/** Queues the posting of a made story (again, for a retry) to its Instagram accounts. */
export async function addPostJob(db: Db, storyId: number): Promise<void> {
  await db.raw(`select graphile_worker.add_job(?, json_build_object('storyId', ?::int), max_attempts => ?, job_key => ?)`, [
    POST_STORY_TASK,
    storyId,
    POST_ATTEMPTS,
    postJobKey(storyId),
  ]);
}
