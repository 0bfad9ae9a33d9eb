import { checkCompliance, type ComplianceFinding } from '../ai/index.js';
import { accountRequiresApproval, getCompanyInfo, recordAudit, teamMember } from '../accounts/index.js';
import { getPostBrief } from '../catalog/index.js';
import { deleteSocialPost, listLedgerRows, type LedgerRow, type SelectedPageView } from '../publishing/index.js';
import { DateTime } from 'luxon';
import type * as v from 'valibot';
import { inTransaction, type Db } from '../../lib/db.js';
import { withDb, type Deps } from '../../lib/deps.js';
import { conflict, invalid, isAppError, notFound } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
import {
  approvalInForce,
  assertMayGoOut,
  decisionsOf,
  findingsFingerprint,
  mayDo,
  restingStatus,
  voidChangedApproval,
  type ApprovalView,
} from './approvals.js';
import { contentHash, findingsCount, formatDay } from './context.js';
import { publishErrorIn } from './reasons.js';
import { removePublishJob, schedulePrepareJob, schedulePublishJob } from './jobs.js';
import { addDays, instantOf, localDay, planSlots } from './plan.js';
import { dayOf, findPost, lockPost, postOnDay, updatePost, type BulkPostRow, type PostStatus } from './repo.js';
import { CreateBulkPostInput, DeleteBulkPostInput, ListBulkPostsInput, PostInput, UpdateBulkPostInput } from './schema.js';
import { activeSelections, platformOfKey, postTargets, skippedTargets, targetKey, targetName, type PostTarget } from './targets.js';
import './messages.js';

/** A publication of a post on one Page or account (after publishing). */
interface PublicationView {
  platform: 'facebook' | 'instagram';
  targetId: string;
  targetName: string | null;
  status: LedgerRow['status'];
  remoteId: string | null;
  link: string | null;
  publishedAt: Date | null;
  error: string | null;
  deleted: boolean;
}

/** A bulk post as the API answers it (business-portal.md §3 "Bulk post", plus what publishing added). */
export interface BulkPostView {
  id: number;
  productId: number | null;
  accountProductId: number | null;
  productName: string | null;
  categoryName: string | null;
  content: string;
  scheduledDate: Date;
  productImage: string | null;
  postStatus: PostStatus;
  isScheduled: boolean;
  generatedAt: Date | null;
  updatedAt: Date;
  scheduledAt: Date | null;
  publishedAt: Date | null;
  /** When the text was last changed by hand after it was written; null while it is as written (Regenerate asks first otherwise). */
  textEditedAt: Date | null;
  complianceFindings: ComplianceFinding[];
  /** The findings' fingerprint: sent back with `acknowledgedFindings`, it says these are the findings the user read. */
  findingsFingerprint: string;
  lastPublishError: string | null;
  /** The last publishing error in each language of the portal (ours translated; Meta's own words as written). */
  lastPublishErrorIn: Record<'en' | 'el', string> | null;
  /** Since when the post waits for a Page or Instagram account to be selected (its time came with none); null when not waiting. */
  waitingForPagesSince: Date | null;
  publications: PublicationView[];
  /** The approval in force (issue 23): who, when, the hash of what was approved; null when none holds. */
  approval: ApprovalView | null;
  /** The last send-back while the post is a draft: who, when and the comment. */
  sentBack: ApprovalView | null;
  /**
   * Where the post goes (issue 20): null follows the account's selection (every selected Page and
   * Instagram account, those selected later too); else the chosen ones, with the name each had when chosen.
   */
  targets: { key: string; platform: 'facebook' | 'instagram'; name: string | null }[] | null;
  /** The chosen targets the clinic has unselected since: the post skips them (all of them: it waits). */
  skippedTargets: string[];
}

export const EDITABLE: PostStatus[] = ['draft', 'awaiting_approval', 'approved', 'scheduled'];

/** The refusals that name the post's state (one key per state: the Greek says the state in Greek). */
export const NOT_EDITABLE = {
  publishing: 'campaigns.notEditable.publishing',
  published: 'campaigns.notEditable.published',
  partially_published: 'campaigns.notEditable.partiallyPublished',
  failed: 'campaigns.notEditable.failed',
  missed: 'campaigns.notEditable.missed',
} as const;
const CANNOT_RESCHEDULE = {
  publishing: 'campaigns.cannotReschedule.publishing',
  published: 'campaigns.cannotReschedule.published',
  partially_published: 'campaigns.cannotReschedule.partiallyPublished',
} as const;

