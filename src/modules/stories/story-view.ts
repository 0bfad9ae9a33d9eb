import * as v from 'valibot';
import type { Db } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { conflict, notFound } from '../../lib/errors.js';
import { messageText, type MessageParams } from '../../lib/messages.js';
import './messages.js';
import { signPath } from '../../lib/signed-url.js';
import { parse } from '../../lib/validate.js';
import { CalendarStoriesInput, ListStoriesInput, StoryInput } from './schema.js';

/** A failure reason: a message of the catalogue by its key (stored with its English text, which the spec's clients read), or a text of its own (a posting summary per account). */
export type Reason = { key: string; params?: MessageParams } | string;

/** The columns that store a reason (null: none). */
export const reasonColumns = (reason: Reason | null) =>
  reason === null
    ? { error: null, errorKey: null, errorParams: null }
    : typeof reason === 'string'
      ? { error: reason, errorKey: null, errorParams: null }
      : { error: messageText(reason.key, reason.params), errorKey: reason.key, errorParams: reason.params ? JSON.stringify(reason.params) : null };

/** queued (its render job waits) → rendering → posting → posted | partially_posted | failed. */
export type StoryStatus = 'queued' | 'rendering' | 'posting' | 'posted' | 'partially_posted' | 'failed';
export const WAITING_STATUSES: StoryStatus[] = ['queued', 'rendering'];

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
  /** While queued: how many stories (any account's) will be started before this one; else null. */
  queuePosition: number | null;
  /** Why it failed, or, while queued again, why the last attempt to make it failed (English). */
  error: string | null;
  /** The reason's message key and values, for the screen to translate; absent for a posting summary (see results). */
  errorKey?: string;
  errorParams?: MessageParams;
  /** The last posting, per Instagram account; null until it was posted. */
  results: StoryResult[] | null;
  videoUrl: string | null;
  posterUrl: string | null;
  durationSeconds: number | null;
  renderMs: number | null;
  createdAt: Date;
}

/** How long a story's signed video and poster links work (the preview player's session). */
const PREVIEW_TTL_MS = 6 * 3600_000;

/**
 * How many stories start before each queued one: every story being made now, and every queued
 * story before it in the worker's order (graphile takes the lowest priority first, then the
 * oldest; the priority is the account's turn). Its own account's earlier stories are among them,
 * since an account's turn only grows.
 */
async function queuePositions(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const { rows } = await db.raw(
    `select s.id, (
       select count(*)::int from stories o
        where o.id <> s.id
          and (o.status = 'rendering' or (o.status = 'queued' and (o.queue_priority, o.id) < (s.queue_priority, s.id)))
     ) as ahead
     from stories s where s.id = any(?::int[]) and s.status = 'queued'`,
    [ids],
  );
  return new Map(rows.map((r: { id: number; ahead: number }) => [r.id, r.ahead]));
}

/** The rows as the screen sees them: signed links, and each queued story's place in the queue. */
export async function presentStories(deps: Deps, rows: Record<string, any>[]): Promise<StoryView[]> {
  const positions = await queuePositions(
    deps.db,
    rows.filter((r) => r.status === 'queued').map((r) => r.id),
  );
  const expires = new Date(deps.clock.now().getTime() + PREVIEW_TTL_MS);
  const signed = (storagePath: string | null) => (storagePath ? signPath(deps.config.sessionSecret, storagePath, expires) : null);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    text: row.text,
    queuePosition: positions.get(row.id) ?? null,
    error: row.error ?? null,
    ...(row.errorKey ? { errorKey: row.errorKey as string, ...(row.errorParams ? { errorParams: row.errorParams as MessageParams } : {}) } : {}),
    results: row.results ?? null,
    videoUrl: signed(row.videoPath),
    posterUrl: signed(row.posterPath),
    durationSeconds: row.durationSeconds === null ? null : Number(row.durationSeconds),
    renderMs: row.renderMs,
    createdAt: row.createdAt,
  }));
}

/** One of the account's stories (another account's is not found), where it is now. */
export async function getStory(deps: Deps, input: v.InferInput<typeof StoryInput>): Promise<StoryView> {
  const { accountId, storyId } = parse(StoryInput, input);
  const row = await deps.db('stories').where({ accountId, id: storyId }).first();
  if (!row) throw notFound('stories.notFound');
  return (await presentStories(deps, [row]))[0];
}

