import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Router from '@koa/router';
import { startTestApp } from '../testing.js';
import { readyAccount } from '../../modules/campaigns/testing.js';
import { routeRegistrars } from './index.js';
import { requireAdmin, requireBusiness } from '../middleware.js';
import { ACCOUNT_CHANGES, ADMIN_CHANGES, ADMIN_NOT_CHANGES } from '../audit.js';
import type { AppContextExtras, AppState } from '../context.js';

const app = await startTestApp({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '0' } });
const { request, db } = app;
const admin = await app.loginAdmin('operator');
const clinicA = await readyAccount(app, { connect: false });
const clinicB = await readyAccount(app, { connect: false });
const adminUser = await db('users').where({ username: 'operator' }).first('id');

/** A draft post of the clinic, made by the clinic itself. */
async function draftOf(clinic: { token: string; accountProducts: { id: number }[] }) {
  const res = await request('/api/bulk-posts', {
    token: clinic.token,
    body: { productId: clinic.accountProducts[0].id, content: 'Hydration that lasts all day.' },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.bulkPost as { id: number };
}

const rows = () => db('auditLog').orderBy('id');
const asAccount = (accountId: number) => ({ 'x-account-id': String(accountId) });

describe('what is recorded', () => {
  it("an admin's PUT on a clinic's post through X-Account-Id makes exactly one row: who, for which account, what, when, from where, how it ended; no body", async () => {
    const post = await draftOf(clinicA);
    const before = (await rows()).length;
    const agent = `Mozilla/5.0 ${'x'.repeat(400)}`;
    const started = Date.now();
    const res = await request(`/api/bulk-posts/${post.id}`, {
      method: 'PUT',
      token: admin,
      headers: { ...asAccount(clinicA.accountId), 'user-agent': agent },
      body: { content: 'Edited by the platform team: secret-words-123.' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const added = (await rows()).slice(before);
    assert.equal(added.length, 1);
    const row = added[0];
    assert.equal(row.source, 'portal');
    assert.equal(row.actorUserId, adminUser.id);
    assert.equal(row.actorName, 'operator');
    assert.equal(row.accountId, clinicA.accountId);
    assert.equal(row.action, 'bulk_post.update');
    assert.equal(row.route, 'PUT /api/bulk-posts/:id');
    assert.equal(row.summary, 'Edited a post');
    assert.equal(row.targetId, post.id);
    assert.match(row.ip, /127\.0\.0\.1/);
    assert.equal(row.userAgent, agent.slice(0, 200), 'the user agent, truncated');
    assert.equal(row.status, 200);
    assert.equal(row.outcome, 'done');
    assert.ok(row.at.getTime() >= started - 1000 && row.at.getTime() <= Date.now() + 1000);
    assert.doesNotMatch(JSON.stringify(row), /secret-words|Bearer|token/i, 'neither the body nor a token is kept');
  });

  it("a business user's own changes, and an admin's reads, make no row", async () => {
    const before = (await rows()).length;
    const post = await draftOf(clinicA);
    assert.equal(
      (await request(`/api/bulk-posts/${post.id}`, { method: 'PUT', token: clinicA.token, body: { content: 'The clinic edits its own post.' } })).status,
      200,
    );
    assert.equal((await request(`/api/bulk-posts/${post.id}`, { method: 'DELETE', token: clinicA.token })).status, 200);
    assert.equal((await request('/api/bulk-posts', { token: admin, headers: asAccount(clinicA.accountId) })).status, 200);
    assert.equal((await request('/api/accounts', { token: admin })).status, 200);
    assert.equal((await rows()).length, before);
  });

  it("a create names the new row; an admin's refused change is kept as refused and changed nothing", async () => {
    const created = await request('/api/bulk-posts', {
      token: admin,
      headers: asAccount(clinicB.accountId),
      body: { productId: clinicB.accountProducts[0].id, content: 'A draft the platform team wrote.' },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const row = await db('auditLog').orderBy('id', 'desc').first();
    assert.deepEqual([row.action, row.accountId, row.targetId, row.outcome], ['bulk_post.create', clinicB.accountId, created.body.bulkPost.id, 'done']);

    // Another clinic's post, named while acting as B: not found, nothing changed.
    const foreign = await draftOf(clinicA);
    const refused = await request(`/api/bulk-posts/${foreign.id}`, { method: 'DELETE', token: admin, headers: asAccount(clinicB.accountId) });
    assert.equal(refused.status, 404);
    const last = await db('auditLog').orderBy('id', 'desc').first();
    assert.deepEqual([last.action, last.accountId, last.status, last.outcome], ['bulk_post.delete', clinicB.accountId, 404, 'refused']);
    assert.ok(await db('bulkGeneratedPosts').where({ id: foreign.id }).first(), 'the post is still there');
  });

  it('destructive admin actions are recorded: a product deleted, a clinic user given a new password (for that clinic), an account changed', async () => {
    const form = new FormData();
    form.set('name', 'Doomed serum');
    form.set('description', 'A serum the catalogue will lose.');
    form.set('status', 'active');
    const product = await request('/api/products', { token: admin, body: form });
    assert.equal(product.status, 201, JSON.stringify(product.body));
    const deleted = await request(`/api/products/${product.body.product.id}`, { method: 'DELETE', token: admin });
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    const [create, remove] = await db('auditLog').whereIn('action', ['product.create', 'product.delete']).orderBy('id');
    assert.deepEqual([create.source, create.accountId, create.targetId, create.outcome], ['admin', null, product.body.product.id, 'done']);
    assert.deepEqual(
      [remove.source, remove.accountId, remove.targetId, remove.route, remove.outcome],
      ['admin', null, product.body.product.id, 'DELETE /api/products/:id', 'done'],
    );

    const reset = await request(`/api/admin-users/${clinicA.adminUserId}`, {
      method: 'PUT',
      token: admin,
      body: { email: clinicA.email, password: 'brand-new-password' },
    });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    const user = await db('auditLog').where({ action: 'admin_user.update' }).first();
    assert.deepEqual([user.accountId, user.targetId, user.outcome], [clinicA.accountId, clinicA.adminUserId, 'done']);
    assert.doesNotMatch(JSON.stringify(await db('auditLog')), /brand-new-password/);
    // The clinic signs in again with its new password (later tests use the token).
    clinicA.token = (await request('/api/business/login', { body: { email: clinicA.email, password: 'brand-new-password' } })).body.token;

    const renamed = await request(`/api/accounts/${clinicB.accountId}`, {
      method: 'PUT',
      token: admin,
      body: { businessName: 'Renamed Clinic', status: 'active' },
    });
    assert.equal(renamed.status, 200);
    const account = await db('auditLog').where({ action: 'account.update' }).first();
    assert.deepEqual([account.accountId, account.targetId], [clinicB.accountId, clinicB.accountId]);
  });

  it("the admin area's searches and tests, and sign-in, make no row", async () => {
    const before = (await rows()).length;
    assert.equal((await request('/api/search-product-images', { token: admin, body: { productName: 'Serum' } })).status, 200);
    assert.equal((await request('/api/compliance-check', { token: admin, body: { text: 'Smooth skin.', language: 'en' } })).status, 200);
    assert.equal((await request('/api/auth/login', { body: { username: 'operator', password: 'admin-password' } })).status, 200);
    assert.equal((await rows()).length, before);
  });

  it('no untraced change: when the row cannot be written, the change is not made', async () => {
    const post = await draftOf(clinicA);
    await db.raw('alter table audit_log rename to audit_log_away');
    try {
      const res = await request(`/api/bulk-posts/${post.id}`, {
        method: 'PUT',
        token: admin,
        headers: asAccount(clinicA.accountId),
        body: { content: 'An edit with no trace.' },
      });
      assert.equal(res.status, 500);
      assert.equal(res.body.message, 'An error occurred. Please try again.');
    } finally {
      await db.raw('alter table audit_log_away rename to audit_log');
    }
    assert.equal((await db('bulkGeneratedPosts').where({ id: post.id }).first()).content, 'Hydration that lasts all day.');
  });

  it('every change route is named: each unsafe portal route has an action code, each unsafe admin route is audited or listed as changing nothing', () => {
    const router = new Router<AppState, AppContextExtras>();
    for (const register of routeRegistrars) register(router);
    const unnamed: string[] = [];
    for (const layer of router.stack) {
      for (const method of layer.methods.filter((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m))) {
        const key = `${method} ${layer.path}`;
        if (layer.stack.includes(requireBusiness as never) && !ACCOUNT_CHANGES[key]) unnamed.push(`${key} (portal)`);
        if (layer.stack.includes(requireAdmin as never) && !ADMIN_CHANGES[key] && !ADMIN_NOT_CHANGES.has(key)) unnamed.push(`${key} (admin)`);
      }
    }
    assert.deepEqual(unnamed, [], 'add them to src/http/audit.ts');
  });
});

describe('GET /api/admin/audit', () => {
  it('401 without a session, 403 for a clinic', async () => {
    assert.equal((await request('/api/admin/audit')).status, 401);
    assert.equal((await request('/api/admin/audit', { token: clinicA.token })).status, 403);
    assert.equal((await request(`/api/admin/audit?accountId=${clinicA.accountId}`, { token: clinicA.token })).status, 403);
  });

  it('lists newest first with who, what, where; filters by account; pages with a total', async () => {
    const all = await request('/api/admin/audit?pageSize=100', { token: admin });
    assert.equal(all.status, 200);
    const total = await db('auditLog').count('* as n').first();
    assert.equal(all.body.total, Number(total!.n));
    const ids = all.body.entries.map((e: { id: number }) => e.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a: number, b: number) => b - a),
    );
    const edit = all.body.entries.find((e: { action: string }) => e.action === 'bulk_post.update');
    assert.deepEqual(Object.keys(edit).sort(), [
      'accountId',
      'action',
      'actor',
      'at',
      'businessName',
      'id',
      'ip',
      'outcome',
      'route',
      'source',
      'status',
      'summary',
      'targetId',
      'userAgent',
    ]);
    assert.deepEqual(edit.actor, { userId: adminUser.id, name: 'operator' });
    assert.equal(edit.businessName, (await db('accounts').where({ id: clinicA.accountId }).first()).businessName);

    const onlyB = await request(`/api/admin/audit?accountId=${clinicB.accountId}&pageSize=100`, { token: admin });
    assert.ok(onlyB.body.entries.length >= 3);
    assert.ok(onlyB.body.entries.every((e: { accountId: number }) => e.accountId === clinicB.accountId));
    assert.ok(onlyB.body.entries.some((e: { businessName: string }) => e.businessName === 'Renamed Clinic'));

    const page1 = await request('/api/admin/audit?pageSize=2&page=1', { token: admin });
    const page2 = await request('/api/admin/audit?pageSize=2&page=2', { token: admin });
    assert.deepEqual([page1.body.page, page1.body.pageSize, page1.body.entries.length], [1, 2, 2]);
    assert.deepEqual(
      page2.body.entries.map((e: { id: number }) => e.id),
      ids.slice(2, 4),
    );
    const empty = await request('/api/admin/audit?accountId=&pageSize=100', { token: admin });
    assert.deepEqual([empty.status, empty.body.total], [200, all.body.total], 'an empty filter is every account');
    const none = await request('/api/admin/audit?accountId=999999', { token: admin });
    assert.deepEqual([none.status, none.body.total, none.body.entries], [200, 0, []]);
  });

  it('bad query parameters are a 400 with a clear message', async () => {
    const cases: [string, string][] = [
      ['accountId=abc', 'Account must be a whole number of at least 1'],
      ['accountId=0', 'Account must be a whole number of at least 1'],
      ['accountId=-3', 'Account must be a whole number of at least 1'],
      ['accountId=99999999999', 'Account must be a whole number of at least 1'],
      ['page=0', 'Page must be a whole number of at least 1'],
      ['page=1.5', 'Page must be a whole number of at least 1'],
      ['page=1&page=2', 'Page must be a whole number of at least 1'],
      ['pageSize=101', 'Page size must be between 1 and 100'],
      ['pageSize=', 'Page size must be between 1 and 100'],
    ];
    for (const [query, message] of cases) {
      const res = await request(`/api/admin/audit?${query}`, { token: admin });
      assert.deepEqual([res.status, res.body.message], [400, message], query);
    }
    const greek = await request('/api/account/audit?page=0', { token: clinicA.token });
    assert.deepEqual([greek.status, greek.body.messageKey], [400, 'accounts.pageInvalid']);
  });
});

describe('GET /api/account/audit: the changes made on a clinic’s behalf', () => {
  it('401 without a session', async () => {
    assert.equal((await request('/api/account/audit')).status, 401);
  });

  it("a clinic sees its own account's changes (not refused ones), never who exactly nor from where, and never another clinic's", async () => {
    const a = await request('/api/account/audit?pageSize=100', { token: clinicA.token });
    assert.equal(a.status, 200, JSON.stringify(a.body));
    const mine = await db('auditLog').where({ accountId: clinicA.accountId }).whereNot({ outcome: 'refused' });
    assert.equal(a.body.total, mine.length);
    assert.ok(a.body.entries.some((e: { action: string }) => e.action === 'bulk_post.update'));
    assert.ok(
      a.body.entries.some((e: { action: string }) => e.action === 'admin_user.update'),
      'a password the platform changed is shown',
    );
    for (const entry of a.body.entries) assert.deepEqual(Object.keys(entry).sort(), ['action', 'at', 'id', 'outcome', 'source', 'summary', 'targetId']);
    assert.doesNotMatch(JSON.stringify(a.body), /operator|127\.0\.0\.1|Mozilla/);

    const b = await request('/api/account/audit?pageSize=100', { token: clinicB.token });
    assert.ok(b.body.entries.length >= 2);
    assert.ok(!b.body.entries.some((e: { outcome: string }) => e.outcome === 'refused'), 'the refused delete is not shown');
    const aIds = new Set(a.body.entries.map((e: { id: number }) => e.id));
    assert.ok(b.body.entries.every((e: { id: number }) => !aIds.has(e.id)));

    // Naming the other clinic changes nothing, or is refused.
    const named = await request(`/api/account/audit?accountId=${clinicB.accountId}&pageSize=100`, { token: clinicA.token });
    assert.equal(named.body.total, a.body.total);
    assert.equal((await request(`/api/account/audit?account=${clinicB.accountId}`, { token: clinicA.token })).status, 403);
    assert.equal((await request('/api/account/audit', { token: clinicA.token, headers: asAccount(clinicB.accountId) })).status, 403);
  });

  it('an admin viewing a clinic sees what the clinic sees', async () => {
    const viewed = await request('/api/account/audit?pageSize=100', { token: admin, headers: asAccount(clinicB.accountId) });
    const own = await request('/api/account/audit?pageSize=100', { token: clinicB.token });
    assert.deepEqual(viewed.body, own.body);
    assert.equal((await request('/api/account/audit', { token: admin })).status, 403, 'an admin names the account');
  });
});
