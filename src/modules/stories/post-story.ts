import type * as v from 'valibot';
import { getSelectedPages, publishToTarget, type PublishResult } from '../publishing/index.js';
import type { Deps } from '../../lib/deps.js';
import { invalid, notFound } from '../../lib/errors.js';
import './messages.js';
import { parse } from '../../lib/validate.js';
import { joinReasons } from '../../lib/words.js';
import { addPostJob } from './jobs.js';
import { StoryInput, StoryJobInput } from './schema.js';
import { presentStories, reasonColumns, type Reason, type StoryResult, type StoryStatus, type StoryView } from './story-view.js';

/** A target that is not confirmed yet is asked again this many times, a little later, before giving up. */
const CONFIRM_TRIES = 3;

/** The account's selected, active Instagram accounts; none is the spec's 400. */
export async function instagramTargets(deps: Deps, accountId: number) {
  const targets = (await getSelectedPages(deps, { accountId })).filter((p) => p.platform === 'instagram' && p.isActive);
  if (!targets.length) throw invalid('stories.noInstagram');
  return targets as Extract<(typeof targets)[number], { platform: 'instagram' }>[];
}

async function postToTargets(
  deps: Deps,
  accountId: number,
  story: { id: number; videoPath: string },
  targets: Awaited<ReturnType<typeof instagramTargets>>,
): Promise<StoryResult[]> {
  const media = { type: 'video' as const, path: story.videoPath, load: async () => (await deps.storage.read(story.videoPath))! };
  const publish = (t: (typeof targets)[number]) =>
    publishToTarget(deps, {
      accountId,
      publicationKey: `story:${story.id}`,
      kind: 'story',
      target: { platform: 'instagram', pageId: t.pageId, instagramId: t.instagramId },
      caption: '',
      media,
    });
  const results = await Promise.all(
    targets.map(async (t) => {
      let result: PublishResult = await publish(t);
      for (let i = 1; i < CONFIRM_TRIES && (result.status === 'retry' || result.status === 'busy'); i++) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(result.status === 'retry' ? result.retryAfterMs : 3000, 5_000)));
        result = await publish(t);
      }
      return result;
    }),
  );
  return results.map((r) => ({
    account: r.targetName ?? r.targetId,
    instagramId: r.targetId,
    success: r.status === 'published',
    error: r.status === 'failed' || r.status === 'retry' ? r.message : r.status === 'busy' ? 'Still being posted; try again in a minute.' : null,
    link: r.status === 'published' ? r.permalink : null,
  }));
}

/**
 * The post_story job: posts a made story to every selected Instagram account as a STORIES
 * container, through the publishing core and its ledger (key story:<id>: a story is never posted
 * twice to one account, however often this runs), and records the outcome per account on the row.
 */
export async function postQueuedStory(deps: Deps, input: v.InferInput<typeof StoryJobInput>): Promise<StoryStatus | 'skipped'> {
  const { storyId } = parse(StoryJobInput, input);
  const story = await deps.db('stories').where({ id: storyId }).first();
  if (!story || story.status !== 'posting') return 'skipped';
  const finish = async (status: StoryStatus, reason: Reason | null, results: StoryResult[]) => {
    await deps
      .db('stories')
      .where({ id: storyId, status: 'posting' })
      .update({ status, ...reasonColumns(reason), results: JSON.stringify(results), updatedAt: new Date() });
    return status;
  };
  if (!story.videoPath) return finish('failed', { key: 'stories.noVideo' }, []);
  let targets: Awaited<ReturnType<typeof instagramTargets>>;
  try {
    targets = await instagramTargets(deps, story.accountId);
  } catch {
    return finish('failed', { key: 'stories.noInstagram' }, []);
  }
  const results = await postToTargets(deps, story.accountId, story, targets);
  const ok = results.filter((r) => r.success).length;
  const status: StoryStatus = ok === results.length ? 'posted' : ok ? 'partially_posted' : 'failed';
  return finish(status, ok === results.length ? null : joinReasons(results.filter((r) => !r.success).map((r) => `${r.account}: ${r.error}`)), results);
}

/**
 * Posts a story again to the accounts it has not reached (its ledger rows already published are
 * skipped by the core), e.g. after Instagram did not confirm or a reconnection: the post job is
 * queued again and the screen follows the story. A story still on its way, or posted everywhere,
 * is answered as it is.
 */
export async function retryStory(deps: Deps, input: v.InferInput<typeof StoryInput>): Promise<StoryView> {
  const { accountId, storyId } = parse(StoryInput, input);
  const story = await deps.db('stories').where({ accountId, id: storyId }).first();
  if (!story) throw notFound('stories.notFound');
  if (story.status === 'partially_posted' || story.status === 'failed') {
    if (!story.videoPath) throw invalid('stories.noVideo');
    await instagramTargets(deps, accountId);
    await deps.db.transaction(async (trx) => {
      const moved = await trx('stories')
        .where({ id: storyId })
        .whereIn('status', ['partially_posted', 'failed'])
        .update({ status: 'posting', ...reasonColumns(null), updatedAt: new Date() });
      if (moved) await addPostJob(trx, storyId);
    });
  }
  return (await presentStories(deps, [await deps.db('stories').where({ id: storyId }).first()]))[0];
}
