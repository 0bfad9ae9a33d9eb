import { DateTime } from 'luxon';
import type * as v from 'valibot';
import { accountNames, accountTimeZone, accountZones } from '../accounts/index.js';
import { getSelectedPages, ledgerPlatformsOf, listLedgerRows, selectedPlatformsOf } from '../publishing/index.js';
import type { Deps } from '../../lib/deps.js';
import { parse } from '../../lib/validate.js';
import type { BulkPostRow, PostStatus } from './repo.js';
import { AdminCalendarInput, AdminCalendarPostInput, CalendarInput } from './schema.js';
import { notFound } from '../../lib/errors.js';
import { platformOfKey } from './targets.js';
import './messages.js';

type Platform = 'facebook' | 'instagram';

/** One post as the calendar shows it: small, so a month of thousands of posts is one light answer. */
export interface CalendarPost {
  id: number;
  accountId: number;
  status: PostStatus;
  scheduledDate: Date;
  /** The local day (account zone) the post is on. */
  day: string;
  productName: string | null;
  accountProductId: number | null;
  /** The text's first words (at most EXCERPT characters, cut at a word). */
  excerpt: string;
  productImage: string | null;
  /** Where it goes (the account's selection) or, once attempted, where it went (the ledger). */
  platforms: Platform[];
  hasFindings: boolean;
  waitingForPages: boolean;
}

export interface CalendarAnswer {
  from: string;
  to: string;
  /** The account's zone, in which `day` and the views' days are told. */
  zone: string;
  posts: CalendarPost[];
  /** The platforms the account publishes to now (the filter's choices, and where a new post would go). */
  platforms: Platform[];
  /** The first instant of `from` and the instant after `to`, in the zone (for other modules' rows, such as stories). */
  window: { start: Date; end: Date };
}

const EXCERPT = 90;
const COLUMNS = [
  'id',
  'accountId',
  'postStatus',
  'scheduledDate',
  'scheduledDay',
  'productName',
  'accountProductId',
  'content',
  'productImage',
  'complianceFindings',
  'waitingForPagesSince',
  'targets',
] as const;
type CalendarRow = Pick<BulkPostRow, (typeof COLUMNS)[number]>;
type LeanRow = Pick<BulkPostRow, 'id' | 'accountId' | 'postStatus' | 'scheduledDate' | 'scheduledDay' | 'productName' | 'targets'> & {
  hasFindings: boolean;
  waiting: boolean;
};

