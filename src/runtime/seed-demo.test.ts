import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestDatabase } from '../lib/testing/db.js';
import { testDeps } from '../lib/testing/deps.js';
import { createAccountWithAdmin, resetPassword, workingDemoSignIns, DEMO_ADMIN_USERNAME, DEMO_BUSINESS_EMAIL } from '../modules/accounts/index.js';
import { seedDemo } from './seed-demo.js';
import { startBanner } from './banner.js';

const { db } = await useTestDatabase();
const deps = testDeps(db);
const passwords = { adminPassword: 'demo-admin-pass', businessPassword: 'demo-business-pass' };

async function emptyDatabase() {
  await db('products').delete();
  await db('product_categories').delete();
  await db('accounts').delete();
  await db('users').delete();
}

const counts = async () => ({
  users: Number((await db('users').count('* as n').first())!.n),
  accounts: Number((await db('accounts').count('* as n').first())!.n),
  products: Number((await db('products').count('* as n').first())!.n),
});

describe('demo data', () => {
  test('an empty database gets the demo users and catalogue once, and the banner prints working sign-ins', async () => {
    await emptyDatabase();
    const first = await seedDemo(deps, passwords);
    assert.equal(first.users, true);
    assert.ok(first.products >= 12);
    assert.deepEqual(await seedDemo(deps, passwords), { users: false, products: 0 });
    const signIns = await workingDemoSignIns(deps, passwords);
    assert.deepEqual(signIns, {
      admin: { username: DEMO_ADMIN_USERNAME, password: 'demo-admin-pass' },
      business: { email: DEMO_BUSINESS_EMAIL, password: 'demo-business-pass' },
    });
    const lines = startBanner({ url: 'http://localhost:3000', seconds: 1.23, local: { dataDir: '.data', embedded: true, signIns } });
    assert.deepEqual(lines, [
      'Ready in 1.2 s at http://localhost:3000',
      '  Admin area:      http://localhost:3000/admin  username admin  password demo-admin-pass',
      `  Business portal: http://localhost:3000/business/login  email ${DEMO_BUSINESS_EMAIL}  password demo-business-pass`,
      '  Data in .data (embedded PostgreSQL). Stop with Ctrl+C.',
    ]);
  });

  test('a database with its own users gets nothing, and the banner prints no credentials', async () => {
    await emptyDatabase();
    await createAccountWithAdmin(deps, { businessName: 'Real Clinic', status: 'active', email: 'owner@real.example.com', password: 'owner-password' });
    assert.deepEqual(await seedDemo(deps, passwords), { users: false, products: 0 });
    assert.deepEqual(await counts(), { users: 0, accounts: 1, products: 0 });
    const signIns = await workingDemoSignIns(deps, passwords);
    assert.deepEqual(signIns, {});
    const banner = startBanner({ url: 'http://localhost:3000', seconds: 0.9, local: { dataDir: '/srv/data', embedded: false, signIns } }).join('\n');
    assert.doesNotMatch(banner, /password|demo-admin-pass|demo-business-pass/);
    assert.match(banner, /Admin area: {6}http:\/\/localhost:3000\/admin\n/);
    assert.match(banner, /No demo sign-ins: the database already had its own users/);
  });

  test('a database with its own products (and no users) gets nothing either', async () => {
    await emptyDatabase();
    await db('products').insert({ name: 'Operator Product', description: 'Their own catalogue entry.' });
    assert.deepEqual(await seedDemo(deps, passwords), { users: false, products: 0 });
    assert.deepEqual(await counts(), { users: 0, accounts: 0, products: 1 });
  });

  test('a first start that stopped after the demo users gets its catalogue on the next start', async () => {
    await emptyDatabase();
    await db('users').insert({ username: DEMO_ADMIN_USERNAME, password: 'x' });
    const result = await seedDemo(deps, passwords);
    assert.equal(result.users, false);
    assert.ok(result.products >= 12);
  });

  test('a demo password changed with reset-password is not printed', async () => {
    await emptyDatabase();
    await seedDemo(deps, passwords);
    await resetPassword(deps, { username: DEMO_ADMIN_USERNAME, password: 'changed-by-operator' });
    const signIns = await workingDemoSignIns(deps, passwords);
    assert.equal(signIns.admin, undefined);
    assert.equal(signIns.business?.email, DEMO_BUSINESS_EMAIL);
    const banner = startBanner({ url: 'http://x', seconds: 1, local: { dataDir: 'd', embedded: true, signIns } }).join('\n');
    assert.doesNotMatch(banner, /demo-admin-pass/);
    assert.match(banner, /email demo@/);
  });

  test('in production the banner is the ready line only', () => {
    assert.deepEqual(startBanner({ url: 'https://app.example.com', seconds: 2 }), ['Ready in 2.0 s at https://app.example.com']);
  });
});
