import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { isAppError } from '../../lib/errors.js';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import {
  addAccountProducts,
  catalogIsEmpty,
  countAccountProducts,
  createProduct,
  createProductFromAi,
  deleteProduct,
  deleteProductImage,
  drawDemoCard,
  fetchCandidateImage,
  getPostBrief,
  getProduct,
  listAccountProducts,
  listCatalogProducts,
  listPostBriefs,
  listProductImages,
  listProducts,
  loadPostImage,
  previewProduct,
  removeAccountProduct,
  saveSelectedImages,
  seedDemoCatalog,
  updateAccountProduct,
  updateProduct,
  uploadProductImage,
} from './index.js';
import { demoImageUrl } from './testing.js';

// catalog's use cases called as every shell calls them, (deps, input): each checks its input at its
// door and names its refusals by key (status, key, field), whatever the English says.

const { db } = await useTestDatabase();
const deps = testDeps(db);
const admin = { kind: 'admin' } as const;
const business = { kind: 'business' } as const;
const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#88aacc' } })
  .png()
  .toBuffer();

/** [status, key, field] of a refusal (and its params when asked); fails when the call succeeds. */
const refusal = (call: Promise<unknown> | (() => unknown), withParams = false) =>
  Promise.resolve()
    .then(typeof call === 'function' ? call : () => call)
    .then(
      () => assert.fail('accepted'),
      (error: unknown) => {
        if (!isAppError(error)) return assert.fail(String(error));
        const answer = [error.status, error.messageKey, error.field ?? null];
        return withParams ? [...answer, error.params ?? null] : answer;
      },
    );

const accountNamed = async (businessName: string): Promise<number> => (await db('accounts').insert({ businessName }).returning('id'))[0].id;

describe('the demo catalogue', () => {
  test('is seeded once, into an empty catalogue', async () => {
    assert.equal(await catalogIsEmpty(deps), true);
    assert.ok((await seedDemoCatalog(deps)) >= 12);
    assert.equal(await catalogIsEmpty(deps), false);
    assert.equal(await seedDemoCatalog(deps), 0);
  });
});

describe('products (the admin area)', () => {
  test('create, read, update and delete, refused by key at each door', async () => {
    assert.deepEqual(await refusal(createProduct(deps, { name: 'x', description: 'A long enough description.' })), [400, 'catalog.productNameShort', 'name']);
    assert.deepEqual(await refusal(createProduct(deps, { name: 'Serum', description: 'A long enough description.', categoryId: 999_999 })), [
      400,
      'catalog.categoryNotFound',
      'categoryId',
    ]);
    assert.deepEqual(await refusal(createProduct(deps, { name: 'Serum', description: 'A long enough description.', imageUrl: '/uploads/products/none.jpg' })), [
      400,
      'catalog.imageNotStored',
      'imageUrl',
    ]);
    assert.deepEqual(await refusal(createProduct(deps, { name: 'Serum', description: 'A long enough description.', examplePosts: '{' })), [
      400,
      'catalog.examplePostsArray',
      'examplePosts',
    ]);
    assert.deepEqual(await refusal(createProduct(deps, { name: 'Serum', description: 'A long enough description.', image: 'bytes' as never })), [
      400,
      'http.chooseImage',
      'image',
    ]);
    // A prescription-only medicine needs the user's confirmation: 409 with the findings, nothing saved.
    const botox = { name: 'Botox Lift', description: 'A treatment with botulinum toxin for frown lines.', language: 'el' as const };
    const confirm = await createProduct(deps, botox).catch((error: unknown) => error);
    assert.ok(isAppError(confirm));
    assert.deepEqual([confirm.status, confirm.messageKey, confirm.extra?.code], [409, 'catalog.complianceConfirmation', 'compliance_confirmation_required']);
    assert.ok((confirm.extra?.findings as unknown[]).length > 0);

    const created = await createProduct(deps, {
      name: 'Door Serum',
      description: 'A serum made to test the door.',
      status: 'draft',
      examplePosts: ['Glow all day.'],
      image: png,
    });
    const id = created.product.id;
    assert.equal(created.product.imagePath?.startsWith('/uploads/products/'), true);
    assert.deepEqual(
      (await getProduct(deps, { actor: admin, id })).examplePosts.map((p) => p.content),
      ['Glow all day.'],
    );
    // A business never sees a draft: not found, as a product that does not exist.
    assert.deepEqual(await refusal(getProduct(deps, { actor: business, id })), [404, 'catalog.productNotFound', null]);
    assert.deepEqual(await refusal(getProduct(deps, { actor: admin, id: 0 })), [400, 'catalog.productNotFound', 'id']);
    assert.deepEqual(await refusal(getProduct(deps, { id } as never)), [400, 'catalog.viewerRequired', 'actor']);

    const updated = await updateProduct(deps, { id, name: 'Door Serum Plus', description: 'A serum made to test the door.', status: 'active' });
    assert.equal(updated.product.name, 'Door Serum Plus');
    assert.equal((await getProduct(deps, { actor: business, id })).product.status, 'active');
    assert.deepEqual(await refusal(updateProduct(deps, { id: 999_999, name: 'Gone', description: 'A product that is not there.' })), [
      404,
      'catalog.productNotFound',
      null,
    ]);
    assert.deepEqual(await refusal(updateProduct(deps, { id, name: 'Door Serum', description: 'short' })), [400, 'catalog.descriptionShort', 'description']);

    await deleteProduct(deps, { id });
    assert.deepEqual(await refusal(deleteProduct(deps, { id })), [404, 'catalog.productNotFound', null]);
  });

  test('the list: a business sees active products only; page, size and sort are checked by key', async () => {
    const draft = await createProduct(deps, { name: 'Hidden Draft Cream', description: 'A draft nobody outside the platform sees.', status: 'draft' });
    const search = { q: 'Hidden Draft Cream' };
    assert.deepEqual(
      (await listProducts(deps, { ...search, actor: admin })).products.map((p) => p.id),
      [draft.product.id],
    );
    assert.deepEqual((await listProducts(deps, { ...search, actor: business })).products, []);
    const page = await listProducts(deps, { actor: admin, page: '2', pageSize: '5', sort: 'a-z', language: 'el' });
    assert.deepEqual([page.page, page.pageSize, page.products.length], [2, 5, 5]);
    assert.deepEqual(await refusal(listProducts(deps, { actor: admin, page: '0' })), [400, 'catalog.pageInvalid', 'page']);
    assert.deepEqual(await refusal(listProducts(deps, { actor: admin, pageSize: '101' })), [400, 'catalog.pageSizeInvalid', 'pageSize']);
    assert.deepEqual(await refusal(listProducts(deps, { actor: admin, sort: 'price' as never }), true), [
      400,
      'catalog.sortInvalid',
      'sort',
      { sorts: 'newest, oldest, a-z, z-a, posts, status' },
    ]);
    assert.deepEqual(await refusal(listProducts(deps, { actor: admin, q: ['a', 'b'] as never })), [400, 'catalog.searchText', 'q']);
  });
});

