import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright';
import { saveCompanyInfo } from '../src/modules/accounts/index.js';
import { addAccountProducts, seedDemoCatalog } from '../src/modules/catalog/index.js';
import { browserMissing, newPage, screenshot, seedAdmin, seedBusiness, signInAdmin, signInBusiness, startE2E } from './support.js';

// An i18n key that reached the screen untranslated looks like "products.emptyTitle".
const RAW_KEY =
  /\b(?:setup|products|catalog|ai|layout|common|guard|footer|legal|login|landing|notFound|notAvailable|language|theme|errors)\.[a-z][A-Za-z_]*(?:\.[A-Za-z_]+)*\b/;

async function assertNoRawKeys(page: Page, where: string) {
  const text = await page.locator('body').innerText();
  const found = RAW_KEY.exec(text);
  assert.equal(found?.[0], undefined, `a raw i18n key on ${where}`);
}

async function chooseLanguage(page: Page, label: 'Language' | 'Γλώσσα', option: 'English' | 'Ελληνικά') {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option }).click();
}

async function chooseTheme(page: Page, label: 'Theme' | 'Θέμα', option: string) {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option }).click();
}

describe(
  'business portal in both languages, and an admin viewing an account',
  { skip: browserMissing() && 'Chromium not found (set CHROMIUM_PATH)' },
  async () => {
    const app = await startE2E();
    await seedDemoCatalog(app.deps);
    const products: { id: number; name: string; nameEl: string; descriptionEl: string }[] = await app
      .db('products')
      .where({ status: 'active' })
      .orderBy('id')
      .limit(2)
      .select('id', 'name', 'nameEl', 'descriptionEl');
    const business = await seedBusiness(app.deps, { businessName: 'Glow Clinic' });
    await saveCompanyInfo(app.deps, {
      accountId: business.accountId,
      companyName: 'Glow Aesthetics',
      location: 'Thessaloniki',
      scheduledTime: '07:00',
      timezone: 'Europe/Athens',
    });
    await addAccountProducts(app.deps, { accountId: business.accountId, productIds: products.map((p) => p.id) });
    const other = await seedBusiness(app.deps, { businessName: 'Other Clinic', email: 'other@clinic.example.com' });
    await saveCompanyInfo(app.deps, { accountId: other.accountId, companyName: 'Other Aesthetics', location: 'Patras' });

    it('a client switches to Greek and sees Greek on every screen, light and dark', async () => {
      const { page, context } = await newPage(app.browser);
      await signInBusiness(page, app.url, business);
      await page.goto(`${app.url}/business/setup`);
      await page.getByRole('heading', { name: 'Setup', level: 1 }).waitFor();
      await chooseLanguage(page, 'Language', 'Ελληνικά');
      await page.getByRole('heading', { name: 'Ρυθμίσεις', level: 1 }).waitFor();
      // Saved to the account: a fresh page (other device, empty storage) starts in Greek.
      await expectAccountLanguage('el');
      const fresh = await newPage(app.browser, { language: 'en' });
      await signInBusiness(fresh.page, app.url, business);
      await fresh.page.goto(`${app.url}/business/products`);
      await fresh.page.getByRole('heading', { name: 'Τα Προϊόντα μου', level: 1 }).waitFor();
      await fresh.context.close();

      for (const theme of ['light', 'dark'] as const) {
        await page.goto(`${app.url}/business/setup`);
        await page.getByRole('heading', { name: 'Ρυθμίσεις', level: 1 }).waitFor();
        if (theme === 'dark') await chooseTheme(page, 'Θέμα', 'Σκοτεινό');
        await page.getByText('Επωνυμία εταιρείας').waitFor();
        await assertNoRawKeys(page, 'setup');
        await screenshot(page, `portal-setup-el-${theme}`);

        await page.getByRole('link', { name: 'Τα Προϊόντα μου' }).click();
        await page.getByText('2 επιλεγμένα προϊόντα').waitFor();
        await assertNoRawKeys(page, 'products');
        // The catalogue's own texts in Greek too: names, descriptions and categories.
        for (const product of products) {
          const card = page.getByTestId('product-card').filter({ hasText: product.nameEl });
          await card.getByRole('heading', { name: product.nameEl }).waitFor();
          assert.equal(await page.getByTestId('product-card').filter({ hasText: product.name }).count(), 0, `no English name: ${product.name}`);
          assert.ok((await card.innerText()).includes(product.descriptionEl.slice(0, 30)));
        }
        await page.getByTestId('product-card').first().getByText('Ενέσιμα υλικά (fillers)').waitFor();
        await screenshot(page, `portal-products-el-${theme}`);
        await page.getByRole('button', { name: 'Επόμενο' }).waitFor();

        await page.getByRole('button', { name: 'Προεπισκόπηση' }).first().click();
        const previewed = await page.getByRole('dialog').getByRole('heading', { level: 3 }).innerText();
        assert.ok(
          products.some((p) => p.nameEl === previewed.trim()),
          `the preview shows the Greek name, not ${previewed}`,
        );
        await page.getByRole('switch', { name: 'Επεξεργασία' }).click();
        await page.getByRole('button', { name: 'Μεταφόρτωση εικόνας' }).waitFor();
        await assertNoRawKeys(page, 'preview');
        await screenshot(page, `portal-preview-el-${theme}`);
        await page.getByRole('button', { name: 'Ακύρωση' }).click();
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: 'Προσθήκη από τον κατάλογο' }).first().click();
        await page.getByRole('dialog').getByText('Στη λίστα σας').first().waitFor();
        await page.getByRole('dialog').getByText(products[0].nameEl, { exact: true }).waitFor();
        await assertNoRawKeys(page, 'catalogue picker');
        await screenshot(page, `portal-catalog-el-${theme}`);
        // A Greek search in capitals without accents finds the product by its Greek name.
        await page.getByRole('dialog').getByRole('textbox', { name: 'Αναζήτηση προϊόντων' }).fill('ΟΡΟΣ ΒΙΤΑΜΙΝΗΣ');
        await page.getByRole('dialog').getByText('Ορός βιταμίνης C ιατρικής ποιότητας', { exact: true }).waitFor();
        await page.getByRole('dialog').getByText(products[0].nameEl, { exact: true }).waitFor({ state: 'detached' });
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: 'Δημιουργία με AI' }).first().click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Όνομα προϊόντος').fill('Ορός βιταμίνης C');
        await dialog.getByRole('button', { name: 'Δημιουργία', exact: true }).click();
        await dialog.getByText('Επιλέξτε μόνο εικόνες για τις οποίες έχετε άδεια δημοσίευσης.').waitFor({ timeout: 30_000 });
        await assertNoRawKeys(page, 'AI dialog');
        await screenshot(page, `portal-ai-dialog-el-${theme}`);
        await page.keyboard.press('Escape');

        await page.goto(`${app.url}/terms-of-service`);
        await page.getByText('Τελευταία ενημέρωση: 14 Μαΐου 2025').waitFor();
        await page.getByRole('heading', { name: '8. Εφαρμοστέο δίκαιο' }).waitFor();
        await assertNoRawKeys(page, 'terms');
        await screenshot(page, `legal-terms-el-${theme}`);
        await page.goto(`${app.url}/privacy-policy`);
        await page.getByText('Τελευταία ενημέρωση: 19 Ιανουαρίου 2025').waitFor();
        await assertNoRawKeys(page, 'privacy');
        await screenshot(page, `legal-privacy-el-${theme}`);
        await page.goto(`${app.url}/somewhere-else`);
        await assertNoRawKeys(page, '404');
        await screenshot(page, `not-found-el-${theme}`);
      }

      // English, dark, for the same screens.
      await page.goto(`${app.url}/business/setup`);
      await chooseLanguage(page, 'Γλώσσα', 'English');
      await page.getByRole('heading', { name: 'Setup', level: 1 }).waitFor();
      await expectAccountLanguage('en');
      await screenshot(page, 'portal-setup-en-dark');
      await page.getByRole('link', { name: 'My Products' }).click();
      await page.getByText('2 products selected').waitFor();
      await assertNoRawKeys(page, 'products (en)');
      await page.getByTestId('product-card').getByRole('heading', { name: products[0].name }).waitFor();
      await screenshot(page, 'portal-products-en-dark');
      await page.getByRole('button', { name: 'Create with AI' }).first().click();
      await page.getByRole('dialog').getByLabel('Product name').fill('Peptide eye cream');
      await page.getByRole('dialog').getByLabel('Product name').press('Enter');
      await page.getByRole('dialog').getByText('Select only images you have permission to post.').waitFor({ timeout: 30_000 });
      await screenshot(page, 'portal-ai-dialog-en-dark');
      await page.keyboard.press('Escape');
      await page.goto(`${app.url}/terms-of-service`);
      await screenshot(page, 'legal-terms-en-dark');
      await context.close();

      async function expectAccountLanguage(language: 'en' | 'el') {
        for (let i = 0; i < 20; i++) {
          const row = await app.db('accounts').where({ id: business.accountId }).first('uiLanguage');
          if (row.uiLanguage === language) return;
          await new Promise((r) => setTimeout(r, 100));
        }
        assert.fail(`the account's uiLanguage did not become ${language}`);
      }
    });

    it('an admin views the portal as the account; a business user cannot', async () => {
      const admin = await seedAdmin(app.deps);
      const { page, context } = await newPage(app.browser);
      await signInAdmin(page, app.url, admin);
      await page.goto(`${app.url}/portal?account=${business.accountId}`);
      await page.waitForURL(/\/business\/platforms$/);
      const banner = page.getByTestId('viewing-as-banner');
      await banner.getByText('Viewing as Glow Clinic', { exact: false }).waitFor();
      await page.getByRole('link', { name: 'Setup' }).click();
      await page.locator('input[name=companyName]').and(page.locator('[value="Glow Aesthetics"]')).waitFor();
      await screenshot(page, 'portal-admin-view-setup-en-light');
      await page.getByRole('link', { name: 'My Products' }).click();
      await page.getByText('2 products selected').waitFor();
      await banner.waitFor();
      await screenshot(page, 'portal-admin-view-products-en-light');
      await banner.getByRole('button', { name: 'Stop viewing' }).click();
      await page.waitForURL(/\/admin\/dashboard\/accounts$/);
      // Without an account named, the portal asks the admin to choose one.
      await page.goto(`${app.url}/business/setup`);
      await page.getByText('Choose a business account in the admin area to view its portal.').waitFor();
      await context.close();

      // A business user naming another account still sees only its own, with no banner.
      const own = await newPage(app.browser);
      await signInBusiness(own.page, app.url, other);
      await own.page.goto(`${app.url}/business/setup?account=${business.accountId}`);
      await own.page.locator('input[name=companyName]').and(own.page.locator('[value="Other Aesthetics"]')).waitFor();
      assert.equal(await own.page.getByTestId('viewing-as-banner').count(), 0);
      await own.context.close();
    });
  },
);
