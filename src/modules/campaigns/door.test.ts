import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DateTime } from 'luxon';
import { fixedClock } from '../../lib/clock.js';
import { isAppError } from '../../lib/errors.js';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import { addAccountProducts, seedDemoCatalog } from '../catalog/index.js';
import { seedSimulatedConnection } from '../publishing/testing/seed-connection.js';
import {
  createBulkPost,
  deleteBulkPost,
  deleteFuturePosts,
  generatePeriodPosts,
  generationProgress,
  getBulkPost,
  getScheduledPeriod,
  listBulkPosts,
  publishNow,
  rollPeriods,
  scheduleAllFuture,
  updateScheduledPeriod,
  unscheduleAllFuture,
  updateBulkPost,
} from './index.js';
import { publishJob } from './jobs.js';

/**
 * campaigns at its door (the module contract, ARCHITECTURE.md): the post state machine and the
 * period rules, called as `useCase(deps, input)`, errors asserted by key. The HTTP tests
 * (src/http/routes/campaigns.test.ts) keep the API's contract: statuses and the spec's English.
 */
const { db } = await useTestDatabase();
// Friday 20 March 2026, 12:00 in Athens; Greece moves to summer time on Sunday the 29th.
const clock = fixedClock('2026-03-20T10:00:00Z');
const deps = testDeps(db, { clock });
await seedDemoCatalog(deps);
const ATHENS = 'Europe/Athens';

/** [status, key, field, params] of the AppError a call is refused with. */
const refusal = (call: Promise<unknown>) =>
  call.then(
    (answer) => assert.fail(`accepted: ${JSON.stringify(answer)}`),
    (error: unknown) => (isAppError(error) ? [error.status, error.messageKey, error.field ?? null, error.params ?? null] : assert.fail(String(error))),
  );

let clinics = 0;
/** A clinic in Athens posting every `frequencyDays` at 09:00, with two products, and (unless `pages` is false) a Page selected. */
async function clinic(options: { pages?: boolean; frequencyDays?: number; info?: boolean; products?: number } = {}) {
  const [{ id: accountId }] = await db('accounts')
    .insert({ businessName: `Door Clinic ${++clinics}`, contentLanguage: 'en' })
    .returning('id');
  if (options.info !== false) {
    await db('companyInfo').insert({
      accountId,
      companyName: 'Glow',
      location: 'Athens',
      postFrequencyDays: options.frequencyDays ?? 1,
      scheduledTime: '07:00',
      scheduledLocalTime: '09:00',
      timezone: ATHENS,
    });
  }
  const catalogue: { id: number }[] = await db('products')
    .where({ status: 'active' })
    .orderBy('id')
    .limit(options.products ?? 2)
    .select('id');
  const products = catalogue.length ? await addAccountProducts(deps, { accountId, productIds: catalogue.map((p) => p.id) }) : [];
  if (options.pages !== false) await seedSimulatedConnection(deps, { accountId });
  return { accountId: accountId as number, productId: products[0]?.id };
}
const at = (instant: Date | string) => new Date(instant).toISOString();
const local = (instant: Date | string) => DateTime.fromJSDate(new Date(instant), { zone: ATHENS }).toFormat('yyyy-MM-dd HH:mm');

describe('campaigns at its door: inputs validated first', () => {
  it('refuses a call without an account, and a post of another account is not found', async () => {
    assert.deepEqual(await refusal(listBulkPosts(deps, {} as never)), [400, 'accounts.accountRequired', 'accountId', null]);
    assert.deepEqual(await refusal(getBulkPost(deps, { accountId: 1 } as never)), [400, 'campaigns.postNotFound', 'id', null]);
    const mine = await clinic();
    const theirs = await clinic();
    const post = await createBulkPost(deps, { accountId: mine.accountId, productId: mine.productId, content: 'Mine' });
    assert.deepEqual(await refusal(getBulkPost(deps, { accountId: theirs.accountId, id: post.id })), [404, 'campaigns.postNotFound', null, null]);
    assert.deepEqual(await refusal(updateBulkPost(deps, { accountId: theirs.accountId, id: post.id, content: 'Theirs' })), [
      404,
      'campaigns.postNotFound',
      null,
      null,
    ]);
    assert.deepEqual(await refusal(deleteBulkPost(deps, { accountId: theirs.accountId, id: post.id })), [404, 'campaigns.postNotFound', null, null]);
    assert.deepEqual(await refusal(listBulkPosts(deps, { accountId: mine.accountId, when: 'soon' } as never)), [400, 'campaigns.whenInvalid', 'when', null]);
    assert.deepEqual(await refusal(createBulkPost(deps, { accountId: mine.accountId, productId: mine.productId, content: '  ' })), [
      400,
      'campaigns.postContentEmpty',
      'content',
      null,
    ]);
    assert.deepEqual(await refusal(createBulkPost(deps, { accountId: mine.accountId, productId: mine.productId, content: 'x'.repeat(2201) })), [
      400,
      'campaigns.postTooLong',
      'content',
      { max: '2,200' },
    ]);
  });
});

