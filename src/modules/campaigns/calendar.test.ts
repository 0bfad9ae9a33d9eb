import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DateTime } from 'luxon';
import { fixedClock } from '../../lib/clock.js';
import { isAppError } from '../../lib/errors.js';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import { addAccountProducts, seedDemoCatalog } from '../catalog/index.js';
import { seedSimulatedConnection } from '../publishing/testing/seed-connection.js';
import { listAdminCalendarPosts, listCalendarPosts, updateBulkPost } from './index.js';
import { publishJob } from './jobs.js';

/**
 * The Content Calendar at campaigns' door (issue 20): the range query (one account's days, small
 * rows, another account's posts never in it) and the time edit the calendar's moves go through
 * (a past draft or missed post may move to a future day; published ones never; one post per day;
 * the wall time kept across the March summer-time change in Athens).
 */
const { db } = await useTestDatabase();
// Friday 20 March 2026, 12:00 in Athens; Greece moves to summer time on Sunday the 29th.
const clock = fixedClock('2026-03-20T10:00:00Z');
const deps = testDeps(db, { clock });
await seedDemoCatalog(deps);
const ATHENS = 'Europe/Athens';

const refusal = (call: Promise<unknown>) =>
  call.then(
    (answer) => assert.fail(`accepted: ${JSON.stringify(answer)}`),
    (error: unknown) => (isAppError(error) ? [error.status, error.messageKey] : assert.fail(String(error))),
  );

let clinics = 0;
async function clinic() {
  const [{ id: accountId }] = await db('accounts')
    .insert({ businessName: `Calendar Clinic ${++clinics}`, contentLanguage: 'en' })
    .returning('id');
  await db('companyInfo').insert({ accountId, companyName: 'Glow', location: 'Athens', scheduledTime: '08:00', scheduledLocalTime: '10:00', timezone: ATHENS });
  const [product] = await db('products').where({ status: 'active' }).orderBy('id').limit(1).select('id');
  const [accountProduct] = await addAccountProducts(deps, { accountId, productIds: [product.id] });
  await seedSimulatedConnection(deps, { accountId });
  return { accountId: accountId as number, accountProductId: accountProduct.id };
}

/** A post at 10:00 Athens time on a local day, in a state (rows written as the worker would leave them). */
async function post(
  accountId: number,
  day: string,
  status = 'draft',
  content = 'Glow serum: a hydrating treatment for the spring, with findings none. '.repeat(3),
) {
  const scheduledDate = DateTime.fromISO(`${day}T10:00`, { zone: ATHENS }).toJSDate();
  const [row] = await db('bulkGeneratedPosts')
    .insert({
      accountId,
      content,
      scheduledDate,
      postStatus: status,
      isScheduled: status === 'scheduled',
      productName: 'Glow serum',
      productImage: '/uploads/products/glow.jpg',
      complianceFindings: JSON.stringify(status === 'failed' ? [{ phrase: 'guaranteed', category: 'guarantee' }] : []),
      language: 'en',
    })
    .returning('id');
  return row.id as number;
}
const localOf = (instant: Date | string) => DateTime.fromJSDate(new Date(instant), { zone: ATHENS }).toFormat('yyyy-MM-dd HH:mm');

describe('the calendar range', () => {
  it("answers one account's posts of the days asked, small, each on its local day, in one list", async () => {
    const { accountId } = await clinic();
    const other = await clinic();
    const first = await post(accountId, '2026-03-02', 'published');
    await post(accountId, '2026-03-20', 'scheduled');
    await post(accountId, '2026-03-31', 'failed');
    await post(accountId, '2026-04-06');
    await post(other.accountId, '2026-03-10');
    const month = await listCalendarPosts(deps, { accountId, from: '2026-03-01', to: '2026-04-05' });
    assert.equal(month.zone, ATHENS);
    assert.deepEqual(
      month.posts.map((p) => [p.day, p.status]),
      [
        ['2026-03-02', 'published'],
        ['2026-03-20', 'scheduled'],
        ['2026-03-31', 'failed'],
      ],
    );
    const [published, , failed] = month.posts;
    assert.equal(published.id, first);
    assert.ok(published.excerpt.length <= 91 && published.excerpt.endsWith('…'), published.excerpt);
    assert.equal(failed.hasFindings, true);
    assert.equal(published.hasFindings, false);
    // Not attempted: where it will go (the selection); the simulated connection selects a Page and its Instagram account.
    assert.deepEqual(month.posts[1].platforms, month.platforms);
    assert.ok(month.platforms.length > 0);
    assert.deepEqual(Object.keys(published).sort(), [
      'accountId',
      'accountProductId',
      'day',
      'excerpt',
      'hasFindings',
      'id',
      'platforms',
      'productImage',
      'productName',
      'scheduledDate',
      'status',
      'waitingForPages',
    ]);
    // The other account's post on the 10th is not in it; the admin's view has both, with the accounts' names.
    const all = await listAdminCalendarPosts(deps, { from: '2026-03-01', to: '2026-03-31' });
    assert.ok(all.posts.some((p) => p.accountId === other.accountId));
    assert.ok(all.accounts.some((a) => a.id === other.accountId && a.name.startsWith('Calendar Clinic') && a.zone === ATHENS));
    // Across accounts the same platforms: the selection before an attempt, the ledger's after (none written here: the selection).
    assert.deepEqual(all.posts.find((p) => p.accountId === other.accountId)!.platforms, month.platforms);
    assert.deepEqual(all.posts.find((p) => p.id === failed.id)!.platforms, failed.platforms);
    const one = await listAdminCalendarPosts(deps, { from: '2026-03-01', to: '2026-03-31', accountId: String(other.accountId), status: 'draft' });
    assert.deepEqual(
      one.posts.map((p) => p.accountId),
      [other.accountId],
    );
  });

  it('refuses a bad or too long range by key', async () => {
    const { accountId } = await clinic();
    assert.deepEqual(await refusal(listCalendarPosts(deps, { accountId, from: '2026-3-1', to: '2026-03-31' })), [400, 'campaigns.calendarFromInvalid']);
    assert.deepEqual(await refusal(listCalendarPosts(deps, { accountId, from: '2026-03-01', to: '2026-02-30' })), [400, 'campaigns.calendarToInvalid']);
    assert.deepEqual(await refusal(listCalendarPosts(deps, { accountId, from: '2026-03-01', to: '2026-04-12' })), [400, 'campaigns.calendarRange']);
    assert.deepEqual(await refusal(listCalendarPosts(deps, { accountId, from: '2026-03-10', to: '2026-03-09' })), [400, 'campaigns.calendarRange']);
    assert.equal((await listCalendarPosts(deps, { accountId, from: '2026-03-01', to: '2026-04-11' })).posts.length, 0);
  });
});

