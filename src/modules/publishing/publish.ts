import crypto from 'node:crypto';
import type * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { PROCESS_ID } from '../../lib/worker-liveness.js';
import { invalid, isAppError } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
import type { GraphClient } from './graph/client.js';
import { GraphError, isGraphError, needsNewContainer } from './graph/errors.js';
import { claimLedgerRow, ensureLedgerRow, getLedgerRow, releaseLedger, updateLedger, type LedgerKey, type LedgerRow } from './ledger.js';
import { MEDIA_FOLDER, prepareFeedImage, publicMediaUrl } from './media.js';
import { breaksConnection, markNeedsReconnection, reconnectReason, RECONNECT_REASONS, type ReconnectReason } from './reconnection.js';
import { getConnection, type ConnectionRow, type PageRow } from './repo.js';
import { PublishInput } from './schema.js';
import { graphClient } from './settings.js';
import { openToken } from './tokens.js';
import './messages.js';

/**
 * The publishing core: one publication (a post or a story) to one target (a Facebook Page or an
 * Instagram business account), exactly once whatever happens around it.
 *
 * - The ledger row (published_posts, unique per publication and target) is claimed with a lease
 *   before anything is sent; a second call finds it published, or held, or resumes where the first
 *   one stopped.
 * - Instagram: the container id is recorded before media_publish; a container is published at
 *   most once by Meta, so a retry re-checks its status_code (PUBLISHED means live) and never makes
 *   a second one unless the first died (ERROR/EXPIRED: nothing was published).
 * - A publishing call that times out has an unknown outcome: it is verified (the container's
 *   status, or the Page's recent posts), never repeated blindly.
 * - Transient errors and rate limits are retried with backoff only where nothing can have been
 *   published; the caller (the worker's job) retries the rest later.
 *
 * A publication to one target, as callers give it: schema.ts's PublishInput says what each field is.
 */
export type PublishRequest = v.InferInput<typeof PublishInput>;
type Request = v.InferOutput<typeof PublishInput>;

type PublishOutcome =
  | { status: 'published'; postId: string | null; permalink: string | null; already: boolean }
  /** Will not succeed by retrying: the reason says what to change (reconnect, another image, ...). */
  | { status: 'failed'; errorCode: string; message: string }
  /** Try again later (nothing was published, or the outcome is being verified). */
  | { status: 'retry'; errorCode: string; message: string; retryAfterMs: number }
  /** Another attempt holds this publication right now. */
  | { status: 'busy' };
type RetryOutcome = Extract<PublishOutcome, { status: 'retry' }>;

export type PublishResult = PublishOutcome & { platform: 'facebook' | 'instagram'; targetId: string; targetName: string | null };

const LEASE_MS = 5 * 60_000;
/** How long a publish call with an unknown outcome is re-verified before it counts as not published. */
const UNKNOWN_OUTCOME_WINDOW_MS = 10 * 60_000;
const VERIFY_SKEW_MS = 5 * 60_000;
const CONTAINER_WAIT_MS = { image: 60_000, video: 180_000 };
/** Meta expires a container 24 hours after it was made; one this old is replaced rather than published. */
const CONTAINER_LIFE_MS = 23 * 3600_000;
const INLINE_RETRIES = 3;
/** A container that died or must be made again: nothing of it is kept. */
const NO_CONTAINER = { containerId: null, containerFinishedAt: null, status: 'pending' } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Publishes one publication to one target (see the module comment for the guarantees). */
export async function publishToTarget(deps: Deps, input: PublishRequest): Promise<PublishResult> {
  return (await publishToTargets(deps, [input]))[0];
}

/**
 * Publishes one account's publications to their targets at once (a post to its Page and its
 * Instagram account), each exactly as publishToTarget does; the connection and the Pages are read
 * once for all of them (at a rush's instant every query counts).
 */
