import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fixedClock } from '../../lib/clock.js';
import { isAppError } from '../../lib/errors.js';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import {
  accountExists,
  accountNames,
  createAccount,
  createAccountWithAdmin,
  createAdminUser,
  createPlatformAdmin,
  createSession,
  getAccount,
  listAccountAudit,
  listAudit,
  recordAudit,
  resetPassword,
  resolveSession,
  revokeSession,
  searchAccounts,
  updateAccount,
  updateAdminUser,
} from './index.js';

const { db } = await useTestDatabase();
const deps = testDeps(db, { clock: fixedClock('2026-03-10T10:00:00Z') });

/** How a use case refused: status, key, values and field (the English text is the HTTP tests' business). */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => assert.fail('accepted'),
    (error: unknown) => (isAppError(error) ? [error.status, error.messageKey, error.params ?? null, error.field ?? null] : assert.fail(String(error))),
  );

describe('accounts and their users at the module door', () => {
  test('accounts: names checked and unique, ids of no account are not found', async () => {
    assert.deepEqual(await refusal(createAccount(deps, { businessName: ' x ' })), [400, 'accounts.businessNameRequired', null, 'businessName']);
    assert.deepEqual(await refusal(createAccount(deps, { businessName: 'y'.repeat(201) })), [
      400,
      'accounts.businessNameTooLong',
      { max: 200 },
      'businessName',
    ]);
    assert.deepEqual(await refusal(createAccount(deps, { businessName: 'Door Clinic', status: 'closed' as never })), [
      400,
      'accounts.statusInvalid',
      null,
      'status',
    ]);
    const account = await createAccount(deps, { businessName: 'Door Clinic' });
    assert.equal(account.status, 'trial');
    assert.deepEqual(await refusal(createAccount(deps, { businessName: 'DOOR clinic' })), [409, 'accounts.businessNameTaken', null, 'businessName']);
    assert.deepEqual(await refusal(updateAccount(deps, { accountId: 999_999, businessName: 'Elsewhere', status: 'active' })), [
      404,
      'accounts.accountNotFound',
      null,
      null,
    ]);
    assert.deepEqual(await refusal(getAccount(deps, { accountId: 999_999 })), [404, 'accounts.accountNotFound', null, null]);
    assert.deepEqual(await refusal(getAccount(deps, { accountId: 0 })), [400, 'accounts.accountRequired', null, 'accountId']);
    assert.equal(await accountExists(deps, { accountId: 999_999 }), false);
    const renamed = await updateAccount(deps, { accountId: account.id, businessName: ' Door Clinic Two ', status: 'active' });
    assert.deepEqual([renamed.businessName, renamed.status], ['Door Clinic Two', 'active']);
    assert.deepEqual(await accountNames(deps, { ids: [account.id, account.id, 999_999] }), new Map([[account.id, 'Door Clinic Two']]));
  });

  test('users: e-mails checked and unique; the command checks the user before the account', async () => {
    const { account, adminUser } = await createAccountWithAdmin(deps, {
      businessName: 'Users Clinic',
      email: ' Owner@Users.example.com ',
      password: 'secret-1',
    });
    assert.equal(adminUser.email, 'owner@users.example.com');
    // The e-mail is checked first, then the password, then the name (as `create-account` always did).
    assert.deepEqual(await refusal(createAccountWithAdmin(deps, { businessName: 'x', email: 'nope', password: 'short' })), [
      400,
      'accounts.adminEmailInvalid',
      null,
      'email',
    ]);
    assert.deepEqual(await refusal(createAccountWithAdmin(deps, { businessName: 'x', email: 'new@users.example.com', password: 'short' })), [
      400,
      'accounts.passwordTooShort',
      null,
      'password',
    ]);
    assert.deepEqual(await refusal(createAccountWithAdmin(deps, { businessName: 'Users Clinic', email: 'new@users.example.com', password: 'secret-1' })), [
      409,
      'accounts.businessNameTaken',
      null,
      'businessName',
    ]);
    assert.deepEqual(
      await refusal(createAccountWithAdmin(deps, { businessName: 'Other Users Clinic', email: 'owner@users.example.com', password: 'secret-1' })),
      [409, 'accounts.emailTaken', null, 'email'],
    );
    assert.equal(await db('accounts').where({ businessName: 'Other Users Clinic' }).first(), undefined, 'one transaction: no account without its user');
    assert.deepEqual(await refusal(createAdminUser(deps, { accountId: 999_999, email: 'second@users.example.com', password: 'secret-2' })), [
      404,
      'accounts.accountNotFound',
      null,
      null,
    ]);
    const second = await createAdminUser(deps, { accountId: account.id, email: 'second@users.example.com', password: 'secret-2' });
    assert.deepEqual(await refusal(updateAdminUser(deps, { adminUserId: second.id, email: 'OWNER@users.example.com', password: 'secret-3' })), [
      409,
      'accounts.emailTaken',
      null,
      'email',
    ]);
    assert.deepEqual(await refusal(updateAdminUser(deps, { adminUserId: 999_999, email: 'third@users.example.com', password: 'secret-3' })), [
      404,
      'accounts.adminUserNotFound',
      null,
      null,
    ]);
    assert.deepEqual(await refusal(updateAdminUser(deps, { adminUserId: second.id, email: 'third@users.example.com', password: '' })), [
      400,
      'accounts.passwordTooShort',
      null,
      'password',
    ]);
  });

  test('platform admins and password resets name what they did not find', async () => {
    await createPlatformAdmin(deps, { username: 'Operator', password: 'secret-1' });
    assert.deepEqual(await refusal(createPlatformAdmin(deps, { username: ' operator ', password: 'secret-1' })), [
      409,
      'accounts.adminNameTaken',
      { username: 'operator' },
      'username',
    ]);
    assert.deepEqual(await refusal(resetPassword(deps, { password: 'secret-2' })), [400, 'accounts.emailOrUsername', null, null]);
    assert.deepEqual(await refusal(resetPassword(deps, { email: 'a@b.example.com', username: 'operator', password: 'secret-2' })), [
      400,
      'accounts.emailOrUsername',
      null,
      null,
    ]);
    assert.deepEqual(await refusal(resetPassword(deps, { email: 'not-an-address', password: 'secret-2' })), [400, 'accounts.adminEmailInvalid', null, 'email']);
    assert.deepEqual(await refusal(resetPassword(deps, { email: 'Nobody@Users.example.com', password: 'secret-2' })), [
      404,
      'accounts.noBusinessUser',
      { email: 'nobody@users.example.com' },
      null,
    ]);
    assert.deepEqual(await refusal(resetPassword(deps, { username: 'nobody', password: 'secret-2' })), [
      404,
      'accounts.noAdminNamed',
      { username: 'nobody' },
      null,
    ]);
    // An empty --email is no e-mail (as the command always took it): the admin's password is reset.
    assert.deepEqual(await resetPassword(deps, { email: '', username: 'OPERATOR', password: 'secret-2' }), {
      kind: 'admin',
      userId: (await db('users').where({ username: 'Operator' }).first('id')).id,
    });
  });

  test('sessions: made for one owner, resolved from the token, ended at once', async () => {
    const { adminUser } = await createAccountWithAdmin(deps, { businessName: 'Session Clinic', email: 'owner@session.example.com', password: 'secret-1' });
    assert.deepEqual(await refusal(createSession(deps, { userId: 1, adminUserId: adminUser.id })), [400, 'http.valueInvalid', null, null]);
    const { token, sessionId } = await createSession(deps, { adminUserId: adminUser.id });
    assert.deepEqual(await resolveSession(deps, { token }), {
      kind: 'business',
      adminUserId: adminUser.id,
      accountId: adminUser.accountId,
      role: 'business_admin',
      email: 'owner@session.example.com',
      sessionId,
    });
    assert.equal(await resolveSession(deps, { token: 'x'.repeat(201) }), undefined);
    await revokeSession(deps, { sessionId });
    assert.equal(await resolveSession(deps, { token }), undefined);
  });
});

