import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright';
import { readyAccount } from '../src/modules/campaigns/testing.js';
import { addSimulatorFault } from '../src/modules/publishing/index.js';
import { photoLikeJpeg } from '../src/modules/stories/testing.js';
import { startWorker } from '../src/worker/index.js';
import { browserMissing, screenshot, signedInPage, startE2E } from './support.js';

/**
 * Instagram story (issues 10 and 16): a client opens the story screen from My Campaigns, queues a
 * Greek story behind another clinic's (its place in the queue shows), a worker starts and makes and
 * posts it while the stages show, the client watches the video that was posted and finds it on
 * /simulator; the validation messages (the spec's, in both languages), SVG refused, a full queue
 * refused; an account whose posting fails shows its error and a retry that reaches it once; a story
 * that could not be made says why; en/el, light/dark, 390 px. The API, the worker (graphile-worker),
 * the renderer (real ffmpeg), the database and the Graph simulator are all real.
 */

const RENDER_TIMEOUT = 90_000;
const GREEK = 'Λάμψη και ενυδάτωση για όλο τον χειμώνα. Κλείστε ραντεβού για δωρεάν συμβουλευτική στο ιατρείο μας στην Αθήνα.';

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

/** The page does not scroll sideways, and no control sticks out of its card on either side. */
async function assertNoOverflow(page: Page, where: string) {
  const { scroll, inner, outside } = await page.evaluate(() => {
    const outside = [...document.querySelectorAll(['button', 'a', 'video', 'img', 'textarea'].map((tag) => `.rt-Container ${tag}`).join(', '))]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const cardEl = el.closest('.rt-Card');
        const card = cardEl?.getBoundingClientRect();
        // Inside a card, the padding is part of the frame: nothing may reach into it.
        const pad = cardEl ? parseFloat(getComputedStyle(cardEl).paddingLeft) - 1 : 0;
        return r.width > 0 && (r.left < 0 || r.right > window.innerWidth || (!!card && (r.left < card.left + pad || r.right > card.right - pad)));
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    return { scroll: document.documentElement.scrollWidth, inner: window.innerWidth, outside };
  });
  assert.ok(scroll <= inner, `${where} overflows horizontally: ${scroll} > ${inner}`);
  assert.deepEqual(outside, [], `${where}: these stick out`);
}

/** Records every stage the progress shows (a MutationObserver misses none, however brief), and a negative timer. */
async function recordStages(page: Page) {
  await page.evaluate(`(() => {
    window.__stages = [];
    const read = () => {
      const stage = document.querySelector('[data-testid=story-progress]')?.getAttribute('data-stage');
      if (stage && window.__stages[window.__stages.length - 1] !== stage) window.__stages.push(stage);
      // The timer never reads below zero (issue 24): a negative time shows up as a stage of its own.
      const elapsed = document.querySelector('[data-testid=story-elapsed]')?.textContent ?? '';
      if (elapsed.trim().startsWith('-')) window.__stages.push('negative time ' + elapsed);
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-stage'] });
  })()`);
  return () => page.evaluate(() => (window as unknown as { __stages: string[] }).__stages);
}

