import crypto from 'node:crypto';
import type * as v from 'valibot';
import { preparePublication, publishToTargets, type PublishRequest, type PublishResult, type SelectedPageView } from '../publishing/index.js';
import { loadPostImage } from '../catalog/index.js';
import type { Deps } from '../../lib/deps.js';
import { accountContacts, accountTimeZone } from '../accounts/index.js';
import { inTransaction } from '../../lib/db.js';
import { conflict, invalid, notFound, upstream } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
import { joinReasons } from '../../lib/words.js';
import { auditAcknowledgement, getBulkPost, type BulkPostView } from './bulk-posts.js';
import { approvalInForce, assertMayGoOut, mayDo } from './approvals.js';
import { accountRequiresApproval } from '../accounts/index.js';
import { CAMPAIGNS_MESSAGES } from './messages.js';
import { PublishJobInput, PublishNowInput } from './schema.js';
import { NOT_APPROVED_REASON, postFailedEmail, type FailureReason } from './emails.js';
import { publishErrorIn } from './reasons.js';
import { PREPARE_AHEAD_MS, removePublishJob, schedulePublishJob } from './jobs.js';
import { takeHourlyUse } from './limits.js';
import { findPost, findPostById, updatePost, type BulkPostRow, type PostStatus } from './repo.js';
import { activeSelections, postTargets } from './targets.js';
import './messages.js';

/** How long after its instant a post keeps being retried (rate limits, Meta outages) before it is given up. */
const RETRY_WINDOW_MS = 6 * 3600_000;

export type PostPublishOutcome =
  | { outcome: 'skipped'; reason: string }
  | { outcome: 'waiting'; reason: 'no_pages' | 'targets_unselected' }
  | { outcome: 'not_approved' }
  | { outcome: 'retry'; retryAfterMs: number; results: PublishResult[] }
  | { outcome: 'published' | 'partially_published' | 'failed'; results: PublishResult[] };

const PUBLISHABLE: Record<'job' | 'now', PostStatus[]> = {
  job: ['scheduled', 'publishing'],
  now: ['draft', 'awaiting_approval', 'approved', 'scheduled', 'publishing', 'failed', 'missed', 'partially_published'],
};

/**
 * Publishes a bulk post to each of its targets (issue 20: its own choice among the selected Pages and
 * Instagram accounts, else all of them) through the publishing core
 * (its ledger makes a second run, or a run after a crash, publish nothing twice). `job` is the
 * scheduled run: it does nothing for a post that was unscheduled, deleted or moved later. The
 * post's status follows the targets: published, partially published, failed, or still publishing
 * while some target waits for a retry.
 */
