import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp } from '../testing.js';
import { fixedClock } from '../../lib/clock.js';
import { createAccountWithAdmin, createPlatformAdmin } from '../../modules/accounts/index.js';

const clock = fixedClock('2026-03-10T10:00:00Z');
const app = await startTestApp({
  clock,
  env: { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '8', LOGIN_LOCK_MINUTES: '15', SESSION_TTL_HOURS: '2', TRUST_PROXY: 'true' },
});
const { request, db, deps } = app;

await createPlatformAdmin(deps, { username: 'root', password: 'root-password' });
const clinic = await createAccountWithAdmin(deps, { businessName: 'Clinic One', status: 'active', email: 'one@clinic.example.com', password: 'secret-one' });
const other = await createAccountWithAdmin(deps, { businessName: 'Clinic Two', status: 'trial', email: 'two@clinic.example.com', password: 'secret-two' });

// Each test that fails logins uses its own client IP so the per-IP counter does not leak between tests.
let ipCounter = 10;
const fromIp = () => ({ 'x-forwarded-for': `203.0.113.${ipCounter++}` });

describe('POST /api/auth/login (platform admins)', () => {
  it('answers success, token and message, and sets an HttpOnly SameSite=Lax cookie', async () => {
    const res = await request('/api/auth/login', { body: { username: 'root', password: 'root-password' } });
    assert.equal(res.status, 200);
    assert.equal(res.body.success, true);
    assert.equal(res.body.message, 'Login successful');
    assert.match(res.body.token, /^[A-Za-z0-9_-]{40,}$/);
    const cookie = res.headers.get('set-cookie') ?? '';
    assert.match(cookie, /aes_session=/);
    assert.match(cookie, /httponly/i);
    assert.match(cookie, /samesite=lax/i);
    assert.doesNotMatch(cookie, /secure/i, 'no Secure flag when PUBLIC_URL is not https');
    assert.ok(!cookie.includes(res.body.token), 'the cookie carries the sealed token, not the token');
  });

  it('gives the spec messages for missing fields', async () => {
    const noUser = await request('/api/auth/login', { body: { username: '', password: 'x' } });
    assert.equal(noUser.status, 400);
    assert.deepEqual([noUser.body.success, noUser.body.message], [false, 'Username is required']);
    const noPassword = await request('/api/auth/login', { body: { username: 'root' } });
    assert.equal(noPassword.status, 400);
    assert.equal(noPassword.body.message, 'Password is required');
  });

  it('answers an unknown user and a wrong password the same way', async () => {
    const headers = fromIp();
    const unknown = await request('/api/auth/login', { body: { username: 'nobody', password: 'whatever' }, headers });
    const wrong = await request('/api/auth/login', { body: { username: 'root', password: 'not-it' }, headers });
    assert.equal(unknown.status, 401);
    assert.equal(wrong.status, 401);
    assert.deepEqual(unknown.body, wrong.body);
    assert.equal(wrong.body.message, 'Invalid username or password');
  });
});

describe('POST /api/business/login', () => {
  it('signs a business admin user in', async () => {
    const res = await request('/api/business/login', { body: { email: 'ONE@clinic.example.com', password: 'secret-one' } });
    assert.equal(res.status, 200);
    assert.equal(res.body.success, true);
    assert.equal(res.body.message, 'Login successful');
    assert.equal(res.body.accountId, clinic.account.id);
  });

  it('gives the spec messages', async () => {
    const email = await request('/api/business/login', { body: { email: 'not-an-email', password: 'secret-one' } });
    assert.equal(email.status, 400);
    assert.equal(email.body.message, 'Please enter a valid email address');
    const short = await request('/api/business/login', { body: { email: 'one@clinic.example.com', password: '123' } });
    assert.equal(short.status, 400);
    assert.equal(short.body.message, 'Password must be at least 6 characters');
    const headers = fromIp();
    const wrong = await request('/api/business/login', { body: { email: 'one@clinic.example.com', password: 'wrong-password' }, headers });
    const unknown = await request('/api/business/login', { body: { email: 'ghost@clinic.example.com', password: 'wrong-password' }, headers });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.message, 'Invalid email or password');
    assert.deepEqual(unknown.body, wrong.body);
  });

  it('does not let a platform admin sign in as a business user or the reverse', async () => {
    const res = await request('/api/business/login', { body: { email: 'root@x.example.com', password: 'root-password' }, headers: fromIp() });
    assert.equal(res.status, 401);
    const reverse = await request('/api/auth/login', { body: { username: 'one@clinic.example.com', password: 'secret-one' }, headers: fromIp() });
    assert.equal(reverse.status, 401);
  });
});

