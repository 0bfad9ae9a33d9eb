import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { startTestApp } from '../../http/testing.js';
import { connectFacebookLikeABrowser } from './testing/browser-flow.js';
import { addSimulatorFault, publishToTarget } from './index.js';
import { prepareFeedImage } from './media.js';
import type { PublishRequest } from './publish.js';

// A clock the tests can move forward (the simulator and the core share it, as in one process).
const clock = { offset: 0, now: () => new Date(Date.now() + clock.offset) };
// 3 s: long enough that a loaded machine does not time out ordinary calls; the never-answering fault waits it out.
const app = await startTestApp({ clock, env: { FACEBOOK_SIMULATOR_DELAY_MS: '50', FACEBOOK_TIMEOUT_SECONDS: '3' } });
const { db } = app;

const jpeg = (width = 1200, height = 900, color = '#c99a8a') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

let counter = 0;
async function connectedAccount() {
  const business = await app.loginBusiness();
  const flow = await connectFacebookLikeABrowser({ baseUrl: app.url, token: business.token, cookies: app.browserOf(business.token) });
  assert.equal(flow.params.get('connected'), 'facebook');
  const pages = await db('facebookPages').where({ accountId: business.accountId }).orderBy('position');
  const withIg = pages.find((p: { instagramId: string | null }) => p.instagramId)!;
  const request = (platform: 'facebook' | 'instagram', overrides: Partial<PublishRequest> = {}): PublishRequest => ({
    accountId: business.accountId,
    publicationKey: `post:${++counter}`,
    kind: 'feed',
    target: platform === 'facebook' ? { platform, pageId: pages[0].pageId } : { platform, pageId: withIg.pageId, instagramId: withIg.instagramId },
    caption: `Hydration you can see, week ${counter}. Book a consultation.`,
    media: { type: 'image', load: () => jpeg() },
    ...overrides,
  });
  return { ...business, pages, withIg, request };
}

/** What the simulated platform shows for a caption: the truth about duplicates. */
async function onPlatform(caption: string) {
  return db('simulatorObjects').whereIn('type', ['page_post', 'ig_media']).whereNull('deletedAt').whereRaw(`data->>'caption' = ?`, [caption]);
}

describe('publishToTarget: the happy paths and idempotency', () => {
  it('publishes a Page photo post once; a second call finds it in the ledger', async () => {
    const { request, accountId } = await connectedAccount();
    const req = request('facebook');
    const first = await publishToTarget(app.deps, req);
    assert.equal(first.status, 'published');
    assert.ok(first.status === 'published' && /^\d+_\d+$/.test(first.postId!), 'the Page post id');
    assert.ok(first.status === 'published' && first.permalink?.includes('/simulator#'), 'a link to the post');
    const second = await publishToTarget(app.deps, req);
    assert.deepEqual(second.status === 'published' && second.already, true);
    assert.equal((await onPlatform(req.caption)).length, 1);
    const row = await db('publishedPosts').where({ accountId, publicationKey: req.publicationKey }).first();
    assert.equal(row.status, 'published');
    assert.equal(row.attempts, 1, 'the second call did not even take the row');
    assert.equal(row.targetName, 'Demo Clinic Athens');
    assert.equal(row.leaseUntil, null);
  });

  it('publishes an Instagram image through a container, recording the container before media_publish', async () => {
    const { request } = await connectedAccount();
    const req = request('instagram', { media: { type: 'image', load: () => jpeg(3000, 600) } });
    const result = await publishToTarget(app.deps, req);
    assert.equal(result.status, 'published', JSON.stringify(result));
    assert.equal(result.targetName, '@democlinic.athens');
    const row = await db('publishedPosts').where({ publicationKey: req.publicationKey }).first();
    assert.ok(row.containerId, 'the container id is on the ledger');
    assert.equal(row.postId, result.status === 'published' ? result.postId : null);
    const media = await onPlatform(req.caption);
    assert.equal(media.length, 1);
    // Meta downloaded the prepared JPEG from a signed URL: a 3000x600 banner became 1.91:1.
    const stored = await app.deps.storage.read(media[0].data.mediaPath);
    const meta = await sharp(stored).metadata();
    assert.equal(meta.format, 'jpeg');
    assert.ok(Math.abs(meta.width / meta.height - 1.91) < 0.01, `ratio ${meta.width}/${meta.height}`);
    assert.equal((await publishToTarget(app.deps, req)).status, 'published');
    assert.equal((await onPlatform(req.caption)).length, 1);
  });

  it('never publishes twice when several workers run the same publication at once', async () => {
    const { request } = await connectedAccount();
    const req = request('instagram');
    const results = await Promise.all(Array.from({ length: 6 }, () => publishToTarget(app.deps, req)));
    assert.equal(results.filter((r) => r.status === 'published' && !r.already).length, 1);
    assert.ok(results.every((r) => r.status === 'published' || r.status === 'busy'));
    assert.equal((await onPlatform(req.caption)).length, 1);
    assert.equal((await db('simulatorObjects').where({ type: 'container' }).whereRaw(`data->>'caption' = ?`, [req.caption])).length, 1, 'one container');
  });

  it('fails clearly when the target is no longer part of the connection, without calling Meta', async () => {
    const { request } = await connectedAccount();
    const result = await publishToTarget(app.deps, request('facebook', { target: { platform: 'facebook', pageId: '424242' } }));
    assert.equal(result.status, 'failed');
    assert.ok(result.status === 'failed' && result.errorCode === 'target_gone');
  });
});

