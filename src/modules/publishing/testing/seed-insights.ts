/**
 * Test and benchmark support (issue 21): posts already published on the built-in simulator, without
 * making images or containers (a benchmark needs thousands): the simulated post or media, made at its
 * publication time, and its published ledger row, as publishing would have left them. Only tests and
 * scripts import this.
 */
import type { Deps } from '../../../lib/deps.js';
import { createObject, nextId } from '../simulator/store.js';

export interface PublishedPostSeed {
  accountId: number;
  platform: 'facebook' | 'instagram';
  /** The Facebook Page, or for Instagram the Instagram account. */
  targetId: string;
  kind?: 'feed' | 'story';
  publishedAt: Date;
  productName?: string | null;
  bulkPostId?: number | null;
  caption?: string;
  /** Default post:<a new number>. */
  publicationKey?: string;
}

/** Answers the ledger row's id and the remote id. */
export async function seedPublishedPost(deps: Pick<Deps, 'db' | 'site'>, seed: PublishedPostSeed): Promise<{ id: number; postId: string }> {
  const { db } = deps;
  const kind = seed.kind ?? 'feed';
  const caption = seed.caption ?? `${seed.productName ?? 'A treatment'}: what to expect. Book a consultation.`;
  const number = await nextId(db);
  const postId = seed.platform === 'facebook' ? `${seed.targetId}_${number}` : number;
  const permalink = `${deps.site.publicUrl}/simulator#${postId}`;
  await createObject(
    db,
    seed.platform === 'facebook' ? 'page_post' : 'ig_media',
    seed.targetId,
    seed.platform === 'facebook'
      ? { kind: 'status', caption, permalink }
      : { caption, mediaType: kind === 'story' ? 'VIDEO' : 'IMAGE', productType: kind === 'story' ? 'STORY' : 'FEED', permalink },
    postId,
  );
  await db('simulatorObjects').where({ id: postId }).update({ createdAt: seed.publishedAt });
  const [row] = await db('publishedPosts')
    .insert({
      accountId: seed.accountId,
      publicationKey: seed.publicationKey ?? `${kind === 'story' ? 'story' : 'post'}:seed-${number}`,
      kind,
      platform: seed.platform,
      pageId: seed.targetId,
      status: 'published',
      postId,
      permalink,
      content: caption,
      productName: seed.productName ?? null,
      bulkPostId: seed.bulkPostId ?? null,
      publishedDate: seed.publishedAt,
      targetName: seed.platform === 'facebook' ? 'Clinic Page' : '@clinic',
    })
    .returning('id');
  return { id: row.id, postId };
}
