/**
 * The test runner behind `npm run test:unit` and `npm run test:e2e`.
 *
 * It prepares one real PostgreSQL for the run (TEST_DATABASE_URL when given, else an embedded
 * cluster in a temporary directory), migrates a template database once, and runs the test files
 * with node:test in parallel; each file clones its own database from the template
 * (src/lib/testing/db.ts). For e2e it first builds the web app (in production mode). Extra arguments
 * select files.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, migrateLatest } from '../src/lib/db.js';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/lib/embedded-pg.js';
import { installWorkerSchema } from '../src/worker/schema.js';
import { buildWeb } from '../src/runtime/boot.js';

const mode = process.argv[2] === 'e2e' ? 'e2e' : 'unit';
const selected = process.argv.slice(3);
const root = path.resolve(new URL('..', import.meta.url).pathname);

async function findTests(dir: string, suffix: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') out.push(...(await findTests(full, suffix)));
    else if (entry.isFile() && entry.name.endsWith(suffix)) out.push(full);
  }
  return out.sort();
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env, cwd: root });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  const started = Date.now();
  let cluster: EmbeddedCluster | undefined;
  let tmp: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'aesthetics-test-pg-'));
    await fs.chmod(tmp, 0o777);
    cluster = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), password: 'test', fast: true });
    serverUrl = cluster.url('postgres');
  }
  const template = `app_template_${process.pid}`;
  try {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const templateUrl = new URL(serverUrl);
    templateUrl.pathname = `/${template}`;
    const db = createDb(templateUrl.toString(), { poolMax: 2 });
    await migrateLatest(db);
    await db.destroy();
    await installWorkerSchema(templateUrl.toString());
    console.log(`test database ready in ${Date.now() - started} ms`);

    const env = { ...process.env, TEST_PG_URL: serverUrl, TEST_TEMPLATE_DB: template, NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' };
    if (mode === 'e2e') {
      // The production build, as `npm start` serves it (buildWeb sets NODE_ENV=production for Vite
      // whatever this run's NODE_ENV): the browser tests test what ships. E2E_WEB_DIST builds
      // elsewhere than dist/web, so two checkouts' runs never share one build.
      await buildWeb({ outDir: process.env.E2E_WEB_DIST });
    }
    const files = selected.length
      ? selected.map((f) => path.resolve(f))
      : mode === 'e2e'
        ? await findTests(path.join(root, 'e2e'), '.test.ts')
        : [...(await findTests(path.join(root, 'src'), '.test.ts')), ...(await findTests(path.join(root, 'scripts'), '.test.ts'))];
    if (files.length === 0) {
      console.error('no test files found');
      return 1;
    }
    const concurrency = mode === 'e2e' ? 1 : Math.max(2, os.cpus().length);
    return await run(
      process.execPath,
      ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files],
      env,
    );
  } finally {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect().then(
      () => admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).finally(() => admin.end()),
      () => undefined,
    );
    await cluster?.stop();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
