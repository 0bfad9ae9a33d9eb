import type { Db } from '../../lib/db.js';

/** The campaigns module's tables: bulk posts, scheduled periods, period generations, e-mail scheduling tokens. */

export type PostStatus = 'draft' | 'awaiting_approval' | 'approved' | 'scheduled' | 'publishing' | 'published' | 'partially_published' | 'failed' | 'missed';

export interface BulkPostRow {
  id: number;
  accountId: number;
  productId: number | null;
  accountProductId: number | null;
  content: string;
  scheduledDate: Date;
  scheduledDay: string;
  isScheduled: boolean;
  scheduledAt: Date | null;
  postStatus: PostStatus;
  productImage: string | null;
  productName: string | null;
  categoryName: string | null;
  contentHash: string | null;
  complianceFindings: unknown[];
  language: 'en' | 'el' | null;
  generatedAt: Date | null;
  /** When the text was changed by hand after it was written (issue 24); null while it is as written. */
  textEditedAt: Date | null;
  publishAttempts: number;
  lastPublishError: string | null;
  /** When the publish job found nothing selected: the post stays scheduled and waits (issue 24). */
  waitingForPagesSince: Date | null;
  publishedAt: Date | null;
  statusChangedAt: Date | null;
  failureNotifiedAt: Date | null;
  /** The approval in force (post_approvals.id), cleared by a change of text, image or targets (issue 23). */
  approvalId: number | null;
  /** The last send-back, whose comment the card shows until the post is submitted again. */
  sentBackId: number | null;
  /** Where the post goes (issue 20): null, every selected Page and account; else the chosen ones (targets.ts). */
  targets: { key: string; name: string | null }[] | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One of the account's posts; another account's id is simply not there. */
export const findPost = (db: Db, accountId: number, id: number): Promise<BulkPostRow | undefined> => db('bulkGeneratedPosts').where({ accountId, id }).first();

export const findPostById = (db: Db, id: number): Promise<BulkPostRow | undefined> => db('bulkGeneratedPosts').where({ id }).first();

/** Locks the post row for the rest of the transaction (state changes are serialised per post). */
export const lockPost = (db: Db, accountId: number, id: number): Promise<BulkPostRow | undefined> =>
  db('bulkGeneratedPosts').where({ accountId, id }).forUpdate().first();

export async function updatePost(db: Db, id: number, patch: Partial<BulkPostRow>): Promise<BulkPostRow> {
  const [row] = await db('bulkGeneratedPosts')
    .where({ id })
    .update({
      ...patch,
      ...(patch.complianceFindings ? { complianceFindings: JSON.stringify(patch.complianceFindings) } : {}),
      ...(patch.targets ? { targets: JSON.stringify(patch.targets) } : {}),
      updatedAt: new Date(),
    })
    .returning('*');
  return row;
}

/** The local day (the account's zone, UTC when it has none) of an instant, as the database's one-post-per-day rule computes it. */
export async function dayOf(db: Db, instant: Date, zone: string | null): Promise<string> {
  const { rows } = await db.raw(`select (?::timestamptz at time zone ?)::date::text as day`, [instant, zone || 'UTC']);
  return rows[0].day;
}

/** The post on a local day, if any. */
export const postOnDay = (db: Db, accountId: number, day: string): Promise<BulkPostRow | undefined> =>
  db('bulkGeneratedPosts').where({ accountId, scheduledDay: day }).first();

export async function takenDays(db: Db, accountId: number, fromDay: string, untilDay: string): Promise<Set<string>> {
  const rows: { scheduledDay: string }[] = await db('bulkGeneratedPosts')
    .where({ accountId })
    .where('scheduledDay', '>=', fromDay)
    .where('scheduledDay', '<', untilDay)
    .select('scheduledDay');
  return new Set(rows.map((r) => r.scheduledDay));
}

/** The last day with a post before `day` (the rhythm of a new period continues from it). */
export async function lastPostDayBefore(db: Db, accountId: number, day: string): Promise<string | null> {
  const row = await db('bulkGeneratedPosts').where({ accountId }).where('scheduledDay', '<', day).orderBy('scheduledDay', 'desc').first('scheduledDay');
  return row?.scheduledDay ?? null;
}

/** When each account product was last posted about (rotation: least recently posted first). */
export async function lastPostedByProduct(db: Db, accountId: number): Promise<Map<number, Date>> {
  const rows: { accountProductId: number; last: Date }[] = await db('bulkGeneratedPosts')
    .where({ accountId })
    .whereNotNull('accountProductId')
    .groupBy('accountProductId')
    .select('accountProductId', db.raw('max(scheduled_date) as last'));
  return new Map(rows.map((r) => [r.accountProductId, new Date(r.last)]));
}

/** Content hashes of the account's posts within the last `days` days (no text is repeated within 90 days). */
/** The texts of the account's latest posts (latest written first), which a new post should not repeat. */
export async function recentContents(db: Db, accountId: number, limit = 10): Promise<string[]> {
  const rows: { content: string }[] = await db('bulkGeneratedPosts')
    .where({ accountId })
    .orderBy('generatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .select('content');
  return rows.map((r) => r.content);
}

export async function recentHashes(db: Db, accountId: number, since: Date): Promise<Set<string>> {
  const rows: { contentHash: string }[] = await db('bulkGeneratedPosts')
    .where({ accountId })
    .where('scheduledDate', '>=', since)
    .whereNotNull('contentHash')
    .select('contentHash');
  return new Set(rows.map((r) => r.contentHash));
}
