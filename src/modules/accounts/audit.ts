import * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { msg } from '../../lib/messages.js';
import { parse } from '../../lib/validate.js';
import './messages.js';
import { AccountIdSchema } from './schema.js';

/**
 * The audit trail: changes a platform admin makes while acting as a business account, changes made
 * in the admin area, and operator commands that change data. Who, for which account, what, when,
 * from where and how it ended; never a body, a token or a password (the shells pass none).
 */

/** portal: an admin acting as the account; admin: the admin area; cli: an operator command; clinic: a clinic user's own recorded decision (an approval). */
type AuditSource = 'portal' | 'admin' | 'cli' | 'clinic';
/** pending: written before the change and not finished (the process stopped); refused: a 4xx, nothing changed; failed: a 5xx, may be partial. */
type AuditOutcome = 'pending' | 'done' | 'refused' | 'failed';

/** How long a row is kept: two years, then the worker deletes it (purgeOldAudit). */
const AUDIT_RETENTION_DAYS = 730;

// The shells build entries from the request's route, ids and headers, or the command line (never a
// body): the schema checks their shapes; `row` below cleans and clips the texts rather than refusing
// a long user agent.
const Text = v.string(msg('http.valueInvalid'));
const Num = v.number(msg('http.valueInvalid'));
const AuditEntrySchema = v.object({
  source: v.picklist(['portal', 'admin', 'cli', 'clinic'], msg('http.valueInvalid')),
  /** users.id of the platform admin; null for an operator command. */
  actorUserId: v.nullable(Num),
  /** The admin's username, or the operating-system user who ran a command. */
  actorName: Text,
  /** The business account acted for or changed; null for platform-wide changes. */
  accountId: v.nullable(Num),
  /** A stable code (`bulk_post.update`) the screens translate. */
  action: Text,
  /** The route template or the command, never a URL (a query can carry a token). */
  route: v.optional(v.nullable(Text)),
  /** A short English line. */
  summary: Text,
  targetId: v.optional(v.nullable(Num)),
  ip: v.optional(v.nullable(Text)),
  userAgent: v.optional(v.nullable(Text)),
});
type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

/** Control characters out, at most `max` characters: the fields come from headers and the OS. */
const clean = (text: string | null | undefined, max: number): string | null => {
  if (text === null || text === undefined) return null;
  // eslint-disable-next-line no-control-regex
  const out = [...text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/[\ud800-\udfff]/g, '\ufffd')].slice(0, max).join('').trim();
  return out || null;
};

/** A target id the column can hold (ids are positive int4), else none. */
const targetOf = (id: number | null | undefined): number | null =>
  typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;

function row(entry: AuditEntry) {
  return {
    source: entry.source,
    actorUserId: entry.actorUserId,
    actorName: clean(entry.actorName, 200) ?? 'unknown',
    accountId: targetOf(entry.accountId),
    action: clean(entry.action, 100) ?? 'unknown',
    route: clean(entry.route, 200),
    summary: clean(entry.summary, 300) ?? '',
    targetId: targetOf(entry.targetId),
    ip: clean(entry.ip, 64),
    userAgent: clean(entry.userAgent, 200),
  };
}

/** The outcome an HTTP status means: below 400 done, 4xx refused (nothing changed), 5xx failed. */
const outcomeOfStatus = (status: number): AuditOutcome => (status < 400 ? 'done' : status < 500 ? 'refused' : 'failed');

/**
 * Writes a row before the change runs (outcome pending) and answers its id: when the row cannot be
 * written the caller does not make the change, so no change goes untraced.
 */
export async function beginAudit(deps: Deps, input: v.InferInput<typeof AuditEntrySchema>): Promise<number> {
  const entry = parse(AuditEntrySchema, input);
  const [{ id }] = await deps
    .db('audit_log')
    .insert({ ...row(entry), at: deps.clock.now() })
    .returning('id');
  return Number(id);
}

const FinishAuditInput = v.object({ id: Num, status: Num, accountId: v.optional(v.nullable(Num)), targetId: v.optional(v.nullable(Num)) });

/** Records how a begun change ended (the HTTP status answered); a create's account and new id are known only now. */
export async function finishAudit(deps: Deps, input: v.InferInput<typeof FinishAuditInput>): Promise<void> {
  const finished = parse(FinishAuditInput, input);
  const accountId = targetOf(finished.accountId);
  const targetId = targetOf(finished.targetId);
  await deps
    .db('audit_log')
    .where({ id: finished.id })
    .update({
      status: Math.min(Math.max(Math.trunc(finished.status), 0), 999),
      outcome: outcomeOfStatus(finished.status),
      ...(accountId ? { accountId } : {}),
      ...(targetId ? { targetId } : {}),
    });
}

const RecordAuditInput = v.object({
  ...AuditEntrySchema.entries,
  outcome: v.optional(v.picklist(['done', 'refused', 'failed'], msg('http.valueInvalid')), 'done'),
});

