import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserMissing, newPage, screenshot, seedAdmin, seedBusiness, signInAdmin, startE2E } from './support.js';

describe('sign-in', { skip: browserMissing() && 'Chromium not found (set CHROMIUM_PATH)' }, async () => {
  const app = await startE2E();
  const admin = await seedAdmin(app.deps);
  const business = await seedBusiness(app.deps, { businessName: 'Sign-in Clinic' });

  it('an admin signs in and out', async () => {
    const { page, context } = await newPage(app.browser);
    await page.goto(`${app.url}/admin`);
    await screenshot(page, 'admin-login-en-light');
    // An empty form gives the spec's messages without calling the server.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await signInAdmin(page, app.url, admin);
    await page.getByText('Login successful').first().waitFor();
    await page.getByText('Online').waitFor();
    assert.ok(await page.evaluate(() => localStorage.getItem('auth_token')));
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${app.url}/admin`);
    await page.getByText('You have been successfully logged out.').first().waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('auth_token')), null);
    // The session is gone server-side: the dashboard sends us back to sign in.
    await page.goto(`${app.url}/admin/dashboard`);
    await page.getByText('Authentication required').first().waitFor();
    await page.waitForURL(`${app.url}/admin`);
    await context.close();
  });

  it('a business user signs in, lands on setup, and signs out', async () => {
    const { page, context } = await newPage(app.browser);
    await page.goto(`${app.url}/business/login`);
    await screenshot(page, 'business-login-en-light');
    await page.locator('input[name=email]').fill(business.email);
    await page.locator('input[name=password]').fill(business.password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(`${app.url}/business/setup`);
    await page.getByText('Login successful').first().waitFor();
    await page.getByText('Business Portal').first().waitFor();
    // Signed in, / and /login lead to the portal, not to a second sign-in form (issue 24).
    for (const route of ['/login', '/']) {
      await page.goto(`${app.url}${route}`);
      await page.waitForURL(`${app.url}/business/setup`);
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      assert.equal(await page.locator('input[name=password]').count(), 0, `${route}: no sign-in form`);
    }
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByText('Logged out successfully').first().waitFor();
    // Signed out: the portal asks to sign in again and remembers where we were going.
    await page.goto(`${app.url}/business/products`);
    await page.waitForURL(/\/business\/login/);
    await context.close();
  });

  it('a wrong password shows the server message', async () => {
    const { page, context } = await newPage(app.browser);
    await page.goto(`${app.url}/business/login`);
    await page.locator('input[name=email]').fill(business.email);
    await page.locator('input[name=password]').fill('definitely-wrong');
    await page.locator('form button[type=submit]').click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    assert.match(page.url(), /\/business\/login$/);
    await page.locator('input[name=email]').fill('not-an-email');
    await page.locator('form button[type=submit]').click();
    await page.getByText('Please enter a valid email address').waitFor();
    await context.close();
  });

  it('the login pages look right in Greek and in dark mode', async () => {
    for (const language of ['en', 'el'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const { page, context } = await newPage(app.browser, { language, theme });
        await page.goto(`${app.url}/business/login`);
        await page.locator('input[name=email]').waitFor();
        await screenshot(page, `business-login-${language}-${theme}`);
        await page.goto(`${app.url}/admin`);
        await page.getByPlaceholder(language === 'el' ? 'Εισάγετε το όνομα χρήστη' : 'Enter your username').waitFor();
        await screenshot(page, `admin-login-${language}-${theme}`);
        await context.close();
      }
    }
  });
});