describe("an account's products", () => {
  test("added, renamed, removed, and another account's never reached", async () => {
    const accountId = await accountNamed('Door Clinic');
    const other = await accountNamed('Other Clinic');
    const [first, second] = (await listProducts(deps, { actor: business, sort: 'oldest' })).products;

    assert.deepEqual(await refusal(addAccountProducts(deps, { accountId, productIds: [] })), [400, 'catalog.chooseProduct', 'productIds']);
    assert.deepEqual(await refusal(addAccountProducts(deps, { accountId: 0, productIds: [first.id] })), [400, 'catalog.accountRequired', 'accountId']);
    assert.deepEqual(await refusal(addAccountProducts(deps, { accountId, productIds: [first.id, 999_999] })), [404, 'catalog.productNotFound', null]);
    const added = await addAccountProducts(deps, { accountId, productIds: [first.id, second.id] });
    assert.equal(await countAccountProducts(deps, { accountId }), 2);
    assert.equal(await countAccountProducts(deps, { accountId: other }), 0);

    const mine = added[0];
    assert.deepEqual(await refusal(updateAccountProduct(deps, { accountId, id: mine.id })), [400, 'catalog.nothingToSave', null]);
    assert.deepEqual(await refusal(updateAccountProduct(deps, { accountId, id: mine.id, customName: 'x'.repeat(201) })), [
      400,
      'catalog.nameLong',
      'customName',
    ]);
    assert.deepEqual(await refusal(updateAccountProduct(deps, { accountId: other, id: mine.id, customName: 'Mine now' })), [
      404,
      'catalog.productNotFound',
      null,
    ]);
    assert.equal((await updateAccountProduct(deps, { accountId, id: mine.id, customName: 'Our serum' })).customName, 'Our serum');

    const catalogue = await listCatalogProducts(deps, { accountId, search: first.name, language: 'en' });
    assert.deepEqual(
      catalogue.products.filter((p) => p.id === first.id).map((p) => p.inList),
      [true],
    );
    assert.deepEqual(await refusal(listCatalogProducts(deps, { accountId, categoryId: 'shoes' })), [400, 'catalog.categoryInvalid', 'categoryId']);

    assert.deepEqual(await refusal(removeAccountProduct(deps, { accountId: other, id: mine.id })), [404, 'catalog.productNotFound', null]);
    await removeAccountProduct(deps, { accountId, id: mine.id });
    assert.deepEqual(
      (await listAccountProducts(deps, { accountId })).map((p) => p.originalProductId),
      [second.id],
    );

    // Added again, the product comes back as the clinic had changed it; once only (then it is in the list).
    const [again] = await addAccountProducts(deps, { accountId, productIds: [first.id] });
    assert.deepEqual([again.originalProductId, again.customName], [first.id, 'Our serum']);
    assert.equal((await addAccountProducts(deps, { accountId: other, productIds: [first.id] }))[0].customName, null, "another clinic's change stays its own");
    await updateAccountProduct(deps, { accountId, id: again.id, customName: '' });
    await removeAccountProduct(deps, { accountId, id: again.id });
    assert.equal((await addAccountProducts(deps, { accountId, productIds: [first.id] }))[0].customName, null, 'nothing changed, nothing set aside');
  });

  test("images: uploaded, listed, hidden or deleted, only through the account's own list", async () => {
    const accountId = await accountNamed('Image Clinic');
    const other = await accountNamed('Nosy Clinic');
    const [product] = (await listProducts(deps, { actor: business, sort: 'oldest' })).products;
    assert.deepEqual(await refusal(listProductImages(deps, { accountId, productId: product.id })), [404, 'catalog.productNotFound', null]);
    await addAccountProducts(deps, { accountId, productIds: [product.id] });

    assert.deepEqual(await refusal(uploadProductImage(deps, { accountId, productId: product.id, image: undefined })), [400, 'http.chooseImage', 'image']);
    assert.deepEqual(await refusal(uploadProductImage(deps, { accountId, productId: product.id, image: Buffer.from('not an image') })), [
      400,
      'http.notAnImage',
      'image',
    ]);
    const upload = await uploadProductImage(deps, { accountId, productId: product.id, image: png });
    assert.equal(upload.own, true);
    const images = await listProductImages(deps, { accountId, productId: product.id });
    assert.ok(images.some((i) => i.id === upload.id));

    assert.deepEqual(await refusal(deleteProductImage(deps, { accountId: other, imageId: upload.id })), [404, 'catalog.imageNotFound', null]);
    assert.deepEqual(await refusal(deleteProductImage(deps, { accountId, imageId: 0 })), [400, 'catalog.imageNotFound', 'imageId']);
    assert.equal(await deleteProductImage(deps, { accountId, imageId: upload.id }), 'deleted');
    const shared = images.find((i) => !i.own)!;
    assert.equal(await deleteProductImage(deps, { accountId, imageId: shared.id }), 'hidden');
    assert.deepEqual(await refusal(deleteProductImage(deps, { accountId, imageId: shared.id })), [404, 'catalog.imageNotFound', null]);
  });
});

