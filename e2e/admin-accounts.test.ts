import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserMissing, screenshot, seedAdmin, signInBusiness, startE2E } from './support.js';
import { adminPage } from './admin-support.js';
import { createAccount } from '../src/modules/accounts/index.js';

describe('admin business accounts', { skip: browserMissing() && 'Chromium not found (set CHROMIUM_PATH)' }, async () => {
  const app = await startE2E();
  const admin = await seedAdmin(app.deps);

  it('creates an account and an admin user, who then signs in to the portal', async () => {
    const { page, context } = await adminPage(app.browser, app.url, admin, '/admin/dashboard/accounts');
    await page.getByText('No accounts found. Try a different search or create a new account.').waitFor();

    await page.getByRole('button', { name: 'Add Account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Create New Account').waitFor();
    await dialog.locator('input[name=businessName]').fill('L');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dialog.getByText('Business name is required').waitFor();
    await dialog.locator('input[name=businessName]').fill('Lumière Aesthetics');
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active' }).click();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created').first().waitFor();
    const row = page.locator('table tbody tr').filter({ hasText: 'Lumière Aesthetics' });
    await row.getByText('Active').waitFor();
    const account = await app.db('accounts').where({ businessName: 'Lumière Aesthetics' }).first();

    // Add an admin user: the account id is shown read-only.
    await page.getByRole('button', { name: 'Add an admin user to Lumière Aesthetics' }).click();
    const userDialog = page.getByRole('dialog');
    assert.equal(await userDialog.locator('input[name=accountId]').inputValue(), String(account.id));
    assert.equal(await userDialog.locator('input[name=accountId]').getAttribute('readonly'), '');
    await userDialog.locator('input[name=email]').fill('not-an-email');
    await userDialog.locator('input[name=password]').fill('123');
    await userDialog.getByRole('button', { name: 'Create User' }).click();
    await userDialog.getByText('Valid email is required').waitFor();
    await userDialog.getByText('Password must be at least 6 characters').waitFor();
    await userDialog.locator('input[name=email]').fill('doctor@lumiere.example.com');
    await userDialog.locator('input[name=password]').fill('first-pass');
    await screenshot(page, 'admin-user-dialog-en-light');
    await userDialog.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('Admin user created').first().waitFor();
    await row.getByText('doctor@lumiere.example.com').waitFor();

    // Edit the admin user: a new password is required.
    await page.getByRole('button', { name: 'Edit admin user doctor@lumiere.example.com' }).click();
    const edit = page.getByRole('dialog');
    await edit.getByText('Edit Admin User').waitFor();
    await edit.getByRole('button', { name: 'Update User' }).click();
    await edit.getByText('Password must be at least 6 characters').waitFor();
    await edit.locator('input[name=password]').fill('second-pass');
    await edit.getByRole('button', { name: 'Update User' }).click();
    await page.getByText('Admin user updated').first().waitFor();

    // Edit the account: it lists its admin users.
    await page.getByRole('button', { name: 'Edit Lumière Aesthetics' }).click();
    const accountEdit = page.getByRole('dialog');
    await accountEdit.getByText('doctor@lumiere.example.com').waitFor();
    await accountEdit.locator('input[name=businessName]').fill('Lumière Aesthetics Clinic');
    await accountEdit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Account updated').first().waitFor();
    await page.locator('table tbody tr').filter({ hasText: 'Lumière Aesthetics Clinic' }).waitFor();

    // A duplicate e-mail is a clear error.
    await page.getByRole('button', { name: 'Add an admin user to Lumière Aesthetics Clinic' }).click();
    const dup = page.getByRole('dialog');
    await dup.locator('input[name=email]').fill('doctor@lumiere.example.com');
    await dup.locator('input[name=password]').fill('another-pass');
    await dup.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('Failed to create admin user').first().waitFor();
    await dup.getByText('A user with this email already exists').first().waitFor();
    await dup.getByRole('button', { name: 'Cancel' }).click();
    await dup.waitFor({ state: 'detached' });

    // Open the portal as this account in a new tab.
    const [portal] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Open the business portal of Lumière Aesthetics Clinic' }).click(),
    ]);
    await portal.waitForLoadState();
    assert.match(portal.url(), new RegExp(`/portal\\?account=${account.id}|/(business|portal)/`));
    await portal.close();
    await context.close();

    // The new user signs in to the portal with the updated password.
    const { page: userPage, context: userContext } = await (await import('./support.js')).newPage(app.browser);
    await signInBusiness(userPage, app.url, { email: 'doctor@lumiere.example.com', password: 'second-pass' });
    const verify = await userPage.evaluate(async () => {
      const token = localStorage.getItem('business_token') ?? sessionStorage.getItem('business_token');
      const res = await fetch('/api/auth/verify', { headers: { authorization: `Bearer ${token}` } });
      return res.json();
    });
    assert.equal(verify.user.accountId, account.id);
    await userContext.close();
  });

  it('searches, filters by status and really pages', async () => {
    for (let i = 1; i <= 14; i++) await createAccount(app.deps, { businessName: `Clinic ${String(i).padStart(2, '0')}`, status: i % 2 ? 'trial' : 'active' });
    const { page, context } = await adminPage(app.browser, app.url, admin, '/admin/dashboard/accounts');
    await page.getByText('1–10 of 15').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('11–15 of 15').waitFor();
    assert.match(page.url(), /page=2/);
    await page.locator('table tbody tr').filter({ hasText: 'Clinic 01' }).waitFor();
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Trial' }).click();
    await page.getByText('1–7 of 7').waitFor();
    await page.getByRole('searchbox', { name: 'Search accounts...' }).fill('clinic 1');
    await page.getByText('1–2 of 2').waitFor();
    await screenshot(page, 'admin-accounts-en-light');
    await context.close();
    for (const [language, theme] of [
      ['en', 'dark'],
      ['el', 'light'],
      ['el', 'dark'],
    ] as const) {
      const { page: p, context: c } = await adminPage(app.browser, app.url, admin, '/admin/dashboard/accounts', { language, theme });
      await p.locator('table tbody tr').first().getByText('Clinic 14').waitFor();
      await screenshot(p, `admin-accounts-${language}-${theme}`);
      await p.locator('table tbody tr').first().getByRole('button').last().click();
      await p.getByRole('dialog').waitFor();
      await screenshot(p, `admin-account-dialog-${language}-${theme}`);
      await c.close();
    }
  });
});
