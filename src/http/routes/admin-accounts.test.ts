import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp } from '../testing.js';

const app = await startTestApp();
const admin = await app.loginAdmin();
const business = await app.loginBusiness('Owner Clinic', 'owner@clinic.example.com');

async function createAccount(businessName: string, status = 'trial') {
  const res = await app.request('/api/accounts', { token: admin, body: { businessName, status } });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.account as { id: number; businessName: string; status: string };
}

describe('accounts API: authentication and roles', () => {
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/api/accounts'],
    ['GET', '/api/accounts/1'],
    ['POST', '/api/accounts', { businessName: 'X Clinic', status: 'trial' }],
    ['PUT', '/api/accounts/1', { businessName: 'X Clinic', status: 'trial' }],
    ['POST', '/api/admin-users', { accountId: 1, email: 'x@example.com', password: 'secret1' }],
    ['PUT', '/api/admin-users/1', { email: 'x@example.com', password: 'secret1' }],
  ];
  test('401 without a session', async () => {
    for (const [method, path, body] of endpoints) assert.equal((await app.request(path, { method, body })).status, 401, `${method} ${path}`);
  });
  test('403 for a business token', async () => {
    for (const [method, path, body] of endpoints)
      assert.equal((await app.request(path, { method, body, token: business.token })).status, 403, `${method} ${path}`);
  });
});

describe('accounts API: accounts', () => {
  test('create, read with admin users, update', async () => {
    const account = await createAccount('  Lumière Aesthetics ');
    assert.equal(account.businessName, 'Lumière Aesthetics');
    assert.equal(account.status, 'trial');
    const detail = await app.request(`/api/accounts/${account.id}`, { token: admin });
    assert.equal(detail.status, 200);
    assert.equal(detail.body.success, true);
    assert.equal(detail.body.account.businessName, 'Lumière Aesthetics');
    assert.deepEqual(detail.body.adminUsers, []);
    const updated = await app.request(`/api/accounts/${account.id}`, {
      method: 'PUT',
      token: admin,
      body: { businessName: 'Lumière Clinic', status: 'active' },
    });
    assert.equal(updated.status, 200);
    assert.equal(updated.body.account.status, 'active');
    assert.equal(updated.body.account.businessName, 'Lumière Clinic');
  });

  test('validation messages', async () => {
    for (const body of [{ businessName: 'A', status: 'trial' }, { status: 'trial' }, { businessName: '   ', status: 'trial' }]) {
      const res = await app.request('/api/accounts', { token: admin, body });
      assert.equal(res.status, 400);
      assert.equal(res.body.message, 'Business name is required');
    }
    const status = await app.request('/api/accounts', { token: admin, body: { businessName: 'Good Name', status: 'gold' } });
    assert.equal(status.status, 400);
    assert.equal(status.body.message, 'Status must be trial or active');
    const account = await createAccount('Validation Clinic');
    const put = await app.request(`/api/accounts/${account.id}`, { method: 'PUT', token: admin, body: { businessName: 'B', status: 'trial' } });
    assert.equal(put.status, 400);
    assert.equal(put.body.message, 'Business name is required');
  });

  test('404 for a missing id', async () => {
    assert.equal((await app.request('/api/accounts/999999', { token: admin })).status, 404);
    assert.equal((await app.request('/api/accounts/999999', { method: 'PUT', token: admin, body: { businessName: 'Nobody', status: 'trial' } })).status, 404);
  });

  test('list: search by name or admin e-mail, status filter, real pages with a total', async () => {
    await app.db('accounts').whereNot({ id: business.accountId }).delete();
    for (let i = 1; i <= 12; i++) await createAccount(`Paged Clinic ${String(i).padStart(2, '0')}`, i % 3 === 0 ? 'active' : 'trial');
    const all = await app.request('/api/accounts', { token: admin });
    assert.equal(all.body.accounts.length, 13);
    assert.equal(all.body.total, 13);
    assert.ok(all.body.accounts.every((a: { adminUsers: unknown }) => Array.isArray(a.adminUsers)));

    const page1 = await app.request('/api/accounts?q=paged&page=1&pageSize=5', { token: admin });
    const page3 = await app.request('/api/accounts?q=paged&page=3&pageSize=5', { token: admin });
    assert.equal(page1.body.total, 12);
    assert.deepEqual(
      page1.body.accounts.map((a: { businessName: string }) => a.businessName),
      ['Paged Clinic 12', 'Paged Clinic 11', 'Paged Clinic 10', 'Paged Clinic 09', 'Paged Clinic 08'],
    );
    assert.deepEqual(
      page3.body.accounts.map((a: { businessName: string }) => a.businessName),
      ['Paged Clinic 02', 'Paged Clinic 01'],
    );

    const active = await app.request('/api/accounts?status=active&q=PAGED', { token: admin });
    assert.equal(active.body.total, 4);
    assert.ok(active.body.accounts.every((a: { status: string }) => a.status === 'active'));

    const spaced = await app.request('/api/accounts?q=clinic+1&status=trial&page=1&pageSize=10', { token: admin });
    assert.equal(spaced.status, 200, JSON.stringify(spaced.body));
    assert.deepEqual(
      spaced.body.accounts.map((a: { businessName: string }) => a.businessName),
      ['Paged Clinic 11', 'Paged Clinic 10'],
    );
    const byEmail = await app.request('/api/accounts?q=owner@clinic', { token: admin });
    assert.deepEqual(
      byEmail.body.accounts.map((a: { id: number }) => a.id),
      [business.accountId],
    );
    assert.deepEqual(
      byEmail.body.accounts[0].adminUsers.map((u: { email: string }) => u.email),
      ['owner@clinic.example.com'],
    );
  });
});

