/**
 * Browser-test support: the real app (built web app + API) on a random port over the test file's
 * own database, and Chromium driven by Playwright. Chromium comes from CHROMIUM_PATH, else Debian's
 * headless shell or its chromium (chromiumPath); a machine with Playwright's own browser can point
 * CHROMIUM_PATH at it.
 */
import fs from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright';
import { startTestApp } from '../src/http/testing.js';
import { WEB_DIST } from '../src/http/app.js';
import type { Deps } from '../src/lib/deps.js';
import { createAccountWithAdmin, createPlatformAdmin } from '../src/modules/accounts/index.js';
import { readyAccount, type ReadyOptions } from '../src/modules/campaigns/testing.js';
import { SIMULATOR_COOKIE } from '../src/modules/publishing/testing/seed-connection.js';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, 'screenshots');

/**
 * The browser the journeys drive: CHROMIUM_PATH, else Debian's chromium-headless-shell (the old
 * headless shell, as Playwright's own headless runs use: the same Blink and V8 without the full
 * browser around them; 40 % less CPU than /usr/bin/chromium on the same two journeys, 24.7 against
 * 40.6 core-seconds), else Debian's chromium.
 */
export function chromiumPath(): string | undefined {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'];
  return candidates.find((candidate) => fs.existsSync(candidate));
}

/** True when no browser is available and we are not in CI: browser tests then skip (CI fails instead). */
export function browserMissing(): boolean {
  if (chromiumPath()) return false;
  if (process.env.CI === 'true')
    throw new Error(`Chromium not found at ${process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell or /usr/bin/chromium'} (CI requires it)`);
  return true;
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
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

export interface PageOptions {
  language?: 'en' | 'el';
  theme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
  /** Cookies and localStorage the context starts with (Playwright's storageState). */
  storageState?: BrowserContextOptions['storageState'];
}

/** A fresh browser context (own storage) with language and theme preset in localStorage. */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 860 },
    locale: options.language === 'el' ? 'el-GR' : 'en-US',
    timezoneId: 'Europe/Athens',
    storageState: options.storageState,
    // The user's "reduce motion" setting, which the app's dialogs, menus and tooltips (Radix Themes)
    // honour: no test looks at an animation, and Chromium composited every animation frame in
    // software (in My Campaigns' journeys its compositor used 20 of 49 CPU seconds; 16 with this).
    reducedMotion: 'reduce',
  });
  // Loading spinners stand still: Radix's spinner and the admin's turning reload icon, as each
  // page starts. Headless Chromium composites every frame of an animation in software, and one
  // spinner on screen kept its GPU process half a core busy (a post shown as publishing while a
  // journey waited). No test looks at their motion, only at whether they are shown; nothing listens
  // to their animations' events (the Radix dialogs' own animations are off with reducedMotion above).
  // A string, not a function: tsx would wrap the named inner function in a helper the page lacks.
  await context.addInitScript(`(() => {
    const still = () => {
      if (document.getElementById('e2e-still-spinners')) return;
      const style = document.createElement('style');
      style.id = 'e2e-still-spinners';
      style.textContent = '.rt-SpinnerLeaf, .spin { animation-play-state: paused !important; }';
      (document.head ?? document.documentElement).append(style);
    };
    if (document.documentElement) still();
    else document.addEventListener('DOMContentLoaded', still);
  })()`);
  await context.addInitScript(
    ([language, theme]) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', language);
      if (!localStorage.getItem('theme')) localStorage.setItem('theme', theme);
    },
    [options.language ?? 'en', options.theme ?? 'light'] as const,
  );
  const page = await context.newPage();
  // 30 s: journeys run two at a time on a shared 2-core machine, where one step of the server and
  // Chromium took more than 10 s at load 22 (three steps did in one run). A step that passes is as quick as before.
  page.setDefaultTimeout(30_000);
  return { context, page };
}

/**
 * Which screenshots a run takes (SCREENSHOTS): none by default (no test compares them, and a
 * full-page PNG costs the browser a render and an encode); `1` or `all` every one; otherwise a
 * comma-separated list of name prefixes (`SCREENSHOTS=platforms,campaigns-el`) takes those alone.
 */
