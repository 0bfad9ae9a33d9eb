import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { useTestDatabase } from '../lib/testing/db.js';
import { inProcessCli } from './testing.js';
import { testDeps } from '../lib/testing/deps.js';
import { createAccountWithAdmin } from '../modules/accounts/index.js';
import { schedulePublishJob } from '../modules/campaigns/testing.js';

const { db, url } = await useTestDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-campaigns-'));

const cli = inProcessCli(url, dataDir);

const zone = 'Europe/Athens';
const { account } = await createAccountWithAdmin(testDeps(db), {
  businessName: 'CLI Clinic',
  status: 'active',
  email: 'cli@clinic.example.com',
  password: 'cli-password',
});
await db('companyInfo').insert({
  accountId: account.id,
  companyName: 'CLI Clinic',
  location: 'Athens',
  timezone: zone,
  scheduledLocalTime: '09:00',
  scheduledTime: '07:00',
});
const at = (days: number, time = '09:00') => {
  const [hour, minute] = time.split(':').map(Number);
  return DateTime.now().setZone(zone).plus({ days }).set({ hour, minute, second: 0, millisecond: 0 }).toJSDate();
};
const post = async (days: number, status = 'scheduled') => {
  const [row] = await db('bulkGeneratedPosts')
    .insert({ accountId: account.id, content: `Post in ${days} days`, scheduledDate: at(days), postStatus: status, isScheduled: status === 'scheduled' })
    .returning('id');
  if (status === 'scheduled') await schedulePublishJob(db, row.id, at(days));
  return row.id as number;
};
const jobRunAt = async (id: number) => new Date((await db.raw(`select run_at from graphile_worker.jobs where key = ?`, [`publish:${id}`])).rows[0].runAt);

describe('operator commands for campaigns', () => {
  it('reschedule --shift moves future posts and their jobs; --to sets the local time; bad usage exits 2', async () => {
    const ids = [await post(1), await post(2), await post(3, 'draft')];
    const past = await db('bulkGeneratedPosts')
      .insert({ accountId: account.id, content: 'Past', scheduledDate: at(-1), postStatus: 'published' })
      .returning('id');

    const shifted = await cli('reschedule', '--account', String(account.id), '--shift', '+2h');
    assert.equal(shifted.code, 0, shifted.stderr);
    assert.match(shifted.stdout, /Moved 3 posts/);
    for (const id of ids) {
      const row = await db('bulkGeneratedPosts').where({ id }).first();
      assert.equal(DateTime.fromJSDate(row.scheduledDate, { zone }).toFormat('HH:mm'), '11:00');
    }
    assert.equal(
      (await jobRunAt(ids[0])).getTime(),
      (await db('bulkGeneratedPosts').where({ id: ids[0] }).first()).scheduledDate.getTime(),
      'the job moved too',
    );
    assert.equal(
      DateTime.fromJSDate((await db('bulkGeneratedPosts').where({ id: past[0].id }).first()).scheduledDate, { zone }).toFormat('HH:mm'),
      '09:00',
      'past posts stay',
    );

    const dry = await cli('reschedule', '--account', String(account.id), '--to', '18:30', '--dry-run', '--json');
    assert.equal(dry.code, 0, dry.stderr);
    assert.equal(JSON.parse(dry.stdout).moved.length, 3);
    // A new rhythm (issue 24): the first keeps its day, the others follow every 2 days.
    const every = await cli('reschedule', '--account', String(account.id), '--every', '2', '--dry-run', '--json');
    assert.equal(every.code, 0, every.stderr);
    const days = (JSON.parse(every.stdout).moved as { to: string }[]).map((m) => DateTime.fromISO(m.to, { zone }).toISODate());
    assert.deepEqual(
      days,
      [1, 3, 5].map((d) => DateTime.fromJSDate(at(d), { zone }).toISODate()),
    );
    assert.equal((await cli('reschedule', '--account', String(account.id), '--every', 'often')).code, 2);
    // The audit trail: the real move, for the account; the dry run changed nothing and is not recorded.
    const moves = await db('auditLog').where({ action: 'posts.reschedule' });
    assert.deepEqual(
      moves.map((r) => [r.source, r.accountId, r.summary, r.route]),
      [['cli', account.id, 'Moved 3 scheduled posts by +2h', 'cli reschedule']],
    );
    assert.equal(
      DateTime.fromJSDate((await db('bulkGeneratedPosts').where({ id: ids[1] }).first()).scheduledDate, { zone }).toFormat('HH:mm'),
      '11:00',
      'a dry run changes nothing',
    );

    const to = await cli('reschedule', '--account', String(account.id), '--to', '18:30', '--from', DateTime.now().setZone(zone).plus({ days: 2 }).toISODate()!);
    assert.equal(to.code, 0, to.stderr);
    assert.match(to.stdout, /Moved 2 posts/);
    assert.equal(DateTime.fromJSDate((await db('bulkGeneratedPosts').where({ id: ids[1] }).first()).scheduledDate, { zone }).toFormat('HH:mm'), '18:30');

    assert.equal((await cli('reschedule', '--account', String(account.id), '--shift', 'soon')).code, 2);
    assert.equal((await cli('reschedule', '--account', String(account.id))).code, 2, 'one of --shift or --to');
    assert.equal((await cli('reschedule', '--account', 'abc', '--shift', '+1h')).code, 2);
    assert.equal((await cli('reschedule', '--account', '999999', '--shift', '+1h')).code, 1);
    const before = await db('bulkGeneratedPosts').where({ accountId: account.id }).orderBy('id').select('scheduledDate');
    const collide = await cli('reschedule', '--account', String(account.id), '--shift', '-2d');
    assert.equal(collide.code, 2, 'a post would fall in the past or on a day that has one');
    assert.deepEqual(await db('bulkGeneratedPosts').where({ accountId: account.id }).orderBy('id').select('scheduledDate'), before, 'nothing changed');
  });

  it('list-posts prints the account posts, as JSON too; publish-due queues late posts', async () => {
    const list = await cli('list-posts', '--account', String(account.id), '--json');
    assert.equal(list.code, 0, list.stderr);
    const rows = JSON.parse(list.stdout);
    assert.ok(rows.length >= 4);
    assert.ok(rows.every((r: { postStatus: string }) => typeof r.postStatus === 'string'));

    const other = await createAccountWithAdmin(testDeps(db), {
      businessName: 'Late Clinic',
      status: 'active',
      email: 'late@clinic.example.com',
      password: 'late-password',
    });
    const [late] = await db('bulkGeneratedPosts')
      .insert({ accountId: other.account.id, content: 'Late', scheduledDate: new Date(Date.now() - 10 * 60_000), postStatus: 'scheduled', isScheduled: true })
      .returning('id');
    const dry = await cli('publish-due', '--dry-run');
    assert.equal(dry.code, 0, dry.stderr);
    assert.match(dry.stdout, new RegExp(`Would queue 1 late post: #${late.id}`));
    const real = await cli('publish-due');
    assert.match(real.stdout, new RegExp(`Queued 1 late post: #${late.id}`));
    assert.ok((await jobRunAt(late.id)).getTime() <= Date.now());
  });
});
