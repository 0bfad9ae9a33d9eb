import type * as v from 'valibot';
import type { Db } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { parse } from '../../lib/validate.js';
import type { GraphClient } from './graph/client.js';
import { GraphError, isGraphError } from './graph/errors.js';
import { breaksConnection, markNeedsReconnection, reconnectReason } from './reconnection.js';
import { getConnection, listPages, type ConnectionRow } from './repo.js';
import { CollectInsightsInput } from './schema.js';
import { graphClient, INSIGHTS_SCOPES } from './settings.js';
import { openToken } from './tokens.js';

/**
 * Reading the insights of published posts (issue 21). Every published Facebook Page post and
 * Instagram media is read a few times after publication (INSIGHTS_READ_AFTER: about 1 h, 1 d, 7 d
 * and 28 d; a story's INSIGHTS_STORY_READ_AFTER, all within its 24 hours) into snapshots.
 *
 * - Due reads are found from the ledger (`insights_reads` counts the reads behind a post; a late
 *   read counts for every read time it covers, so a post never gets four reads in a row).
 * - Only the metrics Meta supports today are asked (configuration; never impressions, plays or
 *   video_views). A metric Meta refuses (#100: removed, unknown, or not for this kind of media) is
 *   recorded and logged once, then left out of every call: never a failed read.
 * - Meta's usage headers are read on every answer: at INSIGHTS_USAGE_CEILING percent, or on a
 *   rate-limit error, the account's reads wait (`insights_paused_until`) and the posts stay due.
 * - A post Meta no longer has (deleted: 100/33) stops being read; a story past 24 hours too.
 * - One reader per account at a time (a lease on the connection), at most INSIGHTS_READS_PER_RUN
 *   posts per account and run, accounts a few at once: one account cannot starve the others.
 * - A missing insights permission (a connection made before issue 21) skips the account's reads; it
 *   never marks the connection broken (publishing goes on); the platforms screen asks to reconnect.
 */
type Platform = 'facebook' | 'instagram';
type Kind = 'feed' | 'story';

interface DuePost {
  id: number;
  accountId: number;
  platform: Platform;
  kind: Kind;
  pageId: string;
  postId: string;
  publishedDate: Date;
  insightsReads: number;
}

export interface CollectReport {
  accounts: number;
  /** Posts whose figures were read. */
  read: number;
  snapshots: number;
  /** Posts left due because Meta's rate limit (or its usage headers) asked to wait. */
  deferred: number;
  /** Posts left due because the connection lacks the insights permission. */
  withoutPermission: number;
  deleted: number;
  expired: number;
  /** Reads that failed for a reason that may pass (a timeout, Meta's temporary errors): tried again next run. */
  failed: number;
  /** Metrics Meta refused during this run (each logged once, ever). */
  refusedMetrics: string[];
  /** Graph calls made. */
  calls: number;
  /** Calls Meta refused for its rate limit (the usage headers should keep this at 0). */
  rateLimited: number;
}

const DAY_MS = 24 * 3600_000;
const LEASE_MS = 10 * 60_000;
/** How long an account's reads wait after Meta's usage headers reach the ceiling, when Meta names no time. */
const DEFAULT_PAUSE_MS = 15 * 60_000;
const ACCOUNTS_AT_ONCE = 4;

const offsetsOf = (deps: Deps, kind: Kind) => (kind === 'story' ? deps.config.insights.storyReadAfterMs : deps.config.insights.readAfterMs);

/** How many read times lie behind a post of this age. */
const readsBehind = (offsets: number[], ageMs: number) => offsets.filter((o) => o <= ageMs).length;

/**
 * Reads the insights that are due (`all`: every published post still readable, whatever its read
 * times), for one account or all; answers what happened. Safe to run in several workers at once.
 */
