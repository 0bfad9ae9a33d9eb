import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { JobHelpers } from 'graphile-worker';
import { startTestApp } from '../testing.js';
import { readyAccount } from '../../modules/campaigns/testing.js';
import { photoLikeJpeg, probeVideo } from '../../modules/stories/testing.js';
import { taskList, type TaskOptions } from '../../worker/index.js';
import { renderStory, type StoryVideo } from '../../modules/stories/index.js';

const app = await startTestApp({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '0', FACEBOOK_TIMEOUT_SECONDS: '5', STORY_QUEUE_PER_ACCOUNT: '3' } });
const { request, db } = app;
const image = await photoLikeJpeg(1600, 900);

function storyForm(text: string | undefined, file: Buffer | string | null = image, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  if (text !== undefined) form.set('text', text);
  if (file !== null) form.set('image', new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type }), name);
  return form;
}
const onInstagram = (igId: string) => db('simulatorObjects').where({ type: 'ig_media', ownerId: igId }).whereRaw(`data->>'productType' = 'STORY'`);
const renderJob = async (storyId: number) =>
  (await db.raw(`select queue_name, task_identifier, priority, max_attempts, attempts from graphile_worker.jobs where key = ?`, [`story-render:${storyId}`]))
    .rows[0];
const postJob = async (storyId: number) => (await db.raw(`select task_identifier from graphile_worker.jobs where key = ?`, [`story-post:${storyId}`])).rows[0];
/**
 * The renderer, real once: the first story is made by ffmpeg (its video checked against Instagram's
 * rules below), the others get that video again. What these tests check is the queue, the retries
 * and the posting around the render; each real render cost 5-20 s of CPU in `npm test`, and the
 * renderer has its own tests (modules/stories) and the browser journey.
 */
let madeOnce: Promise<StoryVideo> | undefined;
const renderOnce: NonNullable<TaskOptions['render']> = (options) => (madeOnce ??= renderStory(options));
/** Runs a job's task function as the worker would, at attempt `attempts` of `max`. */
const runTask = (task: 'render_story' | 'post_story', storyId: number, options: TaskOptions & { attempts?: number; max?: number } = {}) =>
  (taskList(app.deps, { render: renderOnce, ...options })[task] as (payload: unknown, helpers: JobHelpers) => Promise<void>)({ storyId }, {
    job: { attempts: options.attempts ?? 1, max_attempts: options.max ?? 4 },
  } as unknown as JobHelpers);
/** What the worker does with a queued story: make it, then post it. The jobs are removed as graphile would once they succeed. */
async function workerMakesAndPosts(storyId: number) {
  await runTask('render_story', storyId);
  await db.raw(`select graphile_worker.remove_job(?)`, [`story-render:${storyId}`]);
  await runTask('post_story', storyId);
  await db.raw(`select graphile_worker.remove_job(?)`, [`story-post:${storyId}`]);
}
const clearQueue = (accountId: number) => db('stories').where({ accountId }).whereIn('status', ['queued', 'rendering']).update({ status: 'failed' });

