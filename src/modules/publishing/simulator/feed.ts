import type * as v from 'valibot';
import type { Deps } from '../../../lib/deps.js';
import { parse } from '../../../lib/validate.js';
import { listPages } from '../repo.js';
import { SimulatorFeedInput } from '../schema.js';
import type { SimObject } from './store.js';

/** What the simulator "published", for the /simulator page (a demo user sees the result). */
export interface SimulatorFeedPage {
  id: string;
  name: string;
  category: string | null;
  posts: { id: string; kind: 'photo' | 'status'; caption: string; mediaUrl: string | null; createdAt: Date; deleted: boolean }[];
  instagram: null | {
    id: string;
    username: string;
    media: {
      id: string;
      productType: 'FEED' | 'STORY' | 'REELS';
      mediaType: 'IMAGE' | 'VIDEO';
      caption: string;
      mediaUrl: string | null;
      createdAt: Date;
      deleted: boolean;
    }[];
  };
}

const ITEMS_PER_TARGET = 50;

/**
 * The simulated Pages and Instagram accounts with what was published to them, newest first.
 * With `accountId`, only those the account's connection reaches; without, every one (admins).
 */
export async function simulatorFeed(deps: Deps, input: v.InferInput<typeof SimulatorFeedInput>): Promise<SimulatorFeedPage[]> {
  const { accountId } = parse(SimulatorFeedInput, input);
  const { db } = deps;
  const query = db('simulatorObjects')
    .where({ type: 'page' })
    .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id' }])
    .limit(100);
  if (accountId !== undefined)
    query.whereIn(
      'id',
      (await listPages(db, accountId)).map((p) => p.pageId),
    );
  const pages: SimObject[] = await query;
  const out: SimulatorFeedPage[] = [];
  for (const page of pages) {
    const posts: SimObject[] = await db('simulatorObjects').where({ type: 'page_post', ownerId: page.id }).orderBy('createdAt', 'desc').limit(ITEMS_PER_TARGET);
    const ig: SimObject | undefined = await db('simulatorObjects').where({ type: 'ig_user', ownerId: page.id }).first();
    const media: SimObject[] = ig
      ? await db('simulatorObjects').where({ type: 'ig_media', ownerId: ig.id }).orderBy('createdAt', 'desc').limit(ITEMS_PER_TARGET)
      : [];
    out.push({
      id: page.id,
      name: page.data.name,
      category: page.data.category ?? null,
      posts: posts.map((p) => ({
        id: p.id,
        kind: p.data.kind,
        caption: p.data.caption ?? '',
        mediaUrl: p.data.mediaPath ?? null,
        createdAt: p.createdAt,
        deleted: !!p.deletedAt,
      })),
      instagram: ig
        ? {
            id: ig.id,
            username: ig.data.username,
            media: media.map((m) => ({
              id: m.id,
              productType: m.data.productType,
              mediaType: m.data.mediaType,
              caption: m.data.caption ?? '',
              mediaUrl: m.data.mediaPath ?? null,
              createdAt: m.createdAt,
              deleted: !!m.deletedAt,
            })),
          }
        : null,
    });
  }
  return out;
}