export async function collectInsights(deps: Deps, input: v.InferInput<typeof CollectInsightsInput> = {}): Promise<CollectReport> {
  const { accountId, all } = parse(CollectInsightsInput, input);
  const now = deps.clock.now();
  const report: CollectReport = {
    accounts: 0,
    read: 0,
    snapshots: 0,
    deferred: 0,
    withoutPermission: 0,
    deleted: 0,
    expired: 0,
    failed: 0,
    refusedMetrics: [],
    calls: 0,
    rateLimited: 0,
  };
  report.expired += await expireStories(deps.db, now, accountId);
  const accounts = await dueAccounts(deps, now, { accountId, all });
  report.accounts = accounts.length;
  const queue = [...accounts];
  await Promise.all(
    Array.from({ length: Math.min(ACCOUNTS_AT_ONCE, queue.length) }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await collectAccount(deps, next, now, all, report);
    }),
  );
  return report;
}

/** Stories whose 24 hours passed before their reads were done stop being read (Meta has nothing more to say). */
async function expireStories(db: Db, now: Date, accountId: number | undefined): Promise<number> {
  const query = db('publishedPosts')
    .where({ status: 'published', kind: 'story' })
    .whereNull('insightsStopped')
    .where('publishedDate', '<', new Date(now.getTime() - DAY_MS));
  if (accountId) query.where({ accountId });
  return query.update({ insightsStopped: 'expired' });
}

/** The condition "this post is due to be read" (or, with `all`, readable at all), on published_posts. */
function dueCondition(deps: Deps, query: ReturnType<Db>, now: Date, all: boolean) {
  query
    .where('publishedPosts.status', 'published')
    .whereNotNull('publishedPosts.postId')
    .whereNotNull('publishedPosts.publishedDate')
    .whereNull('publishedPosts.deletedAt')
    .whereNull('publishedPosts.insightsStopped');
  if (all) return query;
  const feed = deps.config.insights.readAfterMs;
  const story = deps.config.insights.storyReadAfterMs;
  // The next read time of the post (none when its reads are done: the array index runs out, null).
  return query.whereRaw(
    `published_posts.published_date <= ?::timestamptz - (case when published_posts.kind = 'story' then (?::bigint[])[published_posts.insights_reads + 1] else (?::bigint[])[published_posts.insights_reads + 1] end) * interval '1 millisecond'`,
    [now, story, feed],
  );
}

async function dueAccounts(deps: Deps, now: Date, options: { accountId?: number; all: boolean }): Promise<number[]> {
  const query = deps
    .db('publishedPosts')
    .join('facebookConnections', 'facebookConnections.accountId', 'publishedPosts.accountId')
    .where('facebookConnections.status', 'connected')
    .distinct('publishedPosts.accountId');
  if (options.accountId) query.where('publishedPosts.accountId', options.accountId);
  dueCondition(deps, query, now, options.all);
  const rows: { accountId: number }[] = await query;
  return rows.map((r) => r.accountId);
}

/** Takes the account's reader lease unless its reads wait (rate limit) or another reader holds it. */
async function claimAccount(db: Db, accountId: number, now: Date): Promise<boolean> {
  const taken = await db('facebookConnections')
    .where({ accountId, status: 'connected' })
    .where((q) => void q.whereNull('insightsPausedUntil').orWhere('insightsPausedUntil', '<=', now))
    .where((q) => void q.whereNull('insightsLeaseUntil').orWhere('insightsLeaseUntil', '<=', now))
    .update({ insightsLeaseUntil: new Date(now.getTime() + LEASE_MS) });
  return taken > 0;
}

async function collectAccount(deps: Deps, accountId: number, now: Date, all: boolean, report: CollectReport): Promise<void> {
  const { db } = deps;
  const dueQuery = db('publishedPosts')
    .where('publishedPosts.accountId', accountId)
    .select('id', 'accountId', 'platform', 'kind', 'pageId', 'postId', 'publishedDate', 'insightsReads')
    .orderBy('publishedDate', 'asc')
    .limit(deps.config.insights.readsPerRun);
  if (!(await claimAccount(db, accountId, now))) {
    // Another reader has it, or its reads wait for Meta's rate limit: what is due stays due.
    const paused = await db('facebookConnections').where({ accountId }).where('insightsPausedUntil', '>', now).first('accountId');
    if (paused)
      report.deferred += Number(
        (await dueCondition(deps, db('publishedPosts').where({ accountId }), now, all).count<{ count: string }[]>('id as count'))[0].count,
      );
    return;
  }
  let pausedUntil: Date | null = null;
  try {
    const connection = (await getConnection(db, accountId))!;
    const posts: DuePost[] = await dueCondition(deps, dueQuery, now, all);
    const reader = new AccountReader(deps, connection, await tokensOf(deps, connection), report);
    for (let i = 0; i < posts.length; i++) {
      const outcome = await reader.read(posts[i], now);
      if (outcome === 'connection_broken') break;
      if (reader.pausedUntil) {
        // Rate-limited (this post is left due too) or at the usage ceiling after reading it.
        report.deferred += posts.length - i - (outcome === 'wait' ? 0 : 1);
        break;
      }
    }
    pausedUntil = reader.pausedUntil ?? null;
  } finally {
    await db('facebookConnections').where({ accountId }).update({ insightsLeaseUntil: null, insightsPausedUntil: pausedUntil });
  }
}

