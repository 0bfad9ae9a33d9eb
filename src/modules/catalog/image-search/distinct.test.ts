import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestDatabase } from '../../../lib/testing/db.js';
import { testDeps } from '../../../lib/testing/deps.js';
import { differenceHash, hashDistance, nearDuplicates } from '../../../lib/image-hash.js';
import { seedDemoCatalog } from '../index.js';
import { DEMO_PRODUCTS } from '../demo-data.js';
import { loadCandidateImage, previewProduct, searchProductImages } from './index.js';

const { db } = await useTestDatabase();
const deps = testDeps(db);
const { storage } = deps;
await seedDemoCatalog(deps);

const hashOf = async (url: string) => differenceHash((await loadCandidateImage({ url, storage }))!);
function nearPairs(hashes: { url: string; hash: string }[]): string[] {
  const pairs: string[] = [];
  for (const [i, a] of hashes.entries())
    for (const b of hashes.slice(i + 1)) if (nearDuplicates(a.hash, b.hash)) pairs.push(`${a.url} ~ ${b.url} (${hashDistance(a.hash, b.hash)} bits)`);
  return pairs;
}

describe('one picture once', () => {
  test('the demo library holds no near-duplicate pair', async () => {
    const rows = await db('product_images').select('image_path as url').union(db('products').whereNotNull('image_path').select('image_path as url'));
    const urls = [...new Set(rows.map((r: { url: string }) => r.url))];
    assert.ok(urls.length >= DEMO_PRODUCTS.length, `${urls.length} pictures`);
    const hashes = await Promise.all(urls.map(async (url) => ({ url, hash: await hashOf(url) })));
    assert.deepEqual(nearPairs(hashes), []);
  });

  test('a library search lists no near-duplicate pair', async () => {
    for (const productName of ['filler', 'laser', 'peel', 'Hyaluronic Skin Booster', 'skin']) {
      const result = await searchProductImages(deps, { productName });
      assert.ok(result.images.length >= 3, productName);
      assert.equal(result.totalFound, result.images.length);
      const hashes = await Promise.all(result.images.map(async (image) => ({ url: image.url, hash: await hashOf(image.url) })));
      assert.deepEqual(nearPairs(hashes), [], productName);
    }
  });

  test('the top three of the demo library for a product share neither score nor reason', async () => {
    for (const language of ['en', 'el'] as const) {
      for (const name of ['Hyaluronic Acid Lip Filler', 'Diode Laser Hair Removal', 'Glycolic Acid Peel']) {
        const preview = await previewProduct(deps, { productName: name, language });
        const top = preview.topImages;
        assert.equal(top.length, 3, name);
        assert.equal(new Set(top.map((i) => i.score)).size, 3, `${name}: ${top.map((i) => i.score).join(',')}`);
        assert.equal(new Set(top.map((i) => i.reason)).size, 3, name);
        // Each says where it stands against its neighbours.
        assert.match(top[1].reason, language === 'en' ? /^Ranked 2 of \d+: .+ than #1\b.*; .+ than #3/ : /^Θέση 2 από \d+: .+ από την #1\b.*; .+ από την #3/);
      }
    }
  });
});
