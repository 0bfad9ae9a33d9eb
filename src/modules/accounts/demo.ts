import type { Db } from '../../lib/db.js';
import { inTransaction } from '../../lib/db.js';
import { hashPassword } from '../../lib/crypto.js';

export const DEMO_ADMIN_USERNAME = 'admin';
export const DEMO_BUSINESS_EMAIL = 'demo@aura-aesthetics.example.com';
export const DEMO_BUSINESS_NAME = 'Aura Aesthetics Clinic';

/**
 * Seeds the demo platform admin and the demo business account with its business admin user, once:
 * nothing is written once any platform admin or account exists. Answers whether it wrote.
 */
export async function seedDemoUsers(options: { db: Db; adminPassword: string; businessPassword: string }): Promise<boolean> {
  return inTransaction(options.db, async (trx) => {
    // Only an empty database gets demo users: once anyone exists, the operators own the data.
    const existing = (await trx('users').first('id')) ?? (await trx('accounts').first('id'));
    if (existing) return false;
    await trx('users').insert({ username: DEMO_ADMIN_USERNAME, password: await hashPassword(options.adminPassword), role: 'admin' });
    const [account] = await trx('accounts')
      .insert({ businessName: DEMO_BUSINESS_NAME, status: 'active', uiLanguage: 'en', contentLanguage: 'el' })
      .returning(['id']);
    await trx('admin_users').insert({ accountId: account.id, email: DEMO_BUSINESS_EMAIL, password: await hashPassword(options.businessPassword) });
    return true;
  });
}
