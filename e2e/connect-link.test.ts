import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright';
import { browserMissing, newPage, screenshot, seedBusiness, signInBusiness, startE2E } from './support.js';

/**
 * Issue 16 (high): a clinic's Facebook connect link (/api/auth/facebook/connect?token=…) opened in
 * someone else's browser must connect nothing: that browser is sent back with the spec's
 * not-logged-in error and never reaches the Facebook dialog. The clinic's own Connect still works.
 */
const TEXT = {
  en: {
    heading: 'Platforms',
    failed: 'Facebook connection failed',
    notLoggedIn: 'You must sign in first, then connect Facebook.',
    loginRequired: 'Login required',
    connect: 'Connect Facebook',
    connected: 'Facebook connected',
    notConnected: 'Not connected',
  },
  el: {
    heading: 'Πλατφόρμες',
    failed: 'Η σύνδεση με το Facebook απέτυχε',
    notLoggedIn: 'Πρέπει πρώτα να συνδεθείτε και μετά να συνδέσετε το Facebook.',
    loginRequired: 'Απαιτείται σύνδεση',
    connect: 'Σύνδεση με Facebook',
    connected: 'Το Facebook συνδέθηκε',
    notConnected: 'Μη συνδεδεμένο',
  },
} as const;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

/** Every URL the page asks for, to prove the Facebook dialog was never reached. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

describe("a clinic's connect link in another browser", { skip: browserMissing() && 'Chromium not found (set CHROMIUM_PATH)' }, async () => {
  const app = await startE2E({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '20' } });
  const suffix = () => Math.random().toString(36).slice(2, 8);

  async function clinic(language: 'en' | 'el') {
    const business = await seedBusiness(app.deps, { businessName: `Clinic ${suffix()}`, email: `owner-${suffix()}@clinic.example.com` });
    await app.db('accounts').where({ id: business.accountId }).update({ uiLanguage: language });
    return business;
  }

  /** Clinic A signed in in its own browser, and the connect link its Connect button would open. */
  async function victimLink(language: 'en' | 'el') {
    const a = await clinic(language);
    const { page, context } = await newPage(app.browser, { language });
    await signInBusiness(page, app.url, a);
    const token = await page.evaluate(() => localStorage.getItem('business_token') ?? sessionStorage.getItem('business_token'));
    assert.ok(token, "clinic A's token");
    const link = `${app.url}/api/auth/facebook/connect?${new URLSearchParams({ token, return: '/business/platforms' })}`;
    return { a, page, context, link };
  }

  async function nothingConnected(accountId: number) {
    assert.equal(await app.db('facebookConnections').where({ accountId }).first(), undefined, `no connection under account ${accountId}`);
    assert.equal((await app.db('facebookPages').where({ accountId })).length, 0, `no Pages under account ${accountId}`);
  }

  for (const language of ['en', 'el'] as const) {
    const text = TEXT[language];

    it(`signed in as another clinic: back on its own platforms page with the not-logged-in error, nothing connected (${language})`, async () => {
      const owner = await victimLink(language);
      const b = await clinic(language);
      // English on a desktop in light, Greek on a phone in dark.
      const look = language === 'en' ? { theme: 'light' as const } : { theme: 'dark' as const, viewport: { width: 390, height: 844 } };
      const { page, context } = await newPage(app.browser, { language, ...look });
      await signInBusiness(page, app.url, b);
      const requests = recordRequests(page);
      await page.goto(owner.link);
      await page.waitForURL(/\/business\/platforms/);
      await page.getByRole('heading', { name: text.heading, level: 1 }).waitFor();
      await toast(page, text.notLoggedIn);
      await page.getByRole('status').filter({ hasText: text.failed }).first().waitFor();
      await page.getByTestId('facebook-card').getByText(text.notConnected).waitFor();
      await screenshot(page, `connect-link-other-clinic-${language}`);
      assert.ok(!requests.some((u) => u.includes('/dialog/oauth')), 'the Facebook dialog was never asked for');
      assert.ok(!(await context.cookies()).some((c) => c.name === 'fb_oauth_state' && c.value), 'no OAuth state cookie');
      await nothingConnected(owner.a.accountId);
      await nothingConnected(b.accountId);
      await context.close();
      await owner.context.close();
    });

    it(`signed out: sent to sign in, nothing connected; signing in shows the not-logged-in error (${language})`, async () => {
      const owner = await victimLink(language);
      const b = await clinic(language);
      const look = language === 'en' ? { theme: 'light' as const } : { theme: 'dark' as const, viewport: { width: 390, height: 844 } };
      const { page, context } = await newPage(app.browser, { language, ...look });
      const requests = recordRequests(page);
      await page.goto(owner.link);
      await page.waitForURL(/\/business\/login/);
      await toast(page, text.loginRequired);
      await screenshot(page, `connect-link-signed-out-${language}`);
      assert.ok(!requests.some((u) => u.includes('/dialog/oauth')), 'the Facebook dialog was never asked for');
      assert.ok(!(await context.cookies()).some((c) => c.name === 'fb_oauth_state' && c.value), 'no OAuth state cookie');
      await nothingConnected(owner.a.accountId);

      // Whoever signs in next comes back to the platforms page with the spec's not-logged-in error.
      await page.locator('input[name=email]').fill(b.email);
      await page.locator('input[name=password]').fill(b.password);
      await page.locator('form button[type=submit]').click();
      await page.waitForURL(/\/platforms/);
      await toast(page, text.notLoggedIn);
      await screenshot(page, `connect-link-signed-out-then-signed-in-${language}`);
      await nothingConnected(owner.a.accountId);
      await nothingConnected(b.accountId);
      await context.close();
      await owner.context.close();
    });

    it(`the clinic's own Connect still works (${language})`, async () => {
      const owner = await victimLink(language);
      const { page } = owner;
      await page.goto(`${app.url}/business/platforms`);
      await page.getByRole('button', { name: text.connect }).click();
      await page.waitForURL(/\/simulator\/dialog\/v\d+\.\d+\/dialog\/oauth\?/);
      assert.equal(new URL(page.url()).searchParams.get('code_challenge_method'), 'S256');
      await page.getByRole('button', { name: 'Continue as Demo Clinic' }).click();
      await page.waitForURL(/\/business\/platforms$/);
      await toast(page, text.connected);
      assert.ok(await app.db('facebookConnections').where({ accountId: owner.a.accountId }).first(), 'connected');
      assert.equal((await app.db('facebookPages').where({ accountId: owner.a.accountId })).length, 2);
      await owner.context.close();
    });
  }
});
