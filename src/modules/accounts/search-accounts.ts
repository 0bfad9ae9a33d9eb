import * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { msg } from '../../lib/messages.js';
import { parse } from '../../lib/validate.js';
import './messages.js';
import { ACCOUNT_STATUSES, AccountIdSchema } from './schema.js';
import type { AccountView, AdminUserView } from './users.js';

/** A whole number from 1 to `max`, as a number or a query string's text; `message` is a `msg()`. */
const PositiveInt = (message: string, max: number) =>
  v.pipe(v.union([v.string(), v.number()], message), v.transform(Number), v.integer(message), v.minValue(1, message), v.maxValue(max, message));

/** GET /api/accounts query: search, status filter ('all' or empty means any) and page. */
const AccountSearchSchema = v.object({
  q: v.optional(v.pipe(v.string(msg('http.valueInvalid')), v.trim(), v.maxLength(200, msg('accounts.searchLong'))), ''),
  status: v.optional(v.picklist([...ACCOUNT_STATUSES, 'all', ''], msg('accounts.statusInvalid')), 'all'),
  page: v.optional(PositiveInt(msg('accounts.pageInvalid'), 1_000_000)),
  pageSize: v.optional(PositiveInt(msg('accounts.pageSizeInvalid'), 100)),
});

export type AccountWithUsers = AccountView & { adminUsers: AdminUserView[] };

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Accounts with their admin users, newest first, searched by business name, admin e-mail or
 * #id, filtered by status and paged in the database. Without page/pageSize: every match.
 */
export async function searchAccounts(
  deps: Deps,
  input: v.InferInput<typeof AccountSearchSchema>,
): Promise<{ accounts: AccountWithUsers[]; total: number; page?: number; pageSize?: number }> {
  const query = parse(AccountSearchSchema, input);
  const { db } = deps;
  const filtered = () => {
    const q = db('accounts as a');
    if (query.status === 'trial' || query.status === 'active') q.where('a.status', query.status);
    if (query.q) {
      const pattern = likePattern(query.q);
      const id = /^#?\d{1,9}$/.test(query.q) ? Number(query.q.replace('#', '')) : undefined;
      q.where((w) => {
        w.where('a.businessName', 'ilike', pattern).orWhereExists(db('adminUsers as u').whereRaw('u.account_id = a.id').where('u.email', 'ilike', pattern));
        if (id) w.orWhere('a.id', id);
      });
    }
    return q;
  };
  const paged = query.page !== undefined || query.pageSize !== undefined;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 10;
  const list = filtered().orderBy('a.id', 'desc').select('a.id', 'a.businessName', 'a.status', 'a.uiLanguage', 'a.contentLanguage', 'a.createdAt');
  if (paged) list.limit(pageSize).offset((page - 1) * pageSize);
  const [accounts, [{ count }]] = await Promise.all([list as Promise<AccountView[]>, filtered().count({ count: '*' })]);
  const users: AdminUserView[] = accounts.length
    ? await db('adminUsers')
        .whereIn(
          'accountId',
          accounts.map((a) => a.id),
        )
        .orderBy('id')
        .select('id', 'accountId', 'email', 'role')
    : [];
  return {
    accounts: accounts.map((a) => ({ ...a, adminUsers: users.filter((u) => u.accountId === a.id) })),
    total: Number(count),
    ...(paged ? { page, pageSize } : {}),
  };
}

const AdminUsersInput = v.object({ accountId: AccountIdSchema });

/** The admin users of one account. */
export async function listAdminUsers(deps: Deps, input: v.InferInput<typeof AdminUsersInput>): Promise<AdminUserView[]> {
  const { accountId } = parse(AdminUsersInput, input);
  return deps.db('adminUsers').where({ accountId }).orderBy('id').select('id', 'accountId', 'email', 'role');
}
