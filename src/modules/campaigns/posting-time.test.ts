import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DateTime } from 'luxon';
import { fixedClock } from '../../lib/clock.js';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import { createAccountWithAdmin, saveCompanyInfo } from '../accounts/index.js';
import { moveToPostingTime } from './index.js';
import { schedulePublishJob } from './testing.js';

// Issue 24: Setup's new posting time, offered to the posts already planned.
const { db } = await useTestDatabase();
const zone = 'Europe/Athens';
// 10:00 in Athens on Thursday 26 November 2026.
const clock = fixedClock('2026-11-26T08:00:00Z');
const deps = testDeps(db, { clock });
const { account } = await createAccountWithAdmin(deps, {
  businessName: 'Rhythm Clinic',
  status: 'active',
  email: 'rhythm@clinic.example.com',
  password: 'rhythm-pass',
});
const local = (day: string, time: string) => DateTime.fromISO(`${day}T${time}`, { zone }).toJSDate();
const post = async (day: string, time: string, status: string) => {
  const [row] = await db('bulkGeneratedPosts')
    .insert({ accountId: account.id, content: `Post on ${day}`, scheduledDate: local(day, time), postStatus: status, isScheduled: status === 'scheduled' })
    .returning('id');
  if (status === 'scheduled') await schedulePublishJob(db, row.id, local(day, time));
  return row.id as number;
};
const timeOf = async (id: number) =>
  DateTime.fromJSDate((await db('bulkGeneratedPosts').where({ id }).first()).scheduledDate, { zone }).toFormat('yyyy-MM-dd HH:mm');
const jobAt = async (id: number) =>
  DateTime.fromJSDate(new Date((await db.raw(`select run_at from graphile_worker.jobs where key = ?`, [`publish:${id}`])).rows[0].runAt), { zone }).toFormat(
    'HH:mm',
  );

/** The answer about the time alone (a rhythm's fields are null without `rhythm`). */
const timeAnswer = ({ moved, time }: { moved: number; time: string }) => ({ moved, time });
const form = { companyName: 'Rhythm Clinic', location: 'Athens', postFrequencyDays: 2, contentLanguage: 'en' as const, timezone: zone };

test("the future drafts and scheduled posts move to Setup's new time on their own days; today's only if its new time is still ahead", async () => {
  await saveCompanyInfo(deps, { accountId: account.id, ...form, scheduledTime: '18:00' }); // 20:00 in Athens
  const today = await post('2026-11-26', '20:00', 'scheduled');
  const draft = await post('2026-11-28', '20:00', 'draft');
  const scheduled = await post('2026-11-30', '20:00', 'scheduled');
  const published = await post('2026-11-24', '20:00', 'published');

  // Later today: everything from today on moves.
  await saveCompanyInfo(deps, { accountId: account.id, ...form, scheduledTime: '19:30' }); // 21:30 in Athens
  assert.deepEqual(timeAnswer(await moveToPostingTime(deps, { accountId: account.id, dryRun: true })), { moved: 3, time: '21:30' });
  assert.equal(await timeOf(draft), '2026-11-28 20:00', 'a dry run moves nothing');
  assert.deepEqual(timeAnswer(await moveToPostingTime(deps, { accountId: account.id })), { moved: 3, time: '21:30' });
  assert.deepEqual(
    [await timeOf(today), await timeOf(draft), await timeOf(scheduled), await timeOf(published)],
    ['2026-11-26 21:30', '2026-11-28 21:30', '2026-11-30 21:30', '2026-11-24 20:00'],
  );
  assert.deepEqual([await jobAt(today), await jobAt(scheduled)], ['21:30', '21:30'], 'the publishing jobs moved with their posts');
  assert.deepEqual(timeAnswer(await moveToPostingTime(deps, { accountId: account.id })), { moved: 0, time: '21:30' }, 'nothing left to move');

  // 08:00 has passed today (it is 10:00): today's post keeps its time, the others move.
  await saveCompanyInfo(deps, { accountId: account.id, ...form, scheduledTime: '06:00' }); // 08:00 in Athens
  assert.deepEqual(timeAnswer(await moveToPostingTime(deps, { accountId: account.id })), { moved: 2, time: '08:00' });
  assert.deepEqual([await timeOf(today), await timeOf(draft), await timeOf(scheduled)], ['2026-11-26 21:30', '2026-11-28 08:00', '2026-11-30 08:00']);
});

test("a new rhythm spaces the future posts from the first one's day, their jobs with them; a day held by a post already out refuses it all", async () => {
  // Left by the test above: today's post (the 26th, 21:30), a draft on the 28th and a scheduled post on the 30th at 08:00.
  const approved = await post('2026-12-02', '08:00', 'approved');
  const later = await post('2026-12-04', '08:00', 'scheduled');
  const [today, draft, scheduled] = (
    await db('bulkGeneratedPosts').where({ accountId: account.id }).whereNot({ postStatus: 'published' }).orderBy('scheduledDate')
  )
    .map((r: { id: number }) => r.id)
    .slice(0, 3);
  await saveCompanyInfo(deps, { accountId: account.id, ...form, postFrequencyDays: 1, scheduledTime: '06:00' }); // every day, 08:00 in Athens

  // A post published ahead of its day (Publish now) holds the 29th: nothing moves.
  const out = await post('2026-11-29', '12:00', 'published');
  await assert.rejects(moveToPostingTime(deps, { accountId: account.id, rhythm: true }), { messageKey: 'campaigns.twoPostsOn', params: { day: '2026-11-29' } });
  assert.equal(await timeOf(scheduled), '2026-11-30 08:00', 'refused as a whole');
  await db('bulkGeneratedPosts').where({ id: out }).delete();

  // 08:00 has passed today: from tomorrow, the first post keeps its day and the others follow every day.
  const answer = { moved: 3, time: '08:00', every: 1, firstDay: '2026-11-28', lastDay: '2026-12-01' };
  assert.deepEqual(await moveToPostingTime(deps, { accountId: account.id, rhythm: true, dryRun: true }), answer);
  assert.equal(await timeOf(later), '2026-12-04 08:00', 'a dry run moves nothing');
  assert.deepEqual(await moveToPostingTime(deps, { accountId: account.id, rhythm: true }), answer);
  assert.deepEqual(
    [await timeOf(today), await timeOf(draft), await timeOf(scheduled), await timeOf(approved), await timeOf(later)],
    ['2026-11-26 21:30', '2026-11-28 08:00', '2026-11-29 08:00', '2026-11-30 08:00', '2026-12-01 08:00'],
  );
  const jobDay = async (id: number) =>
    DateTime.fromJSDate(new Date((await db.raw(`select run_at from graphile_worker.jobs where key = ?`, [`publish:${id}`])).rows[0].runAt), {
      zone,
    }).toFormat('yyyy-MM-dd HH:mm');
  assert.deepEqual([await jobDay(scheduled), await jobDay(later)], ['2026-11-29 08:00', '2026-12-01 08:00'], 'the publishing jobs moved with their posts');
  assert.equal((await moveToPostingTime(deps, { accountId: account.id, rhythm: true })).moved, 0, 'nothing left to move');
});
