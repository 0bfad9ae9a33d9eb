import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserMissing, screenshot, seedAdmin, seedBusiness, signedInPage, startE2E } from './support.js';
import { adminPage } from './admin-support.js';
import { seedDemoCatalog } from '../src/modules/catalog/index.js';

/**
 * The compliance guard where people meet it: findings with their category and a suggested
 * wording in the admin's product forms and in the portal's AI product dialog, in English and
 * Greek; a prescription-only medicine asks to confirm; AI-created admin products are drafts.
 */
describe('compliance findings in the admin area and the portal', { skip: browserMissing() && 'Chromium not found (set CHROMIUM_PATH)' }, async () => {
  const app = await startE2E();
  const admin = await seedAdmin(app.deps);
  await seedDemoCatalog(app.deps);
  const business = await seedBusiness(app.deps, { businessName: 'Compliance Clinic' });

  it('admin: a product naming a prescription-only medicine shows the findings and is saved only when confirmed', async () => {
    const { page, context } = await adminPage(app.browser, app.url, admin, '/admin/dashboard/products');
    await page.locator('table tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name=name]').fill('Botox Cosmetic');
    await dialog.locator('textarea[name=description]').fill('Painless injections for frown lines, by our doctors.');
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    const findings = dialog.getByTestId('compliance-findings');
    await findings.getByText('This names a prescription-only medicine').waitFor();
    await findings.getByText('Prescription-only medicine', { exact: true }).waitFor();
    await findings.getByText('Safety or pain claim').waitFor();
    await findings.getByText('“Botox”').waitFor();
    await findings.getByText(/^Suggested wording: Ask us about anti-wrinkle treatment/).waitFor();
    assert.equal(await app.db('products').where({ name: 'Botox Cosmetic' }).first(), undefined, 'nothing saved yet');
    await screenshot(page, 'compliance-admin-confirm-en-light');

    await findings.getByRole('button', { name: 'Save anyway' }).click();
    await page.getByText('Saved with compliance findings').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    assert.equal((await app.db('products').where({ name: 'Botox Cosmetic' }).first()).status, 'active');
    await context.close();
  });

  it('admin AI product: type, findings and the unsure note with the preview, saved Active; in en and el, light and dark', async () => {
    for (const [language, theme] of [
      ['en', 'light'],
      ['el', 'dark'],
      ['en', 'dark'],
      ['el', 'light'],
    ] as const) {
      const { page, context } = await adminPage(app.browser, app.url, admin, '/admin/dashboard/products', { language, theme });
      await page.locator('table tbody tr').first().waitFor();
      await page
        .getByRole('button', { name: language === 'en' ? 'AI Generate Product' : /AI/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[name=aiProductName]').fill('Baby Botox Glow');
      await dialog.locator('input[name=aiProductName]').press('Enter');
      await dialog.getByTestId('product-family').waitFor({ timeout: 30_000 });
      const findings = dialog.getByTestId('compliance-findings');
      await findings.getByText(language === 'en' ? 'Prescription-only medicine' : 'Φάρμακο με ιατρική συνταγή', { exact: true }).waitFor();
      await findings
        .getByText(language === 'en' ? /^Suggested wording:/ : /^Προτεινόμενη διατύπωση:/)
        .first()
        .waitFor();
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=ai-image-card] img')].every((img) => (img as HTMLImageElement).complete));
      await screenshot(page, `compliance-admin-ai-${language}-${theme}`);
      await context.close();
    }

    const { page, context } = await adminPage(app.browser, app.url, admin, '/admin/dashboard/products');
    await page.locator('table tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'AI Generate Product' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name=aiProductName]').fill('Sculptra poly-L-lactic acid');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await dialog.getByTestId('product-family').filter({ hasText: 'Biostimulator (collagen stimulator)' }).waitFor({ timeout: 30_000 });
    const description = await dialog.locator('textarea[name=aiDescription]').inputValue();
    assert.match(description, /collagen stimulator/);
    assert.doesNotMatch(description, /chemical peel/);
    await dialog.getByText('AI-created products are saved as Active and offered to every clinic', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await page.getByText('Product Created').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    assert.equal((await app.db('products').where({ name: 'Sculptra poly-L-lactic acid' }).first()).status, 'active', 'admin-area.md §4');

    // A name the table does not know: a neutral description and a note saying so.
    await page.getByRole('button', { name: 'AI Generate Product' }).click();
    await dialog.locator('input[name=aiProductName]').fill('Signature Glow Ritual');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await dialog.getByText(/The name does not tell what kind of product this is/).waitFor({ timeout: 30_000 });
    await dialog.getByTestId('product-family').filter({ hasText: 'Not recognised' }).waitFor();
    await context.close();
  });

  it('portal: the AI product dialog shows the findings and asks to confirm a prescription-only medicine', async () => {
    for (const [language, theme] of [
      ['en', 'light'],
      ['el', 'dark'],
    ] as const) {
      // The portal speaks the account's interface language.
      await app.db('accounts').where({ id: business.accountId }).update({ uiLanguage: language });
      const { page, context } = await signedInPage(app, business, { language, theme });
      await page.goto(`${app.url}/business/products`);
      await page
        .getByRole('button', { name: language === 'en' ? 'Create with AI' : /AI/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      const name = dialog.locator('#ai-product-name');
      await name.fill(`Baby Botox ${language}`);
      await name.press('Enter');
      const findings = dialog.getByTestId('compliance-findings');
      await findings.getByText(language === 'en' ? 'Prescription-only medicine' : 'Φάρμακο με ιατρική συνταγή', { exact: true }).waitFor({ timeout: 30_000 });
      await dialog.locator('[aria-pressed=true]').first().waitFor();
      await dialog
        .getByRole('button', { name: language === 'en' ? 'Save product' : /.+/ })
        .last()
        .click();
      const confirm = dialog.getByRole('alertdialog');
      await confirm.getByText(language === 'en' ? 'This names a prescription-only medicine' : 'Αναφέρεται φάρμακο που χορηγείται μόνο με συνταγή').waitFor();
      await screenshot(page, `compliance-portal-confirm-${language}-${theme}`);
      await confirm.getByRole('button', { name: language === 'en' ? 'Save anyway' : 'Αποθήκευση παρ’ όλα αυτά' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
      const product = await app
        .db('products')
        .where({ name: `Baby Botox ${language}` })
        .first();
      assert.equal(product.status, 'draft');
      await context.close();
    }
  });
});
