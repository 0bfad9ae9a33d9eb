import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { backupTo, findPgTools, restoreFrom } from '../lib/backup.js';
import { createLocalStorage } from '../lib/storage.js';
import { createDb } from '../lib/db.js';
import { testDeps } from '../lib/testing/deps.js';
import { migrateAll, migrateUntil } from '../runtime/database.js';
import { createAccountWithAdmin } from '../modules/accounts/index.js';
import { openToken, sealToken } from '../modules/publishing/testing/seed-connection.js';
import { photoLikeJpeg } from '../modules/stories/testing.js';

/**
 * backup, then restore into an empty database: the posts, the sealed tokens (still opened by the
 * same SESSION_SECRET) and the uploaded image's bytes all come back. The dump needs pg_dump of the
 * server's major version or newer; the embedded PostgreSQL (17) ships none, and Debian 12 has
 * PostgreSQL 15's, so when no pg_dump can dump the run's server this file starts a cluster of the
 * newest Debian PostgreSQL (a server with its own pg_dump, as with DATABASE_URL).
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
fs.chmodSync(work, 0o777);
let postmaster: ChildProcess | undefined;
after(async () => {
  if (postmaster && postmaster.exitCode === null) {
    const exited = new Promise((resolve) => postmaster!.once('exit', resolve));
    postmaster.kill('SIGINT');
    await exited;
  }
  fs.rmSync(work, { recursive: true, force: true });
});

async function serverUrl(): Promise<string> {
  const runner = process.env.TEST_PG_URL!;
  const client = new pg.Client({ connectionString: runner });
  await client.connect();
  const major = await client
    .query<{ n: string }>("select current_setting('server_version_num') as n")
    .then((r) => Number(r.rows[0].n.slice(0, -4)))
    .finally(() => client.end());
  if (
    await findPgTools(major).then(
      () => true,
      () => false,
    )
  )
    return runner;
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian) ? fs.readdirSync(debian).filter((v) => fs.existsSync(path.join(debian, v, 'bin', 'postgres'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('no pg_dump can dump the test server and no Debian PostgreSQL is installed (apt-get install postgresql)');
  const bin = path.join(debian, newest, 'bin');
  const dataDir = path.join(work, 'cluster');
  const asPostgres =
    os.userInfo().uid === 0
      ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) }
      : {};
  execFileSync(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'], {
    ...asPostgres,
    cwd: work,
    stdio: 'ignore',
  });
  const port = 20000 + Math.floor(Math.random() * 20000);
  postmaster = spawn(
    path.join(bin, 'postgres'),
    ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
    {
      ...asPostgres,
      cwd: work,
      stdio: 'ignore',
    },
  );
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let i = 0; ; i++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return url;
    } catch (error) {
      if (i > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const withDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function freshDatabases(server: string, names: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    for (const name of names) {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`create database ${name}`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Makes data in `<prefix>_source` on `server`, backs it up, restores it into the empty
 * `<prefix>_target` and finds everything; a second restore needs --force. Says how the dump was made.
 */
