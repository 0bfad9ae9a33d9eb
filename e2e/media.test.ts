import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DateTime } from 'luxon';
import sharp from 'sharp';
import type { Page } from 'playwright';
import { readyAccount } from '../src/modules/campaigns/testing.js';
import { adminPage } from './admin-support.js';
import { browserMissing, screenshot, seedAdmin, signedInPage, startE2E } from './support.js';

/**
 * The Media Library (issue 21): a clinic reaches it from the portal's sidebar, uploads an image
 * (an SVG is refused in the browser), puts it into a scheduled post, is refused its delete with
 * the post's day, and deletes another upload nothing uses. In Greek: the admin's library, the
 * catalogue's images with their products and a file no product uses; both screens en/el,
 * light/dark, desktop and 390 px for the screenshots.
 */
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
const image = (r: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g: 140, b: 160 } } })
    .jpeg()
    .toBuffer();

describe('Media Library', { skip: browserMissing() && 'Chromium not found (set CHROMIUM_PATH)' }, async () => {
  const app = await startE2E({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '0' } });
  const { db, deps } = app;
  const card = (page: Page, path: string) => page.locator(`[data-testid=media-item][data-path="${path}"]`);
  const uploadedPaths = async (accountId: number) => (await db('mediaUploads').where({ accountId }).orderBy('id').select('path')).map((r) => r.path as string);

  it('uploads, reuses an image in a scheduled post, is refused its delete, deletes an unused upload', async () => {
    const account = await readyAccount(app);
    const when = DateTime.now().setZone('Europe/Athens').plus({ days: 3 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
    const [post] = await db('bulkGeneratedPosts')
      .insert({
        accountId: account.accountId,
        accountProductId: account.accountProducts[0].id,
        productName: 'Glow serum',
        content: 'Glow serum: hydration that lasts, reviewed by our doctors. Book a consultation. #skincare',
        scheduledDate: when.toJSDate(),
        postStatus: 'scheduled',
        isScheduled: true,
        language: 'en',
        complianceFindings: JSON.stringify([]),
      })
      .returning('id');
    const { page, context } = await signedInPage(app, account, { language: 'en', theme: 'light' });

    await page.goto(`${app.url}/portal/campaigns`);
    await page.getByRole('link', { name: 'Media Library' }).click();
    await page.getByRole('heading', { name: 'Media Library', level: 1 }).waitFor();
    assert.match(page.url(), /\/portal\/media$/);
    // The catalogue images of its three products are there already, with the products using them.
    await page.getByTestId('media-item').first().waitFor();
    assert.ok((await page.getByTestId('media-item').filter({ hasText: 'Catalogue' }).count()) >= 1);

    // An SVG is refused before it is sent; a JPEG is uploaded.
    const input = page.getByTestId('media-upload-input');
    await input.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await toast(page, 'SVG images cannot be used');
    assert.deepEqual(await uploadedPaths(account.accountId), []);
    await input.setInputFiles({ name: 'summer.jpg', mimeType: 'image/jpeg', buffer: await image(200) });
    await toast(page, 'Image uploaded');
    const [uploaded] = await uploadedPaths(account.accountId);
    await card(page, uploaded).getByText('Not used anywhere').waitFor();

    // Into the scheduled post: its image is replaced, and the card says where it is used.
    await card(page, uploaded).getByRole('button', { name: 'Use in a post' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').click();
    await page.getByRole('option', { name: /Glow serum \(scheduled\)/ }).click();
    await dialog.getByRole('button', { name: "Replace the post's image" }).click();
    await toast(page, "The post's image was replaced");
    assert.equal((await db('bulkGeneratedPosts').where({ id: post.id }).first('productImage')).productImage, uploaded);
    await card(page, uploaded)
      .getByText(`Post of ${when.toFormat('dd/MM/yyyy')} (scheduled)`)
      .waitFor();
    await screenshot(page, 'media-en-light');

    // Its delete is refused with the reason; the file stays.
    await card(page, uploaded).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByText(`The post of ${when.toISODate()} uses this image and has not gone out yet`).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();
    assert.ok(await deps.storage.stat(uploaded));

    // Another upload nothing uses is deleted, file and all.
    await input.setInputFiles({ name: 'spare.jpg', mimeType: 'image/jpeg', buffer: await image(90) });
    await toast(page, 'Image uploaded');
    const spare = (await uploadedPaths(account.accountId))[1];
    await card(page, spare).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Image deleted');
    await card(page, spare).waitFor({ state: 'detached' });
    assert.equal(await deps.storage.stat(spare), undefined);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await card(page, uploaded).waitFor();
    await screenshot(page, 'media-en-dark-390');
    await context.close();
  });

  it('in Greek: the admin sees the catalogue images with their products and the files no product uses', async () => {
    const clinic = await readyAccount(app, { uiLanguage: 'el', contentLanguage: 'el', connect: false });
    const orphan = await deps.storage.put('products', await image(30), 'jpg');
    const product = await db('products').whereNotNull('imagePath').orderBy('id').first('id', 'name', 'imagePath');
    const creds = await seedAdmin(deps, 'media-operator');
    const { page, context } = await adminPage(app.browser, app.url, creds, '/admin/dashboard', { language: 'el', theme: 'light' });
    await page.getByRole('link', { name: 'Βιβλιοθήκη Πολυμέσων' }).first().click();
    await page.getByRole('heading', { name: 'Βιβλιοθήκη Πολυμέσων' }).waitFor();
    assert.match(page.url(), /\/admin\/media$/);
    const used = page.locator(`[data-testid=catalogue-image][data-path="${product.imagePath}"]`);
    await used.getByText('Χρησιμοποιείται από').waitFor();
    await used.getByText(product.name, { exact: true }).waitFor();
    await page.getByTestId('unused-images').locator(`[data-path="${orphan}"]`).waitFor();
    await page.getByRole('heading', { name: /Εικόνες που δεν χρησιμοποιεί κανένα προϊόν \(\d+\)/ }).waitFor();
    await screenshot(page, 'admin-media-el-light');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await used.waitFor();
    await screenshot(page, 'admin-media-el-dark-390');
    await context.close();

    // The clinic's own library in Greek (for the screenshots of the portal in el).
    const portal = await signedInPage(app, clinic, { language: 'el', theme: 'dark' });
    await portal.page.goto(`${app.url}/portal/media`);
    await portal.page.getByRole('heading', { name: 'Βιβλιοθήκη πολυμέσων', level: 1 }).waitFor();
    await portal.page.getByTestId('media-item').first().getByText('Χρησιμοποιείται σε').waitFor();
    await screenshot(portal.page, 'media-el-dark');
    await portal.page.evaluate(() => localStorage.setItem('theme', 'light'));
    await portal.page.setViewportSize({ width: 390, height: 844 });
    await portal.page.reload();
    await portal.page.getByTestId('media-item').first().waitFor();
    await screenshot(portal.page, 'media-el-light-390');
    await portal.context.close();
  });
});
