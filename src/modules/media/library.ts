import { DateTime } from 'luxon';
import type * as v from 'valibot';
import { getCompanyInfo } from '../accounts/index.js';
import { listAccountImages, type AccountImageOrigin } from '../catalog/index.js';
import { listPostImages, replacePostImage, type BulkPostView, type PostImageUse } from '../campaigns/index.js';
import { listStoryVideos, queueStory, removeStoryVideo, type StoryStatus, type StoryView } from '../stories/index.js';
import { inTransaction } from '../../lib/db.js';
import { withDb, type Deps } from '../../lib/deps.js';
import { conflict, invalid, notFound } from '../../lib/errors.js';
import { normalizeImage } from '../../lib/images.js';
import type { MessageKey, MessageParams } from '../../lib/messages.js';
import { parseUploadPath, statMany } from '../../lib/storage.js';
import { parse } from '../../lib/validate.js';
import './messages.js';
import { AccountInput, MediaFileInput, UploadMediaInput, UseInPostInput, UseInStoryInput } from './schema.js';

/** Where the library's own uploads are kept in the storage. */
const LIBRARY_FOLDER = 'library';

/** Where a file came from: an upload (to the library or to a product), a catalogue product picked, AI's choice for a product, the logo, a story's video, or only a post. */
type MediaOrigin = AccountImageOrigin | 'logo' | 'story' | 'post';

/** A story that uses a file (its video). */
interface StoryUse {
  id: number;
  status: StoryStatus;
  excerpt: string;
}

/** One file of the account's Media Library, with everything that uses it. */
export interface MediaItem {
  /** The stored file's one address: what the library's calls name it by. */
  path: string;
  /** What the browser shows: the address, or a signed link for the signed-only media folder. */
  url: string;
  /** A still to show in a list (a video's poster); the image itself for an image. */
  thumbnailUrl: string | null;
  kind: 'image' | 'video';
  origin: MediaOrigin;
  size: number | null;
  createdAt: Date | null;
  uses: {
    posts: Omit<PostImageUse, 'path'>[];
    stories: StoryUse[];
    products: { accountProductId: number; name: string; nameEl: string | null }[];
    logo: boolean;
  };
  /** Why it may not be deleted now (a message key and its values); null when it may. */
  kept: { messageKey: MessageKey; params?: MessageParams } | null;
}

/** The account's library: the items, newest first. */
export interface MediaLibrary {
  items: MediaItem[];
}

/** A media item being gathered: its address and what is known of it so far. */
type Draft = Omit<MediaItem, 'kept' | 'size' | 'createdAt'> & { createdAt: Date | null; size: number | null; libraryUpload: boolean };

/**
 * Everything the account has, derived from the rows that name its files (its products' images,
 * posts, stories, logo) and its own library uploads: nothing is copied, so where a file is used is
 * always what the rows say. `zone` is the account's, for the dates in the refusals.
 */
async function gather(deps: Deps, accountId: number): Promise<{ drafts: Map<string, Draft>; zone: string }> {
  const [uploads, images, posts, stories, info] = await Promise.all([
    deps.db('mediaUploads').where({ accountId }).select('path', 'sizeBytes', 'createdAt'),
    listAccountImages(deps, { accountId }),
    listPostImages(deps, { accountId }),
    listStoryVideos(deps, { accountId }),
    getCompanyInfo(deps, { accountId }),
  ]);
  const drafts = new Map<string, Draft>();
  const draft = (path: string, origin: MediaOrigin, createdAt: Date | null = null): Draft => {
    let item = drafts.get(path);
    if (!item) {
      item = {
        path,
        url: path,
        thumbnailUrl: path,
        kind: 'image',
        origin,
        size: null,
        createdAt,
        uses: { posts: [], stories: [], products: [], logo: false },
        libraryUpload: false,
      };
      drafts.set(path, item);
    }
    return item;
  };
  for (const u of uploads as { path: string; sizeBytes: number; createdAt: Date }[]) {
    const item = draft(u.path, 'upload', u.createdAt);
    item.size = u.sizeBytes;
    item.libraryUpload = true;
  }
  for (const image of images) draft(image.path, image.origin, image.createdAt).uses.products.push(...image.products);
  const logo = info?.logoUrl && parseUploadPath(info.logoUrl) ? info.logoUrl : null;
  if (logo) draft(logo, 'logo').uses.logo = true;
  for (const story of stories) {
    const item = draft(story.videoPath, 'story', story.createdAt);
    item.kind = 'video';
    item.url = story.videoUrl;
    item.thumbnailUrl = story.posterUrl;
    item.uses.stories.push({ id: story.storyId, status: story.status, excerpt: story.excerpt });
  }
  for (const { path, ...post } of posts) draft(path, 'post').uses.posts.push(post);
  return { drafts, zone: info?.timezone || 'UTC' };
}

