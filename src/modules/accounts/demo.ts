import * as v from 'valibot';
import { inTransaction } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { hashPassword, verifyPassword } from '../../lib/crypto.js';
import { msg } from '../../lib/messages.js';
import { parse } from '../../lib/validate.js';

export const DEMO_ADMIN_USERNAME = 'admin';
export const DEMO_BUSINESS_EMAIL = 'demo@aura-aesthetics.example.com';
const DEMO_BUSINESS_NAME = 'Aura Aesthetics Clinic';

/** The demo users' passwords: generated once per data directory (src/runtime/secrets), never typed. */
const DemoPasswords = v.object({ adminPassword: v.string(msg('http.valueInvalid')), businessPassword: v.string(msg('http.valueInvalid')) });

/**
 * Seeds the demo platform admin and the demo business account with its business admin user, once:
 * nothing is written once any platform admin or account exists. Answers whether it wrote.
 */
export async function seedDemoUsers(deps: Deps, input: v.InferInput<typeof DemoPasswords>): Promise<boolean> {
  const { adminPassword, businessPassword } = parse(DemoPasswords, input);
  return inTransaction(deps.db, async (trx) => {
    // Two processes starting at once on one database: the second waits here, then finds the users.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', ['seed-demo-users']);
    // Only an empty database gets demo users: once anyone exists, the operators own the data.
    const existing = (await trx('users').first('id')) ?? (await trx('accounts').first('id'));
    if (existing) return false;
    await trx('users').insert({ username: DEMO_ADMIN_USERNAME, password: await hashPassword(adminPassword), role: 'admin' });
    // No interface language yet: the first sign-in keeps the language chosen on the sign-in page.
    const [account] = await trx('accounts').insert({ businessName: DEMO_BUSINESS_NAME, status: 'active', contentLanguage: 'el' }).returning(['id']);
    await trx('admin_users').insert({ accountId: account.id, email: DEMO_BUSINESS_EMAIL, password: await hashPassword(businessPassword) });
    return true;
  });
}

/** True when every platform admin and business account is the demo one (or there are none): a database demo data may go into. */
export async function hasOnlyDemoUsers(deps: Deps): Promise<boolean> {
  const { db } = deps;
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
export async function workingDemoSignIns(deps: Deps, input: v.InferInput<typeof DemoPasswords>): Promise<DemoSignIns> {
  const { adminPassword, businessPassword } = parse(DemoPasswords, input);
  const { db } = deps;
  const [admin, business] = await Promise.all([
    db('users').where({ username: DEMO_ADMIN_USERNAME }).first('password'),
    db('admin_users').where({ email: DEMO_BUSINESS_EMAIL }).first('password'),
  ]);
  const [adminWorks, businessWorks] = await Promise.all([
    admin ? verifyPassword(adminPassword, admin.password) : false,
    business ? verifyPassword(businessPassword, business.password) : false,
  ]);
  return {
    ...(adminWorks ? { admin: { username: DEMO_ADMIN_USERNAME, password: adminPassword } } : {}),
    ...(businessWorks ? { business: { email: DEMO_BUSINESS_EMAIL, password: businessPassword } } : {}),
  };
}
