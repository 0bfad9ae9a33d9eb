import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { DateTime } from 'luxon';
import { readyAccount } from '../src/modules/campaigns/testing.js';
import { collectInsights } from '../src/modules/publishing/index.js';
import { seedPublishedPost } from '../src/modules/publishing/testing/seed-insights.js';
import { adminPage } from './admin-support.js';
import { assertFitsPhone, browserMissing, checkAccessibility, screenshot, seedAdmin, signedInPage, startE2E } from './support.js';

/**
 * Analytics (issue 21): a clinic with three months of published posts, read through the built-in
 * simulator, sees its totals, the best time with why, the heat map, a platform alone, a shorter
 * period and the CSV; Setup offers the best time beside the posting time; a published post's card
 * shows its figures; the admin's Analytics lists the clinic. In Greek, dark, on a 390 px phone: a
 * connection made before the insights permissions is asked to reconnect, and the best time is the
 * stated default.
 */
const PRODUCTS = ['Profhilo', 'Lip filler', 'HydraFacial', 'Laser hair removal'];

describe('Analytics', { skip: browserMissing() && 'Chromium not found (set CHROMIUM_PATH)' }, async () => {
  const app = await startE2E({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '0' } });
  const { db } = app;

  /** 45 posts over the last 90 days at varied hours (Athens), alternating Facebook and Instagram; their insights read. */
  async function history(account: Awaited<ReturnType<typeof readyAccount>>) {
    const now = DateTime.now().setZone('Europe/Athens');
    for (let i = 0; i < 45; i++) {
      const at = now.minus({ days: 2 + i * 2 }).set({ hour: [9, 13, 19, 20, 11][i % 5], minute: 0 });
      const facebook = i % 2 === 0;
      await seedPublishedPost(app.deps, {
        accountId: account.accountId,
        platform: facebook ? 'facebook' : 'instagram',
        targetId: facebook ? account.pages!.facebook : account.pages!.instagram,
        publishedAt: at.toJSDate(),
        productName: PRODUCTS[i % PRODUCTS.length],
      });
    }
    const report = await collectInsights(app.deps, { accountId: account.accountId, all: true });
    assert.equal(report.read, 45, JSON.stringify(report));
  }

  it('shows what the posts achieved, the best time (also in Setup), a post card’s figures, the CSV and the admin’s view', async () => {
    const account = await readyAccount(app, { frequencyDays: 1, localTime: '09:00' });
    await history(account);
    // A post of My Campaigns published yesterday, on the ledger with its figures.
    const [post] = await db('bulkGeneratedPosts')
      .insert({
        accountId: account.accountId,
        accountProductId: account.accountProducts[0].id,
        productName: 'Profhilo',
        content: 'Profhilo: hydration you can see, reviewed by our doctors. Book a consultation.',
        scheduledDate: DateTime.now().minus({ days: 1 }).toJSDate(),
        postStatus: 'published',
        language: 'en',
        complianceFindings: JSON.stringify([]),
      })
      .returning('id');
    const published = await seedPublishedPost(app.deps, {
      accountId: account.accountId,
      platform: 'instagram',
      targetId: account.pages!.instagram,
      publishedAt: DateTime.now().minus({ days: 1 }).toJSDate(),
      productName: 'Profhilo',
      bulkPostId: post.id,
      publicationKey: `post:${post.id}`,
    });
    await collectInsights(app.deps, { accountId: account.accountId });
    assert.ok(await db('postInsightSnapshots').where({ publishedPostId: published.id }).first(), 'the card’s post was read');

    const { page, context } = await signedInPage(app, account, { language: 'en', theme: 'light' });
    await page.goto(`${app.url}/portal/analytics`);
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    const totals = page.getByTestId('analytics-totals');
    await totals.getByText('Views').waitFor();
    assert.match(await totals.innerText(), /vs the previous 28 days/);
    const best = page.getByTestId('analytics-best-time');
    const bestText = await best.innerText();
    assert.match(bestText, /Best time to post: \d\d:00/);
    assert.match(bestText, /posts measured/, 'the account’s own history decides, and says from how many posts');
    const bestTime = /Best time to post: (\d\d:00)/.exec(bestText)![1];
    assert.ok((await page.getByTestId('analytics-heatmap').locator('[role=cell][title]').count()) >= 5, 'the heat map has cells with posts');
    await page.getByTestId('analytics-top-posts').getByText('Open post').first().waitFor();
    assert.ok(await page.locator('.analytics-chart canvas').count(), 'the chart is drawn');
    await screenshot(page, 'analytics-en-light-desktop');
    await checkAccessibility(page, 'analytics en light');

    // Instagram alone, the last 7 days: the URL keeps the choice.
    await page.getByRole('combobox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'Instagram', exact: true }).click();
    await page.getByTestId('analytics-period').click();
    await page.getByRole('option', { name: '7 days' }).click();
    await page.waitForURL(/platform=instagram/);
    await page.waitForURL(/days=7/);
    await totals.getByText('vs the previous 7 days').first().waitFor();

    // The CSV of what is shown.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    assert.match(csv, /^\ufeffpublished_at,platform,kind,target,product,views,reach/);
    assert.ok(
      csv
        .split('\r\n')
        .slice(1, -1)
        .every((line) => line.split(',')[1] === 'instagram'),
      csv,
    );

    // Setup offers the best time beside the posting time, and puts it in the field.
    await page.goto(`${app.url}/portal/setup`);
    const hint = page.getByTestId('best-time-hint');
    await hint.getByText(`Suggested: ${bestTime}`).waitFor();
    await hint.getByRole('button', { name: `Use ${bestTime}` }).click();
    assert.equal(await page.locator('#setup-scheduled-time').inputValue(), bestTime);

    // The published post's card shows its latest figures in one line.
    await page.goto(`${app.url}/portal/campaigns?when=past`);
    const figures = page.locator(`[data-testid=post-card][data-post-id="${post.id}"] [data-testid=post-figures]`);
    await figures.waitFor();
    assert.match(await figures.innerText(), /\d+ views · \d+ reached · \d+ interactions/);
    // And its calendar entry (the week shows the entries' words), in short.
    await page.goto(`${app.url}/portal/calendar?view=week&date=${DateTime.now().minus({ days: 1 }).toISODate()}`);
    const entry = page.locator(`[data-testid=calendar-post][data-post-id="${post.id}"] [data-testid=post-figures]`);
    assert.match(await entry.innerText(), /^\d+ views · \d+ interactions$/);

    // A phone in the dark: the same screen fits.
    const phone = await signedInPage(app, account, { language: 'en', theme: 'dark', viewport: { width: 390, height: 844 } });
    await phone.page.goto(`${app.url}/portal/analytics`);
    await phone.page.getByTestId('analytics-best-time').waitFor();
    await phone.page.locator('.analytics-chart canvas').first().waitFor();
    await assertFitsPhone(phone.page, 'analytics en dark 390');
    await screenshot(phone.page, 'analytics-en-dark-390');
    await phone.context.close();
    await context.close();

    // The admin's Analytics: the quick tool is a link now, and the clinic is listed.
    const admin = await seedAdmin(app.deps, 'analytics-admin', 'analytics-pass');
    const { page: adminScreen, context: adminContext } = await adminPage(app.browser, app.url, admin, '/admin/dashboard', { language: 'en', theme: 'light' });
    await adminScreen.getByRole('link', { name: 'Analytics' }).click();
    await adminScreen.waitForURL(/\/admin\/analytics/);
    const { businessName } = await db('accounts').where({ id: account.accountId }).first();
    await adminScreen.getByTestId('admin-analytics-accounts').getByRole('link', { name: businessName, exact: true }).waitFor();
    await adminScreen.getByTestId('admin-analytics-troubled').waitFor();
    await screenshot(adminScreen, 'analytics-admin-en-light-desktop');
    await checkAccessibility(adminScreen, 'admin analytics en light');
    await adminContext.close();
  });

  it('in Greek, dark, on a phone: a connection without the insights permissions is asked to reconnect; the best time is the stated default', async () => {
    const account = await readyAccount(app, { frequencyDays: 1, uiLanguage: 'el' });
    await db('facebookConnections')
      .where({ accountId: account.accountId })
      .update({ grantedScopes: db.raw(`array_remove(array_remove(granted_scopes, 'instagram_manage_insights'), 'read_insights')`) });
    const { page, context } = await signedInPage(app, account, { language: 'el', theme: 'dark', viewport: { width: 390, height: 844 } });
    await page.goto(`${app.url}/portal/platforms`);
    await page.getByTestId('insights-reconnect').getByText('Συνδέστε ξανά το Facebook μία φορά').waitFor();
    await screenshot(page, 'analytics-platforms-el-dark-390');

    await page.goto(`${app.url}/portal/analytics`);
    await page.getByRole('heading', { name: 'Αναλυτικά', level: 1 }).waitFor();
    await page.getByTestId('analytics-reconnect').waitFor();
    await page
      .getByTestId('analytics-best-time')
      .getByText(/Δεν υπάρχει ακόμη αρκετό ιστορικό \(0 αναρτήσεις με στοιχεία/)
      .waitFor();
    await page.getByText('Δεν έχουν διαβαστεί ακόμη στοιχεία').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `the page scrolls sideways by ${overflow}px`);
    await screenshot(page, 'analytics-el-dark-390');
    await checkAccessibility(page, 'analytics el dark');
    await context.close();

    const admin = await seedAdmin(app.deps, 'analytics-admin-el', 'analytics-pass');
    const { page: adminScreen, context: adminContext } = await adminPage(app.browser, app.url, admin, '/admin/analytics', { language: 'el', theme: 'light' });
    await adminScreen.getByRole('heading', { name: 'Αναλυτικά' }).first().waitFor();
    await adminScreen.getByText('Αναρτήσεις που αποτυγχάνουν ή χάνονται συχνότερα').waitFor();
    await screenshot(adminScreen, 'analytics-admin-el-light-desktop');
    await adminContext.close();
  });
});
