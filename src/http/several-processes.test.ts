import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { fixedClock } from '../lib/clock.js';
import { createDb } from '../lib/db.js';
import { siteListening } from '../lib/site.js';
import { testDeps } from '../lib/testing/deps.js';
import { SESSION_CACHE_MS } from '../modules/accounts/index.js';
import { createApp, requestListener } from './app.js';
import { startTestApp } from './testing.js';

/**
 * Two web processes on one database, as the Procfile allows: web 1 is the test app, web 2 a second
 * Koa app in this process over its own database handle (its own pool and its own session cache,
 * which is per handle, as a process has one), with the same configuration and SESSION_SECRET. Both
 * share one injectable clock, so the session cache's bound is crossed without sleeping.
 */
const clock = fixedClock('2026-03-10T10:00:00Z');
const web1 = await startTestApp({ clock });
const db2 = createDb(web1.databaseUrl, { poolMax: 3 });
const deps2 = testDeps(db2, { clock, dataDir: web1.dataDir });
const server2 = http.createServer(requestListener(createApp(deps2)));
await new Promise<void>((resolve) => server2.listen(0, '127.0.0.1', resolve));
const url2 = `http://127.0.0.1:${(server2.address() as { port: number }).port}`;
siteListening(deps2.site, { publicUrl: url2, port: 0 });
after(async () => {
  server2.closeAllConnections();
  await new Promise<void>((resolve) => server2.close(() => resolve()));
  await db2.destroy();
});

async function onWeb2(pathname: string, options: { token?: string; cookie?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = `aes_session=${options.cookie}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url2 + pathname, {
    method: options.body !== undefined ? 'POST' : 'GET',
    headers,
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe('two web processes on one database', () => {
  test('signed in on web 1, served on web 2 (token and cookie); signed out on web 2, refused on web 1 within SESSION_CACHE_MS', async () => {
    const clinic = await web1.loginBusiness('Two Webs Clinic');
    const cookie = web1.browserOf(clinic.token).get('aes_session')!;
    // Web 1 has the session in its cache from here on.
    assert.equal((await web1.request('/api/auth/verify', { token: clinic.token })).status, 200);

    const byToken = await onWeb2('/api/auth/verify', { token: clinic.token });
    assert.equal(byToken.status, 200);
    assert.equal(byToken.body.user.accountId, clinic.accountId);
    // The browser's sealed cookie opens on web 2: one SESSION_SECRET for every web process.
    assert.equal((await onWeb2('/api/auth/verify', { cookie })).status, 200);

    assert.equal((await onWeb2('/api/auth/logout', { token: clinic.token, body: {} })).status, 200);
    assert.equal((await onWeb2('/api/auth/verify', { token: clinic.token })).status, 401, 'web 2 refuses at once');
    assert.equal((await onWeb2('/api/auth/verify', { cookie })).status, 401);

    // Web 1 was not told: its cached session answers for at most SESSION_CACHE_MS after it read it ...
    clock.advance(SESSION_CACHE_MS - 1);
    assert.equal((await web1.request('/api/auth/verify', { token: clinic.token })).status, 200);
    // ... and not a moment longer, by token or by cookie.
    clock.advance(1);
    assert.equal((await web1.request('/api/auth/verify', { token: clinic.token })).status, 401);
    assert.equal((await web1.request('/api/auth/verify', { headers: { cookie: `aes_session=${cookie}` } })).status, 401);
  });

  test('failed sign-ins count together on both: the pair is locked whichever process is asked', async () => {
    const clinic = await web1.loginBusiness('Throttled Clinic');
    const wrong = { email: clinic.email, password: 'not-the-password' };
    // LOGIN_MAX_FAILURES (5) from one IP, spread over the two processes.
    for (let i = 0; i < 3; i++) assert.equal((await web1.request('/api/business/login', { body: wrong })).status, 401);
    for (let i = 0; i < 2; i++) assert.equal((await onWeb2('/api/business/login', { body: wrong })).status, 401);
    const right = { email: clinic.email, password: clinic.password };
    assert.equal((await web1.request('/api/business/login', { body: right })).status, 429);
    assert.equal((await onWeb2('/api/business/login', { body: right })).status, 429);
  });
});
