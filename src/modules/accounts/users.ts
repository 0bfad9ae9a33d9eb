import * as v from 'valibot';
import type { Db } from '../../lib/db.js';
import { inTransaction } from '../../lib/db.js';
import { conflict, notFound, invalid } from '../../lib/errors.js';
import { hashPassword } from '../../lib/crypto.js';
import { parse } from '../../lib/validate.js';
import { forgetSessions } from './sessions.js';
import {
  AccountStatusSchema,
  AdminUserEmailSchema,
  BusinessNameSchema,
  CreateAccountSchema,
  CreateAdminUserSchema,
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
    if (isUniqueViolation(error, 'accounts_business_name_unique')) throw conflict('A business account with this name already exists', 'businessName');
    throw error;
  }
}

/** Creates a platform admin (users table). */
export async function createPlatformAdmin(options: { db: Db; input: unknown }): Promise<{ id: number; username: string }> {
  const input = parse(PlatformAdminSchema, options.input);
  const existing = await options.db('users').whereRaw('lower(username) = lower(?)', [input.username]).first('id');
  if (existing) throw conflict(`An admin named ${input.username} already exists`, 'username');
  const [row] = await options.db('users')
    .insert({ username: input.username, password: await hashPassword(input.password), role: 'admin' })
    .returning(['id', 'username']);
  return row;
}

export interface AdminUserView {
  id: number;
  accountId: number;
  email: string;
}

/** Creates a business admin user for an account; a duplicate e-mail is a clear 409. */
export async function createAdminUser(options: { db: Db; input: unknown }): Promise<AdminUserView> {
  const input = parse(CreateAdminUserSchema, options.input);
  const account = await options.db('accounts').where({ id: input.accountId }).first('id');
  if (!account) throw notFound('Account not found');
  return insertAdminUser(options.db, input.accountId, input.email, input.password);
}

async function insertAdminUser(db: Db, accountId: number, email: string, password: string): Promise<AdminUserView> {
  const taken = await db('admin_users').where({ email }).first('id');
  if (taken) throw conflict('A user with this email already exists', 'email');
  try {
    const [row] = await db('admin_users')
      .insert({ accountId, email, password: await hashPassword(password) })
      .returning(['id', 'accountId', 'email']);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('A user with this email already exists', 'email');
    throw error;
  }
}

/** Changes a business admin user's e-mail and password (a new password is always required). */
export async function updateAdminUser(options: { db: Db; id: number; input: unknown }): Promise<AdminUserView> {
  const input = parse(v.object({ email: AdminUserEmailSchema, password: NewPasswordSchema }), options.input);
  const user = await options.db('admin_users').where({ id: options.id }).first('id');
  if (!user) throw notFound('Admin user not found');
  const taken = await options.db('admin_users').where({ email: input.email }).whereNot({ id: options.id }).first('id');
  if (taken) throw conflict('A user with this email already exists', 'email');
  const [row] = await options.db('admin_users')
    .where({ id: options.id })
    .update({ email: input.email, password: await hashPassword(input.password), updatedAt: options.db.fn.now() })
    .returning(['id', 'accountId', 'email']);
  // A changed password ends the user's other sessions.
  await options.db('sessions').where({ adminUserId: options.id }).delete();
  forgetSessions({ adminUserId: options.id });
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
export async function createAccount(options: { db: Db; input: unknown }): Promise<AccountView> {
  const input = parse(CreateAccountSchema, options.input);
  const [row] = await withBusinessName(() => options.db('accounts').insert({ businessName: input.businessName, status: input.status }).returning(accountColumns));
  return row;
}

/** Creates an account and its first business admin user in one transaction (CLI create-account). */
export async function createAccountWithAdmin(options: {
  db: Db;
  input: { businessName: unknown; status: unknown; email: unknown; password: unknown };
}): Promise<{ account: AccountView; adminUser: AdminUserView }> {
  const email = parse(AdminUserEmailSchema, options.input.email);
  const password = parse(NewPasswordSchema, options.input.password);
  const accountInput = parse(CreateAccountSchema, { businessName: options.input.businessName, status: options.input.status });
  return withBusinessName(() =>
    inTransaction(options.db, async (trx) => {
      const [account] = await trx('accounts').insert(accountInput).returning(accountColumns);
      const adminUser = await insertAdminUser(trx, account.id, email, password);
      return { account, adminUser };
    }),
  );
}

/** Updates an account's name and status. */
export async function updateAccount(options: { db: Db; id: number; input: unknown }): Promise<AccountView> {
  const input = parse(v.object({ businessName: BusinessNameSchema, status: AccountStatusSchema }), options.input);
  const [row] = await withBusinessName(() =>
    options.db('accounts').where({ id: options.id }).update({ ...input, updatedAt: options.db.fn.now() }).returning(accountColumns),
  );
  if (!row) throw notFound('Account not found');
  return row;
}

/** Whether a business account with this id exists (one indexed look-up, for callers that name an account). */
export async function accountExists(options: { db: Db; accountId: number }): Promise<boolean> {
  return !!(await options.db('accounts').where({ id: options.accountId }).first('id'));
}

export async function getAccount(options: { db: Db; id: number }): Promise<AccountView> {
  const row = await options.db('accounts').where({ id: options.id }).first(accountColumns);
  if (!row) throw notFound('Account not found');
  return row;
}

/** Lists accounts with their admin users, newest first (CLI list-accounts; the admin area pages it). */
export async function listAccounts(options: { db: Db }): Promise<(AccountView & { adminUsers: AdminUserView[] })[]> {
  const accounts: AccountView[] = await options.db('accounts').orderBy('id', 'desc').select(accountColumns);
  const users: AdminUserView[] = accounts.length
    ? await options.db('admin_users').whereIn('accountId', accounts.map((a) => a.id)).orderBy('id').select('id', 'accountId', 'email')
    : [];
  return accounts.map((a) => ({ ...a, adminUsers: users.filter((u) => u.accountId === a.id) }));
}

/** Sets a new password for a platform admin (by username) or a business user (by e-mail); ends their sessions. Answers whose it was. */
export async function resetPassword(options: { db: Db; email?: string; username?: string; password: unknown }): Promise<{ kind: 'business'; userId: number; accountId: number } | { kind: 'admin'; userId: number }> {
  const password = parse(NewPasswordSchema, options.password);
  if (!options.email === !options.username) throw invalid('Give exactly one of --email or --username');
  const hash = await hashPassword(password);
  const changed = await inTransaction(options.db, async (trx) => {
    if (options.email) {
      const email = parse(AdminUserEmailSchema, options.email);
      const user = await trx('admin_users').where({ email }).first('id', 'accountId');
      if (!user) throw notFound(`No business user with e-mail ${email}`);
      await trx('admin_users').where({ id: user.id }).update({ password: hash, updatedAt: trx.fn.now() });
      await trx('sessions').where({ adminUserId: user.id }).delete();
      return { kind: 'business' as const, userId: user.id as number, accountId: user.accountId as number };
    }
    const user = await trx('users').whereRaw('lower(username) = lower(?)', [options.username!]).first('id');
    if (!user) throw notFound(`No admin named ${options.username}`);
    await trx('users').where({ id: user.id }).update({ password: hash, updatedAt: trx.fn.now() });
    await trx('sessions').where({ userId: user.id }).delete();
    return { kind: 'admin' as const, userId: user.id as number };
  });
  // After the commit: until then the rows were still there for any request to read (and cache).
  forgetSessions('all');
  return changed;
}
