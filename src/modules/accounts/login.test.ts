import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fixedClock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { useTestDatabase } from '../../lib/testing/db.js';
import { createAccountWithAdmin, createPlatformAdmin } from './users.js';
import { loginAdmin, loginBusiness } from './login.js';

const { db } = await useTestDatabase();
const clock = fixedClock('2026-03-10T10:00:00Z');
const policy = { maxFailures: 5, maxFailuresPerIp: 30, lockMinutes: 15 };
const base = { db, clock, policy, ttlHours: 1 };

await createPlatformAdmin({ db, input: { username: 'target', password: 'right-password' } });
await createAccountWithAdmin({ db, input: { businessName: 'Parallel Clinic', status: 'active', email: 'owner@parallel.example.com', password: 'right-password' } });

/** Fires the attempts at once and counts how each ended: a password check that failed (401), a refusal before the check (429), or a session. */
async function outcomes(attempts: Promise<unknown>[]) {
  const settled = await Promise.allSettled(attempts);
  const count = { checkedAndWrong: 0, refused: 0, signedIn: 0 };
  for (const result of settled) {
    if (result.status === 'fulfilled') count.signedIn++;
    else if (result.reason instanceof AppError && result.reason.code === 'unauthenticated') count.checkedAndWrong++;
    else if (result.reason instanceof AppError && result.reason.code === 'too_many') count.refused++;
    else throw result.reason;
  }
  return count;
}

describe('sign-in throttling under parallel guesses', () => {
  test('100 simultaneous wrong passwords for one admin: at most 5 are checked, the rest refused', async (t) => {
    const attempts = Array.from({ length: 100 }, (_, i) =>
      loginAdmin({ ...base, ip: `198.51.100.${i % 50}`, input: { username: 'target', password: `guess-${i}` } }),
    );
    const count = await outcomes(attempts);
    t.diagnostic(`checked ${count.checkedAndWrong}, refused ${count.refused}`);
    assert.ok(count.checkedAndWrong <= policy.maxFailures, `${count.checkedAndWrong} passwords were checked`);
    assert.equal(count.checkedAndWrong + count.refused, 100);
    // The identity is now locked, so even the right password is refused without being checked.
    await assert.rejects(loginAdmin({ ...base, ip: '198.51.100.200', input: { username: 'TARGET', password: 'right-password' } }), { code: 'too_many' });
    const row = await db('login_throttles').where({ key: 'identity:admin:target' }).first();
    assert.equal(row.failures, count.checkedAndWrong, 'refused attempts are given back: the counter holds real failures only');
    assert.ok(row.lockedUntil > clock.now());
  });

  test('100 simultaneous guesses of different e-mails from one IP: at most 30 are checked', async (t) => {
    const attempts = Array.from({ length: 100 }, (_, i) =>
      loginBusiness({ ...base, ip: '203.0.113.77', input: { email: `guess${i}@parallel.example.com`, password: 'wrong-password' } }),
    );
    const count = await outcomes(attempts);
    t.diagnostic(`checked ${count.checkedAndWrong}, refused ${count.refused}`);
    assert.ok(count.checkedAndWrong <= policy.maxFailuresPerIp, `${count.checkedAndWrong} passwords were checked`);
    assert.equal(count.checkedAndWrong + count.refused, 100);
    await assert.rejects(loginBusiness({ ...base, ip: '203.0.113.77', input: { email: 'owner@parallel.example.com', password: 'right-password' } }), { code: 'too_many' });
    // Another IP is not affected.
    const session = await loginBusiness({ ...base, ip: '203.0.113.78', input: { email: 'owner@parallel.example.com', password: 'right-password' } });
    assert.ok(session.token);
  });

  test('successful sign-ins do not use up an IP: 40 in a row from one address all succeed', async () => {
    await createPlatformAdmin({ db, input: { username: 'busy-office', password: 'right-password' } });
    for (let i = 0; i < 40; i++) {
      await loginAdmin({ ...base, ip: '192.0.2.10', input: { username: 'busy-office', password: 'right-password' } });
    }
    const row = await db('login_throttles').where({ key: 'ip:192.0.2.10' }).first();
    assert.equal(row?.failures ?? 0, 0);
  });

  test('parallel right and wrong passwords: the right one signs in while the identity is under its limit', async () => {
    await createPlatformAdmin({ db, input: { username: 'mixed', password: 'right-password' } });
    const count = await outcomes([
      loginAdmin({ ...base, ip: '192.0.2.20', input: { username: 'mixed', password: 'right-password' } }),
      ...Array.from({ length: 3 }, (_, i) => loginAdmin({ ...base, ip: '192.0.2.21', input: { username: 'mixed', password: `wrong-${i}` } })),
    ]);
    assert.deepEqual(count, { checkedAndWrong: 3, refused: 0, signedIn: 1 });
  });

  test('the lock ends after LOGIN_LOCK_MINUTES and the count starts again', async () => {
    await createPlatformAdmin({ db, input: { username: 'patient', password: 'right-password' } });
    for (let i = 0; i < 5; i++) {
      await assert.rejects(loginAdmin({ ...base, ip: '192.0.2.30', input: { username: 'patient', password: 'wrong' } }), { code: 'unauthenticated' });
    }
    await assert.rejects(loginAdmin({ ...base, ip: '192.0.2.30', input: { username: 'patient', password: 'right-password' } }), {
      code: 'too_many',
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    clock.advance(10 * 60_000);
    await assert.rejects(loginAdmin({ ...base, ip: '192.0.2.30', input: { username: 'patient', password: 'right-password' } }), {
      message: 'Too many failed sign-in attempts. Please try again in 5 minutes.',
    });
    clock.advance(6 * 60_000);
    await assert.rejects(loginAdmin({ ...base, ip: '192.0.2.30', input: { username: 'patient', password: 'wrong' } }), { code: 'unauthenticated' });
    const row = await db('login_throttles').where({ key: 'identity:admin:patient' }).first();
    assert.equal(row.failures, 1, 'a new window');
    assert.ok((await loginAdmin({ ...base, ip: '192.0.2.30', input: { username: 'patient', password: 'right-password' } })).token);
  });
});
