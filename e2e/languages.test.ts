import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright';
import { saveCompanyInfo } from '../src/modules/accounts/index.js';
import { browserMissing, newPage, screenshot, seedBusiness, signInBusiness, startE2E } from './support.js';

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe("one interface language: the account's", { skip: browserMissing() && 'Chromium not found (set CHROMIUM_PATH)' }, async () => {
  const app = await startE2E();
  const accountLanguage = async (accountId: number) => (await app.db('accounts').where({ id: accountId }).first('uiLanguage')).uiLanguage as string | null;
  async function eventually(accountId: number, expected: string | null) {
    for (let i = 0; i < 50 && (await accountLanguage(accountId)) !== expected; i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal(await accountLanguage(accountId), expected);
  }

  it('Greek chosen on the sign-in page is kept at sign-in by an account that never chose; the header and Setup show and change one value', async () => {
    const business = await seedBusiness(app.deps, { businessName: 'Never Chose', email: 'never@clinic.example.com' });
    await saveCompanyInfo(app.deps, { accountId: business.accountId, companyName: 'Never Chose', location: 'Athens', postFrequencyDays: 7 });
    assert.equal(await accountLanguage(business.accountId), null);

    const { page, context } = await newPage(app.browser, { language: 'en' });
    await page.goto(`${app.url}/business/login`);
    await choose(page, 'Language', 'Ελληνικά');
    await page.getByText('Καλώς ήρθατε ξανά').waitFor();
    await page.locator('input[name=email]').fill(business.email);
    await page.locator('input[name=password]').fill(business.password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/business\/(setup|products)/);
    await page.goto(`${app.url}/business/setup`);
    await page.getByRole('heading', { name: 'Ρυθμίσεις', level: 1 }).waitFor();
    // The visitor's choice became the account's, and Setup shows that same value.
    await eventually(business.accountId, 'el');
    await page.getByRole('combobox', { name: 'Γλώσσα περιβάλλοντος' }).getByText('Ελληνικά').waitFor();

    // The header's switcher: Setup follows at once.
    await choose(page, 'Γλώσσα', 'English');
    await page.getByRole('heading', { name: 'Setup', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Interface language' }).getByText('English').waitFor();
    await eventually(business.accountId, 'en');
    await screenshot(page, 'languages-setup-follows-header-en-light');

    // Saving Setup for an unrelated change keeps the interface (and the account) in English.
    await page.locator('input[name=postFrequencyDays]').fill('3');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved successfully.').first().waitFor();
    await page.getByRole('heading', { name: 'Setup', level: 1 }).waitFor();
    assert.equal(await accountLanguage(business.accountId), 'en');
    assert.equal((await app.db('companyInfo').where({ accountId: business.accountId }).first('postFrequencyDays')).postFrequencyDays, 3);

    // Setup's field changes the same value: the interface and the header switch at once.
    await choose(page, 'Interface language', 'Greek');
    await page.getByRole('heading', { name: 'Ρυθμίσεις', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Γλώσσα', exact: true }).getByText('Ελληνικά').waitFor();
    await eventually(business.accountId, 'el');
    await page.reload();
    await page.getByRole('heading', { name: 'Ρυθμίσεις', level: 1 }).waitFor();
    await screenshot(page, 'languages-setup-el-light');
    await context.close();
  });

  it("an account that chose a language keeps it whatever the sign-in page said (the spec's order)", async () => {
    const business = await seedBusiness(app.deps, { businessName: 'Chose Greek', email: 'chose@clinic.example.com' });
    await app.db('accounts').where({ id: business.accountId }).update({ uiLanguage: 'el' });
    const { page, context } = await newPage(app.browser, { language: 'en' });
    await signInBusiness(page, app.url, business);
    await page.getByRole('heading', { name: 'Ρυθμίσεις', level: 1 }).waitFor();
    assert.equal(await accountLanguage(business.accountId), 'el');
    await context.close();
  });

  it("server messages reach the screen in the user's language: the sign-in page, Setup's fields, Delete post", async () => {
    const business = await seedBusiness(app.deps, { businessName: 'Messages Clinic', email: 'messages@clinic.example.com' });
    await app.db('accounts').where({ id: business.accountId }).update({ uiLanguage: 'el' });
    const { page, context } = await newPage(app.browser, { language: 'el' });
    // The sign-in page (it loads no errors namespace: its messages live in common).
    await page.goto(`${app.url}/business/login`);
    await page.locator('input[name=email]').fill(business.email);
    await page.locator('input[name=password]').fill('not-the-password');
    await page.locator('form button[type=submit]').click();
    await page.getByText('Λανθασμένο email ή κωδικός πρόσβασης').waitFor();
    await screenshot(page, 'languages-signin-message-el-light');

    await signInBusiness(page, app.url, business);
    await page.goto(`${app.url}/business/setup`);
    await page.getByRole('heading', { name: 'Ρυθμίσεις', level: 1 }).waitFor();
    // A schema message checked in the browser, in Greek (the same table as the server's).
    await page.locator('input[name=companyName]').fill('G');
    await page.getByRole('button', { name: 'Αποθήκευση' }).click();
    await page.getByText('Η επωνυμία της εταιρείας πρέπει να έχει τουλάχιστον 2 χαρακτήρες').waitFor();

    // A message only the server knows (Facebook is not connected), sent with its key.
    await page.goto(`${app.url}/business/delete-post`);
    await page.getByRole('combobox', { name: 'Πλατφόρμα' }).click();
    await page.getByRole('option', { name: 'Facebook' }).click();
    await page.locator('input[name=postId]').fill('123_456');
    await page.getByRole('button', { name: 'Διαγραφή ανάρτησης' }).click();
    await page.getByRole('button', { name: 'Οριστική διαγραφή' }).click();
    await page.getByTestId('delete-result').getByText('Το Facebook δεν είναι συνδεδεμένο: συνδέστε το πρώτα στη σελίδα Πλατφόρμες.').waitFor();
    await screenshot(page, 'languages-server-message-el-light');
    await context.close();
  });
});
