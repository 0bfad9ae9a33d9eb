import { getCompanyInfo } from '../accounts/index.js';
import { getSelectedPages, MEDIA_FOLDER, publishToTarget, type PublishResult } from '../publishing/index.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { Config } from '../../lib/config.js';
import type { Db } from '../../lib/db.js';
import { AppError, invalid, notFound } from '../../lib/errors.js';
import type { Logger } from '../../lib/log.js';
import type { Mailer } from '../../lib/mail.js';
import { safeFetch } from '../../lib/safe-fetch.js';
import { signPath } from '../../lib/signed-url.js';
import type { Site } from '../../lib/site.js';
import type { Storage } from '../../lib/storage.js';
import { renderStory, STORY_TEXT_MAX } from './render-story.js';

export interface StoriesContext {
  db: Db;
  config: Config & { sessionSecret: string };
  site: Site;
  storage: Storage;
  clock?: Clock;
  log?: Logger;
  mail?: Mailer;
}

export type StoryStatus = 'rendering' | 'posting' | 'posted' | 'partially_posted' | 'failed';

/** One account's outcome, as the spec's story response lists it: `{account, success, error}`. */
export interface StoryResult {
  account: string;
  instagramId: string;
  success: boolean;
  error: string | null;
  link: string | null;
}

export interface StoryView {
  id: number;
  status: StoryStatus;
  text: string;
  videoUrl: string | null;
  posterUrl: string | null;
  durationSeconds: number | null;
  renderMs: number | null;
  createdAt: Date;
}

/** How long a story's signed video and poster links work (the preview player's session). */
const PREVIEW_TTL_MS = 6 * 3600_000;
/** A target that is not confirmed yet is asked again this many times, a little later, before giving up. */
const CONFIRM_TRIES = 3;

const signed = (ctx: StoriesContext, storagePath: string | null) => (storagePath ? signPath(ctx.config.sessionSecret, storagePath, new Date((ctx.clock ?? systemClock).now().getTime() + PREVIEW_TTL_MS)) : null);

function present(ctx: StoriesContext, row: Record<string, any>): StoryView {
  return {
    id: row.id,
    status: row.status,
    text: row.text,
    videoUrl: signed(ctx, row.videoPath),
    posterUrl: signed(ctx, row.posterPath),
    durationSeconds: row.durationSeconds === null ? null : Number(row.durationSeconds),
    renderMs: row.renderMs,
    createdAt: row.createdAt,
  };
}

/** The spec's story validation (business-portal.md §5): the server says the same as the screen. */
function validate(input: { text: unknown; image?: Buffer }): string {
  const text = typeof input.text === 'string' ? input.text.trim() : '';
  if (!text) throw invalid('Text is required', 'text');
  if ([...text].length > STORY_TEXT_MAX) throw invalid('Text must be 1000 characters or less', 'text');
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(text)) throw invalid('The text contains characters that cannot be shown', 'text');
  if (!input.image || input.image.length === 0) throw invalid('Image is required', 'image');
  return text;
}

async function instagramTargets(ctx: StoriesContext, accountId: number) {
  const targets = (await getSelectedPages(ctx, accountId)).filter((p) => p.platform === 'instagram' && p.isActive);
  if (!targets.length) throw invalid('No Instagram account is selected: choose one on the Platforms page first.');
  return targets as Extract<(typeof targets)[number], { platform: 'instagram' }>[];
}

/**
 * POST /api/instagram-story: renders the two-slide story (text with the company logo and name,
 * then the image) and posts it to every selected Instagram account as a STORIES container,
 * through the publishing core and its ledger (key story:<id>: a story is never posted twice to
 * one account). The story row records each stage, so the screen can show progress.
 */
