import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useTestDatabase } from '../lib/testing/db.js';
import { testDeps } from '../lib/testing/deps.js';
import { createApp } from './app.js';
import { createWebServer } from './serve.js';

/**
 * A web process's graceful stop (SIGTERM, http/main.ts): health answers 503 `draining` while it still
 * serves, running requests finish within the grace, and those still running at its end are cut. The
 * running request is one the test holds open (a path answered by a handler in front of the app).
 */
const { db, url: databaseUrl } = await useTestDatabase();
const deps = testDeps(db);

async function startWeb() {
  const app = createApp(deps);
  let releaseSlow = () => {};
  let slowArrived = () => {};
  const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
  // The app with one more path in front of it: /slow answers when the test says so.
  const withSlowPath = {
    context: app.context,
    callback: () => {
      const handle = app.callback();
      return async (req: http.IncomingMessage, res: http.ServerResponse) => {
        if (req.url !== '/slow') return handle(req, res);
        slowArrived();
        await new Promise<void>((resolve) => (releaseSlow = resolve));
        res.end('done');
      };
    },
  } as unknown as typeof app;
  const web = createWebServer(withSlowPath);
  await new Promise<void>((resolve) => web.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(web.server.address() as { port: number }).port}`;
  after(() => {
    releaseSlow();
    web.server.closeAllConnections();
  });
  return { web, url, arrived, release: () => releaseSlow() };
}

const health = async (url: string) => {
  const response = await fetch(`${url}/api/health`);
  return { status: response.status, body: (await response.json()) as { status: string }, connection: response.headers.get('connection') };
};

test('SIGTERM: health says draining while the process still serves, a running request finishes, then the server is closed', async () => {
  const { web, url, arrived, release } = await startWeb();
  assert.notEqual((await health(url)).body.status, 'draining');
  const slow = fetch(`${url}/slow`).then((r) => r.text());
  await arrived;
  assert.equal(web.inFlight, 1);
  let stoppedWith: { cut: number } | undefined;
  const stopping = web.stop({ drainMs: 300, graceMs: 10_000 }).then((r) => (stoppedWith = r));
  const draining = await health(url);
  assert.deepEqual([draining.status, draining.body.status, draining.connection], [503, 'draining', 'close']);
  // Past the drain the listener is closed, but the request under way still runs.
  await new Promise((resolve) => setTimeout(resolve, 400));
  assert.equal(web.server.listening, false);
  assert.equal(stoppedWith, undefined);
  await assert.rejects(fetch(`${url}/api/health`), 'no new connection once drained');
  release();
  assert.equal(await slow, 'done');
  await stopping;
  assert.deepEqual(stoppedWith, { cut: 0 });
});

test('a request still running when the grace ends is cut, and the stop does not wait longer', async () => {
  const { web, url, arrived } = await startWeb();
  const slow = fetch(`${url}/slow`).then((r) => r.text());
  await arrived;
  const begun = Date.now();
  assert.deepEqual(await web.stop({ drainMs: 0, graceMs: 300 }), { cut: 1 });
  assert.ok(Date.now() - begun < 2_000, `stopped in ${Date.now() - begun} ms`);
  await assert.rejects(slow);
});

test('the web process (Procfile web) on a real SIGTERM: draining at once, then exits 0 within the grace', { timeout: 60_000 }, async () => {
  const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/http/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: deps.dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_SECONDS: '1',
      SHUTDOWN_GRACE_SECONDS: '5',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  after(() => child.kill('SIGKILL'));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const listening = /"port":(\d+)[^\n]*"msg":"web listening"/.exec(output);
      if (listening) {
        clearInterval(timer);
        resolve(Number(listening[1]));
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`the web process exited (${code}) before it listened:\n${output}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  assert.notEqual((await health(url)).body.status, 'draining');
  const signalled = Date.now();
  child.kill('SIGTERM');
  // Within the drain the process still answers, and says it is going.
  let draining: Awaited<ReturnType<typeof health>> | undefined;
  while (!draining && Date.now() - signalled < 900) {
    const answer = await health(url);
    if (answer.body.status === 'draining') draining = answer;
  }
  assert.equal(draining?.status, 503, `no draining answer within the drain:\n${output}`);
  assert.equal(await exited, 0, output);
  assert.ok(Date.now() - signalled < 5_000, `exited ${Date.now() - signalled} ms after SIGTERM`);
  assert.match(output, /"msg":"HTTP server stopped"/);
});