async function publishBulkPost(deps: Deps, postId: number, trigger: 'job' | 'now'): Promise<PostPublishOutcome> {
  const now = deps.clock.now();
  const post = await findPostById(deps.db, postId);
  if (!post) return { outcome: 'skipped', reason: 'deleted' };
  if (!PUBLISHABLE[trigger].includes(post.postStatus)) return { outcome: 'skipped', reason: `status ${post.postStatus}` };
  if (trigger === 'job' && new Date(post.scheduledDate).getTime() > now.getTime() + 5_000) return { outcome: 'skipped', reason: 'moved later' };

  // The re-check at the instant (issue 23): on an account that requires approval, a scheduled post
  // whose approval no longer holds (withdrawn, or its text, image or Pages changed after it) is not
  // claimed, not published: it is marked failed with the reason and the clinic is told once. A post
  // already being published (a retry) is past this point and finishes.
  if (trigger === 'job' && post.postStatus === 'scheduled' && (await accountRequiresApproval(deps, { accountId: post.accountId }))) {
    if (!(await approvalInForce(deps, post))) {
      const reason = CAMPAIGNS_MESSAGES['campaigns.notApprovedAtInstant'];
      const [blocked] = await deps
        .db('bulkGeneratedPosts')
        .where({ id: postId, postStatus: 'scheduled' })
        .update({
          postStatus: 'failed',
          isScheduled: false,
          statusChangedAt: now,
          lastPublishError: reason,
          approvalId: null,
          waitingForPagesSince: null,
          updatedAt: now,
        })
        .returning('id');
      if (!blocked) return { outcome: 'skipped', reason: 'changed meanwhile' };
      await removePublishJob(deps.db, postId);
      await notifyFailure(deps, postId, 'failed', NOT_APPROVED_REASON);
      return { outcome: 'not_approved' };
    }
  }

  // Nothing selected to publish to (issue 24), or none of the post's own targets selected any more
  // (issue 20): the post is not claimed. A scheduled run leaves it scheduled and marks it waiting
  // (the sweep hands it to a worker once it has a target again); Publish now is refused and changes nothing.
  const selected = await activeSelections(deps, post.accountId);
  const targets = postTargets(selected, post);
  if (targets.length === 0) {
    if (trigger === 'job') {
      await deps
        .db('bulkGeneratedPosts')
        .where({ id: postId })
        .whereIn('postStatus', PUBLISHABLE.job)
        .whereNull('waitingForPagesSince')
        .update({ waitingForPagesSince: now, updatedAt: now });
    }
    return { outcome: 'waiting', reason: selected.length ? 'targets_unselected' : 'no_pages' };
  }

  const [claimed] = await deps
    .db('bulkGeneratedPosts')
    .where({ id: postId })
    .whereIn('postStatus', PUBLISHABLE[trigger])
    .update({
      postStatus: 'publishing',
      isScheduled: false,
      statusChangedAt: now,
      publishAttempts: deps.db.raw('publish_attempts + 1'),
      waitingForPagesSince: null,
      updatedAt: now,
    })
    .returning('*');
  if (!claimed) return { outcome: 'skipped', reason: 'changed meanwhile' };

  // A scheduled run spends the instant's calls on publishing; the links are asked for a minute later (fill_permalinks).
  const results = await publishToTargets(
    deps,
    publicationsOf(deps, post, targets).map((publication) => ({ ...publication, permalinkLater: trigger === 'job' })),
  );
  const waiting = results.filter((r) => r.status === 'retry' || r.status === 'busy');
  const withinWindow = now.getTime() - new Date(post.scheduledDate).getTime() < RETRY_WINDOW_MS || trigger === 'now';
  if (waiting.length && withinWindow) {
    const retryAfterMs = Math.max(2_000, Math.min(...waiting.map((r) => (r.status === 'retry' ? r.retryAfterMs : 5_000))));
    await updatePost(deps.db, post.id, {
      lastPublishError: joinReasons(waiting.map((r) => `${r.targetName ?? r.targetId}: ${r.status === 'retry' ? r.message : 'being published'}`)),
    });
    return { outcome: 'retry', retryAfterMs, results };
  }
  return finish(deps, claimed, results);
}

/** The post's publication to each of its targets (selected, active Pages and Instagram accounts), as the publishing core takes it. */
function publicationsOf(deps: Deps, post: BulkPostRow, targets: SelectedPageView[]): PublishRequest[] {
  const image = () => loadPostImage(deps, { imagePath: post.productImage, productName: post.productName ?? 'Post' });
  // What the media and the container are made from: a post changed after its preparation is prepared again.
  const preparedFor = crypto
    .createHash('sha256')
    .update(JSON.stringify([post.content, post.productImage, post.productName]))
    .digest('hex');
  return targets.map((t) => ({
    accountId: post.accountId,
    publicationKey: `post:${post.id}`,
    kind: 'feed',
    target: t.platform === 'facebook' ? { platform: 'facebook', pageId: t.pageId } : { platform: 'instagram', pageId: t.pageId, instagramId: t.instagramId },
    caption: post.content,
    media: { type: 'image', load: image },
    bulkPostId: post.id,
    contentHash: post.contentHash,
    productId: post.productId,
    productName: post.productName,
    preparedFor,
  }));
}