export async function publishToTargets(deps: Deps, inputs: PublishRequest[]): Promise<PublishResult[]> {
  const reqs = inputs.map((input) => parse(PublishInput, input));
  if (!reqs.length) return [];
  const context = await targetContext(deps, reqs);
  return Promise.all(reqs.map((req) => publishOne(deps, req, context)));
}

function publishOne(deps: Deps, req: Request, context: TargetContext): Promise<PublishResult> {
  return withClaim(deps, req, context, async ({ attempt, key, tag, claimed }) => {
    const { targetId } = tag;
    let outcome: PublishOutcome = { status: 'busy' };
    if (!claimed) {
      const existing = await getLedgerRow(deps.db, key);
      return existing?.status === 'published'
        ? { status: 'published', postId: existing.postId, permalink: existing.permalink, already: true }
        : { status: 'busy' };
    }
    try {
      for (let i = 0; ; i++) {
        // The claim answered the row as it took it; a repeat reads it again.
        const row = i === 0 ? claimed : (await getLedgerRow(deps.db, key))!;
        outcome = await attempt.run(row);
        // Only a retry that cannot have published anything, and that is due soon, is repeated here.
        if (outcome.status !== 'retry' || !attempt.safeToRepeat || outcome.retryAfterMs > 5_000 || i + 1 >= INLINE_RETRIES) break;
        await sleep(Math.max(outcome.retryAfterMs, 400 * 2 ** i));
      }
    } catch (error) {
      if (error instanceof LeaseLost) return { status: 'busy' };
      deps.log.error({ err: error, publicationKey: req.publicationKey, targetId }, 'publishing failed unexpectedly');
      outcome = { status: 'retry', errorCode: 'unexpected', message: 'Publishing failed unexpectedly; it will be tried again.', retryAfterMs: 60_000 };
    }
    if (outcome.status !== 'published' && outcome.status !== 'busy') {
      deps.log.warn(
        { publicationKey: req.publicationKey, platform: req.target.platform, targetId, outcome: outcome.status, errorCode: outcome.errorCode },
        'publication not done',
      );
    }
    return outcome;
  });
}

/** What preparing a publication ahead of its instant came to (a publication not prepared is made whole at its instant). */
export type PrepareResult = { status: 'prepared' } | { status: 'not_prepared'; reason: string };

/**
 * Prepares one publication ahead of its instant (issue 19): the image is made and stored, and for
 * Instagram the container is created and recorded on the ledger row, so that at the instant only the
 * publishing calls remain. It publishes nothing and fails nothing: whatever goes wrong here is left
 * to the publishing attempt at the instant, which makes what is missing and reports a failure with
 * its reason. A container made for another fingerprint, or near its expiry, is never published.
 */
export async function preparePublication(
  deps: Deps,
  input: PublishRequest,
): Promise<PrepareResult & { platform: 'facebook' | 'instagram'; targetId: string; targetName: string | null }> {
  const req = parse(PublishInput, input);
  const result = await withClaim(deps, req, await targetContext(deps, [req]), async ({ attempt, key, claimed }) => {
    if (!claimed) return { status: 'not_prepared' as const, reason: 'published or being published' };
    try {
      return await attempt.prepare((await getLedgerRow(deps.db, key))!);
    } catch (error) {
      if (error instanceof LeaseLost) return { status: 'not_prepared' as const, reason: 'lease lost' };
      const reason = isGraphError(error) ? `${error.codes}: ${error.message}` : isAppError(error) ? error.message : String(error);
      deps.log.warn({ err: error, publicationKey: req.publicationKey, platform: req.target.platform }, 'publication not prepared ahead');
      return { status: 'not_prepared' as const, reason };
    }
  });
  return result;
}

/** An account's Facebook connection and the Pages its publications go to, read once for them all. */
interface TargetContext {
  connection: ConnectionRow | undefined;
  pages: Map<string, PageRow>;
}

