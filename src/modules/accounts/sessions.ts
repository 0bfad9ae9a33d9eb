import type { Db } from '../../lib/db.js';
import type { Clock } from '../../lib/clock.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import type { Actor } from './actor.js';

/** Creates a session row (token stored only as its hash) and answers the bearer token. */
export async function createSession(options: {
  db: Db;
  clock: Clock;
  ttlHours: number;
  owner: { userId: number } | { adminUserId: number };
}): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(options.clock.now().getTime() + options.ttlHours * 3600_000);
  const [row] = await options.db('sessions')
    .insert({ ...options.owner, token: sha256(token), expiresAt })
    .returning(['id']);
  return { token, sessionId: row.id, expiresAt };
}

/** The actor behind a bearer token, or undefined when the token is unknown, revoked or expired. */
export async function resolveSession(options: { db: Db; clock: Clock; token: string }): Promise<Actor | undefined> {
  const { db, clock, token } = options;
  if (!token || token.length > 200) return undefined;
  const row = await db('sessions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('admin_users as a', 'a.id', 's.admin_user_id')
    .where('s.token', sha256(token))
    .first(
      's.id as sessionId',
      's.expires_at as expiresAt',
      'u.id as userId',
      'u.username as username',
      'u.role as role',
      'a.id as adminUserId',
      'a.account_id as accountId',
      'a.email as email',
    );
  if (!row) return undefined;
  if (new Date(row.expiresAt).getTime() <= clock.now().getTime()) {
    await db('sessions').where({ id: row.sessionId }).delete();
    return undefined;
  }
  if (row.userId) return { kind: 'admin', userId: row.userId, role: 'admin', username: row.username, sessionId: row.sessionId };
  if (row.adminUserId) {
    return { kind: 'business', adminUserId: row.adminUserId, accountId: row.accountId, role: 'business_admin', email: row.email, sessionId: row.sessionId };
  }
  return undefined;
}

/** Revokes a session server-side: the token stops working at once, wherever it was copied. */
export async function revokeSession(options: { db: Db; sessionId: number }): Promise<void> {
  await options.db('sessions').where({ id: options.sessionId }).delete();
}

/** Removes expired sessions (run by the worker's crontab). */
export async function purgeExpiredSessions(options: { db: Db; clock: Clock }): Promise<number> {
  return options.db('sessions').where('expires_at', '<=', options.clock.now()).delete();
}
