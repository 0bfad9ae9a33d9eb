import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp } from '../testing.js';
import { checkCompliance, explainFinding } from '../../modules/ai/index.js';
import { listPostBriefs } from '../../modules/catalog/index.js';
import { readyAccount } from '../../modules/campaigns/testing.js';

// The catalogue in both languages through the API (issue 13): the admin form's round trip, the
// portal's picker and list, and the AI product creation writing both descriptions.
const app = await startTestApp();
const { request, db, deps } = app;
const adminToken = await app.loginAdmin();
const clinic = await app.loginBusiness('Clinic Ελληνικά');

const [category] = await db('productCategories').insert({ name: 'Skincare', nameEl: 'Περιποίηση επιδερμίδας' }).returning('id');

const productForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
};

let productId: number;

test('the admin form saves the Greek name and description beside the English ones, and reading it back answers all four', async () => {
  const created = await request('/api/products', {
    token: adminToken,
    body: productForm({
      name: 'Hydrating Night Cream',
      description: 'A rich night cream that supports the skin barrier.',
      nameEl: 'Ενυδατική κρέμα νυκτός',
      descriptionEl: 'Πλούσια κρέμα νυκτός που υποστηρίζει τον φραγμό της επιδερμίδας.',
      status: 'active',
      categoryId: String(category.id),
      examplePosts: '[]',
    }),
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  productId = created.body.product.id;
  const read = await request(`/api/products/${productId}`, { token: adminToken });
  assert.deepEqual(
    [read.body.product.nameEl, read.body.product.descriptionEl, read.body.product.categoryNameEl],
    ['Ενυδατική κρέμα νυκτός', 'Πλούσια κρέμα νυκτός που υποστηρίζει τον φραγμό της επιδερμίδας.', 'Περιποίηση επιδερμίδας'],
  );
  const list = await request('/api/products?q=κρεμα', { token: adminToken });
  assert.deepEqual(
    list.body.products.map((p: { nameEl: string }) => p.nameEl),
    ['Ενυδατική κρέμα νυκτός'],
  );
});

test('a Greek text too short is refused with its own key; an update without the Greek fields keeps them, an empty one clears them', async () => {
  const short = await request(`/api/products/${productId}`, {
    method: 'PUT',
    token: adminToken,
    body: productForm({ name: 'Hydrating Night Cream', description: 'A rich night cream that supports the skin barrier.', nameEl: 'Ε' }),
  });
  assert.deepEqual([short.status, short.body.messageKey], [400, 'catalog.nameElShort']);
  const englishOnly = await request(`/api/products/${productId}`, {
    method: 'PUT',
    token: adminToken,
    body: productForm({ name: 'Hydrating Night Cream', description: 'A rich night cream that supports the skin barrier, renamed.' }),
  });
  assert.equal(englishOnly.status, 200);
  assert.equal(englishOnly.body.product.nameEl, 'Ενυδατική κρέμα νυκτός');
  const cleared = await request(`/api/products/${productId}`, {
    method: 'PUT',
    token: adminToken,
    body: productForm({
      name: 'Hydrating Night Cream',
      description: 'A rich night cream that supports the skin barrier.',
      nameEl: '',
      descriptionEl: 'Πλούσια κρέμα νυκτός για τον φραγμό της επιδερμίδας.',
    }),
  });
  assert.deepEqual([cleared.body.product.nameEl, cleared.body.product.descriptionEl], [null, 'Πλούσια κρέμα νυκτός για τον φραγμό της επιδερμίδας.']);
  await request(`/api/products/${productId}`, {
    method: 'PUT',
    token: adminToken,
    body: productForm({ name: 'Hydrating Night Cream', description: 'A rich night cream that supports the skin barrier.', nameEl: 'Ενυδατική κρέμα νυκτός' }),
  });
});

test('the portal picker finds a product by a Greek word without accents and answers its Greek texts; the account list keeps them after the product is deleted', async () => {
  const picker = await request(`/api/v2/catalog-products?search=${encodeURIComponent('ΚΡΕΜΑ ΝΥΚΤΟΣ')}`, {
    token: clinic.token,
    headers: { 'accept-language': 'el' },
  });
  assert.equal(picker.status, 200);
  assert.deepEqual(
    picker.body.products.map((p: { id: number; nameEl: string; categoryNameEl: string }) => [p.id, p.nameEl, p.categoryNameEl]),
    [[productId, 'Ενυδατική κρέμα νυκτός', 'Περιποίηση επιδερμίδας']],
  );
  assert.deepEqual(
    picker.body.categories.map((c: { nameEl: string }) => c.nameEl),
    ['Περιποίηση επιδερμίδας'],
  );
  const added = await request('/api/v2/account-products', { token: clinic.token, body: { productIds: [productId] } });
  assert.equal(added.status, 200);
  const [mine] = added.body.products;
  assert.deepEqual([mine.originalNameEl, mine.categoryNameEl], ['Ενυδατική κρέμα νυκτός', 'Περιποίηση επιδερμίδας']);
  assert.match(mine.originalDescriptionEl, /^Πλούσια κρέμα νυκτός/);

  assert.equal((await request(`/api/products/${productId}`, { method: 'DELETE', token: adminToken })).status, 200);
  const [kept] = (await request('/api/v2/account-products', { token: clinic.token })).body.products;
  assert.deepEqual(
    [kept.originalName, kept.originalNameEl, kept.categoryNameEl],
    ['Hydrating Night Cream', 'Ενυδατική κρέμα νυκτός', 'Περιποίηση επιδερμίδας'],
    'the snapshot',
  );
});

test('AI product creation writes the description in both languages and saves both, with the Greek name', async () => {
  const preview = await request('/api/ai-create-product-preview', { token: clinic.token, body: { productName: 'Jawline Contouring Filler', language: 'el' } });
  assert.equal(preview.status, 200, JSON.stringify(preview.body));
  const { en, el } = preview.body.descriptions;
  assert.match(en.text, /^Jawline Contouring Filler is a hyaluronic acid-based treatment/);
  assert.match(el.text, /^Το Jawline Contouring Filler είναι θεραπεία/);
  assert.equal(preview.body.description, el.text, 'the description of the language asked for');
  assert.ok(Array.isArray(en.findings) && Array.isArray(el.findings));

  const image = `/api/demo-images/card.jpg?name=${encodeURIComponent('Jawline Contouring Filler')}&v=0`;
  const saved = await request('/api/save-product-images', {
    token: clinic.token,
    body: { productName: 'Jawline Contouring Filler', description: en.text, descriptionEl: el.text, selectedImages: [{ url: image }], language: 'el' },
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.deepEqual(
    [saved.body.product.originalNameEl, saved.body.product.originalDescriptionEl, saved.body.product.originalDescription],
    ['Jawline Contouring Filler', el.text, en.text],
  );
  const row = await db('products').where({ id: saved.body.product.originalProductId }).first('nameEl', 'descriptionEl', 'description');
  assert.deepEqual(row, { nameEl: 'Jawline Contouring Filler', descriptionEl: el.text, description: en.text });
});

test('a post in Greek is written from the Greek name and description; in English from the English ones', async () => {
  await db('products').insert({
    name: 'Vitamin C Brightening Serum',
    nameEl: 'Ορός λάμψης με βιταμίνη C',
    description: 'A daily vitamin C serum for an even, radiant-looking skin tone.',
    descriptionEl: 'Καθημερινός ορός βιταμίνης C για ομοιόμορφο, λαμπερό τόνο επιδερμίδας.',
    status: 'active',
  });
  const greek = await readyAccount(app, { contentLanguage: 'el', connect: false, products: 1 });
  const [mine] = greek.accountProducts;
  const product = await db('products').where({ id: mine.originalProductId }).first('name', 'nameEl', 'descriptionEl');
  const post = await request('/api/generate-post', { token: greek.token, body: { productId: mine.id, platform: 'instagram', variant: 1 } });
  assert.equal(post.status, 200, JSON.stringify(post.body));
  assert.equal(post.body.post.productName, product.nameEl);
  // The name as a Greek sentence uses it: declined and in lower case mid-sentence ("για τον ορό λάμψης με βιταμίνη C").
  assert.match(post.body.post.content, /[Οο]ρ(?:ός|ό|ού) λάμψης με βιταμίνη C/, post.body.post.content);
  assert.ok(!post.body.post.content.includes(product.name), 'not the English name');
  const kept = await request('/api/bulk-posts', { token: greek.token, body: { productId: mine.id, content: post.body.post.content } });
  assert.equal(kept.status, 200, JSON.stringify(kept.body));
  assert.equal(kept.body.bulkPost.productName, product.nameEl, 'a kept post names the product in its language');
  const briefs = await listPostBriefs(deps, { accountId: greek.accountId, language: 'el' });
  assert.deepEqual([briefs[0].name, briefs[0].description], [product.nameEl, product.descriptionEl], 'the period generation writes from the same texts');

  await db('accounts').where({ id: greek.accountId }).update({ contentLanguage: 'en' });
  const english = await request('/api/generate-post', { token: greek.token, body: { productId: mine.id, platform: 'instagram', variant: 1 } });
  assert.equal(english.body.post.productName, product.name);
  assert.ok(english.body.post.content.includes(product.name), english.body.post.content);
});

test('findings in the Greek texts are explained in the language of the screen, with the suggestion in Greek', async () => {
  const form = productForm({
    name: 'Calm Skin Mask',
    description: 'A soothing mask for sensitive skin after treatments.',
    nameEl: 'Μάσκα ηρεμίας',
    descriptionEl: 'Ανώδυνη θεραπεία με εγγυημένα αποτελέσματα για ευαίσθητη επιδερμίδα.',
    language: 'en',
  });
  const created = await request('/api/products', { token: adminToken, body: form });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const greek = created.body.findings.filter((f: { field: string }) => f.field === 'descriptionEl');
  assert.ok(greek.length > 0, 'the Greek description is checked');
  for (const f of greek) {
    assert.doesNotMatch(f.explanation, /[α-ωά-ώ]/i, `explained in English: ${f.explanation}`);
    assert.match(f.suggestion, /[α-ω]/, 'the suggested wording is Greek, like the text it replaces');
  }
  // The AI preview's description in the other language is explained the same way (English text, Greek screen).
  const english = checkCompliance('Painless treatment with guaranteed results.', 'en');
  assert.equal(english.length, 2);
  for (const f of english.map((x) => explainFinding(x, 'el'))) {
    assert.match(f.explanation, /^[^a-z]*[Α-Ω]/, `explained in Greek: ${f.explanation}`);
    assert.doesNotMatch(f.suggestion, /[α-ω]/, 'the suggestion stays English');
  }
});
