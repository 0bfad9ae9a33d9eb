import type * as v from 'valibot';
import { listPostBriefs } from '../catalog/index.js';
import { hasSelectedPages } from '../publishing/index.js';
import { inTransaction } from '../../lib/db.js';
import { withDb, type Deps } from '../../lib/deps.js';
import { conflict, invalid, notFound } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
import { auditAcknowledgement, EDITABLE, NOT_EDITABLE, updateBulkPost, type BulkPostView } from './bulk-posts.js';
import { generateOnePost } from './generate.js';
import { removePublishJob, schedulePublishJob } from './jobs.js';
import { findPost, updatePost, type BulkPostRow, type PostStatus } from './repo.js';
import { approvalInForce, findingsFingerprint, mayDo, restingStatus } from './approvals.js';
import { accountRequiresApproval } from '../accounts/index.js';
import type { ComplianceFinding } from '../ai/index.js';
import { AccountInput, DeleteFutureInput, PostInput, ScheduleAllInput } from './schema.js';
import './messages.js';

/**
 * The screen's multi-post workflows, each one call (the server owns the workflow): regenerate a
 * post's text, and schedule, unschedule or delete every future post of the account. "Future" is
 * what the screen's Future tab lists: posts whose instant is now or later. The bulk ones change
 * their posts and jobs in one transaction: all of them, or none (a refusal changes nothing).
 */

/** What "Schedule all" takes back into the schedule (a failed or missed post can be scheduled again). */
const SCHEDULABLE: PostStatus[] = ['draft', 'awaiting_approval', 'approved', 'failed', 'missed'];
/** What "Delete future" removes; a post already out (published, partly, publishing) keeps its record. */
const DELETABLE_FUTURE: PostStatus[] = ['draft', 'awaiting_approval', 'approved', 'scheduled', 'failed', 'missed'];

/** The account's future posts, locked for the transaction, earliest first. */
const lockFuture = (trx: Deps['db'], accountId: number, now: Date, statuses?: PostStatus[]): Promise<BulkPostRow[]> => {
  const q = trx('bulkGeneratedPosts').where({ accountId }).where('scheduledDate', '>=', now);
  if (statuses) q.whereIn('postStatus', statuses);
  return q.orderBy([{ column: 'scheduledDate' }, { column: 'id' }]).forUpdate();
};

/** A post Schedule all leaves for the user's confirmation: what the confirmation lists of it. */
export interface AwaitingAcknowledgement {
  id: number;
  productName: string | null;
  scheduledDate: Date;
  /** Its findings as the post view carries them. */
  complianceFindings: ComplianceFinding[];
  /** The findings' fingerprint: echoed back in `acknowledgedPosts`, it says these findings are the ones confirmed. */
  findingsFingerprint: string;
}

/**
 * POST /api/bulk-posts/schedule-all: every future draft, failed or missed post is scheduled at its
 * own instant, with its publishing job. Answers how many were scheduled and how many future posts
 * there are (none: the screen says there is nothing to schedule; none scheduled: all already are).
 * Medical sign-off (issue 23): on an account that requires approval only approved posts are
 * scheduled (`notApproved` counts the others); without it, a post with compliance findings is
 * scheduled only when the user confirmed reading them: `acknowledgedFindings: true` with the post in
 * `acknowledgedPosts`, its `findingsFingerprint` the one of its findings now. The answer lists the
 * posts left for that confirmation (`awaitingAcknowledgement`, `needAcknowledgement` counts them):
 * the confirmation shows exactly those findings, and a post whose findings changed since is left and
 * listed again. Each post so scheduled is an audit row (`bulk_post.findings_acknowledged`).
 */