async function targetContext(deps: Deps, reqs: Request[]): Promise<TargetContext> {
  const accountIds = new Set(reqs.map((r) => r.accountId));
  if (accountIds.size !== 1) throw invalid('http.valueInvalid');
  const [accountId] = accountIds;
  const pageIds = [...new Set(reqs.map((r) => r.target.pageId))];
  const [connection, pages] = await Promise.all([
    getConnection(deps.db, accountId),
    deps.db('facebookPages').where({ accountId }).whereIn('pageId', pageIds) as Promise<PageRow[]>,
  ]);
  return { connection, pages: new Map(pages.map((p) => [p.pageId, p])) };
}

/**
 * The ledger row of one publication and target, claimed (undefined: published or held elsewhere)
 * for `work`; made first when missing. A prepared publication's row exists, so at its instant the
 * claim is the only statement; a row not made yet costs an insert and a second claim.
 */
async function withClaim<T extends object>(
  deps: Deps,
  req: Request,
  context: TargetContext,
  work: (claim: { attempt: Attempt; key: LedgerKey; claimed: LedgerRow | undefined; tag: { targetId: string } }) => Promise<T>,
): Promise<T & { platform: 'facebook' | 'instagram'; targetId: string; targetName: string | null }> {
  const { target } = req;
  const targetId = target.platform === 'instagram' ? (target.instagramId ?? '') : target.pageId;
  const { connection } = context;
  const page = context.pages.get(target.pageId);
  const targetName =
    target.platform === 'instagram' ? (page?.instagramUsername ? `@${page.instagramUsername}` : (page?.instagramName ?? null)) : (page?.name ?? null);
  const key: LedgerKey = { publicationKey: req.publicationKey, platform: target.platform, pageId: targetId };

  const owner = `${PROCESS_ID}/${crypto.randomUUID()}`;
  let claimed = await claimLedgerRow(deps.db, key, owner, deps.clock.now(), LEASE_MS);
  if (!claimed) {
    const made = await ensureLedgerRow(deps.db, {
      ...key,
      accountId: req.accountId,
      kind: req.kind,
      targetName,
      bulkPostId: req.bulkPostId ?? null,
      content: req.caption || null,
      contentHash: req.contentHash ?? null,
      productId: req.productId ?? null,
      productName: req.productName ?? null,
    });
    // Not made now: the row was there, published or held by another attempt (or it just ended).
    if (made) claimed = await claimLedgerRow(deps.db, key, owner, deps.clock.now(), LEASE_MS);
  }
  const attempt = new Attempt(deps, req, owner, connection, page);
  try {
    const outcome = await work({ attempt, key, claimed, tag: { targetId } });
    return { ...outcome, platform: target.platform, targetId, targetName };
  } finally {
    if (claimed && !attempt.released) await releaseLedger(deps.db, claimed.id, owner, {});
  }
}

class Attempt {
  /** False once a call that may have published was made in this attempt. */
  safeToRepeat = true;
  /** The lease was given back with the last write (published: nothing more is written). */
  released = false;
  private readonly client: GraphClient;

  constructor(
    private readonly deps: Deps,
    private readonly req: Request,
    private readonly owner: string,
    private readonly connection: ConnectionRow | undefined,
    private readonly page: PageRow | undefined,
  ) {
    this.client = graphClient(deps);
  }

  private now = () => this.deps.clock.now();
  /**
   * Every step writes through the lease: if it was lost (it expired, or this process was declared
   * dead while stalled), another attempt owns the row now, and this one stops before calling Meta again.
   */
  private update = async (row: LedgerRow, patch: Partial<LedgerRow>) => {
    if (!(await updateLedger(this.deps.db, row.id, this.owner, patch))) throw new LeaseLost();
  };

