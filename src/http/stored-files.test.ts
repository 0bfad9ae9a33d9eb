import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { startTestApp } from './testing.js';
import { fixedClock } from '../lib/clock.js';
import { signPath } from '../lib/signed-url.js';

const clock = fixedClock('2026-06-01T08:00:00Z');
const app = await startTestApp({ clock });
const secret = app.deps.config.sessionSecret;

const MEDIA_BYTES = 'signed-only media bytes';
const UPLOAD_BYTES = 'an account upload';
const media = await app.deps.storage.put('media', Buffer.from(MEDIA_BYTES), 'jpg');
const upload = await app.deps.storage.put('product-images', Buffer.from(UPLOAD_BYTES), 'jpg');
const [, , , mediaFile] = media.split('/');
const [, , , uploadFile] = upload.split('/');

/**
 * A GET with the path exactly as written: fetch (the WHATWG URL parser) would resolve `.`, `..`,
 * `%2e` and backslashes before sending, which is what these spellings must not rely on.
 */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Ways to name `/uploads/<folder>/<file>` that a file system or a decoder could take for the same file. */
function spellings(folder: string, file: string): string[] {
  const hex = (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
  const upper = folder.toUpperCase();
  const title = folder[0].toUpperCase() + folder.slice(1);
  return [
    `/uploads/%${folder.charCodeAt(0).toString(16).toUpperCase()}${folder.slice(1)}/${file}`,
    `/uploads/%${folder.charCodeAt(0).toString(16)}${folder.slice(1)}/${file}`,
    `/uploads/${hex(folder)}/${file}`,
    `/uploads/${folder}/%${file.charCodeAt(0).toString(16)}${file.slice(1)}`,
    `/%75ploads/${folder}/${file}`,
    `/uploads/./${folder}/${file}`,
    `/uploads/${folder}/./${file}`,
    `/uploads/x/../${folder}/${file}`,
    `/uploads/${folder}/x/../${file}`,
    `/uploads/products/../${folder}/${file}`,
    `/uploads/${folder}%2F${file}`,
    `/uploads/${folder}%2f${file}`,
    `/uploads%2F${folder}%2F${file}`,
    `/uploads/%2e/${folder}/${file}`,
    `/uploads/%2E/${folder}/${file}`,
    `/uploads/%2e%2e/uploads/${folder}/${file}`,
    `/uploads/x/%2e%2e/${folder}/${file}`,
    `/uploads/%252e/${folder}/${file}`,
    `/UPLOADS/${upper}/${file}`,
    `/Uploads/${title}/${file}`,
    `/uploads/${upper}/${file}`,
    `/uploads/${title}/${file}`,
    `/uploads/${folder}/${file.toUpperCase()}`,
    `//uploads/${folder}/${file}`,
    `/uploads//${folder}/${file}`,
    `/uploads/${folder}//${file}`,
    `//uploads//${folder}//${file}`,
    `/uploads\\${folder}\\${file}`,
    `/uploads/${folder}\\${file}`,
    `/uploads%5C${folder}%5C${file}`,
    `/uploads/${folder}%5c${file}`,
    `/uploads/${folder}./${file}`,
    `/uploads./${folder}/${file}`,
    `/uploads/${folder}/${file}.`,
    `/uploads/${folder}/${file}%2e`,
    `/uploads/${folder}/${file}%20`,
    `/uploads/${folder}/${file}/`,
    `/uploads/${folder}/${file}/.`,
    `/uploads/${folder}%00/${file}`,
  ];
}

describe('signed media: /uploads/media/* only with its signature, however the path is spelled', () => {
  it('serves the canonical path with a valid signature, and nothing else', async () => {
    const signed = signPath(secret, media, new Date(clock.now().getTime() + 3600_000));
    const ok = await rawGet(signed);
    assert.equal(ok.status, 200);
    assert.equal(ok.body, MEDIA_BYTES);
    assert.equal((await rawGet(media)).status, 404, 'no signature');
    assert.equal((await rawGet(`${media}?expires=${Math.floor(clock.now().getTime() / 1000) + 3600}&signature=forged`)).status, 404, 'forged');
    const expired = signPath(secret, media, new Date(clock.now().getTime() - 1000));
    assert.equal((await rawGet(expired)).status, 404, 'expired');
  });

  for (const spelling of spellings('media', mediaFile)) {
    it(`refuses ${spelling} (no signature)`, async () => {
      const res = await rawGet(spelling);
      assert.ok(res.status === 404 || res.status === 400, `${spelling} answered ${res.status}`);
      assert.ok(!res.body.includes(MEDIA_BYTES), `${spelling} served the signed-only file`);
    });
  }

  it('refuses a signature for the canonical path on another spelling of it', async () => {
    const query = signPath(secret, media, new Date(clock.now().getTime() + 3600_000)).split('?')[1];
    for (const spelling of spellings('media', mediaFile)) {
      const res = await rawGet(`${spelling}?${query}`);
      assert.ok(res.status === 404 || res.status === 400, `${spelling} answered ${res.status}`);
    }
  });
});

describe('account uploads are served at their one canonical address only', () => {
  it('serves the canonical path', async () => {
    const ok = await rawGet(upload);
    assert.equal(ok.status, 200);
    assert.equal(ok.body, UPLOAD_BYTES);
  });

  it('with an ETag the browser revalidates (304), and single byte ranges (206, 416 past the end)', async () => {
    const res = await fetch(app.url + upload);
    const etag = res.headers.get('etag')!;
    assert.match(etag, /^"[0-9a-f]+-[0-9a-f]+"$/);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=604800, immutable');
    assert.equal((await fetch(app.url + upload, { headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } })).status, 304);
    const part = await fetch(app.url + upload, { headers: { range: 'bytes=3-6' } });
    assert.deepEqual([part.status, part.headers.get('content-range'), await part.text()], [206, `bytes 3-6/${UPLOAD_BYTES.length}`, UPLOAD_BYTES.slice(3, 7)]);
    const last = await fetch(app.url + upload, { headers: { range: 'bytes=-4' } });
    assert.equal(await last.text(), UPLOAD_BYTES.slice(-4));
    assert.equal((await fetch(app.url + upload, { headers: { range: `bytes=${UPLOAD_BYTES.length}-` } })).status, 416);
    const other = await fetch(app.url + upload, { headers: { range: 'bytes=0-1', 'if-range': '"another"' } });
    assert.deepEqual([other.status, await other.text()], [200, UPLOAD_BYTES], 'If-Range with another tag: the whole file');
  });

  for (const spelling of spellings('product-images', uploadFile)) {
    it(`refuses ${spelling}`, async () => {
      const res = await rawGet(spelling);
      assert.ok(res.status === 404 || res.status === 400, `${spelling} answered ${res.status}`);
      assert.ok(!res.body.includes(UPLOAD_BYTES), `${spelling} served the file`);
    });
  }
});

describe('odd names', () => {
  it('a name too long for the file system is a 404, not a 500', async () => {
    for (const name of [`${'a'.repeat(300)}.jpg`, `${'a'.repeat(5000)}`]) {
      assert.equal((await rawGet(`/uploads/products/${name}`)).status, 404);
      assert.equal((await rawGet(signPath(secret, `/uploads/media/${name}`, new Date(clock.now().getTime() + 3600_000)))).status, 404);
    }
  });

  it('a folder or the storage root is not a file', async () => {
    for (const pathname of ['/uploads/media', '/uploads/products', '/uploads', '/uploads/']) assert.equal((await rawGet(pathname)).status, 404, pathname);
  });
});
