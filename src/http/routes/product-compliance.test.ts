import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { seedDemoCatalog } from '../../modules/catalog/index.js';
import { startTestApp } from '../testing.js';

/**
 * Product texts and the compliance guard over HTTP: naming a prescription-only medicine needs
 * the user's confirmation (409 with the findings, in the language asked for), AI-written admin
 * products are drafts, and the AI preview reports the family, its doubts and the findings.
 */
const app = await startTestApp();
const { request, db, deps } = app;
await seedDemoCatalog(deps);
const admin = await app.loginAdmin();
const business = await app.loginBusiness('Clinic Compliance');

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#c0395a' } })
    .png()
    .toBuffer();

describe('admin products: the prescription-only confirmation', () => {
  test('POST: 409 with the findings and nothing saved; saved once confirmed, with the findings as warnings', async () => {
    const count = async () => Number((await db('products').count('* as n'))[0].n);
    const before = await count();
    const refused = await request('/api/products', {
      token: admin,
      body: { name: 'Botox Cosmetic 100U', description: 'A painless treatment for frown lines.', language: 'el' },
    });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.success, false);
    assert.equal(refused.body.code, 'compliance_confirmation_required');
    assert.match(refused.body.message, /prescription-only medicine/);
    const byCategory = refused.body.findings.map((f: { field: string; category: string; text: string }) => [f.field, f.category, f.text]);
    assert.deepEqual(byCategory, [
      ['name', 'prescription_medicine', 'Botox'],
      ['description', 'safety_claim', 'painless'],
    ]);
    assert.match(refused.body.findings[0].explanation, /ιατρική συνταγή/, 'explanations in the language asked for');
    assert.match(refused.body.findings[0].suggestion, /ρυτίδων έκφρασης/);
    assert.equal(await count(), before);

    // Multipart forms send the flag as text.
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Botox Cosmetic 100U',
      description: 'A treatment for frown lines, by our doctors.',
      status: 'active',
      confirmCompliance: 'true',
    }))
      form.append(k, v);
    form.append('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'p.png');
    const saved = await request('/api/products', { token: admin, body: form });
    assert.equal(saved.status, 201, JSON.stringify(saved.body));
    assert.deepEqual(
      saved.body.findings.map((f: { category: string }) => f.category),
      ['prescription_medicine'],
    );
    assert.equal(await count(), before + 1);

    const bad = await request('/api/products', { token: admin, body: { name: 'Botox', description: 'Long enough text.', confirmCompliance: 'maybe' } });
    assert.deepEqual([bad.status, bad.body.message], [400, 'confirmCompliance must be true or false']);
  });

  test('PUT: the same gate when an edit names a prescription-only medicine; other claims only warn', async () => {
    const created = await request('/api/products', {
      token: admin,
      body: { name: 'Forehead Smoothing', description: 'Doctor-led injections for frown lines.' },
    });
    assert.equal(created.status, 201);
    assert.deepEqual(created.body.findings, []);
    const id = created.body.product.id;
    const edit = {
      name: 'Forehead Smoothing',
      description: 'Doctor-led injections for frown lines.',
      examplePosts: JSON.stringify(['Ask about Dysport today!']),
    };
    const refused = await request(`/api/products/${id}`, { method: 'PUT', token: admin, body: edit });
    assert.equal(refused.status, 409);
    assert.deepEqual(
      refused.body.findings.map((f: { field: string; text: string }) => [f.field, f.text]),
      [['examplePosts.0', 'Dysport']],
    );
    assert.equal((await db('examplePosts').where({ productId: id })).length, 0, 'nothing written');
    const confirmed = await request(`/api/products/${id}`, { method: 'PUT', token: admin, body: { ...edit, confirmCompliance: true } });
    assert.equal(confirmed.status, 200);

    const warned = await request(`/api/products/${id}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'Forehead Smoothing', description: 'Guaranteed results for frown lines.' },
    });
    assert.equal(warned.status, 200);
    assert.deepEqual(
      warned.body.findings.map((f: { category: string }) => f.category),
      ['guaranteed_outcome'],
    );
  });

  test('an AI-written admin product is saved Active (admin-area.md §4), whatever status was sent', async () => {
    const stored = await deps.storage.put('products', await png(), 'png');
    const res = await request('/api/products', {
      token: admin,
      body: { name: 'Profhilo', description: 'Written by the AI preview.', status: 'draft', origin: 'ai', imageUrl: stored },
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.product.status, 'active');
    const bad = await request('/api/products', { token: admin, body: { name: 'Profhilo', description: 'Written by the AI preview.', origin: 'robot' } });
    assert.deepEqual([bad.status, bad.body.message], [400, 'Origin must be manual or ai']);
  });
});

describe('portal AI product: the same confirmation before anything is downloaded', () => {
  test('409 with the findings, no product and no file; saved as a draft once confirmed', async () => {
    const demo = `/api/demo-images/card.jpg?name=${encodeURIComponent('Baby Botox')}&v=0`;
    const files = async () => (await db('productImages').count('* as n'))[0].n;
    const before = await files();
    const refused = await request('/api/save-product-images', {
      token: business.token,
      body: { productName: 'Baby Botox', description: 'For the forehead.', selectedImages: [{ url: demo }] },
    });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'compliance_confirmation_required');
    assert.deepEqual(
      refused.body.findings.map((f: { field: string; category: string }) => [f.field, f.category]),
      [['name', 'prescription_medicine']],
    );
    assert.equal(await files(), before);
    const saved = await request('/api/save-product-images', {
      token: business.token,
      body: { productName: 'Baby Botox', description: 'For the forehead.', selectedImages: [{ url: demo }], confirmCompliance: true },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.product.productStatus, 'draft');
    assert.equal(saved.body.findings.length, 1);
  });
});

describe('AI product preview', () => {
  test('a biostimulator is described as one, with its family; images of another kind are left out', async () => {
    const res = await request('/api/ai-create-product-preview', { token: admin, body: { productName: 'Sculptra poly-L-lactic acid', language: 'en' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.family, 'biostimulator');
    assert.equal(res.body.familyConfident, true);
    assert.equal(res.body.descriptionNote, null);
    assert.match(res.body.description, /collagen stimulator/);
    assert.doesNotMatch(res.body.description, /chemical peel|flaking/);
    assert.deepEqual(res.body.descriptionFindings, []);
    assert.deepEqual(res.body.nameFindings, []);

    const profhilo = await request('/api/ai-create-product-preview', { token: admin, body: { productName: 'Profhilo Skin Booster', language: 'en' } });
    const shown = [...profhilo.body.topImages, ...profhilo.body.remainingImages].map((i: { description: string }) => i.description);
    assert.ok(
      shown.some((d: string) => /Hyaluronic Skin Booster/.test(d)),
      JSON.stringify(shown),
    );
    assert.ok(!shown.some((d: string) => /Polynucleotide/.test(d)), JSON.stringify(shown));
  });

  test('an unclear name gets a neutral description and a note; a prescription-only name is reported', async () => {
    const unclear = await request('/api/ai-create-product-preview', { token: business.token, body: { productName: 'Signature Glow Ritual', language: 'el' } });
    assert.equal(unclear.body.family, 'unknown');
    assert.match(unclear.body.descriptionNote, /γενική/);
    const botox = await request('/api/ai-create-product-preview', { token: admin, body: { productName: 'Botox', language: 'en' } });
    assert.deepEqual(
      botox.body.nameFindings.map((f: { category: string; text: string }) => [f.category, f.text]),
      [['prescription_medicine', 'Botox']],
    );
    assert.doesNotMatch(botox.body.description, /botox/i);
    assert.deepEqual(botox.body.descriptionFindings, []);
  });
});