describe('accounts API: admin users', () => {
  test('create and update an admin user, who then signs in with the new password', async () => {
    const account = await createAccount('Users Clinic');
    const created = await app.request('/api/admin-users', {
      token: admin,
      body: { accountId: account.id, email: 'Doctor@Users.example.com', password: 'first-pass' },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(created.body.adminUser, { id: created.body.adminUser.id, accountId: account.id, email: 'doctor@users.example.com' });
    const detail = await app.request(`/api/accounts/${account.id}`, { token: admin });
    assert.deepEqual(
      detail.body.adminUsers.map((u: { email: string }) => u.email),
      ['doctor@users.example.com'],
    );

    const updated = await app.request(`/api/admin-users/${created.body.adminUser.id}`, {
      method: 'PUT',
      token: admin,
      body: { email: 'lead@users.example.com', password: 'second-pass' },
    });
    assert.equal(updated.status, 200);
    assert.equal(updated.body.adminUser.email, 'lead@users.example.com');
    const login = await app.request('/api/business/login', { body: { email: 'lead@users.example.com', password: 'second-pass' } });
    assert.equal(login.status, 200);
    assert.equal(login.body.accountId, account.id);
  });

  test('validation messages (admin-area.md §5)', async () => {
    const account = await createAccount('Rules Clinic');
    const cases: [unknown, string][] = [
      [{ accountId: 0, email: 'a@b.example.com', password: 'secret1' }, 'Account is required'],
      [{ accountId: 'x', email: 'a@b.example.com', password: 'secret1' }, 'Account is required'],
      [{ accountId: account.id, email: 'not-an-email', password: 'secret1' }, 'Valid email is required'],
      [{ accountId: account.id, email: 'a@b.example.com', password: '12345' }, 'Password must be at least 6 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await app.request('/api/admin-users', { token: admin, body });
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.message, message);
    }
    const user = await app.request('/api/admin-users', { token: admin, body: { accountId: account.id, email: 'rules@example.com', password: 'secret1' } });
    const noPassword = await app.request(`/api/admin-users/${user.body.adminUser.id}`, {
      method: 'PUT',
      token: admin,
      body: { email: 'rules@example.com', password: '' },
    });
    assert.equal(noPassword.status, 400);
    assert.equal(noPassword.body.message, 'Password must be at least 6 characters');
    const badEmail = await app.request(`/api/admin-users/${user.body.adminUser.id}`, {
      method: 'PUT',
      token: admin,
      body: { email: 'nope', password: 'secret1' },
    });
    assert.equal(badEmail.body.message, 'Valid email is required');
  });

  test('a duplicate e-mail is a clear 409, on create and on update', async () => {
    const account = await createAccount('Duplicate Clinic');
    const dup = await app.request('/api/admin-users', {
      token: admin,
      body: { accountId: account.id, email: 'OWNER@clinic.example.com', password: 'secret1' },
    });
    assert.equal(dup.status, 409);
    assert.equal(dup.body.message, 'A user with this email already exists');
    const other = await app.request('/api/admin-users', { token: admin, body: { accountId: account.id, email: 'other@dup.example.com', password: 'secret1' } });
    const upd = await app.request(`/api/admin-users/${other.body.adminUser.id}`, {
      method: 'PUT',
      token: admin,
      body: { email: 'owner@clinic.example.com', password: 'secret1' },
    });
    assert.equal(upd.status, 409);
    assert.equal(upd.body.message, 'A user with this email already exists');
  });

  test('404 for a missing account or admin user', async () => {
    const noAccount = await app.request('/api/admin-users', { token: admin, body: { accountId: 999999, email: 'ghost@example.com', password: 'secret1' } });
    assert.equal(noAccount.status, 404);
    const noUser = await app.request('/api/admin-users/999999', { method: 'PUT', token: admin, body: { email: 'ghost@example.com', password: 'secret1' } });
    assert.equal(noUser.status, 404);
  });
});
