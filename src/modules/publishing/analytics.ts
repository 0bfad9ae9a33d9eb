import type * as v from 'valibot';
import { DateTime } from 'luxon';
import type { Db } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { parse } from '../../lib/validate.js';
import { accountTimeZone } from '../accounts/index.js';
import { AccountInput, AdminAnalyticsInput, AnalyticsInput } from './schema.js';

/**
 * What the posts achieved (issue 21), from the latest insight snapshot of each published post:
 * totals of a period against the period before, a series by day, the top posts, per product, a
 * weekday × hour map of engagement per view, and the best time to post. A post's figures are its
 * lifetime figures as last read; a post belongs to the period it was published in.
 */
export interface Figures {
  posts: number;
  views: number;
  reach: number;
  interactions: number;
  likes: number;
  comments: number;
  shares: number;
  saved: number;
  clicks: number;
}

interface PostFigures {
  id: number;
  accountId: number;
  platform: 'facebook' | 'instagram';
  kind: 'feed' | 'story';
  publishedDate: Date;
  productName: string | null;
  bulkPostId: number | null;
  permalink: string | null;
  excerpt: string | null;
  targetName: string | null;
  figures: Record<string, number> | null;
}

const emptyFigures = (): Figures => ({ posts: 0, views: 0, reach: 0, interactions: 0, likes: 0, comments: 0, shares: 0, saved: 0, clicks: 0 });

function add(total: Figures, f: Record<string, number> | null): Figures {
  total.posts++;
  if (!f) return total;
  total.views += f.views ?? 0;
  total.reach += f.reach ?? 0;
  total.interactions += f.total_interactions ?? 0;
  total.likes += (f.likes ?? 0) + (f.reactions ?? 0);
  total.comments += f.comments ?? 0;
  total.shares += f.shares ?? 0;
  total.saved += f.saved ?? 0;
  total.clicks += f.clicks ?? 0;
  return total;
}

const rate = (interactions: number, views: number) => (views > 0 ? Math.round((interactions / views) * 10000) / 100 : 0);

/** Published posts since `from` with their latest figures (one query; each post's newest read of each metric). */
async function postsWithFigures(db: Db, options: { accountId?: number; from: Date; platform: 'all' | 'facebook' | 'instagram' }): Promise<PostFigures[]> {
  const query = db('publishedPosts as p')
    .select(
      'p.id',
      'p.accountId',
      'p.platform',
      'p.kind',
      'p.publishedDate',
      'p.productName',
      'p.bulkPostId',
      'p.permalink',
      'p.targetName',
      db.raw('left(p.content, 140) as excerpt'),
      db.raw(`(select jsonb_object_agg(metric, value) from (
        select distinct on (metric) metric, value from post_insight_snapshots s where s.published_post_id = p.id order by metric, read_at desc
      ) latest) as figures`),
    )
    .where('p.status', 'published')
    .whereNotNull('p.publishedDate')
    .where('p.publishedDate', '>=', options.from)
    .orderBy('p.publishedDate');
  if (options.accountId) query.where('p.accountId', options.accountId);
  if (options.platform !== 'all') query.where('p.platform', options.platform);
  const rows: (Omit<PostFigures, 'figures'> & { figures: Record<string, string | number> | null })[] = await query;
  return rows.map((r) => ({ ...r, figures: r.figures ? Object.fromEntries(Object.entries(r.figures).map(([k, val]) => [k, Number(val)])) : null }));
}

/** At least this many posts with figures before the account's own history is trusted for a best time. */
const BEST_TIME_MIN_POSTS = 12;
/** An hour needs this many posts to be a candidate (one lucky post is not a pattern). */
const BEST_TIME_MIN_PER_HOUR = 3;
/** The stated default for clinics (weekday evenings, when people plan appointments after work). */
const DEFAULT_BEST = { hour: 19, weekday: 3 };

export interface BestTime {
  /** "19:00" in the account's time zone. */
  time: string;
  hour: number;
  /** 1 = Monday ... 7 = Sunday (ISO). */
  weekday: number;
  basis: 'history' | 'default';
  /** Posts with figures the suggestion was made from. */
  postsCounted: number;
  /** Engagement per view at that hour against the account's average, in percent (history only). */
  liftPercent: number | null;
  timeZone: string;
}

