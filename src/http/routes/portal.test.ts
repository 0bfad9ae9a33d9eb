import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { startTestApp } from '../testing.js';
import { seedDemoCatalog } from '../../modules/catalog/index.js';

const app = await startTestApp();
const { request, db, deps } = app;
await seedDemoCatalog(deps);
const a = await app.loginBusiness('Clinic A');
const b = await app.loginBusiness('Clinic B');
const adminToken = await app.loginAdmin();

const products: { id: number; name: string; categoryId: number }[] = await db('products')
  .where({ status: 'active' })
  .orderBy('id')
  .select('id', 'name', 'categoryId');

const form = {
  companyName: 'Glow Clinic',
  location: 'Athens, Greece',
  postFrequencyDays: 7,
  scheduledTime: '07:00',
  timezone: 'Europe/Athens',
  uiLanguage: 'en',
  contentLanguage: 'el',
};

async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0395a' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner', Artist: 'GPS person' } } })
    .toBuffer();
}
function imageForm(data: Buffer | string, name = 'photo.jpg', type = 'image/jpeg'): FormData {
  const body = new FormData();
  body.append('image', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
  return body;
}

describe('company info', () => {
  test('401 → 400 with each §5 message → 200, prefill, scoped per account', async () => {
    assert.equal((await request('/api/v2/company-info')).status, 401);
    assert.equal((await request('/api/v2/company-info', { method: 'POST', body: form })).status, 401);

    const empty = await request('/api/v2/company-info', { token: a.token });
    assert.deepEqual([empty.status, empty.body], [200, { success: true, companyInfo: null }]);

    const cases: [Record<string, unknown>, string][] = [
      [{ companyName: 'G' }, 'Company name must be at least 2 characters'],
      [{ location: ' A ' }, 'Location must be at least 2 characters'],
      [{ postFrequencyDays: 0 }, 'Post frequency must be a number from 1 to 30'],
      [{ postFrequencyDays: 31 }, 'Post frequency must be a number from 1 to 30'],
      [{ scheduledTime: '9:00' }, 'Time must be in HH:MM format'],
      [{ scheduledTime: '24:00' }, 'Time must be in HH:MM format'],
      [{ uiLanguage: 'fr' }, 'uiLanguage must be en or el'],
      [{ contentLanguage: 'de' }, 'contentLanguage must be en or el'],
      [{ timezone: 'Mars/Olympus' }, 'Time zone must be an IANA time zone such as Europe/Athens'],
      [{ logoUrl: 'javascript:alert(1)' }, 'Logo URL must be a web address starting with http:// or https://'],
    ];
    for (const [change, message] of cases) {
      const res = await request('/api/v2/company-info', { token: a.token, body: { ...form, ...change } });
      assert.deepEqual([res.status, res.body.message], [400, message], JSON.stringify(change));
    }

    // A logo: a web address that does not load as an image is refused (issue 24); an upload is checked as product images are.
    const unreachable = await request('/api/v2/company-info', { token: a.token, body: { ...form, logoUrl: 'https://logo.invalid/logo.png' } });
    assert.deepEqual([unreachable.status, unreachable.body.messageKey, unreachable.body.field], [400, 'accounts.logoUnreachable', 'logoUrl']);
    const notLogo = await request('/api/v2/company-info/logo', {
      token: a.token,
      body: imageForm('<svg xmlns="http://www.w3.org/2000/svg"/>', 'logo.png', 'image/png'),
    });
    assert.deepEqual([notLogo.status, notLogo.body.messageKey], [400, 'http.notAnImage']);
    const uploaded = await request('/api/v2/company-info/logo', {
      token: a.token,
      body: imageForm(
        await sharp({ create: { width: 1600, height: 400, channels: 4, background: '#0a7' } })
          .png()
          .toBuffer(),
        'logo.png',
        'image/png',
      ),
    });
    assert.equal(uploaded.status, 200);
    const logoUrl = uploaded.body.logoUrl as string;
    assert.match(logoUrl, /^\/uploads\/logos\/[\w-]+\.png$/);
    assert.equal((await sharp(await deps.storage.read(logoUrl)).metadata()).width, 1024, 'at most 1024 px wide');
    assert.equal(
      (await request('/api/v2/company-info', { token: a.token, body: { ...form, logoUrl: '/uploads/product-images/elsewhere.png' } })).body.messageKey,
      'accounts.logoUnreachable',
      'only an uploaded logo is taken from the storage',
    );

    const saved = await request('/api/v2/company-info', { token: a.token, body: { ...form, logoUrl, uiLanguage: 'el' } });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.success, true);
    assert.equal(saved.body.message, 'Company information saved');

    const read = await request('/api/v2/company-info', { token: a.token });
    assert.equal(read.body.companyInfo.companyName, 'Glow Clinic');
    assert.equal(read.body.companyInfo.logoUrl, logoUrl);
    assert.equal(read.body.companyInfo.timezone, 'Europe/Athens');
    assert.equal(read.body.companyInfo.uiLanguage, 'el');
    assert.match(read.body.companyInfo.scheduledLocalTime, /^(09|10):00$/);

    // Another business sees only its own (none); naming account A is refused.
    assert.equal((await request('/api/v2/company-info', { token: b.token })).body.companyInfo, null);
    assert.equal((await request(`/api/v2/company-info?account=${a.accountId}`, { token: b.token })).status, 403);
    // An admin viewing account A reads A's; an unknown account is 404.
    const viewed = await request('/api/v2/company-info', { token: adminToken, headers: { 'X-Account-Id': String(a.accountId) } });
    assert.equal(viewed.body.companyInfo.companyName, 'Glow Clinic');
    assert.equal((await request('/api/v2/company-info?account=999999', { token: adminToken })).status, 404);

    // The account's interface language follows the form.
    const account = await request('/api/account', { token: a.token });
    assert.equal(account.body.account.uiLanguage, 'el');
  });
});

