import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DateTime } from 'luxon';
import { startTestApp } from '../testing.js';
import { readyAccount, shiftClock } from '../../modules/campaigns/testing.js';
import { addSimulatorFault, clearSimulatorFaults } from '../../modules/publishing/index.js';

const clock = shiftClock();
const app = await startTestApp({ clock, env: { FACEBOOK_SIMULATOR_DELAY_MS: '0', FACEBOOK_TIMEOUT_SECONDS: '2' } });
const { request, db } = app;

const job = async (postId: number): Promise<{ runAt: Date; key: string } | undefined> =>
  (await db.raw(`select run_at, key from graphile_worker.jobs where key = ?`, [`publish:${postId}`])).rows[0];
const future = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
const inAthens = (iso: string | Date) => DateTime.fromJSDate(new Date(iso), { zone: 'Europe/Athens' });

describe('generation', () => {
  it('generate-post: one post for an account product, by its id or its catalogue id, in the content language', async () => {
    const account = await readyAccount(app, { contentLanguage: 'el', connect: false });
    const other = await readyAccount(app, { connect: false });
    assert.equal((await request('/api/generate-post', { body: { productId: account.accountProducts[0].id } })).status, 401);
    const missing = await request('/api/generate-post', { token: account.token, body: {} });
    assert.equal(missing.status, 400);
    const foreign = await request('/api/generate-post', { token: account.token, body: { productId: other.accountProducts[0].id } });
    assert.deepEqual([foreign.status, foreign.body.message], [404, 'Original product not found']);

    const byId = await request('/api/generate-post', {
      token: account.token,
      body: { productId: account.accountProducts[0].id, platform: 'instagram', customName: 'Λάμψη Booster', customDescription: 'Ενυδάτωση σε βάθος.' },
    });
    assert.equal(byId.status, 200, JSON.stringify(byId.body));
    assert.ok(byId.body.post.content.length > 40);
    assert.equal(byId.body.content, byId.body.post.content);
    assert.match(byId.body.post.content, /[α-ω]/, 'written in Greek, the account content language');
    assert.match(byId.body.post.content, /Λάμψη Booster/, 'the custom name wins');
    assert.ok(Array.isArray(byId.body.post.complianceFindings));
    const byCatalogue = await request('/api/generate-post', { token: account.token, body: { productId: account.accountProducts[0].originalProductId } });
    assert.equal(byCatalogue.status, 200);
    assert.equal((await db('bulkGeneratedPosts').where({ accountId: account.accountId })).length, 0, 'nothing saved');

    const kept = await request('/api/bulk-posts', { token: account.token, body: { productId: account.accountProducts[0].id, content: byId.body.content } });
    assert.equal(kept.status, 200, JSON.stringify(kept.body));
    assert.equal(kept.body.bulkPost.postStatus, 'draft');
    assert.equal(inAthens(kept.body.bulkPost.scheduledDate).toFormat('HH:mm'), '09:00', 'on the next free day at the posting time');
  });

  it('generate-period-posts: this week and next, every N days at the local time, one per day, products rotated, no repeated text, a review e-mail', async () => {
    const account = await readyAccount(app, { frequencyDays: 2, products: 3, connect: false });
    const sent = app.mail.sent.length;
    const res = await request('/api/generate-period-posts', { token: account.token, method: 'POST' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const posts = res.body.posts as { scheduledDate: string; accountProductId: number; content: string; postStatus: string; complianceFindings: unknown[] }[];
    assert.ok(posts.length >= 3, `${posts.length} posts`);
    const days = posts.map((p) => inAthens(p.scheduledDate));
    const now = DateTime.now();
    const monday = now.setZone('Europe/Athens').startOf('week');
    for (const d of days) {
      assert.equal(d.toFormat('HH:mm'), '09:00');
      assert.ok(d.toMillis() > now.toMillis(), 'never in the past');
      assert.ok(d < monday.plus({ days: 14 }), 'within the current and the next week');
    }
    for (let i = 1; i < days.length; i++) assert.equal(days[i].diff(days[i - 1], 'days').days, 2, 'every 2 days');
    assert.equal(new Set(days.map((d) => d.toISODate())).size, days.length, 'one per day');
    assert.equal(new Set(posts.slice(0, 3).map((p) => p.accountProductId)).size, 3, 'each product before any repeats');
    assert.equal(new Set(posts.map((p) => p.content)).size, posts.length, 'no repeated text');
    assert.ok(posts.every((p) => p.postStatus === 'draft' && Array.isArray(p.complianceFindings)));

    const review = app.mail.sent.slice(sent).find((m) => m.kind === 'period_review');
    assert.ok(review, 'the period review e-mail');
    assert.match(review.text, /\/schedule-period\?token=[\w-]{30,}/);

    const again = await request('/api/generate-period-posts', { token: account.token, method: 'POST' });
    assert.equal(again.status, 200);
    assert.deepEqual(again.body.posts, []);
    assert.match(again.body.message, /already exist/);
    const period = await request('/api/scheduled-periods', { token: account.token });
    assert.equal(period.body.scheduledPeriod.isActive, true);
    assert.equal(inAthens(period.body.scheduledPeriod.nextScheduledDate).toISODate(), monday.plus({ days: 14 }).toISODate());
    const progress = await request('/api/generate-period-posts/progress', { token: account.token });
    assert.equal(progress.body.progress.status, 'done');
  });

  it('generate-period-posts in Greek: no sentence repeated within 10 posts, the city in Greek; "Write another" gives a new opening', async () => {
    const account = await readyAccount(app, { frequencyDays: 1, products: 3, connect: false, contentLanguage: 'el' });
    const res = await request('/api/generate-period-posts', { token: account.token, method: 'POST' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const posts = (res.body.posts as { content: string; scheduledDate: string }[]).sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate));
    assert.ok(posts.length >= 7, `${posts.length} posts`);
    const sentences = (text: string) =>
      text
        .split('\n')
        .filter((l) => !l.startsWith('#'))
        .flatMap((l) => l.split(/(?<=[.!?;;])\s+/u))
        .map((s) => s.replace(/\p{Extended_Pictographic}/gu, '').trim())
        .filter((s) => s.length > 20);
    const repeats: string[] = [];
    for (let i = 0; i < posts.length; i++)
      for (let j = i + 1; j < Math.min(posts.length, i + 10); j++)
        for (const s of sentences(posts[j].content)) if (sentences(posts[i].content).includes(s)) repeats.push(`${i}/${j}: ${s}`);
    assert.deepEqual(repeats, []);
    for (const post of posts) {
      assert.doesNotMatch(post.content, /Athens/);
      assert.match(post.content, /#Αθήνα/);
    }
    // The dialog sends the next variant for "Write another".
    const write = async (variant: number) => {
      const r = await request('/api/generate-post', { token: account.token, body: { productId: account.accountProducts[0].id, variant } });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return sentences(r.body.post.content as string);
    };
    const first = await write(40);
    const again = await write(41);
    assert.notEqual(again[0], first[0]);
    // Written against the account's latest posts: none of their sentences comes back.
    const latest = posts.slice(-10).flatMap((p) => sentences(p.content));
    assert.deepEqual(
      first.filter((s) => latest.includes(s)),
      [],
    );
  });

  it('is guarded against double calls: two at once give one period, the other a clear 409', async () => {
    const account = await readyAccount(app, { frequencyDays: 1, connect: false });
    const [a, b] = await Promise.all([
      request('/api/generate-period-posts', { token: account.token, method: 'POST' }),
      request('/api/generate-period-posts', { token: account.token, method: 'POST' }),
    ]);
    assert.deepEqual([a.status, b.status].sort(), [200, 409]);
    const refused = a.status === 409 ? a : b;
    assert.match(refused.body.message, /already being generated/);
    const rows = await db('bulkGeneratedPosts').where({ accountId: account.accountId });
    assert.equal(rows.length, (a.status === 200 ? a : b).body.posts.length);
  });

  it('refuses without products or setup, with the spec message', async () => {
    const business = await app.loginBusiness();
    const noSetup = await request('/api/generate-period-posts', { token: business.token, method: 'POST' });
    assert.equal(noSetup.status, 400);
    await db('companyInfo').insert({
      accountId: business.accountId,
      companyName: 'X Clinic',
      location: 'Athens',
      timezone: 'Europe/Athens',
      scheduledLocalTime: '09:00',
    });
    const noProducts = await request('/api/generate-period-posts', { token: business.token, method: 'POST' });
    assert.deepEqual([noProducts.status, noProducts.body.message], [400, 'No products found for post creation.']);
  });
});

describe('the schedule state machine', () => {
  it('edits, schedules (with its job), reschedules, unschedules and deletes, with the spec messages', async () => {
    const account = await readyAccount(app);
    const created = await request('/api/bulk-posts', {
      token: account.token,
      body: { productId: account.accountProducts[0].id, content: 'A calm, hydrated look. Book a consultation.', scheduledDate: future(30) },
    });
    const id = created.body.bulkPost.id as number;
    const put = (body: unknown) => request(`/api/bulk-posts/${id}`, { token: account.token, method: 'PUT', body });

    assert.deepEqual([(await put({ content: '   ' })).body.message], ['Post content cannot be empty.']);
    assert.equal((await put({ content: 'x'.repeat(2201) })).status, 400);
    const edited = await put({ content: 'New words for the post.', updatedAt: new Date().toISOString() });
    assert.equal(edited.body.bulkPost.content, 'New words for the post.');

    const scheduled = await put({ isScheduled: true, postStatus: 'scheduled', scheduledAt: new Date().toISOString() });
    assert.equal(scheduled.status, 200, JSON.stringify(scheduled.body));
    assert.deepEqual([scheduled.body.bulkPost.postStatus, scheduled.body.bulkPost.isScheduled], ['scheduled', true]);
    assert.ok(scheduled.body.bulkPost.scheduledAt);
    const first = await job(id);
    assert.equal(new Date(first!.runAt).toISOString(), new Date(created.body.bulkPost.scheduledDate).toISOString(), 'the job runs at the post instant');
    const again = await put({ isScheduled: true, postStatus: 'scheduled' });
    assert.equal(again.body.bulkPost.scheduledAt, scheduled.body.bulkPost.scheduledAt, 'scheduling again is ignored');

    assert.deepEqual(
      [(await put({ scheduledDate: new Date(Date.now() - 60_000).toISOString() })).body.message],
      ['Scheduled date and time must be in the future'],
    );
    assert.equal((await put({ scheduledDate: new Date().toISOString() })).status, 400, 'now is not strictly in the future');
    assert.equal((await put({ scheduledDate: 'tomorrow-ish' })).status, 400);
    const other = await request('/api/bulk-posts', {
      token: account.token,
      body: { productId: account.accountProducts[1].id, content: 'Another day.', scheduledDate: future(80) },
    });
    const clash = await put({ scheduledDate: other.body.bulkPost.scheduledDate });
    assert.equal(clash.status, 409);
    assert.match(clash.body.message, /already a post on \d\d\/\d\d\/\d{4}/);
    const moved = await put({ scheduledDate: future(130) });
    assert.equal(moved.status, 200);
    assert.equal(new Date((await job(id))!.runAt).toISOString(), new Date(moved.body.bulkPost.scheduledDate).toISOString(), 'the job moved with the post');

    const unscheduled = await put({ isScheduled: false, postStatus: 'draft', scheduledAt: null });
    assert.deepEqual(
      [unscheduled.body.bulkPost.postStatus, unscheduled.body.bulkPost.isScheduled, unscheduled.body.bulkPost.scheduledAt],
      ['draft', false, null],
    );
    assert.equal(await job(id), undefined, 'the job is gone');
    assert.equal((await put({ isScheduled: false })).status, 200, 'unscheduling a draft is ignored');

    await put({ isScheduled: true });
    assert.ok(await job(id));
    assert.equal((await request(`/api/bulk-posts/${id}`, { token: account.token, method: 'DELETE' })).status, 200);
    assert.equal(await job(id), undefined);
    assert.equal((await request(`/api/bulk-posts/${id}`, { token: account.token })).status, 404);
  });

  it('refuses to schedule without selected pages', async () => {
    const account = await readyAccount(app, { connect: false });
    const created = await request('/api/bulk-posts', {
      token: account.token,
      body: { productId: account.accountProducts[0].id, content: 'Text.', scheduledDate: future(5) },
    });
    const res = await request(`/api/bulk-posts/${created.body.bulkPost.id}`, { token: account.token, method: 'PUT', body: { isScheduled: true } });
    assert.deepEqual([res.status, res.body.message], [400, 'No pages selected for posting.']);
  });

  it("keeps each account to its own posts: another account's id is not found and nothing changes", async () => {
    const owner = await readyAccount(app);
    const stranger = await readyAccount(app);
    const created = await request('/api/bulk-posts', {
      token: owner.token,
      body: { productId: owner.accountProducts[0].id, content: 'Mine.', scheduledDate: future(50) },
    });
    const id = created.body.bulkPost.id;
    for (const [path, method, body] of [
      [`/api/bulk-posts/${id}`, 'GET', undefined],
      [`/api/bulk-posts/${id}`, 'PUT', { content: 'Theirs.' }],
      [`/api/bulk-posts/${id}`, 'PUT', { isScheduled: true }],
      [`/api/bulk-posts/${id}`, 'DELETE', undefined],
      [`/api/bulk-posts/${id}/publish`, 'POST', undefined],
      [`/api/bulk-posts/${id}/apply-suggestion`, 'POST', { start: 0, end: 4, text: 'Mine' }],
    ] as const) {
      const res = await request(path, { token: stranger.token, method, body });
      assert.equal(res.status, 404, `${method} ${path}`);
    }
    const row = await db('bulkGeneratedPosts').where({ id }).first();
    assert.deepEqual([row.content, row.postStatus], ['Mine.', 'draft']);
    assert.equal((await request('/api/bulk-posts', { token: stranger.token })).body.bulkPosts.length, 0);
    const period = await request('/api/generate-period-posts', { token: owner.token, method: 'POST' });
    const periodId = (await request('/api/scheduled-periods', { token: owner.token })).body.scheduledPeriod.id;
    assert.ok(period.status === 200);
    assert.equal((await request(`/api/scheduled-periods/${periodId}`, { token: stranger.token, method: 'PUT', body: { isActive: false } })).status, 404);
    const bad = await request(`/api/scheduled-periods/${periodId}`, { token: owner.token, method: 'PUT', body: { isActive: 'no' } });
    assert.deepEqual([bad.status, bad.body.message], [400, 'isActive must be true or false']);
    const stopped = await request(`/api/scheduled-periods/${periodId}`, { token: owner.token, method: 'PUT', body: { isActive: false } });
    assert.deepEqual([stopped.body.scheduledPeriod.isActive, stopped.body.message], [false, 'Scheduling stopped']);
    // Started again after Stop (issue 24).
    const started = await request(`/api/scheduled-periods/${periodId}`, { token: owner.token, method: 'PUT', body: { isActive: true } });
    assert.deepEqual([started.body.scheduledPeriod.isActive, started.body.message], [true, 'Scheduling started again']);
  });

  it('lists future ascending and past descending, with counts, and pages one side on request', async () => {
    const account = await readyAccount(app, { connect: false });
    for (const hours of [48, 24, 72])
      await request('/api/bulk-posts', {
        token: account.token,
        body: { productId: account.accountProducts[0].id, content: `In ${hours} hours.`, scheduledDate: future(hours) },
      });
    for (const days of [3, 1, 2]) {
      await db('bulkGeneratedPosts').insert({
        accountId: account.accountId,
        content: `${days} days ago.`,
        scheduledDate: new Date(Date.now() - days * 86400_000),
        postStatus: 'published',
      });
    }
    const all = await request('/api/bulk-posts', { token: account.token });
    assert.deepEqual(
      all.body.bulkPosts.map((p: { content: string }) => p.content),
      ['In 24 hours.', 'In 48 hours.', 'In 72 hours.', '1 days ago.', '2 days ago.', '3 days ago.'],
    );
    assert.deepEqual(all.body.counts, { future: 3, past: 3 });
    const page2 = await request('/api/bulk-posts?when=past&page=2&pageSize=2', { token: account.token });
    assert.deepEqual(
      page2.body.bulkPosts.map((p: { content: string }) => p.content),
      ['3 days ago.'],
    );
    assert.equal((await request('/api/bulk-posts?when=later', { token: account.token })).status, 400);
  });
});

describe('publish now, the test e-mail and the e-mailed scheduling link', () => {
  it('publishes at once to the selected Page and Instagram account, and shows the publications', async () => {
    const account = await readyAccount(app);
    const created = await request('/api/bulk-posts', {
      token: account.token,
      body: { productId: account.accountProducts[0].id, content: 'Published now, once.', scheduledDate: future(20) },
    });
    const id = created.body.bulkPost.id;
    await request(`/api/bulk-posts/${id}`, { token: account.token, method: 'PUT', body: { isScheduled: true } });
    const res = await request(`/api/bulk-posts/${id}/publish`, { token: account.token, method: 'POST' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.outcome, 'published');
    assert.deepEqual(res.body.results.map((r: { platform: string; status: string }) => [r.platform, r.status]).sort(), [
      ['facebook', 'published'],
      ['instagram', 'published'],
    ]);
    assert.equal(await job(id), undefined, 'the scheduled job is no longer needed');
    // Past from its real publication time, though it was planned for tomorrow (issue 24).
    const side = async (when: string) => (await request(`/api/bulk-posts?when=${when}`, { token: account.token })).body;
    const [ahead, behind] = [await side('future'), await side('past')];
    assert.deepEqual([ahead.counts, ahead.bulkPosts.length, behind.bulkPosts.map((p: { id: number }) => p.id)], [{ future: 0, past: 1 }, 0, [id]]);
    const post = (await request(`/api/bulk-posts/${id}`, { token: account.token })).body.bulkPost;
    assert.equal(post.postStatus, 'published');
    assert.equal(post.publications.length, 2);
    assert.ok(post.publications.every((p: { remoteId: string; link: string }) => p.remoteId && p.link));
    assert.equal((await request(`/api/bulk-posts/${id}/publish`, { token: account.token, method: 'POST' })).status, 409);
    assert.equal(
      (await request(`/api/bulk-posts/${id}`, { token: account.token, method: 'PUT', body: { content: 'Too late' } })).status,
      409,
      'a published post cannot be edited',
    );
    assert.equal(
      (await db('simulatorObjects').whereIn('type', ['page_post', 'ig_media']).whereRaw(`data->>'caption' = ?`, ['Published now, once.'])).length,
      2,
    );
  });

  it('deletes a published post from Facebook and Instagram too; what stays online keeps the post, with the reason (issue 24)', async () => {
    const account = await readyAccount(app);
    const published = async (content: string) => {
      const created = await request('/api/bulk-posts', {
        token: account.token,
        body: { productId: account.accountProducts[0].id, content, scheduledDate: future(30) },
      });
      const id = created.body.bulkPost.id as number;
      assert.equal((await request(`/api/bulk-posts/${id}/publish`, { token: account.token, method: 'POST' })).body.outcome, 'published');
      return id;
    };
    const online = (caption: string) =>
      db('simulatorObjects').whereIn('type', ['page_post', 'ig_media']).whereNull('deletedAt').whereRaw(`data->>'caption' = ?`, [caption]).select('type');
    const remove = (id: number, body?: object, token = account.token) => request(`/api/bulk-posts/${id}`, { token, method: 'DELETE', body });

    // Without the option, only our copy goes (as before): both stay online.
    const kept = await published('Stays online.');
    const plain = await remove(kept);
    assert.deepEqual([plain.status, plain.body.deleted, plain.body.removals], [200, true, []]);
    assert.equal((await online('Stays online.')).length, 2);

    const id = await published('Removed everywhere.');
    assert.deepEqual([(await remove(id, { removeFromPlatforms: 'yes' })).body.messageKey], ['campaigns.removeFromPlatformsInvalid']);
    // A platform admin viewing the clinic may not delete on Meta (as on the Delete post page).
    const admin = await app.loginAdmin();
    assert.equal(
      (await request(`/api/bulk-posts/${id}?account=${account.accountId}`, { token: admin, method: 'DELETE', body: { removeFromPlatforms: true } })).status,
      403,
    );

    // Instagram refuses this kind of media: Facebook's post is deleted, Instagram's stays, and so does the post.
    // (a fault is taken by each delete call, Facebook's too, which it does not change)
    await addSimulatorFault(app.deps, { kind: 'delete_unsupported', operation: 'delete', times: 2 });
    const partly = await remove(id, { removeFromPlatforms: true });
    await clearSimulatorFaults(app.deps);
    assert.equal(partly.status, 200, JSON.stringify(partly.body));
    assert.equal(partly.body.deleted, false);
    const outcome = Object.fromEntries(
      partly.body.removals.map((r: { platform: string; outcome: string; messageKey: string | null }) => [r.platform, [r.outcome, r.messageKey]]),
    );
    assert.deepEqual(outcome, { facebook: ['deleted', null], instagram: ['kept', 'publishing.instagramManualDelete'] });
    assert.deepEqual(await online('Removed everywhere.'), [{ type: 'ig_media' }]);
    const still = (await request(`/api/bulk-posts/${id}`, { token: account.token })).body.bulkPost;
    assert.deepEqual(still.publications.map((p: { platform: string; deleted: boolean }) => [p.platform, p.deleted]).sort(), [
      ['facebook', true],
      ['instagram', false],
    ]);

    // Again: only what is still online is asked for, and then the post goes.
    const rest = await remove(id, { removeFromPlatforms: true });
    assert.deepEqual(
      [rest.body.deleted, rest.body.removals.map((r: { platform: string; outcome: string }) => `${r.platform}:${r.outcome}`)],
      [true, ['instagram:deleted']],
    );
    assert.equal((await online('Removed everywhere.')).length, 0);
    assert.equal((await request(`/api/bulk-posts/${id}`, { token: account.token })).status, 404);

    // Deleted by hand on Facebook already: not found there is no reason to keep the post.
    const gone = await published('Deleted by hand first.');
    await db('simulatorObjects').where({ type: 'page_post' }).whereRaw(`data->>'caption' = ?`, ['Deleted by hand first.']).update({ deletedAt: new Date() });
    const after = await remove(gone, { removeFromPlatforms: true });
    assert.deepEqual(
      [after.body.deleted, after.body.removals.map((r: { platform: string; outcome: string }) => `${r.platform}:${r.outcome}`).sort()],
      [true, ['facebook:not_found', 'instagram:deleted']],
    );
  });

  it("answers the spec's 'Failed to publish to all pages.' when every target fails", async () => {
    const account = await readyAccount(app);
    const created = await request('/api/bulk-posts', {
      token: account.token,
      body: { productId: account.accountProducts[0].id, content: 'Will fail.', scheduledDate: future(20) },
    });
    await addSimulatorFault(app.deps, { kind: 'token_expired', operation: 'any', times: 1 });
    const res = await request(`/api/bulk-posts/${created.body.bulkPost.id}/publish`, { token: account.token, method: 'POST' });
    assert.equal(res.status, 502);
    assert.equal(res.body.message, 'Failed to publish to all pages.');
    assert.ok(res.body.results.every((r: { status: string }) => r.status === 'failed'));
    const list = await request('/api/bulk-posts', { token: account.token });
    assert.equal(list.body.connection.needsReconnection, true, 'the campaigns screen learns it must reconnect');
  });

  it('sends a test e-mail to the account users', async () => {
    const account = await readyAccount(app, { connect: false, uiLanguage: 'el' });
    const before = app.mail.sent.length;
    const res = await request('/api/test-email', { token: account.token, method: 'POST' });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.to, [account.email]);
    const mail = app.mail.sent.slice(before)[0];
    assert.deepEqual(mail.to, [account.email]);
    assert.match(mail.subject, /Δοκιμαστικό/, 'in the account language');
  });

  it('schedules the whole period from the e-mailed link once; opening it changes nothing', async () => {
    const account = await readyAccount(app, { frequencyDays: 3 });
    const before = app.mail.sent.length;
    const generated = await request('/api/generate-period-posts', { token: account.token, method: 'POST' });
    const token = /token=([\w-]+)/.exec(app.mail.sent.slice(before).find((m) => m.kind === 'period_review')!.text)![1];
    // One post has a compliance finding: the link leaves it for the portal, and the preview says so.
    const withFinding = generated.body.posts[0].id as number;
    const finding = { category: 'safety_claim', rule: 'painless', start: 0, end: 8, text: 'Painless', explanation: '', suggestion: '', source: 'rules' };
    await db('bulkGeneratedPosts')
      .where({ id: withFinding })
      .update({ complianceFindings: JSON.stringify([finding]) });
    const preview = await request(`/api/schedule-period?token=${token}`);
    assert.equal(preview.status, 200);
    assert.equal(preview.body.posts.length, generated.body.posts.length);
    assert.deepEqual(
      preview.body.posts.map((p: { id: number; findings: number; willSchedule: boolean }) => [p.findings, p.willSchedule]),
      preview.body.posts.map((p: { id: number }) => (p.id === withFinding ? [1, false] : [0, true])),
    );
    assert.deepEqual([preview.body.timezone, preview.body.uiLanguage], ['Europe/Athens', 'en']);
    assert.ok(
      preview.body.posts.every((p: { postStatus: string }) => p.postStatus === 'draft'),
      'opening the link scheduled nothing',
    );
    const used = await request('/api/schedule-period', { body: { token } });
    assert.equal(used.status, 200);
    assert.deepEqual([used.body.scheduled, used.body.skipped], [generated.body.posts.length - 1, 1], 'what the preview said');
    const rows = await db('bulkGeneratedPosts').where({ accountId: account.accountId }).whereNot({ id: withFinding });
    assert.ok(rows.every((r: { postStatus: string }) => r.postStatus === 'scheduled'));
    for (const row of rows) assert.ok(await job(row.id), 'each post has its job');
    assert.equal((await db('bulkGeneratedPosts').where({ id: withFinding }).first()).postStatus, 'draft');
    const reused = await request('/api/schedule-period', { body: { token } });
    assert.equal(reused.status, 404);
    assert.match(reused.body.message, /not valid any more/);
    assert.equal((await request('/api/schedule-period', { body: { token: 'short' } })).status, 400);
  });
});

describe("the screen's workflows, one call each", () => {
  /** A post `hours` ahead (or behind, written directly: the API refuses past instants) in a given state. */
  const post = async (account: Awaited<ReturnType<typeof readyAccount>>, hours: number, postStatus = 'draft', extra: Record<string, unknown> = {}) =>
    (
      await db('bulkGeneratedPosts')
        .insert({
          accountId: account.accountId,
          accountProductId: account.accountProducts[0].id,
          productId: account.accountProducts[0].originalProductId,
          content: `Post ${hours}`,
          scheduledDate: future(hours),
          postStatus,
          isScheduled: postStatus === 'scheduled',
          productName: 'Kept',
          ...extra,
        })
        .returning('id')
    )[0].id as number;
  const statuses = async (accountId: number) =>
    Object.fromEntries((await db('bulkGeneratedPosts').where({ accountId }).select('id', 'postStatus')).map((r) => [r.id, r.postStatus]));

  it('schedule-all: every future draft, failed or missed post is scheduled with its job, in one call; nothing to do is said with counts', async () => {
    const account = await readyAccount(app);
    const empty = await request('/api/bulk-posts/schedule-all', { token: account.token, method: 'POST' });
    assert.deepEqual([empty.status, empty.body.scheduled, empty.body.futurePosts], [200, 0, 0]);
    const [draft, failed, missed, scheduled, published, past] = [
      await post(account, 24),
      await post(account, 48, 'failed'),
      await post(account, 72, 'missed'),
      await post(account, 96, 'scheduled'),
      await post(account, 120, 'published'),
      await post(account, -24),
    ];
    assert.equal((await request('/api/bulk-posts/schedule-all', { method: 'POST' })).status, 401);
    const res = await request('/api/bulk-posts/schedule-all', { token: account.token, method: 'POST' });
    assert.deepEqual([res.status, res.body.success, res.body.message, res.body.scheduled, res.body.futurePosts], [200, true, '3 posts scheduled', 3, 5]);
    assert.deepEqual(await statuses(account.accountId), {
      [draft]: 'scheduled',
      [failed]: 'scheduled',
      [missed]: 'scheduled',
      [scheduled]: 'scheduled',
      [published]: 'published',
      [past]: 'draft',
    });
    for (const id of [draft, failed, missed]) assert.ok(await job(id), `post ${id} has its job`);
    const again = await request('/api/bulk-posts/schedule-all', { token: account.token, method: 'POST' });
    assert.deepEqual([again.body.scheduled, again.body.futurePosts], [0, 5], 'all already scheduled');

    const unconnected = await readyAccount(app, { connect: false });
    const lone = await post(unconnected, 24);
    const refused = await request('/api/bulk-posts/schedule-all', { token: unconnected.token, method: 'POST' });
    assert.deepEqual([refused.status, refused.body.message, refused.body.messageKey], [400, 'No pages selected for posting.', 'campaigns.noPages']);
    assert.deepEqual(await statuses(unconnected.accountId), { [lone]: 'draft' }, 'nothing changed');
  });

  it('schedule-all with findings: the first answer lists the posts and findings left for the confirmation; the second names them; bad input is a 400', async () => {
    const account = await readyAccount(app);
    const finding = {
      category: 'safety_claim',
      rule: 'painless',
      start: 5,
      end: 13,
      text: 'Painless',
      explanation: 'x',
      suggestion: 'Comfortable',
      source: 'rules',
    };
    const findings = JSON.stringify([finding]);
    const [clean, near, far] = [
      await post(account, 24),
      await post(account, 48, 'draft', { complianceFindings: findings }),
      await post(account, 24 * 60, 'failed', { complianceFindings: findings }),
    ];
    const first = await request('/api/bulk-posts/schedule-all', { token: account.token, method: 'POST' });
    assert.deepEqual([first.status, first.body.scheduled, first.body.needAcknowledgement], [200, 1, 2]);
    // Each post with its product, instant and findings as the post view carries them, even on a page not shown.
    const view = (await request(`/api/bulk-posts/${near}`, { token: account.token })).body.bulkPost;
    assert.deepEqual(first.body.awaitingAcknowledgement[0], {
      id: near,
      productName: 'Kept',
      scheduledDate: view.scheduledDate,
      complianceFindings: view.complianceFindings,
      findingsFingerprint: first.body.awaitingAcknowledgement[1].findingsFingerprint,
    });
    assert.equal(first.body.awaitingAcknowledgement[1].id, far);
    // Bad input: a 400 with its message by key (Greek in locales/el/errors.json), nothing scheduled.
    const [, shown] = first.body.awaitingAcknowledgement as { id: number; findingsFingerprint: string }[];
    for (const [body, key] of [
      [{ acknowledgedFindings: true }, 'campaigns.acknowledgedPostsRequired'],
      [{ acknowledgedFindings: true, acknowledgedPosts: 'all' }, 'campaigns.acknowledgedPostsInvalid'],
      [{ acknowledgedFindings: true, acknowledgedPosts: [far] }, 'campaigns.acknowledgedPostsInvalid'],
      [
        { acknowledgedFindings: true, acknowledgedPosts: [{ id: String(far), findingsFingerprint: shown.findingsFingerprint }] },
        'campaigns.acknowledgedPostsInvalid',
      ],
      [
        { acknowledgedFindings: true, acknowledgedPosts: [{ id: far, findingsFingerprint: shown.findingsFingerprint.toUpperCase() }] },
        'campaigns.acknowledgedPostsInvalid',
      ],
    ] as const) {
      const refused = await request('/api/bulk-posts/schedule-all', { token: account.token, method: 'POST', body });
      assert.deepEqual([refused.status, refused.body.messageKey, refused.body.field?.split('.')[0]], [400, key, 'acknowledgedPosts'], JSON.stringify(body));
      assert.match(refused.body.message, /acknowledged/);
    }
    assert.deepEqual(await statuses(account.accountId), { [clean]: 'scheduled', [near]: 'draft', [far]: 'failed' });
    // The user confirmed the far one only: it goes, with its audit row; the near one stays listed.
    const second = await request('/api/bulk-posts/schedule-all', {
      token: account.token,
      method: 'POST',
      body: { acknowledgedFindings: true, acknowledgedPosts: [{ id: far, findingsFingerprint: shown.findingsFingerprint }] },
    });
    assert.deepEqual(
      [second.status, second.body.scheduled, second.body.needAcknowledgement, second.body.awaitingAcknowledgement.map((p: { id: number }) => p.id)],
      [200, 1, 1, [near]],
    );
    assert.deepEqual(await statuses(account.accountId), { [clean]: 'scheduled', [near]: 'draft', [far]: 'scheduled' });
    assert.ok(await job(far));
    assert.ok(await db('auditLog').where({ accountId: account.accountId, action: 'bulk_post.findings_acknowledged', targetId: far }).first());
  });

  it('unschedule-all: every future scheduled post goes back to draft and its job is removed', async () => {
    const account = await readyAccount(app);
    const a = await post(account, 24);
    const b = await post(account, 48);
    const done = await post(account, 72, 'published');
    assert.equal((await request('/api/bulk-posts/schedule-all', { token: account.token, method: 'POST' })).body.scheduled, 2);
    const res = await request('/api/bulk-posts/unschedule-all', { token: account.token, method: 'POST' });
    assert.deepEqual([res.status, res.body.message, res.body.unscheduled], [200, '2 posts unscheduled', 2]);
    assert.deepEqual(await statuses(account.accountId), { [a]: 'draft', [b]: 'draft', [done]: 'published' });
    assert.equal(await job(a), undefined);
    assert.equal(await job(b), undefined);
    assert.equal((await request('/api/bulk-posts/unschedule-all', { token: account.token, method: 'POST' })).body.unscheduled, 0);
  });

  it('delete-future: counts first (dryRun), then deletes the future posts and their jobs; published, publishing and past posts stay', async () => {
    const account = await readyAccount(app);
    const other = await readyAccount(app, { connect: false });
    const theirs = await post(other, 24);
    await post(account, 24);
    const sched = await post(account, 48);
    await post(account, 72, 'failed');
    const publishing = await post(account, 96, 'publishing');
    const published = await post(account, 120, 'published');
    const past = await post(account, -24);
    assert.equal((await request('/api/bulk-posts/schedule-all', { token: account.token, method: 'POST' })).body.scheduled, 3);
    assert.ok(await job(sched));
    const counted = await request('/api/bulk-posts/delete-future', { token: account.token, body: { dryRun: true } });
    assert.deepEqual([counted.status, counted.body.deleted, counted.body.dryRun, counted.body.message], [200, 3, true, '3 posts would be deleted']);
    assert.equal(Object.keys(await statuses(account.accountId)).length, 6, 'a dry run deletes nothing');
    const bad = await request('/api/bulk-posts/delete-future', { token: account.token, body: { dryRun: 'yes' } });
    assert.deepEqual([bad.status, bad.body.message], [400, 'dryRun must be true or false']);
    const res = await request('/api/bulk-posts/delete-future', { token: account.token, method: 'POST' });
    assert.deepEqual([res.status, res.body.message, res.body.deleted, res.body.dryRun], [200, '3 posts deleted', 3, false]);
    assert.deepEqual(await statuses(account.accountId), { [publishing]: 'publishing', [published]: 'published', [past]: 'draft' });
    assert.equal(await job(sched), undefined, 'the job went with its post');
    assert.deepEqual(await statuses(other.accountId), { [theirs]: 'draft' }, "another account's posts are not touched");
  });

  it("regenerate: a new text about the post's product, in one call; the spec's messages when it cannot", async () => {
    const account = await readyAccount(app, { connect: false });
    const id = await post(account, 24, 'draft', { content: 'The old text' });
    const res = await request(`/api/bulk-posts/${id}/regenerate`, { token: account.token, method: 'POST' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.message, 'Post regenerated');
    assert.notEqual(res.body.bulkPost.content, 'The old text');
    assert.equal((await db('bulkGeneratedPosts').where({ id }).first()).content, res.body.bulkPost.content);
    assert.ok(res.body.bulkPost.generatedAt);
    // The post knows whether its text was changed by hand since it was written (issue 24): Regenerate asks first then.
    assert.equal(res.body.bulkPost.textEditedAt, null);
    const edit = (body: object) => request(`/api/bulk-posts/${id}`, { token: account.token, method: 'PUT', body });
    assert.ok((await edit({ content: 'Edited by hand', updatedAt: new Date().toISOString() })).body.bulkPost.textEditedAt, 'a hand edit');
    assert.equal((await request(`/api/bulk-posts/${id}/regenerate`, { token: account.token, method: 'POST' })).body.bulkPost.textEditedAt, null);
    // Undo back to a written text sends it with generatedAt: as written again.
    const undone = await edit({ content: res.body.bulkPost.content, generatedAt: res.body.bulkPost.generatedAt });
    assert.deepEqual([undone.body.bulkPost.content, undone.body.bulkPost.textEditedAt], [res.body.bulkPost.content, null]);

    // Found by its catalogue product when the account product it was written about is gone.
    const byCatalogue = await post(account, 48, 'draft', { accountProductId: null });
    assert.equal((await request(`/api/bulk-posts/${byCatalogue}/regenerate`, { token: account.token, method: 'POST' })).status, 200);
    const orphan = await post(account, 72, 'draft', { accountProductId: null, productId: null, productName: 'No such product' });
    const lost = await request(`/api/bulk-posts/${orphan}/regenerate`, { token: account.token, method: 'POST' });
    assert.deepEqual([lost.status, lost.body.message], [404, 'Original product not found']);
    const done = await post(account, 96, 'published', { content: 'Out already' });
    const refused = await request(`/api/bulk-posts/${done}/regenerate`, { token: account.token, method: 'POST' });
    assert.deepEqual([refused.status, refused.body.message], [409, 'This post is published: only draft and scheduled posts can be changed.']);
    assert.equal((await db('bulkGeneratedPosts').where({ id: done }).first()).content, 'Out already');
    const other = await readyAccount(app, { connect: false });
    const foreign = await request(`/api/bulk-posts/${id}/regenerate`, { token: other.token, method: 'POST' });
    assert.deepEqual([foreign.status, foreign.body.message], [404, 'Post not found']);
  });

  it("apply-suggestion: the finding's sentence becomes the suggested sentence (a lone modifier or a last clause is left out), as an edit; the findings are checked again; a stale finding changes nothing (issue 24)", async () => {
    const account = await readyAccount(app, { connect: false });
    const content = 'Painless lip filler. We use Botox for a fresh look. Our painless facial leaves skin soft, with guaranteed results.';
    const id = (
      await request('/api/bulk-posts', { token: account.token, body: { productId: account.accountProducts[0].id, content, scheduledDate: future(30) } })
    ).body.bulkPost.id as number;
    const findings = async () =>
      (await request(`/api/bulk-posts/${id}`, { token: account.token })).body.bulkPost.complianceFindings as {
        start: number;
        end: number;
        text: string;
        suggestion: string;
        category: string;
      }[];
    const apply = (f: { start: number; end: number; text: string }) =>
      request(`/api/bulk-posts/${id}/apply-suggestion`, { token: account.token, body: { start: f.start, end: f.end, text: f.text } });
    const before = await findings();
    const botox = before.find((f) => f.text === 'Botox')!;
    assert.ok(botox, JSON.stringify(before));
    assert.match(botox.suggestion, /^Ask us about anti-wrinkle treatment/, 'a whole sentence');

    // The sentence that holds the words becomes the suggested sentence; the others stay as written.
    const applied = await apply(botox);
    assert.equal(applied.status, 200, JSON.stringify(applied.body));
    let text = applied.body.bulkPost.content as string;
    assert.equal(text, `Painless lip filler. ${botox.suggestion} Our painless facial leaves skin soft, with guaranteed results.`);
    assert.ok(applied.body.bulkPost.textEditedAt, 'an edit by hand');
    assert.ok(!applied.body.bulkPost.complianceFindings.some((f: { text: string }) => f.text === 'Botox'), 'the findings are checked again');

    // A lone modifier after a determiner is left out, and words in a last clause take the clause with them: the
    // sentence's two findings suggest the same sentence, which is what applying either puts in the text.
    const now = await findings();
    const modifier = now.find((f) => f.text === 'painless')!;
    const guaranteed = now.find((f) => f.category === 'guaranteed_outcome')!;
    assert.deepEqual([modifier.suggestion, guaranteed.suggestion], ['Our facial leaves skin soft.', 'Our facial leaves skin soft.']);
    text = (await apply(modifier)).body.bulkPost.content as string;
    assert.equal(text, `Painless lip filler. ${botox.suggestion} Our facial leaves skin soft.`);

    // A finding stored before the suggestions were sentences (a phrase) is applied with today's sentence.
    const stored = (await findings()).map((f) => (f.text === 'Painless' ? { ...f, suggestion: 'planned for your comfort' } : f));
    await db('bulkGeneratedPosts')
      .where({ id })
      .update({ complianceFindings: JSON.stringify(stored) });
    const painless = stored.find((f) => f.text === 'Painless')!;
    const first = (await apply(painless)).body.bulkPost.content as string;
    assert.equal(first, `We plan every treatment for your comfort, with numbing cream if you need it. ${botox.suggestion} Our facial leaves skin soft.`);

    // The same finding again: the text changed since, so nothing changes.
    const stale = await apply(botox);
    assert.deepEqual([stale.status, stale.body.message], [409, "The post's text changed since this finding was shown: look at its findings again."]);
    assert.equal((await db('bulkGeneratedPosts').where({ id }).first()).content, first);
    assert.equal((await request(`/api/bulk-posts/${id}/apply-suggestion`, { token: account.token, body: { start: -1, end: 2, text: 'x' } })).status, 400);
  });
});