interface Tokens {
  user?: string;
  /** Page tokens by Page id. */
  pages: Map<string, string>;
}

async function tokensOf(deps: Deps, connection: ConnectionRow): Promise<Tokens> {
  const pages = new Map<string, string>();
  for (const page of await listPages(deps.db, connection.accountId)) {
    const token = openToken(deps.config, page.pageToken);
    if (token) pages.set(page.pageId, token);
  }
  return { user: openToken(deps.config, connection.userToken), pages };
}

type ReadOutcome = 'read' | 'stopped' | 'skipped' | 'failed' | 'wait' | 'connection_broken';

/** What a Graph answer of insights looks like (Meta's shape). */
interface InsightsAnswer {
  data?: { name: string; values?: { value?: unknown }[] }[];
}

/** Refused metrics per platform and kind, read once per run from the table (and added to as Meta refuses). */
class AccountReader {
  pausedUntil: Date | undefined;
  private readonly client: GraphClient;

  constructor(
    private readonly deps: Deps,
    private readonly connection: ConnectionRow,
    private readonly tokens: Tokens,
    private readonly report: CollectReport,
  ) {
    this.client = graphClient(deps);
  }

  /** Reads one post; answers what happened (the ledger row and the snapshots are written here). */
  async read(post: DuePost, now: Date): Promise<ReadOutcome> {
    const { deps, report } = this;
    if (!this.connection.grantedScopes.includes(INSIGHTS_SCOPES[post.platform])) {
      report.withoutPermission++;
      return 'skipped';
    }
    const token = post.platform === 'instagram' ? this.tokens.user : this.tokens.pages.get(post.pageId);
    if (!token) {
      report.withoutPermission++;
      return 'skipped';
    }
    try {
      const figures = await this.figures(post, token);
      if (figures === undefined) {
        await deps.db('publishedPosts').where({ id: post.id }).update({ insightsStopped: 'unsupported' });
        return 'stopped';
      }
      const ageMs = now.getTime() - new Date(post.publishedDate).getTime();
      await deps.db.transaction(async (trx) => {
        const rows = Object.entries(figures).map(([metric, value]) => ({ accountId: post.accountId, publishedPostId: post.id, metric, value, readAt: now }));
        if (rows.length) await trx('postInsightSnapshots').insert(rows);
        await trx('publishedPosts')
          .where({ id: post.id })
          .update({ insightsReads: Math.max(post.insightsReads, readsBehind(offsetsOf(deps, post.kind), ageMs)), insightsReadAt: now });
      });
      report.read++;
      report.snapshots += Object.keys(figures).length;
      return 'read';
    } catch (error) {
      if (!isGraphError(error)) throw error;
      if (error.kind === 'rate_limited') {
        report.rateLimited++;
        this.pause(now, error.retryAfterMs);
        return 'wait';
      }
      if (error.code === 100 && error.subcode === 33) {
        // Meta no longer has it: deleted on Facebook or Instagram (or a story gone with its 24 hours).
        const stopped = post.kind === 'story' && now.getTime() - new Date(post.publishedDate).getTime() >= DAY_MS ? 'expired' : 'deleted';
        await deps.db('publishedPosts').where({ id: post.id }).update({ insightsStopped: stopped });
        report[stopped]++;
        deps.log.info({ accountId: post.accountId, ledgerId: post.id, platform: post.platform }, `post ${stopped} on Meta: its insights are no longer read`);
        return 'stopped';
      }
      if (error.code === 10 && /not enough viewers/i.test(error.message)) {
        // Meta shows no figures for a small audience yet: the read counts, with nothing to keep.
        await deps
          .db('publishedPosts')
          .where({ id: post.id })
          .update({
            insightsReads: Math.max(post.insightsReads, readsBehind(offsetsOf(deps, post.kind), now.getTime() - new Date(post.publishedDate).getTime())),
          });
        return 'read';
      }
      if (error.kind === 'token') {
        await markNeedsReconnection(deps, post.accountId, reconnectReason(error));
        return 'connection_broken';
      }
      if (breaksConnection(error)) {
        // The insights permission was refused or withdrawn: publishing still works, the reads wait for a reconnection.
        deps.log.warn({ accountId: post.accountId, code: error.codes }, 'insights permission missing: reads skipped until the clinic reconnects');
        report.withoutPermission++;
        return 'skipped';
      }
      report.failed++;
      deps.log.warn({ err: error, accountId: post.accountId, ledgerId: post.id }, 'insights read failed; tried again next run');
      return 'failed';
    }
  }