describe('POST /api/instagram-story', () => {
  it('validates with the spec messages', async () => {
    const account = await readyAccount(app, { connect: false });
    assert.equal((await request('/api/instagram-story', { body: storyForm('Hi') })).status, 401);
    const cases: [FormData, string][] = [
      [storyForm(undefined), 'Text is required'],
      [storyForm('   '), 'Text is required'],
      [storyForm('α'.repeat(1001)), 'Text must be 1000 characters or less'],
      [storyForm('Hello', null), 'Image is required'],
    ];
    for (const [form, message] of cases) {
      const res = await request('/api/instagram-story', { token: account.token, body: form });
      assert.deepEqual([res.status, res.body.message], [400, message]);
    }
    const noInstagram = await request('/api/instagram-story', { token: account.token, body: storyForm('Hello') });
    assert.equal(noInstagram.status, 400);
    assert.match(noInstagram.body.message, /No Instagram account is selected/);
    assert.equal(
      await db('stories')
        .where({ accountId: account.accountId })
        .count('* as n')
        .first()
        .then((r) => Number(r!.n)),
      0,
    );
  });

  it('refuses a file that is not an image', async () => {
    const account = await readyAccount(app);
    const res = await request('/api/instagram-story', { token: account.token, body: storyForm('Hello', 'not an image at all', 'notes.jpg') });
    assert.deepEqual([res.status, res.body.message, res.body.messageKey], [400, 'The file is not an image', 'http.notAnImage']);
    assert.equal((await db('stories').where({ accountId: account.accountId })).length, 0);
  });

  it('refuses an SVG image, however it is sent, before any of it is drawn (issue 16: one took 16.9 s of CPU)', async () => {
    const account = await readyAccount(app);
    // Heavy to draw (a thousand blurred layers over a huge canvas), tiny to send.
    const layers = Array.from(
      { length: 1000 },
      (_, i) =>
        `<circle cx="${i * 7}" cy="${i * 5}" r="3000" fill="#${(i * 2654435761).toString(16).slice(-6).padStart(6, '0')}" filter="url(#b)" opacity="0.5"/>`,
    ).join('');
    const heavy = `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="6000"><defs><filter id="b"><feGaussianBlur stdDeviation="400"/></filter></defs>${layers}</svg>`;
    const refused = 'SVG images cannot be used for a story: choose a JPEG, PNG or WebP image';
    for (const [body, name, type] of [
      [heavy, 'offer.svg', 'image/svg+xml'],
      // Named and typed as a JPEG: the bytes decide.
      [heavy, 'offer.jpg', 'image/jpeg'],
      // A byte order mark and blank lines first.
      [`\uFEFF\n\n  ${heavy}`, 'offer.png', 'image/png'],
    ] as const) {
      const started = performance.now();
      const res = await request('/api/instagram-story', { token: account.token, body: storyForm('Winter offer', body, name, type) });
      assert.deepEqual([res.status, res.body.message, res.body.messageKey, res.body.field], [400, refused, 'stories.svgRefused', 'image'], name);
      assert.ok(performance.now() - started < 5000, 'refused without drawing it');
    }
    assert.equal((await db('stories').where({ accountId: account.accountId })).length, 0, 'nothing queued');
  });

  it("answers at once with the story queued and its render job, in the account's own queue; the image waits in storage", async () => {
    const account = await readyAccount(app);
    const res = await request('/api/instagram-story', { token: account.token, body: storyForm('Λάμψη και ενυδάτωση για όλο τον χειμώνα.') });
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.equal(res.body.success, true);
    assert.deepEqual(res.body.results, []);
    const { story } = res.body;
    // Nothing was made in the request: no video, no render time; the worker will make it.
    assert.deepEqual([story.status, story.queuePosition, story.videoUrl, story.renderMs, story.error, story.results], ['queued', 0, null, null, null, null]);
    const job = await renderJob(story.id);
    assert.deepEqual({ ...job }, { queueName: `story:${account.accountId}`, taskIdentifier: 'render_story', priority: 0, maxAttempts: 4, attempts: 0 });
    const row = await db('stories').where({ id: story.id }).first();
    assert.ok(row.imagePath.startsWith('/uploads/media/'), 'kept in the signed-only folder');
    assert.deepEqual(await app.deps.storage.read(row.imagePath), image);
    // The upload is not served to anyone without a signature.
    assert.equal((await fetch(`${app.url}${row.imagePath}`)).status, 404);
    // The screen follows it; another account cannot.
    const followed = await request(`/api/instagram-stories/${story.id}`, { token: account.token });
    assert.deepEqual([followed.status, followed.body.story.status, followed.body.story.queuePosition], [200, 'queued', 0]);
    const other = await readyAccount(app, { connect: false });
    assert.equal((await request(`/api/instagram-stories/${story.id}`, { token: other.token })).status, 404);
    assert.equal((await request(`/api/instagram-stories/${story.id}`)).status, 401);
    await clearQueue(account.accountId);
  });

  it("one account's stories share its queue, another account's do not; each account's first story goes before anyone's second", async () => {
    const a = await readyAccount(app);
    const b = await readyAccount(app);
    const post = async (account: typeof a, text: string) => {
      const res = await request('/api/instagram-story', { token: account.token, body: storyForm(text) });
      assert.equal(res.status, 202, JSON.stringify(res.body));
      return res.body.story as { id: number; queuePosition: number };
    };
    const a1 = await post(a, 'A one');
    const a2 = await post(a, 'A two');
    const a3 = await post(a, 'A three');
    const b1 = await post(b, 'B one');
    const jobs = await Promise.all([a1, a2, a3, b1].map((s) => renderJob(s.id)));
    assert.deepEqual(
      jobs.map((j) => [j.queueName, j.priority]),
      [
        [`story:${a.accountId}`, 0],
        [`story:${a.accountId}`, 1],
        [`story:${a.accountId}`, 2],
        [`story:${b.accountId}`, 0],
      ],
    );
    // Places in the queue, as the screen shows them: the worker will take A1, B1, A2, A3.
    assert.deepEqual([a1.queuePosition, a2.queuePosition, a3.queuePosition, b1.queuePosition], [0, 1, 2, 1]);
    const listed = async (account: typeof a) =>
      Object.fromEntries(
        (await request('/api/instagram-stories', { token: account.token })).body.stories.map((s: { text: string; queuePosition: number }) => [
          s.text,
          s.queuePosition,
        ]),
      );
    assert.deepEqual(await listed(a), { 'A one': 0, 'A two': 2, 'A three': 3 });
    assert.deepEqual(await listed(b), { 'B one': 1 });
    // A1 is being made: it is still ahead of everyone; then it is done, and B1 is next.
    await db('stories').where({ id: a1.id }).update({ status: 'rendering' });
    assert.deepEqual(await listed(b), { 'B one': 1 });
    await db('stories').where({ id: a1.id }).update({ status: 'posted' });
    assert.deepEqual(await listed(a), { 'A one': null, 'A two': 1, 'A three': 2 });
    assert.deepEqual(await listed(b), { 'B one': 0 });
    // A story added by A now takes A's next turn, after its own queued ones.
    const a4 = await post(a, 'A four');
    assert.equal((await renderJob(a4.id)).priority, 2);
    assert.equal(a4.queuePosition, 3);
    await clearQueue(a.accountId);
    await clearQueue(b.accountId);
  });

  it("refuses a story past the account's waiting limit with a 429 that says why, even when sent all at once; others are not affected", async () => {
    const a = await readyAccount(app);
    const b = await readyAccount(app);
    const files = async () => (await fs.readdir(path.join(app.dataDir, 'uploads', 'media')).catch(() => [])).length;
    const before = await files();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => request('/api/instagram-story', { token: a.token, body: storyForm(`Rush ${i}`) })));
    assert.deepEqual(answers.map((r) => r.status).sort(), [202, 202, 202, 429, 429]);
    const refused = answers.find((r) => r.status === 429)!;
    assert.deepEqual(
      [refused.body.success, refused.body.message, refused.body.messageKey, refused.body.params],
      [false, 'Too many of your stories are waiting to be made (at most 3 at once): add this one when one of them is done.', 'stories.queueFull', { max: 3 }],
    );
    assert.equal((await db('stories').where({ accountId: a.accountId })).length, 3);
    assert.equal(await files(), before + 3, 'a refused image is not kept');
    assert.equal((await request('/api/instagram-story', { token: b.token, body: storyForm('B is fine') })).status, 202);
    // One of A's is done: A may add one again.
    const [first] = await db('stories').where({ accountId: a.accountId }).orderBy('id').limit(1);
    await db('stories').where({ id: first.id }).update({ status: 'posted' });
    assert.equal((await request('/api/instagram-story', { token: a.token, body: storyForm('Room again') })).status, 202);
    assert.equal((await request('/api/instagram-story', { token: a.token, body: storyForm('Full again') })).status, 429);
    await clearQueue(a.accountId);
    await clearQueue(b.accountId);
  });
});

