import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fixedClock } from '../../lib/clock.js';
import { sha256 } from '../../lib/crypto.js';
import { createDb } from '../../lib/db.js';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import { createAccountWithAdmin, createPlatformAdmin, resetPassword, updateAdminUser } from './users.js';
import { createSession, resolveSession, revokeSession, SESSION_CACHE_MS } from './sessions.js';

const { db, url } = await useTestDatabase();
const clock = fixedClock('2026-03-10T10:00:00Z');
const deps = testDeps(db, { clock, env: { SESSION_TTL_HOURS: '1' } });
const admin = await createPlatformAdmin(deps, { username: 'keeper', password: 'right-password' });
const { adminUser } = await createAccountWithAdmin(deps, {
  businessName: 'Cache Clinic',
  status: 'active',
  email: 'owner@cache.example.com',
  password: 'right-password',
});

const adminSession = () => createSession(deps, { userId: admin.id });
const businessSession = () => createSession(deps, { adminUserId: adminUser.id });
const resolve = (token: string) => resolveSession(deps, { token });
/** What another process does when it revokes: the row goes, this process is not told. */
const deleteElsewhere = (sessionId: number) => db('sessions').where({ id: sessionId }).delete();

describe('resolved sessions kept briefly in the process', () => {
  test('a session revoked by another process stops working here within SESSION_CACHE_MS', async () => {
    const { token, sessionId } = await adminSession();
    assert.equal((await resolve(token))?.kind, 'admin');
    await deleteElsewhere(sessionId);
    // Within the window the cached session still answers (the stated bound) ...
    clock.advance(SESSION_CACHE_MS - 1);
    assert.equal((await resolve(token))?.kind, 'admin');
    // ... and not a moment after.
    clock.advance(1);
    assert.equal(await resolve(token), undefined);
  });

  test('sign-out (revokeSession) ends a cached session at once', async () => {
    const { token, sessionId } = await businessSession();
    assert.equal((await resolve(token))?.kind, 'business');
    await revokeSession(deps, { sessionId });
    assert.equal(await resolve(token), undefined);
  });

  test('a changed password ends the business user’s cached sessions at once', async () => {
    const first = await businessSession();
    const second = await businessSession();
    assert.ok(await resolve(first.token));
    assert.ok(await resolve(second.token));
    await updateAdminUser(deps, { adminUserId: adminUser.id, email: 'owner@cache.example.com', password: 'another-password' });
    assert.equal(await resolve(first.token), undefined);
    assert.equal(await resolve(second.token), undefined);
  });

  test('a reset password ends the admin’s cached sessions at once', async () => {
    const { token } = await adminSession();
    assert.ok(await resolve(token));
    await resetPassword(deps, { username: 'keeper', password: 'a-brand-new-password' });
    assert.equal(await resolve(token), undefined);
  });

  test('a cached session still ends at its own expiry, and its row is removed', async () => {
    const { token, sessionId, expiresAt } = await adminSession();
    assert.ok(await resolve(token));
    clock.set(new Date(expiresAt.getTime() - 1));
    // Read again (the cache entry aged out or not, the session is still valid) ...
    assert.ok(await resolve(token));
    clock.set(expiresAt);
    assert.equal(await resolve(token), undefined);
    assert.equal(await db('sessions').where({ id: sessionId }).first(), undefined);
    clock.set('2026-03-10T10:00:00Z');
  });

  test('a sign-out racing a request for the same session leaves nothing cached', async () => {
    for (let i = 0; i < 20; i++) {
      const { token, sessionId } = await adminSession();
      const racing = Array.from({ length: 5 }, () => resolve(token));
      await Promise.all([...racing, revokeSession(deps, { sessionId })]);
      assert.equal(await resolve(token), undefined, `round ${i}: the revoked session came back from the cache`);
    }
  });

  test('the cache is per database handle: another handle reads its own database', async () => {
    const other = createDb(url);
    after(() => other.destroy());
    const { token, sessionId } = await adminSession();
    assert.ok(await resolve(token));
    await deleteElsewhere(sessionId);
    assert.equal(await resolveSession({ ...deps, db: other }, { token }), undefined, 'not answered from the first handle’s cache');
  });

  test('an unknown token is never cached: its session, created later, is found', async () => {
    const { token, sessionId } = await adminSession();
    await deleteElsewhere(sessionId);
    assert.equal(await resolve(token), undefined);
    await db('sessions').insert({ id: sessionId, userId: admin.id, token: sha256(token), expiresAt: new Date(clock.now().getTime() + 3600_000) });
    assert.equal((await resolve(token))?.kind, 'admin');
  });
});
