import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright';
import sharp from 'sharp';
import { addSimulatorFault, publishToTarget, type PublishResult } from '../src/modules/publishing/index.js';
import { browserMissing, newPage, screenshot, seedAdmin, seedBusiness, signedInPage, signInAdmin, startE2E } from './support.js';
import { seedDemoConnection } from '../src/modules/publishing/testing/seed-connection.js';

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

const postId = (result: PublishResult) => {
  assert.equal(result.status, 'published', JSON.stringify(result));
  return result.status === 'published' ? result.postId! : '';
};

async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('delete post and the /simulator page', { skip: browserMissing() && 'Chromium not found (set CHROMIUM_PATH)' }, async () => {
  const app = await startE2E({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '20' } });
  const image = () =>
    sharp({ create: { width: 1080, height: 1080, channels: 3, background: '#c98b9b' } })
      .jpeg()
      .toBuffer();
  const business = await seedBusiness(app.deps, { businessName: 'Glow Clinic', email: 'glow@clinic.example.com' });

  it('a business admin sees a published post on /simulator, then deletes it and the Instagram media on Delete post, in both languages', async () => {
    // Connected as the simulator's Demo Clinic through the test helpers (platforms.test.ts walks the dialog).
    const { simulatorCookie } = await seedDemoConnection(app.deps, business.accountId);
    const { page, context } = await signedInPage(app, { ...business, simulatorCookie });
    await page.goto(`${app.url}/business/platforms`);
    await page.getByTestId('facebook-card').getByText('Connected as Demo Clinic').waitFor();

    const athens = await app.db('facebookPages').where({ accountId: business.accountId, name: 'Demo Clinic Athens' }).first();
    const publish = (platform: 'facebook' | 'instagram', caption: string) =>
      publishToTarget(app.deps, {
        accountId: business.accountId,
        publicationKey: `post:e2e-${platform}`,
        kind: 'feed',
        target: platform === 'facebook' ? { platform, pageId: athens.pageId } : { platform, pageId: athens.pageId, instagramId: athens.instagramId },
        caption,
        media: { type: 'image', load: image },
      });
    const fb = await publish('facebook', 'Natural-looking lip volume, reviewed by our doctors.');
    const ig = await publish('instagram', 'Hydration that lasts: ask us about skin boosters.');
    const fbId = postId(fb);
    const igId = postId(ig);

    // The demo notice links to what the simulator published; a permalink lands on its post.
    await page.getByRole('link', { name: 'See what was published' }).click();
    await page.waitForURL(/\/simulator$/);
    await page.getByRole('heading', { name: 'Facebook simulator', level: 1 }).waitFor();
    await page.getByText('Natural-looking lip volume, reviewed by our doctors.').waitFor();
    await page.getByText('Hydration that lasts: ask us about skin boosters.').waitFor();
    assert.equal(await page.locator('[data-testid=simulator-item] img').count(), 2, 'both published images are shown');
    assert.equal(await page.getByTestId('simulator-faults').count(), 0, 'faults are for admins only');
    const anchor = new URL((fb.status === 'published' && fb.permalink) || '').hash.slice(1);
    await page.goto(`${app.url}/simulator#${anchor}`);
    const target = page.locator(`[id="${anchor}"]`);
    await target.getByText('Natural-looking lip volume').waitFor();
    await page.waitForFunction((id) => {
      const el = document.getElementById(id);
      if (!el) return false;
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight + r.height && getComputedStyle(el).boxShadow !== 'none';
    }, anchor);
    await screenshot(page, 'simulator-en-light');

    // Delete post: the §5 messages for blank fields, the warning and the help text.
    await page.goto(`${app.url}/business/delete-post`);
    await page.getByRole('heading', { name: 'Delete post', level: 1 }).waitFor();
    await page.getByText('Demo mode: posts go to the Facebook simulator.').waitFor();
    await page.getByText('Deleting a post cannot be undone', { exact: false }).waitFor();
    await page.getByText("Instagram posts are deleted through Instagram's own API.", { exact: false }).waitFor();
    const submit = page.getByRole('button', { name: 'Delete post' });
    await submit.click();
    await page.getByText('Please enter the post ID.').waitFor();
    await page.getByText('Please select the platform.').waitFor();
    await page.getByLabel('Post ID').fill('   ');
    await submit.click();
    await page.getByText('Please enter the post ID.').waitFor();
    await screenshot(page, 'delete-post-errors-en-light');

    // A Facebook Page post.
    await chooseOption(page, 'Platform', 'Facebook');
    await page.getByLabel('Post ID').fill(fbId);
    await submit.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`The post ${fbId} will be deleted from Facebook.`, { exact: false }).waitFor();
    await screenshot(page, 'delete-post-confirm-en-light');
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    const result = page.getByTestId('delete-result');
    await result.getByText('The post was deleted from Facebook').waitFor();
    assert.ok((await app.db('simulatorObjects').where({ id: fbId }).first()).deletedAt, 'gone from the simulated Page');
    assert.ok((await app.db('publishedPosts').where({ accountId: business.accountId, postId: fbId }).first()).deletedAt, 'the ledger knows');

    // Instagram refuses once: the user is told to delete it in the app; then it goes.
    await addSimulatorFault(app.deps, { kind: 'delete_unsupported', operation: 'delete', times: 1 });
    await chooseOption(page, 'Platform', 'Instagram');
    await page.getByLabel('Post ID').fill(igId);
    await submit.click();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await result.getByText('Instagram refused to delete this post through the API: delete it manually in the Instagram app.').waitFor();
    await toast(page, 'Failed to delete post');
    await screenshot(page, 'delete-post-instagram-refused-en-light');
    await submit.click();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await result.getByText('The post was deleted from Instagram').waitFor();
    assert.ok((await app.db('simulatorObjects').where({ id: igId }).first()).deletedAt);

    // An id none of the connection's Pages has.
    await chooseOption(page, 'Platform', 'Facebook');
    await page.getByLabel('Post ID').fill('123456_654321');
    await submit.click();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await result.getByText('No post with this ID was found on your Facebook Pages.').waitFor();

    // Greek, light and dark.
    await app.db('accounts').where({ id: business.accountId }).update({ uiLanguage: 'el' });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.goto(`${app.url}/business/delete-post`);
      await page.getByRole('heading', { name: 'Διαγραφή ανάρτησης', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Διαγραφή ανάρτησης' }).click();
      await page.getByText('Παρακαλώ εισάγετε το ID της ανάρτησης.').waitFor();
      await page.getByText('Παρακαλώ επιλέξτε την πλατφόρμα.').waitFor();
      await screenshot(page, `delete-post-el-${theme}`);
    }
    await chooseOption(page, 'Πλατφόρμα', 'Facebook');
    await page.getByLabel('ID ανάρτησης').fill('123456_654321');
    await page.getByRole('button', { name: 'Διαγραφή ανάρτησης' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Οριστική διαγραφή' }).click();
    await result.getByText('Δεν βρέθηκε ανάρτηση με αυτό το ID στις Σελίδες σας στο Facebook.').waitFor();
    await toast(page, 'Αποτυχία διαγραφής ανάρτησης');

    // The simulator shows both as deleted.
    await page.goto(`${app.url}/simulator`);
    await page.getByRole('heading', { name: 'Προσομοιωτής Facebook', level: 1 }).waitFor();
    const deleted = page.getByTestId('simulator-item').filter({ hasText: 'Διαγράφηκε' });
    await deleted.nth(1).waitFor();
    assert.equal(await deleted.count(), 2);
    // Greek times are 24-hour (issue 24: el-GR's short style wrote "9:05 μ.μ.").
    const when = (await deleted.first().getByTestId('simulator-time').textContent()) ?? '';
    assert.match(when, /\b([01]?\d|2[0-3]):[0-5]\d$/, when);
    assert.doesNotMatch(when, /π\.μ\.|μ\.μ\./, when);
    await screenshot(page, 'simulator-el-dark');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto(`${app.url}/simulator`);
    await page.getByTestId('simulator-item').filter({ hasText: 'Deleted' }).first().waitFor();
    await screenshot(page, 'simulator-en-dark');
    await context.close();
  });

  it('only a business admin reaches Delete post: a visitor without a token and an admin viewing the account go to the login page', async () => {
    const visitor = await newPage(app.browser);
    await visitor.page.goto(`${app.url}/business/delete-post`);
    await visitor.page.waitForURL(/\/business\/login$/);
    await visitor.context.close();

    const admin = await seedAdmin(app.deps);
    const { page, context } = await newPage(app.browser);
    await signInAdmin(page, app.url, admin);
    await page.goto(`${app.url}/portal?account=${business.accountId}`);
    await page.getByTestId('viewing-as-banner').waitFor();
    await page.goto(`${app.url}/business/delete-post`);
    await page.waitForURL(/\/business\/login$/);
    await context.close();
  });

  it('an admin sees every simulated Page on /simulator and switches a fault on and clears it', async () => {
    const admin = await seedAdmin(app.deps, 'simulator-admin', 'simulator-pass');
    const { page, context } = await newPage(app.browser);
    await signInAdmin(page, app.url, admin);
    await page.getByRole('link', { name: 'Facebook simulator' }).click();
    await page.waitForURL(/\/simulator$/);
    await page.getByText('Everything the simulator has published', { exact: false }).waitFor();
    await page.getByRole('heading', { name: 'Demo Clinic Athens' }).first().waitFor();
    const panel = page.getByTestId('simulator-faults');
    await panel.getByText('No fault is switched on.').waitFor();
    await chooseOption(page, 'Fault', 'Rate limit (code 4)');
    await chooseOption(page, 'Operation', 'photos');
    await panel.getByLabel('Times').fill('2');
    await panel.getByRole('button', { name: 'Switch on' }).click();
    await toast(page, 'Fault switched on');
    const active = page.getByTestId('active-faults');
    await active.getByText('Rate limit (code 4)').waitFor();
    await active.getByText('2 more times').waitFor();
    const stored = await app.db('simulatorFaults').select('kind', 'operation', 'remaining');
    assert.deepEqual(stored, [{ kind: 'rate_limit', operation: 'photos', remaining: 2 }]);
    await screenshot(page, 'simulator-admin-en-light');
    await panel.getByRole('button', { name: 'Clear all' }).click();
    await toast(page, 'Faults cleared');
    await panel.getByText('No fault is switched on.').waitFor();
    assert.equal((await app.db('simulatorFaults')).length, 0);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    await context.close();
  });
});
