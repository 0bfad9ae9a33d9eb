import * as v from 'valibot';
import type { Db } from '../../lib/db.js';
import { inTransaction } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { conflict, notFound } from '../../lib/errors.js';
import { hashPassword } from '../../lib/crypto.js';
import { msg } from '../../lib/messages.js';
import { parse } from '../../lib/validate.js';
import { forgetSessions } from './sessions.js';
import { NewAccountApproval } from './team-schema.js';
import {
  AccountIdSchema,
  AccountStatusSchema,
  AdminUserEmailSchema,
  BusinessNameSchema,
  CreateAccountSchema,
  CreateAdminUserSchema,
  ID_MAX,
  NewPasswordSchema,
  PlatformAdminSchema,
  type AccountStatus,
} from './schema.js';

const isUniqueViolation = (error: unknown, constraint?: string) =>
  (error as { code?: string })?.code === '23505' && (!constraint || (error as { constraint?: string }).constraint === constraint);

/** Runs a write that sets a business name; the unique index (case-insensitive) turns a taken name, even one taken a moment ago by a parallel request, into a clear 409. */
async function withBusinessName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'accounts_business_name_unique')) throw conflict('accounts.businessNameTaken', undefined, { field: 'businessName' });
    throw error;
  }
}

// The shells' ids (a path's, after idParam) come last: the body's own fields are checked first, as before.
const AdminUserIdSchema = v.pipe(
  v.number(msg('accounts.adminUserNotFound')),
  v.integer(msg('accounts.adminUserNotFound')),
  v.minValue(1, msg('accounts.adminUserNotFound')),
  v.maxValue(ID_MAX, msg('accounts.adminUserNotFound')),
);

/** Creates a platform admin (users table). */
export async function createPlatformAdmin(deps: Deps, input: v.InferInput<typeof PlatformAdminSchema>): Promise<{ id: number; username: string }> {
  const { username, password } = parse(PlatformAdminSchema, input);
  const existing = await deps.db('users').whereRaw('lower(username) = lower(?)', [username]).first('id');
  if (existing) throw conflict('accounts.adminNameTaken', { username }, { field: 'username' });
  const [row] = await deps
    .db('users')
    .insert({ username, password: await hashPassword(password), role: 'admin' })
    .returning(['id', 'username']);
  return row;
}

export interface AdminUserView {
  id: number;
  accountId: number;
  email: string;
  /** business_admin, editor or reviewer (issue 23): the admin area shows each account's team. */
  role?: string;
}

/** Creates a business admin user for an account; a duplicate e-mail is a clear 409. */
export async function createAdminUser(deps: Deps, input: v.InferInput<typeof CreateAdminUserSchema>): Promise<AdminUserView> {
  const { accountId, email, password } = parse(CreateAdminUserSchema, input);
  const account = await deps.db('accounts').where({ id: accountId }).first('id');
  if (!account) throw notFound('accounts.accountNotFound');
  return insertAdminUser(deps.db, accountId, email, password);
}

async function insertAdminUser(db: Db, accountId: number, email: string, password: string): Promise<AdminUserView> {
  const taken = await db('admin_users').where({ email }).first('id');
  if (taken) throw conflict('accounts.emailTaken', undefined, { field: 'email' });
  try {
    const [row] = await db('admin_users')
      .insert({ accountId, email, password: await hashPassword(password) })
      .returning(['id', 'accountId', 'email']);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('accounts.emailTaken', undefined, { field: 'email' });
    throw error;
  }
}

const UpdateAdminUserInput = v.object({ email: AdminUserEmailSchema, password: NewPasswordSchema, adminUserId: AdminUserIdSchema });

/** Changes a business admin user's e-mail and password (a new password is always required); ends the user's sessions. */
export async function updateAdminUser(deps: Deps, input: v.InferInput<typeof UpdateAdminUserInput>): Promise<AdminUserView> {
  const { adminUserId, email, password } = parse(UpdateAdminUserInput, input);
  const { db } = deps;
  const user = await db('admin_users').where({ id: adminUserId }).first('id');
  if (!user) throw notFound('accounts.adminUserNotFound');
  const taken = await db('admin_users').where({ email }).whereNot({ id: adminUserId }).first('id');
  if (taken) throw conflict('accounts.emailTaken', undefined, { field: 'email' });
  const [row] = await db('admin_users')
    .where({ id: adminUserId })
    .update({ email, password: await hashPassword(password), updatedAt: db.fn.now() })
    .returning(['id', 'accountId', 'email']);
  // A changed password ends the user's other sessions.
  await db('sessions').where({ adminUserId }).delete();
  forgetSessions(db, { adminUserId });
  return row;
}

export interface AccountView {
  id: number;
  businessName: string;
  status: AccountStatus;
  /** The interface language the account chose; null until it chooses one (the portal then keeps the browser's). */
  uiLanguage: 'en' | 'el' | null;
  contentLanguage: 'en' | 'el';
  createdAt: Date;
}

const accountColumns = ['id', 'businessName', 'status', 'uiLanguage', 'contentLanguage', 'createdAt'];

/** Creates a business account (admin-only in the HTTP shell). */
const CreateAccountInput = v.object({ ...CreateAccountSchema.entries, ...NewAccountApproval });