/** The account's latest stories, newest first (the screen's progress and its last results). */
export async function listStories(deps: Deps, input: v.InferInput<typeof ListStoriesInput>): Promise<StoryView[]> {
  const { accountId, limit } = parse(ListStoriesInput, input);
  return presentStories(deps, await deps.db('stories').where({ accountId }).orderBy('id', 'desc').limit(limit));
}

/** A story as the Content Calendar shows it on its day (issue 20): small. */
export interface CalendarStory {
  id: number;
  status: StoryStatus;
  createdAt: Date;
  excerpt: string;
}

/** The account's stories made in [start, end), oldest first, over the (account, created_at) index. */
export async function listCalendarStories(deps: Deps, input: v.InferInput<typeof CalendarStoriesInput>): Promise<CalendarStory[]> {
  const { accountId, start, end } = parse(CalendarStoriesInput, input);
  const rows: { id: number; status: StoryStatus; createdAt: Date; text: string }[] = await deps
    .db('stories')
    .where({ accountId })
    .where('createdAt', '>=', start)
    .where('createdAt', '<', end)
    .orderBy('createdAt')
    .select('id', 'status', 'createdAt', 'text');
  return rows.map((r) => {
    const flat = r.text.replace(/\s+/g, ' ').trim();
    return { id: r.id, status: r.status, createdAt: r.createdAt, excerpt: flat.length > 60 ? `${flat.slice(0, 60).trimEnd()}…` : flat };
  });
}

/** A rendered story video as the Media Library lists it (issue 21): its stored files, signed links to watch them, and the story. */
export interface StoryVideoView {
  storyId: number;
  status: StoryStatus;
  excerpt: string;
  videoPath: string;
  posterPath: string | null;
  videoUrl: string;
  posterUrl: string | null;
  createdAt: Date;
}

const AccountStoriesInput = v.object({ accountId: ListStoriesInput.entries.accountId });

/** Every story video the account has had made, newest first (the media folder is signed only: the links are signed). */
export async function listStoryVideos(deps: Deps, input: v.InferInput<typeof AccountStoriesInput>): Promise<StoryVideoView[]> {
  const { accountId } = parse(AccountStoriesInput, input);
  const rows: { id: number; status: StoryStatus; text: string; videoPath: string; posterPath: string | null; createdAt: Date }[] = await deps
    .db('stories')
    .where({ accountId })
    .whereNotNull('videoPath')
    .orderBy('id', 'desc')
    .select('id', 'status', 'text', 'videoPath', 'posterPath', 'createdAt');
  const expires = new Date(deps.clock.now().getTime() + PREVIEW_TTL_MS);
  const signed = (storagePath: string) => signPath(deps.config.sessionSecret, storagePath, expires);
  return rows.map((r) => {
    const flat = r.text.replace(/\s+/g, ' ').trim();
    return {
      storyId: r.id,
      status: r.status,
      excerpt: flat.length > 60 ? `${flat.slice(0, 60).trimEnd()}…` : flat,
      videoPath: r.videoPath,
      posterPath: r.posterPath,
      videoUrl: signed(r.videoPath),
      posterUrl: r.posterPath ? signed(r.posterPath) : null,
      createdAt: r.createdAt,
    };
  });
}

/**
 * Deletes the video and poster of one of the account's posted stories (the Media Library, issue
 * 21): the story stays, with its text and results, without its video. A story that is still being
 * made or posted, or that can be posted again (failed, partially posted), keeps it (409).
 */
export async function removeStoryVideo(deps: Deps, input: v.InferInput<typeof StoryInput>): Promise<void> {
  const { accountId, storyId } = parse(StoryInput, input);
  const removed = await deps.db.transaction(async (trx) => {
    const row = await trx('stories').where({ accountId, id: storyId }).forUpdate().first('status', 'videoPath', 'posterPath');
    if (!row) throw notFound('stories.notFound');
    if (row.status !== 'posted')
      throw conflict(WAITING_STATUSES.includes(row.status) || row.status === 'posting' ? 'stories.videoInUse' : 'stories.videoRetryable');
    await trx('stories').where({ id: storyId }).update({ videoPath: null, posterPath: null });
    return [row.videoPath, row.posterPath].filter((p): p is string => !!p);
  });
  for (const path of removed)
    await deps.storage.remove(path).catch((error: unknown) => deps.log.warn({ err: error, path }, 'a story file could not be removed'));
}