function presentPublication(row: LedgerRow): PublicationView {
  return {
    platform: row.platform,
    targetId: row.pageId,
    targetName: row.targetName,
    status: row.status,
    remoteId: row.postId,
    link: row.permalink,
    publishedAt: row.publishedDate,
    error: row.status === 'failed' ? row.errorMessage : null,
    deleted: !!row.deletedAt,
  };
}

/** A target key as the ledger names its target: `facebook:<pageId>`, `instagram:<instagramId>`. */
const ledgerTargetOf = (key: string) => (key.startsWith('instagram:') ? `instagram:${key.split(':')[2]}` : key);

/** Presents posts with their publications (one query for all of them). */
export async function presentPosts(deps: Deps, accountId: number, rows: BulkPostRow[]): Promise<BulkPostView[]> {
  const ledger = await listLedgerRows(deps, { accountId, publicationKeys: rows.map((r) => `post:${r.id}`) });
  const byPost = new Map<string, PublicationView[]>();
  const unpublished = new Set(rows.filter((r) => EDITABLE.includes(r.postStatus)).map((r) => `post:${r.id}`));
  // What each post chose to go to (issue 20), as the ledger names targets (platform and Page, or Instagram account).
  const chosen = new Map(rows.filter((r) => r.targets).map((r) => [`post:${r.id}`, new Set(r.targets!.map((t) => ledgerTargetOf(t.key)))]));
  const decisions = await decisionsOf(deps, rows);
  // The selection, read only when a post chose its targets (to say which of them are skipped).
  const selected = chosen.size ? await activeSelections(deps, accountId) : [];
  for (const row of ledger) {
    // A publication prepared ahead of its instant (issue 19) is not one yet: the post shows none until it
    // is attempted, nor ever one prepared for a target dropped from the post's targets since.
    const preparedOnly = (row.status === 'pending' || row.status === 'container') && !row.attemptStartedAt;
    if (preparedOnly && (unpublished.has(row.publicationKey) || chosen.get(row.publicationKey)?.has(`${row.platform}:${row.pageId}`) === false)) continue;
    byPost.set(row.publicationKey, [...(byPost.get(row.publicationKey) ?? []), presentPublication(row)]);
  }
  return rows.map((r) => ({
    id: r.id,
    productId: r.productId,
    accountProductId: r.accountProductId,
    productName: r.productName,
    categoryName: r.categoryName,
    content: r.content,
    scheduledDate: r.scheduledDate,
    productImage: r.productImage,
    postStatus: r.postStatus,
    isScheduled: r.isScheduled,
    generatedAt: r.generatedAt,
    updatedAt: r.updatedAt,
    scheduledAt: r.scheduledAt,
    publishedAt: r.publishedAt,
    textEditedAt: r.textEditedAt,
    complianceFindings: (r.complianceFindings ?? []) as ComplianceFinding[],
    findingsFingerprint: findingsFingerprint((r.complianceFindings ?? []) as ComplianceFinding[]),
    lastPublishError: r.lastPublishError,
    lastPublishErrorIn: r.lastPublishError ? { en: r.lastPublishError, el: publishErrorIn('el', r.lastPublishError) } : null,
    waitingForPagesSince: r.postStatus === 'scheduled' || r.postStatus === 'publishing' ? r.waitingForPagesSince : null,
    publications: byPost.get(`post:${r.id}`) ?? [],
    approval: (r.approvalId && decisions.get(Number(r.approvalId))) || null,
    sentBack: (r.postStatus === 'draft' && r.sentBackId && decisions.get(Number(r.sentBackId))) || null,
    targets: r.targets?.map((t) => ({ key: t.key, platform: platformOfKey(t.key), name: t.name })) ?? null,
    skippedTargets: skippedTargets(selected, r),
  }));
}

export interface BulkPostList {
  bulkPosts: BulkPostView[];
  counts: { future: number; past: number };
  /** How many of the account's posts wait for a Page or Instagram account to be selected. */
  waitingForPages: number;
  /** Whether the account's posts need approval before they are scheduled (issue 23). */
  requireApproval: boolean;
  page?: number;
  pageSize?: number;
}

