import * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
import type { BusinessRole } from './actor.js';
import { AccountIdSchema } from './schema.js';

export interface AccountContacts {
  accountId: number;
  businessName: string;
  uiLanguage: 'en' | 'el';
  contentLanguage: 'en' | 'el';
  /** The account's users' addresses: who an e-mail about the account goes to. */
  emails: string[];
  /** The users with their roles (issue 23): the period's review goes to the reviewers. */
  users: { id: number; email: string; role: BusinessRole }[];
}

const AccountContactsInput = v.object({ accountId: AccountIdSchema });

/** Who to write to about an account, and in which language (its interface language; en until it chooses one). */
export async function accountContacts(deps: Deps, input: v.InferInput<typeof AccountContactsInput>): Promise<AccountContacts> {
  const { accountId } = parse(AccountContactsInput, input);
  const account = await deps.db('accounts').where({ id: accountId }).first('id', 'businessName', 'uiLanguage', 'contentLanguage');
  if (!account) throw notFound('accounts.accountNotFound');
  const users: { id: number; email: string; role: BusinessRole }[] = await deps
    .db('adminUsers')
    .where({ accountId })
    .orderBy('id')
    .select('id', 'email', 'role');
  return {
    accountId: account.id,
    businessName: account.businessName,
    uiLanguage: account.uiLanguage ?? 'en',
    contentLanguage: account.contentLanguage,
    emails: users.map((u) => u.email),
    users,
  };
}

/** The platform admins' e-mail addresses (admin user names that are addresses): who operator alerts go to. */
export async function platformAdminAddresses(deps: Deps): Promise<string[]> {
  const rows: { username: string }[] = await deps.db('users').where({ role: 'admin' }).orderBy('id').select('username');
  return rows.map((r) => r.username).filter((u) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(u));
}
