import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp } from '../http/testing.js';
import { readyAccount } from '../modules/campaigns/testing.js';
import { renderStory, type RenderStoryOptions, type StoryVideo } from '../modules/stories/index.js';
import { photoLikeJpeg } from '../modules/stories/testing.js';
import { startWorker } from './index.js';

/**
 * Stories made by a real worker (graphile-worker on this file's database), with a stand-in
 * renderer that records when each render starts and ends: the order the worker takes them in, not
 * wall time, is what these tests assert (issue 16: after A queued 10, B's single story took 45.8 s).
 */
const app = await startTestApp({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '0', STORY_QUEUE_PER_ACCOUNT: '3', WORKER_POLL_INTERVAL_MS: '100' } });
const { request, db } = app;
const image = await photoLikeJpeg(800, 600);
// One real (short) video the stand-in renderer hands out: the simulated Instagram checks what it gets.
const sample = await renderStory({ text: 'Sample', image, durationSeconds: 3, language: 'en' });

type Span = { text: string; start: number; end: number };

/** A renderer that takes `ms` and logs its span; its video is the sample. */
function recordingRenderer(ms: number) {
  const spans: Span[] = [];
  let clock = 0;
  const render = async (options: RenderStoryOptions): Promise<StoryVideo> => {
    const span = { text: options.text, start: ++clock, end: 0 };
    spans.push(span);
    await new Promise((resolve) => setTimeout(resolve, ms));
    span.end = ++clock;
    return { ...sample, renderMs: ms, text: options.text };
  };
  return { render, spans, started: () => spans.map((s) => s.text) };
}

async function queue(account: Awaited<ReturnType<typeof readyAccount>>, text: string) {
  const form = new FormData();
  form.set('text', text);
  form.set('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await request('/api/instagram-story', { token: account.token, body: form });
  assert.equal(res.status, 202, JSON.stringify(res.body));
  return res.body.story.id as number;
}

/** Until every story is made and posted (or failed): 'posting' is the publishing runner's turn, still to come. */
async function untilMade(ids: number[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db('stories').whereIn('id', ids).select('status');
    if (rows.every((r: { status: string }) => !['queued', 'rendering', 'posting'].includes(r.status))) return;
    if (Date.now() > deadline) throw new Error(`not made in time: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

describe('the story queue, run by a real worker', () => {
  it("A queues its maximum, then B one: with one render at a time, B's starts right after A's first, not after all of A's", async () => {
    const a = await readyAccount(app);
    const b = await readyAccount(app);
    const ids = [await queue(a, 'A1'), await queue(a, 'A2'), await queue(a, 'A3'), await queue(b, 'B1')];
    const renderer = recordingRenderer(300);
    const worker = await startWorker({
      deps: app.deps,
      connectionString: app.databaseUrl,
      concurrency: 2,
      storyConcurrency: 1,
      taskOptions: { render: renderer.render },
    });
    try {
      await untilMade(ids);
    } finally {
      await worker.stop();
    }
    assert.deepEqual(renderer.started(), ['A1', 'B1', 'A2', 'A3']);
    for (let i = 1; i < renderer.spans.length; i++) assert.ok(renderer.spans[i].start > renderer.spans[i - 1].end, 'one at a time');
    const rows = await db('stories').whereIn('id', ids).orderBy('id');
    assert.deepEqual(
      rows.map((r: { status: string; error: string }) => [r.status, r.error]),
      Array(4).fill(['posted', null]),
      'each posted by the publishing runner',
    );
  });

  it("with two renders at once, A's stories are still made one after the other while B's is made beside them", async () => {
    const a = await readyAccount(app);
    const b = await readyAccount(app);
    const ids = [await queue(a, 'A1'), await queue(a, 'A2'), await queue(a, 'A3'), await queue(b, 'B1')];
    const renderer = recordingRenderer(400);
    const worker = await startWorker({
      deps: app.deps,
      connectionString: app.databaseUrl,
      concurrency: 2,
      storyConcurrency: 2,
      taskOptions: { render: renderer.render },
    });
    try {
      await untilMade(ids);
    } finally {
      await worker.stop();
    }
    const span = (text: string) => renderer.spans.find((s) => s.text === text)!;
    assert.deepEqual(renderer.started().slice(0, 2).sort(), ['A1', 'B1'], 'the first two to start: one of each account');
    assert.ok(overlaps(span('A1'), span('B1')), 'B1 is made beside A1 (parallel across accounts)');
    assert.ok(span('A2').start > span('A1').end && span('A3').start > span('A2').end, "A's are serialised, in order");
  });

  it('with no worker running the story waits, queued, and is made once a worker starts', async () => {
    const a = await readyAccount(app);
    const id = await queue(a, 'Waiting for a worker');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const waiting = (await request(`/api/instagram-stories/${id}`, { token: a.token })).body.story;
    assert.deepEqual([waiting.status, waiting.queuePosition], ['queued', 0]);
    // A worker process that makes no stories (STORY_RENDER_CONCURRENCY=0) leaves it queued too.
    const renderer = recordingRenderer(10);
    const publishingOnly = await startWorker({
      deps: app.deps,
      connectionString: app.databaseUrl,
      concurrency: 1,
      storyConcurrency: 0,
      taskOptions: { render: renderer.render },
    });
    await new Promise((resolve) => setTimeout(resolve, 800));
    await publishingOnly.stop();
    assert.equal((await db('stories').where({ id }).first()).status, 'queued');
    assert.deepEqual(renderer.started(), []);
    const worker = await startWorker({
      deps: app.deps,
      connectionString: app.databaseUrl,
      concurrency: 1,
      storyConcurrency: 1,
      taskOptions: { render: renderer.render },
    });
    try {
      await untilMade([id]);
    } finally {
      await worker.stop();
    }
    assert.deepEqual(renderer.started(), ['Waiting for a worker']);
  });
});