  private pause(now: Date, retryAfterMs: number | undefined) {
    const until = new Date(now.getTime() + (retryAfterMs && retryAfterMs > 0 ? retryAfterMs : DEFAULT_PAUSE_MS));
    if (!this.pausedUntil || until > this.pausedUntil) this.pausedUntil = until;
  }

  /** Watches Meta's usage headers: at the ceiling, this account's reads wait (what Meta says, or 15 minutes). */
  private onHeaders = (headers: Headers) => {
    const usage = usageOf(headers);
    if (usage.percent >= this.deps.config.insights.usageCeiling) this.pause(this.deps.clock.now(), usage.regainMs);
  };

  private async get<T>(path: string, token: string, params: Record<string, string>): Promise<T> {
    this.report.calls++;
    return this.client.get<T>(path, { token, params, onHeaders: this.onHeaders });
  }

  /** The post's figures by our metric names, or undefined when Meta refuses every metric asked. */
  private async figures(post: DuePost, token: string): Promise<Record<string, number> | undefined> {
    const configured =
      post.platform === 'facebook'
        ? this.deps.config.insights.facebookMetrics
        : post.kind === 'story'
          ? STORY_METRICS
          : this.deps.config.insights.instagramMetrics;
    const refused = await refusedMetrics(this.deps.db, post.platform, post.kind);
    const metrics = configured.filter((m) => !refused.has(m));
    const answer = await this.insights(post, token, metrics);
    if (!answer) return undefined;
    const out: Record<string, number> = {};
    for (const entry of answer.data ?? []) {
      const raw = entry.values?.[0]?.value;
      const value =
        typeof raw === 'number' ? raw : raw && typeof raw === 'object' ? Object.values(raw).reduce((a: number, b) => a + (Number(b) || 0), 0) : undefined;
      if (value === undefined || !Number.isFinite(value)) continue;
      out[OUR_NAME[entry.name] ?? entry.name] = Math.round(value);
    }
    if (post.platform === 'facebook') {
      // Comments and shares are the post's own fields (its edges' summaries), not Page post insights.
      const fields = await this.get<{ shares?: { count?: number }; comments?: { summary?: { total_count?: number } } }>(post.postId, token, {
        fields: 'shares,comments.summary(true).limit(0)',
      });
      out.comments = Number(fields.comments?.summary?.total_count ?? 0);
      out.shares = Number(fields.shares?.count ?? 0);
      out.total_interactions = (out.reactions ?? 0) + out.comments + out.shares;
    }
    return out;
  }

  /**
   * GET /{id}/insights for `metrics`; a metric Meta refuses (#100) is recorded once and left out, and
   * the call made again without it. Instagram names the metric in its message; a Page does not, so
   * its metrics are then asked one at a time to find it. Undefined: nothing left to ask.
   */
  private async insights(post: DuePost, token: string, metrics: string[]): Promise<InsightsAnswer | undefined> {
    let asked = metrics;
    for (let round = 0; asked.length && round < metrics.length + 1; round++) {
      try {
        return await this.get<InsightsAnswer>(`${post.postId}/insights`, token, { metric: asked.join(','), period: 'lifetime' });
      } catch (error) {
        if (!isGraphError(error) || error.code !== 100 || error.subcode === 33) throw error;
        // Instagram names the refused metric in its message (and may name the one to use instead), a
        // Page names none: each one named, else each one asked, is tried alone to be sure.
        const named = asked.filter((m) => new RegExp(`\\b${m}\\b`).test(error.message));
        let refused = named.length ? await this.findRefused(post, token, named) : [];
        if (!refused.length) refused = await this.findRefused(post, token, asked);
        if (!refused.length) throw error;
        for (const metric of refused) await this.refuse(post, metric, error);
        asked = asked.filter((m) => !refused.includes(m));
      }
    }
    return undefined;
  }