/** Why an item must stay (the first reason found), or null. */
function keptBecause(item: Draft, zone: string): MediaItem['kept'] {
  const pending = item.uses.posts.filter((p) => p.pending).sort((a, b) => new Date(a.scheduledDate).getTime() - new Date(b.scheduledDate).getTime())[0];
  if (pending) return { messageKey: 'media.usedByPost', params: { date: DateTime.fromJSDate(new Date(pending.scheduledDate), { zone }).toISODate()! } };
  if (item.uses.logo) return { messageKey: 'media.usedAsLogo' };
  if (item.uses.products[0]) return { messageKey: 'media.usedByProduct', params: { name: item.uses.products[0].name } };
  if (item.uses.stories.some((s) => ['queued', 'rendering', 'posting'].includes(s.status))) return { messageKey: 'media.usedByStory' };
  if (item.uses.stories.some((s) => s.status !== 'posted')) return { messageKey: 'media.storyVideo' };
  if (item.kind === 'video') return null;
  if (!item.libraryUpload) return { messageKey: 'media.notYours' };
  return null;
}

async function finish(deps: Deps, drafts: Map<string, Draft>, zone: string): Promise<MediaItem[]> {
  const stats = await statMany(
    deps.storage,
    [...drafts.values()].filter((d) => d.size === null || d.createdAt === null).map((d) => d.path),
  );
  const items: MediaItem[] = [];
  for (const d of drafts.values()) {
    const stat = stats.get(d.path);
    // A file no longer in the store (removed by hand, a product image an admin deleted) is not listed as if it were.
    if (d.size === null && !stat) continue;
    const { libraryUpload: _libraryUpload, ...item } = d;
    items.push({ ...item, size: d.size ?? stat!.size, createdAt: d.createdAt ?? stat?.lastModified ?? null, kept: keptBecause(d, zone) });
  }
  return items.sort((a, b) => (b.createdAt ? new Date(b.createdAt).getTime() : 0) - (a.createdAt ? new Date(a.createdAt).getTime() : 0));
}

