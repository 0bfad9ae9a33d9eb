import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig, ConfigError } from './config.js';
import { createLocalStorage, createStorage, type Storage } from './storage.js';
import { startS3Server } from './testing/s3.js';

/**
 * The storage contract, run the same against both back ends: the local disk and a real S3-protocol
 * server (s3rver) on loopback, reached through the official client as production reaches AWS,
 * R2 or MinIO.
 */
const s3 = await startS3Server();
const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'aesthetics-storage-'));
const backends: [string, Storage][] = [
  ['local disk', createLocalStorage(localRoot)],
  ['S3 (s3rver)', createStorage(loadConfig({ NODE_ENV: 'test', ...s3.env }))],
];

async function bytesOf(opened: Awaited<ReturnType<Storage['readStream']>>): Promise<Buffer> {
  assert.ok(opened && !('unsatisfiable' in opened), 'the file opens');
  const chunks: Buffer[] = [];
  for await (const chunk of opened.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

for (const [name, storage] of backends) {
  describe(`storage contract: ${name}`, () => {
    it('puts a file under a fresh name in its folder, reads it back, describes it, removes it', async () => {
      const data = Buffer.from('a catalogue image');
      const stored = await storage.put('products', data, 'jpg');
      assert.match(stored, /^\/uploads\/products\/[0-9a-f-]{36}\.jpg$/);
      assert.notEqual(await storage.put('products', data, 'jpg'), stored, 'every put is a new name');
      assert.deepEqual(await storage.read(stored), data);
      const stat = await storage.stat(stored);
      assert.equal(stat?.size, data.length);
      assert.equal(stat?.contentType, 'image/jpeg');
      assert.match(stat?.etag ?? '', /^"[^"]+"$/, 'a quoted entity tag');
      await storage.remove(stored);
      assert.equal(await storage.read(stored), undefined);
      assert.equal(await storage.stat(stored), undefined);
      assert.equal(await storage.readStream(stored), undefined);
      await storage.remove(stored); // removing what is gone is no error
    });

    it('a named put replaces the file of that name (work that runs twice keeps one file)', async () => {
      const first = await storage.put('media', Buffer.from('first render'), 'mp4', { name: 'story-abc' });
      const second = await storage.put('media', Buffer.from('second'), 'mp4', { name: 'story-abc' });
      assert.equal(first, '/uploads/media/story-abc.mp4');
      assert.equal(second, first);
      assert.equal((await storage.read(first))?.toString(), 'second');
      assert.equal((await storage.stat(first))?.contentType, 'video/mp4');
    });

    it('streams a large file in and out without changing a byte (S3: a multipart upload)', async () => {
      const big = crypto.randomBytes(12 * 1024 * 1024 + 123);
      const chunks = Array.from({ length: Math.ceil(big.length / 65536) }, (_, i) => big.subarray(i * 65536, (i + 1) * 65536));
      const stored = await storage.putStream('media', Readable.from(chunks), 'mp4');
      assert.equal((await storage.stat(stored))?.size, big.length);
      const opened = await storage.readStream(stored);
      assert.ok(opened && !('unsatisfiable' in opened));
      assert.deepEqual([opened.start, opened.end, opened.size], [0, big.length - 1, big.length]);
      assert.ok((await bytesOf(opened)).equals(big));
      await storage.remove(stored);
    });

    it('serves byte ranges: from-to, from-the-start-to-the-end, the last n, and none past the end', async () => {
      const stored = await storage.put('media', Buffer.from('0123456789'), 'mp4');
      const cases: [Parameters<Storage['readStream']>[1], string, number, number][] = [
        [{ start: 2, end: 5 }, '2345', 2, 5],
        [{ start: 7 }, '789', 7, 9],
        [{ start: 8, end: 100 }, '89', 8, 9],
        [{ suffix: 3 }, '789', 7, 9],
      ];
      for (const [range, text, start, end] of cases) {
        const opened = await storage.readStream(stored, range);
        assert.ok(opened && !('unsatisfiable' in opened));
        assert.deepEqual([opened.start, opened.end, opened.size], [start, end, 10], JSON.stringify(range));
        assert.equal((await bytesOf(opened)).toString(), text, JSON.stringify(range));
      }
      assert.deepEqual(await storage.readStream(stored, { start: 10 }), { unsatisfiable: true, size: 10 });
    });

    it('writes at a given public path (storage-migrate keeps every address) and only at a canonical one', async () => {
      await storage.write('/uploads/products/kept-name.png', Readable.from([Buffer.from('png bytes')]));
      assert.equal((await storage.read('/uploads/products/kept-name.png'))?.toString(), 'png bytes');
      assert.equal((await storage.stat('/uploads/products/kept-name.png'))?.contentType, 'image/png');
      await storage.write('/uploads/old-host-file.jpg', Buffer.from('top level'));
      assert.equal((await storage.read('/uploads/old-host-file.jpg'))?.toString(), 'top level');
      for (const bad of ['/uploads/../secret.jpg', '/uploads/Products/x.jpg', '/uploads/products/x.jpg/', 'products/x.jpg']) {
        await assert.rejects(storage.write(bad, Buffer.from('x')), /Not a stored file's path/, bad);
        assert.equal(await storage.read(bad), undefined, bad);
        assert.equal(await storage.stat(bad), undefined, bad);
        await storage.remove(bad); // ignored
      }
    });

    it(`the URL Meta downloads from: ${name === 'local disk' ? 'none of its own (the web process signs its paths)' : 'a presigned GET that plain fetch downloads'}`, async () => {
      const stored = await storage.put('media', Buffer.from('prepared image'), 'jpg');
      const url = await storage.presignedUrl(stored, 600);
      if (storage.kind === 'local') {
        assert.equal(url, undefined);
        assert.equal(await storage.ownsUrl('http://127.0.0.1/uploads/media/x.jpg'), false);
        return;
      }
      assert.ok(url);
      assert.match(url, /X-Amz-Expires=600/);
      const res = await fetch(url);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'image/jpeg');
      assert.equal(await res.text(), 'prepared image');
      assert.equal((await fetch(url.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'0'.repeat(64)}`))).status, 403, 'a forged signature');
      assert.equal(await storage.ownsUrl(url), true);
      assert.equal(await storage.ownsUrl('https://graph.facebook.com/x.jpg'), false);
    });
  });
}

describe('STORAGE=s3 configuration', () => {
  it('stops the start naming each missing setting; S3_ENDPOINT may be unset (AWS)', () => {
    assert.throws(
      () => loadConfig({ STORAGE: 's3', S3_REGION: 'eu-central-1' }),
      (error: unknown) => error instanceof ConfigError && /S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set when STORAGE=s3/.test(error.message),
    );
    assert.throws(() => loadConfig({ STORAGE: 'disk' }), /STORAGE must be local or s3/);
    assert.throws(() => loadConfig({ ...s3.env, S3_FORCE_PATH_STYLE: 'yes' }), /S3_FORCE_PATH_STYLE must be true or false/);
    const aws = loadConfig({ STORAGE: 's3', S3_REGION: 'eu-central-1', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
    assert.deepEqual(aws.storage, {
      kind: 's3',
      endpoint: undefined,
      region: 'eu-central-1',
      bucket: 'b',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: false,
    });
    assert.deepEqual(loadConfig({}).storage, { kind: 'local' });
  });
});