export async function createAccount(deps: Deps, input: v.InferInput<typeof CreateAccountInput>): Promise<AccountView> {
  const { businessName, status, requireApproval } = parse(CreateAccountInput, input);
  const [row] = await withBusinessName(() => deps.db('accounts').insert({ businessName, status, requireApproval }).returning(accountColumns));
  return row;
}

// The user's e-mail and password are checked before the account's name, as the command always did.
const CreateAccountWithAdminInput = v.object({
  email: AdminUserEmailSchema,
  password: NewPasswordSchema,
  ...CreateAccountSchema.entries,
  ...NewAccountApproval,
});

/** Creates an account and its first business admin user in one transaction (CLI create-account). */
export async function createAccountWithAdmin(
  deps: Deps,
  input: v.InferInput<typeof CreateAccountWithAdminInput>,
): Promise<{ account: AccountView; adminUser: AdminUserView }> {
  const { email, password, businessName, status, requireApproval } = parse(CreateAccountWithAdminInput, input);
  return withBusinessName(() =>
    inTransaction(deps.db, async (trx) => {
      const [account] = await trx('accounts').insert({ businessName, status, requireApproval }).returning(accountColumns);
      const adminUser = await insertAdminUser(trx, account.id, email, password);
      return { account, adminUser };
    }),
  );
}

const UpdateAccountInput = v.object({ businessName: BusinessNameSchema, status: AccountStatusSchema, accountId: AccountIdSchema });

/** Updates an account's name and status. */
export async function updateAccount(deps: Deps, input: v.InferInput<typeof UpdateAccountInput>): Promise<AccountView> {
  const { accountId, businessName, status } = parse(UpdateAccountInput, input);
  const [row] = await withBusinessName(() =>
    deps.db('accounts').where({ id: accountId }).update({ businessName, status, updatedAt: deps.db.fn.now() }).returning(accountColumns),
  );
  if (!row) throw notFound('accounts.accountNotFound');
  return row;
}

const AccountInput = v.object({ accountId: AccountIdSchema });

/** Whether a business account with this id exists (one indexed look-up, for callers that name an account). */
export async function accountExists(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<boolean> {
  const { accountId } = parse(AccountInput, input);
  return !!(await deps.db('accounts').where({ id: accountId }).first('id'));
}

/** One business account. */
export async function getAccount(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<AccountView> {
  const { accountId } = parse(AccountInput, input);
  const row = await deps.db('accounts').where({ id: accountId }).first(accountColumns);
  if (!row) throw notFound('accounts.accountNotFound');
  return row;
}

/** Lists accounts with their admin users, newest first (CLI list-accounts; the admin area pages it). */
export async function listAccounts(deps: Deps): Promise<(AccountView & { adminUsers: AdminUserView[] })[]> {
  const accounts: AccountView[] = await deps.db('accounts').orderBy('id', 'desc').select(accountColumns);
  const users: AdminUserView[] = accounts.length
    ? await deps
        .db('admin_users')
        .whereIn(
          'accountId',
          accounts.map((a) => a.id),
        )
        .orderBy('id')
        .select('id', 'accountId', 'email', 'role')
    : [];
  return accounts.map((a) => ({ ...a, adminUsers: users.filter((u) => u.accountId === a.id) }));
}

// An empty --email or --username counts as not given, as the command always treated it.
const given = (text: string | undefined) => !!text;
const ResetPasswordInput = v.pipe(
  v.object({
    password: NewPasswordSchema,
    email: v.optional(v.union([v.literal(''), AdminUserEmailSchema], msg('accounts.adminEmailInvalid'))),
    username: v.optional(v.string(msg('accounts.usernameRequired'))),
  }),
  v.check((x) => given(x.email) !== given(x.username), msg('accounts.emailOrUsername')),
);

/** Sets a new password for a platform admin (by username) or a business user (by e-mail); ends their sessions. Answers whose it was. */
export async function resetPassword(
  deps: Deps,
  input: v.InferInput<typeof ResetPasswordInput>,
): Promise<{ kind: 'business'; userId: number; accountId: number } | { kind: 'admin'; userId: number }> {
  const { password, email, username } = parse(ResetPasswordInput, input);
  const hash = await hashPassword(password);
  const changed = await inTransaction(deps.db, async (trx) => {
    if (email) {
      const user = await trx('admin_users').where({ email }).first('id', 'accountId');
      if (!user) throw notFound('accounts.noBusinessUser', { email });
      await trx('admin_users').where({ id: user.id }).update({ password: hash, updatedAt: trx.fn.now() });
      await trx('sessions').where({ adminUserId: user.id }).delete();
      return { kind: 'business' as const, userId: user.id as number, accountId: user.accountId as number };
    }
    const user = await trx('users').whereRaw('lower(username) = lower(?)', [username!]).first('id');
    if (!user) throw notFound('accounts.noAdminNamed', { username: username! });
    await trx('users').where({ id: user.id }).update({ password: hash, updatedAt: trx.fn.now() });
    await trx('sessions').where({ userId: user.id }).delete();
    return { kind: 'admin' as const, userId: user.id as number };
  });
  // After the commit: until then the rows were still there for any request to read (and cache).
  forgetSessions(deps.db, 'all');
  return changed;
}
