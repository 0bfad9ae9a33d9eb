import type { Db } from '../../lib/db.js';
import { notFound } from '../../lib/errors.js';

export interface AccountContacts {
  accountId: number;
  businessName: string;
  uiLanguage: 'en' | 'el';
  contentLanguage: 'en' | 'el';
  /** The account's business admin users' addresses: who an e-mail about the account goes to. */
  emails: string[];
}

/** Who to write to about an account, and in which language (its interface language; en until it chooses one). */
export async function accountContacts(options: { db: Db; accountId: number }): Promise<AccountContacts> {
  const account = await options.db('accounts').where({ id: options.accountId }).first('id', 'businessName', 'uiLanguage', 'contentLanguage');
  if (!account) throw notFound('Account not found');
  const users: { email: string }[] = await options.db('adminUsers').where({ accountId: options.accountId }).orderBy('id').select('email');
  return { accountId: account.id, businessName: account.businessName, uiLanguage: account.uiLanguage ?? 'en', contentLanguage: account.contentLanguage, emails: users.map((u) => u.email) };
}

/** The platform admins' e-mail addresses (admin user names that are addresses): who operator alerts go to. */
export async function platformAdminAddresses(options: { db: Db }): Promise<string[]> {
  const rows: { username: string }[] = await options.db('users').where({ role: 'admin' }).orderBy('id').select('username');
  return rows.map((r) => r.username).filter((u) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(u));
}
