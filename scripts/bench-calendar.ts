/**
 * `npm run bench:calendar`: the Content Calendar (issue 20) in Chromium.
 *
 * One account can hold one post per local day (the database's rule), so a clinic's month is at most
 * 42 posts (six weeks shown): the clinic's view is seeded full (every day of the six weeks) and the
 * weight is in the admin's view, 20,000 posts across 500 accounts (BENCH_ACCOUNTS x 40 days). Times:
 *   - interactive: navigation start (the page's own clock) until the month's posts are in the
 *     document and the main thread has had a free frame (the clinic's month, then the admin's);
 *   - drag round trip: a post dragged to a free day until the server's answer to its PUT is in and
 *     the post is shown on that day (median and 95th percentile over ROUNDS drags);
 * and prints the answer's size and the API time of one request.
 *
 * Uses BENCH_DATABASE_URL's server when given, else an embedded PostgreSQL in a temporary directory.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DateTime } from 'luxon';
import pg from 'pg';
import { chromium } from 'playwright';
import { createApp, requestListener } from '../src/http/app.js';
import { loadConfig } from '../src/lib/config.js';
import { localDeps } from '../src/lib/deps.js';
import { createDb, migrateLatest } from '../src/lib/db.js';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/lib/embedded-pg.js';
import { siteListening } from '../src/lib/site.js';
import { createAccountWithAdmin, createPlatformAdmin } from '../src/modules/accounts/index.js';
import { readyAccount } from '../src/modules/campaigns/testing.js';
import { installWorkerSchema } from '../src/worker/schema.js';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 500);
const ROUNDS = 10;
const root = path.resolve(import.meta.dirname, '..');

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1], n: sorted.length };
}

const ms = (v: number) => `${v.toFixed(0).padStart(6)} ms`;

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

async function main() {
  let cluster: EmbeddedCluster | undefined;
  let tmp: string | undefined;
  let serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-calendar-pg-'));
    await fs.chmod(tmp, 0o777);
    cluster = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), password: 'bench', fast: true });
    serverUrl = cluster.url('postgres');
  }
  const dbName = `bench_calendar_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const db = createDb(url.toString());
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-calendar-data-'));
  const webDist = path.join(dataDir, 'web');
  let server: http.Server | undefined;
  const browser = await chromium.launch({
    // As the browser tests (e2e/support.ts chromiumPath): Debian's headless shell, else its chromium.
    executablePath: process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    await migrateLatest(db);
    await installWorkerSchema(url.toString());
    await run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir']);

    const config = {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', FACEBOOK_SIMULATOR_DELAY_MS: '0' }),
      sessionSecret: 'bench-session-secret-that-is-long-enough-123456',
    };
    const deps = localDeps(db, config);
    server = http.createServer(requestListener(createApp(deps, { webDist })));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const base = `http://127.0.0.1:${port}`;
    siteListening(deps.site, { port });

    // The account, ready as a client's would be (through the real API and the simulator).
    const request = async (pathname: string, opts: { token?: string; body?: unknown; method?: string } = {}) => {
      const res = await fetch(base + pathname, {
        method: opts.method ?? (opts.body !== undefined ? 'POST' : 'GET'),
        headers: {
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined, bytes: text.length };
    };
    const loginBusiness = async () => {
      const email = `bench-${Date.now()}@clinic.example.com`;
      const password = 'bench-password';
      const { account, adminUser } = await createAccountWithAdmin(deps, { businessName: 'Bench Clinic', status: 'active', email, password });
      const res = await request('/api/business/login', { body: { email, password } });
      return { token: res.body.token as string, accountId: account.id, adminUserId: adminUser.id, email, password };
    };
    await createPlatformAdmin(deps, { username: 'bench-admin', password: 'bench-admin-password' });
    const adminToken = (await request('/api/auth/login', { body: { username: 'bench-admin', password: 'bench-admin-password' } })).body.token as string;
    const started = performance.now();
    const account = await readyAccount({ db, deps, url: base, request, loginBusiness } as unknown as Parameters<typeof readyAccount>[0], {
      frequencyDays: 1,
      products: 6,
    });

    const zone = 'Europe/Athens';
    const today = DateTime.now().setZone(zone);
    const gridStart = today.startOf('month').startOf('week');
    // The clinic's six weeks: every day has its post (past ones published, future drafts), but two free days ahead to drag to.
    const free = [today.plus({ days: 8 }).toISODate()!, today.plus({ days: 9 }).toISODate()!];
    const rows = [];
    for (let d = 0; d < 42; d++) {
      const day = gridStart.plus({ days: d });
      if (free.includes(day.toISODate()!)) continue;
      const past = day < today.startOf('day');
      rows.push(
        post(
          account.accountId,
          account.accountProducts[d % account.accountProducts.length].id,
          day.set({ hour: 10 }).toJSDate(),
          past ? 'published' : 'draft',
          d,
        ),
      );
    }
    await db('bulkGeneratedPosts').insert(rows);
    // The admin's month: BENCH_ACCOUNTS more accounts with a post on 40 days each.
    const accountRows = Array.from({ length: ACCOUNTS }, (_, i) => ({
      businessName: `Bench account ${String(i + 1).padStart(3, '0')}`,
      contentLanguage: 'en',
    }));
    const others: { id: number }[] = [];
    for (let i = 0; i < accountRows.length; i += 500)
      others.push(
        ...(await db('accounts')
          .insert(accountRows.slice(i, i + 500))
          .returning('id')),
      );
    await db('companyInfo').insert(
      others.map((a) => ({ accountId: a.id, companyName: 'Bench', location: 'Athens', scheduledTime: '08:00', scheduledLocalTime: '10:00', timezone: zone })),
    );
    const many = others.flatMap((a, i) =>
      Array.from({ length: 40 }, (_, d) =>
        post(
          a.id,
          null,
          gridStart
            .plus({ days: d })
            .set({ hour: 8 + (i % 10) })
            .toJSDate(),
          d % 9 === 0 ? 'failed' : d % 4 === 0 ? 'scheduled' : 'draft',
          d,
        ),
      ),
    );
    for (let i = 0; i < many.length; i += 1000) await db('bulkGeneratedPosts').insert(many.slice(i, i + 1000));
    await db.raw('analyze');
    console.log(
      `seeded the clinic's six weeks (${rows.length} posts) and ${many.length} posts across ${ACCOUNTS} accounts in ${Math.round(performance.now() - started)} ms`,
    );

    const from = gridStart.toISODate()!;
    const to = gridStart.plus({ days: 41 }).toISODate()!;
    for (const [label, pathname, token] of [
      ['clinic', `/api/calendar?from=${from}&to=${to}`, account.token],
      ['admin', `/api/admin/calendar?from=${from}&to=${to}`, adminToken],
    ] as const) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        const res = await request(pathname, { token });
        times.push(performance.now() - t0);
        bytes = res.bytes;
        if (res.status !== 200) throw new Error(`${pathname}: ${res.status}`);
      }
      console.log(`API ${label} month: median ${ms(stats(times).p50)}, ${(bytes / 1024).toFixed(0)} KiB`);
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 1300 }, locale: 'en-US', timezoneId: zone });
    await context.addInitScript(
      ([business, adminAuth]) => {
        localStorage.setItem('business_token', business);
        localStorage.setItem('auth_token', adminAuth);
        localStorage.setItem('language', 'en');
        // When the month's posts are in the document, then a frame later (the main thread free again), in the page's own clock.
        const seen = new MutationObserver(() => {
          if (document.querySelector('[data-testid=calendar-post]')) {
            seen.disconnect();
            requestAnimationFrame(() => setTimeout(() => ((window as unknown as { __ready: number }).__ready = window.performance.now()), 0));
          }
        });
        seen.observe(document, { childList: true, subtree: true });
      },
      [account.token, adminToken] as const,
    );
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const ready = async (url: string) => {
      await page.goto(url);
      await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready !== undefined);
      return page.evaluate(() => (window as unknown as { __ready: number }).__ready);
    };
    // Warm-up: the browser's cache holds the scripts, as for a returning client.
    await ready(`${base}/business/calendar`);
    const clinic: number[] = [];
    for (let i = 0; i < ROUNDS; i++) clinic.push(await ready(`${base}/business/calendar`));
    const posts = await page.getByTestId('calendar-post').count();

    // Drag round trips: one post to and fro between the two free days.
    const mover = page.locator(`[data-testid=calendar-post][data-status=draft]`).first();
    const moverId = await mover.getAttribute('data-post-id');
    const chip = page.locator(`[data-testid=calendar-post][data-post-id="${moverId}"]`);
    const drags: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const target = free[i % 2];
      const cell = page.locator(`[data-testid=calendar-day][data-day="${target}"]`);
      const answered = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/api/bulk-posts/${moverId}`));
      const t0 = performance.now();
      await chip.dragTo(cell);
      const response = await answered;
      await cell.locator(`[data-post-id="${moverId}"]`).waitFor();
      drags.push(performance.now() - t0);
      if (response.status() !== 200) throw new Error(`drag refused: ${response.status()} ${await response.text()}`);
    }

    await ready(`${base}/admin/calendar`);
    const adminTimes: number[] = [];
    for (let i = 0; i < 5; i++) adminTimes.push(await ready(`${base}/admin/calendar`));
    const adminChips = await page.getByTestId('calendar-post').count();

    console.log(`clinic month (${posts} posts shown): interactive median ${ms(stats(clinic).p50)}, p95 ${ms(stats(clinic).p95)} (goal 1,000 ms)`);
    console.log(`drag round trip (PUT answered and shown): median ${ms(stats(drags).p50)}, p95 ${ms(stats(drags).p95)} (goal 200 ms)`);
    console.log(
      `admin month (${many.length + rows.length} posts, ${adminChips} shown, 3 a day per cell then "N more"): interactive median ${ms(stats(adminTimes).p50)}, p95 ${ms(stats(adminTimes).p95)} (goal 1,000 ms)`,
    );
  } finally {
    await browser.close();
    server?.close();
    await db.destroy();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await cluster?.stop();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  }
}

function post(accountId: number, accountProductId: number | null, scheduledDate: Date, postStatus: string, i: number) {
  return {
    accountId,
    accountProductId,
    productName: `Product ${(i % 6) + 1}`,
    content: `Post ${i + 1}. Hydrated, comfortable skin is often the first thing clients notice. Book a consultation. #aesthetics #skincare`,
    scheduledDate,
    postStatus,
    isScheduled: postStatus === 'scheduled',
    language: 'en',
    complianceFindings: JSON.stringify(i % 7 === 0 ? [{ category: 'safety_claim', start: 0, end: 8, text: 'painless' }] : []),
  };
}

await main();