describe('Instagram story', { skip: browserMissing() && 'Chromium not found (set CHROMIUM_PATH)' }, async () => {
  // Stories of 4 s (STORY_SECONDS): the renders are real, and a 12 s one costs three times the CPU.
  const app = await startE2E({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '0', STORY_SECONDS: '4' } });
  const db = app.db;
  const wide = await photoLikeJpeg(1600, 900);
  const tall = await photoLikeJpeg(900, 1600, { seed: 3 });
  const storiesOf = (igId: string) => db('simulatorObjects').where({ type: 'ig_media', ownerId: igId }).whereRaw(`data->>'productType' = 'STORY'`);
  // The worker starts in the first journey, once a story is seen waiting for it; the others find it running.
  let worker: Awaited<ReturnType<typeof startWorker>> | undefined;
  const ensureWorker = async () => {
    worker ??= await startWorker({ deps: app.deps, connectionString: app.databaseUrl, concurrency: 2, storyConcurrency: 1 });
  };
  after(() => worker?.stop());

  it('a client posts a Greek story from My Campaigns, follows the stages, watches the video and finds it on /simulator', async () => {
    const account = await readyAccount(app);
    const { page, context } = await signedInPage(app, account, { language: 'en', theme: 'light' });
    await page.goto(`${app.url}/business/campaigns`);
    await page.getByRole('link', { name: 'Create an Instagram story' }).click();
    await page.waitForURL(/\/business\/instagram-story$/);
    await page.getByRole('heading', { name: 'Instagram story', level: 1 }).waitFor();
    await page.getByText('Demo mode: posts go to the Facebook simulator.').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Back to My Campaigns' }).getAttribute('href'), '/business/campaigns');

    // The spec's notes, told truthfully (a few seconds, not 30-60), and where it will go.
    const notes = page.getByTestId('story-notes');
    await notes.getByText('Two slides: your text on white', { exact: false }).waitFor();
    await notes.getByText('Wide images pan from left to right', { exact: false }).waitFor();
    await notes.getByText('A 1080x1920 video, 4 seconds long.').waitFor();
    await notes.getByText('Making the video takes a few seconds once it is its turn: your stories are made one after the other.').waitFor();
    await notes.getByText('Stories stay on Instagram for 24 hours.').waitFor();
    await page.getByTestId('story-accounts').getByText('@democlinic.athens').waitFor();
    // No logo in Setup: the hint says so and links there.
    const hint = page.getByTestId('story-logo-hint');
    await hint.getByText('Add your company logo in Setup', { exact: false }).waitFor();
    assert.equal(await hint.getByRole('link', { name: 'Go to Setup' }).getAttribute('href'), '/business/setup');

    await page.getByLabel('Story text').fill(GREEK);
    await page
      .getByTestId('story-counter')
      .getByText(`${[...GREEK].length} / 1000`)
      .waitFor();
    await page.getByTestId('story-image-input').setInputFiles({ name: 'winter-glow.jpg', mimeType: 'image/jpeg', buffer: wide });
    await page.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
    await page.getByText('1600 × 900').waitFor();
    await page.getByText('Wide image: it will pan from left to right.').waitFor();

    // Another clinic's story is waiting already, and no worker runs yet.
    const other = await readyAccount(app);
    const form = new FormData();
    form.set('text', 'Another clinic, first in the queue');
    form.set('image', new Blob([new Uint8Array(tall)], { type: 'image/jpeg' }), 'other.jpg');
    const otherStory = (await app.request('/api/instagram-story', { token: other.token, body: form })).body.story;
    assert.equal(otherStory.status, 'queued');

    const stages = await recordStages(page);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/instagram-story')) posts++;
    });
    const submit = page.getByRole('button', { name: 'Create and post story' });
    await submit.dblclick();
    const progress = page.getByTestId('story-progress');
    // Queued behind the other clinic's story: the screen says so, and the form is free again.
    await progress.getByText('Waiting its turn').waitFor();
    await progress.getByTestId('story-queue-position').getByText('1 story ahead of yours.').waitFor();
    await page.getByTestId('recent-story').first().getByText('Queued').waitFor();
    assert.equal(await submit.isDisabled(), false, 'another story can be queued meanwhile');
    await screenshot(page, 'instagram-story-queued-en-light');
    await page.setViewportSize({ width: 390, height: 860 });
    await assertNoOverflow(page, 'the queued story at 390 px');
    await screenshot(page, 'instagram-story-queued-en-light-390');
    await page.setViewportSize({ width: 1280, height: 860 });
    // The same story reopened in another browser, in Greek and dark, at 390 px: the screen follows it from the list.
    await db('accounts').where({ id: account.accountId }).update({ uiLanguage: 'el' });
    const greek = await signedInPage(app, account, { language: 'el', theme: 'dark', viewport: { width: 390, height: 860 } });
    await greek.page.goto(`${app.url}/business/instagram-story`);
    const queuedRow = greek.page.getByTestId('recent-story').first();
    await queuedRow.getByText('Σε αναμονή').waitFor();
    await queuedRow.getByRole('button').click();
    const greekProgress = greek.page.getByTestId('story-progress');
    await greekProgress.getByText('Σε σειρά αναμονής').waitFor();
    await greekProgress.getByTestId('story-queue-position').getByText('1 ιστορία πριν από τη δική σας.').waitFor();
    await assertNoOverflow(greek.page, 'the queued story, el dark 390 px');
    await screenshot(greek.page, 'instagram-story-queued-el-dark-390');
    await greek.context.close();
    await db('accounts').where({ id: account.accountId }).update({ uiLanguage: 'en' });

    // A worker starts: the other clinic's story first, then this one.
    await ensureWorker();
    for (let tries = 0; (await db('stories').where({ id: otherStory.id }).first()).status !== 'posted'; tries++) {
      assert.ok(tries < RENDER_TIMEOUT / 100, "the other clinic's story is made and posted first");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Instagram stumbles three times on this story's container (retried after 0.4 s, 0.8 s, then once more), so
    // "posting" lasts longer than the screen's 1 s poll even on a loaded machine and is seen.
    await addSimulatorFault(app.deps, { kind: 'transient', operation: 'media', times: 3 });
    await page.locator('[data-testid=story-progress][data-stage=rendering]').waitFor({ timeout: RENDER_TIMEOUT });
    await progress.getByText('Making the video').waitFor();
    await screenshot(page, 'instagram-story-progress-en-light');

    const summary = page.getByTestId('story-summary');
    await summary.getByText('Story posted to @democlinic.athens').waitFor({ timeout: RENDER_TIMEOUT });
    await toast(page, 'Story posted');
    assert.deepEqual(await stages(), ['uploading', 'queued', 'rendering', 'posting', 'done'], 'every stage was shown, in order');
    assert.equal(posts, 1, 'a double click makes one story');

    const result = page.getByTestId('story-account-result');
    assert.equal(await result.count(), 1);
    await result.getByText('@democlinic.athens').waitFor();
    await result.getByText('Posted').waitFor();
    await page
      .getByTestId('story-result')
      .getByText(/^Made in \d+\.\d s · 4 s long$/)
      .waitFor();

    // The preview player plays the very video that was posted.
    const player = page.getByTestId('story-player');
    const src = (await player.getAttribute('src'))!;
    assert.ok(await player.getAttribute('poster'), 'the text slide as its poster');
    assert.ok(await player.evaluate((v: HTMLVideoElement) => v.controls && v.playsInline));
    const video = await page.request.get(`${app.url}${src}`);
    assert.equal(video.status(), 200);
    assert.equal(video.headers()['content-type'], 'video/mp4');
    const posted = await storiesOf(account.pages!.instagram);
    assert.equal(posted.length, 1, 'one story on Instagram');
    assert.ok(Buffer.compare(await video.body(), (await app.deps.storage.read(posted[0].data.mediaPath))!) === 0, 'the player shows what Instagram received');
    const duration = await player.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          if (v.readyState >= 1) resolve(v.duration);
          else v.addEventListener('loadedmetadata', () => resolve(v.duration), { once: true });
          setTimeout(() => resolve(Number.NaN), 8000);
        }),
    );
    assert.ok(Math.abs(duration - 4) < 0.2, `the browser reads a 4 s video (${duration}), as STORY_SECONDS says`);
    await page.getByTestId('recent-story').first().getByText('Posted').waitFor();
    await screenshot(page, 'instagram-story-posted-en-light');

    // The story's link leads to it on /simulator.
    await result.getByRole('link', { name: 'View the story' }).click();
    await page.waitForURL(/\/simulator#/);
    const anchor = new URL(page.url()).hash.slice(1);
    const item = page.locator(`[id="${anchor}"]`);
    await item.getByText('Story', { exact: true }).waitFor();
    await item.locator('video').waitFor();
    assert.equal(anchor, posted[0].id);
    await screenshot(page, 'instagram-story-simulator-en-light');
    await context.close();
  });

  it('says what is wrong before anything is made, in the spec words, in English and Greek', async () => {
    const account = await readyAccount(app);
    const { page, context } = await signedInPage(app, account, { language: 'en', theme: 'light' });
    await page.goto(`${app.url}/instagram_story`);
    await page.getByRole('heading', { name: 'Instagram story', level: 1 }).waitFor();
    const submit = page.getByRole('button', { name: 'Create and post story' });
    // Several runs on one screen: the timer of each new run starts at zero, never below (issue 24).
    const runs = await recordStages(page);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/instagram-story')) posts++;
    });

    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'Text is required' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Image is required' }).waitFor();
    await page.getByLabel('Story text').fill('   ');
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'Text is required' }).waitFor();
    const long = 'α'.repeat(1001);
    await page.getByLabel('Story text').fill(long);
    await page.getByTestId('story-counter').getByText('1001 / 1000').waitFor();
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'Text must be 1000 characters or less' }).waitFor();
    // Only image files.
    await page.getByTestId('story-image-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await page.getByRole('alert').filter({ hasText: 'Please choose an image file' }).waitFor();
    assert.equal(await page.getByTestId('story-image-preview').count(), 0);
    await screenshot(page, 'instagram-story-errors-en-light');
    assert.equal(posts, 0, 'nothing was sent');

    // Characters the font cannot draw are named before anything is made (issue 24).
    await page.getByLabel('Story text').fill('Winter glow ✨💉 today');
    await page.getByTestId('story-left-out').getByText('These characters cannot be drawn in a story and will be left out: ✨ 💉').waitFor();
    // A file that claims to be an image: the server refuses it, under the image input.
    await page.getByLabel('Story text').fill('Winter glow');
    await page.getByTestId('story-left-out').waitFor({ state: 'detached' });
    await page.getByTestId('story-image-input').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>not an image</html>') });
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'Please choose an image file' }).waitFor({ timeout: RENDER_TIMEOUT });
    await page.getByTestId('story-progress').and(page.locator('[data-stage=failed]')).waitFor();
    // SVG: refused by the screen, and by the server whatever the file claims to be.
    await page
      .getByTestId('story-image-input')
      .setInputFiles({ name: 'offer.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await page.getByRole('alert').filter({ hasText: 'SVG images cannot be used for a story: choose a JPEG, PNG or WebP image.' }).waitFor();
    await page.getByTestId('story-image-input').setInputFiles({
      name: 'offer.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="9000"/>'),
    });
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'SVG images cannot be used for a story: choose a JPEG, PNG or WebP image' }).waitFor();
    assert.deepEqual(
      (await runs()).filter((s) => s.startsWith('negative')),
      [],
      'the timer never read below zero',
    );
    // A portrait photo (3:4) pans, and is not called a wide image (issue 24).
    await page.getByTestId('story-image-input').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await photoLikeJpeg(900, 1200) });
    await page.getByTestId('story-image-motion').getByText('Portrait image, wider than a story: it will pan from left to right.').waitFor();
    // Too large: a file over UPLOAD_MAX_MB (10 MB here) is refused by the screen before any upload (issue 24; the server's 413 is tested at the API).
    // Handed over as a file on disk: an 11 MB buffer goes through the browser protocol in base64,
    // which took more than the 10 s action timeout on a loaded machine.
    const huge = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-story-')), 'huge.jpg');
    after(() => fs.rmSync(path.dirname(huge), { recursive: true, force: true }));
    fs.writeFileSync(huge, Buffer.concat([wide, Buffer.alloc(11 * 1024 * 1024 - wide.length)]));
    await page.getByTestId('story-image-input').setInputFiles(huge);
    await page.getByRole('alert').filter({ hasText: 'This image is larger than 10 MB: choose a smaller one.' }).waitFor();
    assert.equal(await page.getByTestId('story-image-preview').count(), 0);
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'This image is larger than 10 MB: choose a smaller one.' }).waitFor();
    assert.equal((await storiesOf(account.pages!.instagram)).length, 0, 'nothing reached Instagram');

    // The network fails: 'Network error: ...'.
    await page.getByTestId('story-image-input').setInputFiles({ name: 'winter-glow.jpg', mimeType: 'image/jpeg', buffer: wide });
    await page.route('**/api/instagram-story', (route) => route.abort('internetdisconnected'));
    await submit.click();
    await page
      .getByTestId('story-error')
      .getByText(/^Network error: .+/)
      .waitFor();
    await page.unrouteAll({ behavior: 'wait' });

    // Signed out meanwhile (in another tab: the session ends on the server, this tab still holds
    // its token): the spec's message. A sign-out made here ends the session at once; a row deleted
    // behind the server's back would be honoured only after SESSION_CACHE_MS.
    const signedOut = await page.evaluate(async () => {
      const token = localStorage.getItem('business_token') ?? sessionStorage.getItem('business_token');
      return (await fetch('/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status;
    });
    assert.equal(signedOut, 200);
    await submit.click();
    await page.getByText('You must be logged in to create Instagram stories').first().waitFor();

    await context.close();

    // Greek: the same rules in Greek.
    await db('accounts').where({ id: account.accountId }).update({ uiLanguage: 'el' });
    const greek = await signedInPage(app, account, { language: 'el', theme: 'light' });
    const el = greek.page;
    await el.goto(`${app.url}/portal/instagram-story`);
    await el.getByRole('heading', { name: 'Ιστορία Instagram', level: 1 }).waitFor();
    await el.getByRole('button', { name: 'Δημιουργία και δημοσίευση ιστορίας' }).click();
    await el.getByRole('alert').filter({ hasText: 'Το κείμενο είναι υποχρεωτικό' }).waitFor();
    await el.getByRole('alert').filter({ hasText: 'Η εικόνα είναι υποχρεωτική' }).waitFor();
    assert.equal(await el.getByRole('link', { name: 'Πίσω στις Καμπάνιες μου' }).getAttribute('href'), '/portal/campaigns');
    await screenshot(el, 'instagram-story-errors-el-light');

    // Three stories of this clinic already wait (the most at once): a fourth is refused, in Greek.
    const waiting = await db('stories')
      .insert([1, 2, 3].map((n) => ({ accountId: account.accountId, text: `Waiting ${n}`, status: 'queued', language: 'el' })))
      .returning('id');
    try {
      await el.getByLabel('Κείμενο ιστορίας').fill('Μία ακόμη ιστορία');
      await el.getByTestId('story-image-input').setInputFiles({ name: 'winter-glow.jpg', mimeType: 'image/jpeg', buffer: wide });
      await el.getByRole('button', { name: 'Δημιουργία και δημοσίευση ιστορίας' }).click();
      await el
        .getByTestId('story-error')
        .getByText('Πάρα πολλές ιστορίες σας περιμένουν να δημιουργηθούν (έως 3 ταυτόχρονα): προσθέστε αυτήν όταν ολοκληρωθεί μία από αυτές.')
        .waitFor();
      await screenshot(el, 'instagram-story-queue-full-el-light');
    } finally {
      await db('stories')
        .whereIn(
          'id',
          waiting.map((w: { id: number }) => w.id),
        )
        .delete();
    }
    await greek.context.close();
  });

  it('without a selected Instagram account the screen says where to choose one', async () => {
    const account = await readyAccount(app, { connect: false });
    const { page, context } = await signedInPage(app, account, { language: 'en', theme: 'dark' });
    await page.goto(`${app.url}/business/instagram-story`);
    const notice = page.getByTestId('story-no-instagram');
    await notice.getByText('No Instagram account is selected: choose one on the Platforms page first.').waitFor();
    assert.equal(await notice.getByRole('link', { name: 'Go to Platforms' }).getAttribute('href'), '/business/platforms');
    assert.equal(await page.getByRole('button', { name: 'Create and post story' }).isDisabled(), true);
    await page.getByTestId('story-notes').getByText('none selected yet').waitFor();
    await screenshot(page, 'instagram-story-no-instagram-en-dark');
    await context.close();
  });

  it('an account whose posting fails shows its error and a retry that reaches it once, in Greek, light and dark, and at 390 px', async () => {
    const account = await readyAccount(app, { uiLanguage: 'el' });
    // A logo in Setup (one the server will not fetch: the story is made without it): no hint.
    await db('companyInfo').where({ accountId: account.accountId }).update({ logoUrl: 'http://127.0.0.1:9/logo.png' });
    // A second Instagram account on the second simulated Page, selected too.
    const second = await db('facebookPages').where({ accountId: account.accountId }).orderBy('position').offset(1).first();
    const secondIg = `ig-${second.pageId}`;
    await db('simulatorObjects').insert({
      id: secondIg,
      type: 'ig_user',
      ownerId: second.pageId,
      data: JSON.stringify({ username: 'democlinic.thess', name: 'Demo Clinic Thessaloniki' }),
    });
    await app.request('/api/facebook/pages', { token: account.token });
    const saved = await app.request('/api/selected-pages', {
      token: account.token,
      body: {
        pages: [
          { platform: 'instagram', pageId: account.pages!.page, instagramId: account.pages!.instagram },
          { platform: 'instagram', pageId: second.pageId, instagramId: secondIg },
        ],
      },
    });
    assert.equal(saved.status, 200);
    // Instagram no longer knows the second account (as when it is unlinked on Meta's side).
    const hide = (deletedAt: Date | null) => db('simulatorObjects').where({ id: secondIg }).update({ deletedAt });
    await hide(new Date());

    await ensureWorker();
    const { page, context } = await signedInPage(app, account, { language: 'el', theme: 'light' });
    await page.goto(`${app.url}/business/instagram-story`);
    await page.getByRole('heading', { name: 'Ιστορία Instagram', level: 1 }).waitFor();
    await page.getByText('@democlinic.athens, @democlinic.thess').waitFor();
    assert.equal(await page.getByTestId('story-logo-hint').count(), 0, 'a logo is set: no hint');
    await page.getByLabel('Κείμενο ιστορίας').fill(GREEK);
    await page.getByTestId('story-image-input').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: tall });
    await page.getByText('Κάθετη εικόνα: θα γεμίζει το κάδρο και θα κινείται αργά.').waitFor();
    const stages = await recordStages(page);
    await page.getByRole('button', { name: 'Δημιουργία και δημοσίευση ιστορίας' }).click();
    await page.getByTestId('story-progress').getByText('Δημιουργία του βίντεο').waitFor();
    await page.locator('[data-testid=story-progress][data-stage=rendering]').waitFor({ timeout: RENDER_TIMEOUT });
    await screenshot(page, 'instagram-story-progress-el-light');

    const summary = page.getByTestId('story-summary');
    await summary.getByText(/^Η ιστορία δημοσιεύτηκε σε: @democlinic\.athens· όχι σε: @democlinic\.thess: .+/).waitFor({ timeout: RENDER_TIMEOUT });
    await toast(page, 'Η ιστορία δεν δημοσιεύτηκε σε όλους τους λογαριασμούς');
    // Posting to the simulator can be over between two looks (once a second): the stages seen are in order.
    const seen = await stages();
    assert.deepEqual(
      seen,
      ['uploading', 'queued', 'rendering', 'posting', 'done'].filter((s) => seen.includes(s)),
      `in order: ${seen.join(',')}`,
    );
    assert.ok(
      ['uploading', 'rendering', 'done'].every((s) => seen.includes(s)),
      `made and done: ${seen.join(',')}`,
    );
    const failedRow = page.getByTestId('story-account-result').filter({ hasText: '@democlinic.thess' });
    await failedRow.getByText('Δεν δημοσιεύτηκε').waitFor();
    const error = (await failedRow.getByTestId('story-account-error').textContent())!.trim();
    assert.ok(error.length > 5, `the account's error is shown (${error})`);
    await page.getByTestId('story-account-result').filter({ hasText: '@democlinic.athens' }).getByText('Δημοσιεύτηκε').waitFor();
    await page.getByTestId('recent-story').first().getByText('Δημοσιεύτηκε εν μέρει').waitFor();
    await page.getByTestId('story-player').waitFor();
    await screenshot(page, 'instagram-story-partial-el-light');
    await page.setViewportSize({ width: 390, height: 860 });
    await assertNoOverflow(page, 'the partial result at 390 px');
    await screenshot(page, 'instagram-story-partial-el-light-390');
    await page.setViewportSize({ width: 1280, height: 860 });
    assert.equal((await storiesOf(account.pages!.instagram)).length, 1);
    assert.equal((await storiesOf(secondIg)).length, 0);

    // The account is back: the retry reaches it, and the first account does not get it twice.
    await hide(null);
    await page.getByRole('button', { name: 'Νέα προσπάθεια για τους λογαριασμούς που απέτυχαν' }).click();
    await summary.getByText('Η ιστορία δημοσιεύτηκε σε: @democlinic.athens, @democlinic.thess').waitFor({ timeout: RENDER_TIMEOUT });
    await toast(page, 'Η ιστορία δημοσιεύτηκε');
    assert.equal(await page.getByRole('button', { name: 'Νέα προσπάθεια για τους λογαριασμούς που απέτυχαν' }).count(), 0, 'nothing left to retry');
    assert.equal((await storiesOf(account.pages!.instagram)).length, 1, 'one story per account, whatever the retries');
    assert.equal((await storiesOf(secondIg)).length, 1);

    // Dark, and at 390 px in both languages and themes: a story reopened from the list, a chosen image.
    for (const [language, theme, width] of [
      ['el', 'dark', 1280],
      ['el', 'light', 390],
      ['el', 'dark', 390],
      ['en', 'light', 390],
      ['en', 'dark', 390],
    ] as const) {
      await page.setViewportSize({ width, height: 860 });
      await db('accounts').where({ id: account.accountId }).update({ uiLanguage: language });
      await page.evaluate(
        ([l, t]) => {
          localStorage.setItem('language', l);
          localStorage.setItem('theme', t);
        },
        [language, theme],
      );
      await page.goto(`${app.url}/business/instagram-story`);
      await page.getByRole('heading', { name: language === 'el' ? 'Ιστορία Instagram' : 'Instagram story', level: 1 }).waitFor();
      await page.getByLabel(language === 'el' ? 'Κείμενο ιστορίας' : 'Story text').fill(GREEK);
      await page
        .getByTestId('story-image-input')
        .setInputFiles({ name: 'a-rather-long-file-name-for-a-winter-glow-campaign-photo.jpg', mimeType: 'image/jpeg', buffer: wide });
      await page.getByTestId('story-image-motion').waitFor();
      await page.getByTestId('recent-story').first().getByRole('button').click();
      await page.getByTestId('story-player').waitFor();
      // Reopened from the list, the story still lists each account's outcome.
      await page
        .getByTestId('story-result')
        .getByText(language === 'el' ? 'Δημοσιεύτηκε' : 'Posted', { exact: true })
        .first()
        .waitFor();
      assert.equal(await page.getByTestId('story-account-result').count(), 2);
      await assertNoOverflow(page, `${language} ${theme} ${width}px`);
      await screenshot(page, `instagram-story-${language}-${theme}${width === 390 ? '-390' : ''}`);
    }

    // A story the worker could not make says why, in the screen's language (the reason stored by its key, as the worker stores it).
    await db('stories').insert({
      accountId: account.accountId,
      text: 'Χειμερινή προσφορά',
      status: 'failed',
      language: 'el',
      error: 'The story video could not be made. Please try again.',
      errorKey: 'stories.renderFailed',
    });
    await db('accounts').where({ id: account.accountId }).update({ uiLanguage: 'el' });
    await page.evaluate(() => localStorage.setItem('language', 'el'));
    await page.goto(`${app.url}/business/instagram-story`);
    const failedStory = page.getByTestId('recent-story').first();
    await failedStory.getByText('Δεν δημοσιεύτηκε').waitFor();
    await failedStory.getByRole('button').click();
    await page.getByTestId('story-failure').getByText('Το βίντεο της ιστορίας δεν μπόρεσε να δημιουργηθεί. Παρακαλούμε δοκιμάστε ξανά.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Νέα προσπάθεια για τους λογαριασμούς που απέτυχαν' }).count(), 0, 'no video: nothing to retry');
    await assertNoOverflow(page, 'a story not made, el dark 390 px');
    await screenshot(page, 'instagram-story-not-made-el-dark-390');
    await context.close();
  });
});
