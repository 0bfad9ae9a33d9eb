import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fixedClock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import { createAccountWithAdmin, createPlatformAdmin } from './users.js';
import { loginAdmin, loginBusiness } from './login.js';

const { db } = await useTestDatabase();
const clock = fixedClock('2026-03-10T10:00:00Z');
const policy = { maxFailures: 5, maxFailuresPerIp: 30, lockMinutes: 15 };
const deps = testDeps(db, { clock, env: { LOGIN_MAX_FAILURES: '5', LOGIN_MAX_FAILURES_PER_IP: '30', LOGIN_LOCK_MINUTES: '15', SESSION_TTL_HOURS: '1' } });

await createPlatformAdmin(deps, { username: 'target', password: 'right-password' });
await createAccountWithAdmin(deps, { businessName: 'Parallel Clinic', status: 'active', email: 'owner@parallel.example.com', password: 'right-password' });

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
    const attempts = Array.from({ length: 100 }, (_, i) => loginAdmin(deps, { ip: `198.51.100.${i % 50}`, username: 'target', password: `guess-${i}` }));
    const count = await outcomes(attempts);
    t.diagnostic(`checked ${count.checkedAndWrong}, refused ${count.refused}`);
    assert.ok(count.checkedAndWrong <= policy.maxFailures, `${count.checkedAndWrong} passwords were checked`);
    assert.equal(count.checkedAndWrong + count.refused, 100);
    // The identity is now slowed: from an address it never signed in from, even the right password waits its turn unchecked.
    await assert.rejects(loginAdmin(deps, { ip: '198.51.100.200', username: 'TARGET', password: 'right-password' }), { code: 'too_many' });
    const row = await db('login_throttles').where({ key: 'identity:admin:target' }).first();
    assert.equal(row.failures, count.checkedAndWrong, 'refused attempts are given back: the counter holds real failures only');
  });

  test('100 simultaneous guesses of different e-mails from one IP: at most 30 are checked', async (t) => {
    const attempts = Array.from({ length: 100 }, (_, i) =>
      loginBusiness(deps, { ip: '203.0.113.77', email: `guess${i}@parallel.example.com`, password: 'wrong-password' }),
    );
    const count = await outcomes(attempts);
    t.diagnostic(`checked ${count.checkedAndWrong}, refused ${count.refused}`);
    assert.ok(count.checkedAndWrong <= policy.maxFailuresPerIp, `${count.checkedAndWrong} passwords were checked`);
    assert.equal(count.checkedAndWrong + count.refused, 100);
    await assert.rejects(loginBusiness(deps, { ip: '203.0.113.77', email: 'owner@parallel.example.com', password: 'right-password' }), { code: 'too_many' });
    // Another IP is not affected.
    const session = await loginBusiness(deps, { ip: '203.0.113.78', email: 'owner@parallel.example.com', password: 'right-password' });
    assert.ok(session.token);
  });

  test('successful sign-ins do not use up an IP: 40 in a row from one address all succeed', async () => {
    await createPlatformAdmin(deps, { username: 'busy-office', password: 'right-password' });
    for (let i = 0; i < 40; i++) {
      await loginAdmin(deps, { ip: '192.0.2.10', username: 'busy-office', password: 'right-password' });
    }
    const row = await db('login_throttles').where({ key: 'ip:192.0.2.10' }).first();
    assert.equal(row?.failures ?? 0, 0);
  });

  test('parallel right and wrong passwords: the right one signs in while the identity is under its limit', async () => {
    await createPlatformAdmin(deps, { username: 'mixed', password: 'right-password' });
    const count = await outcomes([
      loginAdmin(deps, { ip: '192.0.2.20', username: 'mixed', password: 'right-password' }),
      ...Array.from({ length: 3 }, (_, i) => loginAdmin(deps, { ip: '192.0.2.21', username: 'mixed', password: `wrong-${i}` })),
    ]);
    assert.deepEqual(count, { checkedAndWrong: 3, refused: 0, signedIn: 1 });
  });

  test('the lock ends after LOGIN_LOCK_MINUTES and the count starts again', async () => {
    await createPlatformAdmin(deps, { username: 'patient', password: 'right-password' });
    for (let i = 0; i < 5; i++) {
      await assert.rejects(loginAdmin(deps, { ip: '192.0.2.30', username: 'patient', password: 'wrong' }), {
        code: 'unauthenticated',
        messageKey: 'accounts.badAdminCredentials',
      });
    }
    await assert.rejects(loginAdmin(deps, { ip: '192.0.2.30', username: 'patient', password: 'right-password' }), {
      code: 'too_many',
      messageKey: 'accounts.locked',
      params: { minutes: 15 },
    });
    clock.advance(10 * 60_000);
    await assert.rejects(loginAdmin(deps, { ip: '192.0.2.30', username: 'patient', password: 'right-password' }), {
      messageKey: 'accounts.locked',
      params: { minutes: 5 },
    });
    clock.advance(6 * 60_000);
    await assert.rejects(loginAdmin(deps, { ip: '192.0.2.30', username: 'patient', password: 'wrong' }), { code: 'unauthenticated' });
    const row = await db('login_throttles').where({ key: 'identity:admin:patient' }).first();
    assert.equal(row.failures, 1, 'a new window');
    assert.ok((await loginAdmin(deps, { ip: '192.0.2.30', username: 'patient', password: 'right-password' })).token);
  });
});