describe('the post state machine', () => {
  it('keeps the wall time across the change to summer time: drafts go on the next free days at 09:00 local', async () => {
    clock.set('2026-03-27T08:00:00Z'); // Friday 11:00 in Athens: today's 09:00 has passed
    const { accountId, productId } = await clinic();
    const days = [];
    for (let i = 0; i < 3; i++) days.push((await createBulkPost(deps, { accountId, productId, content: `Draft ${i}` })).scheduledDate);
    assert.deepEqual(days.map(at), ['2026-03-28T07:00:00.000Z', '2026-03-29T06:00:00.000Z', '2026-03-30T06:00:00.000Z']);
    assert.deepEqual(days.map(local), ['2026-03-28 09:00', '2026-03-29 09:00', '2026-03-30 09:00']);
  });

  it("one post per local day, future only: the day is the account zone's, not UTC's", async () => {
    clock.set('2026-03-20T10:00:00Z');
    const { accountId, productId } = await clinic();
    await createBulkPost(deps, { accountId, productId, content: 'Saturday', scheduledDate: '2026-03-28T07:00:00Z' });
    // 22:30 UTC on the 27th is 00:30 on Saturday the 28th in Athens.
    assert.deepEqual(await refusal(createBulkPost(deps, { accountId, productId, content: 'Late', scheduledDate: '2026-03-27T22:30:00Z' })), [
      409,
      'campaigns.onePerDayOn',
      'scheduledDate',
      { day: '28/03/2026' },
    ]);
    const friday = await createBulkPost(deps, { accountId, productId, content: 'Friday night', scheduledDate: '2026-03-27T21:30:00Z' });
    assert.equal(local(friday.scheduledDate), '2026-03-27 23:30');
    assert.deepEqual(await refusal(createBulkPost(deps, { accountId, productId, content: 'Past', scheduledDate: '2026-03-20T09:59:00Z' })), [
      400,
      'campaigns.mustBeFuture',
      'scheduledDate',
      null,
    ]);
    assert.deepEqual(await refusal(updateBulkPost(deps, { accountId, id: friday.id, scheduledDate: '2026-03-20T10:00:00Z' })), [
      400,
      'campaigns.mustBeFuture',
      'scheduledDate',
      null,
    ]);
    assert.deepEqual(await refusal(updateBulkPost(deps, { accountId, id: friday.id, scheduledDate: '2026-03-28T15:00:00Z' })), [
      409,
      'campaigns.onePerDayOn',
      'scheduledDate',
      { day: '28/03/2026' },
    ]);
  });

  it('draft → scheduled (with its job) → moved (the job moves) → draft (the job goes) → deleted', async () => {
    clock.set('2026-03-20T10:00:00Z');
    const { accountId, productId } = await clinic();
    const post = await createBulkPost(deps, { accountId, productId, content: 'Glow', scheduledDate: '2026-03-25T07:00:00Z' });
    assert.deepEqual([post.postStatus, post.isScheduled, await publishJob(db, post.id)], ['draft', false, undefined]);
    assert.deepEqual(await refusal(updateBulkPost(deps, { accountId, id: post.id })), [400, 'campaigns.nothingToChange', null, null]);

    const scheduled = await updateBulkPost(deps, { accountId, id: post.id, isScheduled: true, postStatus: 'scheduled' });
    assert.deepEqual([scheduled.postStatus, scheduled.isScheduled], ['scheduled', true]);
    assert.equal((await publishJob(db, post.id))?.runAt.toISOString(), '2026-03-25T07:00:00.000Z');
    const again = await updateBulkPost(deps, { accountId, id: post.id, isScheduled: true });
    assert.equal(again.updatedAt.getTime(), scheduled.updatedAt.getTime(), 'scheduling a scheduled post changes nothing');

    const moved = await updateBulkPost(deps, { accountId, id: post.id, scheduledDate: '2026-03-26T16:00:00Z' });
    assert.deepEqual([moved.postStatus, at(moved.scheduledDate)], ['scheduled', '2026-03-26T16:00:00.000Z']);
    assert.equal((await publishJob(db, post.id))?.runAt.toISOString(), '2026-03-26T16:00:00.000Z', 'the job moved with it');
    const edited = await updateBulkPost(deps, { accountId, id: post.id, content: '  New text  ', updatedAt: clock.now().toISOString() });
    assert.deepEqual([edited.content, edited.postStatus], ['New text', 'scheduled']);

    const draft = await updateBulkPost(deps, { accountId, id: post.id, isScheduled: false, postStatus: 'draft', scheduledAt: null });
    assert.deepEqual([draft.postStatus, draft.isScheduled, draft.scheduledAt, await publishJob(db, post.id)], ['draft', false, null, undefined]);
    assert.equal((await updateBulkPost(deps, { accountId, id: post.id, isScheduled: false })).postStatus, 'draft', 'unscheduling a draft changes nothing');

    await updateBulkPost(deps, { accountId, id: post.id, isScheduled: true });
    await deleteBulkPost(deps, { accountId, id: post.id });
    assert.equal(await db('bulkGeneratedPosts').where({ id: post.id }).first(), undefined);
    assert.equal(await publishJob(db, post.id), undefined, 'the job went with the post');
  });

  it('what each state allows: published and publishing posts are kept; failed and missed ones can be scheduled again; a past draft moves to a future day', async () => {
    clock.set('2026-03-20T10:00:00Z');
    const { accountId, productId } = await clinic();
    const make = async (day: number, postStatus: string) => {
      const post = await createBulkPost(deps, {
        accountId,
        productId,
        content: `${postStatus} ${day}`,
        scheduledDate: `2026-04-${String(day).padStart(2, '0')}T06:00:00Z`,
      });
      await db('bulkGeneratedPosts').where({ id: post.id }).update({ postStatus });
      return post.id;
    };
    const published = await make(1, 'published');
    assert.deepEqual(await refusal(updateBulkPost(deps, { accountId, id: published, content: 'Edit' })), [409, 'campaigns.notEditable.published', null, null]);
    assert.deepEqual(await refusal(updateBulkPost(deps, { accountId, id: published, isScheduled: true })), [
      409,
      'campaigns.cannotReschedule.published',
      null,
      null,
    ]);
    assert.deepEqual(await refusal(publishNow(deps, { accountId, id: published })), [409, 'campaigns.alreadyPublished', null, null]);
    const partly = await make(2, 'partially_published');
    assert.deepEqual(await refusal(updateBulkPost(deps, { accountId, id: partly, scheduledDate: '2026-04-10T06:00:00Z' })), [
      409,
      'campaigns.notEditable.partiallyPublished',
      null,
      null,
    ]);
    const publishing = await make(3, 'publishing');
    assert.deepEqual(await refusal(deleteBulkPost(deps, { accountId, id: publishing })), [409, 'campaigns.beingPublished', null, null]);
    assert.deepEqual(await refusal(updateBulkPost(deps, { accountId, id: publishing, isScheduled: true })), [
      409,
      'campaigns.cannotReschedule.publishing',
      null,
      null,
    ]);
    for (const [day, state] of [
      [4, 'failed'],
      [5, 'missed'],
    ] as const) {
      const id = await make(day, state);
      assert.deepEqual(await refusal(updateBulkPost(deps, { accountId, id, content: 'Edit' })), [409, `campaigns.notEditable.${state}`, null, null]);
      assert.equal((await updateBulkPost(deps, { accountId, id, isScheduled: true })).postStatus, 'scheduled', `a ${state} post is scheduled again`);
    }
    // A draft whose time has passed is an unpublished plan: it moves to a future day (issue 20).
    const past = await make(6, 'draft');
    clock.set('2026-04-07T00:00:00Z');
    assert.equal((await updateBulkPost(deps, { accountId, id: past, scheduledDate: '2026-04-08T06:00:00Z' })).postStatus, 'draft');
  });

  it('needs a selected Page to schedule or publish now; Publish now with none changes nothing', async () => {
    clock.set('2026-03-20T10:00:00Z');
    const { accountId, productId } = await clinic({ pages: false });
    const post = await createBulkPost(deps, { accountId, productId, content: 'Nowhere to go', scheduledDate: '2026-03-22T07:00:00Z' });
    assert.deepEqual(await refusal(updateBulkPost(deps, { accountId, id: post.id, isScheduled: true })), [400, 'campaigns.noPages', null, null]);
    assert.deepEqual(await refusal(scheduleAllFuture(deps, { accountId })), [400, 'campaigns.noPages', null, null]);
    assert.equal((await getBulkPost(deps, { accountId, id: post.id })).postStatus, 'draft');
    assert.deepEqual(await refusal(publishNow(deps, { accountId, id: post.id })), [400, 'campaigns.noPages', null, null]);
    // Issue 24: it used to be marked failed (and an e-mail sent) for a refusal.
    const untouched = await getBulkPost(deps, { accountId, id: post.id });
    assert.deepEqual([untouched.postStatus, untouched.lastPublishError, untouched.waitingForPagesSince], ['draft', null, null]);
  });

  it('schedules, unschedules and deletes every future post in one call each', async () => {
    clock.set('2026-03-20T10:00:00Z');
    const { accountId, productId } = await clinic();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await createBulkPost(deps, { accountId, productId, content: `Future ${i}` })).id);
    assert.deepEqual(await scheduleAllFuture(deps, { accountId }), {
      scheduled: 3,
      futurePosts: 3,
      notApproved: 0,
      needAcknowledgement: 0,
      awaitingAcknowledgement: [],
    });
    for (const id of ids) assert.ok(await publishJob(db, id));
    assert.deepEqual(await unscheduleAllFuture(deps, { accountId }), { unscheduled: 3 });
    for (const id of ids) assert.equal(await publishJob(db, id), undefined);
    await updateBulkPost(deps, { accountId, id: ids[0], isScheduled: true });
    assert.deepEqual(await deleteFuturePosts(deps, { accountId, dryRun: true }), { deleted: 3, dryRun: true });
    assert.deepEqual(await deleteFuturePosts(deps, { accountId }), { deleted: 3, dryRun: false });
    assert.equal((await listBulkPosts(deps, { accountId })).bulkPosts.length, 0);
    assert.equal(await publishJob(db, ids[0]), undefined);
  });
});

