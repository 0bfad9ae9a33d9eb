import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DateTime } from 'luxon';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import { readyAccount } from '../src/modules/campaigns/testing.js';
import { recordAudit } from '../src/modules/accounts/index.js';
import { adminPage } from './admin-support.js';
import {
  accessibilityViolations,
  assertFitsPhone,
  browserMissing,
  checkAccessibility,
  newPage,
  phoneOverflow,
  screenshot,
  seedAdmin,
  signedInPage,
  startE2E,
  unlabelledFields,
} from './support.js';

/**
 * Every screen of both areas, the public pages and the main dialogs, in English light and Greek
 * dark: axe-core finds no serious or critical WCAG 2.1 A/AA violation, and at 390 px nothing runs
 * out of the screen. All problems are gathered and reported together, so one run shows them all.
 */

type Mode = { language: 'en' | 'el'; theme: 'light' | 'dark' };
const MODES: Mode[] = [
  { language: 'en', theme: 'light' },
  { language: 'el', theme: 'dark' },
];
const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

const LOCALES = path.resolve(import.meta.dirname, '../src/web/shared/locales');
/** The app's own string for `key` (namespace:path.to.key), so one locator serves both languages. */
function tr(language: 'en' | 'el', key: string): string {
  const [ns, dotted] = key.split(':');
  let value: any = JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${ns}.json`), 'utf8'));
  for (const part of dotted.split('.')) value = value?.[part];
  assert.equal(typeof value, 'string', `no string ${language}/${key}`);
  return value;
}

/** Waits until the screen has loaded its data: a heading shown, no request running, no spinner. */
async function settle(page: Page) {
  await page.locator('h1, h2').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.rt-Spinner').first().waitFor({ state: 'hidden' });
}

describe('accessibility (axe) and phone widths on every screen', { skip: browserMissing() && 'Chromium not found (set CHROMIUM_PATH)' }, async () => {
  const app = await startE2E({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '0' } });
  const admin = await seedAdmin(app.deps);
  const business = await readyAccount(app, { frequencyDays: 2 });
  await app.db('bulkGeneratedPosts').insert([
    {
      accountId: business.accountId,
      accountProductId: business.accountProducts[0].id,
      productName: 'Lip filler',
      content: 'Natural-looking lip volume, reviewed by our doctors.',
      scheduledDate: new Date(Date.now() + 2 * 86400_000),
      postStatus: 'draft',
    },
    {
      accountId: business.accountId,
      accountProductId: business.accountProducts[1].id,
      productName: 'Skin booster',
      content: 'Hydration that lasts.',
      scheduledDate: new Date(Date.now() - 86400_000),
      postStatus: 'published',
    },
  ]);
  // The audit trail's screens with rows: a change the platform team made for the clinic, and a platform-wide one.
  for (const entry of [
    {
      source: 'portal',
      accountId: business.accountId,
      action: 'bulk_post.update',
      route: 'PUT /api/bulk-posts/:id',
      summary: 'Edited a post',
      targetId: 1,
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    },
    {
      source: 'admin',
      accountId: null,
      action: 'product.delete',
      route: 'DELETE /api/products/:id',
      summary: 'Deleted a catalogue product',
      targetId: 7,
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0',
    },
  ] as const) {
    await recordAudit(app.deps, { ...entry, actorUserId: null, actorName: admin.username });
  }
  const problems: string[] = [];

  /** Axe on the screen as it is (desktop), then the same screen at 390 px must fit. */
  async function check(page: Page, name: string, include?: string, shot?: string) {
    problems.push(...(await accessibilityViolations(page, name, { include })), ...(await unlabelledFields(page, name)));
    if (shot) await screenshot(page, `${shot}-desktop`);
    await page.setViewportSize(PHONE);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    problems.push(...(await phoneOverflow(page, `${name} at 390 px`)));
    if (shot) await screenshot(page, `${shot}-390`);
    await page.setViewportSize(DESKTOP);
  }

  /** `shot`: also saves e2e/screenshots/<shot>-desktop.png and <shot>-390.png to look at. */
  async function visit(page: Page, route: string, name: string, shot?: string) {
    const t0 = Date.now();
    await page.goto(app.url + route);
    const t1 = Date.now();
    await settle(page);
    const t2 = Date.now();
    await check(page, name, undefined, shot);
    if (process.env.A11Y_TIMING) console.log(`${name}: load ${t1 - t0} settle ${t2 - t1} check ${Date.now() - t2}`);
  }

  /** The sign-in pages, the legal pages, the e-mailed link and the 404 page, signed out. */
  async function publicPages(mode: Mode) {
    const tag = `${mode.language}-${mode.theme}`;
    const anonymous = await newPage(app.browser, { ...mode, viewport: DESKTOP });
    for (const [route, name] of [
      ['/business/login', 'business sign-in'],
      ['/admin', 'admin sign-in'],
      ['/terms-of-service', 'terms of service'],
      ['/privacy-policy', 'privacy policy'],
      ['/schedule-period?token=not-a-token', 'schedule-period link'],
      ['/no-such-page', 'not found'],
    ]) {
      await visit(anonymous.page, route, `${name} (${tag})`);
    }
    await anonymous.context.close();
  }

  /** Every portal screen as the business's user (the account's language is the screen's), the AI product dialog and a campaign post's editors. */
  async function portalScreens(mode: Mode) {
    const tag = `${mode.language}-${mode.theme}`;
    const t = (key: string) => tr(mode.language, key);
    await app.db('accounts').where({ id: business.accountId }).update({ uiLanguage: mode.language });
    const portal = await signedInPage(app, business, { ...mode, viewport: DESKTOP });
    const page = portal.page;
    for (const [route, name] of [
      ['/business/setup', 'Setup'],
      ['/business/products', 'My Products'],
      ['/business/platforms', 'Platforms'],
      ['/business/delete-post', 'Delete post'],
      ['/business/instagram-story', 'Instagram story'],
      ['/facebook-test', 'Facebook test'],
      ['/portal/facebook-pages', 'Facebook pages'],
      ['/business/activity', 'Changes by the platform team'],
      ['/business/calendar', 'Content Calendar'],
      ['/simulator', 'simulator (business)'],
    ]) {
      await visit(page, route, `${name} (${tag})`, route === '/business/setup' ? `a11y-setup-${tag}` : undefined);
      // One main landmark holds the screen's content (issue 24: the portal had none).
      if (route.startsWith('/business/')) assert.equal(await page.getByRole('main').count(), 1, `${name}: one <main> landmark`);
      if (route === '/business/setup') {
        // Each field is found by its own label (issue 13: "Post frequency" had no accessible name).
        for (const key of ['companyName', 'location', 'logo', 'postFrequency', 'scheduledTime', 'uiLanguage', 'contentLanguage']) {
          assert.equal(await page.getByLabel(t(`portal:setup.${key}`), { exact: true }).count(), 1, `Setup's ${key} field has its label`);
        }
      }
      // The screen's dialog on the screen just checked (the next visit loads its page afresh).
      if (route === '/business/products') {
        await page
          .getByRole('button', { name: t('portal:products.createWithAi') })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
        await check(page, `portal AI product dialog (${tag})`, '[role=dialog]');
      }
    }
    // My Campaigns last of the screens, so its post editors follow on the page already checked.
    await visit(page, '/business/campaigns', `My Campaigns (${tag})`);
    assert.equal(await page.getByRole('main').count(), 1, 'My Campaigns: one <main> landmark');
    const card = page.getByTestId('post-card').first();
    await card.getByRole('button', { name: t('campaigns:card.editTime') }).click();
    await check(page, `campaign time editor (${tag})`);
    // One edit at a time: the page afresh for the text editor.
    await page.reload();
    await settle(page);
    await card.getByRole('button', { name: t('campaigns:card.menu') }).click();
    await page.getByRole('menuitem', { name: t('campaigns:card.edit') }).click();
    await card.getByRole('textbox', { name: t('campaigns:card.textLabel') }).waitFor();
    await check(page, `campaign text editor (${tag})`);
    // The Content Calendar's week holding the draft, and its side panel (issue 20).
    const draftDay = DateTime.fromMillis(Date.now() + 2 * 86400_000, { zone: 'Europe/Athens' }).toISODate()!;
    await page.goto(`${app.url}/business/calendar?view=week&date=${draftDay}`);
    await settle(page);
    await check(page, `Content Calendar week (${tag})`);
    await page.getByTestId('calendar-post').first().click();
    await page.getByTestId('calendar-panel').getByTestId('post-card').waitFor();
    await check(page, `Content Calendar side panel (${tag})`, '[role=dialog]');
    await portal.context.close();
  }

  /** Every admin screen, the LLM page's tabs, the product and account dialogs. */
  async function adminScreens(mode: Mode) {
    const tag = `${mode.language}-${mode.theme}`;
    const t = (key: string) => tr(mode.language, key);
    const adminSession = await adminPage(app.browser, app.url, admin, '/admin/dashboard', { ...mode, viewport: DESKTOP });
    const ap = adminSession.page;
    for (const [route, name] of [
      ['/admin/dashboard/products', 'admin products'],
      ['/admin/dashboard/accounts', 'admin accounts'],
      ['/admin/dashboard/outbox', 'admin outbox'],
      ['/admin/audit', 'admin audit log'],
      ['/admin/calendar', 'admin content calendar'],
      ['/admin/image-test', 'admin image search test'],
      ['/simulator', 'simulator (admin)'],
      ['/admin/dashboard/llm-config', 'admin LLM configuration'],
    ]) {
      await visit(ap, route, `${name} (${tag})`, route.endsWith('llm-config') ? `a11y-admin-llm-${tag}` : undefined);
      if (route.startsWith('/admin/dashboard/')) assert.equal(await ap.getByRole('main').count(), 1, `${name}: one <main> landmark`);
      // The screen's dialog on the screen just checked (the next visit loads its page afresh).
      const add = {
        '/admin/dashboard/products': ['admin:products.add', 'admin product dialog'],
        '/admin/dashboard/accounts': ['admin:accounts.add', 'admin account dialog'],
      }[route];
      if (add) {
        await ap.getByRole('button', { name: t(add[0]), exact: true }).click();
        await ap.getByRole('dialog').waitFor();
        await check(ap, `${add[1]} (${tag})`, '[role=dialog]');
      }
    }
    const tabs = ap.getByRole('tab');
    for (let i = 1; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      await check(ap, `admin LLM configuration, tab ${i + 1} (${tag})`);
    }
    await adminSession.context.close();
  }

  it('public pages, the business portal and the admin area, with their main dialogs, in en light and el dark', async () => {
    const started = Date.now();
    // The three areas side by side (each its own browser context), each in both modes in turn.
    await Promise.all(
      [publicPages, portalScreens, adminScreens].map(async (area) => {
        for (const mode of MODES) await area(mode);
      }),
    );
    console.log(`a11y journey: ${Date.now() - started} ms`);
    assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
  });

  it('admin on a phone: the menu closes once a section is chosen, a toast leaves its Logout usable, the LLM page fits', async () => {
    const { page, context } = await adminPage(app.browser, app.url, admin, '/admin/dashboard/products', { language: 'en', theme: 'light', viewport: PHONE });
    await settle(page);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await drawer.waitFor();
    await checkAccessibility(page, 'admin menu drawer', { include: '.admin-drawer' });
    assert.equal(await drawer.evaluate((el) => el.contains(document.activeElement)), true, 'the focus moves into the menu');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached', timeout: 2000 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await drawer.getByRole('link', { name: 'AI Post Generator' }).click();
    await page.waitForURL(/\/admin\/dashboard\/llm-config$/);
    await drawer.waitFor({ state: 'detached', timeout: 2000 });

    // The LLM page at 390 px, in English and in (longer) Greek: nothing sideways; the theme switcher,
    // every tab and Save on the screen, and the tabs and Save inside their card.
    for (const mode of [...MODES].reverse()) {
      await page.evaluate(({ language, theme }) => {
        localStorage.setItem('language', language);
        localStorage.setItem('theme', theme);
      }, mode);
      await page.reload();
      await page.getByRole('tab').first().waitFor();
      await settle(page);
      const where = `LLM configuration (${mode.language}-${mode.theme})`;
      await assertFitsPhone(page, where);
      const save = page.getByRole('button', { name: tr(mode.language, 'admin:llm.save') });
      const card = (await page.locator('.rt-Card').filter({ has: save }).boundingBox())!;
      const inCard = [...(await page.getByRole('tab').all()), save];
      for (const element of [page.getByRole('combobox', { name: tr(mode.language, 'common:theme.label') }), ...inCard]) {
        const box = (await element.boundingBox())!;
        const name = `${where}: "${(await element.textContent())?.trim()}"`;
        assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `${name} is at ${box.x}..${box.x + box.width}, the screen 0..${PHONE.width}`);
        if (inCard.includes(element)) assert.ok(box.x >= card.x && box.x + box.width <= card.x + card.width, `${name} runs out of its card`);
      }
      await screenshot(page, `a11y-admin-llm-390-${mode.language}-${mode.theme}`);
    }
    const save = page.getByRole('button', { name: 'Save Configuration' });

    // A toast at the bottom of the screen, then the menu: its Logout is what a tap there reaches.
    await save.click();
    await page.getByRole('status').first().waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    const logout = drawer.getByRole('button', { name: 'Logout' });
    await logout.waitFor();
    const box = (await logout.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    assert.equal(hit?.trim(), 'Logout', 'the toast does not cover Logout');
    await screenshot(page, 'a11y-admin-drawer-toast-390-en-light');
    await logout.click({ timeout: 2000 });
    await page.waitForURL(/\/admin$/);
    await context.close();
  });
});
