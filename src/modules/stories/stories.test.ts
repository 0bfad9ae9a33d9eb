import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isAppError } from '../../lib/errors.js';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import { createAccount } from '../accounts/index.js';
import { getStory, listStories, makeQueuedStory, postQueuedStory, queueStory, retryStory } from './index.js';
import { photoLikeJpeg, queueStoryRow } from './testing.js';

const { db } = await useTestDatabase();
const deps = testDeps(db);
const image = await photoLikeJpeg(320, 180);

/** What a call was refused with: status, key, values and field (fails when it was not refused with an AppError). */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => assert.fail('accepted'),
    (error: unknown) => (isAppError(error) ? [error.status, error.messageKey, error.params ?? null, error.field ?? null] : assert.fail(String(error))),
  );

test('queueStory checks its input at the door and names its refusals by key, before anything is kept', async () => {
  const { id: accountId } = await createAccount(deps, { businessName: 'Story Door Clinic' });
  const queue = (input: Record<string, unknown>) => refusal(queueStory(deps, { accountId, text: 'Winter glow', image, ...input }));
  assert.deepEqual(await queue({ text: undefined }), [400, 'stories.textRequired', null, 'text']);
  assert.deepEqual(await queue({ text: ' \n ' }), [400, 'stories.textRequired', null, 'text']);
  assert.deepEqual(await queue({ text: 42 }), [400, 'stories.textRequired', null, 'text']);
  // 1000 characters as the screen counts them (an emoji is one), trimmed first.
  assert.deepEqual(await queue({ text: '😀'.repeat(1001) }), [400, 'stories.textTooLong', null, 'text']);
  assert.deepEqual(await queue({ text: 'Bell\u0007' }), [400, 'stories.badCharacters', null, 'text']);
  assert.deepEqual(await queue({ image: undefined }), [400, 'stories.imageRequired', null, 'image']);
  assert.deepEqual(await queue({ image: Buffer.alloc(0) }), [400, 'stories.imageRequired', null, 'image']);
  assert.deepEqual(await queue({ image: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }), [400, 'stories.svgRefused', null, 'image']);
  assert.deepEqual(await queue({ image: Buffer.from('plain words') }), [400, 'http.notAnImage', null, 'image']);
  assert.deepEqual(await queue({ accountId: 0 }), [400, 'accounts.accountRequired', null, 'accountId']);
  // Good input, but the account has no Instagram account selected: the spec's 400.
  assert.deepEqual(await queue({ text: `  ${'😀'.repeat(1000)}  ` }), [400, 'stories.noInstagram', null, null]);
  assert.equal((await db('stories').where({ accountId })).length, 0);
});

test("getStory, listStories and retryStory: one account's stories only, refusals by key", async () => {
  const { id: accountId } = await createAccount(deps, { businessName: 'Story Reader Clinic' });
  const { id: otherId } = await createAccount(deps, { businessName: 'Other Clinic' });
  const storyId = await queueStoryRow({ db, storage: deps.storage, accountId, text: 'Kept', image });

  const story = await getStory(deps, { accountId, storyId });
  assert.deepEqual([story.id, story.status, story.text, story.queuePosition], [storyId, 'queued', 'Kept', 0]);
  assert.deepEqual(
    (await listStories(deps, { accountId })).map((s) => s.id),
    [storyId],
  );
  assert.deepEqual(await listStories(deps, { accountId: otherId }), []);
  assert.deepEqual(await refusal(listStories(deps, { accountId, limit: 0 })), [400, 'http.valueInvalid', null, 'limit']);

  assert.deepEqual(await refusal(getStory(deps, { accountId: otherId, storyId })), [404, 'stories.notFound', null, null]);
  assert.deepEqual(await refusal(retryStory(deps, { accountId: otherId, storyId })), [404, 'stories.notFound', null, null]);
  assert.deepEqual(await refusal(getStory(deps, { accountId, storyId: 'one' } as never)), [400, 'stories.notFound', null, 'storyId']);

  // A failed story without a video cannot be posted again.
  await db('stories').where({ id: storyId }).update({ status: 'failed' });
  assert.deepEqual(await refusal(retryStory(deps, { accountId, storyId })), [400, 'stories.noVideo', null, null]);
});

test("the worker's use cases: a story whose image or video is gone fails with the reason the screen shows", async () => {
  const { id: accountId } = await createAccount(deps, { businessName: 'Story Worker Clinic' });
  const lost = await queueStoryRow({ db, storage: deps.storage, accountId, text: 'Lost', image });
  const { imagePath } = await db('stories').where({ id: lost }).first();
  await deps.storage.remove(imagePath);
  assert.equal(await makeQueuedStory(deps, { storyId: lost, lastAttempt: false }), 'failed');
  assert.equal((await getStory(deps, { accountId, storyId: lost })).error, 'The story image is no longer available: make the story again.');
  // Run again (graphile retrying): the story is past rendering, nothing happens.
  assert.equal(await makeQueuedStory(deps, { storyId: lost, lastAttempt: false }), 'skipped');

  const noVideo = await queueStoryRow({ db, storage: deps.storage, accountId, text: 'No video', image });
  await db('stories').where({ id: noVideo }).update({ status: 'posting' });
  assert.equal(await postQueuedStory(deps, { storyId: noVideo }), 'failed');
  assert.equal((await getStory(deps, { accountId, storyId: noVideo })).error, 'This story has no video to post: make it again.');
  assert.equal(await postQueuedStory(deps, { storyId: noVideo }), 'skipped');

  assert.deepEqual(await refusal(makeQueuedStory(deps, { storyId: 0, lastAttempt: true })), [400, 'stories.notFound', null, 'storyId']);
  assert.deepEqual(await refusal(makeQueuedStory(deps, { storyId: lost } as never)), [400, 'http.valueInvalid', null, 'lastAttempt']);
  assert.deepEqual(await refusal(postQueuedStory(deps, {} as never)), [400, 'stories.notFound', null, 'storyId']);
});