/**
 * GET /api/bulk-posts: future posts (scheduled at or after now, not published yet) ascending, then
 * past ones descending. A published post is past from its real publication time (issue 24), and
 * sorts among the past ones by it, whatever day it was planned for. With `when` it answers one
 * side, paged (10 per page by default), so a screen with hundreds of posts loads one page at a time.
 */
export async function listBulkPosts(deps: Deps, input: v.InferInput<typeof ListBulkPostsInput>): Promise<BulkPostList> {
  const { accountId, when, page = 1, pageSize = 10 } = parse(ListBulkPostsInput, input);
  const now = deps.clock.now();
  const base = () => deps.db('bulkGeneratedPosts').where({ accountId });
  const [{ future, past, waiting }] = await base().select(
    deps.db.raw('count(*) filter (where published_at is null and scheduled_date >= ?)::int as future', [now]),
    deps.db.raw('count(*) filter (where published_at is not null or scheduled_date < ?)::int as past', [now]),
    deps.db.raw(`count(*) filter (where waiting_for_pages_since is not null and post_status in ('scheduled', 'publishing'))::int as waiting`),
  );
  const counts = { future: Number(future), past: Number(past) };
  const waitingForPages = Number(waiting);
  const requireApproval = await accountRequiresApproval(deps, { accountId });
  const ahead = () =>
    base()
      .whereNull('publishedAt')
      .where('scheduledDate', '>=', now)
      .orderBy([{ column: 'scheduledDate' }, { column: 'id' }]);
  const behind = () =>
    base()
      .where((q) => void q.whereNotNull('publishedAt').orWhere('scheduledDate', '<', now))
      .orderByRaw('coalesce(published_at, scheduled_date) desc, id desc');
  if (!when) {
    const rows = [...(await ahead()), ...(await behind())];
    return { bulkPosts: await presentPosts(deps, accountId, rows), counts, waitingForPages, requireApproval };
  }
  const rows: BulkPostRow[] = await (when === 'future' ? ahead() : behind()).limit(pageSize).offset((page - 1) * pageSize);
  return { bulkPosts: await presentPosts(deps, accountId, rows), counts, waitingForPages, requireApproval, page, pageSize };
}

/** Scheduling or publishing a post with findings on an account without approval: the confirmation is kept in the audit trail. */
export async function auditAcknowledgement(deps: Deps, post: BulkPostRow, actorUserId: number | null | undefined): Promise<void> {
  const user = actorUserId ? await teamMember(deps, { accountId: post.accountId, userId: actorUserId }) : null;
  await recordAudit(deps, {
    source: 'clinic',
    actorUserId: null,
    actorName: user?.email ?? 'business admin',
    accountId: post.accountId,
    action: 'bulk_post.findings_acknowledged',
    route: null,
    summary: `Scheduled or published a post with ${findingsCount((post.complianceFindings ?? []).length)}, confirmed as read`,
    targetId: post.id,
  });
}

export async function getBulkPost(deps: Deps, input: v.InferInput<typeof PostInput>): Promise<BulkPostView> {
  const { accountId, id } = parse(PostInput, input);
  const row = await findPost(deps.db, accountId, id);
  if (!row) throw notFound('campaigns.postNotFound');
  return (await presentPosts(deps, accountId, [row]))[0];
}

/**
 * The instant of a move to a local day of the account's zone: the post's own wall time there (10:00
 * stays 10:00 local when the day is across a DST change), or the time given (the week view's slot).
 */
function movedTo(current: Date, day: string, localTime: string | undefined, zone: string | null): Date {
  const z = zone || 'UTC';
  const wall = localTime ?? DateTime.fromJSDate(new Date(current), { zone: z }).toFormat('HH:mm');
  return instantOf(z, day, wall);
}

/** The one-post-per-day rule, said plainly (the database enforces it too). */
async function assertDayFree(db: Db, accountId: number, instant: Date, exceptId: number | null, zone: string | null): Promise<void> {
  const existing = await postOnDay(db, accountId, await dayOf(db, instant, zone));
  if (existing && existing.id !== exceptId) {
    throw conflict('campaigns.onePerDayOn', { day: formatDay(instant, zone) }, { field: 'scheduledDate' });
  }
}

const zoneOf = async (deps: Deps, accountId: number) => (await getCompanyInfo(deps, { accountId }))?.timezone ?? null;

