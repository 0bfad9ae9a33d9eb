import * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { unauthenticated } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/crypto.js';
import { msg } from '../../lib/messages.js';
import { parse } from '../../lib/validate.js';
import { AdminLoginSchema, BusinessLoginSchema } from './schema.js';
import { createSession } from './sessions.js';
import { recordFailure, recordSuccess, reserveAttempt, throttleKeys } from './throttle.js';

// The form's fields, then the address the shell saw the attempt come from (the throttle counts by it).
const Ip = v.string(msg('http.valueInvalid'));
const AdminLoginInput = v.object({ ...AdminLoginSchema.entries, ip: Ip });
const BusinessLoginInput = v.object({ ...BusinessLoginSchema.entries, ip: Ip });

interface LoginResult {
  token: string;
  sessionId: number;
  expiresAt: Date;
}

// Unknown users and wrong passwords get the same answer, so sign-in does not tell which names exist.
// The throttle's limits are LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_IP and LOGIN_LOCK_MINUTES (deps.config.login).

/** Signs a platform admin in by username and password (POST /api/auth/login). */
export async function loginAdmin(deps: Deps, input: v.InferInput<typeof AdminLoginInput>): Promise<LoginResult> {
  const { username, password, ip } = parse(AdminLoginInput, input);
  const { db, clock } = deps;
  const policy = deps.config.login;
  const keys = throttleKeys('admin', username, ip);
  const reservation = await reserveAttempt(db, clock, policy, keys);
  const user = await db('users').whereRaw('lower(username) = lower(?)', [username]).first('id', 'password');
  const ok = await verifyPassword(password, user?.password);
  if (!user || !ok) {
    await recordFailure(db, clock, policy, reservation);
    throw unauthenticated('accounts.badAdminCredentials');
  }
  await recordSuccess(db, clock, reservation);
  return createSession(deps, { userId: user.id });
}

/** Signs a business admin user in by e-mail and password (POST /api/business/login). */
export async function loginBusiness(deps: Deps, input: v.InferInput<typeof BusinessLoginInput>): Promise<LoginResult & { accountId: number }> {
  const { email, password, ip } = parse(BusinessLoginInput, input);
  const { db, clock } = deps;
  const policy = deps.config.login;
  const keys = throttleKeys('business', email, ip);
  const reservation = await reserveAttempt(db, clock, policy, keys);
  const user = await db('admin_users').where({ email }).first('id', 'password', 'accountId');
  const ok = await verifyPassword(password, user?.password);
  if (!user || !ok) {
    await recordFailure(db, clock, policy, reservation);
    throw unauthenticated('accounts.badCredentials');
  }
  await recordSuccess(db, clock, reservation);
  await db('admin_users').where({ id: user.id }).update({ lastSignInAt: clock.now() });
  const session = await createSession(deps, { adminUserId: user.id });
  return { ...session, accountId: user.accountId };
}