describe('lists at the module door', () => {
  test('the accounts search and the audit lists refuse a bad query by key', async () => {
    assert.deepEqual(await refusal(searchAccounts(deps, { q: 's'.repeat(201) })), [400, 'accounts.searchLong', null, 'q']);
    assert.deepEqual(await refusal(searchAccounts(deps, { status: 'closed' as never })), [400, 'accounts.statusInvalid', null, 'status']);
    assert.deepEqual(await refusal(searchAccounts(deps, { pageSize: '101' })), [400, 'accounts.pageSizeInvalid', null, 'pageSize']);
    assert.deepEqual(await refusal(listAudit(deps, { accountId: 'abc' })), [400, 'accounts.auditAccountInvalid', null, 'accountId']);
    assert.deepEqual(await refusal(listAudit(deps, { page: '0' })), [400, 'accounts.pageInvalid', null, 'page']);
  });

  test("a clinic's audit list is its own account's changes", async () => {
    const mine = await createAccount(deps, { businessName: 'Audited Clinic' });
    const other = await createAccount(deps, { businessName: 'Unaudited Clinic' });
    const entry = { source: 'portal' as const, actorUserId: null, actorName: 'operator', action: 'bulk_post.update', summary: 'Edited a post' };
    await recordAudit(deps, { ...entry, accountId: mine.id });
    await recordAudit(deps, { ...entry, accountId: other.id });
    await recordAudit(deps, { ...entry, accountId: mine.id, outcome: 'refused' });
    const page = await listAccountAudit(deps, { accountId: mine.id });
    assert.deepEqual(
      [page.total, page.entries[0].action, page.page, page.pageSize],
      [1, 'bulk_post.update', 1, 20],
      'its own change, not the refused attempt nor the other account’s',
    );
    assert.equal((await listAudit(deps, { accountId: String(other.id) })).total, 1);
  });
});