export function screenshotWanted(name: string, setting: string | undefined = process.env.SCREENSHOTS): boolean {
  const wanted = (setting ?? '').trim();
  if (!wanted || wanted === '0' || wanted === 'false') return false;
  if (wanted === '1' || wanted === 'all' || wanted === 'true') return true;
  return wanted.split(',').some((prefix) => prefix.trim() && name.startsWith(prefix.trim()));
}

/** Saves e2e/screenshots/<name>.png (git-ignored) to look at, when SCREENSHOTS asks for it (see screenshotWanted). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotWanted(name)) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export async function seedAdmin(deps: Deps, username = 'operator', password = 'operator-pass') {
  await createPlatformAdmin(deps, { username, password });
  return { username, password };
}

export async function seedBusiness(deps: Deps, options: { businessName?: string; email?: string; password?: string; requireApproval?: boolean } = {}) {
  const email = options.email ?? `owner-${Date.now()}@clinic.example.com`;
  const password = options.password ?? 'clinic-pass';
  // Without medical sign-off (issue 23) unless asked: the journeys of scheduling and publishing predate it.
  const { account } = await createAccountWithAdmin(deps, {
    businessName: options.businessName ?? 'Glow Clinic',
    status: 'active',
    email,
    password,
    requireApproval: options.requireApproval ?? false,
  });
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

type E2EApp = Awaited<ReturnType<typeof startE2E>>;

/**
 * A browser page already signed in as a business user, through the API rather than the login
 * screen (auth.test.ts and the language journeys walk that screen): a sign-in of its own (POST
 * /api/business/login, so each browser has its own session, as after the screen), its token where
 * the web app keeps it (localStorage business_token), the HttpOnly session cookie and, for a
 * connected account, the simulator's cookie for its Facebook person (so connecting again meets the
 * same Pages, as in the browser that connected). The page is blank: go where the test starts.
 */