describe('the worker makes and posts a queued story', () => {
  it('renders a Greek story and posts it to the Instagram account as a STORIES video; the screen reads the results', async () => {
    const account = await readyAccount(app);
    const res = await request('/api/instagram-story', {
      token: account.token,
      body: storyForm('Λάμψη και ενυδάτωση για όλο τον χειμώνα. Κλείστε ραντεβού για συμβουλευτική.'),
    });
    const id = res.body.story.id;
    const { imagePath } = await db('stories').where({ id }).first();
    await runTask('render_story', id);
    const made = (await request(`/api/instagram-stories/${id}`, { token: account.token })).body.story;
    assert.equal(made.status, 'posting');
    assert.ok(made.renderMs > 0 && made.durationSeconds === 12);
    assert.ok(await postJob(id), 'its posting is queued');
    assert.equal(await app.deps.storage.read(imagePath), undefined, 'the upload is removed once the video is made');

    await runTask('post_story', id);
    const { story } = (await request(`/api/instagram-stories/${id}`, { token: account.token })).body;
    assert.equal(story.status, 'posted');
    assert.deepEqual(
      story.results.map((r: { account: string; success: boolean; error: null }) => [r.account, r.success, r.error]),
      [['@democlinic.athens', true, null]],
    );
    const posted = await onInstagram(account.pages!.instagram);
    assert.equal(posted.length, 1);
    assert.equal(posted[0].data.mediaType, 'VIDEO');
    // What Instagram received meets its story rules.
    const info = await probeVideo((await app.deps.storage.read(posted[0].data.mediaPath))!);
    const stream = info.streams.find((s) => s.codec_type === 'video')!;
    assert.deepEqual([stream.codec_name, stream.width, stream.height, stream.pix_fmt], ['h264', 1080, 1920, 'yuv420p']);
    assert.ok(info.streams.some((s) => s.codec_type === 'audio' && s.codec_name === 'aac'));
    assert.ok(info.boxes.indexOf('moov') < info.boxes.indexOf('mdat'), 'faststart');
    // The preview player's links are signed and work; the bare path does not.
    const video = await fetch(`${app.url}${story.videoUrl}`);
    assert.equal(video.status, 200);
    assert.equal(video.headers.get('content-type'), 'video/mp4');
    assert.equal((await fetch(`${app.url}${story.videoUrl.split('?')[0]}`)).status, 404);
    // Jobs run again (a retry, a second worker) change nothing.
    await runTask('render_story', id);
    await runTask('post_story', id);
    assert.equal((await onInstagram(account.pages!.instagram)).length, 1);
    assert.equal((await db('stories').where({ id }).first()).status, 'posted');
  });

  it("a job whose payload names no story is dropped, not retried (the use case's door refuses it)", async () => {
    const helpers = { job: { attempts: 1, max_attempts: 4 } } as unknown as JobHelpers;
    const tasks = taskList(app.deps) as Record<string, (payload: unknown, helpers: JobHelpers) => Promise<void>>;
    for (const payload of [{}, { storyId: 'seven' }, { storyId: 0 }, null, 'story']) {
      await tasks.render_story(payload, helpers);
      await tasks.post_story(payload, helpers);
    }
    // A story that does not exist (any more) is skipped, as before.
    await tasks.render_story({ storyId: 2_000_000_000 }, helpers);
    await tasks.post_story({ storyId: 2_000_000_000 }, helpers);
  });

  it('a worker killed mid-render: the job runs again, makes one video (named after the story) and posts it once', async () => {
    const account = await readyAccount(app);
    const res = await request('/api/instagram-story', { token: account.token, body: storyForm('Killed half way.') });
    const id = res.body.story.id;
    // The first run dies after the files were written, before the row moved on.
    await runTask('render_story', id, {
      render: async (options) => {
        const video = await renderOnce(options);
        const { renderKey } = await db('stories').where({ id }).first();
        await app.deps.storage.put('media', video.video, 'mp4', { name: `story-${renderKey}` });
        throw new Error('worker killed');
      },
    }).catch(() => undefined);
    assert.equal((await db('stories').where({ id }).first()).status, 'queued', 'back in the queue, not lost');
    // graphile hands it to a worker again (the killed one's status may even still say 'rendering').
    await db('stories').where({ id }).update({ status: 'rendering' });
    await runTask('render_story', id, { attempts: 2 });
    await runTask('post_story', id);
    const row = await db('stories').where({ id }).first();
    assert.equal(row.status, 'posted');
    const media = await fs.readdir(path.join(app.dataDir, 'uploads', 'media'));
    assert.deepEqual(media.filter((f) => f.startsWith(`story-${row.renderKey}`)).sort(), [`story-${row.renderKey}.jpg`, `story-${row.renderKey}.mp4`]);
    assert.ok(!media.some((f) => f.endsWith('.partial')));
    assert.equal((await onInstagram(account.pages!.instagram)).length, 1);
  });

  it('a render that keeps failing is retried, then reported failed with its reason', async () => {
    const account = await readyAccount(app);
    const res = await request('/api/instagram-story', { token: account.token, body: storyForm('Never made.') });
    const id = res.body.story.id;
    const { imagePath } = await db('stories').where({ id }).first();
    const crash: TaskOptions['render'] = async () => {
      throw new Error('ffmpeg crashed (SIGSEGV)');
    };
    await assert.rejects(runTask('render_story', id, { render: crash, attempts: 1, max: 4 }), /SIGSEGV/, 'thrown: graphile retries it');
    let { story } = (await request(`/api/instagram-stories/${id}`, { token: account.token })).body;
    assert.deepEqual([story.status, story.error, story.errorKey], ['queued', 'The story video could not be made. Please try again.', 'stories.renderFailed']);
    assert.ok(await app.deps.storage.read(imagePath), 'the image is kept for the next attempt');
    await runTask('render_story', id, { render: crash, attempts: 4, max: 4 });
    ({ story } = (await request(`/api/instagram-stories/${id}`, { token: account.token })).body);
    assert.deepEqual(
      [story.status, story.error, story.errorKey, story.videoUrl],
      ['failed', 'The story video could not be made. Please try again.', 'stories.renderFailed', null],
    );
    assert.equal(await app.deps.storage.read(imagePath), undefined);
    assert.equal(await postJob(id), undefined);
    // No video: a retry says to make it again.
    const retried = await request(`/api/instagram-stories/${id}/retry`, { token: account.token, method: 'POST' });
    assert.deepEqual([retried.status, retried.body.message], [400, 'This story has no video to post: make it again.']);
    // Bad input is final at once: no retry would help.
    const second = (await request('/api/instagram-story', { token: account.token, body: storyForm('Cut short.', image.subarray(0, 600)) })).body.story;
    await runTask('render_story', second.id, { attempts: 1, render: renderStory }); // the real renderer reads the image
    const cut = (await request(`/api/instagram-stories/${second.id}`, { token: account.token })).body.story;
    assert.deepEqual([cut.status, cut.error, cut.errorKey], ['failed', 'The image could not be read', 'http.imageUnreadable']);
  });

  it('lists each account error on a partial failure, and a retry posts to the rest once', async () => {
    const account = await readyAccount(app);
    // A second Instagram account, linked to the second simulated Page.
    const second = await db('facebookPages').where({ accountId: account.accountId }).orderBy('position').offset(1).first();
    await db('simulatorObjects').insert({
      id: `ig-${second.pageId}`,
      type: 'ig_user',
      ownerId: second.pageId,
      data: JSON.stringify({ username: 'democlinic.thess', name: 'Demo Clinic Thessaloniki' }),
    });
    await request('/api/facebook/pages', { token: account.token });
    await request('/api/selected-pages', {
      token: account.token,
      body: {
        pages: [
          { platform: 'instagram', pageId: account.pages!.page, instagramId: account.pages!.instagram },
          { platform: 'instagram', pageId: second.pageId, instagramId: `ig-${second.pageId}` },
        ],
      },
    });
    // Instagram no longer knows the second account (as when it is unlinked on Meta's side).
    const hide = (deletedAt: Date | null) =>
      db('simulatorObjects')
        .where({ id: `ig-${second.pageId}` })
        .update({ deletedAt });
    await hide(new Date());
    const res = await request('/api/instagram-story', { token: account.token, body: storyForm('Winter glow, two accounts.') });
    const id = res.body.story.id;
    await workerMakesAndPosts(id);
    const { story } = (await request(`/api/instagram-stories/${id}`, { token: account.token })).body;
    assert.equal(story.status, 'partially_posted');
    const failed = story.results.filter((r: { success: boolean }) => !r.success);
    assert.equal(failed.length, 1, JSON.stringify(story.results));
    assert.equal(failed[0].account, '@democlinic.thess');
    assert.ok(failed[0].error);
    assert.match(story.error, new RegExp(`^@democlinic\\.thess: `));
    await hide(null);

    const retried = await request(`/api/instagram-stories/${id}/retry`, { token: account.token, method: 'POST' });
    assert.deepEqual([retried.status, retried.body.story.status], [202, 'posting'], JSON.stringify(retried.body));
    assert.ok(await postJob(id), 'posting is queued again');
    await runTask('post_story', id);
    await db.raw(`select graphile_worker.remove_job(?)`, [`story-post:${id}`]);
    assert.equal((await request(`/api/instagram-stories/${id}`, { token: account.token })).body.story.status, 'posted');
    const again = await request(`/api/instagram-stories/${id}/retry`, { token: account.token, method: 'POST' });
    assert.deepEqual([again.status, again.body.success, again.body.story.status], [200, true, 'posted']);
    assert.equal(await postJob(id), undefined, 'nothing left to post');
    assert.equal((await onInstagram(account.pages!.instagram)).length, 1, 'one story per account, whatever the retries');
    assert.equal((await onInstagram(`ig-${second.pageId}`)).length, 1);
    const other = await readyAccount(app, { connect: false });
    assert.equal((await request(`/api/instagram-stories/${id}/retry`, { token: other.token, method: 'POST' })).status, 404);
  });
});