/** The text's first words: cut at a space, never in the middle of one. */
function excerptOf(text: string, max = EXCERPT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?·-]+$/u, '')}…`;
}

/** The publications' platforms of posts already attempted (published, partially, failed, publishing), read from the ledger in one query per account. */
async function attemptedPlatforms(deps: Deps, accountId: number, rows: CalendarRow[]): Promise<Map<string, Set<Platform>>> {
  const keys = rows.filter((r) => !['draft', 'scheduled', 'missed'].includes(r.postStatus)).map((r) => `post:${r.id}`);
  const byKey = new Map<string, Set<Platform>>();
  for (const row of await listLedgerRows(deps, { accountId, publicationKeys: keys })) {
    if (!byKey.has(row.publicationKey)) byKey.set(row.publicationKey, new Set());
    byKey.get(row.publicationKey)!.add(row.platform);
  }
  return byKey;
}

const selectedPlatforms = async (deps: Deps, accountId: number): Promise<Platform[]> =>
  [...new Set((await getSelectedPages(deps, { accountId })).filter((p) => p.isActive !== false).map((p) => p.platform))].sort();

/** Where a post not yet attempted goes: the selection's platforms, or those of its own targets (issue 20) that the selection still has. */
function plannedPlatforms(r: Pick<CalendarRow, 'targets'>, selected: Platform[]): Platform[] {
  if (!r.targets) return selected;
  const chosen = new Set(r.targets.map((t) => platformOfKey(t.key)));
  return selected.filter((p) => chosen.has(p));
}

const platformsOf = (r: Pick<CalendarRow, 'targets'>, attempted: Set<Platform> | undefined, selected: Platform[]) =>
  attempted ? [...attempted].sort() : plannedPlatforms(r, selected);

function presentRow(r: CalendarRow, attempted: Set<Platform> | undefined, selected: Platform[]): CalendarPost {
  return {
    id: r.id,
    accountId: r.accountId,
    status: r.postStatus,
    scheduledDate: r.scheduledDate,
    day: r.scheduledDay,
    productName: r.productName,
    accountProductId: r.accountProductId,
    excerpt: excerptOf(r.content),
    productImage: r.productImage,
    platforms: platformsOf(r, attempted, selected),
    hasFindings: Array.isArray(r.complianceFindings) && r.complianceFindings.length > 0,
    waitingForPages: !!r.waitingForPagesSince && (r.postStatus === 'scheduled' || r.postStatus === 'publishing'),
  };
}

async function present(deps: Deps, accountId: number, rows: CalendarRow[], selected: Platform[]): Promise<CalendarPost[]> {
  const attempted = await attemptedPlatforms(deps, accountId, rows);
  return rows.map((r) => presentRow(r, attempted.get(`post:${r.id}`), selected));
}

const windowOf = (from: string, to: string, zone: string) => ({
  start: DateTime.fromISO(from, { zone }).toJSDate(),
  end: DateTime.fromISO(to, { zone }).plus({ days: 1 }).toJSDate(),
});

/**
 * GET /api/calendar: every post of the account on the local days `from` to `to` (at most six
 * weeks), in one query over the account's (account, day) index, ordered by time.
 */
export async function listCalendarPosts(deps: Deps, input: v.InferInput<typeof CalendarInput>): Promise<CalendarAnswer> {
  const { accountId, from, to } = parse(CalendarInput, input);
  const zone = (await accountTimeZone(deps, { accountId })) || 'UTC';
  const [rows, selected] = await Promise.all([
    deps
      .db('bulkGeneratedPosts')
      .where({ accountId })
      .whereBetween('scheduledDay', [from, to])
      .orderBy([{ column: 'scheduledDate' }, { column: 'id' }])
      .select<CalendarRow[]>(...COLUMNS),
    selectedPlatforms(deps, accountId),
  ]);
  return { from, to, zone, posts: await present(deps, accountId, rows, selected), platforms: selected, window: windowOf(from, to, zone) };
}

/**
 * One post of the admin's month: what its chip shows, no more (a month across every account holds
 * tens of thousands: without the text's first words and the image the answer is about half as
 * heavy); the rest comes when it is opened (getAdminCalendarPost).
 */
type AdminCalendarPost = Omit<CalendarPost, 'excerpt' | 'productImage' | 'accountProductId'>;

export interface AdminCalendarAnswer {
  from: string;
  to: string;
  /** The posts, each day's first `perDay` when it is given (by time), after the filters. */
  posts: AdminCalendarPost[];
  /** How many posts each day has after the filters (days with none left out): a cell shows `posts` and "N more". */
  dayCounts: Record<string, number>;
  /** The accounts of the posts shown: id, business name and zone (each post's day is in its own account's zone). */
  accounts: { id: number; name: string; zone: string }[];
}

/**
 * GET /api/admin/calendar: the admin area's view of the same calendar over every account (or one),
 * each post on its own account's local day; optionally one status and one platform. With `perDay`
 * (the month: its cells show three posts and "N more") only each day's first posts are answered,
 * with every day's count: a month of 20,000 posts is 126 posts and 42 numbers, picked by the
 * database (a window over the day index), where the whole list was 6 MiB to read, send and parse;
 * a day's "N more" asks for that day alone.
 */
export async function listAdminCalendarPosts(deps: Deps, input: v.InferInput<typeof AdminCalendarInput>): Promise<AdminCalendarAnswer> {
  const { accountId, status, platform, perDay, from, to } = parse(AdminCalendarInput, input);
  const { db } = deps;
  const matching = () => {
    const q = db('bulkGeneratedPosts').whereBetween('scheduledDay', [from, to]);
    if (accountId) q.where({ accountId });
    if (status) q.where({ postStatus: status });
    return q;
  };
  // The chip's columns only; the findings flag and the waiting flag are computed by the database (no text or findings read).
  const columns = [
    'id',
    'accountId',
    'postStatus',
    'scheduledDate',
    'scheduledDay',
    'productName',
    'targets',
    db.raw(`case when jsonb_typeof(compliance_findings) = 'array' then jsonb_array_length(compliance_findings) > 0 else false end as has_findings`),
    db.raw(`waiting_for_pages_since is not null and post_status in ('scheduled', 'publishing') as waiting`),
  ];
  const order = [{ column: 'scheduledDate' }, { column: 'id' }];
  // A platform is known per post only here (the ledger, the selections), so with a platform every matching post is read.
  const capInDatabase = perDay !== undefined && !platform;
  const [rows, counted] = await Promise.all([
    capInDatabase
      ? db
          .from(
            matching()
              .select(...columns, db.raw('row_number() over (partition by scheduled_day order by scheduled_date, id) as rank'))
              .as('ranked'),
          )
          .where('rank', '<=', perDay)
          .orderBy(order)
          .select<LeanRow[]>('*')
      : matching()
          .orderBy(order)
          .select<LeanRow[]>(...columns),
    capInDatabase ? matching().groupBy('scheduledDay').select<{ scheduledDay: string; n: number }[]>('scheduledDay', db.raw('count(*)::int as n')) : null,
  ]);
  // Every account's names, zones, selections and attempted posts' platforms in one query each (500 accounts one at a time took 1.5 s).
  const accountIds = [...new Set(rows.map((r) => r.accountId))];
  const attemptedKeys = rows.filter((r) => !['draft', 'scheduled', 'missed'].includes(r.postStatus)).map((r) => `post:${r.id}`);
  const [selected, attempted] = await Promise.all([selectedPlatformsOf(deps, { accountIds }), ledgerPlatformsOf(deps, { publicationKeys: attemptedKeys })]);
  let posts = rows.map((r): AdminCalendarPost => ({
    id: r.id,
    accountId: r.accountId,
    status: r.postStatus,
    scheduledDate: r.scheduledDate,
    day: r.scheduledDay,
    productName: r.productName,
    platforms: platformsOf(r, attempted.get(`post:${r.id}`), selected.get(r.accountId) ?? []),
    hasFindings: r.hasFindings,
    waitingForPages: r.waiting,
  }));
  if (platform) posts = posts.filter((p) => p.platforms.includes(platform));
  const dayCounts: Record<string, number> = {};
  if (counted) for (const c of counted) dayCounts[c.scheduledDay] = Number(c.n);
  else for (const p of posts) dayCounts[p.day] = (dayCounts[p.day] ?? 0) + 1;
  if (perDay !== undefined && !capInDatabase) {
    const shown: Record<string, number> = {};
    posts = posts.filter((p) => (shown[p.day] = (shown[p.day] ?? 0) + 1) <= perDay);
  }
  const ids = [...new Set(posts.map((p) => p.accountId))];
  const [names, zones] = await Promise.all([accountNames(deps, { ids }), accountZones(deps, { ids })]);
  const accounts = ids.map((id) => ({ id, name: names.get(id) ?? `#${id}`, zone: zones.get(id) ?? 'UTC' }));
  return { from, to, posts, dayCounts, accounts: accounts.sort((a, b) => a.name.localeCompare(b.name)) };
}

/** GET /api/admin/calendar/posts/{id}: one post of any account as the calendar shows it, with its first words and image (the admin's month leaves them out). */
export async function getAdminCalendarPost(deps: Deps, input: v.InferInput<typeof AdminCalendarPostInput>): Promise<CalendarPost> {
  const { id } = parse(AdminCalendarPostInput, input);
  const row = await deps
    .db('bulkGeneratedPosts')
    .where({ id })
    .first<CalendarRow | undefined>(...COLUMNS);
  if (!row) throw notFound('campaigns.postNotFound');
  const [attempted, selected] = await Promise.all([attemptedPlatforms(deps, row.accountId, [row]), selectedPlatforms(deps, row.accountId)]);
  return presentRow(row, attempted.get(`post:${row.id}`), selected);
}
