import http from 'node:http';
import net from 'node:net';
import { createApp, requestListener } from './app.js';
import type { AppDeps } from './context.js';
import { useTestDatabase } from '../lib/testing/db.js';
import { testDeps } from '../lib/testing/deps.js';
import { createMemoryMailer } from '../lib/mail.js';
import type { Clock } from '../lib/clock.js';
import { siteListening } from '../lib/site.js';
import { createAccountWithAdmin, createPlatformAdmin } from '../modules/accounts/index.js';

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** A TCP port free on 127.0.0.1 right now, for an app whose PUBLIC_URL must name its port. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * The real Koa app on a random port over this test file's own database. Outbound mail goes to
 * memory (`mail.sent`); files go to a temporary directory. Everything is closed after the file.
 * `port` (see freePort) when the configuration must know the address first (PUBLIC_URL).
 */
export async function startTestApp(options: { clock?: Clock; env?: Record<string, string>; webDist?: string; log?: AppDeps['log']; port?: number } = {}) {
  const database = await useTestDatabase();
  const { db, url: databaseUrl } = database;
  // A test that reads the log passes its own logger: the app binds it when it is built.
  const mail = createMemoryMailer();
  const deps = testDeps(db, { env: options.env, mail, ...(options.clock ? { clock: options.clock } : {}), ...(options.log ? { log: options.log } : {}) });
  const { config, dataDir } = deps;
  const server = http.createServer(requestListener(createApp(deps, { webDist: options.webDist })));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}`;
  siteListening(deps.site, { publicUrl: config.publicUrl ?? url, port });
  // Closed before the database is dropped (node:test runs `after` hooks in the order they were added).
  database.stopFirst.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function request<T = any>(pathname: string, opts: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const response = await fetch(url + pathname, { method: opts.method ?? (opts.body !== undefined ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  // The session cookie each sign-in set, by its token: a browser signed in as that session.
  const sessionCookies = new Map<string, string>();
  const keepSessionCookie = (res: TestResponse) => {
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('aes_session='));
    if (cookie && typeof res.body?.token === 'string') sessionCookies.set(res.body.token, cookie.split(';')[0].slice('aes_session='.length));
  };
  /** A browser's cookie jar (name → value) signed in with `token`'s session, as its sign-in left it. */
  function browserOf(token: string): Map<string, string> {
    const cookie = sessionCookies.get(token);
    if (!cookie) throw new Error('no sign-in of this test app set a session cookie for that token');
    return new Map([['aes_session', cookie]]);
  }

  let counter = 0;
  /** Creates a platform admin and signs in; answers its token. */
  async function loginAdmin(username = `admin${++counter}`, password = 'admin-password'): Promise<string> {
    await createPlatformAdmin(deps, { username, password });
    const res = await request('/api/auth/login', { body: { username, password } });
    if (res.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(res.body)}`);
    keepSessionCookie(res);
    return res.body.token;
  }

  /** Creates a business account with a business admin user and signs in; answers token and ids. */
  async function loginBusiness(
    businessName = `Clinic ${++counter}`,
    email = `user${counter}-${Date.now()}@clinic.example.com`,
    password = 'business-password',
  ) {
    // A clinic from before medical sign-off (issue 23) unless a test turns it on: the tests of
    // scheduling and publishing are about those, and new accounts' approval has its own tests.
    const { account, adminUser } = await createAccountWithAdmin(deps, { businessName, status: 'active', email, password, requireApproval: false });
    const res = await request('/api/business/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`business login failed: ${JSON.stringify(res.body)}`);
    keepSessionCookie(res);
    return { token: res.body.token as string, accountId: account.id, adminUserId: adminUser.id, email, password };
  }

  return { url, db, databaseUrl, deps, mail, dataDir, request, loginAdmin, loginBusiness, browserOf };
}