async function finish(deps: Deps, post: BulkPostRow, results: PublishResult[]): Promise<PostPublishOutcome> {
  const now = deps.clock.now();
  const published = results.filter((r) => r.status === 'published');
  const outcome: PostStatus = published.length && published.length === results.length ? 'published' : published.length ? 'partially_published' : 'failed';
  const errors = results
    .filter((r) => r.status !== 'published')
    .map((r) => `${r.targetName ?? r.targetId}: ${r.status === 'failed' || r.status === 'retry' ? r.message : 'not confirmed in time'}`);
  const lastPublishError = errors.length ? joinReasons(errors) : null;
  await updatePost(deps.db, post.id, { postStatus: outcome, statusChangedAt: now, publishedAt: published.length ? now : null, lastPublishError });
  // The reasons in the clinic's language too (ours translated; Meta's own words as written).
  const reason = { en: lastPublishError ?? '', el: publishErrorIn('el', lastPublishError ?? '') };
  if (outcome !== 'published') await notifyFailure(deps, post.id, outcome === 'partially_published' ? 'partial' : 'failed', reason);
  return { outcome, results };
}

/** Tells the client once that a post did not (fully) go out, or was missed. */
export async function notifyFailure(deps: Deps, postId: number, kind: 'failed' | 'partial' | 'missed', reason: FailureReason): Promise<void> {
  const [claimed] = await deps
    .db('bulkGeneratedPosts')
    .where({ id: postId })
    .whereNull('failureNotifiedAt')
    .update({ failureNotifiedAt: deps.clock.now() })
    .returning('*');
  if (!claimed) return;
  const contacts = await accountContacts(deps, { accountId: claimed.accountId });
  if (!contacts.emails.length) return;
  const timezone = await accountTimeZone(deps, { accountId: claimed.accountId });
  await deps.mail.send({
    ...postFailedEmail(contacts.uiLanguage, {
      kind,
      businessName: contacts.businessName,
      post: claimed,
      zone: timezone,
      reason,
      link: `${deps.site.publicUrl}/portal/campaigns`,
    }),
    to: contacts.emails,
    accountId: claimed.accountId,
    kind: kind === 'missed' ? 'post_missed' : 'publish_failed',
  });
}

/**
 * The publish_post job: publishes, and when targets must be retried (rate limit, Meta not
 * answering), puts the job back at the time they ask for. Returning normally ends the job.
 */
export async function runPublishJob(deps: Deps, input: v.InferInput<typeof PublishJobInput>): Promise<PostPublishOutcome> {
  const { postId } = parse(PublishJobInput, input);
  const result = await publishBulkPost(deps, postId, 'job');
  if (result.outcome === 'retry') await schedulePublishJob(deps.db, postId, new Date(deps.clock.now().getTime() + result.retryAfterMs), { prepare: false });
  return result;
}

/**
 * The prepare_post job, PREPARE_AHEAD_MS before a scheduled post's instant: makes its image and its
 * Instagram container ahead (publishing's preparePublication), so that at the instant only the
 * publishing calls remain. It never publishes, and never changes the post: a post unscheduled,
 * deleted or moved later is skipped (its new instant has its own preparation), and a preparation
 * that fails leaves the instant's job to do the whole work, or to report the failure with its reason.
 */
