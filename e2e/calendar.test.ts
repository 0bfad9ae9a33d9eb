import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DateTime } from 'luxon';
import type { Page } from 'playwright';
import { saveSelectedPages } from '../src/modules/publishing/index.js';
import { readyAccount } from '../src/modules/campaigns/testing.js';
import { adminPage } from './admin-support.js';
import { browserMissing, screenshot, seedAdmin, signedInPage, startE2E } from './support.js';

/**
 * The Content Calendar (issue 20): a clinic moves a post by drag (month, then week) and by the
 * keyboard, sees refused drops snap back with the rule's message (a day that has a post, a past
 * day), moves a missed post to a future day, schedules one from the side panel, and a DST week
 * keeps 10:00 local; a post chosen for one of two Pages in the side panel is published there only
 * (targets per post); an admin sees every account's posts and opens the clinic's portal. The
 * second journey is in Greek, dark, on a 390 px phone (the agenda).
 */
const ZONE = 'Europe/Athens';
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
const day = (d: DateTime) => d.toISODate()!;

describe('Content Calendar', { skip: browserMissing() && 'Chromium not found (set CHROMIUM_PATH)' }, async () => {
  const app = await startE2E({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '0' } });
  const { db } = app;
  const athens = (iso: string | Date) => DateTime.fromJSDate(new Date(iso)).setZone(ZONE);
  // Two weeks ahead: its Monday to Sunday are all future days, shown whole by the month of its Wednesday.
  const monday = DateTime.now().setZone(ZONE).startOf('week').plus({ weeks: 2 });
  const lastWeek = DateTime.now().setZone(ZONE).startOf('week').minus({ weeks: 1 });

  async function post(accountId: number, accountProductId: number, on: DateTime, status = 'draft', productName = 'Glow serum') {
    const [row] = await db('bulkGeneratedPosts')
      .insert({
        accountId,
        accountProductId,
        productName,
        content: `${productName}: hydration that lasts, reviewed by our doctors. Book a consultation to find the plan that suits your skin this season. #skincare #glow`,
        scheduledDate: on.set({ hour: 10, minute: 0 }).toJSDate(),
        postStatus: status,
        isScheduled: status === 'scheduled',
        language: 'en',
        complianceFindings: JSON.stringify([]),
      })
      .returning('id');
    return row.id as number;
  }
  const chip = (page: Page, id: number) => page.locator(`[data-testid=calendar-post][data-post-id="${id}"]`);
  const cell = (page: Page, d: DateTime) => page.locator(`[data-testid=calendar-day][data-day="${day(d)}"]`);
  const dayOf = async (id: number) => athens((await db('bulkGeneratedPosts').where({ id }).first()).scheduledDate);

  it('moves by drag and keyboard, refuses a taken or past day, acts from the side panel, keeps 10:00 across DST; the admin sees it', async () => {
    const account = await readyAccount(app, { frequencyDays: 1, localTime: '10:00' });
    const ap = account.accountProducts[0].id;
    const a = await post(account.accountId, ap, monday.plus({ days: 1 }), 'draft', 'Glow serum');
    const b = await post(account.accountId, ap, monday.plus({ days: 3 }), 'draft', 'Lip filler');
    const missed = await post(account.accountId, ap, lastWeek.plus({ days: 1 }), 'missed', 'Skin booster');
    const published = await post(account.accountId, ap, lastWeek.plus({ days: 2 }), 'published', 'Peel');
    const { page, context } = await signedInPage(app, account, { language: 'en', theme: 'light' });

    // Reached from My Campaigns; the month of the future week, Monday first, posts with status and platforms.
    await page.goto(`${app.url}/business/campaigns`);
    await page.getByTestId('campaigns-calendar-link').click();
    await page.getByRole('heading', { name: 'Content Calendar', level: 1 }).waitFor();
    assert.match(page.url(), /\/business\/calendar$/);
    await page.goto(`${app.url}/business/calendar?date=${day(monday.plus({ days: 2 }))}`);
    await chip(page, a).waitFor();
    assert.equal(await page.getByRole('columnheader').first().textContent(), 'Mon');
    assert.equal(await chip(page, a).getByTestId('post-status').textContent(), 'Draft');
    assert.equal(await chip(page, a).locator('[data-platform]').count(), 2, 'the Page and the Instagram account');
    await screenshot(page, 'calendar-month-en-light');

    // Drag to a free day: moved, 10:00 kept; onto Lip filler's day: refused, back where it was.
    await chip(page, a).dragTo(cell(page, monday.plus({ days: 2 })));
    await toast(page, 'Post moved');
    await cell(page, monday.plus({ days: 2 }))
      .locator(`[data-post-id="${a}"]`)
      .waitFor();
    assert.equal((await dayOf(a)).toFormat('yyyy-MM-dd HH:mm'), `${day(monday.plus({ days: 2 }))} 10:00`);
    await chip(page, a).dragTo(cell(page, monday.plus({ days: 3 })));
    await toast(page, /There is already a post on .*Only one post per day/);
    await cell(page, monday.plus({ days: 2 }))
      .locator(`[data-post-id="${a}"]`)
      .waitFor();
    assert.equal(day(await dayOf(a)), day(monday.plus({ days: 2 })));

    // Keyboard: Shift+→ asks for Lip filler's day (refused), Shift+← moves a day back. A refused
    // move puts the chip back and reads the calendar again: the next key waits for that answer (on a
    // loaded machine a key pressed before it was lost), and for the move's own answer, not a toast
    // (an earlier "Post moved" may still be on screen).
    const reread = page.waitForResponse((r) => r.url().includes('/api/calendar?'));
    await chip(page, a).press('Shift+ArrowRight');
    await toast(page, 'The post could not be moved');
    await reread;
    const movedBack = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/bulk-posts/${a}`));
    await chip(page, a).press('Shift+ArrowLeft');
    assert.equal((await movedBack).status(), 200);
    await cell(page, monday.plus({ days: 1 }))
      .locator(`[data-post-id="${a}"]`)
      .waitFor();
    assert.equal(day(await dayOf(a)), day(monday.plus({ days: 1 })));

    // The week: drag to another day's 15:00 slot (the minutes kept).
    await page.getByRole('button', { name: 'Week', pressed: false }).click();
    await page.getByTestId('calendar-week').waitFor();
    assert.match(page.url(), /view=week/);
    const slot = page.locator(`[data-testid=calendar-slot][data-day="${day(monday.plus({ days: 5 }))}"][data-hour="15"]`);
    await chip(page, a).waitFor();
    await screenshot(page, 'calendar-week-en-light');
    // Waited for from before the drop: the refetch can answer before the chip's move is seen.
    const refetched = page.waitForResponse((r) => r.url().includes('/api/calendar'));
    await chip(page, a).dragTo(slot);
    await slot.locator(`[data-post-id="${a}"]`).waitFor();
    await refetched;
    assert.equal((await dayOf(a)).toFormat('yyyy-MM-dd HH:mm'), `${day(monday.plus({ days: 5 }))} 15:00`);

    // The side panel: My Campaigns' card; Schedule schedules (its job added).
    await chip(page, b).click();
    const panel = page.getByTestId('calendar-panel');
    await panel.getByTestId('post-card').waitFor();
    await screenshot(page, 'calendar-panel-en-light');
    // The preview: Facebook and Instagram side by side, Instagram's caption cut with "… more", hashtags styled.
    await panel.getByTestId('preview-toggle').click();
    const caption = panel.getByTestId('preview-instagram').getByTestId('preview-caption');
    assert.match((await caption.textContent()) ?? '', /… more$/);
    await caption.getByRole('button', { name: 'more' }).click();
    assert.match((await caption.textContent()) ?? '', /#skincare #glow$/);
    assert.equal(await panel.getByTestId('preview-facebook').getByTestId('preview-hashtag').count(), 2);
    await screenshot(page, 'calendar-panel-preview-en-light');
    await panel.getByRole('button', { name: 'Schedule', exact: true }).click();
    await toast(page, 'Post scheduled');
    await panel.getByTestId('post-status').filter({ hasText: 'Scheduled' }).waitFor();
    assert.equal((await db('bulkGeneratedPosts').where({ id: b }).first()).postStatus, 'scheduled');
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });
    await chip(page, b).getByTestId('post-status').filter({ hasText: 'Scheduled' }).waitFor();

    // Targets per post: with Thessaloniki's Page selected too, a post chosen for Athens' Page alone is published there only.
    const thessaloniki = await db('facebookPages').where({ accountId: account.accountId }).whereNot({ pageId: account.pages!.page }).first();
    await saveSelectedPages(app.deps, {
      accountId: account.accountId,
      pages: [
        { platform: 'facebook', pageId: account.pages!.page },
        { platform: 'instagram', pageId: account.pages!.page, instagramId: account.pages!.instagram },
        { platform: 'facebook', pageId: thessaloniki.pageId },
      ],
    });
    const c = await post(account.accountId, ap, monday.plus({ days: 4 }), 'draft', 'Athens only');
    await page.reload();
    await chip(page, c).click();
    await panel.getByTestId('post-targets-summary').filter({ hasText: 'Goes to every selected Page and Instagram account' }).waitFor();
    await panel.getByTestId('post-targets-change').click();
    await panel.getByRole('checkbox', { name: /Every selected Page/ }).click();
    await panel.getByRole('checkbox', { name: 'Demo Clinic Athens (Facebook)' }).click();
    await screenshot(page, 'calendar-panel-targets-en-light');
    await panel.getByTestId('post-targets-editor').getByRole('button', { name: 'Save' }).click();
    await panel.getByTestId('post-targets-summary').filter({ hasText: 'Goes to Demo Clinic Athens (Facebook)' }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'calendar-panel-targets-en-light-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await panel.getByRole('button', { name: 'Publish now' }).click();
    await page.getByRole('alertdialog', { name: 'Publish now?' }).getByRole('button', { name: 'Publish now' }).click();
    await toast(page, 'Published');
    const out = await db('simulatorObjects').whereIn('type', ['page_post', 'ig_media']).whereRaw(`data->>'caption' like 'Athens only:%'`);
    assert.deepEqual(
      out.map((o: { ownerId: string }) => o.ownerId),
      [account.pages!.page],
      "Athens' Page only: Thessaloniki and Instagram get nothing",
    );
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });

    // Last week: a missed post moves by the keyboard's Move dialog to a future day; dragging it to a past day is refused.
    await page.goto(`${app.url}/business/calendar?date=${day(lastWeek.plus({ days: 2 }))}`);
    await chip(page, missed).waitFor();
    assert.equal(await chip(page, published).getAttribute('draggable'), 'false', 'a published post does not move');
    await chip(page, missed).dragTo(cell(page, lastWeek.plus({ days: 3 })));
    await toast(page, 'Scheduled date and time must be in the future');
    await cell(page, lastWeek.plus({ days: 1 }))
      .locator(`[data-post-id="${missed}"]`)
      .waitFor();
    await chip(page, missed).focus();
    await page.keyboard.press('m');
    const move = page.getByTestId('calendar-move-dialog');
    await move.locator('input[name=date]').fill(day(monday.plus({ days: 6 })));
    await move.locator('input[name=time]').fill('11:30');
    await move.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Post moved');
    const moved = await db('bulkGeneratedPosts').where({ id: missed }).first();
    assert.equal(athens(moved.scheduledDate).toFormat('yyyy-MM-dd HH:mm'), `${day(monday.plus({ days: 6 }))} 11:30`);
    assert.equal(moved.postStatus, 'draft', 'a missed post moved to a future day is a draft again');

    // DST: the last Sunday of March, Friday 10:00 dragged to Monday stays 10:00 local (07:00 UTC).
    const march = DateTime.fromObject({ year: DateTime.now().year + 1, month: 3, day: 31 }, { zone: ZONE });
    const lastSunday = march.minus({ days: march.weekday % 7 });
    const friday = await post(account.accountId, ap, lastSunday.minus({ days: 2 }), 'draft', 'Spring peel');
    // Tall enough that both days are in view: a scroll in the middle of a drag would cancel it.
    await page.setViewportSize({ width: 1280, height: 1300 });
    await page.goto(`${app.url}/business/calendar?date=${day(lastSunday)}`);
    await chip(page, friday).dragTo(cell(page, lastSunday.plus({ days: 1 })));
    await toast(page, 'Post moved');
    const dst = await db('bulkGeneratedPosts').where({ id: friday }).first();
    assert.equal(athens(dst.scheduledDate).toFormat('HH:mm'), '10:00');
    assert.equal(new Date(dst.scheduledDate).getUTCHours(), 7);
    await context.close();

    // Three more clinics post on Lip filler's day: the admin's month shows three and "1 more", which lists the day.
    const others: { id: number }[] = await db('accounts')
      .insert([1, 2, 3].map((n) => ({ businessName: `Another clinic ${n}`, contentLanguage: 'en' })))
      .returning('id');
    await db('companyInfo').insert(
      others.map((o) => ({ accountId: o.id, companyName: 'Other', location: 'Athens', scheduledTime: '07:00', scheduledLocalTime: '09:00', timezone: ZONE })),
    );
    for (const o of others)
      await db('bulkGeneratedPosts').insert({
        accountId: o.id,
        productName: 'Other',
        content: 'Another clinic.',
        scheduledDate: monday.plus({ days: 3, hours: 11 }).toJSDate(),
        postStatus: 'draft',
        language: 'en',
      });
    // The admin: every account's posts by day, the account named; a post opens the clinic's portal.
    const admin = await seedAdmin(app.deps, 'calendar-admin', 'calendar-admin-pass');
    const session = await adminPage(app.browser, app.url, admin, `/admin/calendar?date=${day(monday.plus({ days: 2 }))}`, { language: 'en' });
    const adminView = session.page;
    await chip(adminView, b).waitFor();
    const { businessName } = await db('accounts').where({ id: account.accountId }).first('businessName');
    assert.ok((await chip(adminView, b).textContent())?.includes(businessName), 'the account is named');
    await screenshot(adminView, 'calendar-admin-en-light');
    await cell(adminView, monday.plus({ days: 3 }))
      .getByTestId('calendar-more')
      .filter({ hasText: '1 more' })
      .click();
    await adminView.getByTestId('admin-calendar-day').getByTestId('calendar-post').nth(3).waitFor();
    assert.equal(await adminView.getByTestId('admin-calendar-day').getByTestId('calendar-post').count(), 4, "the day's whole list");
    await adminView.keyboard.press('Escape');
    await adminView.getByTestId('admin-calendar-day').waitFor({ state: 'detached' });
    await chip(adminView, b).click();
    // The month's answer is lean: the opened post's first words come with it.
    await adminView.getByTestId('admin-calendar-excerpt').filter({ hasText: 'Lip filler: hydration that lasts' }).waitFor();
    const link = adminView.getByTestId('admin-calendar-post').getByRole('link', { name: /Open the account's portal/ });
    assert.match((await link.getAttribute('href')) ?? '', new RegExp(`/portal/calendar\\?account=${account.accountId}&date=`));
    await session.context.close();
  });

  it('in Greek, dark, on a phone: the agenda by day, a refused move said in Greek, the side panel', async () => {
    const account = await readyAccount(app, { frequencyDays: 1, localTime: '10:00', uiLanguage: 'el' });
    const ap = account.accountProducts[0].id;
    const a = await post(account.accountId, ap, monday.plus({ days: 1 }), 'draft', 'Ορός λάμψης');
    await post(account.accountId, ap, monday.plus({ days: 2 }), 'scheduled', 'Υαλουρονικό');
    const { page, context } = await signedInPage(app, account, { language: 'el', theme: 'dark', viewport: { width: 390, height: 844 } });
    await page.goto(`${app.url}/portal/calendar?date=${day(monday.plus({ days: 2 }))}`);
    await page.getByRole('heading', { name: 'Ημερολόγιο περιεχομένου', level: 1 }).waitFor();
    await page.getByTestId('calendar-agenda').waitFor();
    await chip(page, a).getByTestId('post-status').filter({ hasText: 'Πρόχειρο' }).waitFor();
    const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    assert.ok(scroll <= inner, `the agenda fits 390 px: ${scroll} > ${inner}`);
    await screenshot(page, 'calendar-agenda-el-dark-390');
    await chip(page, a).focus();
    await page.keyboard.press('m');
    const move = page.getByTestId('calendar-move-dialog');
    await move.locator('input[name=date]').fill(day(monday.plus({ days: 2 })));
    await move.getByRole('button', { name: 'Αποθήκευση' }).click();
    await toast(page, /Υπάρχει ήδη ανάρτηση στις .*Επιτρέπεται μία ανάρτηση την ημέρα/);
    await move.getByRole('button', { name: 'Ακύρωση' }).click();
    await move.waitFor({ state: 'detached' });
    await chip(page, a).click();
    await page.getByTestId('calendar-panel').getByTestId('post-card').waitFor();
    await screenshot(page, 'calendar-panel-el-dark-390');
    await page.getByTestId('calendar-panel').getByTestId('post-targets-change').click();
    await page
      .getByTestId('post-targets-editor')
      .getByRole('checkbox', { name: /Όλες οι επιλεγμένες/ })
      .click();
    await screenshot(page, 'calendar-panel-targets-el-dark-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'calendar-panel-targets-el-dark');
    await page.getByTestId('calendar-panel').getByRole('button', { name: 'Κλείσιμο' }).click();
    // The same month and week on a desktop (screenshots only, to look at).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${app.url}/portal/calendar?date=${day(monday.plus({ days: 2 }))}`);
    await page.getByTestId('calendar-month').waitFor();
    await screenshot(page, 'calendar-month-el-dark');
    await page.getByRole('button', { name: 'Εβδομάδα', pressed: false }).click();
    await page.getByTestId('calendar-week').waitFor();
    await screenshot(page, 'calendar-week-el-dark');
    await context.close();
  });
});
