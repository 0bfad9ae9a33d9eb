import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEmptyDatabase } from '../lib/testing/db.js';

const MIGRATION = '20261121150000_unique_creates.ts';

// A live database that already holds the duplicates the race made: the migration must not fail
// on them, and must not delete anything.
test('the unique-creates migration resolves existing duplicates without losing a row', async () => {
  const { db } = await useEmptyDatabase();
  for (;;) {
    const [, pending] = await db.migrate.list();
    const next = (pending[0] as { file: string } | undefined)?.file;
    assert.ok(next, `${MIGRATION} not found`);
    if (next === MIGRATION) break;
    await db.migrate.up();
  }

  const accounts = await db('accounts')
    .insert([{ businessName: 'Glow Clinic' }, { businessName: 'glow clinic' }, { businessName: 'Other Clinic' }, { businessName: 'GLOW CLINIC' }])
    .returning(['id', 'businessName']);
  // A name an appended id would collide with.
  const [trap] = await db('accounts')
    .insert({ businessName: `Glow Clinic (${accounts[1].id})` })
    .returning(['id']);
  const owner = accounts[2].id;
  const drafts = await db('products')
    .insert([
      { name: 'Twin Serum', status: 'draft', createdByAccountId: owner },
      { name: 'twin serum', status: 'draft', createdByAccountId: owner },
      { name: 'Twin Serum', status: 'draft', createdByAccountId: accounts[0].id },
      { name: 'Twin Serum', status: 'active' },
    ])
    .returning(['id']);
  const images = await db('productImages')
    .insert([
      { productId: drafts[0].id, imagePath: '/uploads/a.jpg', sortOrder: 0 },
      { productId: drafts[0].id, imagePath: '/uploads/b.jpg', sortOrder: 1 },
      { productId: drafts[0].id, imagePath: '/uploads/c.jpg', sortOrder: 1 },
      { productId: drafts[0].id, imagePath: '/uploads/d.jpg', sortOrder: 5 },
      { productId: drafts[3].id, imagePath: '/uploads/e.jpg', sortOrder: 3 },
    ])
    .returning(['id']);

  await db.migrate.up();

  const names = await db('accounts').orderBy('id').select('id', 'businessName');
  assert.equal(names.length, 5);
  assert.equal(new Set(names.map((a) => a.businessName.toLowerCase())).size, 5);
  assert.equal(names[0].businessName, 'Glow Clinic', 'the oldest keeps its name');
  assert.equal(names[1].businessName, `glow clinic (${accounts[1].id})`);
  assert.equal(names[3].businessName, `GLOW CLINIC (${accounts[3].id})`);
  // The renamed account now meets one already called that: again the older keeps the name.
  assert.equal(names.find((a) => a.id === trap.id)!.businessName, `Glow Clinic (${accounts[1].id}) (${trap.id})`);

  const statuses = (await db('products').orderBy('id').select('status')).map((p) => p.status);
  assert.deepEqual(
    statuses,
    ['draft', 'archived', 'draft', 'active'],
    "the newer duplicate draft is archived; another account's and the catalogue's are untouched",
  );

  const orders = await db('productImages')
    .whereIn(
      'id',
      images.map((i) => i.id),
    )
    .orderBy('id')
    .select('sortOrder');
  assert.deepEqual(
    orders.map((o) => o.sortOrder),
    [0, 1, 2, 3, 3],
    'renumbered in display order; a product without duplicates keeps its numbers',
  );

  await assert.rejects(db('accounts').insert({ businessName: 'OTHER clinic' }), /accounts_business_name_unique/);
  await assert.rejects(db('products').insert({ name: 'TWIN SERUM', status: 'draft', createdByAccountId: owner }), /products_one_ai_draft_per_name/);
  await assert.rejects(
    db('productImages').insert({ productId: drafts[0].id, imagePath: '/uploads/f.jpg', sortOrder: 3 }),
    /product_images_product_sort_order_unique/,
  );

  // And back down: the constraints go, the data stays.
  await db.migrate.down();
  await db('accounts').insert({ businessName: 'Other Clinic' });
  assert.equal((await db('accounts').count('* as n').first())!.n, 6);
});