  /** Why this publication cannot be attempted (connection, target, tokens), or its tokens. */
  private async tokens(): Promise<{ errorCode: string; message: string } | { userToken: string; pageToken: string }> {
    const { connection, page, req } = this;
    if (!connection) return { errorCode: 'not_connected', message: 'Facebook is not connected.' };
    if (connection.status === 'needs_reconnection') {
      const reason = (connection.statusReason as ReconnectReason) ?? 'token_invalid';
      return { errorCode: 'token', message: `Reconnect Facebook: ${RECONNECT_REASONS[reason]?.en ?? reason}` };
    }
    if (!page || (req.target.platform === 'instagram' && (!page.instagramId || page.instagramId !== req.target.instagramId))) {
      return { errorCode: 'target_gone', message: 'This Page or Instagram account is no longer part of your Facebook connection.' };
    }
    const userToken = openToken(this.deps.config, connection.userToken);
    const pageToken = openToken(this.deps.config, page.pageToken);
    if (!userToken || !pageToken) {
      await markNeedsReconnection(this.deps, req.accountId, 'token_unreadable');
      return { errorCode: 'token', message: `Reconnect Facebook: ${RECONNECT_REASONS.token_unreadable.en}` };
    }
    return { userToken, pageToken };
  }

  /**
   * Drops what was prepared for this publication when it no longer fits: the post changed since
   * (another fingerprint: its media and container are made again, with the new caption on the row),
   * or the container is near Meta's 24-hour expiry. By the ledger's states a container on a row that
   * is not `publishing` was never sent to media_publish (the row becomes `publishing` before that
   * call, and goes back only once the container was seen unpublished), so dropping it publishes
   * nothing and loses nothing. A `publishing` row keeps its container: there the container (published
   * at most once) decides first, as for any publish call with an unknown outcome.
   */
  private async dropStale(row: LedgerRow): Promise<void> {
    if (row.status === 'published' || row.status === 'publishing') return;
    const changed = this.req.preparedFor != null && row.preparedFor !== this.req.preparedFor;
    const expiring = !!row.containerId && !!row.containerMadeAt && this.now().getTime() - new Date(row.containerMadeAt).getTime() >= CONTAINER_LIFE_MS;
    if (!changed && !expiring) return;
    const patch: Partial<LedgerRow> = {
      containerId: null,
      containerMadeAt: null,
      containerFinishedAt: null,
      status: row.status === 'container' ? 'pending' : row.status,
    };
    if (changed) Object.assign(patch, { mediaPath: null, preparedFor: this.req.preparedFor, content: this.req.caption || null });
    await this.update(row, patch);
    Object.assign(row, patch);
  }

  async run(row: LedgerRow): Promise<PublishOutcome> {
    const { req } = this;
    if (row.status === 'published') return { status: 'published', postId: row.postId, permalink: row.permalink, already: true };
    const tokens = await this.tokens();
    if ('errorCode' in tokens) return this.fail(row, tokens.errorCode, tokens.message);
    const { userToken, pageToken } = tokens;
    await this.dropStale(row);
    try {
      if (req.target.platform === 'facebook') {
        if (req.kind !== 'feed') return this.fail(row, 'invalid', 'Stories are published to Instagram accounts only.');
        return await this.facebook(row, pageToken);
      }
      return await this.instagram(row, userToken);
    } catch (error) {
      if (isGraphError(error)) return this.graphFailure(row, error);
      if (isAppError(error)) return this.fail(row, 'media', error.message);
      throw error;
    }
  }

  /** Ahead of the instant: the media, and for Instagram the container (see preparePublication). Throws what went wrong. */
  async prepare(row: LedgerRow): Promise<PrepareResult> {
    if (row.status === 'published' || row.status === 'publishing') return { status: 'not_prepared', reason: `ledger ${row.status}` };
    const tokens = await this.tokens();
    if ('errorCode' in tokens) return { status: 'not_prepared', reason: tokens.message };
    await this.dropStale(row);
    if (this.req.target.platform === 'facebook') {
      await this.mediaPath(row);
      return { status: 'prepared' };
    }
    // A container already made for this fingerprint stays (dropStale kept it).
    const containerId = row.containerId ?? (await this.makeContainer(row, tokens.userToken));
    if (typeof containerId !== 'string') return { status: 'not_prepared', reason: containerId.message };
    if (row.containerFinishedAt) return { status: 'prepared' };
    // Waited for here, minutes ahead, so that at the instant media_publish is the only call left.
    // A container not FINISHED in time, or dead, is left to the instant, which asks its status first.
    const status = await this.waitForContainer(
      containerId,
      tokens.userToken,
      this.req.media.type === 'video' ? CONTAINER_WAIT_MS.video : CONTAINER_WAIT_MS.image,
    );
    if (status === 'FINISHED') {
      await this.update(row, { containerFinishedAt: this.now() });
      return { status: 'prepared' };
    }
    return { status: 'not_prepared', reason: `the Instagram container is ${status}` };
  }