/** A unique-day violation that slipped past the check (two writers at once) is the same clear 409. */
async function dayRule<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if ((error as { code?: string; constraint?: string })?.constraint === 'bulk_generated_posts_one_per_day') {
      throw conflict('campaigns.onePerDay', undefined, { field: 'scheduledDate' });
    }
    throw error;
  }
}

/**
 * POST /api/bulk-posts: keeps a generated text as a draft post about one of the account's products,
 * on the date given or on the next free day at the account's posting time.
 */
export async function createBulkPost(deps: Deps, input: v.InferInput<typeof CreateBulkPostInput>): Promise<BulkPostView> {
  const { accountId, productId, content, scheduledDate, actorRole } = parse(CreateBulkPostInput, input);
  mayDo(actorRole, 'edit');
  const now = deps.clock.now();
  const info = await getCompanyInfo(deps, { accountId });
  // The post keeps the product's name in the language it is written in.
  const brief = await getPostBrief(deps, { accountId, productId, language: info?.contentLanguage });
  if (!info) throw invalid('campaigns.setupFirst');
  const zone = info.timezone || 'UTC';
  let when = scheduledDate;
  if (when) {
    if (when.getTime() <= now.getTime()) throw invalid('campaigns.mustBeFuture', undefined, { field: 'scheduledDate' });
    await assertDayFree(deps.db, accountId, when, null, zone);
  } else {
    const from = localDay(now, zone);
    const until = addDays(from, 120, zone);
    const taken = new Set<string>(
      (await deps.db('bulkGeneratedPosts').where({ accountId }).where('scheduledDay', '>=', from).select('scheduledDay')).map(
        (r: { scheduledDay: string }) => r.scheduledDay,
      ),
    );
    const slot = planSlots({ zone, localTime: info.scheduledLocalTime, frequencyDays: 1, from, until, takenDays: taken, now })[0];
    if (!slot) throw conflict('campaigns.noFreeDay');
    when = slot.instant;
  }
  const [row] = await dayRule(() =>
    deps
      .db('bulkGeneratedPosts')
      .insert({
        accountId,
        productId: brief.originalProductId,
        accountProductId: brief.accountProductId,
        content,
        contentHash: contentHash(content),
        complianceFindings: JSON.stringify(checkCompliance(content, info.contentLanguage)),
        language: info.contentLanguage,
        scheduledDate: when,
        postStatus: 'draft',
        productImage: brief.imagePath,
        productName: brief.name,
        categoryName: brief.category,
        targetPlatform: 'all',
        generatedAt: now,
        statusChangedAt: now,
      })
      .returning('*'),
  );
  return (await presentPosts(deps, accountId, [row]))[0];
}

/** A post's targets can change until it goes out: not while it is published, or being published (issue 20). */
const TARGETS_FIXED: PostStatus[] = ['publishing', 'published', 'partially_published'];

/** The targets chosen for a post (null: every selected one), each an active selection (400 otherwise), with its name. */
function chooseTargets(selected: SelectedPageView[], keys: string[] | null): PostTarget[] | null {
  if (keys === null) return null;
  if (!keys.length) throw invalid('campaigns.targetsEmpty', undefined, { field: 'targets' });
  const byKey = new Map(selected.map((p) => [targetKey(p), p]));
  return [...new Set(keys)].map((key) => {
    const page = byKey.get(key);
    if (!page) throw invalid('campaigns.targetNotSelected', undefined, { field: 'targets' });
    return { key, name: targetName(page) };
  });
}

/**
 * PUT /api/bulk-posts/{id}, the spec's variants (business-portal.md §4, §5, §7):
 * - `content` (+ generatedAt or updatedAt): new text, for a draft or scheduled post;
 * - `isScheduled: true` (+ scheduledDate): scheduled, its publishing job added; ignored if already scheduled;
 * - `isScheduled: false`: back to draft, its job removed; ignored if not scheduled;
 * - `targets` (issue 20): the selection keys the post goes to, or null for every selected one; refused once it is
 *   (being) published; after approval, a change that moves the post's targets sends it back to draft;
 * - `scheduledDate` alone, or `scheduledDay` (+ `localTime`), the calendar's move: a new instant (strictly in the future, on a
 *   free day); a scheduled post's job moves with it; a draft or missed post whose time has passed may move too (issue 20).
 * The row and its job change in one transaction. Another account's post is not found.
 */
