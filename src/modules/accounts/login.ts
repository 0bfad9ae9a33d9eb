import type { Db } from '../../lib/db.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/crypto.js';
import { parse } from '../../lib/validate.js';
import { AdminLoginSchema, BusinessLoginSchema } from './schema.js';
import { createSession } from './sessions.js';
import { recordFailure, recordSuccess, reserveAttempt, throttleKeys, type ThrottlePolicy } from './throttle.js';

export interface LoginOptions {
  db: Db;
  clock: Clock;
  ip: string;
  policy: ThrottlePolicy;
  ttlHours: number;
  input: unknown;
}

export interface LoginResult {
  token: string;
  sessionId: number;
  expiresAt: Date;
}

// The same answer for an unknown user and a wrong password, so sign-in does not tell which names exist.
const badCredentials = (what: string) => new AppError('unauthenticated', `Invalid ${what} or password`);

/** Signs a platform admin in by username and password (POST /api/auth/login). */
export async function loginAdmin(options: LoginOptions): Promise<LoginResult> {
  const { db, clock, ip, policy } = options;
  const input = parse(AdminLoginSchema, options.input);
  const keys = throttleKeys('admin', input.username, ip);
  const reservation = await reserveAttempt(db, clock, policy, keys);
  const user = await db('users').whereRaw('lower(username) = lower(?)', [input.username]).first('id', 'password');
  const ok = await verifyPassword(input.password, user?.password);
  if (!user || !ok) {
    await recordFailure(db, clock, policy, reservation);
    throw badCredentials('username');
  }
  await recordSuccess(db, clock, reservation);
  return createSession({ db, clock, ttlHours: options.ttlHours, owner: { userId: user.id } });
}

/** Signs a business admin user in by e-mail and password (POST /api/business/login). */
export async function loginBusiness(options: LoginOptions): Promise<LoginResult & { accountId: number }> {
  const { db, clock, ip, policy } = options;
  const input = parse(BusinessLoginSchema, options.input);
  const keys = throttleKeys('business', input.email, ip);
  const reservation = await reserveAttempt(db, clock, policy, keys);
  const user = await db('admin_users').where({ email: input.email }).first('id', 'password', 'accountId');
  const ok = await verifyPassword(input.password, user?.password);
  if (!user || !ok) {
    await recordFailure(db, clock, policy, reservation);
    throw badCredentials('email');
  }
  await recordSuccess(db, clock, reservation);
  const session = await createSession({ db, clock, ttlHours: options.ttlHours, owner: { adminUserId: user.id } });
  return { ...session, accountId: user.accountId };
}
