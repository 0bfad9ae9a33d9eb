/**
 * Browser-test support: the real app (built web app + API) on a random port over the test file's
 * own database, and Chromium driven by Playwright. Chromium comes from CHROMIUM_PATH, else
 * /usr/bin/chromium (Debian's); a machine with Playwright's own browser can point CHROMIUM_PATH at it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { after } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { startTestApp } from '../src/http/testing.js';
import { WEB_DIST } from '../src/http/app.js';
import { createAccountWithAdmin, createPlatformAdmin } from '../src/modules/accounts/index.js';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, 'screenshots');

export function chromiumPath(): string | undefined {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return fs.existsSync(candidate) ? candidate : undefined;
}

/** True when no browser is available and we are not in CI: browser tests then skip (CI fails instead). */
export function browserMissing(): boolean {
  if (chromiumPath()) return false;
  if (process.env.CI === 'true') throw new Error(`Chromium not found at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'} (CI requires it)`);
  return true;
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  after(() => browser.close());
  return browser;
}

/** The app with the built web app, plus a browser; `env` adds configuration (e.g. FACEBOOK_SIMULATOR_DELAY_MS). */
export async function startE2E(options: { env?: Record<string, string> } = {}) {
  const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : WEB_DIST;
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist} is missing: run through \`npm run test:e2e\` (it builds the web app)`);
  const app = await startTestApp({ webDist, env: options.env });
  const browser = await launchBrowser();
  return { ...app, browser };
}

/** A fresh browser context (own storage) with language and theme preset in localStorage. */
export async function newPage(browser: Browser, options: { language?: 'en' | 'el'; theme?: 'light' | 'dark'; viewport?: { width: number; height: number } } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 860 }, locale: options.language === 'el' ? 'el-GR' : 'en-US', timezoneId: 'Europe/Athens' });
  await context.addInitScript(
    ([language, theme]) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', language);
      if (!localStorage.getItem('theme')) localStorage.setItem('theme', theme);
    },
    [options.language ?? 'en', options.theme ?? 'light'] as const,
  );
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/** Saves e2e/screenshots/<name>.png (git-ignored) to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export async function seedAdmin(db: Parameters<typeof createPlatformAdmin>[0]['db'], username = 'operator', password = 'operator-pass') {
  await createPlatformAdmin({ db, input: { username, password } });
  return { username, password };
}

export async function seedBusiness(db: Parameters<typeof createPlatformAdmin>[0]['db'], options: { businessName?: string; email?: string; password?: string } = {}) {
  const email = options.email ?? `owner-${Date.now()}@clinic.example.com`;
  const password = options.password ?? 'clinic-pass';
  const { account } = await createAccountWithAdmin({ db, input: { businessName: options.businessName ?? 'Glow Clinic', status: 'active', email, password } });
  return { email, password, accountId: account.id };
}

/** Signs in through the admin login screen and waits for the dashboard. */
export async function signInAdmin(page: Page, baseUrl: string, creds: { username: string; password: string }) {
  await page.goto(`${baseUrl}/admin`);
  await page.getByPlaceholder('Enter your username').fill(creds.username);
  await page.getByPlaceholder('Enter your password').fill(creds.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/dashboard/);
}

/** Signs in through the business login page; waits until the portal route is reached. */
export async function signInBusiness(page: Page, baseUrl: string, creds: { email: string; password: string }) {
  await page.goto(`${baseUrl}/business/login`);
  await page.locator('input[name=email]').fill(creds.email);
  await page.locator('input[name=password]').fill(creds.password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/(business|portal)\/(setup|products|platforms|campaigns)/);
}