export async function updateBulkPost(deps: Deps, input: v.InferInput<typeof UpdateBulkPostInput>): Promise<BulkPostView> {
  const {
    accountId,
    id,
    scheduledDay,
    localTime,
    actorRole,
    actorUserId,
    acknowledgedFindings,
    findingsFingerprint: fingerprint,
    targets,
    ...change
  } = parse(UpdateBulkPostInput, input);
  const moving = scheduledDay !== undefined || change.scheduledDate !== undefined;
  if (change.content === undefined && change.isScheduled === undefined && !moving && targets === undefined) throw invalid('campaigns.nothingToChange');
  // Proposing a time (a day or time alone) and unscheduling are edits; scheduling is not an editor's (issue 23).
  mayDo(actorRole, change.isScheduled === true ? 'schedule' : 'edit');
  const now = deps.clock.now();
  const zone = await zoneOf(deps, accountId);
  const updated = await inTransaction(deps.db, async (trx) => {
    let post = await lockPost(trx, accountId, id);
    if (!post) throw notFound('campaigns.postNotFound');
    const editable = () => {
      if (!EDITABLE.includes(post!.postStatus)) throw conflict(NOT_EDITABLE[post!.postStatus as keyof typeof NOT_EDITABLE]);
    };

    const scoped = withDb(deps, trx);
    const approved = change.content !== undefined || targets !== undefined ? await approvalInForce(scoped, post) : null;
    if (change.content !== undefined) {
      editable();
      post = await updatePost(trx, id, {
        content: change.content,
        contentHash: contentHash(change.content),
        complianceFindings: checkCompliance(change.content, post.language ?? 'en'),
        generatedAt: change.generatedAt !== undefined ? now : post.generatedAt,
        // A text sent with `generatedAt` is a written one (regenerate, or Undo back to one); any other is a hand edit.
        textEditedAt: change.generatedAt !== undefined ? null : now,
      });
    }
    if (targets !== undefined) {
      // Where it goes (issue 20): among the active selections; what went out (or is going) stays as it went.
      if (TARGETS_FIXED.includes(post.postStatus)) throw conflict('campaigns.targetsAfterPublishing');
      post = await updatePost(trx, id, { targets: chooseTargets(await activeSelections(scoped, accountId), targets) });
    }
    post = await voidChangedApproval(trx, scoped, post, approved, now);
    // Prepared already (its image and container were for the old text or targets): prepared again, ahead of its instant.
    if ((change.content !== undefined || targets !== undefined) && post.postStatus === 'scheduled')
      await schedulePrepareJob(trx, id, new Date(post.scheduledDate));

    if (change.isScheduled === true) {
      const when = change.scheduledDate ?? post.scheduledDate;
      if (post.postStatus === 'scheduled' && (!change.scheduledDate || change.scheduledDate.getTime() === new Date(post.scheduledDate).getTime())) return post;
      if (!['draft', 'awaiting_approval', 'approved', 'scheduled', 'failed', 'missed'].includes(post.postStatus))
        throw conflict(CANNOT_RESCHEDULE[post.postStatus as keyof typeof CANNOT_RESCHEDULE]);
      if (when.getTime() <= now.getTime()) throw invalid('campaigns.mustBeFuture', undefined, { field: 'scheduledDate' });
      const selected = await activeSelections(scoped, accountId);
      if (!selected.length) throw invalid('campaigns.noPages');
      if (!postTargets(selected, post).length) throw invalid('campaigns.targetsUnselected', undefined, { field: 'targets' });
      if (post.postStatus !== 'scheduled' && (await assertMayGoOut(scoped, post, acknowledgedFindings, fingerprint)))
        await auditAcknowledgement(scoped, post, actorUserId);
      await assertDayFree(trx, accountId, when, id, zone);
      post = await dayRule(() =>
        updatePost(trx, id, {
          isScheduled: true,
          postStatus: 'scheduled',
          scheduledAt: now,
          scheduledDate: when,
          statusChangedAt: now,
          lastPublishError: null,
          waitingForPagesSince: null,
        }),
      );
      await schedulePublishJob(trx, id, when);
    } else if (change.isScheduled === false) {
      if (post.postStatus !== 'scheduled') return post;
      const resting = await restingStatus(scoped, post);
      post = await updatePost(trx, id, { isScheduled: false, postStatus: resting, scheduledAt: null, statusChangedAt: now, waitingForPagesSince: null });
      await removePublishJob(trx, id);
    } else if (moving) {
      // The time edit, also the calendar's move (issue 20). A draft or a missed post whose time has
      // passed is an unpublished plan and may move to a future day (a missed one becomes a draft
      // again: the clinic schedules it anew); a scheduled post whose time has passed is being
      // published or waits for a Page, and what was published never moves.
      if (post.postStatus !== 'missed') editable();
      const passed = new Date(post.scheduledDate).getTime() < now.getTime();
      if (passed && post.postStatus === 'scheduled') throw conflict('campaigns.onlyFuture');
      const when = scheduledDay !== undefined ? movedTo(post.scheduledDate, scheduledDay, localTime, zone) : change.scheduledDate!;
      if (when.getTime() <= now.getTime()) throw invalid('campaigns.mustBeFuture', undefined, { field: 'scheduledDate' });
      await assertDayFree(trx, accountId, when, id, zone);
      const again = post.postStatus === 'missed' ? { postStatus: 'draft' as const, statusChangedAt: now, lastPublishError: null } : {};
      post = await dayRule(() => updatePost(trx, id, { scheduledDate: when, ...again }));
      if (post.postStatus === 'scheduled') await schedulePublishJob(trx, id, when);
    }
    return post;
  });
  return (await presentPosts(deps, accountId, [updated]))[0];
}