describe('AI products', () => {
  test("a clinic's draft from chosen images; what it may not copy is refused before anything is downloaded", async () => {
    const accountId = await accountNamed('AI Clinic');
    const other = await accountNamed('Another AI Clinic');
    const card = demoImageUrl('Door Lab Serum', 0);
    assert.deepEqual(await refusal(createProductFromAi(deps, { accountId, productName: 'Door Lab Serum', selectedImages: [] })), [
      400,
      'catalog.selectImage',
      'selectedImages',
    ]);
    assert.deepEqual(await refusal(createProductFromAi(deps, { accountId, productName: ' ', selectedImages: [{ url: card }] })), [
      400,
      'catalog.enterProductName',
      'productName',
    ]);

    const saved = await createProductFromAi(deps, {
      accountId,
      productName: 'Door Lab Serum',
      description: 'A bright serum.',
      selectedImages: [{ url: card }],
      language: 'en',
    });
    assert.equal(saved.accountProduct.productStatus, 'draft');
    assert.deepEqual(saved.failedImages, []);
    // A clinic's AI product may be given a category (an unknown one is refused before anything is downloaded).
    const [category] = await db('productCategories').orderBy('id').limit(1);
    assert.deepEqual(
      await refusal(createProductFromAi(deps, { accountId, productName: 'Door Lab Toner', categoryId: 999_999, selectedImages: [{ url: card }] })),
      [400, 'catalog.categoryNotFound', 'categoryId'],
    );
    const categorised = await createProductFromAi(deps, { accountId, productName: 'Door Lab Toner', categoryId: category.id, selectedImages: [{ url: card }] });
    assert.equal(categorised.accountProduct.categoryName, category.name);
    // The draft's image is this clinic's: another clinic may not copy it.
    const draftImage = saved.accountProduct.originalImagePath!;
    assert.deepEqual(await refusal(createProductFromAi(deps, { accountId: other, productName: 'Copied Serum', selectedImages: [{ url: draftImage }] })), [
      400,
      'catalog.imageNotUsable',
      'selectedImages',
    ]);

    // Nothing downloadable: a 400 saying why (the first image's reason), with the failures.
    const failed = await saveSelectedImages(deps, { productName: 'Serum', selectedImages: [{ url: 'file:///etc/passwd' }] }).catch((error: unknown) => error);
    assert.ok(isAppError(failed));
    assert.deepEqual(
      [failed.status, failed.messageKey, failed.params],
      [400, 'catalog.noImageDownloaded', { reason: 'Only http(s) image addresses, uploads and demo images can be used' }],
    );
    assert.equal((failed.extra?.failedImages as unknown[]).length, 1);
    assert.equal((await saveSelectedImages(deps, { productName: 'Serum', selectedImages: [{ url: card }] })).paths.length, 1);
  });

  test('the preview and its inputs', async () => {
    assert.deepEqual(await refusal(previewProduct(deps, { productName: '' })), [400, 'catalog.enterProductName', 'productName']);
    assert.deepEqual(await refusal(previewProduct(deps, { productName: 'Serum', accountId: -1 })), [400, 'catalog.accountRequired', 'accountId']);
    assert.deepEqual(await refusal(previewProduct(deps, { productName: 'Serum', loadImage: 'no' as never })), [400, 'http.valueInvalid', 'loadImage']);
    // A name like a catalogue product's (a typo, half its words) offers the catalogue's; a generic word alone does not.
    const accountId = await accountNamed('Similar Clinic');
    const similar = async (productName: string) => (await previewProduct(deps, { productName, accountId })).similarProducts.map((p) => p.name);
    assert.deepEqual(await similar('lip filer'), ['Hyaluronic Acid Lip Filler']);
    assert.deepEqual(await similar('laser'), []);
  });
});

