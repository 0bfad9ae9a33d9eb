import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import { listProducts } from './index.js';

const { db } = await useTestDatabase();
const deps = testDeps(db);
const admin = { kind: 'admin' } as const;

const [serum] = await db('products')
  .insert({
    name: 'Medical-grade Vitamin C Serum',
    nameEl: 'Ορός βιταμίνης C ιατρικής ποιότητας',
    description: 'A stabilised vitamin C serum for daily use.',
    descriptionEl: 'Σταθεροποιημένος ορός βιταμίνης C για καθημερινή χρήση.',
    status: 'active',
  })
  .returning('id');
const [filler] = await db('products')
  .insert({
    name: 'Juvéderm Volbella',
    nameEl: null,
    description: 'A hyaluronic acid filler for the lips.',
    descriptionEl: 'Filler υαλουρονικού οξέος για τα χείλη.',
    status: 'active',
  })
  .returning('id');
await db('products').insert({ name: 'Glycolic Acid Peel', description: 'A superficial chemical peel.', status: 'active' });

const found = async (q: string, language: 'en' | 'el' = 'el') => (await listProducts(deps, { q, actor: admin, language })).products.map((p) => p.id).sort();

test('Greek search terms find products: both languages, accents, capitals and final sigma ignored', async () => {
  assert.deepEqual(await found('ορός'), [serum.id]);
  assert.deepEqual(await found('ΟΡΟΣ'), [serum.id], 'capitals, no tonos, Σ for ς');
  assert.deepEqual(await found('ορος βιταμινης'), [serum.id], 'every word, in any order, without accents');
  assert.deepEqual(await found('βιταμίνης ορός'), [serum.id]);
  assert.deepEqual(await found('υαλουρονικου χειλη'), [filler.id], 'the Greek description of a product without a Greek name');
  assert.deepEqual(await found('juvederm'), [filler.id], 'Latin accents too');
  assert.deepEqual(await found('SERUM', 'en'), [serum.id], 'the English name, whatever the screen language');
  assert.deepEqual(await found('πίλινγκ'), []);
  assert.deepEqual(await found('50%'), [], 'LIKE wildcards are text');
});

test('the Greek screen sorts A to Z by the Greek name, falling back to the English one', async () => {
  const names = async (language: 'en' | 'el') =>
    (await listProducts(deps, { sort: 'a-z', actor: admin, language })).products.map((p) => (language === 'el' ? (p.nameEl ?? p.name) : p.name));
  assert.deepEqual(await names('en'), ['Glycolic Acid Peel', 'Juvéderm Volbella', 'Medical-grade Vitamin C Serum']);
  assert.deepEqual(await names('el'), ['Glycolic Acid Peel', 'Juvéderm Volbella', 'Ορός βιταμίνης C ιατρικής ποιότητας']);
});