/** What became of one publication of a post deleted with `removeFromPlatforms`. */
export interface PostRemoval {
  platform: 'facebook' | 'instagram';
  targetId: string;
  targetName: string | null;
  remoteId: string;
  link: string | null;
  /** deleted; not_found: Meta no longer knows it (deleted already, by hand); kept: it stays online, `messageKey` says why. */
  outcome: 'deleted' | 'not_found' | 'kept';
  message: string | null;
  messageKey: string | null;
  params: Record<string, unknown> | null;
}

/** Deletes one publication on Meta through the Delete post page's own use case. */
async function removePublication(deps: Deps, accountId: number, row: LedgerRow & { postId: string }): Promise<PostRemoval> {
  const removal = { platform: row.platform, targetId: row.pageId, targetName: row.targetName, remoteId: row.postId, link: row.permalink };
  try {
    await deleteSocialPost(deps, { accountId, platform: row.platform, postId: row.postId });
    return { ...removal, outcome: 'deleted', message: null, messageKey: null, params: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return {
      ...removal,
      outcome: error.status === 404 ? 'not_found' : 'kept',
      message: error.message,
      messageKey: error.messageKey,
      params: (error.params as Record<string, unknown> | undefined) ?? null,
    };
  }
}

/**
 * DELETE /api/bulk-posts/{id}: the post and its job go together; one being published right now
 * waits. With `removeFromPlatforms` (issue 24) what it published on Facebook and Instagram is
 * deleted first, through the Delete post page's use case; if any of it stays online the post is
 * kept (it holds the links to what stays), and the answer says what stays and why.
 */
export async function deleteBulkPost(deps: Deps, input: v.InferInput<typeof DeleteBulkPostInput>): Promise<{ deleted: boolean; removals: PostRemoval[] }> {
  const { accountId, id, removeFromPlatforms, actorRole } = parse(DeleteBulkPostInput, input);
  // Deleting what was published on Meta is publishing's reverse: not an editor's (issue 23).
  mayDo(actorRole, removeFromPlatforms ? 'schedule' : 'edit');
  const removals: PostRemoval[] = [];
  if (removeFromPlatforms) {
    const post = await findPost(deps.db, accountId, id);
    if (!post) throw notFound('campaigns.postNotFound');
    if (post.postStatus === 'publishing') throw conflict('campaigns.beingPublished');
    const ledger = await listLedgerRows(deps, { accountId, publicationKeys: [`post:${id}`] });
    for (const row of ledger) {
      if (row.status === 'published' && row.postId && !row.deletedAt) removals.push(await removePublication(deps, accountId, { ...row, postId: row.postId }));
    }
    if (removals.some((r) => r.outcome === 'kept')) return { deleted: false, removals };
  }
  await inTransaction(deps.db, async (trx) => {
    const post = await lockPost(trx, accountId, id);
    if (!post) throw notFound('campaigns.postNotFound');
    if (post.postStatus === 'publishing') throw conflict('campaigns.beingPublished');
    await removePublishJob(trx, id);
    await trx('bulkGeneratedPosts').where({ id }).delete();
  });
  return { deleted: true, removals };
}
