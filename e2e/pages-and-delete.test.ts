import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright';
import { createBulkPost, publishNow, runPublishJob } from '../src/modules/campaigns/index.js';
import { addSimulatorFault, clearSimulatorFaults } from '../src/modules/publishing/index.js';
import { browserMissing, connectedClinic, screenshot, signedInPage, startE2E } from './support.js';

/**
 * Issue 24, two journeys from the test factory: nothing selected to publish to (the warning on
 * Platforms, the banner on My Campaigns, a post due meanwhile waiting instead of failing), and
 * Delete on a published post (removed from Facebook and Instagram too, what stays online, the
 * Delete post page from the card with its id filled in).
 */

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
const PHONE = { width: 390, height: 844 };

describe('nothing selected to publish to, and deleting a published post', { skip: browserMissing() && 'Chromium not found (set CHROMIUM_PATH)' }, async () => {
  const app = await startE2E({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '0' } });
  const db = app.db;

  it('saving no Page warns, Continue waits for one, My Campaigns shows the banner and the waiting post; choosing again releases it', async () => {
    const { account, page, context } = await connectedClinic(app, { language: 'en' });
    await page.goto(`${app.url}/business/platforms`);
    await page.getByTestId('facebook-card').getByText('Connected as Demo Clinic').waitFor();
    const athens = page.getByRole('checkbox', { name: 'Demo Clinic Athens' });
    const instagram = page.getByRole('checkbox', { name: '@democlinic.athens' });
    await athens.click();
    await instagram.click();
    await page.getByRole('button', { name: 'Save selections' }).click();
    await toast(page, 'Nothing selected to publish to');
    await toast(page, 'no post will be published until you select at least one');
    assert.equal(await page.getByRole('status').filter({ hasText: 'Selections saved' }).count(), 0, 'not a success');
    assert.equal(
      await db('selectedPages')
        .where({ accountId: account.accountId, isActive: true })
        .count('id as n')
        .first()
        .then((r) => Number(r?.n)),
      0,
    );
    await screenshot(page, 'no-pages-saved-en-light');
    await page.getByRole('button', { name: 'Continue to campaigns' }).click();
    await toast(page, 'Select a Page or Instagram account');
    assert.match(page.url(), /\/business\/platforms$/, 'Continue waits for a selection');

    // A scheduled post whose time comes now: it waits, scheduled, with its reason.
    const [{ id }] = await db('bulkGeneratedPosts')
      .insert({
        accountId: account.accountId,
        accountProductId: account.accountProducts[0].id,
        productName: 'Waiting product',
        content: 'Due while nothing is selected.',
        scheduledDate: new Date(Date.now() - 60_000),
        postStatus: 'scheduled',
        isScheduled: true,
        scheduledAt: new Date(),
      })
      .returning('id');
    assert.equal((await runPublishJob(app.deps, { postId: id })).outcome, 'waiting');

    await page.goto(`${app.url}/business/campaigns?when=past&page=1`);
    const banner = page.getByTestId('no-pages-banner');
    await banner.getByText('No Page or Instagram account is selected').waitFor();
    await banner.getByText('1 post is waiting to be published.').waitFor();
    await banner.getByRole('link', { name: 'Choose on Platforms' }).waitFor();
    const card = page.getByTestId('post-card').filter({ hasText: 'Waiting product' });
    await card.getByTestId('post-status').filter({ hasText: 'Scheduled' }).waitFor();
    await card.getByTestId('post-waiting').getByText('Waiting to be published: no Facebook Page or Instagram account has been selected since').waitFor();
    await card.getByRole('button', { name: 'Unschedule' }).waitFor();
    assert.equal(await card.getByTestId('post-error').count(), 0, 'no publishing error');
    await screenshot(page, 'no-pages-banner-en-light');

    // The same in Greek, dark, and at 390 px.
    await db('accounts').where({ id: account.accountId }).update({ uiLanguage: 'el' });
    for (const [theme, viewport, name] of [
      ['dark', undefined, 'el-dark'],
      ['light', PHONE, 'el-light-390'],
    ] as const) {
      const greek = await signedInPage(app, account, { language: 'el', theme, viewport });
      await greek.page.goto(`${app.url}/business/platforms`);
      await greek.page.getByRole('button', { name: 'Αποθήκευση επιλογών' }).click();
      await toast(greek.page, 'Δεν επιλέχθηκε πού θα δημοσιεύονται οι αναρτήσεις');
      await screenshot(greek.page, `no-pages-saved-${name}`);
      await greek.page.goto(`${app.url}/business/campaigns?when=past&page=1`);
      const greekBanner = greek.page.getByTestId('no-pages-banner');
      await greekBanner.getByText('Δεν έχει επιλεγεί σελίδα ή λογαριασμός Instagram').waitFor();
      await greekBanner.getByText('1 ανάρτηση περιμένει να δημοσιευτεί.').waitFor();
      await greek.page.getByTestId('post-waiting').getByText('Αναμένει δημοσίευση').waitFor();
      await screenshot(greek.page, `no-pages-banner-${name}`);
      await greek.context.close();
    }
    await db('accounts').where({ id: account.accountId }).update({ uiLanguage: 'en' });
    const phone = await signedInPage(app, account, { language: 'en', theme: 'dark', viewport: PHONE });
    await phone.page.goto(`${app.url}/business/campaigns?when=past&page=1`);
    await phone.page.getByTestId('no-pages-banner').waitFor();
    await screenshot(phone.page, 'no-pages-banner-en-dark-390');
    await phone.context.close();

    // Chosen again: the banner goes, and the card says the post goes out within a minute (the sweep's turn).
    await page.goto(`${app.url}/business/platforms`);
    await athens.click();
    await page.getByRole('button', { name: 'Save selections' }).click();
    await toast(page, 'Selections saved');
    await page.getByRole('button', { name: 'Continue to campaigns' }).click();
    await page.waitForURL(/\/business\/campaigns/);
    await page.goto(`${app.url}/business/campaigns?when=past&page=1`);
    await card.getByTestId('post-waiting').getByText('A Page or account is selected again: this post goes out within a minute.').waitFor();
    assert.equal(await page.getByTestId('no-pages-banner').count(), 0);
    await context.close();
  });

  it('Delete on a published post removes it from Facebook and Instagram too, says what stays online, and leads to Delete post with the id filled in', async () => {
    const { account, page, context } = await connectedClinic(app, { language: 'en' });
    const published = async (content: string, days: number) => {
      const post = await createBulkPost(app.deps, {
        accountId: account.accountId,
        productId: account.accountProducts[0].id,
        content,
        scheduledDate: new Date(Date.now() + days * 86400_000).toISOString(),
      });
      assert.equal((await publishNow(app.deps, { accountId: account.accountId, id: post.id })).outcome, 'published');
      return post.id;
    };
    const online = (caption: string) =>
      db('simulatorObjects').whereIn('type', ['page_post', 'ig_media']).whereNull('deletedAt').whereRaw(`data->>'caption' = ?`, [caption]).select('type', 'id');
    await published('Online on both, then deleted from one.', 2);
    await published('Deleted everywhere at once.', 3);

    await page.goto(`${app.url}/business/campaigns?when=past&page=1`);
    const first = page.getByTestId('post-card').filter({ hasText: 'Online on both, then deleted from one.' });
    await first.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByTestId('delete-post-dialog');
    await dialog.getByText('Delete this published post?').waitFor();
    await dialog.getByText('Demo Clinic Athens').waitFor();
    await dialog.getByText('@democlinic.athens').waitFor();
    const removeToo = dialog.getByRole('checkbox', { name: 'Remove it from Facebook and Instagram too' });
    assert.equal(await removeToo.getAttribute('aria-checked'), 'true', 'ticked by default');
    await dialog.getByText('where it refuses', { exact: false }).waitFor();
    await screenshot(page, 'delete-dialog-en-light');
    await removeToo.click();
    await dialog.getByText('They stay online on Facebook and Instagram', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete here only' }).waitFor();
    await screenshot(page, 'delete-dialog-unticked-en-light');
    await removeToo.click();

    // Instagram refuses this kind of media: Facebook's copy goes, Instagram's stays, and so does the card.
    await addSimulatorFault(app.deps, { kind: 'delete_unsupported', operation: 'delete', times: 2 });
    await dialog.getByRole('button', { name: 'Delete everywhere' }).click();
    await toast(page, 'Part of the post stays online');
    await page.getByText('Instagram refused to delete this post through the API', { exact: false }).first().waitFor();
    await clearSimulatorFaults(app.deps);
    assert.deepEqual(
      (await online('Online on both, then deleted from one.')).map((o) => o.type),
      ['ig_media'],
    );
    await first.getByTestId('publication').filter({ hasText: 'Facebook' }).getByTestId('publication-deleted').waitFor();
    await screenshot(page, 'delete-kept-en-light');

    // The card leads to Delete post with Instagram and the media id filled in.
    const [igMedia] = await online('Online on both, then deleted from one.');
    await first.getByRole('link', { name: 'Delete on its own page' }).click();
    await page.waitForURL(/\/business\/delete-post\?/);
    assert.equal(await page.getByLabel('Post ID').inputValue(), igMedia.id);
    await page.getByRole('combobox', { name: 'Platform' }).filter({ hasText: 'Instagram' }).waitFor();
    await page.getByRole('button', { name: 'Delete post' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete for good' }).click();
    await page.getByTestId('delete-result').getByText('The post was deleted from Instagram').waitFor();
    assert.equal((await online('Online on both, then deleted from one.')).length, 0);

    // Nothing of it is online any more: Delete is the plain question again.
    await page.goto(`${app.url}/business/campaigns?when=past&page=1`);
    await first.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete post' }).click();
    await toast(page, 'Post deleted');

    // Greek, dark and at 390 px: the dialog, then deleted everywhere at once.
    await db('accounts').where({ id: account.accountId }).update({ uiLanguage: 'el' });
    for (const [theme, viewport, name] of [
      ['dark', undefined, 'el-dark'],
      ['light', PHONE, 'el-light-390'],
    ] as const) {
      const greek = await signedInPage(app, account, { language: 'el', theme, viewport });
      await greek.page.goto(`${app.url}/business/campaigns?when=past&page=1`);
      const card = greek.page.getByTestId('post-card').filter({ hasText: 'Deleted everywhere at once.' });
      await card.getByRole('button', { name: 'Περισσότερες ενέργειες' }).click();
      await greek.page.getByRole('menuitem', { name: 'Διαγραφή' }).click();
      const greekDialog = greek.page.getByTestId('delete-post-dialog');
      await greekDialog.getByText('Αφαίρεση και από το Facebook και το Instagram').waitFor();
      await screenshot(greek.page, `delete-dialog-${name}`);
      if (viewport) {
        await greekDialog.getByRole('button', { name: 'Διαγραφή παντού' }).click();
        await toast(greek.page, 'Η ανάρτηση διαγράφηκε εδώ και από');
        await screenshot(greek.page, `delete-everywhere-${name}`);
      } else {
        await greekDialog.getByRole('button', { name: 'Ακύρωση' }).click();
      }
      await greek.context.close();
    }
    assert.equal((await online('Deleted everywhere at once.')).length, 0);
    const phone = await signedInPage(app, account, { language: 'en', theme: 'dark', viewport: PHONE });
    await published('Shown on a phone.', 4);
    await db('accounts').where({ id: account.accountId }).update({ uiLanguage: 'en' });
    await phone.page.goto(`${app.url}/business/campaigns?when=past&page=1`);
    await phone.page.getByRole('button', { name: 'More actions' }).first().click();
    await phone.page.getByRole('menuitem', { name: 'Delete' }).click();
    await phone.page.getByTestId('delete-post-dialog').waitFor();
    await screenshot(phone.page, 'delete-dialog-en-dark-390');
    await phone.context.close();
    await context.close();
  });
});
