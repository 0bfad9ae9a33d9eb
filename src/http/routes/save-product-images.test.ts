import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startTestApp } from '../testing.js';
import { seedDemoCatalog } from '../../modules/catalog/index.js';
import { signPath } from '../../lib/signed-url.js';

const app = await startTestApp();
const { request, db, deps } = app;
await seedDemoCatalog(deps);
const a = await app.loginBusiness('Clinic A');
const b = await app.loginBusiness('Clinic B');
const adminToken = await app.loginAdmin();

const jpeg = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .jpeg()
    .toBuffer();
const demoUrl = (name: string, v: number) => `/api/demo-images/card.jpg?name=${encodeURIComponent(name)}&v=${v}`;

// A catalogue product both clinics have in their lists; B uploads a picture of its own to it.
const catalogue = await db('products').where({ status: 'active' }).orderBy('id').first('id', 'name', 'imagePath');
const catalogueImage: { imagePath: string } = await db('productImages')
  .where({ productId: catalogue.id })
  .whereNull('accountId')
  .orderBy('sortOrder')
  .first('imagePath');
for (const clinic of [a, b]) await request('/api/v2/account-products', { token: clinic.token, body: { productIds: [catalogue.id] } });
async function uploadOwn(token: string, background: string): Promise<string> {
  const body = new FormData();
  body.append('image', new Blob([new Uint8Array(await jpeg(background))], { type: 'image/jpeg' }), 'own.jpg');
  const res = await request(`/api/products/${catalogue.id}/images`, { token, body });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.image.imagePath;
}
const bPrivate = await uploadOwn(b.token, '#1f6f5c');
const aOwn = await uploadOwn(a.token, '#8a2be2');
// B's story poster: prepared media, served only through a signed URL (post-story.ts stores it so).
const bPoster = await deps.storage.put('media', await jpeg('#aa3311'), 'jpg');
// B's AI draft: its images are in no other clinic's catalogue until an admin publishes it.
const bDraft = await request('/api/save-product-images', {
  token: b.token,
  body: { productName: 'Secret Glow Draft', selectedImages: [{ url: demoUrl('Secret Glow Draft', 0) }] },
});
assert.equal(bDraft.status, 200, JSON.stringify(bDraft.body));
const bDraftImage: string = (await db('products').where({ id: bDraft.body.product.originalProductId }).first('imagePath')).imagePath;

/** The same file named another way: each must be refused as the file itself is. */
function spellings(stored: string): string[] {
  const [, , folder, file] = stored.split('/');
  return [
    stored,
    `${stored}?v=1`,
    `/uploads/%${folder.charCodeAt(0).toString(16)}${folder.slice(1)}/${file}`,
    `/uploads/./${folder}/${file}`,
    `/uploads/x/../${folder}/${file}`,
    `/uploads/${folder}%2F${file}`,
    `/uploads/%2e/${folder}/${file}`,
    `/UPLOADS/${folder.toUpperCase()}/${file}`,
    `/uploads//${folder}/${file}`,
    `//uploads/${folder}/${file}`,
    `/uploads\\${folder}\\${file}`,
    `/uploads/${folder}/${file}.`,
  ];
}

const storedFiles = () => fs.readdirSync(path.join(app.dataDir, 'uploads', 'products')).length;
const productCount = async () => Number((await db('products').count<{ count: string }[]>('* as count'))[0].count);

async function assertRefused(token: string, url: string, extra: Record<string, string> = {}) {
  const [files, products] = [storedFiles(), await productCount()];
  const res = await request('/api/save-product-images', { token, headers: extra, body: { productName: `Copy ${Math.random()}`, selectedImages: [{ url }] } });
  assert.equal(res.status, 400, `${url}: ${res.status} ${JSON.stringify(res.body)}`);
  assert.equal(res.body.messageKey, 'catalog.imageNotUsable', url);
  assert.equal(res.body.field, 'selectedImages');
  assert.equal(storedFiles(), files, `${url}: a file was stored`);
  assert.equal(await productCount(), products, `${url}: a product was created`);
}

