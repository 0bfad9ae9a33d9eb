/**
 * The test runner behind `npm test` (mode `all`), `npm run test:unit` and `npm run test:e2e`.
 *
 * It prepares one real PostgreSQL for the run (TEST_DATABASE_URL when given, else an embedded
 * cluster in a temporary directory), migrates a template database once, and runs the test files
 * with node:test, several at once, each in its own process, compiled to JavaScript once per run and
 * run by plain Node (scripts/test-compile.ts; TEST_TSX=1 runs them under tsx instead); each file clones its own database from
 * the template (src/lib/testing/db.ts) and, in e2e, starts its own server on a free port and its own
 * Chromium. For e2e it first builds the web app (in production mode). Extra arguments select files.
 *
 * Files run longest first (the durations of this checkout's last run, kept in .tmp/, else those of
 * a committed full run in scripts/test-durations.json, else the files' sizes), so a long file never starts last and leaves the other cores idle at the end; each
 * file's report is printed whole when it ends, then the slowest files and the totals.
 * TEST_CONCURRENCY sets how many files run at once (default: unit 3, e2e 2, measured on 2 cores).
 * TEST_CPU=1 runs each file under /usr/bin/time and ends its report with `CPUTIME user sys` (the
 * file's process and the children it waited for, such as ffmpeg), then `CPUTREE seconds` read from
 * /proc every half second: every process under the file's while it ran, Chromium's included (its
 * renderer and GPU processes are never waited for by the test process, so CPUTIME misses them), to
 * see where the CPU goes.
 *
 * `all` (what `npm test` runs) does the whole check in one go on one database server: the type
 * check and the lint run as two more jobs beside the test files, the web app is built while the
 * unit files start, and unit and browser files share the machine (unit 3 and e2e 2 at once, as
 * above): much of a file's time is waiting (the database, a worker's poll, Chromium), so the two
 * kinds together keep both cores busy where one after the other left them idle. When one kind has
 * nothing left to start, the other takes the freed slots (browser files up to 3,
 * TEST_E2E_TAIL_SLOTS), so the end of a run is not one kind's queue on two slots.
 * Users made by tests hash their passwords at PASSWORD_HASH_COST 10 unless the environment says
 * otherwise (the configuration's cost; production's default is 15).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import fsSync from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, migrateLatest } from '../src/lib/db.js';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/lib/embedded-pg.js';
import { installWorkerSchema } from '../src/worker/schema.js';
import { buildWeb } from '../src/runtime/boot.js';
import { compiledPath, compileForTests } from './test-compile.js';

type Mode = 'unit' | 'e2e' | 'all';
const mode: Mode = process.argv[2] === 'e2e' ? 'e2e' : process.argv[2] === 'all' ? 'all' : 'unit';
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

interface FileResult {
  file: string;
  code: number;
  ms: number;
  counts: Record<'tests' | 'pass' | 'fail' | 'cancelled' | 'skipped' | 'todo', number>;
}

const UNIT_SLOTS_ALL = Number(process.env.TEST_UNIT_SLOTS) || 3;
const E2E_SLOTS_ALL = Number(process.env.TEST_E2E_SLOTS) || 2;

/** A check run as a job of its own in `all` mode: its name is the npm script. */
const CHECKS = ['typecheck', 'lint'];