describe('the period rules', () => {
  it('generates this week and the next (Monday to Sunday, Athens) every N days at 09:00 local, never in the past; a second call finds nothing new', async () => {
    clock.set('2026-03-20T10:00:00Z'); // Friday: today's 09:00 has passed
    const { accountId } = await clinic({ frequencyDays: 2 });
    const result = await generatePeriodPosts(deps, { accountId });
    assert.deepEqual([result.from, result.until], ['2026-03-16', '2026-03-30']);
    assert.deepEqual(
      result.posts.map((p) => local(p.scheduledDate)),
      ['2026-03-21 09:00', '2026-03-23 09:00', '2026-03-25 09:00', '2026-03-27 09:00', '2026-03-29 09:00'],
    );
    assert.equal(at(result.posts[4].scheduledDate), '2026-03-29T06:00:00.000Z', 'summer time: 09:00 is 06:00 UTC');
    assert.ok(result.posts.every((p) => p.postStatus === 'draft'));
    assert.equal(result.message, '5 posts generated for the current and the next week.');
    assert.deepEqual(await generationProgress(deps, { accountId }), { ...(await generationProgress(deps, { accountId })), status: 'done', total: 5, done: 5 });
    const period = await getScheduledPeriod(deps, { accountId });
    assert.deepEqual([period?.isActive, at(period!.nextScheduledDate!), period?.coveredUntil], [true, '2026-03-29T21:00:00.000Z', '2026-03-29']);

    const again = await generatePeriodPosts(deps, { accountId });
    assert.deepEqual([again.posts.length, again.message], [0, 'Posts for the current and the next week already exist: nothing new to generate.']);
  });

  it('rolls an active period one week ahead once the week before it has begun, continuing the rhythm; a stopped one stays', async () => {
    clock.set('2026-03-20T10:00:00Z');
    const { accountId } = await clinic({ frequencyDays: 2 });
    await generatePeriodPosts(deps, { accountId });
    // Only this clinic's period is active (the daily roll looks at every account's).
    await db('scheduledPeriods').whereNot({ accountId }).update({ isActive: false });
    assert.equal(await rollPeriods(deps, { workerId: 'door-test' }), 0, 'the next week is more than 7 days away');
    clock.set('2026-03-23T10:00:00Z');
    assert.equal(await rollPeriods(deps, { workerId: 'door-test' }), 1);
    const week = (await listBulkPosts(deps, { accountId })).bulkPosts.map((p) => local(p.scheduledDate)).filter((d) => d >= '2026-03-30');
    assert.deepEqual(week, ['2026-03-31 09:00', '2026-04-02 09:00', '2026-04-04 09:00'], 'every 2 days from the last post (the 29th)');
    const period = await getScheduledPeriod(deps, { accountId });
    assert.equal(period?.coveredUntil, '2026-04-05');
    assert.equal(await rollPeriods(deps, { workerId: 'door-test' }), 0, 'that week is rolled once');

    assert.deepEqual(await refusal(updateScheduledPeriod(deps, { accountId, id: period.id, isActive: 'no' } as never)), [
      400,
      'campaigns.periodActiveInvalid',
      'isActive',
      null,
    ]);
    const other = await clinic();
    assert.deepEqual(await refusal(updateScheduledPeriod(deps, { accountId: other.accountId, id: period.id, isActive: false })), [
      404,
      'campaigns.periodNotFound',
      null,
      null,
    ]);
    assert.equal((await updateScheduledPeriod(deps, { accountId, id: period.id, isActive: false })).isActive, false);
    clock.set('2026-03-30T10:00:00Z');
    assert.equal(await rollPeriods(deps, { workerId: 'door-test' }), 0, 'a stopped period does not roll');

    // Started again three weeks later (issue 24): from the current week (its days still ahead), not the weeks missed.
    clock.set('2026-04-22T10:00:00Z'); // Wednesday, 13:00 in Athens
    const resumed = await updateScheduledPeriod(deps, { accountId, id: period.id, isActive: true });
    assert.deepEqual([resumed.isActive, local(resumed.nextScheduledDate!)], [true, '2026-04-20 00:00']);
    assert.equal(await rollPeriods(deps, { workerId: 'door-test' }), 1);
    const after = (await listBulkPosts(deps, { accountId })).bulkPosts.map((p) => local(p.scheduledDate)).filter((d) => d >= '2026-04-05');
    assert.deepEqual(after, ['2026-04-24 09:00', '2026-04-26 09:00'], 'the rhythm goes on; nothing in the past');
    assert.equal((await getScheduledPeriod(deps, { accountId }))?.coveredUntil, '2026-04-26');
  });

  it('refuses without the setup or products, and while another generation runs', async () => {
    clock.set('2026-03-20T10:00:00Z');
    const bare = await clinic({ info: false });
    assert.deepEqual(await refusal(generatePeriodPosts(deps, { accountId: bare.accountId })), [400, 'campaigns.setupFirstDetails', null, null]);
    const empty = await clinic({ products: 0 });
    assert.deepEqual(await refusal(generatePeriodPosts(deps, { accountId: empty.accountId })), [400, 'campaigns.noProducts', null, null]);
    const busy = await clinic();
    await db('periodGenerations').insert({ accountId: busy.accountId, status: 'running', startedAt: clock.now(), heartbeatAt: clock.now() });
    assert.deepEqual(await refusal(generatePeriodPosts(deps, { accountId: busy.accountId })), [409, 'campaigns.alreadyRunning', null, null]);
  });
});