  private async findRefused(post: DuePost, token: string, metrics: string[]): Promise<string[]> {
    const refused: string[] = [];
    for (const metric of metrics) {
      try {
        await this.get(`${post.postId}/insights`, token, { metric, period: 'lifetime' });
      } catch (error) {
        if (isGraphError(error) && error.code === 100 && error.subcode !== 33) refused.push(metric);
        else throw error;
      }
    }
    return refused;
  }

  private async refuse(post: DuePost, metric: string, error: GraphError): Promise<void> {
    const inserted = await this.deps
      .db('insightMetricRefusals')
      .insert({ platform: post.platform, kind: post.kind, metric, message: error.message.slice(0, 500) })
      .onConflict(['platform', 'kind', 'metric'])
      .ignore()
      .returning('metric');
    if (inserted.length) {
      this.deps.log.warn({ platform: post.platform, kind: post.kind, metric, meta: error.message }, 'Meta refused an insights metric: it is no longer asked');
    }
    if (!this.report.refusedMetrics.includes(metric)) this.report.refusedMetrics.push(metric);
    refusalCache.delete(this.deps.db);
  }
}

/** Stories answer other metrics than feed posts (no likes, comments or saves; replies and navigation instead). */
const STORY_METRICS = ['views', 'reach', 'replies', 'shares', 'total_interactions', 'follows', 'profile_visits'];

/** Our names for Meta's Page post metrics; Instagram's are ours already. */
const OUR_NAME: Record<string, string> = {
  post_total_media_view_unique: 'reach',
  post_media_view: 'views',
  post_reactions_by_type_total: 'reactions',
  post_clicks: 'clicks',
};

const refusalCache = new WeakMap<object, { at: number; rows: { platform: string; kind: string; metric: string }[] }>();

async function refusedMetrics(db: Db, platform: Platform, kind: Kind): Promise<Set<string>> {
  let cached = refusalCache.get(db);
  if (!cached || Date.now() - cached.at > 60_000) {
    cached = { at: Date.now(), rows: await db('insightMetricRefusals').select('platform', 'kind', 'metric') };
    refusalCache.set(db, cached);
  }
  return new Set(cached.rows.filter((r) => r.platform === platform && r.kind === kind).map((r) => r.metric));
}

/** The highest use Meta reports (percent of any limit) and the wait it names, from its usage headers. */
function usageOf(headers: Headers): { percent: number; regainMs?: number } {
  let percent = 0;
  let regainMinutes = 0;
  const read = (value: unknown) => {
    const u = value as { call_count?: number; total_cputime?: number; total_time?: number; estimated_time_to_regain_access?: number } | undefined;
    if (!u || typeof u !== 'object') return;
    percent = Math.max(percent, Number(u.call_count) || 0, Number(u.total_cputime) || 0, Number(u.total_time) || 0);
    regainMinutes = Math.max(regainMinutes, Number(u.estimated_time_to_regain_access) || 0);
  };
  for (const name of ['x-app-usage', 'x-ad-account-usage']) {
    const raw = headers.get(name);
    if (!raw) continue;
    try {
      read(JSON.parse(raw));
    } catch {
      // an unreadable header says nothing
    }
  }
  const buc = headers.get('x-business-use-case-usage');
  if (buc) {
    try {
      for (const list of Object.values(JSON.parse(buc) as Record<string, unknown[]>)) for (const entry of Array.isArray(list) ? list : []) read(entry);
    } catch {
      // as above
    }
  }
  return { percent, regainMs: regainMinutes > 0 ? regainMinutes * 60_000 : undefined };
}