/** Every process's parent and CPU seconds so far (utime + stime), from /proc. */
function readProcesses(): Map<number, { parent: number; cpu: number }> {
  const tick = 100; // USER_HZ: clock ticks per second on Linux
  const found = new Map<number, { parent: number; cpu: number }>();
  for (const name of fsSync.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fsSync.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.set(Number(name), { parent: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / tick });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/**
 * TEST_CPU: the CPU seconds of every process under `pid` (the file's /usr/bin/time), sampled twice a
 * second (a process's last half second before it ends is missed): Chromium's renderer and GPU
 * processes are nobody's waited-for children, so /usr/bin/time does not count them.
 */
function watchTree(pid: number): { stop(): number } {
  const seen = new Map<number, number>();
  const sample = () => {
    const all = readProcesses();
    const under = new Set([pid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [p, { parent }] of all)
        if (!under.has(p) && under.has(parent)) {
          under.add(p);
          grew = true;
        }
    }
    for (const p of under) {
      const cpu = all.get(p)?.cpu;
      if (cpu !== undefined) seen.set(p, Math.max(seen.get(p) ?? 0, cpu));
    }
  };
  const timer = setInterval(sample, 500);
  return {
    stop() {
      clearInterval(timer);
      return [...seen.values()].reduce((sum, cpu) => sum + cpu, 0);
    },
  };
}

/**
 * The run's test files compiled to JavaScript (scripts/test-compile.ts), run by plain Node; unset
 * (TEST_TSX=1) runs them under tsx as the project's scripts run.
 */
let compiledDir: string | undefined;
/**
 * Files that load TypeScript at run time and so keep tsx: knex's migrator imports the migrations'
 * .ts files (their names, with the extension, are what knex_migrations records). A file missing here
 * fails with ERR_UNKNOWN_FILE_EXTENSION (or the CLI's "Unknown file extension"), and the runner says so. Processes the tests start (the CLI,
 * `npm start`, the web process) run under tsx as before.
 */
const NEEDS_TSX = new Set(['src/cli/backup.test.ts', 'src/runtime/migration-unique-creates.test.ts', 'src/runtime/migrations.test.ts']);

/** How a test file runs: compiled under plain Node, or its source under tsx. */
function testCommand(file: string): string[] {
  if (!compiledDir || NEEDS_TSX.has(path.relative(root, file))) return ['--import', 'tsx', '--test-reporter=spec', file];
  return ['--enable-source-maps', '--test-reporter=spec', compiledPath(root, compiledDir, file)];
}

/** One test file in its own process with the spec reporter (or a check: `npm run <name>`); its output is kept and printed whole when it ends. */
function runFile(file: string, env: NodeJS.ProcessEnv): Promise<FileResult & { output: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const [command, args] = CHECKS.includes(file) ? ['npm', ['run', '--silent', file]] : [process.execPath, testCommand(file)];
    const child = process.env.TEST_CPU
      ? spawn('/usr/bin/time', ['-f', 'CPUTIME %U %S', command, ...args], { env, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(command, args, { env, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    const tree = process.env.TEST_CPU && child.pid ? watchTree(child.pid) : undefined;
    child.on('close', (code, signal) => {
      if (tree) chunks.push(Buffer.from(`CPUTREE ${tree.stop().toFixed(1)}\n`));
      let output = Buffer.concat(chunks).toString('utf8');
      if (/ERR_UNKNOWN_FILE_EXTENSION|Unknown file extension "\.ts"/.test(output) && !args.includes('tsx'))
        output += `\nThis file loads TypeScript at run time, which compiled test files cannot: add it to NEEDS_TSX in scripts/test.ts.\n`;
      const count = (name: string) => Number(new RegExp(`^ℹ ${name} (\\d+)$`, 'm').exec(output)?.[1] ?? 0);
      const counts = {
        tests: count('tests'),
        pass: count('pass'),
        fail: count('fail'),
        cancelled: count('cancelled'),
        skipped: count('skipped'),
        todo: count('todo'),
      };
      resolve({ file, code: code ?? (signal ? 1 : 0), ms: Date.now() - started, counts, output });
    });
  });
}

/** Browser files at once when no unit file is left to run (the tail of a run is browser journeys). */
const E2E_TAIL_SLOTS = Number(process.env.TEST_E2E_TAIL_SLOTS) || 3;

/**
 * Runs the unit and the browser files side by side, each list in its order: at most `slots.unit`
 * unit files and `slots.e2e` browser files at once (browser files once `built` is done), and when
 * one list has nothing left to start, the other may use the freed slots (up to `slots.e2eTail`
 * browser files), so neither kind waits on the other's slots near the end.
 */
async function runShared(
  unit: string[],
  e2e: string[],
  built: Promise<void>,
  slots: { unit: number; e2e: number; e2eTail: number },
  env: NodeJS.ProcessEnv,
): Promise<FileResult[]> {
  const results: FileResult[] = [];
  const total = slots.unit + slots.e2e;
  const running = { unit: 0, e2e: 0 };
  let ready = false;
  let wake: () => void = () => undefined;
  void built.then(() => {
    ready = true;
    wake();
  });
  const start = (kind: 'unit' | 'e2e', file: string) => {
    running[kind]++;
    void runFile(file, env).then(({ output, ...result }) => {
      running[kind]--;
      const status = result.code === 0 ? '✔' : '✖';
      process.stdout.write(
        `\n${status} ${CHECKS.includes(file) ? `npm run ${file}` : path.relative(root, file)} (${(result.ms / 1000).toFixed(1)} s)\n${output}`,
      );
      results.push(result);
      wake();
    });
  };
  for (;;) {
    const e2eWaiting = e2e.length > 0 && ready;
    const e2eCap = unit.length ? slots.e2e : Math.min(slots.e2eTail, total);
    const unitCap = e2e.length ? slots.unit : total;
    let started = false;
    while (running.unit + running.e2e < total) {
      if (e2eWaiting && e2e.length && running.e2e < e2eCap) start('e2e', e2e.shift()!);
      else if (unit.length && running.unit < unitCap) start('unit', unit.shift()!);
      else break;
      started = true;
    }
    if (!started && running.unit + running.e2e === 0 && !unit.length && !e2e.length) return results;
    await new Promise<void>((resolve) => (wake = resolve));
  }
}

/** This checkout's durations by file (relative path → ms), from its last runs. */
const DURATIONS_FILE = path.join(root, '.tmp', 'test-durations.json');
/** The durations of a full run on the 2-core machine, committed, so a fresh clone (CI) starts in the same order. */
const BASELINE_FILE = path.join(root, 'scripts', 'test-durations.json');
async function readDurations(): Promise<Record<string, number>> {
  const read = (file: string) =>
    fs.readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as Record<string, number>,
      () => ({}),
    );
  return { ...(await read(BASELINE_FILE)), ...(await read(DURATIONS_FILE)) };
}

/**
 * Longest first: the files timed before by their last duration, then those never timed (a fresh
 * clone: all of them) by size, the largest first.
 */
async function longestFirst(files: string[], durations: Record<string, number>): Promise<string[]> {
  const sizes = new Map(await Promise.all(files.map(async (f) => [f, (await fs.stat(f)).size] as const)));
  const known = (f: string) => durations[path.relative(root, f)];
  return [...files].sort((a, b) => {
    const [da, db] = [known(a), known(b)];
    if (da !== undefined && db !== undefined) return db - da;
    if (da === undefined && db === undefined) return sizes.get(b)! - sizes.get(a)!;
    return da === undefined ? 1 : -1;
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
  const compiling = process.env.TEST_TSX
    ? undefined
    : compileForTests(root, path.join(root, '.tmp', `test-js-${process.pid}`)).then((dir) => (compiledDir = dir));
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
    await compiling;

    const env = {
      ...process.env,
      TEST_PG_URL: serverUrl,
      TEST_TEMPLATE_DB: template,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? '10',
      // The run keeps both cores busy at nice 0, so a story render at the product's nice 10 waited
      // minutes (past its 120 s limit in a run of 4 + 3 files); ffmpeg.test.ts checks the priority.
      STORY_RENDER_NICE: process.env.STORY_RENDER_NICE ?? '0',
    };
    // The production build, as `npm start` serves it (buildWeb sets NODE_ENV=production for Vite
    // whatever this run's NODE_ENV): the browser tests test what ships. E2E_WEB_DIST builds
    // elsewhere than dist/web, so two checkouts' runs never share one build.
    const built = mode === 'unit' ? Promise.resolve() : buildWeb({ outDir: process.env.E2E_WEB_DIST });
    const pick = (kind: 'unit' | 'e2e') =>
      selected.length ? selected.map((f) => path.resolve(f)).filter((f) => (kind === 'e2e') === f.startsWith(path.join(root, 'e2e') + path.sep)) : undefined;
    const unitFiles =
      mode === 'e2e'
        ? []
        : (pick('unit') ?? [...(await findTests(path.join(root, 'src'), '.test.ts')), ...(await findTests(path.join(root, 'scripts'), '.test.ts'))]);
    const e2eFiles = mode === 'unit' ? [] : (pick('e2e') ?? (await findTests(path.join(root, 'e2e'), '.test.ts')));
    if (unitFiles.length + e2eFiles.length === 0) {
      console.error('no test files found');
      return 1;
    }
    const given = Number(process.env.TEST_CONCURRENCY) || undefined;
    // Unit 3 and e2e 2, alone or side by side (all); TEST_UNIT_SLOTS / TEST_E2E_SLOTS change the
    // latter. Measured on 2 cores with nothing else running: 3 + 2 took 667 s, 4 + 3 took 679 s (the
    // run is bound by the CPU, not by waiting).
    const [unitSlots, e2eSlots] = given ? [given, given] : mode === 'all' ? [UNIT_SLOTS_ALL, E2E_SLOTS_ALL] : [3, 2];
    const durations = await readDurations();
    const checks = mode === 'all' && !selected.length ? CHECKS : [];
    console.log(
      `${mode}: ${unitFiles.length} unit files ${unitSlots} at a time, ${e2eFiles.length} browser files ${e2eSlots} at a time${checks.length ? ', with the type check and the lint' : ''}`,
    );
    const testsStarted = Date.now();
    const results = await runShared(
      [...checks, ...(await longestFirst(unitFiles, durations))],
      await longestFirst(e2eFiles, durations),
      built,
      mode === 'all'
        ? { unit: unitSlots, e2e: e2eSlots, e2eTail: given ?? E2E_TAIL_SLOTS }
        : { unit: mode === 'unit' ? unitSlots : 0, e2e: mode === 'e2e' ? e2eSlots : 0, e2eTail: e2eSlots },
      env,
    );
    for (const r of results) if (!CHECKS.includes(r.file)) durations[path.relative(root, r.file)] = r.ms;
    await fs.mkdir(path.dirname(DURATIONS_FILE), { recursive: true });
    await fs.writeFile(DURATIONS_FILE, JSON.stringify(durations, null, 1));

    const slowest = [...results]
      .filter((r) => !CHECKS.includes(r.file))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    console.log(`\nslowest files: ${slowest.map((r) => `${path.relative(root, r.file)} ${(r.ms / 1000).toFixed(1)} s`).join('; ')}`);
    const total = (key: keyof FileResult['counts']) => results.reduce((sum, r) => sum + r.counts[key], 0);
    for (const key of ['tests', 'pass', 'fail', 'cancelled', 'skipped', 'todo'] as const) console.log(`ℹ ${key} ${total(key)}`);
    console.log(`ℹ duration_ms ${Date.now() - testsStarted}`);
    const failed = results.filter((r) => r.code !== 0);
    // A file that failed outside any test (it did not load, or crashed) counts as one failure.
    const failures = total('fail') + failed.filter((r) => r.counts.fail === 0).length;
    if (failed.length)
      console.log(`\n✖ failed: ${failed.map((r) => (CHECKS.includes(r.file) ? `npm run ${r.file}` : path.relative(root, r.file))).join(', ')}`);
    console.log(
      `${mode}: ${total('pass')} passed, ${failures} failed${total('skipped') ? `, ${total('skipped')} skipped` : ''} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    return failed.length ? 1 : 0;
  } finally {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect().then(
      () => admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).finally(() => admin.end()),
      () => undefined,
    );
    await cluster?.stop();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
    await compiling?.catch(() => undefined);
    if (compiledDir) await fs.rm(compiledDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
