/**
 * `npm run bench:http`: requests per second of our API's everyday reads next to a bare Koa
 * hello-world measured in the same run, on loopback with autocannon (10 connections, a few seconds
 * per endpoint). The machine is shared, so the figure that means something is each endpoint's
 * share of bare Koa in the same run (issue 11's goal: authenticated reads at 25 % or more).
 *
 * Each server runs in a child process of its own (this script is re-run as `serve app|koa`), so
 * the load generator never shares an event loop with what it measures. The app child is the real
 * product: `createApp` over a migrated database with the demo catalogue (14 products), one business
 * account with those products and 20 future bulk posts, request logging at `info` as in production
 * (to /dev/null). `GET /api/facebook/pages` is left out: it calls the Graph API, which would be
 * measured instead of us.
 *
 * Options (environment): BENCH_SECONDS (default 5 per endpoint), BENCH_CONNECTIONS (10),
 * BENCH_ONLY (a substring of the endpoint labels to keep), BENCH_CPU_PROF (a folder: the app child
 * writes a V8 CPU profile there, to read with DevTools or scripts), BENCH_SQL (the app child prints
 * every query to stderr: pair with BENCH_SECONDS=0.01 to see one request's queries), BENCH_DATABASE_URL (an
 * existing server; else an embedded PostgreSQL in a temporary folder).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import pg from 'pg';

const SCRIPT = fileURLToPath(import.meta.url);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SESSION_SECRET = 'bench-session-secret-that-is-long-enough-123456';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; headers?: Record<string, string> }) => Promise<AutocannonResult>;
// autocannon ships no type declarations; the little used here is typed above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Child process: one server on a random loopback port; tells the parent the port over IPC. */
async function serve(kind: string, settings: { databaseUrl: string; dataDir: string }): Promise<void> {
  let handler: http.RequestListener;
  if (kind === 'koa') {
    const app = new Koa();
    app.use((ctx) => {
      ctx.body = 'Hello World';
    });
    const handle = app.callback();
    handler = (req, res) => void handle(req, res);
  } else {
    const { createApp } = await import('../src/http/app.js');
    const { loadConfig } = await import('../src/lib/config.js');
    const { createDb } = await import('../src/lib/db.js');
    const { createLogger } = await import('../src/lib/log.js');
    const { localDeps } = await import('../src/lib/deps.js');
    const env = { NODE_ENV: 'production', DATABASE_URL: settings.databaseUrl, SESSION_SECRET, DATA_DIR: settings.dataDir, LOG_LEVEL: 'info' } as const;
    const config = { ...loadConfig(env), sessionSecret: SESSION_SECRET };
    const db = createDb(settings.databaseUrl);
    if (process.env.BENCH_SQL) db.on('query', (q: { sql: string }) => process.stderr.write(`SQL ${q.sql.replace(/\s+/g, ' ').trim()}\n`));
    const deps = localDeps(db, config, { log: createLogger({ level: 'info', name: 'web' }) });
    const handle = createApp(deps, { webDist: path.join(settings.dataDir, 'web') }).callback();
    handler = (req, res) => void handle(req, res);
  }
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.send!({ port: (server.address() as { port: number }).port });
  // The parent asks for this process's CPU time around each measurement (CPU per request).
  process.on('message', (m: unknown) => {
    if (m === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send!({ cpuMicros: user + system });
    }
  });
  // SIGTERM from the parent: exit normally so --cpu-prof writes its profile.
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}

interface Server {
  child: ChildProcess;
  url: string;
}