describe('POST /api/save-product-images copies only images the caller may use', () => {
  test("clinic A cannot copy B's private upload, B's story poster or B's draft's image, however the path is spelled", async () => {
    for (const url of spellings(bPrivate)) await assertRefused(a.token, url);
    for (const url of spellings(bPoster)) await assertRefused(a.token, url);
    // Not even with the poster's valid signature: prepared media are for Meta, never a product image.
    await assertRefused(a.token, signPath(deps.config.sessionSecret, bPoster, new Date(Date.now() + 3600_000)));
    for (const url of spellings(bDraftImage)) await assertRefused(a.token, url);
    // Mixed with an image A may use: refused as a whole, nothing downloaded.
    const [files, products] = [storedFiles(), await productCount()];
    const mixed = await request('/api/save-product-images', {
      token: a.token,
      body: { productName: 'Mixed Copy', selectedImages: [{ url: catalogueImage.imagePath }, { url: bPrivate }] },
    });
    assert.equal(mixed.status, 400);
    assert.deepEqual([storedFiles(), await productCount()], [files, products]);
  });

  test('the refusal is translated (English and Greek texts for its key)', async () => {
    const res = await request('/api/save-product-images', { token: a.token, body: { productName: 'Copy', selectedImages: [{ url: bPrivate }] } });
    const greek = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../web/shared/locales/el/errors.json'), 'utf8')).catalog.imageNotUsable;
    assert.equal(res.body.messageKey, 'catalog.imageNotUsable');
    assert.match(greek, /[\u0370-\u03ff]/);
  });

  test("an admin viewing clinic A is clinic A here; in the admin area an admin cannot copy a clinic's private upload or media", async () => {
    await assertRefused(adminToken, bPrivate, { 'X-Account-Id': String(a.accountId) });
    await assertRefused(adminToken, bPrivate);
    await assertRefused(adminToken, bPoster);
    const draft = await request('/api/save-product-images', {
      token: adminToken,
      body: { productName: 'From a clinic draft', selectedImages: [{ url: bDraftImage }] },
    });
    assert.equal(draft.status, 200, 'a clinic draft is part of the catalogue the admins review');
  });

  test("the catalogue's images, the caller's own uploads and its own drafts are accepted", async () => {
    for (const [token, name, url] of [
      [a.token, 'From the catalogue', catalogueImage.imagePath],
      [a.token, 'From the catalogue main image', catalogue.imagePath],
      [a.token, 'From my upload', aOwn],
      [b.token, 'From my private upload', bPrivate],
      [b.token, 'From my draft', bDraftImage],
    ] as const) {
      const res = await request('/api/save-product-images', { token, body: { productName: name, selectedImages: [{ url }] } });
      assert.equal(res.status, 200, `${name}: ${JSON.stringify(res.body)}`);
      assert.deepEqual(res.body.failedImages, []);
    }
    const admin = await request('/api/save-product-images', {
      token: adminToken,
      body: { productName: 'Admin copy', selectedImages: [{ url: catalogueImage.imagePath }] },
    });
    assert.equal(admin.status, 200);
  });
});

describe("the product preview offers no other clinic's images", () => {
  test("A's preview for B's draft's name shows neither B's draft images nor B's private upload; B's own does", async () => {
    const urls = async (token: string, productName: string) => {
      const res = await request('/api/ai-create-product-preview', { token, body: { productName } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return [...res.body.topImages, ...res.body.remainingImages].map((i: { url: string }) => i.url);
    };
    const forA = [...(await urls(a.token, 'Secret Glow Draft')), ...(await urls(a.token, catalogue.name))];
    assert.ok(!forA.includes(bDraftImage), "B's draft image offered to A");
    assert.ok(!forA.includes(bPrivate), "B's private upload offered to A");
    assert.ok(forA.includes(aOwn) || forA.includes(catalogueImage.imagePath), 'A is offered the catalogue and its own images');
    const forB = [...(await urls(b.token, 'Secret Glow Draft')), ...(await urls(b.token, catalogue.name))];
    assert.ok(forB.includes(bDraftImage) || forB.includes(bPrivate), 'B is offered its own');
    const forAdmin = await urls(adminToken, catalogue.name);
    assert.ok(!forAdmin.includes(bPrivate) && !forAdmin.includes(aOwn), "a clinic's private upload is not offered in the admin area");
  });
});
