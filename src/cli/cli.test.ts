import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestDatabase } from '../lib/testing/db.js';
import { inProcessCli } from './testing.js';

const { db, url } = await useTestDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-test-'));

const cli = inProcessCli(url, dataDir);

describe('cli', () => {
  it('--help lists every command, and each command has --help', async () => {
    const help = await cli('--help');
    assert.equal(help.code, 0);
    for (const command of ['create-admin', 'create-account', 'list-accounts', 'reset-password', 'migrate', 'seed-demo']) {
      assert.match(help.stdout, new RegExp(command));
      const sub = await cli(command, '--help');
      assert.equal(sub.code, 0, command);
      assert.match(sub.stdout, /Usage: cli/);
    }
  });

  it('create-admin creates a platform admin who can sign in; a duplicate fails with 1', async () => {
    const res = await cli('create-admin', '--username', 'ops', '--password', 'ops-password');
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /Created admin ops/);
    const row = await db('users').where({ username: 'ops' }).first();
    assert.match(row.password, /^scrypt\$/);
    const again = await cli('create-admin', '--username', 'ops', '--password', 'ops-password');
    assert.equal(again.code, 1);
    assert.match(again.stderr, /already exists/);
  });

  it('create-account creates the account and its user in one go; bad flags exit 2 and create nothing', async () => {
    const ok = await cli('create-account', '--name', 'Derma Clinic', '--status', 'active', '--email', 'Owner@Derma.example.com', '--password', 'derma-pass');
    assert.equal(ok.code, 0, ok.stderr);
    const account = await db('accounts').where({ businessName: 'Derma Clinic' }).first();
    assert.equal(account.status, 'active');
    const user = await db('admin_users').where({ accountId: account.id }).first();
    assert.equal(user.email, 'owner@derma.example.com');
    const created = await db('audit_log').where({ action: 'account.create' }).first();
    assert.deepEqual([created.source, created.accountId, created.targetId, created.outcome], ['cli', account.id, account.id, 'done']);
    assert.doesNotMatch(JSON.stringify(created), /derma-pass/);

    const before = (await db('accounts').count('* as n').first())!.n;
    const cases: [string[], RegExp][] = [
      [['create-account', '--name', 'X', '--email', 'a@b.example.com', '--password', 'secret1'], /Business name is required/],
      [['create-account', '--name', 'Valid', '--status', 'gold', '--email', 'a@b.example.com', '--password', 'secret1'], /Allowed choices are trial, active/],
      [['create-account', '--name', 'Valid', '--email', 'not-an-email', '--password', 'secret1'], /Valid email is required/],
      [['create-account', '--name', 'Valid', '--email', 'a@b.example.com', '--password', '123'], /Password must be at least 6 characters/],
      [['create-account', '--name', 'Valid', '--email', 'a@b.example.com'], /required option '--password <password>' not specified/],
      [['create-account', '--name', 'Valid', '--email', 'a@b.example.com', '--password', 'secret1', '--bogus'], /unknown option '--bogus'/],
    ];
    for (const [args, message] of cases) {
      const res = await cli(...args);
      assert.equal(res.code, 2, `${args.join(' ')}: ${res.stderr}`);
      assert.match(res.stderr, message);
    }
    // A duplicate e-mail fails after the account insert: the transaction leaves nothing behind.
    const duplicate = await cli('create-account', '--name', 'Copy Clinic', '--email', 'owner@derma.example.com', '--password', 'secret1');
    assert.equal(duplicate.code, 1);
    assert.match(duplicate.stderr, /A user with this email already exists/);
    const after = (await db('accounts').count('* as n').first())!.n;
    assert.equal(after, before);
  });

  it('list-accounts prints a line per account, or JSON', async () => {
    const text = await cli('list-accounts');
    assert.equal(text.code, 0);
    assert.match(text.stdout, /#\d+ {2}Derma Clinic {2}\[active\] {2}owner@derma\.example\.com/);
    const json = await cli('list-accounts', '--json');
    const parsed = JSON.parse(json.stdout);
    const derma = parsed.find((a: { businessName: string }) => a.businessName === 'Derma Clinic');
    assert.deepEqual(
      derma.adminUsers.map((u: { email: string }) => u.email),
      ['owner@derma.example.com'],
    );
  });

  it('reset-password changes a password and ends sessions; needs exactly one identity', async () => {
    const [session] = await db('sessions')
      .insert({
        adminUserId: (await db('admin_users').where({ email: 'owner@derma.example.com' }).first()).id,
        token: 'a'.repeat(64),
        expiresAt: new Date(Date.now() + 3600_000),
      })
      .returning('id');
    const before = (await db('admin_users').where({ email: 'owner@derma.example.com' }).first()).password;
    const res = await cli('reset-password', '--email', 'owner@derma.example.com', '--password', 'brand-new-pass');
    assert.equal(res.code, 0, res.stderr);
    const after = (await db('admin_users').where({ email: 'owner@derma.example.com' }).first()).password;
    assert.notEqual(after, before);
    assert.equal(await db('sessions').where({ id: session.id }).first(), undefined);

    const admin = await cli('reset-password', '--username', 'ops', '--password', 'another-pass');
    assert.equal(admin.code, 0, admin.stderr);
    // The audit trail: a reset of the clinic's user is the clinic's to see, an admin's the platform's; no password kept.
    const user = await db('admin_users').where({ email: 'owner@derma.example.com' }).first();
    const resets = await db('audit_log').whereIn('action', ['admin_user.password_reset', 'platform_admin.password_reset']).orderBy('id');
    assert.deepEqual(
      resets.map((r) => [r.source, r.action, r.accountId, r.targetId, r.route, r.outcome, r.actorUserId]),
      [
        ['cli', 'admin_user.password_reset', user.accountId, user.id, 'cli reset-password', 'done', null],
        ['cli', 'platform_admin.password_reset', null, (await db('users').where({ username: 'ops' }).first()).id, 'cli reset-password', 'done', null],
      ],
    );
    assert.ok(
      resets.every((r) => r.actorName.length > 0),
      'the operating-system user who ran it',
    );
    assert.doesNotMatch(JSON.stringify(await db('audit_log')), /brand-new-pass|another-pass/);
    const both = await cli('reset-password', '--username', 'ops', '--email', 'owner@derma.example.com', '--password', 'x-password');
    assert.equal(both.code, 2);
    const neither = await cli('reset-password', '--password', 'x-password');
    assert.equal(neither.code, 2);
    const unknown = await cli('reset-password', '--email', 'ghost@derma.example.com', '--password', 'x-password');
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /No business user/);
  });

  it('seed-demo seeds only an empty database: not into one that has users', async () => {
    const res = await cli('seed-demo');
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /^The database already has its own users or products: nothing seeded/);
    assert.equal(Number((await db('products').count('* as n').first())!.n), 0, 'no demo products mixed into real data');
    assert.equal(await db('users').where({ username: 'admin' }).first(), undefined);
  });

  it('unknown commands exit 2', async () => {
    const res = await cli('frobnicate');
    assert.equal(res.code, 2);
    assert.match(res.stderr, /unknown command 'frobnicate'/);
  });

  it("as a process of its own (npm run cli): the exit code is the command's, 0, 1 or 2", async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const env = { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'silent' };
    const run = (args: string[], more: Record<string, string> = {}) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', path.join(root, 'src/cli/main.ts'), ...args],
          { cwd: root, env: { ...env, ...more } },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
        );
      });
    const [help, failed, usage, unconfigured] = await Promise.all([
      run(['--help']),
      run(['reset-password', '--email', 'nobody@derma.example.com', '--password', 'x-password']),
      run(['list-accounts', '--bogus']),
      // The start of any process (web, worker, CLI) stops on an incomplete S3 configuration, naming what is missing.
      run(['list-accounts'], { STORAGE: 's3', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'key' }),
    ]);
    assert.equal(unconfigured.code, 1);
    assert.match(unconfigured.stderr, /S3_BUCKET, S3_SECRET_ACCESS_KEY must be set when STORAGE=s3/);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /Usage: cli/);
    assert.equal(failed.code, 1);
    assert.match(failed.stderr, /No business user/);
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /unknown option '--bogus'/);
  });

  it('migrate is up to date, --rollback undoes the last batch and migrate re-applies it', async () => {
    const up = await cli('migrate');
    assert.equal(up.code, 0, up.stderr);
    assert.match(up.stdout, /Already up to date/);
  });
});