  // ------------------------------------------------------------ Facebook Page photo post

  private async facebook(row: LedgerRow, pageToken: string): Promise<PublishOutcome> {
    const pageId = this.page!.pageId;
    if (row.status === 'publishing') {
      const found = await this.findPagePost(pageToken, row.attemptStartedAt);
      if (found) return this.published(row, found.id, found.permalink);
      if (!this.unknownWindowOver(row))
        return this.retry('unknown_outcome', 'Facebook did not confirm the last attempt; checking again before publishing.', 60_000);
      // Long after the unanswered call, the post is not on the Page: it did not go out.
    }
    // The prepared image is read straight away; only a missing one is looked for or made again (mediaPath).
    const bytes = (row.mediaPath ? await this.deps.storage.read(row.mediaPath) : undefined) ?? (await this.deps.storage.read(await this.mediaPath(row)));
    if (!bytes) return this.fail(row, 'media', 'The prepared image is missing from storage.');
    await this.update(row, { status: 'publishing', attemptStartedAt: this.now(), errorCode: null, errorMessage: null });
    this.safeToRepeat = false;
    const form = new FormData();
    form.set('source', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'post.jpg');
    try {
      const answer = await this.client.post<{ id: string; post_id?: string }>(`${pageId}/photos`, {
        token: pageToken,
        form,
        params: { caption: this.req.caption, published: true },
      });
      const postId = answer.post_id ?? answer.id;
      return this.published(row, postId, await this.permalink(postId, pageToken, 'permalink_url'));
    } catch (error) {
      if (!isGraphError(error)) throw error;
      return this.afterPublishCallFailed(row, error, async (startedAt) => this.findPagePost(pageToken, startedAt));
    }
  }

  /** The post on the Page whose text is the caption, made since the attempt started (verification). */
  private async findPagePost(pageToken: string, since: Date | null): Promise<{ id: string; permalink: string | null } | undefined> {
    const answer = await this.client.get<{ data: { id: string; message?: string; created_time?: string; permalink_url?: string }[] }>(
      `${this.page!.pageId}/published_posts`,
      {
        token: pageToken,
        params: { fields: 'id,message,created_time,permalink_url', limit: 25 },
      },
    );
    return pickRecent(
      answer.data,
      since,
      (p) => sameText(p.message ?? '', this.req.caption),
      (p) => p.created_time,
    ).map((p) => ({ id: p.id, permalink: p.permalink_url ?? null }))[0];
  }

  // ------------------------------------------------------------ Instagram container, then media_publish