/** CPU time (µs) the child has used so far. */
function childCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (m: { cpuMicros?: number }) => {
      if (typeof m.cpuMicros !== 'number') return;
      child.off('message', onMessage);
      resolve(m.cpuMicros);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

const TICK_MICROS = 1_000_000 / 100; // /proc's clock ticks (USER_HZ, 100 on Linux)

/** CPU time (µs) used so far by the PostgreSQL backends connected to `dbName` (from /proc). */
async function postgresCpu(dbName: string): Promise<number> {
  let ticks = 0;
  for (const pid of await fs.readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres: ') || !cmdline.includes(` ${dbName} `)) continue;
      const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * TICK_MICROS;
}

async function startChild(kind: 'app' | 'koa', settings: { databaseUrl: string; dataDir: string }): Promise<Server> {
  const flags = ['--import', 'tsx'];
  if (kind === 'app' && process.env.BENCH_CPU_PROF) flags.push('--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`);
  // stdout is /dev/null: the app logs every API request at info, as in production.
  const child = spawn(process.execPath, [...flags, SCRIPT, 'serve', kind, JSON.stringify(settings)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`the ${kind} server exited (${code}) before listening`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Measured extends AutocannonResult {
  /** CPU time per request of the server process and of its PostgreSQL backends, in µs. */
  serverMicros: number;
  postgresMicros: number;
}

async function measure(server: Server, pathname: string, dbName: string, headers: Record<string, string> = {}): Promise<Measured> {
  const url = server.url + pathname;
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers }); // warm-up: JIT, pools, caches
  const [cpu0, pg0] = [await childCpu(server.child), await postgresCpu(dbName)];
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const [cpu1, pg1] = [await childCpu(server.child), await postgresCpu(dbName)];
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed)
    throw new Error(
      `${url}: ${failed} of ${result.requests.total} requests failed (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
  const n = Math.max(1, result.requests.total);
  return { ...result, serverMicros: (cpu1 - cpu0) / n, postgresMicros: (pg1 - pg0) / n };
}

async function seed(databaseUrl: string, dataDir: string, appUrl: string) {
  const { createDb } = await import('../src/lib/db.js');
  const { systemClock } = await import('../src/lib/clock.js');
  const { createPlatformAdmin, createAccountWithAdmin, createSession } = await import('../src/modules/accounts/index.js');
  const { seedDemoCatalog } = await import('../src/modules/catalog/index.js');
  const { beat } = await import('../src/lib/heartbeat.js');
  const { loadConfig } = await import('../src/lib/config.js');
  const { localDeps } = await import('../src/lib/deps.js');
  const db = createDb(databaseUrl);
  // The seed's own deps (the use cases' contract); the server under test is its own process.
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    sessionSecret: 'bench-seed-session-secret-that-is-long-enough-1234',
  };
  const deps = localDeps(db, config);
  try {
    await beat(db, systemClock); // a worker that just beat: /api/health answers 200, as in production
    const products = await seedDemoCatalog(deps);
    const admin = await createPlatformAdmin(deps, { username: 'bench', password: 'bench-password' });
    const { account, adminUser } = await createAccountWithAdmin(deps, {
      businessName: 'Bench Clinic',
      status: 'active',
      email: 'bench@clinic.example.com',
      password: 'bench-password',
    });
    const adminToken = (await createSession(deps, { userId: admin.id })).token;
    const businessToken = (await createSession(deps, { adminUserId: adminUser.id })).token;
    const call = async (pathname: string, body: unknown) => {
      const res = await fetch(appUrl + pathname, {
        method: 'POST',
        headers: { authorization: `Bearer ${businessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 200) throw new Error(`seeding ${pathname}: ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, any>;
    };
    await call('/api/v2/company-info', {
      companyName: 'Bench Clinic',
      location: 'Athens',
      postFrequencyDays: 2,
      scheduledTime: '07:00',
      timezone: 'Europe/Athens',
    });
    const active: { id: number }[] = await db('products').where({ status: 'active' }).orderBy('id').select('id');
    const added = await call('/api/v2/account-products', { productIds: active.map((p) => p.id) });
    const accountProducts = added.products as { id: number }[];
    for (let day = 1; day <= 20; day++) {
      const scheduledDate = new Date(Date.now() + day * 86_400_000).toISOString();
      await call('/api/bulk-posts', {
        productId: accountProducts[day % accountProducts.length].id,
        content: `Bench post ${day}: a calm, hydrated look. Book a consultation.`,
        scheduledDate,
      });
    }
    return { adminToken, businessToken, accountId: account.id, products };
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  const { startEmbeddedPostgres } = await import('../src/lib/embedded-pg.js');
  const { createDb, migrateLatest } = await import('../src/lib/db.js');
  let cluster: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-http-'));
  await fs.chmod(tmp, 0o777); // the embedded cluster may run as the postgres user
  let serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    cluster = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), password: 'bench', fast: true });
    serverUrl = cluster.url('postgres');
  }
  const dbName = `bench_http_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const settings = { databaseUrl: url.toString(), dataDir: path.join(tmp, 'data') };
  const children: ChildProcess[] = [];
  try {
    const db = createDb(settings.databaseUrl);
    await migrateLatest(db);
    await db.destroy();
    const app = await startChild('app', settings);
    children.push(app.child);
    const koa = await startChild('koa', settings);
    children.push(koa.child);
    const { adminToken, businessToken, products } = await seed(settings.databaseUrl, settings.dataDir, app.url);

    const admin = { authorization: `Bearer ${adminToken}` };
    const business = { authorization: `Bearer ${businessToken}` };
    const all: [string, string, Record<string, string>][] = [
      ['GET /api/health', '/api/health', {}],
      ['GET /api/auth/verify (admin)', '/api/auth/verify', admin],
      [`GET /api/products?page=1&pageSize=20 (admin, ${products})`, '/api/products?page=1&pageSize=20', admin],
      ['GET /api/v2/account-products (business)', '/api/v2/account-products', business],
      ['GET /api/bulk-posts?when=future&page=1 (business)', '/api/bulk-posts?when=future&page=1', business],
    ];
    const endpoints = all.filter(([label]) => !process.env.BENCH_ONLY || label.includes(process.env.BENCH_ONLY));

    // Bare Koa before and after the app's endpoints: the spread shows how steady the machine was.
    const koaBefore = await measure(koa, '/', dbName);
    const rows: [string, Measured][] = [];
    for (const [label, pathname, headers] of endpoints) rows.push([label, await measure(app, pathname, dbName, headers)]);
    const koaAfter = await measure(koa, '/', dbName);
    const bare = (koaBefore.requests.average + koaAfter.requests.average) / 2;

    const line = (label: string, rps: number, r: Measured, share: string) =>
      `${label.padEnd(50)} ${Math.round(rps).toString().padStart(6)} req/s ${share.padStart(7)}  p50 ${String(r.latency.p50).padStart(2)} ms p99 ${String(r.latency.p99).padStart(3)} ms  CPU/req: node ${Math.round(r.serverMicros).toString().padStart(4)} µs, pg ${Math.round(r.postgresMicros).toString().padStart(4)} µs`;
    console.log(
      `\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s per endpoint (after a 1 s warm-up), loopback, Node ${process.version}, ${os.cpus().length} CPUs`,
    );
    console.log('CPU/req: CPU time of the server process and of its PostgreSQL backends per answered request (steadier than req/s on a shared machine)');
    console.log(line('bare Koa hello-world (before)', koaBefore.requests.average, koaBefore, ''));
    console.log(line('bare Koa hello-world (after)', koaAfter.requests.average, koaAfter, ''));
    for (const [label, r] of rows) console.log(line(label, r.requests.average, r, `${((100 * r.requests.average) / bare).toFixed(1)} %`));
    const authenticated = rows.filter(([label]) => /\((admin|business)/.test(label));
    if (authenticated.length) {
      const worst = Math.min(...authenticated.map(([, r]) => (100 * r.requests.average) / bare));
      console.log(`\nslowest authenticated read: ${worst.toFixed(1)} % of bare Koa (goal: 25 % or more) ${worst >= 25 ? 'OK' : 'UNDER'}`);
    }
  } finally {
    for (const child of children) await stopChild(child);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await cluster?.stop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'serve') {
  serve(process.argv[3], JSON.parse(process.argv[4])).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