async function roundTrip(server: string, prefix: string): Promise<string | undefined> {
  await freshDatabases(server, [`${prefix}_source`, `${prefix}_target`]);
  const sourceUrl = withDatabase(server, `${prefix}_source`);
  const source = createDb(sourceUrl, { poolMax: 2 });
  after(() => source.destroy());
  await migrateAll(source, sourceUrl);
  const sourceUploads = path.join(work, `${prefix}-source-uploads`);
  const deps = testDeps(source, { dataDir: path.join(work, `${prefix}-source-data`) });
  const { account } = await createAccountWithAdmin(deps, {
    businessName: 'Backed Up Clinic',
    status: 'active',
    email: 'b@clinic.example.com',
    password: 'backup-password',
  });
  const image = await photoLikeJpeg(320, 240);
  const imagePath = await createLocalStorage(sourceUploads).put('uploads', image, 'jpg');
  const [{ id: postId }] = await source('bulkGeneratedPosts')
    .insert({
      accountId: account.id,
      content: 'Our spring offer, written before the backup.',
      scheduledDate: new Date('2026-12-01T10:00:00Z'),
      postStatus: 'draft',
      productImage: imagePath,
    })
    .returning('id');
  await source('facebookConnections').insert({
    accountId: account.id,
    facebookUserId: '1001',
    facebookUserName: 'Backup Person',
    userToken: sealToken(deps.config, 'EAAB-user-token-before-backup'),
    userTokenExpiresAt: new Date(Date.now() + 86400_000),
    status: 'connected',
  });

  const archive = path.join(work, `${prefix}-backup.tar`);
  const made = await backupTo({ databaseUrl: sourceUrl, uploadsDir: sourceUploads, file: archive });
  assert.equal(made.files, 1);

  const targetUrl = withDatabase(server, `${prefix}_target`);
  const targetUploads = path.join(work, `${prefix}-target-uploads`);
  const target = createDb(targetUrl, { poolMax: 2 });
  after(() => target.destroy());
  const applySchema = (until: string | undefined) => migrateUntil(target, targetUrl, until);
  await restoreFrom({ databaseUrl: targetUrl, uploadsDir: targetUploads, file: archive, applySchema });
  const post = await target('bulkGeneratedPosts').where({ accountId: account.id }).first();
  assert.equal(post.content, 'Our spring offer, written before the backup.');
  assert.equal(post.id, postId, 'the same ids');
  const connection = await target('facebookConnections').where({ accountId: account.id }).first();
  assert.equal(openToken(deps.config, connection.userToken), 'EAAB-user-token-before-backup', 'the same SESSION_SECRET opens the restored token');
  assert.deepEqual(await createLocalStorage(targetUploads).read(post.productImage), image, 'the image bytes');
  // graphile-worker's schema came too: a restored installation runs its jobs.
  assert.equal((await target.raw(`select count(*)::int as n from graphile_worker.migrations`)).rows[0].n > 0, true);
  // The sequences came too: a new row does not collide with a restored one.
  const [{ id: nextId }] = await target('bulkGeneratedPosts')
    .insert({ accountId: account.id, content: 'After the restore.', scheduledDate: new Date('2026-12-02T10:00:00Z'), postStatus: 'draft' })
    .returning('id');
  assert.ok(nextId > postId, 'the id sequence continues after the restored rows');

  await assert.rejects(restoreFrom({ databaseUrl: targetUrl, uploadsDir: targetUploads, file: archive, applySchema }), /the database is not empty/);
  await target('bulkGeneratedPosts').delete();
  await target.destroy();
  const again = createDb(targetUrl, { poolMax: 1 });
  after(() => again.destroy());
  await restoreFrom({
    databaseUrl: targetUrl,
    uploadsDir: targetUploads,
    file: archive,
    force: true,
    applySchema: (until) => migrateUntil(again, targetUrl, until),
  });
  assert.equal((await again('bulkGeneratedPosts').where({ accountId: account.id })).length, 1, '--force replaced what the database held');
  return made.database;
}

test('backup with pg_dump (a server whose pg_dump is installed), then restore: everything comes back', { timeout: 120_000 }, async () => {
  assert.equal(await roundTrip(await serverUrl(), 'dumped'), 'pg_dump');
});

test(
  'backup of the embedded PostgreSQL, which ships no pg_dump: the tables in COPY format, restored by the same migrations',
  { timeout: 120_000 },
  async () => {
    const noTools = fs.mkdtempSync(path.join(work, 'no-pg-tools-'));
    const before = process.env.PG_BIN_DIR;
    process.env.PG_BIN_DIR = noTools;
    try {
      assert.equal(await roundTrip(process.env.TEST_PG_URL!, 'copied'), 'copy');
    } finally {
      if (before === undefined) delete process.env.PG_BIN_DIR;
      else process.env.PG_BIN_DIR = before;
    }
  },
);