describe('publishToTarget with the simulator faults', () => {
  it('retries a transient 500 where nothing was published, and still publishes once', async () => {
    const { request } = await connectedAccount();
    const fb = request('facebook');
    await addSimulatorFault(app.deps, { kind: 'transient', operation: 'photos', times: 1 });
    assert.equal((await publishToTarget(app.deps, fb)).status, 'published');
    assert.equal((await onPlatform(fb.caption)).length, 1);
    const ig = request('instagram');
    await addSimulatorFault(app.deps, { kind: 'transient', operation: 'media', times: 2 });
    assert.equal((await publishToTarget(app.deps, ig)).status, 'published');
    assert.equal((await onPlatform(ig.caption)).length, 1);
  });

  it('backs off on a rate limit and resumes with the same container', async () => {
    const { request } = await connectedAccount();
    const req = request('instagram');
    await addSimulatorFault(app.deps, { kind: 'rate_limit', operation: 'media_publish', times: 1 });
    const first = await publishToTarget(app.deps, req);
    assert.equal(first.status, 'retry');
    assert.ok(first.status === 'retry' && first.errorCode === 'rate_limited' && first.retryAfterMs >= 1000);
    const row = await db('publishedPosts').where({ publicationKey: req.publicationKey }).first();
    assert.equal(row.status, 'container');
    const second = await publishToTarget(app.deps, req);
    assert.equal(second.status, 'published');
    const after = await db('publishedPosts').where({ publicationKey: req.publicationKey }).first();
    assert.equal(after.containerId, row.containerId, 'the same container was published');
    assert.equal((await onPlatform(req.caption)).length, 1);
  });

  it('treats a Page photo publish that never answers as unknown, verifies it, and records it without a second post', async () => {
    const { request } = await connectedAccount();
    const req = request('facebook');
    await addSimulatorFault(app.deps, { kind: 'no_answer', operation: 'photos', times: 1 });
    const result = await publishToTarget(app.deps, req);
    assert.equal(result.status, 'published', JSON.stringify(result));
    assert.ok(result.status === 'published' && result.postId, 'the id was found on the Page');
    assert.equal((await onPlatform(req.caption)).length, 1);
    assert.equal((await publishToTarget(app.deps, req)).status, 'published');
    assert.equal((await onPlatform(req.caption)).length, 1);
  });

  it('recognises its own post on the Page when the caption has line breaks (they come back as CRLF)', async () => {
    const { request } = await connectedAccount();
    const tag = `Line one of ${Date.now()}.`;
    const req = request('facebook', { caption: `${tag}\nLine two.\n\n#glow #skin` });
    await addSimulatorFault(app.deps, { kind: 'no_answer', operation: 'photos', times: 1 });
    const result = await publishToTarget(app.deps, req);
    assert.equal(result.status, 'published', JSON.stringify(result));
    assert.equal((await publishToTarget(app.deps, req)).status, 'published');
    const posts = await db('simulatorObjects')
      .where({ type: 'page_post' })
      .whereRaw(`data->>'caption' like ?`, [`${tag}%`]);
    assert.equal(posts.length, 1, 'no second post');
  });

  it('treats an Instagram media_publish that never answers as unknown: the container says PUBLISHED', async () => {
    const { request } = await connectedAccount();
    const req = request('instagram');
    await addSimulatorFault(app.deps, { kind: 'no_answer', operation: 'media_publish', times: 1 });
    const result = await publishToTarget(app.deps, req);
    assert.equal(result.status, 'published', JSON.stringify(result));
    assert.ok(result.status === 'published' && result.postId, 'the media id was found');
    assert.equal((await onPlatform(req.caption)).length, 1);
  });

  it('stops on an expired token (190/463): fails with the reason, flags the connection, e-mails once, calls Meta no more', async () => {
    const { request, accountId, email } = await connectedAccount();
    const sent = app.mail.sent.length;
    await addSimulatorFault(app.deps, { kind: 'token_expired', operation: 'photos', times: 1 });
    const first = await publishToTarget(app.deps, request('facebook'));
    assert.equal(first.status, 'failed');
    assert.ok(first.status === 'failed' && first.errorCode === 'token' && /Reconnect Facebook/.test(first.message));
    assert.equal((await db('facebookConnections').where({ accountId }).first()).status, 'needs_reconnection');
    const next = request('instagram');
    const second = await publishToTarget(app.deps, next);
    assert.equal(second.status, 'failed');
    assert.equal((await db('simulatorObjects').where({ type: 'container' }).whereRaw(`data->>'caption' = ?`, [next.caption])).length, 0, 'no call to Meta');
    assert.equal(app.mail.sent.slice(sent).filter((m) => [m.to].flat().includes(email)).length, 1);
  });

  it('makes a new container when the first one fails (ERROR), and publishes once', async () => {
    const { request } = await connectedAccount();
    const req = request('instagram');
    await addSimulatorFault(app.deps, { kind: 'container_error', operation: 'media', times: 1 });
    const first = await publishToTarget(app.deps, req);
    assert.equal(first.status, 'retry');
    const second = await publishToTarget(app.deps, req);
    assert.equal(second.status, 'published');
    assert.equal((await db('simulatorObjects').where({ type: 'container' }).whereRaw(`data->>'caption' = ?`, [req.caption])).length, 2);
    assert.equal((await onPlatform(req.caption)).length, 1);
  });

  it('waits for the publishing limit instead of failing (content_publishing_limit read live)', async () => {
    const { request, withIg } = await connectedAccount();
    await db('simulatorObjects').insert(
      Array.from({ length: 100 }, (_, i) => ({
        id: `quota-${withIg.instagramId}-${i}`,
        type: 'ig_media',
        ownerId: withIg.instagramId,
        data: JSON.stringify({ caption: 'old', productType: 'FEED' }),
      })),
    );
    const result = await publishToTarget(app.deps, request('instagram'));
    assert.equal(result.status, 'retry');
    assert.ok(result.status === 'retry' && result.errorCode === 'rate_limited' && result.retryAfterMs >= 3600_000);
  });
});

