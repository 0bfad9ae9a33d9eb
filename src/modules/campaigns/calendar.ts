import { DateTime } from 'luxon';
import type * as v from 'valibot';
import { accountNames, accountTimeZone, accountZones } from '../accounts/index.js';
import { getSelectedPages, ledgerPlatformsOf, listLedgerRows, selectedPlatformsOf } from '../publishing/index.js';
import type { Deps } from '../../lib/deps.js';
import { parse } from '../../lib/validate.js';
import type { BulkPostRow, PostStatus } from './repo.js';
import { AdminCalendarInput, CalendarInput } from './schema.js';
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
function plannedPlatforms(r: CalendarRow, selected: Platform[]): Platform[] {
  if (!r.targets) return selected;
  const chosen = new Set(r.targets.map((t) => platformOfKey(t.key)));
  return selected.filter((p) => chosen.has(p));
}

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
    platforms: attempted ? [...attempted].sort() : plannedPlatforms(r, selected),
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

export interface AdminCalendarAnswer {
  from: string;
  to: string;
  posts: CalendarPost[];
  /** The accounts of the posts shown: id, business name and zone (each post's day is in its own account's zone). */
  accounts: { id: number; name: string; zone: string }[];
}

/**
 * GET /api/admin/calendar: the admin area's view of the same calendar over every account (or one),
 * each post on its own account's local day; optionally one status.
 */
export async function listAdminCalendarPosts(deps: Deps, input: v.InferInput<typeof AdminCalendarInput>): Promise<AdminCalendarAnswer> {
  const { accountId, status, from, to } = parse(AdminCalendarInput, input);
  const q = deps.db('bulkGeneratedPosts').whereBetween('scheduledDay', [from, to]);
  if (accountId) q.where({ accountId });
  if (status) q.where({ postStatus: status });
  const rows = await q.orderBy([{ column: 'scheduledDate' }, { column: 'id' }]).select<CalendarRow[]>(...COLUMNS);
  // Every account's names, zones, selections and attempted posts' platforms in one query each (500 accounts one at a time took 1.5 s).
  const ids = [...new Set(rows.map((r) => r.accountId))];
  const attemptedKeys = rows.filter((r) => !['draft', 'scheduled', 'missed'].includes(r.postStatus)).map((r) => `post:${r.id}`);
  const [names, zones, selected, attempted] = await Promise.all([
    accountNames(deps, { ids }),
    accountZones(deps, { ids }),
    selectedPlatformsOf(deps, { accountIds: ids }),
    ledgerPlatformsOf(deps, { publicationKeys: attemptedKeys }),
  ]);
  const posts = rows.map((r) => presentRow(r, attempted.get(`post:${r.id}`), selected.get(r.accountId) ?? []));
  const accounts = ids.map((id) => ({ id, name: names.get(id) ?? `#${id}`, zone: zones.get(id) ?? 'UTC' }));
  return { from, to, posts, accounts: accounts.sort((a, b) => a.name.localeCompare(b.name)) };
}
