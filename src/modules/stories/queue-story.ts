import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type * as v from 'valibot';
import { getCompanyInfo } from '../accounts/index.js';
import { MEDIA_FOLDER } from '../publishing/index.js';
import type { Deps } from '../../lib/deps.js';
import { tooMany } from '../../lib/errors.js';
import './messages.js';
import { parse } from '../../lib/validate.js';
import { inspectStoryImage } from './image-slide.js';
import { addRenderJob } from './jobs.js';
import { instagramTargets } from './post-story.js';
import { QueueStoryInput } from './schema.js';
import { presentStories, WAITING_STATUSES, type StoryView } from './story-view.js';

const queueFull = (max: number) => tooMany('stories.queueFull', { max });

/** The first 64 KiB of a file: what the markup check reads (sharp reads the header from the file itself). */
async function headOf(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif', heif: 'heic', tiff: 'tif' };

/**
 * POST /api/instagram-story: checks the text (the spec's story rules, schema.ts) and the image (its header only: the pixels are the
 * worker's work), keeps the image, and queues the story: the row and its render job in one
 * transaction. The worker makes the video in the account's queue and posts it (jobs.ts). At most
 * `config.storyQueuePerAccount` of an account's stories wait at once (429 beyond).
 *
 * The account's turn (the job's priority, lower first) is how many of its stories are ahead, so
 * the worker takes every account's first waiting story before anyone's second: a clinic that
 * queues its maximum does not hold back another clinic's single story. It never drops below the
 * turn of a story the account still has queued, so an account's own stories keep their order.
 */
export async function queueStory(deps: Deps, input: v.InferInput<typeof QueueStoryInput>): Promise<StoryView> {
  const { accountId, text, image: upload } = parse(QueueStoryInput, input);
  const image = Buffer.isBuffer(upload) ? await inspectStoryImage(upload) : await inspectStoryImage(await headOf(upload.path), upload.path);
  await instagramTargets(deps, accountId);
  const info = await getCompanyInfo(deps, { accountId });
  const max = deps.config.storyQueuePerAccount;
  let imagePath: string | undefined;
  try {
    const row = await deps.db.transaction(async (trx) => {
      // One account's requests take their place one at a time: two at once cannot both take the last one.
      await trx.raw(`select pg_advisory_xact_lock(hashtext('stories.queue'), ?)`, [accountId]);
      const waiting: { status: string; queuePriority: number }[] = await trx('stories')
        .where({ accountId })
        .whereIn('status', WAITING_STATUSES)
        .select('status', 'queuePriority');
      if (waiting.length >= max) throw queueFull(max);
      const queuePriority = Math.max(waiting.length, ...waiting.filter((w) => w.status === 'queued').map((w) => w.queuePriority));
      const extension = EXTENSIONS[image.format] ?? 'img';
      imagePath = Buffer.isBuffer(upload)
        ? await deps.storage.put(MEDIA_FOLDER, upload, extension)
        : await deps.storage.putStream(MEDIA_FOLDER, createReadStream(upload.path), extension);
      const [inserted] = await trx('stories')
        .insert({ accountId, text, language: info?.contentLanguage ?? null, status: 'queued', imagePath, queuePriority })
        .returning('*');
      await addRenderJob(trx, inserted);
      return inserted;
    });
    deps.log.info({ accountId, storyId: row.id, queuePriority: row.queuePriority }, 'story queued');
    return (await presentStories(deps, [row]))[0];
  } catch (error) {
    if (imagePath) await deps.storage.remove(imagePath).catch(() => undefined);
    throw error;
  }
}
