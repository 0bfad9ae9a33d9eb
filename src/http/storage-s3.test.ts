import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startTestApp } from './testing.js';
import { inProcessCli } from '../cli/testing.js';
import { loadConfig } from '../lib/config.js';
import { signPath } from '../lib/signed-url.js';
import { createLocalStorage, createStorage } from '../lib/storage.js';
import { startS3Server } from '../lib/testing/s3.js';
import { publishToTarget } from '../modules/publishing/index.js';
import { connectFacebookLikeABrowser } from '../modules/publishing/testing/browser-flow.js';
import { readyAccount } from '../modules/campaigns/testing.js';
import { taskList, type TaskOptions } from '../worker/index.js';
import type { JobHelpers } from 'graphile-worker';

/** The product on an S3-compatible store (s3rver on loopback): uploads land in the bucket, pages and Meta get them back. */
const s3 = await startS3Server();
const app = await startTestApp({ env: { ...s3.env, FACEBOOK_SIMULATOR_DELAY_MS: '50', FACEBOOK_TIMEOUT_SECONDS: '3' } });
/** The bucket as another process (another machine) sees it. */
const bucket = createStorage(loadConfig({ NODE_ENV: 'test', ...s3.env }));
const localUploads = path.join(app.dataDir, 'uploads');

describe('STORAGE=s3: uploads go to the bucket and are served back from it', () => {
  it('an image uploaded through the API is in the bucket, not on the disk, and is served with ETag, 304 and ranges', async () => {
    const admin = await app.loginAdmin();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa7788' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('name', 'Stored in S3');
    form.append('description', 'A product whose image lives in the bucket.');
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
    const created = await app.request('/api/products', { token: admin, body: form });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const imagePath: string = created.body.product.imagePath;
    const inBucket = await bucket.stat(imagePath);
    assert.ok(inBucket && inBucket.size > 0, 'the re-encoded image is in the bucket');
    assert.equal(fs.existsSync(localUploads) && fs.readdirSync(localUploads, { recursive: true }).length > 0, false, 'nothing on the local disk');

    const res = await fetch(app.url + imagePath);
    assert.equal(res.status, 200);
    const served = Buffer.from(await res.arrayBuffer());
    assert.deepEqual(served, await bucket.read(imagePath));
    assert.equal(res.headers.get('etag'), inBucket.etag);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=604800, immutable');
    assert.equal(res.headers.get('content-type'), inBucket.contentType);
    // As a browser revalidates (fetch would add `no-cache`, which asks for the whole file).
    const again = await fetch(app.url + imagePath, { headers: { 'if-none-match': inBucket.etag, 'cache-control': 'max-age=0' } });
    assert.equal(again.status, 304, 'a browser with the same copy downloads nothing');
    const head = await fetch(app.url + imagePath, { method: 'HEAD' });
    assert.deepEqual([head.status, head.headers.get('content-length')], [200, String(inBucket.size)]);
    const part = await fetch(app.url + imagePath, { headers: { range: 'bytes=0-7' } });
    assert.equal(part.status, 206);
    assert.equal(part.headers.get('content-range'), `bytes 0-7/${inBucket.size}`);
    assert.deepEqual(Buffer.from(await part.arrayBuffer()), served.subarray(0, 8));
    const past = await fetch(app.url + imagePath, { headers: { range: `bytes=${inBucket.size}-` } });
    assert.deepEqual([past.status, past.headers.get('content-range')], [416, `bytes */${inBucket.size}`]);
  });

  it('signed media (a story video) stream from the bucket in ranges, as a video player asks', async () => {
    const video = Buffer.from('....ftypisom a story video, in pieces');
    const stored = await bucket.put('media', video, 'mp4');
    const signed = signPath(app.deps.config.sessionSecret, stored, new Date(Date.now() + 3600_000));
    assert.equal((await fetch(app.url + stored)).status, 404, 'not without the signature');
    const res = await fetch(app.url + signed, { headers: { range: 'bytes=4-' } });
    assert.equal(res.status, 206);
    assert.equal(res.headers.get('content-type'), 'video/mp4');
    assert.equal(Buffer.from(await res.arrayBuffer()).toString(), video.subarray(4).toString());
  });

  it('Meta (the simulator) downloads the prepared image from a presigned URL of the bucket', async () => {
    const presigned: string[] = [];
    const presign = app.deps.storage.presignedUrl.bind(app.deps.storage);
    app.deps.storage.presignedUrl = async (publicPath, seconds) => {
      const url = await presign(publicPath, seconds);
      if (url) presigned.push(url);
      return url;
    };
    const business = await app.loginBusiness();
    const flow = await connectFacebookLikeABrowser({ baseUrl: app.url, token: business.token, cookies: app.browserOf(business.token) });
    assert.equal(flow.params.get('connected'), 'facebook');
    const page = await app.db('facebookPages').where({ accountId: business.accountId }).whereNotNull('instagramId').first();
    const caption = 'Glow that lasts, from the bucket.';
    const result = await publishToTarget(app.deps, {
      accountId: business.accountId,
      publicationKey: 'post:s3',
      kind: 'feed',
      target: { platform: 'instagram', pageId: page.pageId, instagramId: page.instagramId },
      caption,
      media: {
        type: 'image',
        load: () =>
          sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c99a8a' } })
            .jpeg()
            .toBuffer(),
      },
    });
    assert.equal(result.status, 'published', JSON.stringify(result));
    assert.equal(presigned.length, 1);
    assert.ok(presigned[0].startsWith(`${s3.endpoint}/media/media/`), presigned[0]);
    assert.match(presigned[0], /X-Amz-Expires=86400&.*X-Amz-Signature=/);
    const row = await app.db('publishedPosts').where({ publicationKey: 'post:s3' }).first();
    assert.ok(await bucket.stat(row.mediaPath), 'the prepared image is in the bucket');
    const copy = await app.db('simulatorObjects').where({ type: 'ig_media' }).whereRaw(`data->>'caption' = ?`, [caption]).first();
    assert.deepEqual(await bucket.read(copy.data.mediaPath), await bucket.read(row.mediaPath), "the simulator's copy is what it downloaded");
    app.deps.storage.presignedUrl = presign;
  });
});

