import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp, requestListener } from './app.js';
import { startTestApp } from './testing.js';
import { fixedClock } from '../lib/clock.js';
import { beat } from '../lib/heartbeat.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
const clock = fixedClock('2026-06-01T08:00:00Z');
const app = await startTestApp({ clock, webDist, env: { UPLOAD_MAX_MB: '1' } });
const { request, db } = app;

describe('GET /api/health', () => {
  it('is 503 while no worker has ever beaten', async () => {
    const res = await request('/api/health');
    assert.equal(res.status, 503);
    assert.equal(res.body.database.ok, true);
    assert.equal(res.body.worker.ok, false);
    assert.equal(res.body.worker.heartbeatAgeSeconds, null);
    assert.equal(typeof res.body.version, 'string');
  });

  it('is 200 with a recent heartbeat and reports its age', async () => {
    await beat(db, clock, 'worker-a');
    clock.advance(42_000);
    const res = await request('/api/health');
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 'ok');
    assert.equal(res.body.worker.heartbeatAgeSeconds, 42);
  });

  it('is 503 when the last heartbeat is stale', async () => {
    clock.advance(10 * 60_000);
    const res = await request('/api/health');
    assert.equal(res.status, 503);
    assert.equal(res.body.worker.ok, false);
  });
});

describe('API errors', () => {
  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await request('/api/does-not-exist');
    assert.equal(res.status, 404);
    assert.equal(res.body.success, false);
    assert.match(res.body.message, /No API route GET \/api\/does-not-exist/);
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await fetch(`${app.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username": ' });
    const body = await res.json();
    assert.equal(res.status, 400);
    assert.equal(body.success, false);
    assert.doesNotMatch(JSON.stringify(body), /at .*\.ts|Error:|stack/i);
  });

  it('refuses a query string with too many parameters or characters before parsing it (Koa parses repeated keys in quadratic time)', async () => {
    const many = await request(`/api/products?${'x[]=1&'.repeat(150)}`);
    assert.deepEqual([many.status, many.body.message], [400, 'The query string has too many parameters: at most 100.']);
    const long = await request(`/api/products?q=${'a'.repeat(9000)}`);
    assert.deepEqual([long.status, long.body.message], [400, 'The query string is too long: at most 8192 characters.']);
    const fine = await request(`/api/does-not-exist?${'x=1&'.repeat(99)}x=1`);
    assert.equal(fine.status, 404, '100 parameters still reach the router');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await request('/api/auth/login', { body: { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' } });
    assert.equal(res.status, 413);
    assert.equal(res.body.message, 'The request is too large');
  });
});

describe('web app', () => {
  it('serves the app on every route of both specs, and a 404 status elsewhere', async () => {
    for (const route of [
      '/',
      '/login',
      '/business/login',
      '/business',
      '/portal',
      '/portal/setup',
      '/business/campaigns',
      '/business/delete-post',
      '/instagram_story',
      '/portal/facebook-pages',
      '/terms-of-service',
      '/privacy-policy',
      '/facebook-test',
      '/business/settings',
      '/admin',
      '/admin/dashboard',
      '/admin/dashboard/llm-config',
      '/admin/image-test',
    ]) {
      const res = await request(route);
      assert.equal(res.status, 200, route);
      assert.match(res.body, /<div id="root">/, route);
    }
    const unknown = await request('/no/such/page');
    assert.equal(unknown.status, 404);
    assert.match(unknown.body, /<div id="root">/, 'the app renders Page Not Found');
  });

  it('serves the site icon at /favicon.ico and /favicon.svg, which the simulator dialog links to (issue 24)', async () => {
    for (const route of ['/favicon.ico', '/favicon.svg']) {
      const res = await fetch(app.url + route);
      assert.equal(res.status, 200, route);
      assert.equal(res.headers.get('content-type'), 'image/svg+xml', route);
      assert.match(await res.text(), /^<svg /, route);
    }
    const dialog = await (await fetch(`${app.url}/simulator/dialog/v26.0/dialog/oauth`)).text();
    assert.match(dialog, /<link rel="icon" href="\/favicon.svg"/);
  });

  it('sends a CSP the app can run under, and other security headers', async () => {
    const res = await request('/admin');
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self'/);
    assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    // The same headers on API answers and errors (worked out once, set on every response).
    for (const pathname of ['/api/health', '/api/does-not-exist', '/uploads/%']) {
      const api = await request(pathname);
      assert.equal(api.headers.get('content-security-policy'), csp, pathname);
      assert.equal(api.headers.get('x-frame-options'), 'SAMEORIGIN', pathname);
      assert.match(api.headers.get('strict-transport-security') ?? '', /max-age=\d+/, pathname);
    }
  });

  it('serves stored uploads with long cache headers and refuses path tricks', async () => {
    const stored = await app.deps.storage.put('products', Buffer.from('fake-bytes'), 'jpg');
    const res = await fetch(app.url + stored);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('cache-control') ?? '', /max-age=604800/);
    const escape = await fetch(`${app.url}/uploads/..%2F..%2Fetc%2Fpasswd`);
    assert.equal(escape.status, 404);
  });
});

describe('request log', () => {
  it('writes one line per API request (method, path without the query, status, time), and the logger still redacts its other lines', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino({ redact: { paths: ['token'], censor: '[redacted]' } }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const server = http.createServer(requestListener(createApp({ ...app.deps, log }, { webDist })));
    let status = 0;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      status = (await fetch(`${base}/api/health?token=abc`)).status;
      assert.equal((await fetch(`${base}/business/login`)).status, 200);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const requests = lines.filter((line) => line.msg === 'request');
    assert.equal(requests.length, 1, 'only /api/ requests are logged');
    assert.deepEqual(
      { ...requests[0], ms: typeof requests[0].ms, time: undefined, pid: undefined, hostname: undefined },
      {
        level: 30,
        msg: 'request',
        method: 'GET',
        path: '/api/health',
        status,
        ms: 'number',
        time: undefined,
        pid: undefined,
        hostname: undefined,
      },
    );
    assert.ok(!JSON.stringify(lines).includes('abc'), 'the query string is not logged');
    log.info({ token: 'secret' }, 'other');
    assert.equal(lines.at(-1)!.token, '[redacted]');
  });
});
