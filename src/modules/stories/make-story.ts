import * as v from 'valibot';
import { getCompanyInfo, readLogo } from '../accounts/index.js';
import { MEDIA_FOLDER } from '../publishing/index.js';
import type { Deps } from '../../lib/deps.js';
import { isAppError } from '../../lib/errors.js';
import { msg } from '../../lib/messages.js';
import './messages.js';
import { parse } from '../../lib/validate.js';
import { addPostJob } from './jobs.js';
import { renderStory } from './render-story.js';
import { StoryJobInput } from './schema.js';
import { reasonColumns, type Reason } from './story-view.js';

/** The render_story job's input: the story, whether this is the job's last attempt, and (tests) a stand-in renderer. */
const MakeStoryInput = v.object({
  ...StoryJobInput.entries,
  /** This is the job's last attempt: a failure that might pass is final now. */
  lastAttempt: v.boolean(msg('http.valueInvalid')),
  /** Stands in for the renderer (tests: a slow one, a crashing one). */
  render: v.optional(v.custom<typeof renderStory>((render) => typeof render === 'function', msg('http.valueInvalid'))),
});
export type MakeStoryInput = v.InferInput<typeof MakeStoryInput>;

/**
 * The render_story job: makes a queued story's video and poster and hands it to posting (the row
 * goes to 'posting' and its post job is queued in one transaction). Safe to run again after a
 * crash or a killed worker: a story already past rendering is left alone, and the files are named
 * after the story (its render key), so a second run replaces them instead of adding copies. A
 * render that fails for a reason that may pass is put back in the queue and the error is thrown for
 * graphile to retry; bad input, or the last attempt, fails the story with the reason.
 */
export async function makeQueuedStory(deps: Deps, input: MakeStoryInput): Promise<'posting' | 'failed' | 'skipped'> {
  const { storyId, lastAttempt, render } = parse(MakeStoryInput, input);
  const claimed = await deps
    .db('stories')
    .where({ id: storyId })
    .whereIn('status', ['queued', 'rendering'])
    .update({ status: 'rendering', renderStartedAt: new Date(), updatedAt: new Date() })
    .returning('*');
  const story = claimed[0];
  if (!story) return 'skipped';
  const log = deps.log.child({ storyId, accountId: story.accountId });
  const fail = async (reason: Reason) => {
    await deps
      .db('stories')
      .where({ id: storyId, status: 'rendering' })
      .update({ status: 'failed', ...reasonColumns(reason), imagePath: null, updatedAt: new Date() });
    if (story.imagePath) await deps.storage.remove(story.imagePath).catch(() => undefined);
    return 'failed' as const;
  };

  const image = story.imagePath ? await deps.storage.read(story.imagePath) : undefined;
  if (!image) return fail({ key: 'stories.imageLost' });
  try {
    const info = await getCompanyInfo(deps, { accountId: story.accountId });
    let logo: Buffer | null = null;
    if (info?.logoUrl) {
      logo = (await readLogo(deps, info.logoUrl)) ?? null;
      if (!logo) log.info({ logoUrl: info.logoUrl }, 'the company logo could not be loaded; the story is made without it');
    }
    const video = await (render ?? renderStory)({
      text: story.text,
      image,
      logo,
      companyName: info?.companyName ?? null,
      language: story.language ?? info?.contentLanguage ?? 'el',
      nice: deps.config.storyRenderNice,
      durationSeconds: deps.config.storySeconds,
    });
    const name = `story-${story.renderKey}`;
    const videoPath = await deps.storage.put(MEDIA_FOLDER, video.video, 'mp4', { name });
    const posterPath = await deps.storage.put(MEDIA_FOLDER, video.poster, 'jpg', { name });
    const moved = await deps.db.transaction(async (trx) => {
      const updated = await trx('stories')
        .where({ id: storyId, status: 'rendering' })
        .update({
          status: 'posting',
          videoPath,
          posterPath,
          durationSeconds: video.durationSeconds,
          renderMs: Math.round(video.renderMs),
          imagePath: null,
          ...reasonColumns(null),
          updatedAt: new Date(),
        });
      if (updated) await addPostJob(trx, storyId);
      return updated;
    });
    if (moved) await deps.storage.remove(story.imagePath).catch(() => undefined);
    log.info({ renderMs: Math.round(video.renderMs) }, 'story made');
    return moved ? 'posting' : 'skipped';
  } catch (error) {
    // Bad input will not get better; a broken toolchain or storage might (the 503's message says what to reinstall).
    const final = (isAppError(error) && error.code === 'invalid') || lastAttempt;
    const reason: Reason = isAppError(error) ? { key: error.messageKey, params: error.params } : { key: 'stories.renderFailed' };
    log.warn({ err: error, final }, 'story render failed');
    if (final) return fail(reason);
    await deps
      .db('stories')
      .where({ id: storyId, status: 'rendering' })
      .update({ status: 'queued', ...reasonColumns(reason), updatedAt: new Date() });
    throw error;
  }
}