describe('STORAGE=s3: a story from upload to Instagram', () => {
  it('the upload goes to the bucket, the worker puts the video and poster there, Instagram downloads the video from it', async () => {
    const account = await readyAccount(app);
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#d4a59a' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('text', 'Glow, from the bucket to the story.');
    form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    // The upload is streamed from its temporary file; a body cannot name a file of its own instead.
    const named = await app.request('/api/instagram-story', { token: account.token, body: { text: 'Hi', image: { path: '/etc/hostname', size: 10 } } });
    assert.deepEqual([named.status, named.body.message], [400, 'Image is required']);
    const queued = await app.request('/api/instagram-story', { token: account.token, body: form });
    assert.equal(queued.status, 202, JSON.stringify(queued.body));
    const id: number = queued.body.story.id;
    const { imagePath } = await app.db('stories').where({ id }).first();
    assert.deepEqual(await bucket.read(imagePath), photo, 'the upload is in the bucket as sent');

    // ffmpeg's part is the render test's business: here a stand-in video (what the simulator checks is the MP4 box).
    let given: Buffer | undefined;
    const video = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(2048, 1)]);
    const render = (async (options: { image: Buffer }) => {
      given = options.image;
      return { video, poster: photo, durationSeconds: 5, renderMs: 1 };
    }) as unknown as TaskOptions['render'];
    const run = (task: 'render_story' | 'post_story') =>
      (taskList(app.deps, { render })[task] as (payload: unknown, helpers: JobHelpers) => Promise<void>)({ storyId: id }, {
        job: { attempts: 1, max_attempts: 4 },
      } as unknown as JobHelpers);
    await run('render_story');
    assert.deepEqual(given, photo, 'the worker rendered from the bucket');
    await run('post_story');
    const row = await app.db('stories').where({ id }).first();
    assert.equal(row.status, 'posted', JSON.stringify(row.results));
    assert.deepEqual(await bucket.read(row.videoPath), video);
    assert.ok(await bucket.stat(row.posterPath));
    assert.equal(await bucket.stat(imagePath), undefined, 'the upload is removed once the video is made');
    const posted = await app.db('simulatorObjects').where({ type: 'ig_media' }).whereRaw(`data->>'productType' = 'STORY'`).orderBy('id', 'desc').first();
    assert.deepEqual(await bucket.read(posted.data.mediaPath), video, 'Instagram downloaded the video from the bucket');

    // The screen's preview plays the video through the web process, in ranges.
    const view = await app.request(`/api/instagram-stories/${id}`, { token: account.token });
    const part = await fetch(app.url + view.body.story.videoUrl, { headers: { range: 'bytes=4-11' } });
    assert.deepEqual([part.status, Buffer.from(await part.arrayBuffer()).toString()], [206, 'ftypisom']);
    assert.equal(fs.existsSync(path.join(localUploads, 'media')), false, 'nothing of it on the local disk');
  });
});

describe('storage-migrate --to s3', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aesthetics-migrate-'));
  const disk = createLocalStorage(path.join(dataDir, 'uploads'));
  const cli = inProcessCli(app.databaseUrl, dataDir);
  const withS3 = async (env: Record<string, string | undefined>, ...args: string[]) => {
    const saved = { ...process.env };
    Object.assign(process.env, env);
    for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
    try {
      return await cli('storage-migrate', ...args);
    } finally {
      for (const key of Object.keys(env)) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
    }
  };

  it('copies what the disk holds, keeps every address, and copies nothing the second time; a changed file again', async () => {
    const files = [
      await disk.put('products', Buffer.from('catalogue image'), 'jpg'),
      await disk.put('media', Buffer.from('a story video'), 'mp4'),
      '/uploads/old-host.png',
    ];
    await disk.write(files[2], Buffer.from('older media host file'));
    const { STORAGE: _, ...s3Settings } = s3.env; // the operator copies first, then switches STORAGE
    const first = await withS3(s3Settings, '--to', 's3');
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /Copied 3, skipped 0 \(already there\), failed 0\./);
    for (const file of files) assert.deepEqual(await bucket.read(file), await disk.read(file), file);

    const second = await withS3(s3Settings, '--to', 's3');
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stdout, /Copied 0, skipped 3 \(already there\), failed 0\./);

    // Same size, other bytes: the MD5 (the single-part object's ETag) tells them apart.
    await disk.write(files[0], Buffer.from('catalogue IMAGE'));
    const third = await withS3(s3Settings, '--to', 's3', '--verbose');
    assert.match(third.stdout, new RegExp(`copied ${files[0]}`));
    assert.match(third.stdout, /Copied 1, skipped 2 \(already there\), failed 0\./);
    assert.equal((await bucket.read(files[0]))?.toString(), 'catalogue IMAGE');
  });

  it('says which setting is missing, and knows only s3 as a target', async () => {
    const missing = await withS3({ ...s3.env, S3_BUCKET: undefined }, '--to', 's3');
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /S3_BUCKET must be set when STORAGE=s3/);
    const other = await withS3(s3.env, '--to', 'gcs');
    assert.equal(other.code, 2);
    assert.match(other.stderr, /the only store to copy to is s3/);
  });
});