describe("the time edit as the calendar's move", () => {
  it('moves a past draft and a missed post to a future day at their own wall time; never a published one', async () => {
    const { accountId } = await clinic();
    const draft = await post(accountId, '2026-03-10');
    const moved = await updateBulkPost(deps, { accountId, id: draft, scheduledDay: '2026-03-24' });
    assert.equal(localOf(moved.scheduledDate), '2026-03-24 10:00');
    assert.equal(moved.postStatus, 'draft');

    const missed = await post(accountId, '2026-03-12', 'missed');
    const back = await updateBulkPost(deps, { accountId, id: missed, scheduledDay: '2026-03-25', localTime: '18:30' });
    assert.equal(localOf(back.scheduledDate), '2026-03-25 18:30');
    assert.equal(back.postStatus, 'draft');

    const published = await post(accountId, '2026-03-13', 'published');
    assert.deepEqual(await refusal(updateBulkPost(deps, { accountId, id: published, scheduledDay: '2026-03-26' })), [409, 'campaigns.notEditable.published']);
    // A past day is refused as a past instant, and so is today's hour that has gone (12:00 now in Athens).
    assert.deepEqual(await refusal(updateBulkPost(deps, { accountId, id: draft, scheduledDay: '2026-03-19' })), [400, 'campaigns.mustBeFuture']);
    assert.deepEqual(await refusal(updateBulkPost(deps, { accountId, id: draft, scheduledDay: '2026-03-20' })), [400, 'campaigns.mustBeFuture']);
    // Another account's post is not found.
    const other = await clinic();
    assert.deepEqual(await refusal(updateBulkPost(deps, { accountId: other.accountId, id: draft, scheduledDay: '2026-03-27' })), [
      404,
      'campaigns.postNotFound',
    ]);
    assert.deepEqual(await refusal(updateBulkPost(deps, { accountId, id: draft, scheduledDay: '24/03/2026' })), [400, 'campaigns.dayInvalid']);
    assert.deepEqual(await refusal(updateBulkPost(deps, { accountId, id: draft, scheduledDay: '2026-03-27', localTime: '25:00' })), [
      400,
      'campaigns.localTimeInvalid',
    ]);
  });

  it('keeps one post per day, and a scheduled post past its time stays where it is', async () => {
    const { accountId } = await clinic();
    const a = await post(accountId, '2026-03-22');
    await post(accountId, '2026-03-23');
    assert.deepEqual(await refusal(updateBulkPost(deps, { accountId, id: a, scheduledDay: '2026-03-23' })), [409, 'campaigns.onePerDayOn']);
    const late = await post(accountId, '2026-03-19', 'scheduled');
    assert.deepEqual(await refusal(updateBulkPost(deps, { accountId, id: late, scheduledDay: '2026-03-28' })), [409, 'campaigns.onlyFuture']);
  });

  it('keeps 10:00 local across the last Sunday of March in Athens and moves the publish job in the same change', async () => {
    const { accountId } = await clinic();
    const id = await post(accountId, '2026-03-27');
    const scheduled = await updateBulkPost(deps, { accountId, id, isScheduled: true });
    assert.equal(scheduled.postStatus, 'scheduled');
    // Friday 27th 10:00 is 08:00 UTC (winter); Monday 30th 10:00 is 07:00 UTC (summer).
    assert.equal(new Date(scheduled.scheduledDate).toISOString(), '2026-03-27T08:00:00.000Z');
    const moved = await updateBulkPost(deps, { accountId, id, scheduledDay: '2026-03-30' });
    assert.equal(new Date(moved.scheduledDate).toISOString(), '2026-03-30T07:00:00.000Z');
    assert.equal(localOf(moved.scheduledDate), '2026-03-30 10:00');
    assert.equal((await publishJob(db, id))?.runAt.toISOString(), '2026-03-30T07:00:00.000Z');
    // The Sunday itself: 10:00 exists (the clocks move at 03:00) and is 07:00 UTC.
    const sunday = await updateBulkPost(deps, { accountId, id, scheduledDay: '2026-03-29' });
    assert.equal(new Date(sunday.scheduledDate).toISOString(), '2026-03-29T07:00:00.000Z');
    assert.equal((await publishJob(db, id))?.runAt.toISOString(), '2026-03-29T07:00:00.000Z');
  });
});
