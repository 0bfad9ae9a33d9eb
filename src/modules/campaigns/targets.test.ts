import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp } from '../../http/testing.js';
import { isAppError } from '../../lib/errors.js';
import { saveSelectedPages } from '../publishing/index.js';
import { DateTime } from 'luxon';
import {
  approvePost,
  createBulkPost,
  getBulkPost,
  listCalendarPosts,
  publishNow,
  runPrepareJob,
  runPublishJob,
  submitPost,
  sweepDuePosts,
  updateBulkPost,
} from './index.js';
import { readyAccount } from './testing.js';

/**
 * Targets per post (issue 20) at campaigns' door: which of the selected Pages and Instagram accounts
 * a post goes to, the publishing job honouring it against the Graph simulator (the ledger: once per
 * target, never twice), the rules for targets unselected later, after approval and after publishing.
 * The simulator's Demo Clinic has two Pages: Athens (with @democlinic.athens) and Thessaloniki.
 */
const app = await startTestApp({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '0', FACEBOOK_TIMEOUT_SECONDS: '3' } });
const { db, deps } = app;

const refusal = (call: Promise<unknown>) =>
  call.then(
    (answer) => assert.fail(`accepted: ${JSON.stringify(answer).slice(0, 200)}`),
    (error: unknown) => (isAppError(error) ? [error.status, error.messageKey] : assert.fail(String(error))),
  );

/** What the simulated platform shows: the truth about what went out, as [platform page or account, caption]. */
async function outThere(caption: string): Promise<string[]> {
  const rows: { type: string; ownerId: string }[] = await db('simulatorObjects')
    .whereIn('type', ['page_post', 'ig_media'])
    .whereNull('deletedAt')
    .whereRaw(`data->>'caption' = ?`, [caption]);
  return rows.map((r) => `${r.type === 'ig_media' ? 'instagram' : 'facebook'}:${r.ownerId}`).sort();
}

/** The clinic with both Pages connected; Athens (Facebook and Instagram) selected, and Thessaloniki's Page too unless `thessaloniki` is false. */
async function clinic(options: { thessaloniki?: boolean } = {}) {
  const account = await readyAccount(app);
  const { accountId } = account;
  const athens = account.pages!.page;
  const thessaloniki: string = (await db('facebookPages').where({ accountId }).whereNot({ pageId: athens }).first()).pageId;
  const keys = { athens: `facebook:${athens}`, ig: `instagram:${athens}:${account.pages!.instagram}`, thessaloniki: `facebook:${thessaloniki}` };
  const select = (...which: ('athens' | 'ig' | 'thessaloniki')[]) =>
    saveSelectedPages(deps, {
      accountId,
      pages: which.map((w) =>
        w === 'ig'
          ? { platform: 'instagram' as const, pageId: athens, instagramId: account.pages!.instagram }
          : { platform: 'facebook' as const, pageId: w === 'athens' ? athens : thessaloniki },
      ),
    });
  if (options.thessaloniki !== false) await select('athens', 'ig', 'thessaloniki');
  let day = 1;
  /** A draft `day` days ahead (one post per day). */
  const post = (content: string) =>
    createBulkPost(deps, {
      accountId,
      actorRole: 'business_admin',
      productId: account.accountProducts[0].id,
      content,
      scheduledDate: new Date(Date.now() + day++ * 86400_000).toISOString(),
    });
  const as = { accountId, actorRole: 'business_admin' as const };
  return { account, accountId, as, keys, select, post, owners: { athens, thessaloniki, ig: account.pages!.instagram } };
}

let due = 0;
/** Scheduled, then its instant arrives (the row's time moved, as the worker tests do; a day earlier each time: one post per day). */
async function scheduledAndDue(as: { accountId: number; actorRole: 'business_admin' }, id: number) {
  await updateBulkPost(deps, { ...as, id, isScheduled: true });
  await db('bulkGeneratedPosts')
    .where({ id })
    .update({ scheduledDate: new Date(Date.now() - 1000 - due++ * 86400_000) });
}

