import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import sharp from 'sharp';
import { startTestApp } from '../testing.js';
import type { LocalStorage } from '../../lib/storage.js';

const app = await startTestApp();
const admin = await app.loginAdmin();
const business = await app.loginBusiness();

const png = (color = '#c0395a', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();

function productForm(fields: Record<string, string>, image?: { data: Buffer; name: string; type: string }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append('image', new Blob([new Uint8Array(image.data)], { type: image.type }), image.name);
  return form;
}

const fileOf = (publicPath: string) => (app.deps.storage as LocalStorage).resolve(publicPath)!;

async function createProduct(fields: Record<string, unknown>) {
  const res = await app.request('/api/products', { token: admin, body: { description: 'A long enough description.', ...fields } });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.product;
}

describe('products API: authentication and roles', () => {
  test('401 without a session on every endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/api/products'],
      ['GET', '/api/products/1'],
      ['POST', '/api/products'],
      ['PUT', '/api/products/1'],
      ['DELETE', '/api/products/1'],
      ['GET', '/api/categories'],
    ]) {
      const res = await app.request(path, { method, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      assert.equal(res.status, 401, `${method} ${path}`);
      assert.equal(res.body.success, false);
    }
  });

  test('403 for a business token on the writing endpoints', async () => {
    const product = await createProduct({ name: 'Role check' });
    for (const [method, path] of [
      ['POST', '/api/products'],
      ['PUT', `/api/products/${product.id}`],
      ['DELETE', `/api/products/${product.id}`],
    ]) {
      const res = await app.request(path, {
        method,
        token: business.token,
        body: method === 'DELETE' ? undefined : { name: 'Hacked', description: 'Not allowed to write this.' },
      });
      assert.equal(res.status, 403, `${method} ${path}`);
    }
    assert.equal((await app.request(`/api/products/${product.id}`, { token: admin })).body.product.name, 'Role check');
  });

  test('a business user reads active products only', async () => {
    const draft = await createProduct({ name: 'Hidden draft', status: 'draft' });
    const list = await app.request('/api/products', { token: business.token });
    assert.equal(list.status, 200);
    assert.ok(list.body.products.every((p: { status: string }) => p.status === 'active'));
    assert.equal((await app.request(`/api/products/${draft.id}`, { token: business.token })).status, 404);
    assert.equal((await app.request(`/api/products/${draft.id}`, { token: admin })).status, 200);
  });
});

describe('products API: validation (admin-area.md §5)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing name', { description: 'Long enough text here.' }, 'Product name must be at least 2 characters.', 'name'],
    ['short name', { name: 'A', description: 'Long enough text here.' }, 'Product name must be at least 2 characters.', 'name'],
    ['short description', { name: 'Filler', description: 'Too short' }, 'Description must be at least 10 characters.', 'description'],
    [
      'blank example post',
      { name: 'Filler', description: 'Long enough text here.', examplePosts: ['fine', '   '] },
      'Example post cannot be empty',
      'examplePosts.1.content',
    ],
    [
      'example posts not JSON',
      { name: 'Filler', description: 'Long enough text here.', examplePosts: 'nope' },
      'Example posts must be a JSON array',
      'examplePosts',
    ],
    ['bad status', { name: 'Filler', description: 'Long enough text here.', status: 'deleted' }, 'Status must be active, draft or archived', 'status'],
    ['unknown category', { name: 'Filler', description: 'Long enough text here.', categoryId: 99999 }, 'Category not found', 'categoryId'],
    [
      'foreign imageUrl',
      { name: 'Filler', description: 'Long enough text here.', imageUrl: 'https://example.com/a.jpg' },
      'The image must be a file uploaded to this server (/uploads/...)',
      'imageUrl',
    ],
    [
      'missing stored file',
      { name: 'Filler', description: 'Long enough text here.', imageUrl: '/uploads/products/nothing.jpg' },
      'The image must be a file uploaded to this server (/uploads/...)',
      'imageUrl',
    ],
  ];
  for (const [label, body, message, field] of cases) {
    test(`POST refuses ${label}`, async () => {
      const res = await app.request('/api/products', { token: admin, body });
      assert.equal(res.status, 400);
      assert.equal(res.body.message, message);
      assert.equal(res.body.field, field);
    });
  }

  test('PUT applies the same rules', async () => {
    const product = await createProduct({ name: 'Rules on update' });
    const res = await app.request(`/api/products/${product.id}`, { method: 'PUT', token: admin, body: { name: 'Rules on update', description: 'short' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Description must be at least 10 characters.');
  });

  test('a file that is not an image is refused, whatever its name and type say', async () => {
    const form = productForm(
      { name: 'Fake image', description: 'A long enough description.' },
      { data: Buffer.from('<?php echo 1; ?>'), name: 'photo.jpg', type: 'image/jpeg' },
    );
    const res = await app.request('/api/products', { token: admin, body: form });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'The file is not an image');
    const count = await app.db('products').where({ name: 'Fake image' }).count({ n: '*' });
    assert.equal(Number(count[0].n), 0);
  });

  test('404 for a missing id', async () => {
    assert.equal((await app.request('/api/products/999999', { token: admin })).status, 404);
    assert.equal(
      (await app.request('/api/products/999999', { method: 'PUT', token: admin, body: { name: 'Nothing', description: 'Nothing at all here.' } })).status,
      404,
    );
    assert.equal((await app.request('/api/products/999999', { method: 'DELETE', token: admin })).status, 404);
    assert.equal((await app.request('/api/products/abc', { token: admin })).status, 404);
  });
});