describe('failures are counted per identity and address together; an identity under attack is slowed, not locked', () => {
  const business = (email: string, ip: string, password: string) => loginBusiness(deps, { ip, email, password });
  async function attempt(promise: Promise<unknown>): Promise<'signed-in' | 'wrong' | 'refused'> {
    const [outcome] = Object.entries(await outcomes([promise])).find(([, n]) => n === 1)!;
    return outcome === 'signedIn' ? 'signed-in' : outcome === 'checkedAndWrong' ? 'wrong' : 'refused';
  }

  test('the owner with the right password from their own address signs in while an attacker elsewhere has failed 5+ times', async () => {
    await createAccountWithAdmin(deps, { businessName: 'Owner Clinic', status: 'active', email: 'owner@home.example.com', password: 'right-password' });
    assert.equal(await attempt(business('owner@home.example.com', '192.0.2.50', 'right-password')), 'signed-in');
    const attacker: string[] = [];
    for (let i = 0; i < 8; i++) attacker.push(await attempt(business('owner@home.example.com', '198.51.100.60', `guess-${i}`)));
    assert.deepEqual(attacker, ['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'refused', 'refused', 'refused'], 'the attacker is locked out');
    assert.equal(await attempt(business('owner@home.example.com', '192.0.2.50', 'right-password')), 'signed-in');
    // Even the owner's own typos from home do not lock them out for the attacker's sake.
    assert.equal(await attempt(business('owner@home.example.com', '192.0.2.50', 'typo-password')), 'wrong');
    assert.equal(await attempt(business('owner@home.example.com', '192.0.2.50', 'right-password')), 'signed-in');
  });

  test('an identity guessed at from many addresses is slowed to one guess per 3 minutes; its owner waits minutes, not 15', async (t) => {
    await createAccountWithAdmin(deps, { businessName: 'Spread Clinic', status: 'active', email: 'owner@spread.example.com', password: 'right-password' });
    assert.equal(await attempt(business('owner@spread.example.com', '192.0.2.60', 'right-password')), 'signed-in');
    const first: string[] = [];
    for (let i = 0; i < 20; i++) first.push(await attempt(business('owner@spread.example.com', `198.18.0.${i}`, `guess-${i}`)));
    assert.deepEqual(first.filter((o) => o === 'wrong').length, 5, 'five guesses, then the identity is slowed');
    // From an address it has signed in from: at once.
    assert.equal(await attempt(business('owner@spread.example.com', '192.0.2.60', 'right-password')), 'signed-in');
    // From a new address: a short wait, never the 15 minutes of a lock.
    await assert.rejects(business('owner@spread.example.com', '192.0.2.61', 'right-password'), {
      code: 'too_many',
      messageKey: 'accounts.locked',
      params: { minutes: 3 },
    });
    clock.advance(3 * 60_000);
    assert.equal(await attempt(business('owner@spread.example.com', '192.0.2.61', 'right-password')), 'signed-in');

    // An hour of guesses every 10 s, each from a fresh address: at most one per 3 minutes is checked.
    let checked = 0;
    for (let i = 0; i < 360; i++) {
      clock.advance(10_000);
      if ((await attempt(business('owner@spread.example.com', `198.19.${Math.floor(i / 250)}.${i % 250}`, `spread-${i}`))) === 'wrong') checked++;
    }
    t.diagnostic(`guesses from fresh addresses every 10 s for an hour: ${checked} checked`);
    assert.ok(checked <= 21, `${checked} guesses checked in an hour`);
    assert.equal(await attempt(business('owner@spread.example.com', '192.0.2.60', 'right-password')), 'signed-in', 'the owner at home is never slowed');
  });

  test('an address that failed 30 times against many identities does not lock out a colleague behind it who signed in from there before', async () => {
    const office = '203.0.113.90';
    await createAccountWithAdmin(deps, { businessName: 'Office Clinic', status: 'active', email: 'colleague@office.example.com', password: 'right-password' });
    await createPlatformAdmin(deps, { username: 'office-admin', password: 'right-password' });
    await createAccountWithAdmin(deps, { businessName: 'New Clinic', status: 'active', email: 'newcomer@office.example.com', password: 'right-password' });
    assert.equal(await attempt(business('colleague@office.example.com', office, 'right-password')), 'signed-in');
    assert.equal(await attempt(loginAdmin(deps, { ip: office, username: 'office-admin', password: 'right-password' })), 'signed-in');
    const spray: string[] = [];
    for (let i = 0; i < 40; i++) spray.push(await attempt(business(`victim${i}@elsewhere.example.com`, office, 'Summer2026!')));
    assert.equal(spray.filter((o) => o === 'wrong').length, 30, 'password spraying stops at 30');
    assert.equal(await attempt(business('colleague@office.example.com', office, 'right-password')), 'signed-in');
    assert.equal(await attempt(loginAdmin(deps, { ip: office, username: 'office-admin', password: 'right-password' })), 'signed-in', 'admins included');
    // Someone who never signed in from there waits for the address's next free attempt (one per 30 s).
    await assert.rejects(business('newcomer@office.example.com', office, 'right-password'), { code: 'too_many', messageKey: 'accounts.lockedOneMinute' });
    clock.advance(30_000);
    assert.equal(await attempt(business('newcomer@office.example.com', office, 'right-password')), 'signed-in');
  });

  test('password spraying from one address is held to one guess per 30 s after its first 30', async (t) => {
    let checked = 0;
    for (let i = 0; i < 720; i++) {
      clock.advance(5_000);
      if ((await attempt(business(`sprayed${i}@elsewhere.example.com`, '203.0.113.91', 'Summer2026!'))) === 'wrong') checked++;
    }
    t.diagnostic(`a guess every 5 s for an hour, each at another identity: ${checked} checked`);
    assert.ok(checked <= 30 + 120, `${checked} guesses checked in an hour`);
  });

  test('parallel guesses from one address against one identity stop at the limit, from a known address too', async () => {
    await createAccountWithAdmin(deps, { businessName: 'Shared Clinic', status: 'active', email: 'owner@shared.example.com', password: 'right-password' });
    // The attacker shares the owner's address (the same office network): only the per-address limit applies.
    assert.equal(await attempt(business('owner@shared.example.com', '192.0.2.70', 'right-password')), 'signed-in');
    const known = await outcomes(Array.from({ length: 100 }, (_, i) => business('owner@shared.example.com', '192.0.2.70', `guess-${i}`)));
    assert.ok(known.checkedAndWrong <= policy.maxFailures, `${known.checkedAndWrong} passwords were checked from the known address`);
    assert.equal(known.checkedAndWrong + known.refused, 100);
    await createAccountWithAdmin(deps, { businessName: 'Fresh Clinic', status: 'active', email: 'owner@fresh.example.com', password: 'right-password' });
    const fresh = await outcomes(Array.from({ length: 100 }, (_, i) => business('owner@fresh.example.com', '192.0.2.71', `guess-${i}`)));
    assert.ok(fresh.checkedAndWrong <= policy.maxFailures, `${fresh.checkedAndWrong} passwords were checked`);
    assert.equal(fresh.checkedAndWrong + fresh.refused, 100);
  });
});

describe('sign-in at the module door', () => {
  test('checks the form before anything is counted, and names every refusal by key', async () => {
    const refusal = (attempt: Promise<unknown>) =>
      attempt.then(
        () => assert.fail('signed in'),
        (error: AppError) => [error.status, error.messageKey, error.params ?? null, error.field ?? null],
      );
    const ip = '192.0.2.99';
    assert.deepEqual(await refusal(loginBusiness(deps, { ip, email: 'not-an-address', password: 'right-password' })), [
      400,
      'accounts.emailInvalid',
      null,
      'email',
    ]);
    assert.deepEqual(await refusal(loginBusiness(deps, { ip, email: 'owner@parallel.example.com', password: 'short' })), [
      400,
      'accounts.passwordTooShort',
      null,
      'password',
    ]);
    assert.deepEqual(await refusal(loginAdmin(deps, { ip, username: '  ', password: 'x' })), [400, 'accounts.usernameRequired', null, 'username']);
    assert.deepEqual(await refusal(loginAdmin(deps, { ip, username: 'u'.repeat(101), password: 'x' })), [
      400,
      'accounts.usernameTooLong',
      { max: 100 },
      'username',
    ]);
    assert.equal(await db('login_throttles').where('key', 'like', `%${ip}%`).first(), undefined, 'a refused form takes no place in the counters');
    // The same answer for an unknown user and a wrong password.
    assert.deepEqual(await refusal(loginBusiness(deps, { ip, email: 'nobody@parallel.example.com', password: 'right-password' })), [
      401,
      'accounts.badCredentials',
      null,
      null,
    ]);
    assert.deepEqual(await refusal(loginBusiness(deps, { ip, email: 'owner@parallel.example.com', password: 'wrong-password' })), [
      401,
      'accounts.badCredentials',
      null,
      null,
    ]);
    assert.deepEqual(await refusal(loginAdmin(deps, { ip, username: 'nobody', password: 'right-password' })), [
      401,
      'accounts.badAdminCredentials',
      null,
      null,
    ]);
    const session = await loginBusiness(deps, { ip, email: ' Owner@Parallel.example.com ', password: 'right-password' });
    assert.equal(session.expiresAt.getTime() - clock.now().getTime(), 3600_000, 'the session lasts SESSION_TTL_HOURS');
  });
});