function bestTimeOf(posts: PostFigures[], zone: string): BestTime {
  const measured = posts.filter((p) => p.figures && (p.figures.views ?? 0) > 0);
  const fallback: BestTime = {
    time: `${String(DEFAULT_BEST.hour).padStart(2, '0')}:00`,
    ...DEFAULT_BEST,
    basis: 'default',
    postsCounted: measured.length,
    liftPercent: null,
    timeZone: zone,
  };
  if (measured.length < BEST_TIME_MIN_POSTS) return fallback;
  const byHour = new Map<number, { views: number; interactions: number; posts: number }>();
  const byWeekday = new Map<number, { views: number; interactions: number }>();
  let views = 0;
  let interactions = 0;
  for (const p of measured) {
    const local = DateTime.fromJSDate(new Date(p.publishedDate), { zone });
    const v = p.figures!.views ?? 0;
    const i = p.figures!.total_interactions ?? 0;
    views += v;
    interactions += i;
    const h = byHour.get(local.hour) ?? { views: 0, interactions: 0, posts: 0 };
    byHour.set(local.hour, { views: h.views + v, interactions: h.interactions + i, posts: h.posts + 1 });
    const w = byWeekday.get(local.weekday) ?? { views: 0, interactions: 0 };
    byWeekday.set(local.weekday, { views: w.views + v, interactions: w.interactions + i });
  }
  const candidates = [...byHour.entries()].filter(([, h]) => h.posts >= BEST_TIME_MIN_PER_HOUR && h.views > 0);
  if (!candidates.length || views === 0) return fallback;
  const [hour, best] = candidates.reduce((a, b) => (b[1].interactions / b[1].views > a[1].interactions / a[1].views ? b : a));
  const [weekday] = [...byWeekday.entries()]
    .filter(([, w]) => w.views > 0)
    .reduce((a, b) => (b[1].interactions / b[1].views > a[1].interactions / a[1].views ? b : a));
  const average = interactions / views;
  return {
    time: `${String(hour).padStart(2, '0')}:00`,
    hour,
    weekday,
    basis: 'history',
    postsCounted: measured.length,
    liftPercent: average > 0 ? Math.round((best.interactions / best.views / average - 1) * 100) : 0,
    timeZone: zone,
  };
}

const DAY_MS = 86400_000;
/** The heat map and the best time read the last year: older habits of an audience say less. */
const HISTORY_DAYS = 365;