  private async instagram(row: LedgerRow, userToken: string): Promise<PublishOutcome> {
    const igId = this.page!.instagramId!;
    const isVideo = this.req.media.type === 'video';
    let containerId = row.containerId;
    // Seen FINISHED by the preparation and never sent to media_publish since (the row is not
    // `publishing`): nothing to ask before publishing it. A container that died meanwhile makes
    // media_publish fail, and the failure path below asks its status.
    const readyAhead = !!containerId && !!row.containerFinishedAt && row.status === 'container';
    let status = containerId ? (readyAhead ? 'FINISHED' : await this.containerStatus(containerId, userToken)) : undefined;

    if (status === 'PUBLISHED') return this.publishedFromContainer(row, userToken);
    if (status === 'ERROR' || status === 'EXPIRED') {
      // The container died before publishing: nothing went out, a new one may be made.
      await this.update(row, NO_CONTAINER);
      containerId = null;
      status = undefined;
    }
    if (!containerId) {
      const made = await this.makeContainer(row, userToken);
      if (typeof made !== 'string') return made;
      containerId = made;
      status = 'IN_PROGRESS';
    }
    if (status === 'IN_PROGRESS') status = await this.waitForContainer(containerId, userToken, isVideo ? CONTAINER_WAIT_MS.video : CONTAINER_WAIT_MS.image);
    if (status === 'PUBLISHED') return this.publishedFromContainer(row, userToken);
    if (status === 'IN_PROGRESS') return this.retry('container_pending', 'Instagram is still processing the media.', 30_000);
    if (status !== 'FINISHED') {
      await this.update(row, NO_CONTAINER);
      return this.retry('container_failed', `Instagram could not process the media (${status}).`, 30_000);
    }

    await this.update(row, { status: 'publishing', attemptStartedAt: this.now(), errorCode: null, errorMessage: null });
    this.safeToRepeat = false;
    try {
      const answer = await this.client.post<{ id: string }>(`${igId}/media_publish`, { token: userToken, params: { creation_id: containerId } });
      return this.published(row, answer.id, await this.permalink(answer.id, userToken, 'permalink'));
    } catch (error) {
      if (!isGraphError(error)) throw error;
      // Whatever the error, the container knows whether it went out.
      const after = await this.containerStatus(containerId, userToken).catch(() => undefined);
      if (after === 'PUBLISHED') return this.publishedFromContainer(row, userToken);
      if (after === 'FINISHED' && (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'transient')) {
        // Not published (yet): the same container can be published at most once, so asking again is safe.
        return this.retry('unknown_outcome', 'Instagram did not confirm publishing; it will be checked and retried.', 15_000);
      }
      if (needsNewContainer(error)) {
        await this.update(row, NO_CONTAINER);
        return this.retry('container_failed', error.message, 15_000);
      }
      if (after === 'ERROR' || after === 'EXPIRED') await this.update(row, NO_CONTAINER);
      else if (after === undefined) return this.retry('unknown_outcome', 'Instagram did not confirm publishing; it will be checked again.', 60_000);
      else await this.update(row, { status: 'container' });
      return this.graphFailure(row, error, true);
    }
  }

  /**
   * Makes the container (publishes nothing: if this call is lost, the next attempt makes another),
   * recorded on the row with when it was made; answers its id, or a retry when the account's
   * 24-hour publishing limit (read live, content_publishing_limit) is reached.
   */
  private async makeContainer(row: LedgerRow, userToken: string): Promise<string | RetryOutcome> {
    const igId = this.page!.instagramId!;
    const isVideo = this.req.media.type === 'video';
    const limit = await this.client
      .get<{ data: { quota_usage?: number; config?: { quota_total?: number } }[] }>(`${igId}/content_publishing_limit`, {
        token: userToken,
        params: { fields: 'quota_usage,config' },
      })
      .catch(() => undefined);
    const usage = limit?.data?.[0];
    if (usage?.config?.quota_total && (usage.quota_usage ?? 0) >= usage.config.quota_total) {
      return this.retry('rate_limited', 'The Instagram account reached its publishing limit for the last 24 hours.', 60 * 60_000);
    }
    const url = await publicMediaUrl(this.deps, await this.mediaPath(row), this.now());
    const params: Record<string, string> = isVideo ? { video_url: url, media_type: this.req.kind === 'story' ? 'STORIES' : 'REELS' } : { image_url: url };
    if (!isVideo && this.req.kind === 'story') params.media_type = 'STORIES';
    if (this.req.kind === 'feed') params.caption = this.req.caption;
    const created = await this.client.post<{ id: string }>(`${igId}/media`, { token: userToken, params });
    await this.update(row, {
      containerId: created.id,
      containerMadeAt: this.now(),
      containerFinishedAt: null,
      status: 'container',
      errorCode: null,
      errorMessage: null,
    });
    Object.assign(row, { containerId: created.id, containerFinishedAt: null, status: 'container' });
    return created.id;
  }