export async function signedInPage(app: E2EApp, account: { email: string; password: string; simulatorCookie?: string }, options: PageOptions = {}) {
  const response = await fetch(`${app.url}/api/business/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const body = (await response.json()) as { token?: string };
  assert.equal(response.status, 200, `business sign-in failed: ${JSON.stringify(body)}`);
  const token = body.token!;
  const session = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('aes_session='))
    ?.split(';')[0]
    .slice('aes_session='.length);
  const origin = new URL(app.url);
  const cookies = [
    ...(session ? [{ name: 'aes_session', value: session, path: '/', httpOnly: true, sameSite: 'Lax' as const }] : []),
    ...(account.simulatorCookie
      ? [{ name: SIMULATOR_COOKIE.name, value: account.simulatorCookie, path: SIMULATOR_COOKIE.path, httpOnly: true, sameSite: 'Lax' as const }]
      : []),
  ].map((c) => ({ ...c, domain: origin.hostname, expires: -1, secure: false }));
  return newPage(app.browser, {
    ...options,
    storageState: { cookies, origins: [{ origin: origin.origin, localStorage: [{ name: 'business_token', value: token }] }] },
  });
}

/**
 * The shared starting point of a journey that is not about connecting: a clinic ready for
 * campaigns (readyAccount: company info, three products, Facebook connected through the test
 * helpers with its Athens Page and Instagram account selected) and a browser page signed in as it.
 */
export async function connectedClinic(app: E2EApp, options: ReadyOptions & PageOptions = {}) {
  const { language, theme, viewport, ...ready } = options;
  const account = await readyAccount(app, ready);
  const { page, context } = await signedInPage(app, account, { language, theme, viewport });
  return { account, page, context };
}

/** Signs in through the business login page; waits until the portal route is reached. */
export async function signInBusiness(page: Page, baseUrl: string, creds: { email: string; password: string }) {
  await page.goto(`${baseUrl}/business/login`);
  await page.locator('input[name=email]').fill(creds.email);
  await page.locator('input[name=password]').fill(creds.password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/(business|portal)\/(setup|products|platforms|campaigns)/);
}

/** The WCAG 2.0/2.1 A and AA rules axe checks; only serious and critical findings fail a test. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical accessibility violations axe-core finds on the page as it is now (or
 * inside `include`, e.g. an open dialog), one readable line each: rule, impact, what it means and
 * the elements' selectors.
 */
export async function accessibilityViolations(page: Page, screenName: string, options: { include?: string } = {}): Promise<string[]> {
  // resultTypes: only the violations are worked out in full (passes and incomplete are not), which makes a run several times quicker.
  // Legacy mode: axe.run() in the page itself, instead of axe.runPartial() there and axe.finishRun()
  // in a blank page opened (and axe injected again) for every call; the same rules on the same
  // nodes (the app has no cross-origin frames, the one thing it leaves out), 2.5-3 times quicker.
  let builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 6).map((n) => {
        // A contrast finding says which colours met: the fix is usually one colour token.
        const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
        const colours = v.id === 'color-contrast' && data?.fgColor ? ` [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}]` : '';
        return `${n.target.join(' ')}${colours}`;
      });
      return `${screenName}: ${v.id} (${v.impact}) ${v.help}: ${nodes.join(' | ')}${v.nodes.length > 6 ? ` (+${v.nodes.length - 6} more)` : ''}`;
    });
}

/**
 * Form controls on screen with neither a <label> nor aria-label / aria-labelledby (issue 13: every
 * input gets one). Stricter than axe, which takes a placeholder or a title for a name.
 */
export async function unlabelledFields(page: Page, screenName: string): Promise<string[]> {
  const found = await page.evaluate<
    string[]
  >(`[...document.querySelectorAll('input, select, textarea, [role=combobox], [role=slider], [role=switch], [role=checkbox], [role=radio], [role=spinbutton], [role=textbox], [role=searchbox]')]
    .filter((el) => el.type !== 'hidden' && !el.closest('[aria-hidden=true]') && el.getClientRects().length > 0)
    .filter((el) => !(el.getAttribute('aria-label') ?? '').trim() && !el.getAttribute('aria-labelledby') && !(el.labels && el.labels.length))
    .map((el) => el.tagName.toLowerCase() + (el.getAttribute('name') ? '[name=' + el.getAttribute('name') + ']' : '') + (el.getAttribute('role') ? '[role=' + el.getAttribute('role') + ']' : '') + (el.getAttribute('placeholder') ? '[placeholder="' + el.getAttribute('placeholder') + '"]' : ''))`);
  return found.length ? [`${screenName}: fields without a label: ${found.join(', ')}`] : [];
}

/** Fails on any serious or critical axe-core violation on the page. */
export async function checkAccessibility(page: Page, screenName: string, options: { include?: string } = {}): Promise<void> {
  const found = await accessibilityViolations(page, screenName, options);
  assert.deepEqual(found, [], `accessibility violations on ${screenName}:\n${found.join('\n')}`);
}

/**
 * Neither the page scrolls sideways nor does any element run out of the screen's right edge
 * (clipped by a card), except inside something that scrolls sideways on purpose. Returns the
 * problems found, empty when the page fits.
 */
export async function phoneOverflow(page: Page, screenName: string): Promise<string[]> {
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  const { scroll, inner, outside } = await page.evaluate<{ scroll: number; inner: number; outside: string[] }>(`(() => {
    const scrolls = (el) => !!el && (['auto', 'scroll'].includes(getComputedStyle(el).overflowX) || scrolls(el.parentElement));
    const outside = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.right > window.innerWidth + 1 && !scrolls(el.parentElement) && getComputedStyle(el).visibility !== 'hidden';
      })
      .map((el) => el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') + ' "' + (el.textContent ?? '').trim().slice(0, 40) + '"');
    return { scroll: document.documentElement.scrollWidth, inner: window.innerWidth, outside };
  })()`);
  const problems: string[] = [];
  if (scroll > inner) problems.push(`${screenName}: the page is ${scroll} px wide at ${inner} px`);
  if (outside.length) problems.push(`${screenName}: runs out of the screen: ${outside.slice(0, 5).join(', ')}`);
  return problems;
}

/** Fails when the page does not fit the phone width it is shown at. */
export async function assertFitsPhone(page: Page, screenName: string): Promise<void> {
  const problems = await phoneOverflow(page, screenName);
  assert.deepEqual(problems, [], problems.join('\n'));
}