describe('PUT /api/account/language', () => {
  test('401 → 400 → 200', async () => {
    assert.equal((await request('/api/account/language', { method: 'PUT', body: { uiLanguage: 'el' } })).status, 401);
    const bad = await request('/api/account/language', { method: 'PUT', token: b.token, body: { uiLanguage: 'fr', contentLanguage: 'el' } });
    assert.deepEqual([bad.status, bad.body.message], [400, 'uiLanguage must be en or el']);
    const none = await request('/api/account/language', { method: 'PUT', token: b.token, body: {} });
    assert.deepEqual([none.status, none.body.message], [400, 'uiLanguage or contentLanguage is required']);
    const ok = await request('/api/account/language', { method: 'PUT', token: b.token, body: { uiLanguage: 'el', contentLanguage: 'en' } });
    assert.deepEqual([ok.status, ok.body.uiLanguage, ok.body.contentLanguage], [200, 'el', 'en']);
    assert.equal((await request('/api/account', { token: b.token })).body.account.uiLanguage, 'el');
    assert.equal((await request('/api/account', { token: a.token })).body.account.contentLanguage, 'el');
    await request('/api/account/language', { method: 'PUT', token: b.token, body: { uiLanguage: 'en' } });
  });
});

describe('account products and the catalogue picker', () => {
  test('catalogue picker: active products only, search and category', async () => {
    assert.equal((await request('/api/v2/catalog-products')).status, 401);
    const all = await request('/api/v2/catalog-products', { token: a.token });
    assert.equal(all.status, 200);
    assert.equal(all.body.products.length, products.length);
    assert.ok(all.body.categories.length > 0);
    const draft = await db('products').insert({ name: 'Secret Draft', status: 'draft' }).returning('id');
    assert.ok(!(await request('/api/v2/catalog-products?search=Secret', { token: a.token })).body.products.length);
    await db('products').where({ id: draft[0].id }).delete();

    const search = await request(`/api/v2/catalog-products?search=${encodeURIComponent(products[0].name.slice(0, 8).toLowerCase())}`, { token: a.token });
    assert.ok(search.body.products.some((p: { id: number }) => p.id === products[0].id));
    assert.ok(search.body.products.length < products.length);
    const byCategory = await request(`/api/v2/catalog-products?categoryId=${products[0].categoryId}`, { token: a.token });
    assert.ok(byCategory.body.products.every((p: { categoryId: number }) => p.categoryId === products[0].categoryId));
    const badCategory = await request('/api/v2/catalog-products?categoryId=abc', { token: a.token });
    assert.deepEqual([badCategory.status, badCategory.body.message], [400, 'Category must be a category id']);
  });

  test('401 → 400 → 404 → 200 for add, list, patch and delete; the display fields of §3', async () => {
    assert.equal((await request('/api/v2/account-products')).status, 401);
    assert.deepEqual((await request('/api/v2/account-products', { token: a.token })).body, { success: true, products: [] });

    const noIds = await request('/api/v2/account-products', { token: a.token, body: { productIds: [] } });
    assert.deepEqual([noIds.status, noIds.body.message], [400, 'Choose at least one product']);
    const unknown = await request('/api/v2/account-products', { token: a.token, body: { productIds: [999999] } });
    assert.deepEqual([unknown.status, unknown.body.message], [404, 'Product not found']);

    const added = await request('/api/v2/account-products', { token: a.token, body: { productIds: [products[0].id, products[1].id] } });
    assert.equal(added.status, 200);
    assert.equal(added.body.products.length, 2);
    // Adding again changes nothing.
    await request('/api/v2/account-products', { token: a.token, body: { productIds: [products[0].id] } });
    const list = await request('/api/v2/account-products', { token: a.token });
    assert.equal(list.body.products.length, 2);
    const first = list.body.products.find((p: { originalProductId: number }) => p.originalProductId === products[0].id);
    assert.deepEqual(Object.keys(first).sort(), [
      'categoryName',
      'categoryNameEl',
      'createdAt',
      'customDescription',
      'customImagePath',
      'customName',
      'id',
      'originalDescription',
      'originalDescriptionEl',
      'originalImagePath',
      'originalName',
      'originalNameEl',
      'originalProductId',
      'productStatus',
    ]);
    assert.equal(first.originalName, products[0].name);
    assert.equal(first.customName, null);
    assert.match(first.originalImagePath, /^\/uploads\//);
    assert.ok(first.categoryName);
    assert.equal(
      (await request('/api/v2/catalog-products', { token: a.token })).body.products.find((p: { id: number }) => p.id === products[0].id).inList,
      true,
    );

    // PATCH: 401 → 400 → 404 (another account's id) → 200.
    assert.equal((await request(`/api/v2/account-products/${first.id}`, { method: 'PATCH', body: { customName: 'x' } })).status, 401);
    const nothing = await request(`/api/v2/account-products/${first.id}`, { method: 'PATCH', token: a.token, body: {} });
    assert.deepEqual([nothing.status, nothing.body.message], [400, 'Nothing to save: send customName or customDescription']);
    const long = await request(`/api/v2/account-products/${first.id}`, { method: 'PATCH', token: a.token, body: { customName: 'x'.repeat(201) } });
    assert.deepEqual([long.status, long.body.message], [400, 'Name must be at most 200 characters']);
    assert.equal((await request(`/api/v2/account-products/${first.id}`, { method: 'PATCH', token: b.token, body: { customName: 'Mine' } })).status, 404);
    const patched = await request(`/api/v2/account-products/${first.id}`, {
      method: 'PATCH',
      token: a.token,
      body: { customName: '  My Lips  ', customDescription: 'Our own words' },
    });
    assert.equal(patched.status, 200);
    assert.deepEqual(
      [patched.body.product.customName, patched.body.product.customDescription, patched.body.product.originalName],
      ['My Lips', 'Our own words', products[0].name],
    );
    const reverted = await request(`/api/v2/account-products/${first.id}`, { method: 'PATCH', token: a.token, body: { customName: '' } });
    assert.equal(reverted.body.product.customName, null);

    // DELETE: 401 → 404 (another account's id) → 200.
    const second = list.body.products.find((p: { originalProductId: number }) => p.originalProductId === products[1].id);
    assert.equal((await request(`/api/v2/account-products/${second.id}`, { method: 'DELETE' })).status, 401);
    assert.equal((await request(`/api/v2/account-products/${second.id}`, { method: 'DELETE', token: b.token })).status, 404);
    assert.equal((await request('/api/v2/account-products/abc', { method: 'DELETE', token: a.token })).status, 404);
    const removed = await request(`/api/v2/account-products/${second.id}`, { method: 'DELETE', token: a.token });
    assert.deepEqual([removed.status, removed.body.message], [200, 'Product removed']);
    assert.equal((await request('/api/v2/account-products', { token: a.token })).body.products.length, 1);
    assert.ok(await db('products').where({ id: products[1].id }).first('id'), 'the catalogue product stays');
    assert.equal((await request('/api/v2/account-products', { token: b.token })).body.products.length, 0);
  });
});

describe('product images and their ownership', () => {
  test('list, upload (checked, re-encoded, EXIF stripped), delete own, hide shared; never another account', async () => {
    const productId = products[2].id;
    assert.equal((await request(`/api/product-images/${productId}`)).status, 401);
    // Not in the account's list: not found.
    assert.equal((await request(`/api/product-images/${productId}`, { token: a.token })).status, 404);
    await request('/api/v2/account-products', { token: a.token, body: { productIds: [productId] } });
    await request('/api/v2/account-products', { token: b.token, body: { productIds: [productId] } });
    const catalogue = await request(`/api/product-images/${productId}`, { token: a.token });
    assert.equal(catalogue.status, 200);
    assert.equal(catalogue.body.images.length, 2);
    assert.ok(catalogue.body.images.every((i: { own: boolean; imagePath: string }) => i.own === false && i.imagePath.startsWith('/uploads/')));

    // Upload: 401 → 400 (no file; not an image) → 404 (product outside the list) → 200.
    assert.equal((await request(`/api/products/${productId}/images`, { body: imageForm(await jpegWithExif()) })).status, 401);
    const noFile = await request(`/api/products/${productId}/images`, { token: a.token, body: new FormData() });
    assert.deepEqual([noFile.status, noFile.body.message], [400, 'Please choose an image file']);
    const notImage = await request(`/api/products/${productId}/images`, { token: a.token, body: imageForm('<html>hello</html>', 'evil.jpg') });
    assert.deepEqual([notImage.status, notImage.body.message], [400, 'The file is not an image']);
    assert.equal((await request(`/api/products/${products[3].id}/images`, { token: a.token, body: imageForm(await jpegWithExif()) })).status, 404);
    const uploaded = await request(`/api/products/${productId}/images`, { token: a.token, body: imageForm(await jpegWithExif()) });
    assert.equal(uploaded.status, 200);
    assert.equal(uploaded.body.image.own, true);
    const stored = await deps.storage.read(uploaded.body.image.imagePath);
    assert.ok(stored);
    const meta = await sharp(stored).metadata();
    assert.equal(meta.exif, undefined, 'EXIF is stripped');
    assert.ok(!stored.includes('secret-owner'));

    // A's upload is A's alone.
    assert.equal((await request(`/api/product-images/${productId}`, { token: a.token })).body.images.length, 3);
    assert.equal((await request(`/api/product-images/${productId}`, { token: b.token })).body.images.length, 2);
    assert.equal((await request(`/api/product-images/${uploaded.body.image.id}`, { method: 'DELETE', token: b.token })).status, 404);

    // A shared catalogue image is hidden from A's list only.
    const shared = catalogue.body.images[0];
    assert.equal((await request(`/api/product-images/${shared.id}`, { method: 'DELETE' })).status, 401);
    const hidden = await request(`/api/product-images/${shared.id}`, { method: 'DELETE', token: a.token });
    assert.deepEqual([hidden.status, hidden.body.outcome], [200, 'hidden']);
    const afterHide = (await request(`/api/product-images/${productId}`, { token: a.token })).body.images;
    assert.ok(!afterHide.some((i: { id: number }) => i.id === shared.id));
    assert.ok((await request(`/api/product-images/${productId}`, { token: b.token })).body.images.some((i: { id: number }) => i.id === shared.id));
    assert.ok(await db('productImages').where({ id: shared.id }).first('id'), 'the catalogue image stays');
    assert.equal((await request(`/api/product-images/${shared.id}`, { method: 'DELETE', token: a.token })).status, 404, 'already hidden');
    // The card shows the first image A still sees.
    const card = (await request('/api/v2/account-products', { token: a.token })).body.products.find(
      (p: { originalProductId: number }) => p.originalProductId === productId,
    );
    assert.equal(card.originalImagePath, afterHide[0].imagePath);

    // A's own upload is really deleted, file and all.
    const deleted = await request(`/api/product-images/${uploaded.body.image.id}`, { method: 'DELETE', token: a.token });
    assert.deepEqual([deleted.status, deleted.body.outcome, deleted.body.message], [200, 'deleted', 'Image deleted']);
    assert.equal(await deps.storage.stat(uploaded.body.image.imagePath), undefined);
    assert.equal((await request(`/api/product-images/${uploaded.body.image.id}`, { method: 'DELETE', token: a.token })).status, 404);
  });
});

describe('POST /api/save-product-images', () => {
  const demoUrl = (v: number) => `/api/demo-images/card.jpg?name=${encodeURIComponent('Glow Serum')}&v=${v}`;

  test('business: 401 → 400 → creates a draft catalogue product with the images, in its list only', async () => {
    assert.equal((await request('/api/save-product-images', { body: { productName: 'x', selectedImages: [{ url: demoUrl(0) }] } })).status, 401);
    const noName = await request('/api/save-product-images', { token: a.token, body: { productName: '   ', selectedImages: [{ url: demoUrl(0) }] } });
    assert.deepEqual([noName.status, noName.body.message], [400, 'Please enter a product name']);
    const noImage = await request('/api/save-product-images', { token: a.token, body: { productName: 'Glow Serum', description: 'd', selectedImages: [] } });
    assert.deepEqual([noImage.status, noImage.body.message], [400, 'Please select at least one image']);
    const missingImages = await request('/api/save-product-images', { token: a.token, body: { productName: 'Glow Serum' } });
    assert.deepEqual([missingImages.status, missingImages.body.message], [400, 'Please select at least one image']);
    // Only refused addresses or schemes: the client's mistake, a 400 with the reason, and nothing is created.
    const refused = await request('/api/save-product-images', {
      token: a.token,
      body: { productName: 'Glow Serum', selectedImages: [{ url: 'http://169.254.169.254/latest/meta-data' }] },
    });
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /^Failed to save product: none of the selected images could be downloaded \(This address is not allowed/);
    assert.equal(refused.body.failedImages[0].url, 'http://169.254.169.254/latest/meta-data');
    const scheme = await request('/api/save-product-images', {
      token: a.token,
      body: { productName: 'Glow Serum', selectedImages: [{ url: 'file:///etc/passwd' }, { url: 'http://[64:ff9b:1::a00:1]/x.jpg' }] },
    });
    assert.equal(scheme.status, 400);
    assert.match(scheme.body.message, /^Failed to save product: none of the selected images could be downloaded \(Only http/);
    assert.equal(scheme.body.failedImages.length, 2);

    const before = (await request('/api/v2/account-products', { token: a.token })).body.products.length;
    const saved = await request('/api/save-product-images', {
      token: a.token,
      body: {
        productName: '  Glow Serum ',
        description: 'A bright serum.',
        selectedImages: [{ url: demoUrl(0) }, { url: demoUrl(1) }, { url: 'http://10.0.0.7/x.jpg' }],
      },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.success, true);
    assert.equal(saved.body.product.originalName, 'Glow Serum');
    assert.equal(saved.body.product.productStatus, 'draft');
    assert.equal(saved.body.failedImages.length, 1);
    const product = await db('products').where({ id: saved.body.product.originalProductId }).first();
    assert.deepEqual([product.status, product.createdByAccountId, product.description], ['draft', a.accountId, 'A bright serum.']);
    const images = await request(`/api/product-images/${product.id}`, { token: a.token });
    assert.equal(images.body.images.length, 2);
    assert.equal((await request('/api/v2/account-products', { token: a.token })).body.products.length, before + 1);

    // Account B cannot see, pick or read the draft.
    assert.ok(!(await request('/api/v2/catalog-products?search=Glow%20Serum', { token: b.token })).body.products.length);
    assert.equal((await request('/api/v2/account-products', { token: b.token, body: { productIds: [product.id] } })).status, 404);
    assert.equal((await request(`/api/product-images/${product.id}`, { token: b.token })).status, 404);
  });

  test('admin: answers the stored images for POST /api/products; an admin viewing an account creates for it', async () => {
    const res = await request('/api/save-product-images', {
      token: adminToken,
      body: { productName: 'Admin Serum', description: '', selectedImages: [{ url: demoUrl(2) }] },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.downloadedImages.length, 1);
    assert.match(res.body.downloadedImages[0], /^\/uploads\/products\/.+\.jpg$/);
    assert.ok(await deps.storage.read(res.body.downloadedImages[0]));

    const viewing = await request('/api/save-product-images', {
      token: adminToken,
      headers: { 'X-Account-Id': String(b.accountId) },
      body: { productName: 'Viewed Serum', selectedImages: [{ url: demoUrl(0) }] },
    });
    assert.equal(viewing.status, 200);
    assert.equal(viewing.body.product.originalName, 'Viewed Serum');
    assert.ok(
      (await request('/api/v2/account-products', { token: b.token })).body.products.some((p: { originalName: string }) => p.originalName === 'Viewed Serum'),
    );
  });
});

describe('GET /api/v2/setup-status', () => {
  test('next step follows company info, products, then pages', async () => {
    assert.equal((await request('/api/v2/setup-status')).status, 401);
    const c = await app.loginBusiness('Clinic C');
    const step = async () => (await request('/api/v2/setup-status', { token: c.token })).body;
    assert.deepEqual(await step(), { success: true, hasSettings: false, hasProducts: false, hasPlatforms: false, nextStep: 'setup' });
    await request('/api/v2/company-info', { token: c.token, body: form });
    assert.equal((await step()).nextStep, 'products');
    await request('/api/v2/account-products', { token: c.token, body: { productIds: [products[0].id] } });
    assert.equal((await step()).nextStep, 'platforms');
    await db('selectedPages').insert({ accountId: c.accountId, pageId: 'p1', pageName: 'Page', platform: 'facebook' });
    assert.deepEqual(await step(), { success: true, hasSettings: true, hasProducts: true, hasPlatforms: true, nextStep: 'campaigns' });
  });
});