  private async containerStatus(containerId: string, token: string): Promise<string> {
    const answer = await this.client.get<{ status_code?: string }>(containerId, { token, params: { fields: 'status_code,status' } });
    return answer.status_code ?? 'IN_PROGRESS';
  }

  /** Polls the container (Meta: until FINISHED), a little at first, then less often, within `maxMs`. */
  private async waitForContainer(containerId: string, token: string, maxMs: number): Promise<string> {
    const deadline = Date.now() + maxMs;
    let delay = 300;
    for (;;) {
      await sleep(delay);
      try {
        const status = await this.containerStatus(containerId, token);
        if (status !== 'IN_PROGRESS') return status;
      } catch (error) {
        // 100/33 on a fresh container is a known Meta glitch; transient errors: ask again.
        const glitch =
          isGraphError(error) && ((error.code === 100 && error.subcode === 33) || ['transient', 'timeout', 'network', 'rate_limited'].includes(error.kind));
        if (!glitch) throw error;
      }
      if (Date.now() + delay > deadline) return 'IN_PROGRESS';
      delay = Math.min(5_000, Math.round(delay * 1.6));
    }
  }

  private async publishedFromContainer(row: LedgerRow, token: string): Promise<PublishOutcome> {
    const igId = this.page!.instagramId!;
    const edge = this.req.kind === 'story' ? 'stories' : 'media';
    const answer = await this.client
      .get<{ data: { id: string; caption?: string; timestamp?: string; permalink?: string }[] }>(`${igId}/${edge}`, {
        token,
        params: { fields: 'id,caption,timestamp,permalink', limit: 25 },
      })
      .catch(() => ({ data: [] }));
    const found = pickRecent(
      answer.data,
      row.attemptStartedAt,
      (m) => sameText(m.caption ?? '', this.req.kind === 'feed' ? this.req.caption : ''),
      (m) => m.timestamp,
    )[0];
    return this.published(row, found?.id ?? null, found?.permalink ?? null);
  }

  // ------------------------------------------------------------ shared steps

  /** The prepared media in storage, made once per publication and kept on the ledger row (asked whether it is there, never read: a video stays in the store). */
  private async mediaPath(row: LedgerRow): Promise<string> {
    if (row.mediaPath && (await this.deps.storage.stat(row.mediaPath))) return row.mediaPath;
    // The same post to several targets: one prepared image, shared.
    const sibling = await this.deps
      .db('publishedPosts')
      .where({ publicationKey: this.req.publicationKey })
      .whereNot({ id: row.id })
      .whereNotNull('mediaPath')
      .modify((q) => {
        // Another target's media made from what this publication is now made from, not from an older version.
        if (this.req.preparedFor != null) void q.where({ preparedFor: this.req.preparedFor });
      })
      .first('mediaPath');
    if (sibling && (await this.deps.storage.stat(sibling.mediaPath))) {
      await this.update(row, { mediaPath: sibling.mediaPath });
      row.mediaPath = sibling.mediaPath;
      return row.mediaPath!;
    }
    if (this.req.media.path) {
      await this.update(row, { mediaPath: this.req.media.path });
      row.mediaPath = this.req.media.path;
      return row.mediaPath;
    }
    let source: Buffer;
    try {
      source = await this.req.media.load();
    } catch (error) {
      throw isAppError(error) ? error : invalid('publishing.imageUnreadable');
    }
    const path =
      this.req.media.type === 'video'
        ? await this.deps.storage.put(MEDIA_FOLDER, source, 'mp4')
        : await this.deps.storage.put(MEDIA_FOLDER, (await prepareFeedImage(source)).data, 'jpg');
    await this.update(row, { mediaPath: path });
    row.mediaPath = path;
    return path;
  }

  private async permalink(id: string, token: string, field: 'permalink_url' | 'permalink'): Promise<string | null> {
    // Asked later by fill_permalinks (a scheduled post's instant spends its calls on publishing only).
    if (this.req.permalinkLater) return null;
    try {
      const answer = await this.client.get<Record<string, string>>(id, { token, params: { fields: field } });
      return answer[field] ?? null;
    } catch {
      return null; // the link is a convenience; the publication is recorded either way
    }
  }