describe('posts about products', () => {
  test("briefs in the content language, never another account's product, and a picture for every post", async () => {
    const accountId = await accountNamed('Brief Clinic');
    const other = await accountNamed('Brief Neighbour');
    const [product] = (await listProducts(deps, { actor: business, sort: 'oldest' })).products;
    const [added] = await addAccountProducts(deps, { accountId, productIds: [product.id] });
    // Found by the account product id or by the catalogue product id.
    assert.equal((await getPostBrief(deps, { accountId, productId: added.id, language: 'el' })).name, product.nameEl ?? product.name);
    assert.equal((await getPostBrief(deps, { accountId, productId: product.id })).name, product.name);
    assert.deepEqual(await refusal(getPostBrief(deps, { accountId: other, productId: added.id })), [404, 'catalog.productNotFound', null]);
    assert.deepEqual(
      (await listPostBriefs(deps, { accountId, language: 'el' })).map((b) => b.accountProductId),
      [added.id],
    );
    assert.deepEqual(await refusal(listPostBriefs(deps, { accountId: 1.5 })), [400, 'catalog.accountRequired', 'accountId']);

    const drawn = await loadPostImage(deps, { imagePath: null, productName: 'Card Serum' });
    assert.equal((await sharp(drawn).metadata()).format, 'jpeg');
    const stored = await loadPostImage(deps, { imagePath: product.imagePath, productName: product.name });
    assert.ok(stored.length > 1000);
  });
});

describe('the image addresses the screens load', () => {
  test('demo cards and the candidate image proxy check their address at the door', async () => {
    const card = await drawDemoCard(deps, { url: demoImageUrl('Door Card', 1) });
    assert.equal((await sharp(card).metadata()).format, 'jpeg');
    assert.deepEqual(await refusal(drawDemoCard(deps, { url: '/api/demo-images/card.jpg?name=&v=0' })), [404, 'catalog.demoImageNotFound', null]);
    assert.deepEqual(await refusal(fetchCandidateImage(deps, { url: '  ' })), [400, 'http.urlRequired', 'url']);
    assert.deepEqual(await refusal(fetchCandidateImage(deps, { url: `https://example.com/${'a'.repeat(4000)}` })), [400, 'http.urlTooLong', 'url']);
    assert.deepEqual(await refusal(fetchCandidateImage(deps, { url: 'http://10.0.0.1/x.png' }), true), [
      400,
      'fetch.addressRefused',
      null,
      { host: '10.0.0.1', address: '10.0.0.1' },
    ]);
  });
});