/** The analytics screen's figures for one account (portal /portal/analytics). */
export async function accountAnalytics(deps: Deps, input: v.InferInput<typeof AnalyticsInput>) {
  const { accountId, days, platform } = parse(AnalyticsInput, input);
  const now = deps.clock.now();
  const zone = (await accountTimeZone(deps, { accountId })) ?? 'UTC';
  const history = await postsWithFigures(deps.db, { accountId, from: new Date(now.getTime() - HISTORY_DAYS * DAY_MS), platform: 'all' });
  const wanted = (p: PostFigures) => platform === 'all' || p.platform === platform;
  const start = now.getTime() - days * DAY_MS;
  const current = history.filter((p) => wanted(p) && new Date(p.publishedDate).getTime() >= start);
  const previous = history.filter(
    (p) => wanted(p) && new Date(p.publishedDate).getTime() >= start - days * DAY_MS && new Date(p.publishedDate).getTime() < start,
  );

  const totals = {
    current: current.reduce((t, p) => add(t, p.figures), emptyFigures()),
    previous: previous.reduce((t, p) => add(t, p.figures), emptyFigures()),
  };
  const byPlatform = {
    facebook: current.filter((p) => p.platform === 'facebook').reduce((t, p) => add(t, p.figures), emptyFigures()),
    instagram: current.filter((p) => p.platform === 'instagram').reduce((t, p) => add(t, p.figures), emptyFigures()),
  };

  // One point per local day of the period, zeros included (a chart's gaps are days without posts).
  const series: { day: string; posts: number; views: number; reach: number; interactions: number }[] = [];
  const index = new Map<string, (typeof series)[number]>();
  for (let d = DateTime.fromMillis(start, { zone }).startOf('day'); d.toMillis() <= now.getTime(); d = d.plus({ days: 1 })) {
    const point = { day: d.toISODate()!, posts: 0, views: 0, reach: 0, interactions: 0 };
    series.push(point);
    index.set(point.day, point);
  }
  for (const p of current) {
    const point = index.get(DateTime.fromJSDate(new Date(p.publishedDate), { zone }).toISODate()!);
    if (!point) continue;
    point.posts++;
    point.views += p.figures?.views ?? 0;
    point.reach += p.figures?.reach ?? 0;
    point.interactions += p.figures?.total_interactions ?? 0;
  }

  const topPosts = current
    .filter((p) => p.figures)
    .sort((a, b) => (b.figures!.total_interactions ?? 0) - (a.figures!.total_interactions ?? 0) || (b.figures!.views ?? 0) - (a.figures!.views ?? 0))
    .slice(0, 10)
    .map((p) => presentPost(p));

  const products = new Map<string, Figures>();
  for (const p of current) products.set(p.productName ?? '', add(products.get(p.productName ?? '') ?? emptyFigures(), p.figures));
  const byProduct = [...products.entries()]
    .map(([productName, f]) => ({ productName: productName || null, ...f, rate: rate(f.interactions, f.views) }))
    .sort((a, b) => b.interactions - a.interactions);

  // Weekday × hour of publication over the last year: engagement per view, the posts behind each cell.
  const cells = new Map<string, { weekday: number; hour: number; posts: number; views: number; interactions: number }>();
  for (const p of history.filter(wanted)) {
    if (!p.figures) continue;
    const local = DateTime.fromJSDate(new Date(p.publishedDate), { zone });
    const key = `${local.weekday}:${local.hour}`;
    const cell = cells.get(key) ?? { weekday: local.weekday, hour: local.hour, posts: 0, views: 0, interactions: 0 };
    cell.posts++;
    cell.views += p.figures.views ?? 0;
    cell.interactions += p.figures.total_interactions ?? 0;
    cells.set(key, cell);
  }
  const heatmap = [...cells.values()].map((c) => ({ ...c, rate: rate(c.interactions, c.views) }));

  return {
    days,
    platform,
    timeZone: zone,
    totals: {
      current: { ...totals.current, rate: rate(totals.current.interactions, totals.current.views) },
      previous: { ...totals.previous, rate: rate(totals.previous.interactions, totals.previous.views) },
    },
    byPlatform,
    series,
    topPosts,
    byProduct,
    heatmap,
    bestTime: bestTimeOf(history.filter(wanted), zone),
    lastReadAt: await lastReadAt(deps.db, accountId),
  };
}

function presentPost(p: PostFigures) {
  const f = p.figures ?? {};
  return {
    id: p.id,
    bulkPostId: p.bulkPostId,
    platform: p.platform,
    kind: p.kind,
    publishedAt: new Date(p.publishedDate).toISOString(),
    productName: p.productName,
    targetName: p.targetName,
    excerpt: p.excerpt,
    permalink: p.permalink,
    views: f.views ?? 0,
    reach: f.reach ?? 0,
    interactions: f.total_interactions ?? 0,
    rate: rate(f.total_interactions ?? 0, f.views ?? 0),
  };
}

async function lastReadAt(db: Db, accountId: number): Promise<string | null> {
  const row = (await db('postInsightSnapshots').where({ accountId }).max('readAt as at').first()) as { at: Date | null } | undefined;
  return row?.at ? new Date(row.at).toISOString() : null;
}

