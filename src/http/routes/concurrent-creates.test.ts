import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startTestApp } from '../testing.js';
import { seedDemoCatalog } from '../../modules/catalog/index.js';

// A double click, or a client that retries: the same create sent many times at once.
const app = await startTestApp();
const { request, db, deps } = app;
await seedDemoCatalog(deps);
const adminToken = await app.loginAdmin();
const a = await app.loginBusiness('Clinic Parallel A');
const b = await app.loginBusiness('Clinic Parallel B');

const at = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('POST /api/accounts', () => {
  test('50 at once with one business name: one account, 49 clear 409s', async () => {
    const answers = await at(50, () => request('/api/accounts', { token: adminToken, body: { businessName: 'Twin Clinic', status: 'trial' } }));
    assert.deepEqual(tally(answers.map((r) => r.status)), { 201: 1, 409: 49 });
    const refused = answers.find((r) => r.status === 409)!;
    assert.deepEqual([refused.body.success, refused.body.message], [false, 'A business account with this name already exists']);
    assert.equal((await db('accounts').whereRaw('lower(business_name) = ?', ['twin clinic'])).length, 1);
  });

  test('the name is compared without case, and a rename onto a taken name is refused too', async () => {
    const other = await request('/api/accounts', { token: adminToken, body: { businessName: 'Solo Clinic', status: 'trial' } });
    assert.equal(other.status, 201);
    const sameLetters = await request('/api/accounts', { token: adminToken, body: { businessName: '  TWIN clinic ', status: 'trial' } });
    assert.deepEqual([sameLetters.status, sameLetters.body.message], [409, 'A business account with this name already exists']);
    const rename = await request(`/api/accounts/${other.body.account.id}`, {
      method: 'PUT',
      token: adminToken,
      body: { businessName: 'Twin Clinic', status: 'active' },
    });
    assert.deepEqual([rename.status, rename.body.message], [409, 'A business account with this name already exists']);
    // Its own name, changed only in status, is fine.
    const same = await request(`/api/accounts/${other.body.account.id}`, {
      method: 'PUT',
      token: adminToken,
      body: { businessName: 'Solo Clinic', status: 'active' },
    });
    assert.equal(same.status, 200);
  });
});

describe('POST /api/save-product-images (business)', () => {
  const demoUrl = (v: number) => `/api/demo-images/card.jpg?name=${encodeURIComponent('Twin Serum')}&v=${v}`;

  const storedFiles = () => fs.readdirSync(path.join(app.dataDir, 'uploads', 'products')).length;

  test('50 at once for one name: one product, and every answer is that product', async () => {
    const filesBefore = storedFiles();
    const answers = await at(50, () =>
      request('/api/save-product-images', {
        token: a.token,
        body: { productName: 'Twin Serum', description: 'A serum.', selectedImages: [{ url: demoUrl(0) }, { url: demoUrl(1) }] },
      }),
    );
    assert.deepEqual(tally(answers.map((r) => r.status)), { 200: 50 }, JSON.stringify(answers.find((r) => r.status !== 200)?.body));
    const products = await db('products').where({ createdByAccountId: a.accountId }).whereRaw('lower(name) = ?', ['twin serum']).select('id');
    assert.equal(products.length, 1);
    assert.deepEqual([...new Set(answers.map((r) => r.body.product.originalProductId))], [products[0].id]);
    assert.deepEqual([...new Set(answers.map((r) => r.body.product.id))].length, 1, 'one entry in the account list');
    assert.equal((await db('accountProducts').where({ accountId: a.accountId, originalProductId: products[0].id })).length, 1);
    assert.equal((await db('productImages').where({ productId: products[0].id })).length, 2);
    // Copies downloaded by the requests that lost the race are removed: the winner's two files stay.
    assert.equal(storedFiles() - filesBefore, 2);
  });

  test('saving the same name again gives the same product back (to the list again if it was removed)', async () => {
    const first = await request('/api/save-product-images', { token: a.token, body: { productName: 'Once Serum', selectedImages: [{ url: demoUrl(0) }] } });
    assert.equal(first.status, 200);
    const removed = await request(`/api/v2/account-products/${first.body.product.id}`, { method: 'DELETE', token: a.token });
    assert.equal(removed.status, 200);
    const again = await request('/api/save-product-images', { token: a.token, body: { productName: 'ONCE serum', selectedImages: [{ url: demoUrl(2) }] } });
    assert.equal(again.status, 200);
    assert.equal(again.body.product.originalProductId, first.body.product.originalProductId);
    assert.equal((await db('products').whereRaw('lower(name) = ?', ['once serum'])).length, 1);
    // Another account's product of the same name is its own.
    const other = await request('/api/save-product-images', { token: b.token, body: { productName: 'Once Serum', selectedImages: [{ url: demoUrl(0) }] } });
    assert.equal(other.status, 200);
    assert.notEqual(other.body.product.originalProductId, first.body.product.originalProductId);
  });
});

describe('POST /api/products/:id/images', () => {
  test('20 uploads at once to one product get 20 distinct sort orders after the existing images', async () => {
    const product = await db('products').where({ status: 'active' }).orderBy('id').first('id');
    const added = await request('/api/v2/account-products', { token: a.token, body: { productIds: [product.id] } });
    assert.equal(added.status, 200);
    const before: number[] = (await db('productImages').where({ productId: product.id }).select('sortOrder')).map((r) => r.sortOrder);
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const answers = await at(20, () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
      return request(`/api/products/${product.id}/images`, { token: a.token, body: form });
    });
    assert.deepEqual(tally(answers.map((r) => r.status)), { 200: 20 });
    const orders: number[] = (await db('productImages').where({ productId: product.id }).orderBy('sortOrder').select('sortOrder')).map((r) => r.sortOrder);
    assert.equal(new Set(orders).size, orders.length, `sort orders repeat: ${orders.join(',')}`);
    const top = Math.max(...before);
    assert.deepEqual(
      orders.filter((o) => o > top),
      Array.from({ length: 20 }, (_, i) => top + 1 + i),
    );
  });
});