describe('products API: create, read, update, delete', () => {
  test('multipart create with an image and example posts; the image is re-encoded without EXIF and served cached', async () => {
    const withExif = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#88aacc' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
      .toBuffer();
    assert.ok((await sharp(withExif).metadata()).exif);
    const [category] = await app.db('productCategories').insert({ name: 'Dermal Fillers' }).returning('id');
    const form = productForm(
      {
        name: '  Lip Filler  ',
        description: 'A soft hyaluronic acid gel for the lips.',
        status: 'draft',
        categoryId: String(category.id),
        examplePosts: JSON.stringify(['First post', 'Second post']),
      },
      { data: withExif, name: 'lips.png', type: 'image/png' },
    );
    const res = await app.request('/api/products', { token: admin, body: form });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.success, true);
    const product = res.body.product;
    assert.equal(product.name, 'Lip Filler');
    assert.equal(product.status, 'draft');
    assert.equal(product.categoryName, 'Dermal Fillers');
    assert.equal(product.examplePostsCount, 2);
    assert.match(product.imagePath, /^\/uploads\/products\/[\w-]+\.jpg$/);
    const stored = await sharp(fs.readFileSync(fileOf(product.imagePath))).metadata();
    assert.equal(stored.exif, undefined);
    assert.ok(stored.width <= 2048);

    const served = await fetch(app.url + product.imagePath);
    assert.equal(served.status, 200);
    assert.match(served.headers.get('cache-control') ?? '', /max-age=\d+/);

    const detail = await app.request(`/api/products/${product.id}`, { token: admin });
    assert.equal(detail.status, 200);
    assert.equal(detail.body.success, true);
    assert.equal(detail.body.product.id, product.id);
    assert.deepEqual(
      detail.body.examplePosts.map((e: { content: string }) => e.content),
      ['First post', 'Second post'],
    );

    const categories = await app.request('/api/categories', { token: admin });
    assert.equal(categories.status, 200);
    assert.ok(categories.body.categories.some((c: { name: string }) => c.name === 'Dermal Fillers'));
  });

  test('update edits, adds and removes example posts, replaces the image and removes the old file', async () => {
    const first = await app.request('/api/products', {
      token: admin,
      body: productForm(
        { name: 'Peel', description: 'A professional chemical peel.', examplePosts: JSON.stringify(['keep me', 'drop me']) },
        { data: await png('#123456'), name: 'a.png', type: 'image/png' },
      ),
    });
    const product = first.body.product;
    const [keep, drop] = first.body.examplePosts;
    const oldFile = fileOf(product.imagePath);
    assert.ok(fs.existsSync(oldFile));

    const res = await app.request(`/api/products/${product.id}`, {
      method: 'PUT',
      token: admin,
      body: productForm(
        {
          name: 'Peel Pro',
          description: 'A stronger professional chemical peel.',
          status: 'archived',
          examplePosts: JSON.stringify([{ id: keep.id, content: 'kept and edited' }, { content: 'brand new' }]),
        },
        { data: await png('#654321'), name: 'b.png', type: 'image/png' },
      ),
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.product.name, 'Peel Pro');
    assert.equal(res.body.product.status, 'archived');
    assert.notEqual(res.body.product.imagePath, product.imagePath);
    assert.equal(fs.existsSync(oldFile), false);
    assert.ok(fs.existsSync(fileOf(res.body.product.imagePath)));
    const posts = res.body.examplePosts as { id: number; content: string }[];
    assert.deepEqual(
      posts.map((p) => p.content),
      ['kept and edited', 'brand new'],
    );
    assert.equal(posts[0].id, keep.id);
    assert.ok(!posts.some((p) => p.id === drop.id));

    // Without examplePosts the posts stay as they are.
    const again = await app.request(`/api/products/${product.id}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'Peel Pro', description: 'A stronger professional chemical peel.' },
    });
    assert.equal(again.body.examplePosts.length, 2);
    assert.equal(again.body.product.status, 'active');
  });

  test('the AI flow creates an active product from a file already in storage', async () => {
    const stored = await app.deps.storage.put('products', await png('#00ff00'), 'png');
    const res = await app.request('/api/products', {
      token: admin,
      body: { name: 'AI Skin Booster', description: 'Written by the AI preview.', status: 'active', imageUrl: stored },
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.product.imagePath, stored);
    assert.equal(res.body.product.status, 'active');
  });

  test('delete removes the product, its posts and its files', async () => {
    const created = await app.request('/api/products', {
      token: admin,
      body: productForm(
        { name: 'Short-lived', description: 'Deleted in a moment.', examplePosts: '["one"]' },
        { data: await png(), name: 'x.png', type: 'image/png' },
      ),
    });
    const file = fileOf(created.body.product.imagePath);
    assert.ok(fs.existsSync(file));
    const res = await app.request(`/api/products/${created.body.product.id}`, { method: 'DELETE', token: admin });
    assert.equal(res.status, 200);
    assert.equal(res.body.success, true);
    assert.equal(fs.existsSync(file), false);
    assert.equal((await app.request(`/api/products/${created.body.product.id}`, { token: admin })).status, 404);
    const posts = await app.db('examplePosts').where({ productId: created.body.product.id });
    assert.equal(posts.length, 0);
  });

  test('delete keeps a file a business still uses through its product list', async () => {
    const created = await app.request('/api/products', {
      token: admin,
      body: productForm({ name: 'Shared image', description: 'A business copied this one.' }, { data: await png('#abcdef'), name: 'x.png', type: 'image/png' }),
    });
    const path = created.body.product.imagePath;
    await app
      .db('accountProducts')
      .insert({ accountId: business.accountId, originalProductId: created.body.product.id, originalName: 'Shared image', originalImagePath: path });
    await app.request(`/api/products/${created.body.product.id}`, { method: 'DELETE', token: admin });
    assert.ok(fs.existsSync(fileOf(path)));
  });
});

describe('products API: search, sort and pages in the database', () => {
  test('q matches name or description case-insensitively; six sorts; pages with a total', async () => {
    const db = app.db;
    await db('products').delete();
    const rows = [
      { name: 'alpha Serum', description: 'Contains MAGNOLIA extract for glow.', status: 'draft' },
      { name: 'Beta cream', description: 'A rich night cream for dry skin.', status: 'archived' },
      { name: 'Gamma Magnolia Mask', description: 'A soothing mask for the evening.', status: 'active' },
      { name: 'delta peel', description: 'Light peel with 50% less sting.', status: 'active' },
    ];
    const ids: number[] = [];
    for (const row of rows) ids.push((await db('products').insert(row).returning('id'))[0].id);
    await db('examplePosts').insert([
      { productId: ids[1], content: 'a' },
      { productId: ids[1], content: 'b' },
      { productId: ids[3], content: 'c' },
    ]);
    const names = async (query: string) =>
      ((await app.request(`/api/products?${query}`, { token: admin })).body.products as { name: string }[]).map((p) => p.name);

    assert.deepEqual(await names('q=magnolia&sort=a-z'), ['alpha Serum', 'Gamma Magnolia Mask']);
    assert.deepEqual(await names('q=50%25'), ['delta peel']);
    assert.deepEqual(await names('q=zzz'), []);
    assert.deepEqual(await names('sort=newest'), ['delta peel', 'Gamma Magnolia Mask', 'Beta cream', 'alpha Serum']);
    assert.deepEqual(await names('sort=oldest'), ['alpha Serum', 'Beta cream', 'Gamma Magnolia Mask', 'delta peel']);
    assert.deepEqual(await names('sort=a-z'), ['alpha Serum', 'Beta cream', 'delta peel', 'Gamma Magnolia Mask']);
    assert.deepEqual(await names('sort=z-a'), ['Gamma Magnolia Mask', 'delta peel', 'Beta cream', 'alpha Serum']);
    assert.deepEqual(await names('sort=posts'), ['Beta cream', 'delta peel', 'Gamma Magnolia Mask', 'alpha Serum']);
    assert.deepEqual(await names('sort=status'), ['delta peel', 'Gamma Magnolia Mask', 'alpha Serum', 'Beta cream']);

    const page2 = await app.request('/api/products?sort=oldest&page=2&pageSize=3', { token: admin });
    assert.equal(page2.body.total, 4);
    assert.equal(page2.body.page, 2);
    assert.equal(page2.body.pageSize, 3);
    assert.deepEqual(
      page2.body.products.map((p: { name: string }) => p.name),
      ['delta peel'],
    );
    assert.equal(page2.body.products[0].examplePostsCount, 1);

    const all = await app.request('/api/products', { token: admin });
    assert.equal(all.body.products.length, 4);
    assert.equal(all.body.total, 4);

    const bad = await app.request('/api/products?sort=random', { token: admin });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, 'Sort must be one of: newest, oldest, a-z, z-a, posts, status');
  });
});

describe('products API: which clinic made a product', () => {
  test('an admin sees the clinic that created a product with AI; a business user never sees it', async () => {
    const clinic = await app.loginBusiness('Glow Lab Clinic');
    const { demoImageUrl } = await import('../../modules/catalog/testing.js');
    const saved = await app.request('/api/save-product-images', {
      token: clinic.token,
      body: { productName: 'Glow Lab Serum', description: 'A bright serum.', selectedImages: [{ url: demoImageUrl('Glow Lab Serum', 0) }] },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const draftId = saved.body.product.originalProductId;
    const platformProduct = await createProduct({ name: 'Platform Peel', status: 'active' });

    const list = await app.request('/api/products?status=draft&q=Glow%20Lab', { token: admin });
    assert.equal(list.status, 200);
    const draft = list.body.products.find((p: { id: number }) => p.id === draftId);
    assert.deepEqual(draft.createdBy, { accountId: clinic.accountId, businessName: 'Glow Lab Clinic' });
    assert.equal(draft.status, 'draft');
    const one = await app.request(`/api/products/${draftId}`, { token: admin });
    assert.deepEqual(one.body.product.createdBy, { accountId: clinic.accountId, businessName: 'Glow Lab Clinic' });
    const mine = await app.request(`/api/products/${platformProduct.id}`, { token: admin });
    assert.equal(mine.body.product.createdBy, null);

    // Published to everyone, it is still the clinic's product to the operator, and anonymous to other clinics.
    const published = await app.request(`/api/products/${draftId}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'Glow Lab Serum', description: 'A bright serum for every skin.', status: 'active' },
    });
    assert.equal(published.status, 200, JSON.stringify(published.body));
    assert.deepEqual(published.body.product.createdBy, { accountId: clinic.accountId, businessName: 'Glow Lab Clinic' });
    const seen = await app.request('/api/products?q=Glow%20Lab', { token: business.token });
    assert.equal(seen.status, 200);
    const public_ = seen.body.products.find((p: { id: number }) => p.id === draftId);
    assert.ok(public_, 'the published product is in the catalogue');
    assert.ok(!('createdBy' in public_) && !JSON.stringify(seen.body).includes('Glow Lab Clinic'));

    // The operator's filter: the clinics' products, or the platform's own; business users cannot use it.
    const byClinics = await app.request('/api/products?origin=clinic&page=1&pageSize=100', { token: admin });
    assert.ok(byClinics.body.products.length >= 1 && byClinics.body.products.every((p: { createdBy: unknown }) => p.createdBy !== null));
    assert.ok(byClinics.body.products.some((p: { id: number }) => p.id === draftId));
    assert.equal(byClinics.body.total, byClinics.body.products.length);
    const own = await app.request('/api/products?origin=platform', { token: admin });
    assert.ok(own.body.products.length >= 1 && own.body.products.every((p: { createdBy: unknown }) => p.createdBy === null));
    const bad = await app.request('/api/products?origin=everyone', { token: admin });
    assert.deepEqual([bad.status, bad.body.message], [400, 'Origin must be clinic or platform']);
    const ignored = await app.request('/api/products?origin=platform&q=Glow%20Lab', { token: business.token });
    assert.ok(
      ignored.body.products.some((p: { id: number }) => p.id === draftId),
      'a business user sees the published product whatever the origin asked',
    );
  });
});
