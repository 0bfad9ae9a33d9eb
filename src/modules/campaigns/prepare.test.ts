import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { JobHelpers } from 'graphile-worker';
import { startTestApp } from '../../http/testing.js';
import { taskList } from '../../worker/index.js';
import { addSimulatorFault, clearSimulatorFaults, fillPermalinks, listSimulatorFaults } from '../publishing/index.js';
import { readyAccount, shiftClock } from './testing.js';

/**
 * Preparing a post ahead of its instant (issue 19): the prepare_post job makes the image and the
 * Instagram container minutes before; whatever happens to the post after that, the old container
 * is never published, and a failed preparation never costs the post its publication.
 */
const clock = shiftClock();
const app = await startTestApp({ clock, env: { FACEBOOK_SIMULATOR_DELAY_MS: '0', FACEBOOK_TIMEOUT_SECONDS: '3' } });
const { request, db, deps } = app;
const tasks = taskList(deps);
const run = (task: string, payload: unknown) =>
  (tasks[task] as (p: unknown, h: JobHelpers) => Promise<void>)(payload, { job: { attempts: 1, max_attempts: 3 } } as unknown as JobHelpers);

type Account = Awaited<ReturnType<typeof readyAccount>>;

/** A post scheduled through the API `inMs` after the test clock's now (within the preparation's 10 minutes by default). */
async function scheduledPost(account: Account, content: string, inMs = 5 * 60_000) {
  const created = await request('/api/bulk-posts', {
    token: account.token,
    body: { productId: account.accountProducts[0].id, content, scheduledDate: new Date(clock.now().getTime() + inMs).toISOString() },
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const id = created.body.bulkPost.id as number;
  const scheduled = await request(`/api/bulk-posts/${id}`, { token: account.token, method: 'PUT', body: { isScheduled: true } });
  assert.equal(scheduled.status, 200, JSON.stringify(scheduled.body));
  return id;
}

const jobKeys = async (id: number): Promise<string[]> =>
  (await db.raw(`select key from graphile_worker.jobs where key in (?, ?) order by key`, [`prepare:${id}`, `publish:${id}`])).rows.map(
    (r: { key: string }) => r.key,
  );
const ledger = (id: number) => db('publishedPosts').where({ bulkPostId: id }).orderBy('platform');
const container = async (id: number) => (await ledger(id)).find((r: { platform: string }) => r.platform === 'instagram');
/** What the simulated platform shows: the truth about what went out. */
const onPlatform = (caption: string) =>
  db('simulatorObjects').whereIn('type', ['page_post', 'ig_media']).whereNull('deletedAt').whereRaw(`data->>'caption' = ?`, [caption]);
const simulated = async (containerId: string) => (await db('simulatorObjects').where({ id: containerId }).first()).data;

/** The instant arrives: the post is due now (the test clock stays; the post's time is moved). */
async function dueNow(id: number) {
  await db('bulkGeneratedPosts')
    .where({ id })
    .update({ scheduledDate: new Date(clock.now().getTime() - 1000) });
}

describe('prepare_post: the image and the Instagram container before the instant', () => {
  it('is queued with the post; prepares without publishing; the instant publishes the prepared container', async () => {
    const account = await readyAccount(app);
    const id = await scheduledPost(account, 'Prepared ahead, published on time.');
    assert.deepEqual(await jobKeys(id), [`prepare:${id}`, `publish:${id}`], 'scheduling queues the preparation beside the publication');
    await run('prepare_post', { postId: id });

    const prepared = await container(id);
    assert.equal(prepared.status, 'container');
    assert.ok(prepared.containerId && prepared.containerMadeAt && prepared.mediaPath, 'container and image made, and when');
    assert.equal(prepared.attemptStartedAt, null, 'no publishing attempt yet');
    assert.equal((await onPlatform('Prepared ahead, published on time.')).length, 0, 'nothing published early');
    const shown = await request(`/api/bulk-posts?tab=future`, { token: account.token });
    const post = shown.body.bulkPosts.find((p: { id: number }) => p.id === id);
    assert.deepEqual(post.publications, [], 'a prepared post shows no publication yet');

    await dueNow(id);
    await run('publish_post', { postId: id });
    assert.equal((await db('bulkGeneratedPosts').where({ id }).first()).postStatus, 'published');
    const out = await onPlatform('Prepared ahead, published on time.');
    assert.equal(out.length, 2);
    const media = out.find((o: { type: string }) => o.type === 'ig_media');
    assert.equal(media.data.containerId, prepared.containerId, 'the container made ahead is the one published');
  });

  it('a post edited after its container was made publishes the new text, never the old container', async () => {
    const account = await readyAccount(app);
    const id = await scheduledPost(account, 'The old text, prepared.');
    await run('prepare_post', { postId: id });
    const old = await container(id);

    const edited = await request(`/api/bulk-posts/${id}`, { token: account.token, method: 'PUT', body: { content: 'The new text, written later.' } });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.deepEqual(await jobKeys(id), [`prepare:${id}`, `publish:${id}`], 'the edit queues a new preparation');
    // The instant comes before the new preparation ran: the publication itself finds the old container stale.
    await dueNow(id);
    await run('publish_post', { postId: id });

    assert.equal((await db('bulkGeneratedPosts').where({ id }).first()).postStatus, 'published');
    assert.equal((await onPlatform('The new text, written later.')).length, 2);
    assert.equal((await onPlatform('The old text, prepared.')).length, 0);
    assert.notEqual((await simulated(old.containerId)).statusCode, 'PUBLISHED', 'the old container was never published');
    const rows = await ledger(id);
    assert.ok(
      rows.every((r: { content: string }) => r.content === 'The new text, written later.'),
      'the ledger keeps what went out',
    );
    // The preparation queued by the edit, running late, changes nothing.
    await run('prepare_post', { postId: id });
    assert.equal((await onPlatform('The new text, written later.')).length, 2);
  });

  it('an edit prepared again before the instant replaces the container ahead of time', async () => {
    const account = await readyAccount(app);
    const id = await scheduledPost(account, 'First words.');
    await run('prepare_post', { postId: id });
    const old = await container(id);
    await request(`/api/bulk-posts/${id}`, { token: account.token, method: 'PUT', body: { content: 'Second words.' } });
    await run('prepare_post', { postId: id });
    const renewed = await container(id);
    assert.notEqual(renewed.containerId, old.containerId);
    assert.equal((await simulated(renewed.containerId)).caption, 'Second words.');
    await dueNow(id);
    await run('publish_post', { postId: id });
    const media = (await onPlatform('Second words.')).find((o: { type: string }) => o.type === 'ig_media');
    assert.equal(media.data.containerId, renewed.containerId);
    assert.equal((await onPlatform('First words.')).length, 0);
  });

  it('a post unscheduled, or deleted, after its container was made publishes nothing', async () => {
    const account = await readyAccount(app);
    const other = await readyAccount(app);
    const unscheduled = await scheduledPost(account, 'Unscheduled after preparing.');
    const deleted = await scheduledPost(other, 'Deleted after preparing.');
    await run('prepare_post', { postId: unscheduled });
    await run('prepare_post', { postId: deleted });
    const kept = await container(unscheduled);

    const off = await request(`/api/bulk-posts/${unscheduled}`, { token: account.token, method: 'PUT', body: { isScheduled: false } });
    assert.equal(off.status, 200);
    assert.deepEqual(await jobKeys(unscheduled), [], 'both jobs removed');
    const gone = await request(`/api/bulk-posts/${deleted}`, { token: other.token, method: 'DELETE' });
    assert.equal(gone.status, 200, JSON.stringify(gone.body));
    assert.deepEqual(await jobKeys(deleted), []);

    // A job already taken by a worker when the post changed still runs: it finds nothing to do.
    await dueNow(unscheduled);
    for (const postId of [unscheduled, deleted]) {
      await run('publish_post', { postId });
      await run('prepare_post', { postId });
    }
    assert.equal((await onPlatform('Unscheduled after preparing.')).length, 0);
    assert.equal((await onPlatform('Deleted after preparing.')).length, 0);
    assert.notEqual((await simulated(kept.containerId)).statusCode, 'PUBLISHED', 'the container was never published');
  });

  it('a post rescheduled past its container’s life gets a new container; the expired one is never used', async () => {
    const account = await readyAccount(app);
    const id = await scheduledPost(account, 'Rescheduled to tomorrow.');
    await run('prepare_post', { postId: id });
    const old = await container(id);

    const later = new Date(clock.now().getTime() + 25 * 3600_000);
    const moved = await request(`/api/bulk-posts/${id}`, { token: account.token, method: 'PUT', body: { scheduledDate: later.toISOString() } });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    // The old instant's jobs, if a worker still runs them, find the post moved later.
    await run('prepare_post', { postId: id });
    await run('publish_post', { postId: id });
    assert.equal((await container(id)).containerId, old.containerId, 'nothing made again a day early');
    assert.equal((await onPlatform('Rescheduled to tomorrow.')).length, 0);

    // A day later (Meta expired the container after 24 hours), the instant comes.
    clock.offset += 25 * 3600_000;
    try {
      await dueNow(id);
      await run('publish_post', { postId: id });
    } finally {
      clock.offset -= 25 * 3600_000;
    }
    const post = await db('bulkGeneratedPosts').where({ id }).first();
    assert.equal(post.postStatus, 'published', post.lastPublishError);
    const media = (await onPlatform('Rescheduled to tomorrow.')).find((o: { type: string }) => o.type === 'ig_media');
    assert.ok(media, 'published on Instagram');
    assert.notEqual(media.data.containerId, old.containerId, 'with a new container');
    assert.notEqual((await simulated(old.containerId)).statusCode, 'PUBLISHED', 'the expired container was never published');
  });

  it('a preparation that failed still lets the post go out on time', async () => {
    const account = await readyAccount(app);
    const id = await scheduledPost(account, 'Preparation failed, published anyway.');
    await addSimulatorFault(deps, { kind: 'transient', operation: 'media', times: 1 });
    await run('prepare_post', { postId: id });
    const row = await container(id);
    assert.equal(row.containerId, null, 'no container: its creation failed');
    assert.equal(row.status, 'pending', 'and nothing is marked failed');

    await dueNow(id);
    await run('publish_post', { postId: id });
    assert.equal((await db('bulkGeneratedPosts').where({ id }).first()).postStatus, 'published');
    assert.equal((await onPlatform('Preparation failed, published anyway.')).length, 2);
  });

  it('a preparation that failed for good is reported at the instant, failed with its reason', async () => {
    const account = await readyAccount(app);
    const id = await scheduledPost(account, 'Token gone before the instant.');
    await addSimulatorFault(deps, { kind: 'token_expired', operation: 'any', times: 2 });
    await run('prepare_post', { postId: id });
    assert.ok(
      (await ledger(id)).every((r: { status: string }) => r.status === 'pending'),
      'the preparation fails nothing itself',
    );

    await dueNow(id);
    await addSimulatorFault(deps, { kind: 'token_expired', operation: 'any', times: 2 });
    await run('publish_post', { postId: id });
    const post = await db('bulkGeneratedPosts').where({ id }).first();
    assert.equal(post.postStatus, 'failed');
    assert.match(post.lastPublishError, /Reconnect Facebook/);
    assert.equal((await onPlatform('Token gone before the instant.')).length, 0);
  });

  it('at the instant only the publishing calls are made; the links are asked for once the rush is over', async () => {
    const account = await readyAccount(app);
    const id = await scheduledPost(account, 'Only the publishing calls at the instant.');
    await run('prepare_post', { postId: id });
    assert.ok((await container(id)).containerFinishedAt, 'the preparation waited for the container to be FINISHED');

    // A request for the container's status or for a post's link at the instant would use these up.
    await clearSimulatorFaults(deps);
    await addSimulatorFault(deps, { kind: 'transient', operation: 'container_status', times: 1 });
    await addSimulatorFault(deps, { kind: 'transient', operation: 'object', times: 1 });
    await dueNow(id);
    await run('publish_post', { postId: id });
    assert.equal((await db('bulkGeneratedPosts').where({ id }).first()).postStatus, 'published');
    assert.deepEqual(
      (await listSimulatorFaults(deps)).map((f) => `${f.operation} ${f.remaining}`),
      ['container_status 1', 'object 1'],
      'neither the status nor a link was asked for',
    );
    assert.ok(
      (await ledger(id)).every((r: { status: string; postId: string; permalink: string | null }) => r.status === 'published' && r.postId && !r.permalink),
    );

    // fill_permalinks: not during the rush (15 s); then one account slowed down waits for the next run.
    // (The other tests' posts, published without links too, are set aside.)
    await db('publishedPosts').whereNull('permalink').whereNot({ bulkPostId: id }).update({ permalink: 'https://example.com/set-aside' });
    await clearSimulatorFaults(deps);
    await fillPermalinks(deps);
    assert.ok(
      (await ledger(id)).every((r: { permalink: string | null }) => !r.permalink),
      'not asked while the instant is recent',
    );
    clock.offset += 20_000;
    await addSimulatorFault(deps, { kind: 'rate_limit', operation: 'object', times: 1 });
    await fillPermalinks(deps);
    assert.ok(
      (await ledger(id)).every((r: { permalink: string | null }) => !r.permalink),
      'rate limited: the account waits',
    );
    await fillPermalinks(deps);
    const links = (await ledger(id)).map((r: { permalink: string | null }) => r.permalink);
    assert.ok(
      links.every((l: string | null) => l?.includes('/simulator#')),
      `both links filled: ${links.join(', ')}`,
    );
    clock.offset -= 20_000;
  });
});