export async function runPrepareJob(
  deps: Deps,
  input: v.InferInput<typeof PublishJobInput>,
): Promise<{ outcome: 'skipped'; reason: string } | { outcome: 'prepared' | 'partially_prepared'; notPrepared: string[] }> {
  const { postId } = parse(PublishJobInput, input);
  const post = await findPostById(deps.db, postId);
  if (!post) return { outcome: 'skipped', reason: 'deleted' };
  if (post.postStatus !== 'scheduled') return { outcome: 'skipped', reason: `status ${post.postStatus}` };
  if (new Date(post.scheduledDate).getTime() - deps.clock.now().getTime() > PREPARE_AHEAD_MS + 60_000) return { outcome: 'skipped', reason: 'moved later' };
  const results = await Promise.all(
    publicationsOf(deps, post, postTargets(await activeSelections(deps, post.accountId), post)).map((publication) => preparePublication(deps, publication)),
  );
  const notPrepared = results.flatMap((r) => (r.status === 'prepared' ? [] : [`${r.targetName ?? r.targetId}: ${r.reason}`]));
  return { outcome: notPrepared.length ? 'partially_prepared' : 'prepared', notPrepared };
}

/**
 * POST /api/bulk-posts/{id}/publish ("Publish now"): publishes at once and answers per target. A
 * target that is still waiting is handed to the worker. The scheduled job, if any, is removed.
 * Each call that reaches Meta is one of the account's PUBLISH_NOW_PER_HOUR (429 past it).
 */
export async function publishNow(
  deps: Deps,
  input: v.InferInput<typeof PublishNowInput>,
): Promise<{ outcome: 'published' | 'partially_published' | 'retry'; results: PublishedTarget[]; bulkPost: BulkPostView }> {
  const { accountId, id: postId, actorRole, actorUserId, acknowledgedFindings, findingsFingerprint: fingerprint } = parse(PublishNowInput, input);
  mayDo(actorRole, 'schedule');
  const post = await findPost(deps.db, accountId, postId);
  if (!post) throw notFound('campaigns.postNotFound');
  if (post.postStatus === 'published') throw conflict('campaigns.alreadyPublished');
  // A post already being published (a retry) was let out already.
  if (post.postStatus !== 'publishing' && (await assertMayGoOut(deps, post, acknowledgedFindings, fingerprint)))
    await auditAcknowledgement(deps, post, actorUserId);
  const giveBack = await takeHourlyUse(deps, accountId, 'publish_now');
  const result = await publishBulkPost(deps, postId, 'now').catch(async (error) => {
    await giveBack().catch(() => undefined);
    throw error;
  });
  // Nothing went to Meta: the use is given back.
  if (result.outcome === 'skipped' || result.outcome === 'waiting' || result.outcome === 'not_approved') await giveBack();
  if (result.outcome === 'not_approved') throw conflict('campaigns.approvalRequired');
  if (result.outcome === 'skipped') throw conflict('campaigns.cannotPublishNow');
  if (result.outcome === 'waiting') throw invalid(result.reason === 'no_pages' ? 'campaigns.noPages' : 'campaigns.targetsUnselected');
  await inTransaction(deps.db, async (trx) => {
    if (result.outcome === 'retry') await schedulePublishJob(trx, postId, new Date(deps.clock.now().getTime() + result.retryAfterMs), { prepare: false });
    else await removePublishJob(trx, postId);
  });
  if (result.outcome === 'failed') throw upstream('campaigns.failedAllPages', undefined, { extra: { results: result.results.map(presentResult) } });
  return { outcome: result.outcome, results: result.results.map(presentResult), bulkPost: await getBulkPost(deps, { accountId, id: postId }) };
}

/** A target's outcome as the API answers it. */
export interface PublishedTarget {
  platform: PublishResult['platform'];
  targetId: string;
  targetName: string | null;
  status: PublishResult['status'];
  remoteId: string | null;
  link: string | null;
  error: string | null;
}

const presentResult = (r: PublishResult): PublishedTarget => ({
  platform: r.platform,
  targetId: r.targetId,
  targetName: r.targetName,
  status: r.status,
  remoteId: r.status === 'published' ? r.postId : null,
  link: r.status === 'published' ? r.permalink : null,
  error: r.status === 'failed' || r.status === 'retry' ? r.message : null,
});
