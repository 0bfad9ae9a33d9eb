import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_INPUTS_FILE } from './boot.js';

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * `npm start` stopped with Ctrl+C as a terminal does it: SIGINT to the whole process group (tsx,
 * the app, the web build's child if any). The embedded PostgreSQL used to be in that group and
 * began its own fast shutdown at the same instant, so the worker's and the pools' connections were
 * cut under them and logged as errors with whole client dumps. A clean stop logs one info line per
 * part and nothing at warn or above, exits 0, and leaves no PostgreSQL running.
 */
test('Ctrl+C on npm start stops the HTTP server, the worker and the database cleanly, one info line each', { timeout: 180_000 }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-test-'));
  // Started as root, PostgreSQL runs as `postgres`, which must enter the data folder.
  fs.chmodSync(dataDir, 0o777);
  // A current (empty) web build, so the start does not build one: the serving is not under test.
  const webDist = path.join(dataDir, 'web');
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>test</title>');
  fs.writeFileSync(path.join(webDist, BUILD_INPUTS_FILE), JSON.stringify({ startedAt: Date.now() + 86_400_000, files: [] }));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  try {
    // What `npm start` runs, as the leader of its own process group (a terminal's foreground job).
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/main.ts'], {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const ready = /Ready in .* at (http:\/\/\S+)/.exec(output);
        if (ready && output.includes('Stop with Ctrl+C')) {
          clearInterval(timer);
          resolve(ready[1]);
        }
      }, 100);
      void exited.then((code) => {
        clearInterval(timer);
        reject(new Error(`npm start exited (${code}) before it was ready:\n${output}`));
      });
    });
    // Connections in use in every pool: the app's (a request) and the worker's (it polls).
    const health = await fetch(`${url}/api/health`);
    assert.ok(health.status === 200 || health.status === 503, `health answered ${health.status}`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const postmasterPid = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const started = output.length;

    process.kill(-child.pid!, 'SIGINT');
    const code = await Promise.race([exited, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 30_000))]);
    if (code === 'timeout') process.kill(-child.pid!, 'SIGKILL');
    assert.equal(code, 0, `exit code after Ctrl+C:\n${output.slice(started)}`);

    const records = output
      .slice(started)
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; part?: string });
    const loud = records.filter((record) => record.level >= 40);
    assert.deepEqual(loud, [], `warn or error records at shutdown:\n${output.slice(started).slice(0, 4000)}`);
    const stopped = records.filter((record) => record.level === 30 && /stopped$/.test(record.msg)).map((record) => record.msg);
    assert.deepEqual(stopped, ['HTTP server stopped', 'worker stopped', 'database stopped']);
    assert.ok(records.length <= 5, `more than a line per part:\n${output.slice(started)}`);

    assert.throws(() => process.kill(postmasterPid, 0), 'PostgreSQL is still running');
    assert.equal(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid')), false);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
