import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import { seedDemoCatalog } from './index.js';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-data.js';
import { DEMO_POST_PRODUCTS } from '../ai/testing/demo-products.js';

const { db } = await useTestDatabase();

test('a new installation gets the demo catalogue in both languages: every product and category has its Greek name and description', async () => {
  await seedDemoCatalog(testDeps(db));
  const products: { name: string; nameEl: string | null; descriptionEl: string | null }[] = await db('products')
    .orderBy('id')
    .select('name', 'nameEl', 'descriptionEl');
  assert.deepEqual(
    products.map((p) => [p.name, p.nameEl, p.descriptionEl]),
    DEMO_PRODUCTS.map((p) => [p.name, p.nameEl, p.descriptionEl]),
  );
  const categories: { name: string; nameEl: string | null }[] = await db('productCategories').select('name', 'nameEl');
  for (const c of DEMO_CATEGORIES) assert.equal(categories.find((x) => x.name === c.name)?.nameEl, c.nameEl);
});

test('the demo writer’s campaign test writes about the demo catalogue as seeded (names and categories in both languages)', () => {
  assert.deepEqual(
    DEMO_POST_PRODUCTS,
    DEMO_PRODUCTS.map((p) => ({
      name: p.name,
      nameEl: p.nameEl,
      category: p.category,
      categoryEl: DEMO_CATEGORIES.find((c) => c.name === p.category)?.nameEl,
    })),
  );
});