describe('targets per post', () => {
  it('a post with no choice follows the selection (Pages selected later too); a chosen one goes only there, once', async () => {
    const c = await clinic({ thessaloniki: false });
    const all = await c.post('To every selected Page.');
    const athensOnly = await c.post('Only for Athens.');
    assert.equal(all.targets, null, 'no choice: all of them');
    const chosen = await updateBulkPost(deps, { ...c.as, id: athensOnly.id, targets: [c.keys.athens] });
    assert.deepEqual(chosen.targets, [{ key: c.keys.athens, platform: 'facebook', name: 'Demo Clinic Athens' }]);
    await c.select('athens', 'ig', 'thessaloniki'); // Thessaloniki selected after both posts were written

    for (const post of [all, athensOnly]) await scheduledAndDue(c.as, post.id);
    assert.equal((await runPublishJob(deps, { postId: all.id })).outcome, 'published');
    assert.equal((await runPublishJob(deps, { postId: athensOnly.id })).outcome, 'published');
    assert.deepEqual(
      await outThere('To every selected Page.'),
      [`facebook:${c.owners.athens}`, `facebook:${c.owners.thessaloniki}`, `instagram:${c.owners.ig}`].sort(),
    );
    assert.deepEqual(await outThere('Only for Athens.'), [`facebook:${c.owners.athens}`], 'Thessaloniki and Instagram get nothing');
    assert.deepEqual(
      (await getBulkPost(deps, { ...c.as, id: athensOnly.id })).publications.map((p) => p.platform),
      ['facebook'],
    );

    // Run again (a retry, a second worker): the ledger publishes nothing twice.
    await runPublishJob(deps, { postId: athensOnly.id });
    await publishNow(deps, { ...c.as, id: all.id }).catch(() => undefined);
    assert.equal((await outThere('To every selected Page.')).length, 3);
    assert.equal((await outThere('Only for Athens.')).length, 1);
    // Published: where it goes can no longer change.
    assert.deepEqual(await refusal(updateBulkPost(deps, { ...c.as, id: athensOnly.id, targets: null })), [409, 'campaigns.targetsAfterPublishing']);
  });

  it('refuses an empty choice and one not selected; null goes back to all of them', async () => {
    const c = await clinic({ thessaloniki: false });
    const post = await c.post('Choices.');
    assert.deepEqual(await refusal(updateBulkPost(deps, { ...c.as, id: post.id, targets: [] })), [400, 'campaigns.targetsEmpty']);
    assert.deepEqual(await refusal(updateBulkPost(deps, { ...c.as, id: post.id, targets: [c.keys.thessaloniki] })), [400, 'campaigns.targetNotSelected']);
    assert.deepEqual(await refusal(updateBulkPost(deps, { ...c.as, id: post.id, targets: ['twitter:1'] })), [400, 'campaigns.targetsInvalid']);
    // Through the API, in words (the route passes the body to the door).
    const put = (body: unknown) => app.request(`/api/bulk-posts/${post.id}`, { token: c.account.token, method: 'PUT', body });
    const refused = await put({ targets: 'facebook' });
    assert.deepEqual(
      [refused.status, refused.body.message],
      [400, 'Targets must be a list of selected Pages and Instagram accounts, or null for all of them.'],
    );
    const chosen = await put({ targets: [c.keys.athens] });
    assert.deepEqual(chosen.body.bulkPost.targets, [{ key: c.keys.athens, platform: 'facebook', name: 'Demo Clinic Athens' }]);
    const two = await updateBulkPost(deps, { ...c.as, id: post.id, targets: [c.keys.ig, c.keys.athens, c.keys.ig] });
    assert.deepEqual(
      two.targets?.map((t) => [t.key, t.name]),
      [
        [c.keys.ig, '@democlinic.athens'],
        [c.keys.athens, 'Demo Clinic Athens'],
      ],
    );
    // The calendar shows where it goes: the chosen targets' platforms.
    await updateBulkPost(deps, { ...c.as, id: post.id, targets: [c.keys.athens] });
    const day = DateTime.fromJSDate(new Date(post.scheduledDate)).setZone('Europe/Athens').toISODate()!;
    const platforms = async () => (await listCalendarPosts(deps, { ...c.as, from: day, to: day })).posts.find((p) => p.id === post.id)?.platforms;
    assert.deepEqual(await platforms(), ['facebook']);
    assert.equal((await updateBulkPost(deps, { ...c.as, id: post.id, targets: null })).targets, null);
    assert.deepEqual(await platforms(), ['facebook', 'instagram']);
  });

  it('skips a chosen target unselected later (the card says so); with all of them unselected the post waits, as with nothing selected', async () => {
    const c = await clinic();
    const some = await c.post('Athens and Thessaloniki.');
    const thessOnly = await c.post('Thessaloniki only.');
    await updateBulkPost(deps, { ...c.as, id: some.id, targets: [c.keys.athens, c.keys.thessaloniki] });
    await updateBulkPost(deps, { ...c.as, id: thessOnly.id, targets: [c.keys.thessaloniki] });
    await c.select('athens', 'ig'); // the clinic unselects Thessaloniki

    assert.deepEqual((await getBulkPost(deps, { ...c.as, id: some.id })).skippedTargets, [c.keys.thessaloniki]);
    assert.deepEqual(await refusal(updateBulkPost(deps, { ...c.as, id: thessOnly.id, isScheduled: true })), [400, 'campaigns.targetsUnselected']);
    assert.deepEqual(await refusal(publishNow(deps, { ...c.as, id: thessOnly.id })), [400, 'campaigns.targetsUnselected']);
    assert.equal((await getBulkPost(deps, { ...c.as, id: thessOnly.id })).postStatus, 'draft', 'a refused Publish now changes nothing');

    await scheduledAndDue(c.as, some.id);
    assert.equal((await runPublishJob(deps, { postId: some.id })).outcome, 'published', 'a skipped target is no failure');
    assert.deepEqual(await outThere('Athens and Thessaloniki.'), [`facebook:${c.owners.athens}`]);

    // Scheduled while Thessaloniki was selected, due after it was unselected: it waits.
    await c.select('athens', 'ig', 'thessaloniki');
    await scheduledAndDue(c.as, thessOnly.id);
    await c.select('athens', 'ig');
    assert.deepEqual(await runPublishJob(deps, { postId: thessOnly.id }), { outcome: 'waiting', reason: 'targets_unselected' });
    const waiting = await getBulkPost(deps, { ...c.as, id: thessOnly.id });
    assert.equal(waiting.postStatus, 'scheduled');
    assert.ok(waiting.waitingForPagesSince, 'waits like a post with nothing selected');
    await db.raw(`select graphile_worker.remove_job(?)`, [`publish:${thessOnly.id}`]);
    const graceMs = 3600_000;
    assert.ok((await sweepDuePosts(deps, { graceMs, dryRun: true })).waiting.includes(thessOnly.id), 'the account has a selection, the post none of its own');
    await c.select('athens', 'ig', 'thessaloniki');
    assert.ok((await sweepDuePosts(deps, { graceMs })).requeued.includes(thessOnly.id), 'released once Thessaloniki is selected again');
    assert.equal((await runPublishJob(deps, { postId: thessOnly.id })).outcome, 'published');
    assert.deepEqual(await outThere('Thessaloniki only.'), [`facebook:${c.owners.thessaloniki}`]);
  });

  it('a target change after approval returns the post to draft; one that leaves its targets as they were keeps the approval', async () => {
    const c = await clinic();
    await db('accounts').where({ id: c.accountId }).update({ requireApproval: true });
    const [{ id: reviewer }] = await db('adminUsers')
      .insert({ accountId: c.accountId, email: `reviewer${c.accountId}@targets.example.com`, password: 'x', role: 'reviewer' })
      .returning('id');
    const post = await c.post('Approved for every Page.');
    await submitPost(deps, { ...c.as, id: post.id });
    await approvePost(deps, { accountId: c.accountId, id: post.id, actorRole: 'reviewer', actorUserId: reviewer });
    await updateBulkPost(deps, { ...c.as, id: post.id, isScheduled: true });

    // The same three, chosen one by one: what was approved is what goes out.
    const same = await updateBulkPost(deps, { ...c.as, id: post.id, targets: [c.keys.thessaloniki, c.keys.athens, c.keys.ig] });
    assert.equal(same.postStatus, 'scheduled');
    assert.ok(same.approval);
    const fewer = await updateBulkPost(deps, { ...c.as, id: post.id, targets: [c.keys.athens] });
    assert.equal(fewer.postStatus, 'draft');
    assert.equal(fewer.approval, null);
    assert.equal(
      (await db.raw(`select count(*)::int as n from graphile_worker.jobs where key = ?`, [`publish:${post.id}`])).rows[0].n,
      0,
      'out of the schedule',
    );
  });

  it('a target dropped after the preparation: its prepared container is never published, nor shown as a publication', async () => {
    const c = await clinic({ thessaloniki: false });
    const post = await c.post('Prepared for Instagram, then Facebook only.');
    await updateBulkPost(deps, { ...c.as, id: post.id, isScheduled: true });
    await db('bulkGeneratedPosts')
      .where({ id: post.id })
      .update({ scheduledDate: new Date(Date.now() + 5 * 60_000) });
    assert.equal((await runPrepareJob(deps, { postId: post.id })).outcome, 'prepared');
    await updateBulkPost(deps, { ...c.as, id: post.id, targets: [c.keys.athens] });
    await db('bulkGeneratedPosts')
      .where({ id: post.id })
      .update({ scheduledDate: new Date(Date.now() - 1000) });
    assert.equal((await runPublishJob(deps, { postId: post.id })).outcome, 'published');
    assert.deepEqual(await outThere('Prepared for Instagram, then Facebook only.'), [`facebook:${c.owners.athens}`]);
    const shown = await getBulkPost(deps, { ...c.as, id: post.id });
    assert.deepEqual(
      shown.publications.map((p) => [p.platform, p.status]),
      [['facebook', 'published']],
    );
  });
});
