import { getCompanyInfo } from '../accounts/index.js';
import { MEDIA_FOLDER } from '../publishing/index.js';
import { systemClock } from '../../lib/clock.js';
import type { Deps } from '../../lib/deps.js';
import { invalid, tooMany } from '../../lib/errors.js';
import './messages.js';
import { inspectStoryImage } from './image-slide.js';
import { addRenderJob } from './jobs.js';
import { instagramTargets } from './post-story.js';
import { STORY_TEXT_MAX } from './story-limits.js';
import { presentStories, WAITING_STATUSES, type StoriesContext, type StoryView } from './story-view.js';

/** The spec's story validation (business-portal.md §5): the server says the same as the screen. */
function validate(input: { text: unknown; image?: Buffer }): string {
  const text = typeof input.text === 'string' ? input.text.trim() : '';
  if (!text) throw invalid('stories.textRequired', undefined, { field: 'text' });
  if ([...text].length > STORY_TEXT_MAX) throw invalid('stories.textTooLong', undefined, { field: 'text' });
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(text)) throw invalid('stories.badCharacters', undefined, { field: 'text' });
  if (!input.image || input.image.length === 0) throw invalid('stories.imageRequired', undefined, { field: 'image' });
  return text;
}

const queueFull = (max: number) => tooMany('stories.queueFull', { max });

const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif', heif: 'heic', tiff: 'tif' };

/**
 * POST /api/instagram-story: checks the text and the image (its header only: the pixels are the
 * worker's work), keeps the image, and queues the story: the row and its render job in one
 * transaction. The worker makes the video in the account's queue and posts it (jobs.ts). At most
 * `config.storyQueuePerAccount` of an account's stories wait at once (429 beyond).
 *
 * The account's turn (the job's priority, lower first) is how many of its stories are ahead, so
 * the worker takes every account's first waiting story before anyone's second: a clinic that
 * queues its maximum does not hold back another clinic's single story. It never drops below the
 * turn of a story the account still has queued, so an account's own stories keep their order.
 */
export async function queueStory(ctx: StoriesContext, accountId: number, input: { text: unknown; image?: Buffer }): Promise<StoryView> {
  const text = validate(input);
  const image = await inspectStoryImage(input.image!);
  await instagramTargets(ctx, accountId);
  const info = await getCompanyInfo({ ...ctx, clock: ctx.clock ?? systemClock } as Deps, { accountId });
  const max = ctx.config.storyQueuePerAccount;
  let imagePath: string | undefined;
  try {
    const row = await ctx.db.transaction(async (trx) => {
      // One account's requests take their place one at a time: two at once cannot both take the last one.
      await trx.raw(`select pg_advisory_xact_lock(hashtext('stories.queue'), ?)`, [accountId]);
      const waiting: { status: string; queuePriority: number }[] = await trx('stories').where({ accountId }).whereIn('status', WAITING_STATUSES).select('status', 'queuePriority');
      if (waiting.length >= max) throw queueFull(max);
      const queuePriority = Math.max(waiting.length, ...waiting.filter((w) => w.status === 'queued').map((w) => w.queuePriority));
      imagePath = await ctx.storage.put(MEDIA_FOLDER, input.image!, EXTENSIONS[image.format] ?? 'img');
      const [inserted] = await trx('stories').insert({ accountId, text, language: info?.contentLanguage ?? null, status: 'queued', imagePath, queuePriority }).returning('*');
      await addRenderJob(trx, inserted);
      return inserted;
    });
    ctx.log?.info({ accountId, storyId: row.id, queuePriority: row.queuePriority }, 'story queued');
    return (await presentStories(ctx, [row]))[0];
  } catch (error) {
    if (imagePath) await ctx.storage.remove(imagePath).catch(() => undefined);
    throw error;
  }
}
