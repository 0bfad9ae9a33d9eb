import type { Db } from '../../lib/db.js';
import { inTransaction } from '../../lib/db.js';
import { hashPassword, verifyPassword } from '../../lib/crypto.js';

export const DEMO_ADMIN_USERNAME = 'admin';
export const DEMO_BUSINESS_EMAIL = 'demo@aura-aesthetics.example.com';
export const DEMO_BUSINESS_NAME = 'Aura Aesthetics Clinic';

/**
 * Seeds the demo platform admin and the demo business account with its business admin user, once:
 * nothing is written once any platform admin or account exists. Answers whether it wrote.
 */
export async function seedDemoUsers(options: { db: Db; adminPassword: string; businessPassword: string }): Promise<boolean> {
  return inTransaction(options.db, async (trx) => {
    // Two processes starting at once on one database: the second waits here, then finds the users.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', ['seed-demo-users']);
    // Only an empty database gets demo users: once anyone exists, the operators own the data.
    const existing = (await trx('users').first('id')) ?? (await trx('accounts').first('id'));
    if (existing) return false;
    await trx('users').insert({ username: DEMO_ADMIN_USERNAME, password: await hashPassword(options.adminPassword), role: 'admin' });
    // No interface language yet: the first sign-in keeps the language chosen on the sign-in page.
    const [account] = await trx('accounts')
      .insert({ businessName: DEMO_BUSINESS_NAME, status: 'active', contentLanguage: 'el' })
      .returning(['id']);
    await trx('admin_users').insert({ accountId: account.id, email: DEMO_BUSINESS_EMAIL, password: await hashPassword(options.businessPassword) });
    return true;
  });
}

/** True when every platform admin and business account is the demo one (or there are none): a database demo data may go into. */
export async function hasOnlyDemoUsers(options: { db: Db }): Promise<boolean> {
  const { db } = options;
  const otherAdmin = await db('users').whereNot({ username: DEMO_ADMIN_USERNAME }).first('id');
  const otherAccount = await db('accounts').whereNot({ businessName: DEMO_BUSINESS_NAME }).first('id');
  return !otherAdmin && !otherAccount;
}

export interface DemoSignIns {
  admin?: { username: string; password: string };
  business?: { email: string; password: string };
}

/**
 * The demo sign-ins that really work: the demo user exists and its password is still the generated
 * one (not changed with reset-password). What the start banner may print, and nothing more.
 */
export async function workingDemoSignIns(options: { db: Db; adminPassword: string; businessPassword: string }): Promise<DemoSignIns> {
  const { db } = options;
  const [admin, business] = await Promise.all([
    db('users').where({ username: DEMO_ADMIN_USERNAME }).first('password'),
    db('admin_users').where({ email: DEMO_BUSINESS_EMAIL }).first('password'),
  ]);
  const [adminWorks, businessWorks] = await Promise.all([
    admin ? verifyPassword(options.adminPassword, admin.password) : false,
    business ? verifyPassword(options.businessPassword, business.password) : false,
  ]);
  return {
    ...(adminWorks ? { admin: { username: DEMO_ADMIN_USERNAME, password: options.adminPassword } } : {}),
    ...(businessWorks ? { business: { email: DEMO_BUSINESS_EMAIL, password: options.businessPassword } } : {}),
  };
}