describe('login CSRF', () => {
  // What a foreign page's auto-submitting <form method=post> sends: a form body and its Origin.
  const formPost = (pathname: string, fields: Record<string, string>, headers: Record<string, string>) =>
    fetch(app.url + pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  for (const [pathname, fields] of [
    ['/api/auth/login', { username: 'root', password: 'root-password' }],
    ['/api/business/login', { email: 'one@clinic.example.com', password: 'secret-one' }],
  ] as const) {
    it(`${pathname}: a cross-site form POST is refused and signs nobody in`, async () => {
      for (const headers of [{ origin: 'https://evil.example.com' }, { origin: 'null' }, { referer: 'https://evil.example.com/login-trap.html' }] as Record<
        string,
        string
      >[]) {
        const res = await formPost(pathname, fields, headers);
        assert.equal(res.status, 403, JSON.stringify(headers));
        assert.equal((await res.json()).message, 'Cross-site request refused');
        assert.equal(res.headers.get('set-cookie'), null);
      }
      const own = await formPost(pathname, fields, { origin: app.url });
      assert.equal(own.status, 200);
      assert.match(own.headers.get('set-cookie') ?? '', /aes_session=/);
      const ownReferer = await formPost(pathname, fields, { referer: `${app.url}/admin` });
      assert.equal(ownReferer.status, 200);
      // Neither header: not a browser page (curl, scripts), so nothing to forge.
      assert.equal((await formPost(pathname, fields, {})).status, 200);
    });
  }
});

describe('throttling', () => {
  it('slows an identity guessed at from many addresses, without locking out its owner', async () => {
    await createAccountWithAdmin(deps, { businessName: 'Locked Clinic', status: 'trial', email: 'locked@clinic.example.com', password: 'right-password' });
    const home = fromIp();
    assert.equal(
      (await request('/api/business/login', { body: { email: 'locked@clinic.example.com', password: 'right-password' }, headers: home })).status,
      200,
    );
    for (let i = 0; i < 3; i++) {
      const res = await request('/api/business/login', { body: { email: 'locked@clinic.example.com', password: 'bad-password' }, headers: fromIp() });
      assert.equal(res.status, 401);
    }
    // From an address it never signed in from, the right password waits for the identity's next
    // free attempt: LOGIN_LOCK_MINUTES / LOGIN_MAX_FAILURES = 5 minutes here.
    const slowed = await request('/api/business/login', { body: { email: 'locked@clinic.example.com', password: 'right-password' }, headers: fromIp() });
    assert.equal(slowed.status, 429);
    assert.match(slowed.body.message, /^Too many failed sign-in attempts\. Please try again in 5 minutes\.$/);
    // The counters are rows in PostgreSQL, so they hold across processes.
    const row = await db('login_throttles').where({ key: 'identity:business:locked@clinic.example.com' }).first();
    assert.equal(row.failures, 3);
    // From home: at once.
    assert.equal(
      (await request('/api/business/login', { body: { email: 'locked@clinic.example.com', password: 'right-password' }, headers: home })).status,
      200,
    );
    clock.advance(5 * 60_000);
    const later = await request('/api/business/login', { body: { email: 'locked@clinic.example.com', password: 'right-password' }, headers: fromIp() });
    assert.equal(later.status, 200);
  });

  it('locks one identity from one address after LOGIN_MAX_FAILURES, for LOGIN_LOCK_MINUTES', async () => {
    await createAccountWithAdmin(deps, { businessName: 'Pair Clinic', status: 'trial', email: 'pair@clinic.example.com', password: 'right-password' });
    const headers = fromIp();
    assert.equal((await request('/api/business/login', { body: { email: 'pair@clinic.example.com', password: 'right-password' }, headers })).status, 200);
    for (let i = 0; i < 3; i++)
      assert.equal((await request('/api/business/login', { body: { email: 'pair@clinic.example.com', password: 'bad-password' }, headers })).status, 401);
    const blocked = await request('/api/business/login', { body: { email: 'pair@clinic.example.com', password: 'right-password' }, headers });
    assert.equal(blocked.status, 429);
    assert.match(blocked.body.message, /^Too many failed sign-in attempts\. Please try again in 15 minutes\.$/);
    assert.equal(
      (await request('/api/business/login', { body: { email: 'pair@clinic.example.com', password: 'right-password' }, headers: fromIp() })).status,
      200,
      'from another address',
    );
  });

  it('slows an IP that guesses many names, but not the users who signed in from it before', async () => {
    const headers = fromIp();
    assert.equal((await request('/api/business/login', { body: { email: 'two@clinic.example.com', password: 'secret-two' }, headers })).status, 200);
    for (let i = 0; i < 8; i++) {
      const res = await request('/api/auth/login', { body: { username: `guess${i}`, password: 'nope-nope' }, headers });
      assert.equal(res.status, 401);
    }
    const blocked = await request('/api/auth/login', { body: { username: 'root', password: 'root-password' }, headers });
    assert.equal(blocked.status, 429);
    assert.equal(
      (await request('/api/business/login', { body: { email: 'two@clinic.example.com', password: 'secret-two' }, headers })).status,
      200,
      'a colleague behind the same address',
    );
    const elsewhere = await request('/api/auth/login', { body: { username: 'root', password: 'root-password' }, headers: fromIp() });
    assert.equal(elsewhere.status, 200);
  });
});

describe('sessions', () => {
  it('verify answers the user for both kinds, and 401 without a session', async () => {
    const admin = await request('/api/auth/login', { body: { username: 'root', password: 'root-password' } });
    const adminVerify = await request('/api/auth/verify', { token: admin.body.token });
    assert.equal(adminVerify.status, 200);
    assert.equal(adminVerify.body.success, true);
    assert.equal(adminVerify.body.user.role, 'admin');
    assert.equal(adminVerify.body.user.accountId, undefined);

    const business = await request('/api/business/login', { body: { email: 'one@clinic.example.com', password: 'secret-one' } });
    const businessVerify = await request('/api/auth/verify', { token: business.body.token });
    assert.deepEqual(
      { role: businessVerify.body.user.role, accountId: businessVerify.body.user.accountId, id: businessVerify.body.user.id },
      { role: 'business_admin', accountId: clinic.account.id, id: clinic.adminUser.id },
    );

    const none = await request('/api/auth/verify');
    assert.equal(none.status, 401);
    assert.equal(none.body.success, false);
    const bogus = await request('/api/auth/verify', { token: 'made-up-token' });
    assert.equal(bogus.status, 401);
  });

  it('stores only a hash of the token', async () => {
    const res = await request('/api/auth/login', { body: { username: 'root', password: 'root-password' } });
    const rows = await db('sessions').select('token');
    assert.ok(rows.length > 0);
    assert.ok(rows.every((r: { token: string }) => r.token !== res.body.token && /^[0-9a-f]{64}$/.test(r.token)));
  });

  it('logout revokes the session server-side', async () => {
    const login = await request('/api/business/login', { body: { email: 'one@clinic.example.com', password: 'secret-one' } });
    const token = login.body.token;
    assert.equal((await request('/api/auth/verify', { token })).status, 200);
    const out = await request('/api/auth/logout', { method: 'POST', token });
    assert.equal(out.status, 200);
    assert.equal(out.body.success, true);
    assert.match(out.headers.get('set-cookie') ?? '', /aes_session=;/);
    assert.equal((await request('/api/auth/verify', { token })).status, 401);
  });

  it('refuses an expired session', async () => {
    const login = await request('/api/auth/login', { body: { username: 'root', password: 'root-password' } });
    clock.advance(2 * 3600_000 + 1000);
    const res = await request('/api/auth/verify', { token: login.body.token });
    assert.equal(res.status, 401);
  });

  it('authenticates by the cookie, and refuses a cookie-authenticated change from another origin', async () => {
    const login = await request('/api/auth/login', { body: { username: 'root', password: 'root-password' } });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const verify = await request('/api/auth/verify', { headers: { cookie } });
    assert.equal(verify.status, 200);
    assert.equal(verify.body.user.role, 'admin');

    const crossSite = await request('/api/auth/logout', { method: 'POST', headers: { cookie, origin: 'https://evil.example.com' } });
    assert.equal(crossSite.status, 403);
    assert.equal(crossSite.body.message, 'Cross-site request refused');
    const noOrigin = await request('/api/auth/logout', { method: 'POST', headers: { cookie } });
    assert.equal(noOrigin.status, 403);
    assert.equal((await request('/api/auth/verify', { headers: { cookie } })).status, 200, 'the refused logout changed nothing');

    const sameSite = await request('/api/auth/logout', { method: 'POST', headers: { cookie, origin: app.url } });
    assert.equal(sameSite.status, 200);
    assert.equal((await request('/api/auth/verify', { headers: { cookie } })).status, 401);
  });

  it('a tampered cookie is no session', async () => {
    const res = await request('/api/auth/verify', { headers: { cookie: 'aes_session=Fe26.2**tampered' } });
    assert.equal(res.status, 401);
  });
});

describe('scoping', () => {
  it('a business token reaches its own account and never another one, nor admin routes', async () => {
    const login = await request('/api/business/login', { body: { email: 'one@clinic.example.com', password: 'secret-one' } });
    const token = login.body.token;
    const own = await request('/api/account', { token });
    assert.equal(own.status, 200);
    assert.equal(own.body.account.businessName, 'Clinic One');
    const otherAccount = await request(`/api/account?account=${other.account.id}`, { token });
    assert.equal(otherAccount.status, 403);
    const viaHeader = await request('/api/account', { token, headers: { 'x-account-id': String(other.account.id) } });
    assert.equal(viaHeader.status, 403);
    const adminRoute = await request('/api/ai-config', { token });
    assert.equal(adminRoute.status, 403);
  });

  it('a platform admin acts on the account it names, which must exist', async () => {
    const login = await request('/api/auth/login', { body: { username: 'root', password: 'root-password' } });
    const token = login.body.token;
    const viewing = await request(`/api/account?account=${other.account.id}`, { token });
    assert.equal(viewing.status, 200);
    assert.equal(viewing.body.account.businessName, 'Clinic Two');
    assert.equal((await request('/api/account?account=999999', { token })).status, 404);
    assert.equal((await request('/api/account', { token })).status, 403, 'an admin must name the account');
    assert.equal((await request('/api/account')).status, 401);
  });
});

describe('answers that carry a session token', () => {
  it('are never stored by a browser or a proxy (Cache-Control: no-store), whichever sign-in made them', async () => {
    const admin = await request('/api/auth/login', { body: { username: 'root', password: 'root-password' } });
    const business = await request('/api/business/login', { body: { email: 'two@clinic.example.com', password: 'secret-two' } });
    for (const [name, res] of [
      ['admin', admin],
      ['business', business],
    ] as const) {
      assert.equal(res.status, 200, name);
      assert.ok(res.body.token, name);
      assert.equal(res.headers.get('cache-control'), 'no-store', name);
    }
  });
});
