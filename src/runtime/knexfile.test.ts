import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { useEmptyDatabase } from '../lib/testing/db.js';

const root = path.resolve(new URL('../..', import.meta.url).pathname);
const knexCli = path.join(root, 'node_modules/knex/bin/cli.js');

/** knex's CLI as an operator runs it (NODE_OPTIONS='--import tsx' npx knex ...), from the repository root. */
function knex(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; out: string }> {
  const { DATABASE_URL: _drop, ...rest } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [knexCli, ...args],
      { cwd: root, env: { ...rest, NODE_OPTIONS: '--import tsx', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

describe('knexfile.ts', () => {
  test('npx knex migrate:latest and migrate:status work on DATABASE_URL, with the product migrations', async () => {
    const { db, url } = await useEmptyDatabase();
    const before = await knex(['migrate:status'], { DATABASE_URL: url });
    assert.equal(before.code, 0, before.out);
    assert.match(before.out, /Found \d+ Pending Migration file\/files\.[\s\S]*_core_schema\.ts/);

    const latest = await knex(['migrate:latest'], { DATABASE_URL: url });
    assert.equal(latest.code, 0, latest.out);
    assert.match(latest.out, /Batch 1 run: \d+ migrations/);
    assert.ok(await db.schema.hasTable('accounts'));
    const applied = await db('knex_migrations').count<{ count: string }[]>('* as count');
    const files = (await fs.readdir(path.join(root, 'migrations'))).filter((f) => f.endsWith('.ts'));
    assert.equal(Number(applied[0].count), files.length);

    const after = await knex(['migrate:status'], { DATABASE_URL: url });
    assert.match(after.out, /No Pending Migration files Found/);
  });

  test('without DATABASE_URL and no embedded server running, it says what to do', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'knexfile-'));
    try {
      const result = await knex(['migrate:status'], { DATA_DIR: dataDir });
      assert.notEqual(result.code, 0);
      assert.match(result.out, /DATABASE_URL is not set and the embedded PostgreSQL under .* is not running\. Start it with `npm start`/);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
