/**
 * The app a browser benchmark measures (bench:calendar, bench:campaigns-ui): its own database
 * (BENCH_DATABASE_URL's server, else an embedded PostgreSQL in a temporary directory), migrated,
 * the production web build, the HTTP app on a free loopback port, Chromium (as the browser tests:
 * Debian's headless shell, else its chromium), a JSON `request` and a signed-in clinic. `close()`
 * takes all of it down again.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium, type Browser } from 'playwright';
import { createApp, requestListener } from '../src/http/app.js';
import { loadConfig } from '../src/lib/config.js';
import { localDeps, type Deps } from '../src/lib/deps.js';
import { createDb, migrateLatest, type Db } from '../src/lib/db.js';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/lib/embedded-pg.js';
import { siteListening } from '../src/lib/site.js';
import { createAccountWithAdmin } from '../src/modules/accounts/index.js';
import { installWorkerSchema } from '../src/worker/schema.js';

const root = path.resolve(import.meta.dirname, '..');

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

export type BenchRequest = (
  pathname: string,
  opts?: { token?: string; body?: unknown; method?: string },
) => Promise<{ status: number; body: any; bytes: number }>;

export interface BenchApp {
  db: Db;
  deps: Deps;
  /** The app's address, http://127.0.0.1:<port>. */
  base: string;
  browser: Browser;
  request: BenchRequest;
  /** A new clinic with its business admin (without medical sign-off, as the test factories), signed in through the API. */
  loginBusiness: () => Promise<{ token: string; accountId: number; adminUserId: number; email: string; password: string }>;
  close: () => Promise<void>;
}

export async function startBenchApp(name: string): Promise<BenchApp> {
  let cluster: EmbeddedCluster | undefined;
  let tmp: string | undefined;
  let serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), `bench-${name}-pg-`));
    await fs.chmod(tmp, 0o777);
    cluster = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), password: 'bench', fast: true });
    serverUrl = cluster.url('postgres');
  }
  const dbName = `bench_${name.replace(/\W/g, '_')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const db = createDb(url.toString());
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `bench-${name}-data-`));
  const webDist = path.join(dataDir, 'web');
  let server: http.Server | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const close = async () => {
    await browser.close();
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    }
    await db.destroy();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await cluster?.stop();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
    await fs.rm(dataDir, { recursive: true, force: true });
  };
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
    const request: BenchRequest = async (pathname, opts = {}) => {
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
      const { account, adminUser } = await createAccountWithAdmin(deps, {
        businessName: 'Bench Clinic',
        status: 'active',
        email,
        password,
        requireApproval: false,
      });
      const res = await request('/api/business/login', { body: { email, password } });
      return { token: res.body.token as string, accountId: account.id, adminUserId: adminUser.id, email, password };
    };
    return { db, deps, base, browser, request, loginBusiness, close };
  } catch (error) {
    await close();
    throw error;
  }
}
