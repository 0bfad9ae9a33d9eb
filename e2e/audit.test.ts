import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import { readyAccount } from '../src/modules/campaigns/testing.js';
import { adminPage } from './admin-support.js';
import { assertFitsPhone, browserMissing, newPage, screenshot, seedAdmin, signInBusiness, startE2E } from './support.js';

/**
 * The audit trail (issue 16): an admin viewing a clinic's portal changes something; the admin area's
 * audit log lists it (filtered by account, the filter kept in the URL); the clinic signs in and sees
 * the change made on its behalf, by "the platform team". In English and Greek, light and dark,
 * desktop and 390 px.
 */

const LOCALES = path.resolve(import.meta.dirname, '../src/web/shared/locales');
/** The app's own string for `key` (namespace:path.to.key), so one locator serves both languages. */
function tr(language: 'en' | 'el', key: string, values: Record<string, string | number> = {}): string {
  const [ns, dotted] = key.split(':');
  let value: any = JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${ns}.json`), 'utf8'));
  for (const part of dotted.split('.')) value = value?.[part];
  assert.equal(typeof value, 'string', `no string ${language}/${key}`);
  return (value as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

const PHONE = { width: 390, height: 844 };

async function atPhoneWidth(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await assertFitsPhone(page, name);
  await screenshot(page, `${name}-390`);
}

describe(
  'audit trail: what the platform team changed, seen by the operator and by the clinic',
  { skip: browserMissing() && 'Chromium not found (set CHROMIUM_PATH)' },
  async () => {
    const app = await startE2E();
    const admin = await seedAdmin(app.deps);
    const clinic = await readyAccount(app, { connect: false });
    const other = await readyAccount(app, { connect: false });
    const [clinicName, otherName] = await Promise.all(
      [clinic, other].map(async (c) => (await app.db('accounts').where({ id: c.accountId }).first()).businessName as string),
    );
    // Something the platform team did for the other clinic: the filter must leave it out.
    const login = await app.request('/api/auth/login', { body: admin });
    const elsewhere = await app.request('/api/v2/company-info', {
      token: login.body.token,
      headers: { 'x-account-id': String(other.accountId) },
      body: { companyName: 'Other Aesthetics', location: 'Patras', postFrequencyDays: 2, scheduledTime: '07:00' },
    });
    assert.equal(elsewhere.status, 200, JSON.stringify(elsewhere.body));

    for (const [language, theme, phoneTheme] of [
      ['en', 'light', 'dark'],
      ['el', 'dark', 'light'],
    ] as const) {
      it(`an admin's change in a clinic's portal is in the audit log and in the clinic's own list (${language})`, async () => {
        const t = (key: string, values?: Record<string, string | number>) => tr(language, key, values);
        const company = language === 'en' ? 'Glow Aesthetics Athens' : 'Λάμψη Αισθητική Αθήνα';

        // 1. The admin views the clinic's portal and saves its company details.
        const { page, context } = await adminPage(app.browser, app.url, admin, `/portal?account=${clinic.accountId}`, { language, theme });
        await page
          .getByTestId('viewing-as-banner')
          .getByText(t('portal:layout.viewingAs', { name: clinicName }), { exact: true })
          .waitFor();
        await page.getByRole('link', { name: t('portal:layout.steps.setup') }).click();
        await page.locator('input[name=companyName]').fill(company);
        await page.getByRole('button', { name: t('portal:setup.save'), exact: true }).click();
        await page.getByText(t('portal:setup.settingsSaved')).first().waitFor();
        assert.equal((await app.db('companyInfo').where({ accountId: clinic.accountId }).first()).companyName, company);

        // 2. The audit log, from the admin area's navigation: the change, who made it, for which clinic, from where.
        await page
          .getByTestId('viewing-as-banner')
          .getByRole('button', { name: t('portal:layout.stopViewing') })
          .click();
        await page.waitForURL(/\/admin\/dashboard\/accounts$/);
        await page.getByRole('link', { name: t('admin:frame.sections.audit'), exact: true }).click();
        await page.waitForURL(/\/admin\/audit$/);
        await page
          .getByRole('heading', { name: t('audit:admin.title') })
          .first()
          .waitFor();
        // Radix's table names its wrapper, not the <table>: the rows are found on the page.
        const table = page;
        const saved = table.getByRole('row').filter({ hasText: t('audit:actions.company_info.save') });
        await saved.first().waitFor();
        // Both clinics' rows before the filter.
        await table.getByRole('row').filter({ hasText: otherName }).first().waitFor();
        const row = saved.filter({ hasText: clinicName }).first();
        await row.getByText(admin.username).waitFor();
        await row.getByText(t('audit:source.portal')).waitFor();
        await row.getByText('POST /api/v2/company-info').waitFor();
        await row.getByText(/127\.0\.0\.1/).waitFor();
        await row
          .getByTestId('audit-outcome')
          .getByText(`${t('audit:outcome.done')} · 200`)
          .waitFor();

        // Filtered by the clinic: the choice is in the URL, the other clinic's row is gone.
        await page.getByTestId('audit-account-filter').click();
        await page.getByRole('option', { name: `${clinicName} (#${clinic.accountId})` }).click();
        await page.waitForURL(new RegExp(`/admin/audit\\?accountId=${clinic.accountId}$`));
        await table.getByRole('row').filter({ hasText: otherName }).first().waitFor({ state: 'detached' });
        await row.waitFor();
        await screenshot(page, `audit-admin-${language}-${theme}-desktop`);
        // A reload (or a shared link) shows the same filter.
        await page.reload();
        await table
          .getByRole('row')
          .filter({ hasText: t('audit:actions.company_info.save') })
          .first()
          .waitFor();
        assert.equal(await table.getByRole('row').filter({ hasText: otherName }).count(), 0);
        await context.close();

        const phone = await adminPage(app.browser, app.url, admin, `/admin/audit?accountId=${clinic.accountId}`, {
          language,
          theme: phoneTheme,
          viewport: PHONE,
        });
        await phone.page.getByRole('row').getByText(t('audit:actions.company_info.save')).first().waitFor();
        await atPhoneWidth(phone.page, `audit-admin-${language}-${phoneTheme}`);
        await phone.context.close();

        // 3. The clinic signs in and finds what the platform team changed on its behalf.
        await app.db('accounts').where({ id: clinic.accountId }).update({ uiLanguage: language });
        const own = await newPage(app.browser, { language, theme });
        await signInBusiness(own.page, app.url, clinic);
        await own.page.getByRole('link', { name: t('portal:layout.activity') }).click();
        await own.page.waitForURL(/\/(business|portal)\/activity$/);
        await own.page.getByRole('heading', { name: t('audit:portal.title'), level: 1 }).waitFor();
        const list = own.page.getByRole('list', { name: t('audit:portal.listLabel') });
        const entry = list
          .getByTestId('activity-entry')
          .filter({ hasText: t('audit:actions.company_info.save') })
          .first();
        await entry.getByText(t('audit:portal.who')).waitFor();
        await entry.locator('time').waitFor();
        // Only its own account's changes, and never the admin's name nor address.
        const entries = await list.getByTestId('activity-entry').count();
        assert.equal(
          entries,
          await app
            .db('auditLog')
            .where({ accountId: clinic.accountId })
            .whereNot({ outcome: 'refused' })
            .count('* as n')
            .first()
            .then((r) => Number(r!.n)),
        );
        const text = await own.page.locator('main, body').first().innerText();
        assert.doesNotMatch(text, new RegExp(`${admin.username}|127\\.0\\.0\\.1|${otherName}`));
        await screenshot(own.page, `audit-portal-${language}-${theme}-desktop`);
        await atPhoneWidth(own.page, `audit-portal-${language}-${theme}`);
        await own.context.close();
      });
    }
  },
);