/** One finished row at once (outcome done unless told): an operator command records its change after it is made. */
export async function recordAudit(deps: Deps, input: v.InferInput<typeof RecordAuditInput>): Promise<number> {
  const { outcome, ...entry } = parse(RecordAuditInput, input);
  const [{ id }] = await deps
    .db('audit_log')
    .insert({ ...row(entry), at: deps.clock.now(), outcome })
    .returning('id');
  return Number(id);
}

/** A query parameter holding a whole number from 1 to `max` (a repeated parameter is refused too); `message` is a `msg()`. */
const Whole = (message: string, max: number) =>
  v.pipe(v.string(message), v.regex(/^\d{1,10}$/, message), v.transform(Number), v.minValue(1, message), v.maxValue(max, message));

/** GET /api/admin/audit and /api/account/audit: the account filter (admins) and the page. */
const AuditQuerySchema = v.object({
  // Empty means every account, as the accounts list's `status=`.
  accountId: v.optional(
    v.union(
      [
        v.pipe(
          v.literal(''),
          v.transform(() => undefined),
        ),
        Whole(msg('accounts.auditAccountInvalid'), 2_147_483_647),
      ],
      msg('accounts.auditAccountInvalid'),
    ),
  ),
  page: v.optional(Whole(msg('accounts.pageInvalid'), 1_000_000), '1'),
  pageSize: v.optional(Whole(msg('accounts.pageSizeInvalid'), 100), '20'),
});

export interface AuditView {
  id: number;
  at: Date;
  source: AuditSource;
  actorUserId: number | null;
  actorName: string;
  accountId: number | null;
  /** The account's name now, or null when it no longer exists. */
  businessName: string | null;
  action: string;
  route: string | null;
  summary: string;
  targetId: number | null;
  ip: string | null;
  userAgent: string | null;
  status: number | null;
  outcome: AuditOutcome;
}

/** What a clinic sees of a row about its account: what and when, not who exactly nor from where (its own users' decisions name them). */
export type AccountAuditView = Pick<AuditView, 'id' | 'at' | 'source' | 'action' | 'summary' | 'targetId' | 'outcome'> & { actorName: string | null };

export interface AuditPage<T> {
  entries: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Every row, newest first, optionally of one account, paged in the database (the admin screen). */
export async function listAudit(deps: Deps, input: v.InferInput<typeof AuditQuerySchema>): Promise<AuditPage<AuditView>> {
  const query = parse(AuditQuerySchema, input);
  const { db } = deps;
  const filtered = () => {
    const q = db('audit_log as l');
    if (query.accountId !== undefined) q.where('l.accountId', query.accountId);
    return q;
  };
  const [entries, [{ count }]] = await Promise.all([
    filtered()
      .leftJoin('accounts as a', 'a.id', 'l.accountId')
      .orderBy([
        { column: 'l.at', order: 'desc' },
        { column: 'l.id', order: 'desc' },
      ])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .select(
        'l.id',
        'l.at',
        'l.source',
        'l.actorUserId',
        'l.actorName',
        'l.accountId',
        'a.businessName',
        'l.action',
        'l.route',
        'l.summary',
        'l.targetId',
        'l.ip',
        'l.userAgent',
        'l.status',
        'l.outcome',
      ) as Promise<AuditView[]>,
    filtered().count({ count: '*' }),
  ]);
  return { entries, total: Number(count), page: query.page, pageSize: query.pageSize };
}

/** The clinic's own list: the page (as the admins'), and its account from the session, never from the query. */
const AccountAuditInput = v.object({ ...v.omit(AuditQuerySchema, ['accountId']).entries, accountId: AccountIdSchema });

/**
 * The changes made on one account's behalf, newest first (the clinic's own view). Refused attempts
 * changed nothing and are left out; the admin's name, address and browser are not shown.
 */
export async function listAccountAudit(deps: Deps, input: v.InferInput<typeof AccountAuditInput>): Promise<AuditPage<AccountAuditView>> {
  const { accountId, ...query } = parse(AccountAuditInput, input);
  const { db } = deps;
  const filtered = () => db('audit_log').where({ accountId }).whereNot({ outcome: 'refused' });
  const [entries, [{ count }]] = await Promise.all([
    filtered()
      .orderBy([
        { column: 'at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .select(
        'id',
        'at',
        'source',
        'action',
        'summary',
        'targetId',
        'outcome',
        db.raw(`case when source = 'clinic' then actor_name end as actor_name`),
      ) as Promise<AccountAuditView[]>,
    filtered().count({ count: '*' }),
  ]);
  return { entries, total: Number(count), page: query.page, pageSize: query.pageSize };
}

/** Deletes rows older than the retention (AUDIT_RETENTION_DAYS, two years); answers how many. */
export async function purgeOldAudit(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - AUDIT_RETENTION_DAYS * 86_400_000);
  return deps.db('audit_log').where('at', '<', cutoff).delete();
}
