import type * as v from 'valibot';
import type { Db } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { parse } from '../../lib/validate.js';
import { LedgerKeysInput, LedgerRowsInput, ReleaseLeasesInput } from './schema.js';

/**
 * The published-posts ledger (published_posts): one row per publication and target, claimed
 * before any call that can publish, and moved through pending → container (Instagram) →
 * publishing → published | failed. The row is the memory that makes publishing idempotent: a
 * second run reads where the first stopped instead of starting again.
 */
type LedgerStatus = 'pending' | 'container' | 'publishing' | 'published' | 'failed';

export interface LedgerRow {
  id: number;
  accountId: number;
  publicationKey: string;
  kind: 'feed' | 'story';
  platform: 'facebook' | 'instagram';
  pageId: string;
  targetName: string | null;
  status: LedgerStatus;
  containerId: string | null;
  mediaPath: string | null;
  postId: string | null;
  permalink: string | null;
  attempts: number;
  errorCode: string | null;
  errorMessage: string | null;
  attemptStartedAt: Date | null;
  leaseUntil: Date | null;
  leaseOwner: string | null;
  publishedDate: Date | null;
  bulkPostId: number | null;
  content: string | null;
  deletedAt: Date | null;
  /** What the prepared media and container were made from (PublishInput's preparedFor). */
  preparedFor: string | null;
  containerMadeAt: Date | null;
  /** When containerId was seen FINISHED (by the preparation): the instant publishes it without asking again. */
  containerFinishedAt: Date | null;
}

export interface LedgerKey {
  publicationKey: string;
  platform: 'facebook' | 'instagram';
  pageId: string;
}

/** Makes the row of one publication and target unless it exists; answers whether it made it. */
export async function ensureLedgerRow(
  db: Db,
  values: LedgerKey & {
    accountId: number;
    kind: 'feed' | 'story';
    targetName: string | null;
    bulkPostId?: number | null;
    content?: string | null;
    contentHash?: string | null;
    productId?: number | null;
    productName?: string | null;
  },
): Promise<boolean> {
  const made = await db('publishedPosts')
    .insert({ ...values, status: 'pending' })
    .onConflict(['publicationKey', 'platform', 'pageId'])
    .ignore()
    .returning('id');
  return made.length > 0;
}

export const getLedgerRow = (db: Db, key: LedgerKey): Promise<LedgerRow | undefined> => db('publishedPosts').where(key).first();

/**
 * Takes the row for one attempt: only when it is not published and no other live attempt holds
 * it (a lease that a crashed worker leaves behind expires). Answers undefined when not taken.
 */
export async function claimLedgerRow(db: Db, key: LedgerKey, owner: string, now: Date, leaseMs: number): Promise<LedgerRow | undefined> {
  const [row] = await db('publishedPosts')
    .where(key)
    .whereNot('status', 'published')
    .where((q) => {
      q.whereNull('leaseUntil').orWhere('leaseUntil', '<', now);
    })
    .update({ leaseOwner: owner, leaseUntil: new Date(now.getTime() + leaseMs), attempts: db.raw('attempts + 1'), updatedAt: now })
    .returning('*');
  return row;
}

/** Writes the attempt's progress; only the lease holder can (a late, superseded attempt changes nothing). */
export async function updateLedger(db: Db, id: number, owner: string, patch: Partial<LedgerRow>): Promise<boolean> {
  return (
    (await db('publishedPosts')
      .where({ id, leaseOwner: owner })
      .update({ ...patch, updatedAt: new Date() })) > 0
  );
}

/** Ends the attempt: progress written and the lease given back. */
export async function releaseLedger(db: Db, id: number, owner: string, patch: Partial<LedgerRow>): Promise<boolean> {
  return updateLedger(db, id, owner, { ...patch, leaseOwner: null, leaseUntil: null });
}

/** The ledger rows of some publications (e.g. the posts on one screen), in publishing order. */
export async function listLedgerRows(deps: Deps, input: v.InferInput<typeof LedgerRowsInput>): Promise<LedgerRow[]> {
  const { accountId, publicationKeys } = parse(LedgerRowsInput, input);
  if (!publicationKeys.length) return [];
  return deps.db('publishedPosts').where({ accountId }).whereIn('publicationKey', publicationKeys).orderBy('id');
}

/** Where each publication went (its platforms), for many accounts' publications in one query (the admin's calendar). */
export async function ledgerPlatformsOf(deps: Deps, input: v.InferInput<typeof LedgerKeysInput>): Promise<Map<string, Set<'facebook' | 'instagram'>>> {
  const { publicationKeys } = parse(LedgerKeysInput, input);
  const out = new Map<string, Set<'facebook' | 'instagram'>>();
  if (!publicationKeys.length) return out;
  const rows: { publicationKey: string; platform: 'facebook' | 'instagram' }[] = await deps
    .db('publishedPosts')
    .whereIn('publicationKey', publicationKeys)
    .distinct('publicationKey', 'platform');
  for (const r of rows) out.set(r.publicationKey, (out.get(r.publicationKey) ?? new Set()).add(r.platform));
  return out;
}

/** The ledger row of a remote post id of this account (for deleting it). */
export async function findLedgerByRemoteId(db: Db, accountId: number, platform: 'facebook' | 'instagram', postId: string): Promise<LedgerRow | undefined> {
  return db('publishedPosts').where({ accountId, platform, postId }).first();
}

/** The ledger row of a post of this account by the permalink Meta gave for it (with or without a trailing slash). */
export async function findLedgerByPermalink(db: Db, accountId: number, link: string): Promise<LedgerRow | undefined> {
  const bare = link.replace(/\/+$/, '');
  return db('publishedPosts')
    .where({ accountId })
    .whereNotNull('postId')
    .whereIn('permalink', [bare, `${bare}/`])
    .orderBy('id', 'desc')
    .first();
}

/** Gives back the leases a dead process held (its attempts stopped; the next ones resume from the row). */
export async function releaseLeasesOf(deps: Deps, input: v.InferInput<typeof ReleaseLeasesInput>): Promise<number> {
  const { processIds } = parse(ReleaseLeasesInput, input);
  if (!processIds.length) return 0;
  return deps
    .db('publishedPosts')
    .whereNotNull('leaseOwner')
    .where((q) => {
      for (const id of processIds) q.orWhere('leaseOwner', 'like', `${id.replace(/[\\%_]/g, '\\$&')}/%`);
    })
    .update({ leaseOwner: null, leaseUntil: null });
}