/** The account's Media Library: every image and video it has, where each is used, its size and date, and whether it may be deleted. */
export async function listMedia(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<MediaLibrary> {
  const { accountId } = parse(AccountInput, input);
  const { drafts, zone } = await gather(deps, accountId);
  return { items: await finish(deps, drafts, zone) };
}

/** One item of the account's library by its address; another account's file, or a file the account has not, is not found. */
async function findItem(deps: Deps, accountId: number, path: string): Promise<MediaItem> {
  if (!parseUploadPath(path)) throw notFound('media.notFound');
  const { drafts, zone } = await gather(deps, accountId);
  const found = drafts.get(path);
  if (!found) throw notFound('media.notFound');
  const [item] = await finish(deps, new Map([[path, found]]), zone);
  if (!item) throw notFound('media.notFound');
  return item;
}

/**
 * Stores an image uploaded to the library, with the checks of product images (decoded from its
 * bytes: an SVG or a non-image is refused; re-encoded, metadata dropped, at most 2048 px). Visible
 * to this account only. Answers it as the library lists it.
 */
export async function uploadMedia(deps: Deps, input: v.InferInput<typeof UploadMediaInput>): Promise<MediaItem> {
  const { accountId, image } = parse(UploadMediaInput, input);
  const normalized = await normalizeImage(image);
  const path = await deps.storage.put(LIBRARY_FOLDER, normalized.data, normalized.extension);
  try {
    const [row] = await deps
      .db('mediaUploads')
      .insert({ accountId, path, contentType: normalized.contentType, sizeBytes: normalized.data.length, width: normalized.width, height: normalized.height })
      .returning(['path', 'createdAt']);
    return {
      path: row.path,
      url: row.path,
      thumbnailUrl: row.path,
      kind: 'image',
      origin: 'upload',
      size: normalized.data.length,
      createdAt: row.createdAt,
      uses: { posts: [], stories: [], products: [], logo: false },
      kept: null,
    };
  } catch (error) {
    await deps.storage.remove(path).catch(() => undefined);
    throw error;
  }
}

/**
 * Deletes one of the account's library uploads that nothing still needs. Refused (409, with the
 * reason) while a post that has not gone out uses it; a catalogue, product, AI or logo image is not
 * the library's to delete (it says where it is managed). A posted story's video may go (the story
 * stays); one that is being made, posted, or may be posted again stays. A post that went out
 * keeps its copy on Facebook and Instagram. The row goes in a transaction that holds the upload's
 * row against a "use in a post" at the same moment; the file goes once that is committed.
 */
export async function deleteMedia(deps: Deps, input: v.InferInput<typeof MediaFileInput>): Promise<{ deleted: string }> {
  const { accountId, path } = parse(MediaFileInput, input);
  const found = await findItem(deps, accountId, path);
  if (found.kind === 'video') {
    // A posted story's video: the stories module deletes it under the story's lock, checking its state again.
    if (found.kept) throw conflict(found.kept.messageKey, found.kept.params as never);
    await removeStoryVideo(deps, { accountId, storyId: found.uses.stories[0].id });
    return { deleted: path };
  }
  await inTransaction(deps.db, async (trx) => {
    const scoped = withDb(deps, trx);
    const upload = await trx('mediaUploads').where({ accountId, path }).forUpdate().first('id');
    const item = await findItem(scoped, accountId, path);
    if (item.kept) throw conflict(item.kept.messageKey, item.kept.params as never);
    if (!upload) throw conflict('media.notYours');
    await trx('mediaUploads').where({ id: upload.id }).delete();
  });
  await deps.storage.remove(path).catch((error: unknown) => deps.log.warn({ err: error, path }, 'a deleted library file could not be removed from the store'));
  return { deleted: path };
}

/**
 * Gives one of the account's posts that has not gone out an image of its library (the post's
 * image is replaced; an approval in force is voided, as any edit of the post). A library upload's
 * row is held while the post changes, so a delete at the same moment waits and then sees the use.
 */
export async function useMediaInPost(deps: Deps, input: v.InferInput<typeof UseInPostInput>): Promise<BulkPostView> {
  const { accountId, path, postId, actorRole, actorUserId } = parse(UseInPostInput, input);
  return inTransaction(deps.db, async (trx) => {
    const scoped = withDb(deps, trx);
    await trx('mediaUploads').where({ accountId, path }).forShare().first('id');
    const item = await findItem(scoped, accountId, path);
    if (item.kind !== 'image') throw invalid('media.notAnImage', undefined, { field: 'path' });
    return replacePostImage(scoped, { accountId, id: postId, imagePath: path, actorRole, actorUserId });
  });
}

/**
 * Makes an Instagram story from an image of the library and a text: the stories module's own
 * queue, checks and limits (its copy of the image goes to the signed-only media folder, as an
 * upload's does). Answers the queued story (the story screen follows it).
 */
export async function useMediaInStory(deps: Deps, input: v.InferInput<typeof UseInStoryInput>): Promise<StoryView> {
  const { accountId, path, text } = parse(UseInStoryInput, input);
  const item = await findItem(deps, accountId, path);
  if (item.kind !== 'image') throw invalid('media.notAnImage', undefined, { field: 'path' });
  const image = await deps.storage.read(path);
  if (!image) throw notFound('media.notFound');
  return queueStory(deps, { accountId, text: text as string, image });
}