export async function createAndPostStory(ctx: StoriesContext, accountId: number, input: { text: unknown; image?: Buffer }): Promise<{ story: StoryView; results: StoryResult[] }> {
  const text = validate(input);
  const targets = await instagramTargets(ctx, accountId);
  const info = await getCompanyInfo({ db: ctx.db, clock: ctx.clock ?? systemClock, accountId });
  const [row] = await ctx.db('stories').insert({ accountId, text, language: info?.contentLanguage ?? null, status: 'rendering' }).returning('*');
  const setStatus = async (patch: Record<string, unknown>) => {
    await ctx.db('stories').where({ id: row.id }).update({ ...patch, updatedAt: new Date() });
  };
  try {
    let logo: Buffer | null = null;
    if (info?.logoUrl) {
      logo = await safeFetch(info.logoUrl, { maxBytes: 5 * 1024 * 1024, timeoutMs: 5000 }).then(
        (r) => r.buffer,
        (error) => {
          ctx.log?.info({ accountId, err: String((error as Error)?.message ?? error) }, 'the company logo could not be loaded; the story is made without it');
          return null;
        },
      );
    }
    const video = await renderStory({ text, image: input.image!, logo, companyName: info?.companyName ?? null, language: info?.contentLanguage ?? 'el' });
    const videoPath = await ctx.storage.put(MEDIA_FOLDER, video.video, 'mp4');
    const posterPath = await ctx.storage.put(MEDIA_FOLDER, video.poster, 'jpg');
    await setStatus({ status: 'posting', videoPath, posterPath, durationSeconds: video.durationSeconds, renderMs: Math.round(video.renderMs) });
    return await postToTargets(ctx, accountId, row.id, targets);
  } catch (error) {
    await setStatus({ status: 'failed', error: error instanceof AppError ? error.message : 'The story could not be made.' });
    throw error;
  }
}

async function postToTargets(ctx: StoriesContext, accountId: number, storyId: number, targets: Awaited<ReturnType<typeof instagramTargets>>): Promise<{ story: StoryView; results: StoryResult[] }> {
  const story = await ctx.db('stories').where({ id: storyId }).first();
  const media = { type: 'video' as const, path: story.videoPath as string, load: async () => (await ctx.storage.read(story.videoPath))! };
  const publish = (t: (typeof targets)[number]) =>
    publishToTarget(ctx, { accountId, publicationKey: `story:${storyId}`, kind: 'story', target: { platform: 'instagram', pageId: t.pageId, instagramId: t.instagramId }, caption: '', media });
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
  const views: StoryResult[] = results.map((r) => ({
    account: r.targetName ?? r.targetId,
    instagramId: r.targetId,
    success: r.status === 'published',
    error: r.status === 'failed' || r.status === 'retry' ? r.message : r.status === 'busy' ? 'Still being posted; try again in a minute.' : null,
    link: r.status === 'published' ? r.permalink : null,
  }));
  const ok = views.filter((v) => v.success).length;
  const status: StoryStatus = ok === views.length ? 'posted' : ok ? 'partially_posted' : 'failed';
  await ctx.db('stories').where({ id: storyId }).update({ status, error: ok === views.length ? null : views.filter((v) => !v.success).map((v) => `${v.account}: ${v.error}`).join('; '), updatedAt: new Date() });
  return { story: present(ctx, await ctx.db('stories').where({ id: storyId }).first()), results: views };
}

/**
 * Posts a story again to the accounts it has not reached (its ledger rows already published are
 * skipped by the core), e.g. after Instagram did not confirm or a reconnection.
 */
export async function retryStory(ctx: StoriesContext, accountId: number, storyId: number): Promise<{ story: StoryView; results: StoryResult[] }> {
  const story = await ctx.db('stories').where({ accountId, id: storyId }).first();
  if (!story) throw notFound('Story not found');
  if (!story.videoPath) throw invalid('This story has no video to post: make it again.');
  await ctx.db('stories').where({ id: storyId }).update({ status: 'posting', updatedAt: new Date() });
  return postToTargets(ctx, accountId, storyId, await instagramTargets(ctx, accountId));
}

/** The account's latest stories, newest first (the screen's progress and its last results). */
export async function listStories(ctx: StoriesContext, accountId: number, limit = 10): Promise<StoryView[]> {
  const rows = await ctx.db('stories').where({ accountId }).orderBy('id', 'desc').limit(limit);
  return rows.map((r: Record<string, any>) => present(ctx, r));
}