export async function scheduleAllFuture(
  deps: Deps,
  input: v.InferInput<typeof ScheduleAllInput>,
): Promise<{ scheduled: number; futurePosts: number; notApproved: number; needAcknowledgement: number; awaitingAcknowledgement: AwaitingAcknowledgement[] }> {
  const { accountId, actorRole, actorUserId, acknowledgedFindings, acknowledgedPosts } = parse(ScheduleAllInput, input);
  mayDo(actorRole, 'schedule');
  // The confirmation names its posts: `acknowledgedFindings: true` alone (every post with findings,
  // shown or not) is refused, and so are posts named without it (ARCHITECTURE.md "Decisions").
  if ((acknowledgedFindings === true) !== (acknowledgedPosts !== undefined))
    throw invalid('campaigns.acknowledgedPostsRequired', undefined, { field: 'acknowledgedPosts' });
  const confirmed = new Map((acknowledgedPosts ?? []).map((p) => [p.id, p.findingsFingerprint]));
  const now = deps.clock.now();
  const requireApproval = await accountRequiresApproval(deps, { accountId });
  return inTransaction(deps.db, async (trx) => {
    if (confirmed.size) {
      const [{ n }] = await trx('bulkGeneratedPosts').where({ accountId }).count({ n: '*' });
      if (confirmed.size > Number(n)) throw invalid('campaigns.acknowledgedPostsInvalid', undefined, { field: 'acknowledgedPosts' });
    }
    const scoped = withDb(deps, trx);
    const future = await lockFuture(trx, accountId, now);
    const candidates = future.filter((p) => SCHEDULABLE.includes(p.postStatus) && new Date(p.scheduledDate).getTime() > now.getTime());
    let notApproved = 0;
    const awaiting: AwaitingAcknowledgement[] = [];
    const todo: BulkPostRow[] = [];
    // Posts with findings scheduled on the user's confirmation: each is kept in the audit trail, as one scheduled alone is.
    const acknowledged = new Set<number>();
    for (const post of candidates) {
      const approved = !!(await approvalInForce(scoped, post));
      const findings = (post.complianceFindings ?? []) as ComplianceFinding[];
      const withFindings = !requireApproval && !approved && findings.length > 0;
      if (requireApproval && !approved) notApproved++;
      else if (withFindings) {
        const fingerprint = findingsFingerprint(findings);
        if (confirmed.get(post.id) === fingerprint) {
          todo.push(post);
          acknowledged.add(post.id);
        } else
          awaiting.push({
            id: post.id,
            productName: post.productName,
            scheduledDate: post.scheduledDate,
            complianceFindings: findings,
            findingsFingerprint: fingerprint,
          });
      } else todo.push(post);
    }
    if (todo.length && !(await hasSelectedPages(scoped, { accountId }))) throw invalid('campaigns.noPages');
    for (const post of todo) {
      await updatePost(trx, post.id, { isScheduled: true, postStatus: 'scheduled', scheduledAt: now, statusChangedAt: now, lastPublishError: null });
      await schedulePublishJob(trx, post.id, new Date(post.scheduledDate));
      if (acknowledged.has(post.id)) await auditAcknowledgement(scoped, post, actorUserId);
    }
    return { scheduled: todo.length, futurePosts: future.length, notApproved, needAcknowledgement: awaiting.length, awaitingAcknowledgement: awaiting };
  });
}

/** POST /api/bulk-posts/unschedule-all: every future scheduled post goes back to draft, its job removed. */
export async function unscheduleAllFuture(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<{ unscheduled: number }> {
  const { accountId, actorRole } = parse(AccountInput, input);
  mayDo(actorRole, 'edit');
  const now = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const todo = await lockFuture(trx, accountId, now, ['scheduled']);
    for (const post of todo) {
      // An approved post keeps its approval out of the schedule (issue 23).
      await updatePost(trx, post.id, { isScheduled: false, postStatus: await restingStatus(withDb(deps, trx), post), scheduledAt: null, statusChangedAt: now });
      await removePublishJob(trx, post.id);
    }
    return { unscheduled: todo.length };
  });
}

/**
 * POST /api/bulk-posts/delete-future: every future draft, scheduled, failed or missed post goes,
 * with its job. `dryRun` counts them and changes nothing (the screen's confirmation says how many).
 */
export async function deleteFuturePosts(deps: Deps, input: v.InferInput<typeof DeleteFutureInput>): Promise<{ deleted: number; dryRun: boolean }> {
  const { accountId, dryRun = false, actorRole } = parse(DeleteFutureInput, input);
  mayDo(actorRole, 'edit');
  const now = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const todo = await lockFuture(trx, accountId, now, DELETABLE_FUTURE);
    if (dryRun || !todo.length) return { deleted: todo.length, dryRun };
    for (const post of todo) await removePublishJob(trx, post.id);
    await trx('bulkGeneratedPosts')
      .whereIn(
        'id',
        todo.map((p) => p.id),
      )
      .delete();
    return { deleted: todo.length, dryRun };
  });
}

/**
 * POST /api/bulk-posts/{id}/regenerate: a new text for the post, about its product (the account
 * product it was written about, else the one of its catalogue product, else the one whose name it
 * keeps), in the account's content language; one use of the AI allowance. Only a draft or
 * scheduled post gets a new text (refused before anything is written or counted).
 */
export async function regeneratePost(deps: Deps, input: v.InferInput<typeof PostInput>): Promise<BulkPostView> {
  const { accountId, id, actorRole, actorUserId } = parse(PostInput, input);
  mayDo(actorRole, 'edit');
  const post = await findPost(deps.db, accountId, id);
  if (!post) throw notFound('campaigns.postNotFound');
  if (!EDITABLE.includes(post.postStatus)) throw conflict(NOT_EDITABLE[post.postStatus as keyof typeof NOT_EDITABLE]);
  // The screen's rule (business-portal.md §8), with the names as the product list shows them.
  const products = await listPostBriefs(deps, { accountId, language: 'en' });
  const named = (name: string | null) => name?.trim().toLowerCase();
  const product =
    products.find((p) => p.accountProductId === post.accountProductId) ??
    products.find((p) => post.productId !== null && p.originalProductId === post.productId) ??
    products.find((p) => !!post.productName && named(p.name) === named(post.productName));
  if (!product) throw notFound('campaigns.originalProductNotFound');
  const generated = await generateOnePost(deps, { accountId, productId: product.accountProductId, platform: 'instagram' });
  return updateBulkPost(deps, { accountId, id, actorRole, actorUserId, content: generated.content, generatedAt: deps.clock.now().toISOString() });
}