/** The best time to post for Setup (from the account's history, or the stated default), with what it is based on. */
export async function bestTimeToPost(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<BestTime> {
  const { accountId } = parse(AccountInput, input);
  const zone = (await accountTimeZone(deps, { accountId })) ?? 'UTC';
  const history = await postsWithFigures(deps.db, { accountId, from: new Date(deps.clock.now().getTime() - HISTORY_DAYS * DAY_MS), platform: 'all' });
  return bestTimeOf(history, zone);
}

const CSV_COLUMNS = [
  'published_at',
  'platform',
  'kind',
  'target',
  'product',
  'views',
  'reach',
  'likes_or_reactions',
  'comments',
  'shares',
  'saved',
  'clicks',
  'interactions',
  'engagement_per_view_percent',
  'link',
  'text',
];

function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  // Never read as a formula by a spreadsheet.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The period's posts and their latest figures as CSV (GET /api/analytics.csv), oldest first. */
export async function exportAnalytics(deps: Deps, input: v.InferInput<typeof AnalyticsInput>): Promise<{ csv: string; rows: number }> {
  const { accountId, days, platform } = parse(AnalyticsInput, input);
  const posts = await postsWithFigures(deps.db, { accountId, from: new Date(deps.clock.now().getTime() - days * DAY_MS), platform });
  const lines = [CSV_COLUMNS.join(',')];
  for (const p of posts) {
    const f = p.figures ?? {};
    const likes = (f.likes ?? 0) + (f.reactions ?? 0);
    lines.push(
      [
        new Date(p.publishedDate).toISOString(),
        p.platform,
        p.kind,
        p.targetName,
        p.productName,
        f.views ?? 0,
        f.reach ?? 0,
        likes,
        f.comments ?? 0,
        f.shares ?? 0,
        f.saved ?? 0,
        f.clicks ?? 0,
        f.total_interactions ?? 0,
        rate(f.total_interactions ?? 0, f.views ?? 0),
        p.permalink,
        p.excerpt,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return { csv: `${lines.join('\r\n')}\r\n`, rows: posts.length };
}

/** Every account's figures of a period (the admin's /admin/analytics): totals, and per account. */
export async function analyticsAcrossAccounts(deps: Deps, input: v.InferInput<typeof AdminAnalyticsInput>) {
  const { days, platform } = parse(AdminAnalyticsInput, input);
  const now = deps.clock.now().getTime();
  const start = now - days * DAY_MS;
  const posts = await postsWithFigures(deps.db, { from: new Date(start - days * DAY_MS), platform });
  const current = posts.filter((p) => new Date(p.publishedDate).getTime() >= start);
  const previous = posts.filter((p) => new Date(p.publishedDate).getTime() < start);
  const perAccount = new Map<number, Figures>();
  for (const p of current) perAccount.set(p.accountId, add(perAccount.get(p.accountId) ?? emptyFigures(), p.figures));
  const withRate = (f: Figures) => ({ ...f, rate: rate(f.interactions, f.views) });
  const failedTargets: { accountId: number; count: string }[] = await deps
    .db('publishedPosts')
    .where({ status: 'failed' })
    .where('updatedAt', '>=', new Date(start))
    .groupBy('accountId')
    .select('accountId')
    .count('id as count');
  return {
    days,
    platform,
    totals: {
      current: withRate(current.reduce((t, p) => add(t, p.figures), emptyFigures())),
      previous: withRate(previous.reduce((t, p) => add(t, p.figures), emptyFigures())),
    },
    byPlatform: {
      facebook: withRate(current.filter((p) => p.platform === 'facebook').reduce((t, p) => add(t, p.figures), emptyFigures())),
      instagram: withRate(current.filter((p) => p.platform === 'instagram').reduce((t, p) => add(t, p.figures), emptyFigures())),
    },
    accounts: [...perAccount.entries()].map(([accountId, f]) => ({ accountId, ...withRate(f) })),
    /** Publications Meta refused in the period, per account (a post to two targets can count twice). */
    failedTargets: Object.fromEntries(failedTargets.map((r) => [r.accountId, Number(r.count)])) as Record<number, number>,
    topPosts: current
      .filter((p) => p.figures)
      .sort((a, b) => (b.figures!.total_interactions ?? 0) - (a.figures!.total_interactions ?? 0))
      .slice(0, 10)
      .map((p) => ({ accountId: p.accountId, ...presentPost(p) })),
  };
}

/**
 * Every published post's latest figures by bulk post id (post cards and calendar entries): a post
 * published to a Page and to Instagram shows both added up.
 */
export async function latestFigures(
  deps: Deps,
  input: v.InferInput<typeof AccountInput>,
): Promise<Map<number, { views: number; reach: number; interactions: number }>> {
  const { accountId } = parse(AccountInput, input);
  const out = new Map<number, { views: number; reach: number; interactions: number }>();
  const rows: { bulkPostId: number; metric: string; value: string }[] = await deps.db
    .select('p.bulkPostId', 'l.metric', 'l.value')
    .from('publishedPosts as p')
    .joinRaw(
      `join lateral (select distinct on (metric) metric, value from post_insight_snapshots s where s.published_post_id = p.id and s.metric in ('views', 'reach', 'total_interactions') order by metric, read_at desc) l on true`,
    )
    .where('p.accountId', accountId)
    .whereNotNull('p.bulkPostId');
  for (const r of rows) {
    const f = out.get(r.bulkPostId) ?? { views: 0, reach: 0, interactions: 0 };
    if (r.metric === 'views') f.views += Number(r.value);
    if (r.metric === 'reach') f.reach += Number(r.value);
    if (r.metric === 'total_interactions') f.interactions += Number(r.value);
    out.set(r.bulkPostId, f);
  }
  return out;
}