  /**
   * A publishing call failed. If Meta may have received it (no answer, broken connection, a 5xx),
   * what appeared on the platform decides: found means published; not found after an explicit
   * error means not published; not found after silence means "unknown", verified again later.
   */
  private async afterPublishCallFailed(
    row: LedgerRow,
    error: GraphError,
    verify: (since: Date | null) => Promise<{ id: string; permalink: string | null } | undefined>,
  ): Promise<PublishOutcome> {
    const refused = !['timeout', 'network', 'transient'].includes(error.kind) || !error.maybeDelivered;
    if (!refused) {
      const found = await verify(row.attemptStartedAt ?? this.now()).catch(() => undefined);
      if (found) return this.published(row, found.id, found.permalink);
      if (error.kind !== 'transient')
        return this.retry('unknown_outcome', 'Facebook did not confirm publishing; it will be verified before any new attempt.', 60_000);
    }
    await this.update(row, { status: 'pending' });
    if (error.kind === 'transient' || error.kind === 'rate_limited') this.safeToRepeat = true;
    return this.graphFailure(row, error, true);
  }

  private async graphFailure(row: LedgerRow, error: GraphError, afterPublishCall = false): Promise<PublishOutcome> {
    if (breaksConnection(error)) {
      const reason = reconnectReason(error);
      await markNeedsReconnection(this.deps, this.req.accountId, reason);
      return this.fail(row, error.kind, `Reconnect Facebook: ${RECONNECT_REASONS[reason].en}`);
    }
    if (error.kind === 'rate_limited')
      return this.retry('rate_limited', 'Facebook asked us to slow down; it will be tried again.', error.retryAfterMs ?? 60_000);
    if (error.kind === 'transient' || error.kind === 'timeout' || error.kind === 'network') {
      if (afterPublishCall && error.kind !== 'transient') return this.retry('unknown_outcome', error.message, 60_000);
      return this.retry(error.kind, error.message, 1_000);
    }
    return this.fail(row, error.kind, error.userMessage ?? error.message);
  }

  private unknownWindowOver(row: LedgerRow): boolean {
    return !row.attemptStartedAt || this.now().getTime() - new Date(row.attemptStartedAt).getTime() >= UNKNOWN_OUTCOME_WINDOW_MS;
  }

  private async published(row: LedgerRow, postId: string | null, permalink: string | null): Promise<PublishOutcome> {
    // The lease is given back in the same write: one statement fewer per publication at the instant.
    await this.update(row, {
      status: 'published',
      postId,
      permalink,
      publishedDate: this.now(),
      errorCode: null,
      errorMessage: null,
      leaseOwner: null,
      leaseUntil: null,
    });
    this.released = true;
    return { status: 'published', postId, permalink, already: false };
  }

  private async fail(row: LedgerRow, errorCode: string, message: string): Promise<PublishOutcome> {
    await this.update(row, { status: 'failed', errorCode, errorMessage: message });
    return { status: 'failed', errorCode, message };
  }

  private async retry(errorCode: string, message: string, retryAfterMs: number): Promise<RetryOutcome> {
    return { status: 'retry', errorCode, message, retryAfterMs };
  }
}

class LeaseLost extends Error {}

/**
 * Whether the platform's copy of a text is ours: line breaks come back as CRLF through multipart
 * forms, and spacing may be trimmed, so whitespace is compared as single spaces.
 */
const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** Items made since `since` (minus clock skew) that match, newest first. */
function pickRecent<T>(items: T[], since: Date | null, matches: (item: T) => boolean, time: (item: T) => string | undefined): T[] {
  const from = since ? new Date(since).getTime() - VERIFY_SKEW_MS : 0;
  return (items ?? []).filter((item) => matches(item) && (!time(item) || Date.parse(time(item)!.replace(/\+0000$/, 'Z')) >= from));
}