describe('publishToTarget after a crash', () => {
  it('a worker that died after the Page accepted the post: the next one verifies and records it', async () => {
    const { request, pages } = await connectedAccount();
    const req = request('facebook');
    // The dead worker's call reached Meta...
    await addSimulatorFault(app.deps, { kind: 'no_answer', operation: 'photos', times: 1 });
    const client = (await import('./settings.js')).graphClient(app.deps);
    const { openToken } = await import('./tokens.js');
    const form = new FormData();
    form.set('source', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'x.jpg');
    await client
      .post(`${pages[0].pageId}/photos`, { token: openToken(app.deps.config, pages[0].pageToken)!, form, params: { caption: req.caption } })
      .catch(() => undefined);
    // ...and its ledger row says "publishing", its lease long gone.
    await db('publishedPosts').insert({
      accountId: req.accountId,
      publicationKey: req.publicationKey,
      platform: 'facebook',
      pageId: pages[0].pageId,
      kind: 'feed',
      status: 'publishing',
      attemptStartedAt: new Date(Date.now() - 60_000),
      leaseOwner: 'dead-worker',
      leaseUntil: new Date(Date.now() - 1000),
    });
    const result = await publishToTarget(app.deps, req);
    assert.equal(result.status, 'published');
    assert.equal((await onPlatform(req.caption)).length, 1, 'no second post');
  });

  it('a worker that died before the Page got the post: verified again, then published once after the window', async () => {
    const { request, pages } = await connectedAccount();
    const req = request('facebook');
    await db('publishedPosts').insert({
      accountId: req.accountId,
      publicationKey: req.publicationKey,
      platform: 'facebook',
      pageId: pages[0].pageId,
      kind: 'feed',
      status: 'publishing',
      attemptStartedAt: clock.now(),
    });
    const early = await publishToTarget(app.deps, req);
    assert.equal(early.status, 'retry');
    assert.ok(early.status === 'retry' && early.errorCode === 'unknown_outcome');
    assert.equal((await onPlatform(req.caption)).length, 0, 'not published while the outcome may still show up');
    clock.offset += 11 * 60_000;
    try {
      const later = await publishToTarget(app.deps, req);
      assert.equal(later.status, 'published');
      assert.equal((await onPlatform(req.caption)).length, 1);
    } finally {
      clock.offset = 0;
    }
  });

  it('a held lease keeps a second worker out until it expires', async () => {
    const { request, pages } = await connectedAccount();
    const req = request('facebook');
    await db('publishedPosts').insert({
      accountId: req.accountId,
      publicationKey: req.publicationKey,
      platform: 'facebook',
      pageId: pages[0].pageId,
      kind: 'feed',
      status: 'pending',
      leaseOwner: 'other-worker',
      leaseUntil: new Date(Date.now() + 60_000),
    });
    assert.equal((await publishToTarget(app.deps, req)).status, 'busy');
    assert.equal((await onPlatform(req.caption)).length, 0);
  });
});

describe('prepareFeedImage', () => {
  it('gives JPEG within 4:5..1.91:1, 320..1440 px wide, from any shape and format', async () => {
    const cases: [Buffer, number][] = [
      [await jpeg(1000, 3000), 0.8],
      [await jpeg(4000, 1000), 1.91],
      [await jpeg(100, 100), 1],
      [
        await sharp({ create: { width: 600, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
          .png()
          .toBuffer(),
        1.2,
      ],
    ];
    for (const [input, ratio] of cases) {
      const out = await prepareFeedImage(input);
      const meta = await sharp(out.data).metadata();
      assert.equal(meta.format, 'jpeg');
      assert.ok(meta.width >= 320 && meta.width <= 1440, `width ${meta.width}`);
      assert.ok(Math.abs(meta.width / meta.height - ratio) < 0.01, `ratio ${meta.width}/${meta.height} ≈ ${ratio}`);
      assert.ok(out.data.length <= 8 * 1024 * 1024);
    }
    await assert.rejects(prepareFeedImage(Buffer.from('not an image')), /could not be read/);
  });
});
