import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DateTime } from 'luxon';
import { updateLanguages } from '../src/modules/accounts/index.js';
import { seedDemoCatalog } from '../src/modules/catalog/index.js';
import { browserMissing, newPage, screenshot, seedAdmin, seedBusiness, signInBusiness, startE2E } from './support.js';
import { adminPage } from './admin-support.js';

describe('business portal: setup and products', { skip: browserMissing() && 'Chromium not found (set CHROMIUM_PATH)' }, async () => {
  const app = await startE2E();
  await seedDemoCatalog(app.deps);
  const business = await seedBusiness(app.deps, { businessName: 'Glow Clinic' });
  const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-')), 'treatment-room.jpg');
  fs.writeFileSync(
    photo,
    await sharp({ create: { width: 320, height: 240, channels: 3, background: '#88aacc' } })
      .jpeg()
      .toBuffer(),
  );

  it('a new client goes from sign-in to a finished product list', async () => {
    const { page, context } = await newPage(app.browser);
    await signInBusiness(page, app.url, business);
    assert.match(page.url(), /\/business\/setup$/, 'a new account starts at setup');

    // Setup: defaults, then the §5 messages, then a save.
    await page.getByRole('heading', { name: 'Setup', level: 1 }).waitFor();
    assert.equal(await page.locator('input[name=postFrequencyDays]').inputValue(), '7');
    assert.equal(await page.locator('input[name=scheduledTime]').inputValue(), '09:00');
    // The logo: a real upload (issue 24), shown at once and kept on Save; a non-image is refused in the browser.
    await page.getByTestId('logo-upload-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a logo') });
    await page.getByText('Please choose an image file (JPEG, PNG, WebP…).').waitFor();
    await page.getByTestId('logo-upload-input').setInputFiles(photo);
    await page.getByText('Logo uploaded').first().waitFor();
    assert.match(await page.locator('input[name=logoUrl]').inputValue(), /^\/uploads\/logos\//);
    await page.getByRole('img', { name: 'Company logo preview' }).waitFor();
    await page.locator('input[name=companyName]').fill('G');
    await page.locator('input[name=scheduledTime]').fill('9am');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Company name must be at least 2 characters').waitFor();
    await page.getByText('Location must be at least 2 characters').waitFor();
    await page.getByText('Time must be in HH:MM format').waitFor();
    await screenshot(page, 'portal-setup-errors-en-light');
    await page.locator('input[name=companyName]').fill('Glow Aesthetics Clinic');
    await page.locator('input[name=location]').fill('Athens, Greece');
    await page.locator('input[name=scheduledTime]').fill('09:30');
    await page.locator('input[name=postFrequencyDays]').fill('3');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Settings saved successfully.').first().waitFor();
    // The toast covers no button of the page (issue 24: at the bottom right it sat on Save and Continue).
    const covered = await page.evaluate(() => {
      const toast = document.querySelector('.toast-viewport li')?.getBoundingClientRect();
      if (!toast) return ['no toast'];
      return [...document.querySelectorAll('button, a')]
        .filter((el) => !el.closest('.toast-viewport'))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.left < toast.right && r.right > toast.left && r.top < toast.bottom && r.bottom > toast.top;
        })
        .map((el) => el.textContent?.trim());
    });
    assert.deepEqual(covered, [], 'buttons under the toast');
    await page.getByText(/^Last saved \d\d\/\d\d\/\d{4} \d\d:\d\d GMT\+[23]$/).waitFor();
    assert.match(page.url(), /\/business\/setup$/, 'the user stays on the page after saving');
    const saved = await app.db('companyInfo').first();
    assert.match(saved.logoUrl, /^\/uploads\/logos\//, 'the uploaded logo was saved with the form');
    assert.deepEqual(
      [saved.companyName, saved.postFrequencyDays, saved.scheduledLocalTime, saved.timezone],
      ['Glow Aesthetics Clinic', 3, '09:30', 'Europe/Athens'],
    );
    await page.locator('.portal-step.done', { hasText: 'Setup' }).waitFor();
    await screenshot(page, 'portal-setup-en-light');
    // Prefilled on return.
    await page.reload();
    await page.locator('input[name=companyName]').and(page.locator('[value="Glow Aesthetics Clinic"]')).waitFor();
    assert.equal(await page.locator('input[name=scheduledTime]').inputValue(), '09:30');
    await page.getByRole('combobox', { name: 'Time zone' }).filter({ hasText: 'Europe/Athens' }).waitFor();

    // Unsaved changes are not lost by a click on a step (issue 24): asked first; put back, no question.
    await page.locator('input[name=location]').fill('Thessaloniki');
    await page.getByRole('link', { name: 'My Products' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay and save' }).click();
    assert.match(page.url(), /\/business\/setup$/);
    assert.equal(await page.locator('input[name=location]').inputValue(), 'Thessaloniki');
    await page.locator('input[name=location]').fill('Athens, Greece');

    // A new posting time is offered to the posts already planned (issue 24).
    const [planned] = await app
      .db('bulkGeneratedPosts')
      .insert({ accountId: business.accountId, content: 'Planned', postStatus: 'draft', scheduledDate: new Date(Date.now() + 3 * 86_400_000) })
      .returning('id');
    await page.locator('input[name=scheduledTime]').fill('10:15');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const offer = page.getByRole('alertdialog', { name: 'Move your planned posts too?' });
    await offer.getByText('1 future post (a draft or scheduled) is at another time. Move it to 10:15 on its own day?', { exact: false }).waitFor();
    await screenshot(page, 'portal-setup-move-offer-en-light');
    await offer.getByRole('button', { name: 'Move 1 post' }).click();
    await page.getByText('1 post moved to 10:15').first().waitFor();
    const moved = await app.db('bulkGeneratedPosts').where({ id: planned.id }).first();
    assert.equal(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Athens', timeStyle: 'short' }).format(moved.scheduledDate), '10:15');
    await app.db('bulkGeneratedPosts').where({ id: planned.id }).delete();

    // A new rhythm is offered to them too (issue 24): the first keeps its day, the others follow it, their publishing with them.
    const athensAt = (days: number) =>
      DateTime.now().setZone('Europe/Athens').plus({ days }).set({ hour: 10, minute: 15, second: 0, millisecond: 0 }).toJSDate();
    const spaced: { id: number }[] = await app
      .db('bulkGeneratedPosts')
      .insert([3, 4].map((days) => ({ accountId: business.accountId, content: `In ${days} days`, postStatus: 'draft', scheduledDate: athensAt(days) })))
      .returning('id');
    await page.locator('input[name=postFrequencyDays]').fill('2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const rhythmOffer = page.getByRole('alertdialog', { name: 'Move your planned posts too?' });
    await rhythmOffer
      .getByText(
        `1 future post (a draft or scheduled) is not on the new rhythm. Move your planned posts to the new rhythm (one every 2 days at 10:15), from ${DateTime.fromJSDate(athensAt(3)).setZone('Europe/Athens').toFormat('dd/MM/yyyy')}`,
        { exact: false },
      )
      .waitFor();
    await screenshot(page, 'portal-setup-rhythm-offer-en-light');
    await rhythmOffer.getByRole('button', { name: 'Move 1 post' }).click();
    await page.getByText('1 post moved to the new rhythm').first().waitFor();
    assert.equal((await app.db('bulkGeneratedPosts').where({ id: spaced[1].id }).first()).scheduledDate.getTime(), athensAt(5).getTime());
    // The same offer in Greek (kept: nothing moves).
    await updateLanguages(app.deps, { accountId: business.accountId, uiLanguage: 'el' });
    await page.reload();
    await page.locator('input[name=postFrequencyDays]').fill('3');
    await page.getByRole('button', { name: 'Αποθήκευση', exact: true }).click();
    const greekOffer = page.getByRole('alertdialog', { name: 'Να μεταφερθούν και οι προγραμματισμένες αναρτήσεις;' });
    await greekOffer.getByText('δεν ακολουθεί τον νέο ρυθμό', { exact: false }).waitFor();
    await screenshot(page, 'portal-setup-rhythm-offer-el-light');
    await greekOffer.getByRole('button', { name: 'Να μείνουν στις ημέρες τους' }).click();
    assert.equal((await app.db('bulkGeneratedPosts').where({ id: spaced[1].id }).first()).scheduledDate.getTime(), athensAt(5).getTime());
    await app
      .db('bulkGeneratedPosts')
      .whereIn(
        'id',
        spaced.map((r) => r.id),
      )
      .delete();
    await updateLanguages(app.deps, { accountId: business.accountId, uiLanguage: 'en' });
    await page.reload();
    await page.getByRole('heading', { name: 'Setup', level: 1 }).waitFor();

    // My Products: empty state and the Next gate.
    await page.getByRole('link', { name: 'My Products' }).click();
    await page.getByText('No products selected yet').waitFor();
    await page.getByTestId('selected-count').filter({ hasText: '0 products selected' }).waitFor();
    await screenshot(page, 'portal-products-empty-en-light');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please select at least one product before continuing.').first().waitFor();
    assert.match(page.url(), /\/business\/products$/);

    // One product from the catalogue.
    await page.getByRole('button', { name: 'Add from catalogue' }).first().click();
    const picker = page.getByRole('dialog');
    await picker.getByPlaceholder('Search products').fill('lip');
    await picker.getByRole('checkbox', { name: 'Hyaluronic Acid Lip Filler' }).click();
    await screenshot(page, 'portal-catalog-picker-en-light');
    await picker.getByRole('button', { name: 'Add 1 product' }).click();
    await page.getByText('1 product added').first().waitFor();
    await page.getByTestId('product-card').filter({ hasText: 'Hyaluronic Acid Lip Filler' }).waitFor();

    // One product created with AI: Enter generates, the top 3 are preselected.
    await page.getByRole('button', { name: 'Create with AI' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save product' }).waitFor();
    assert.equal(await dialog.getByLabel('Product name').inputValue(), '', 'the dialog opens cleared');
    await dialog.getByLabel('Product name').fill('Vitamin C Glow Serum');
    await dialog.getByLabel('Product name').press('Enter');
    await dialog.getByText('Select only images you have permission to post.').waitFor({ timeout: 30_000 });
    await dialog.getByText(/^Demo mode: the description was written/).waitFor();
    const images = dialog.getByTestId('ai-images').getByRole('button');
    assert.equal(await images.count(), 3);
    assert.equal(await dialog.locator('[aria-pressed=true]').count(), 3);
    const more = dialog.getByRole('button', { name: /^More images/ });
    if (await more.isVisible()) {
      await more.click();
      assert.ok((await images.count()) > 3);
      await dialog.getByRole('button', { name: 'Show only top 3' }).click();
    }
    // Deselect everything: saving needs an image.
    for (let i = 0; i < 3; i++) await images.nth(i).click();
    await dialog.getByRole('button', { name: 'Save product' }).click();
    await dialog.getByText('Please select at least one image').waitFor();
    await images.nth(0).click();
    await images.nth(1).click();
    await dialog.getByLabel('Description (you can edit it)').fill('A brightening vitamin C serum for daily use.');
    // The name is like a catalogue product's: it is offered instead; the clinic keeps its own and gives it a category.
    await dialog.getByTestId('similar-products').getByRole('button', { name: 'Add “Medical-grade Vitamin C Serum” instead' }).waitFor();
    await dialog.getByTestId('ai-product-category').click();
    await page.getByRole('option', { name: 'Skincare' }).click();
    await dialog.getByTestId('similar-products').scrollIntoViewIfNeeded();
    await screenshot(page, 'portal-ai-dialog-en-light');
    await dialog.getByRole('button', { name: 'Save product' }).click();
    await page.getByText('Product saved').first().waitFor({ timeout: 30_000 });
    await dialog.waitFor({ state: 'detached' });
    const aiCard = page.getByTestId('product-card').filter({ hasText: 'Vitamin C Glow Serum' });
    await aiCard.waitFor();
    assert.equal((await app.db('accountProducts').where({ originalName: 'Vitamin C Glow Serum' }).first()).categoryName, 'Skincare');
    await page.getByTestId('selected-count').filter({ hasText: '2 products selected' }).waitFor();
    // The dialog opens cleared again.
    await page.getByRole('button', { name: 'Create with AI' }).first().click();
    assert.equal(await page.getByRole('dialog').getByLabel('Product name').inputValue(), '');
    await page.keyboard.press('Escape');
    await screenshot(page, 'portal-products-en-light');

    // The AI product's Draft is explained, on the card and in the preview (issue 13).
    assert.equal(await aiCard.getByLabel(/^Draft: your clinic created this product with AI/).count(), 1);
    await aiCard.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog');
    const thumbnails = preview.getByTestId('preview-images').locator('img');
    await preview.getByRole('heading', { name: 'Vitamin C Glow Serum' }).waitFor();
    await preview
      .getByTestId('draft-explanation')
      .getByText(/It is in your list and used for your posts; the platform team reviews it/)
      .waitFor();
    await thumbnails.nth(1).waitFor();
    assert.equal(await thumbnails.count(), 2);

    // Deleting an image in edit mode only marks it; Cancel keeps every image (issue 13).
    const removeImage = preview.getByRole('button', { name: /^(Delete image|Remove this shared catalogue image from your list)$/ });
    await preview.getByRole('switch', { name: 'Edit' }).click();
    await removeImage.first().click();
    await preview.getByText('1 image will be removed when you save. Cancel keeps it.').waitFor();
    assert.equal(await preview.locator('[data-marked]').count(), 1);
    await screenshot(page, 'portal-preview-marked-en-light');
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await preview.getByRole('button', { name: 'Close' }).first().click();
    await preview.waitFor({ state: 'detached' });
    await aiCard.getByRole('button', { name: 'Preview' }).click();
    await thumbnails.nth(1).waitFor();
    assert.equal(await thumbnails.count(), 2, 'Cancel left both images');

    // Edit: the name, an uploaded image (at once), a deletion marked, undone, marked again, then Save.
    await preview.getByRole('switch', { name: 'Edit' }).click();
    await preview.locator('input[name=name]').fill('Glow Serum C+');
    await preview.getByTestId('image-upload-input').setInputFiles(photo);
    await page.getByText('Image uploaded').first().waitFor();
    await thumbnails.nth(2).waitFor();
    await screenshot(page, 'portal-preview-edit-en-light');
    await preview.getByRole('button', { name: 'Delete image' }).click();
    await preview.getByRole('button', { name: 'Keep image 3' }).click();
    assert.equal(await preview.locator('[data-marked]').count(), 0);
    await preview.getByRole('button', { name: 'Delete image' }).click();
    assert.equal(await thumbnails.count(), 3, 'nothing is deleted before Save');
    await preview.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Changes saved').first().waitFor();
    await preview.getByRole('heading', { name: 'Glow Serum C+' }).waitFor();
    await preview.getByTestId('preview-images').locator('[data-marked]').waitFor({ state: 'detached' });
    assert.equal(await thumbnails.count(), 2, 'Save deleted the marked image');
    await preview.getByRole('button', { name: 'Close' }).first().click();
    await page.getByTestId('product-card').filter({ hasText: 'Glow Serum C+' }).waitFor();
    await page.getByTestId('product-card').filter({ hasText: 'Glow Serum C+' }).getByRole('button', { name: 'Preview' }).click();
    await thumbnails.nth(1).waitFor();
    assert.equal(await thumbnails.count(), 2, 'still gone after reopening');
    await preview.getByRole('button', { name: 'Close' }).first().click();
    await preview.waitFor({ state: 'detached' });

    // Remove the catalogue product; the other stays. The clinic had changed its description: asked first.
    await app
      .db('accountProducts')
      .where({ accountId: business.accountId, originalName: 'Hyaluronic Acid Lip Filler' })
      .update({ customDescription: 'Our lips.' });
    await page.reload();
    const removeLips = page.getByRole('button', { name: 'Remove from list: Hyaluronic Acid Lip Filler' });
    await removeLips.click();
    const asked = page.getByRole('alertdialog', { name: 'Remove a product you changed?' });
    await asked.getByText('If you add it again later, your changes come back.').waitFor();
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'detached' });
    await removeLips.click();
    await asked.getByRole('button', { name: 'Remove from list' }).click();
    await page.getByText('Product removed').first().waitFor();
    await page.getByTestId('selected-count').filter({ hasText: '1 product selected' }).waitFor();
    await page.locator('.portal-step.done', { hasText: 'My Products' }).waitFor();

    // Next now goes on to the platforms step; Back goes to the settings (setup).
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/business\/platforms$/);
    await page.goto(`${app.url}/business/products`);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/business\/setup$/);
    await context.close();

    // The operator sees which clinic made the draft, in both languages and themes (issue 13).
    const admin = await seedAdmin(app.deps);
    for (const [language, theme] of [
      ['en', 'light'],
      ['en', 'dark'],
      ['el', 'light'],
      ['el', 'dark'],
    ] as const) {
      // Filtered to the clinics' products (the filter lives in the URL): the draft is the only row.
      const { page: p, context: c } = await adminPage(app.browser, app.url, admin, '/admin/dashboard/products?origin=clinic', { language, theme });
      const row = p.getByRole('row').filter({ hasText: 'Vitamin C Glow Serum' });
      await row
        .getByTestId('created-by')
        .filter({ hasText: language === 'en' ? 'Created with AI by Glow Clinic' : 'Δημιουργήθηκε με AI από: Glow Clinic' })
        .waitFor();
      assert.equal(await p.getByTestId('created-by').count(), 1);
      await p
        .getByRole('combobox', { name: language === 'en' ? 'Who made it' : 'Ποιος το δημιούργησε' })
        .getByText(language === 'en' ? 'Created by clinics' : 'Από κλινικές')
        .waitFor();
      await screenshot(p, `admin-products-clinic-draft-${language}-${theme}`);
      await c.close();
    }

    // The clinic's screens of the same: the explained draft and an image marked for removal.
    for (const [language, theme] of [
      ['en', 'dark'],
      ['el', 'light'],
      ['el', 'dark'],
    ] as const) {
      await updateLanguages(app.deps, { accountId: business.accountId, uiLanguage: language });
      const { page: p, context: c } = await newPage(app.browser, { language, theme });
      await signInBusiness(p, app.url, business);
      await p.goto(`${app.url}/business/products`);
      const card = p.getByTestId('product-card').filter({ hasText: 'Glow Serum C+' });
      await card.getByRole('button').first().click();
      const dialog = p.getByRole('dialog');
      await dialog.getByTestId('draft-explanation').waitFor();
      await dialog.getByTestId('preview-images').locator('img').nth(1).waitFor();
      await dialog.getByRole('switch').click();
      await dialog
        .getByTestId('preview-images')
        .getByRole('button', { name: /^(Delete|Remove|Διαγραφή|Αφαίρεση)/ })
        .first()
        .click();
      await dialog.getByTestId('images-marked').waitFor();
      await screenshot(p, `portal-preview-marked-${language}-${theme}`);
      await c.close();
    }

    // A catalog message from the server in Greek: the product left the list (another tab) while it was edited here.
    const { page: p, context: c } = await newPage(app.browser, { language: 'el' });
    await signInBusiness(p, app.url, business);
    await p.goto(`${app.url}/business/products`);
    await p.getByTestId('product-card').filter({ hasText: 'Glow Serum C+' }).getByRole('button').first().click();
    const gone = p.getByRole('dialog');
    await gone.getByTestId('draft-explanation').waitFor();
    await gone.getByRole('switch').click();
    await gone.locator('input[name=name]').fill('Glow Serum C+ Night');
    await app.db('accountProducts').where({ accountId: business.accountId, customName: 'Glow Serum C+' }).delete();
    await gone.getByRole('button', { name: 'Αποθήκευση', exact: true }).click();
    await p.getByText('Το προϊόν δεν βρέθηκε').first().waitFor();
    await screenshot(p, 'portal-preview-gone-el-light');
    await c.close();
  });

  it('legal pages and an unknown path', async () => {
    const { page, context } = await newPage(app.browser);
    await page.goto(`${app.url}/terms-of-service`);
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    await page.getByText('Last updated: May 14, 2025').waitFor();
    for (const heading of [
      'Introduction',
      'Definitions',
      'Your account',
      'Usage limits',
      'Intellectual property',
      'Suspension and termination',
      'Liability',
      'Governing law',
    ]) {
      await page.getByRole('heading', { name: new RegExp(`^\\d\\. ${heading}$`) }).waitFor();
    }
    await page.getByText(/governed by Greek law/).waitFor();
    await screenshot(page, 'legal-terms-en-light');
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByText('Last updated: January 19, 2025').waitFor();
    for (const heading of ['Data we collect', 'How we use your data', 'Sharing', 'Transfers outside the EEA', 'Retention', 'Your legal rights', 'Cookies']) {
      await page.getByRole('heading', { name: new RegExp(`^\\d\\. ${heading}$`) }).waitFor();
    }
    await screenshot(page, 'legal-privacy-en-light');
    const response = await page.goto(`${app.url}/no/such/page`);
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await screenshot(page, 'not-found-en-light');
    await context.close();
  });
});
