import * as v from 'valibot';
import type { Db } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { msg } from '../../lib/messages.js';
import { parse } from '../../lib/validate.js';
import type { Actor } from './actor.js';
import { ID_MAX } from './schema.js';

// Sessions' inputs come from the shells and the module itself (a sign-in, a token from a header or
// the cookie, the signed-in session's id), never from a form: a value that does not fit is a bug.
const Id = v.pipe(
  v.number(msg('http.valueInvalid')),
  v.integer(msg('http.valueInvalid')),
  v.minValue(1, msg('http.valueInvalid')),
  v.maxValue(ID_MAX, msg('http.valueInvalid')),
);
const CreateSessionInput = v.union(
  [v.strictObject({ userId: Id }, msg('http.valueInvalid')), v.strictObject({ adminUserId: Id }, msg('http.valueInvalid'))],
  msg('http.valueInvalid'),
);

/**
 * Creates a session row for a platform admin (`userId`) or a business admin user (`adminUserId`),
 * lasting SESSION_TTL_HOURS (the token stored only as its hash), and answers the bearer token.
 */
export async function createSession(
  deps: Deps,
  input: v.InferInput<typeof CreateSessionInput>,
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const owner = parse(CreateSessionInput, input);
  const token = newToken();
  const expiresAt = new Date(deps.clock.now().getTime() + deps.config.sessionTtlHours * 3600_000);
  const [row] = await deps
    .db('sessions')
    .insert({ ...owner, token: sha256(token), expiresAt })
    .returning(['id']);
  return { token, sessionId: row.id, expiresAt };
}

/**
 * Resolved sessions, kept briefly in this process: every request of a signed-in user needs its
 * session, and the lookup (a query joining three tables) was the largest cost of a simple
 * authenticated read. A revocation made through this process (sign-out, a changed or reset
 * password) removes the entry at once; one made by another process (a second web process, the CLI's
 * reset-password) takes effect here within SESSION_CACHE_MS: the sessions table is the only shared
 * truth, and an entry is trusted for at most that long after the read that made it began. Entries
 * also honour the session's own expiry, and an unknown token is never cached, so a made-up token
 * always costs a query.
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;

interface CachedSession {
  actor: Actor;
  expiresAt: number;
  cachedAt: number;
}

interface SessionCache {
  // Keyed by the token's sha-256, as the row is: the token itself is never kept.
  entries: Map<string, CachedSession>;
  // Moves on with every forgetSessions: a lookup that was already reading the row when a session was
  // revoked answers its own request, but does not put the revoked session back in the cache.
  generation: number;
}

// One cache per database handle, as one process has one: two apps on two handles in one test
// process then behave as two web processes do (a sign-out through one is not seen by the other's
// cache). Keyed by the handle's configuration, which a transaction shares with its handle (knex
// copies `client.config` into the transaction's client), so a change made in a transaction forgets
// the entries its handle holds.
const caches = new WeakMap<object, SessionCache>();

function cacheOf(db: Db): SessionCache {
  const key = db.client.config as object;
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = { entries: new Map(), generation: 0 }));
  return cache;
}

function cachedActor(cache: SessionCache, key: string, now: number): Actor | undefined {
  const hit = cache.entries.get(key);
  if (!hit) return undefined;
  // A clock moved backwards (tests) must not make an entry look fresh for longer.
  if (now >= hit.expiresAt || now - hit.cachedAt >= SESSION_CACHE_MS || now < hit.cachedAt) {
    cache.entries.delete(key);
    return undefined;
  }
  return hit.actor;
}

function remember(cache: SessionCache, key: string, actor: Actor, expiresAt: number, now: number, readIn: number): void {
  if (readIn !== cache.generation) return;
  // Oldest first out (a Map keeps insertion order): the cache only saves queries, so forgetting
  // an entry early costs one lookup.
  if (cache.entries.size >= SESSION_CACHE_MAX) cache.entries.delete(cache.entries.keys().next().value!);
  cache.entries.set(key, { actor, expiresAt, cachedAt: now });
}

/**
 * Drops the sessions this database handle has cached, so the next request re-reads them: one
 * session, all sessions of a user, or everything. Called with every change that ends or alters
 * sessions in this process (other processes' caches age out within SESSION_CACHE_MS).
 */
export function forgetSessions(db: Db, which: { sessionId: number } | { userId: number } | { adminUserId: number } | 'all'): void {
  const cache = cacheOf(db);
  cache.generation++;
  if (which === 'all') return cache.entries.clear();
  for (const [key, { actor }] of cache.entries) {
    const match =
      'sessionId' in which
        ? actor.sessionId === which.sessionId
        : 'userId' in which
          ? actor.kind === 'admin' && actor.userId === which.userId
          : actor.kind === 'business' && actor.adminUserId === which.adminUserId;
    if (match) cache.entries.delete(key);
  }
}

const ResolveSessionInput = v.object({ token: v.string(msg('http.invalidToken')) });

/**
 * The actor behind a bearer token, or undefined when the token is unknown, revoked or expired.
 * Served from this process's short-lived cache when it can be (see SESSION_CACHE_MS).
 */
export async function resolveSession(deps: Deps, input: v.InferInput<typeof ResolveSessionInput>): Promise<Actor | undefined> {
  const { token } = parse(ResolveSessionInput, input);
  const { db, clock } = deps;
  if (!token || token.length > 200) return undefined;
  const key = sha256(token);
  const now = clock.now().getTime();
  const cache = cacheOf(db);
  const cached = cachedActor(cache, key, now);
  // A copy: a request's actor is its own to change.
  if (cached) return { ...cached };
  const readIn = cache.generation;
  const row = await db('sessions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('admin_users as a', 'a.id', 's.admin_user_id')
    .where('s.token', key)
    .first(
      's.id as sessionId',
      's.expires_at as expiresAt',
      'u.id as userId',
      'u.username as username',
      'u.role as role',
      'a.id as adminUserId',
      'a.account_id as accountId',
      'a.email as email',
      'a.role as businessRole',
    );
  if (!row) return undefined;
  const expiresAt = new Date(row.expiresAt).getTime();
  if (expiresAt <= now) {
    await db('sessions').where({ id: row.sessionId }).delete();
    return undefined;
  }
  let actor: Actor | undefined;
  if (row.userId) actor = { kind: 'admin', userId: row.userId, role: 'admin', username: row.username, sessionId: row.sessionId };
  else if (row.adminUserId) {
    actor = { kind: 'business', adminUserId: row.adminUserId, accountId: row.accountId, role: row.businessRole, email: row.email, sessionId: row.sessionId };
  }
  if (actor) remember(cache, key, { ...actor }, expiresAt, now, readIn);
  return actor;
}

const RevokeSessionInput = v.object({ sessionId: Id });

/** Revokes a session server-side: the token stops working at once, wherever it was copied. */
export async function revokeSession(deps: Deps, input: v.InferInput<typeof RevokeSessionInput>): Promise<void> {
  const { sessionId } = parse(RevokeSessionInput, input);
  forgetSessions(deps.db, { sessionId });
  await deps.db('sessions').where({ id: sessionId }).delete();
  // Again once the row is gone: nothing read before the delete is served from the cache after it.
  forgetSessions(deps.db, { sessionId });
}

/** Removes expired sessions (run by the worker's crontab); answers how many. */
export async function purgeExpiredSessions(deps: Deps): Promise<number> {
  return deps.db('sessions').where('expires_at', '<=', deps.clock.now()).delete();
}
