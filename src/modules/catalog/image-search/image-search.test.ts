import { after, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { useTestDatabase } from '../../../lib/testing/db.js';
import { testDeps } from '../../../lib/testing/deps.js';
import { fixedClock, type Clock } from '../../../lib/clock.js';
import { previewProduct, replaceProductImage, searchProductImages, seedDemoCatalog } from '../index.js';
import { loadCandidateImage, renderDemoCard } from './index.js';

const { db } = await useTestDatabase();
const deps = testDeps(db);
const { storage } = deps;
await seedDemoCatalog(deps);

// A local stand-in for the Custom Search JSON API.
const googleRequests: URL[] = [];
let googleReply: (url: URL) => { status: number; body: unknown } = (url) => {
  const start = Number(url.searchParams.get('start'));
  const count = start === 1 ? 10 : 7;
  return {
    status: 200,
    body: {
      items: Array.from({ length: count }, (_, i) => ({
        title: i % 2 ? `Hydra Serum bottle ${start + i}` : `Spa interior ${start + i}`,
        link: `https://images.example.com/${start + i}.jpg`,
        displayLink: i === 3 ? 'www.pinterest.com' : 'www.example-clinic.com',
        snippet: 'Skincare',
        mime: 'image/jpeg',
        image: { contextLink: `https://example-clinic.com/page-${start + i}`, width: i === 5 ? 400 : 1200, height: 1500, byteSize: 180_000 },
      })),
    },
  };
};
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://local');
  googleRequests.push(url);
  const reply = googleReply(url);
  res.writeHead(reply.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(reply.body));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
after(() => new Promise<void>((resolve) => server.close(() => resolve())));
const google = { googleCseKey: 'key-1', googleCseCx: 'cx-1', googleCseBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
/** The deps of an installation with Google Custom Search configured (against the stand-in above), at `clock`'s time. */
const withGoogle = (clock?: Clock) => ({ ...deps, config: { ...deps.config, ...google }, ...(clock ? { clock } : {}) });

describe('Google Custom Search client', () => {
  beforeEach(async () => {
    googleRequests.length = 0;
    await db('image_search_quota').delete();
  });

  test('asks for two pages of ten images and answers the image search fields', async () => {
    const clock = fixedClock('2026-11-21T05:00:00Z'); // still the 20th in California
    const result = await searchProductImages(withGoogle(clock), { productName: 'Hydra Serum' });
    assert.equal(googleRequests.length, 2);
    for (const [i, url] of googleRequests.entries()) {
      assert.equal(url.pathname, '/customsearch/v1');
      assert.deepEqual(Object.fromEntries(url.searchParams), {
        key: 'key-1',
        cx: 'cx-1',
        q: 'Hydra Serum',
        searchType: 'image',
        num: '10',
        start: i === 0 ? '1' : '11',
        safe: 'active',
      });
    }
    assert.equal(result.source, 'google');
    assert.equal(result.totalFound, 17);
    assert.equal(result.totalRanked, 17);
    assert.equal(result.images.length, 17);
    const first = result.images[0];
    assert.deepEqual(Object.keys(first).sort(), ['description', 'height', 'id', 'originalUrl', 'quality', 'relevance', 'source', 'url', 'width']);
    assert.equal(first.relevance, 'high');
    assert.equal(first.quality, 'professional');
    assert.equal(first.source, 'example-clinic.com');
    assert.match(first.originalUrl, /^https:\/\/example-clinic\.com\/page-/);
    assert.ok(
      result.images.every(
        (img, i, all) => i === 0 || ['high', 'medium', 'low'].indexOf(all[i - 1].relevance) <= ['high', 'medium', 'low'].indexOf(img.relevance),
      ),
    );
    assert.equal(result.images.find((i) => i.url.endsWith('/4.jpg'))?.quality, 'amateur', 'a Pinterest image is amateur');
    assert.equal(result.images.find((i) => i.url.endsWith('/6.jpg'))?.quality, 'amateur', 'a small image is amateur');
    assert.deepEqual(result.quota, { used: 2, limit: 100 });
    assert.match(result.searchNote, /2 of 100 free searches used today/);
    assert.deepEqual(await db('image_search_quota').select('day', 'queries'), [{ day: '2026-11-20', queries: 2 }]);
  });

  test('stops after one page when the first page is short', async () => {
    const saved = googleReply;
    googleReply = () => ({ status: 200, body: { items: [{ title: 'Hydra Serum', link: 'https://a.example/1.png', image: { width: 900, height: 900 } }] } });
    const result = await searchProductImages(withGoogle(), { productName: 'Hydra Serum' });
    googleReply = saved;
    assert.equal(googleRequests.length, 1);
    assert.equal(result.images.length, 1);
  });

  test('counts the day against 100 free queries and says clearly when they are used up', async () => {
    const clock = fixedClock('2026-11-21T12:00:00Z');
    await db('image_search_quota').insert({ day: '2026-11-21', queries: 99 });
    const half = await searchProductImages(withGoogle(clock), { productName: 'Hydra Serum' });
    assert.equal(googleRequests.length, 1, 'only the first page fits in the quota');
    assert.equal(half.images.length, 10);
    assert.match(half.searchNote, /ran out after the first page/);

    const used = await searchProductImages(withGoogle(clock), { productName: 'Hyaluronic Lip Filler' });
    assert.equal(googleRequests.length, 1, 'no query beyond the quota');
    assert.equal(used.source, 'library');
    assert.match(
      used.searchNote,
      /^The 100 free Google image searches for today are used up; searching resumes after midnight Pacific time\. Showing images from the product library instead\./,
    );
    assert.ok(used.images.length > 0);

    clock.advance(24 * 3600 * 1000);
    await searchProductImages(withGoogle(clock), { productName: 'Hydra Serum' });
    assert.equal(googleRequests.length, 3, 'a new day, new queries');
  });

  test('an API error is a clear upstream error', async () => {
    const saved = googleReply;
    googleReply = () => ({ status: 403, body: { error: { message: 'API key not valid.', errors: [{ reason: 'forbidden' }] } } });
    await assert.rejects(searchProductImages(withGoogle(), { productName: 'Hydra Serum' }), {
      code: 'upstream',
      messageKey: 'catalog.googleFailedWith',
      params: { status: 403, detail: 'API key not valid.' },
      message: 'Google image search failed (403): API key not valid.',
    });
    googleReply = () => ({ status: 500, body: {} });
    await assert.rejects(searchProductImages(withGoogle(), { productName: 'Hydra Serum' }), {
      messageKey: 'catalog.googleFailed',
      message: 'Google image search failed (500).',
    });
    googleReply = () => ({ status: 429, body: { error: { message: 'Quota exceeded', errors: [{ reason: 'rateLimitExceeded' }] } } });
    await assert.rejects(searchProductImages(withGoogle(), { productName: 'Hydra Serum' }), {
      code: 'upstream',
      messageKey: 'catalog.googleQuota',
      params: { status: 429 },
    });
    googleReply = saved;
  });

  test('the product name is required, in Greek', async () => {
    await assert.rejects(searchProductImages(withGoogle(), { productName: '  ' }), {
      code: 'invalid',
      messageKey: 'catalog.imageSearchProductName',
      field: 'productName',
      message: 'Παρακαλώ εισάγετε όνομα προϊόντος',
    });
    assert.equal(googleRequests.length, 0, 'refused at the door, before any query');
  });
});

describe('offline image search over the product library', () => {
  test('finds library images by name words, best match first', async () => {
    const result = await searchProductImages(deps, { productName: 'lip filler' });
    assert.equal(result.source, 'library');
    assert.ok(result.images.length >= 2);
    assert.match(result.images[0].description, /Hyaluronic Acid Lip Filler/);
    assert.equal(result.images[0].relevance, 'high');
    assert.equal(result.images[0].source, 'Product library');
    assert.match(result.images[0].url, /^\/uploads\/products\//);
    assert.ok(result.images.length <= 20);
  });

  test('adds demo images drawn for a name the library does not know', async () => {
    const result = await searchProductImages(deps, { productName: 'Zzyzx Elixir' });
    assert.deepEqual(
      result.images.map((i) => i.source),
      ['Demo images', 'Demo images', 'Demo images'],
    );
    assert.match(result.searchNote, /no product library images match/);
    const card = await loadCandidateImage({ url: result.images[0].url });
    const meta = await sharp(card).metadata();
    assert.deepEqual([meta.width, meta.height, meta.format], [1080, 1350, 'jpeg']);
  });

  test('candidate images are loaded from storage, demo cards, or the web through the safe fetch only', async () => {
    const [image] = (await searchProductImages(deps, { productName: 'lip filler' })).images;
    assert.ok((await loadCandidateImage({ url: image.url, storage }))!.length > 1000);
    await assert.rejects(loadCandidateImage({ url: 'http://169.254.169.254/latest/meta-data/' }), { messageKey: 'fetch.addressRefused' });
    await assert.rejects(loadCandidateImage({ url: 'file:///etc/passwd' }), { code: 'invalid', messageKey: 'catalog.imageAddressRefused' });
  });
});

describe('demo cards', () => {
  test('are drawn one at a time, and more than 64 in line are refused instead of queued', async () => {
    const results = await Promise.allSettled(Array.from({ length: 70 }, (_, i) => renderDemoCard(`Backlog ${i}`, 0)));
    const drawn = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    assert.equal(drawn.length, 64, 'one drawing and 63 waiting');
    assert.equal(refused.length, 6);
    for (const r of refused) assert.deepEqual([r.reason.code, r.reason.messageKey], ['unavailable', 'catalog.demoImagesBusy']);
    // A drawn card is cached: asking again costs nothing and never waits.
    assert.equal(await renderDemoCard('Backlog 63', 0), drawn[63].value);
  });
});

describe('AI product preview (offline)', () => {
  test('describes the product and ranks real images, in English and Greek', async () => {
    for (const language of ['en', 'el'] as const) {
      const preview = await previewProduct(deps, { productName: 'Jawline Contouring Filler', language });
      assert.equal(preview.success, true);
      assert.equal(preview.provider, 'offline');
      assert.equal(preview.imageSource, 'library');
      assert.match(
        preview.description,
        language === 'en' ? /^Jawline Contouring Filler is a hyaluronic acid-based treatment/ : /^Το Jawline Contouring Filler είναι θεραπεία/,
      );
      assert.ok(preview.topImages.length > 0 && preview.topImages.length <= 3);
      assert.equal(preview.totalValid, preview.topImages.length + preview.remainingImages.length);
      assert.ok(preview.totalFound >= preview.totalValid);
      const all = [...preview.topImages, ...preview.remainingImages];
      assert.deepEqual(
        all.map((i) => i.rank),
        all.map((_, i) => i + 1),
      );
      assert.ok(all.every((img, i) => i === 0 || all[i - 1].score >= img.score));
      assert.ok(all.every((img) => img.score >= 0 && img.score <= 100));
      assert.deepEqual(Object.keys(preview.topImages[0]).sort(), ['description', 'id', 'rank', 'reason', 'score', 'url']);
      assert.match(
        preview.topImages[0].reason,
        language === 'en' ? /^Ranked first: .+\. 1080×1350 JPG: .*fits Instagram.*matches the product name\.$/ : /ταιριάζουν στο Instagram/,
      );
    }
  });

  test('an image that cannot be read is not counted as valid', async () => {
    const good = await sharp({ create: { width: 1080, height: 1080, channels: 3, background: '#eee' } })
      .jpeg()
      .toBuffer();
    const preview = await previewProduct(deps, {
      productName: 'Lip Filler',
      loadImage: async (url) => (url.includes('products') ? Buffer.from('broken') : good),
    });
    assert.ok(preview.totalFound > preview.totalValid);
  });
});

describe('replacing a preview image', () => {
  const image = (n: number) => ({ id: String(n), url: `https://cdn.example.com/${n}.jpg`, rank: n, score: 100 - n, reason: 'r' });

  test('takes the next best of the remaining images', () => {
    const result = replaceProductImage(deps, {
      productName: 'x',
      imageIndex: 1,
      remainingImages: [image(4), image(5)],
      allValidImages: [1, 2, 3, 4, 5].map(image),
    });
    assert.deepEqual(result.replacementImage, image(4));
    assert.deepEqual(result.remainingImages, [image(5)]);
  });

  test('cycles from the start over all images when none remain, skipping those on screen', () => {
    const all = [1, 2, 3, 4].map(image);
    const result = replaceProductImage(deps, { imageIndex: 0, remainingImages: [], allValidImages: all, currentImages: [all[0].url, all[2].url, all[3].url] });
    assert.deepEqual(result.replacementImage, image(2));
    const plain = replaceProductImage(deps, { imageIndex: 0, remainingImages: [], allValidImages: all });
    assert.deepEqual(plain.replacementImage, image(1));
    assert.deepEqual(plain.remainingImages, [2, 3, 4].map(image));
  });

  test('says so when there is nothing to replace with', () => {
    assert.throws(() => replaceProductImage(deps, { imageIndex: 0, remainingImages: [], allValidImages: [] }), {
      code: 'invalid',
      messageKey: 'catalog.noOtherImages',
    });
    assert.throws(() => replaceProductImage(deps, { imageIndex: -1 }), {
      code: 'invalid',
      messageKey: 'catalog.imageIndexMin',
      field: 'imageIndex',
      message: 'imageIndex must be 0 or more',
    });
  });
});
