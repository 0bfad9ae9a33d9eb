import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DateTime } from 'luxon';
import { startTestApp } from '../testing.js';
import { readyAccount, shiftClock } from '../../modules/campaigns/testing.js';

/**
 * Issue 16: one clinic cannot use up everyone's AI, mail and Publish now. Every limit is per
 * account, counted in PostgreSQL, refused with a translated 429 that says when it resets.
 */
const clock = shiftClock();
// The clock is moved to fixed days of December 2026 (exact messages in Athens winter time): sessions
// signed in today must outlive the move.
const app = await startTestApp({
  clock,
  env: { FACEBOOK_SIMULATOR_DELAY_MS: '0', FACEBOOK_TIMEOUT_SECONDS: '2', TEST_EMAILS_PER_HOUR: '2', PUBLISH_NOW_PER_HOUR: '3', SESSION_TTL_HOURS: '8760' },
});
const { request, db } = app;
const admin = await app.loginAdmin();

/** Moves the test clock so that "now" is `iso` (time keeps running from there). */
const setNow = (iso: string) => {
  clock.offset = Date.parse(iso) - Date.now();
};
const setAllowance = async (n: number) => {
  const res = await request('/api/ai-config', { method: 'PUT', token: admin, body: { accountDailyAllowance: n } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res;
};
const generate = (account: { token: string; accountProducts: { id: number }[] }) =>
  request('/api/generate-post', { token: account.token, body: { productId: account.accountProducts[0].id } });
const allowance = async (token: string) => (await request('/api/ai-allowance', { token })).body.allowance;
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort((a, b) => a - b);

describe('the per-account daily AI allowance', () => {
  it('the admin sets it in the AI configuration (1 to 100000, default 20)', async () => {
    const clinic = await app.loginBusiness();
    const got = await request('/api/ai-config', { token: admin });
    assert.equal(got.body.config.accountDailyAllowance, 20, 'the default');
    assert.equal((await request('/api/ai-config', { method: 'PUT', token: clinic.token, body: { accountDailyAllowance: 500 } })).status, 403);
    const bad = await request('/api/ai-config', { method: 'PUT', token: admin, body: { accountDailyAllowance: 0 } });
    assert.deepEqual(
      [bad.status, bad.body.message, bad.body.messageKey],
      [400, 'Daily AI allowance per clinic must be between 1 and 100000', 'ai.allowanceRange'],
    );
    assert.equal((await request('/api/ai-config', { method: 'PUT', token: admin, body: { accountDailyAllowance: 2.5 } })).body.messageKey, 'ai.allowanceWhole');
    const saved = await setAllowance(7);
    assert.equal(saved.body.config.accountDailyAllowance, 7);
    assert.equal((await request('/api/ai-config', { token: admin })).body.config.accountDailyAllowance, 7);
    assert.equal((await allowance(clinic.token)).limit, 7, 'the clinic sees the new allowance');
  });

  it('clinic A using up its allowance leaves clinic B unaffected; the 429 says when it resets; midnight UTC resets it', async () => {
    setNow('2026-12-01T21:30:00Z'); // 23:30 in Athens (EET): the next UTC midnight is 02:00 there.
    await setAllowance(3);
    const a = await readyAccount(app, { connect: false });
    const b = await readyAccount(app, { connect: false, zone: 'America/New_York' });
    assert.equal((await request('/api/ai-allowance')).status, 401);
    assert.equal((await request('/api/ai-allowance', { token: admin })).status, 403, 'an admin names the account to look at');
    assert.deepEqual(await allowance(a.token), {
      limit: 3,
      used: 0,
      remaining: 3,
      resetsAt: '2026-12-02T00:00:00.000Z',
      zone: 'Europe/Athens',
      writer: 'offline',
    });

    for (let i = 0; i < 3; i++) assert.equal((await generate(a)).status, 200);
    const refused = await generate(a);
    assert.equal(refused.status, 429);
    assert.equal(refused.body.message, "You have used today's 3 AI generations. They reset at 02:00 (Europe/Athens).");
    assert.deepEqual([refused.body.messageKey, refused.body.params], ['ai.allowanceUsed', { limit: 3, time: '02:00', zone: 'Europe/Athens' }]);
    assert.deepEqual(await allowance(a.token), {
      limit: 3,
      used: 3,
      remaining: 0,
      resetsAt: '2026-12-02T00:00:00.000Z',
      zone: 'Europe/Athens',
      writer: 'offline',
    });

    // B's own allowance, untouched by A; its reset told in its own zone.
    assert.equal((await allowance(b.token)).remaining, 3);
    assert.equal((await generate(b)).status, 200);
    assert.deepEqual(await allowance(b.token), {
      limit: 3,
      used: 1,
      remaining: 2,
      resetsAt: '2026-12-02T00:00:00.000Z',
      zone: 'America/New_York',
      writer: 'offline',
    });
    for (let i = 0; i < 2; i++) assert.equal((await generate(b)).status, 200);
    assert.equal((await generate(b)).body.message, "You have used today's 3 AI generations. They reset at 19:00 (America/New_York).");

    // An admin viewing A's portal sees A's allowance.
    assert.equal((await request(`/api/ai-allowance?account=${a.accountId}`, { token: admin })).body.allowance.remaining, 0);

    // The admin raises it: A has what is above its uses today.
    await setAllowance(4);
    assert.equal((await allowance(a.token)).remaining, 1);
    assert.equal((await generate(a)).status, 200);
    assert.equal((await generate(a)).status, 429);

    setNow('2026-12-02T00:00:05Z');
    assert.deepEqual(await allowance(a.token), {
      limit: 4,
      used: 0,
      remaining: 4,
      resetsAt: '2026-12-03T00:00:00.000Z',
      zone: 'Europe/Athens',
      writer: 'offline',
    });
    assert.equal((await generate(a)).status, 200, 'a new UTC day');
    setNow(new Date().toISOString());
  });

  it('parallel requests cannot pass it: of N + 5 at once exactly N are written', async () => {
    await setAllowance(4);
    const c = await readyAccount(app, { connect: false });
    const before = await db('aiUsage').where({ accountId: c.accountId, purpose: 'post' }).count<{ n: number }[]>('* as n');
    const answers = await Promise.all(Array.from({ length: 9 }, () => generate(c)));
    assert.deepEqual(statuses(answers), [200, 200, 200, 200, 429, 429, 429, 429, 429]);
    assert.ok(
      answers
        .filter((r) => r.status === 429)
        .every((r) => /^You have used today's 4 AI generations\. They reset at \d\d:00 \(Europe\/Athens\)\.$/.test(r.body.message)),
    );
    const after = await db('aiUsage').where({ accountId: c.accountId, purpose: 'post' }).count<{ n: number }[]>('* as n');
    assert.equal(Number(after[0].n) - Number(before[0].n), 4, 'the refused ones never reached the provider');
    assert.equal((await allowance(c.token)).remaining, 0);
  });

  it('the AI product preview and the period generation take from the same allowance', async () => {
    await setAllowance(2);
    const d = await readyAccount(app, { connect: false, frequencyDays: 1 });
    const preview = await request('/api/ai-create-product-preview', { token: d.token, body: { productName: 'Profhilo' } });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.equal((await allowance(d.token)).remaining, 1, 'one preview (two descriptions and a ranking) is one use');
    // A platform admin's own preview is not any clinic's.
    assert.equal((await request('/api/ai-create-product-preview', { token: admin, body: { productName: 'Profhilo' } })).status, 200);
    assert.equal((await allowance(d.token)).remaining, 1);

    const period = await request('/api/generate-period-posts', { token: d.token, method: 'POST' });
    assert.equal(period.status, 429);
    assert.match(period.body.message, /^You have used today's 2 AI generations\. They reset at /);
    assert.equal((await db('bulkGeneratedPosts').where({ accountId: d.accountId })).length, 1, 'the post written before the allowance ran out stays');
    assert.equal((await request('/api/generate-period-posts/progress', { token: d.token })).body.progress.status, 'failed');
    const previewRefused = await request('/api/ai-create-product-preview', { token: d.token, body: { productName: 'Profhilo' } });
    assert.deepEqual([previewRefused.status, previewRefused.body.messageKey], [429, 'ai.allowanceUsed']);

    // More allowance: the same button fills the days still empty, never a day twice.
    await setAllowance(40);
    const rest = await request('/api/generate-period-posts', { token: d.token, method: 'POST' });
    assert.equal(rest.status, 200, JSON.stringify(rest.body));
    const rows: { scheduledDate: Date }[] = await db('bulkGeneratedPosts').where({ accountId: d.accountId });
    assert.equal(rows.length, rest.body.posts.length + 1);
    assert.equal(new Set(rows.map((r) => new Date(r.scheduledDate).toISOString().slice(0, 10))).size, rows.length, 'one post per day');
    assert.equal((await request('/api/scheduled-periods', { token: d.token })).body.scheduledPeriod.isActive, true);
  });
});

describe('per-account hourly limits on test e-mails and Publish now', () => {
  it('test e-mails: TEST_EMAILS_PER_HOUR per account; parallel requests cannot pass it; the 429 says when', async () => {
    const a = await readyAccount(app, { connect: false });
    const b = await readyAccount(app, { connect: false });
    setNow('2026-12-03T10:00:00Z'); // 12:00 in Athens
    const sent = app.mail.sent.length;
    const answers = await Promise.all(Array.from({ length: 7 }, () => request('/api/test-email', { token: a.token, method: 'POST' })));
    assert.deepEqual(statuses(answers), [200, 200, 429, 429, 429, 429, 429]);
    assert.equal(app.mail.sent.length - sent, 2, 'two e-mails, not seven');
    const refused = answers.find((r) => r.status === 429)!;
    assert.equal(refused.body.message, 'You have sent 2 test e-mails within an hour, the most allowed. You can send another at 13:00 (Europe/Athens).');
    assert.deepEqual([refused.body.messageKey, refused.body.params], ['campaigns.testEmailLimit', { limit: '2', time: '13:00', zone: 'Europe/Athens' }]);
    assert.equal((await request('/api/test-email', { token: b.token, method: 'POST' })).status, 200, 'B has its own hour');

    setNow('2026-12-03T10:59:00Z');
    assert.equal((await request('/api/test-email', { token: a.token, method: 'POST' })).status, 429);
    setNow('2026-12-03T11:00:30Z');
    assert.equal((await request('/api/test-email', { token: a.token, method: 'POST' })).status, 200, 'an hour after the first one');
    setNow(new Date().toISOString());
  });

  it('Publish now: PUBLISH_NOW_PER_HOUR per account; parallel calls cannot pass it; calls that publish nothing are not counted', async () => {
    // Real time here: the simulator's Instagram containers expire a day after they are made, by the wall clock.
    setNow(new Date().toISOString());
    const a = await readyAccount(app);
    const b = await readyAccount(app);
    const drafts: number[] = [];
    for (let i = 0; i < 9; i++) {
      const created = await request('/api/bulk-posts', {
        token: a.token,
        body: {
          productId: a.accountProducts[0].id,
          content: `Publish now ${i}.`,
          scheduledDate: new Date(clock.now().getTime() + (i + 1) * 86400_000).toISOString(),
        },
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      drafts.push(created.body.bulkPost.id);
    }
    // A post of another account, or one that does not exist: a 404, not a use.
    assert.equal((await request('/api/bulk-posts/999999/publish', { token: a.token, method: 'POST' })).status, 404);
    const answers = await Promise.all(drafts.slice(0, 8).map((id) => request(`/api/bulk-posts/${id}/publish`, { token: a.token, method: 'POST' })));
    assert.deepEqual(statuses(answers), [200, 200, 200, 429, 429, 429, 429, 429]);
    const hour = await db('rateLimits')
      .where({ key: `publish_now:account:${a.accountId}` })
      .first();
    const again = DateTime.fromJSDate(new Date(new Date(hour.windowStart).getTime() + 3600_000))
      .setZone('Europe/Athens')
      .toFormat('HH:mm');
    const refused = answers.find((r) => r.status === 429)!;
    assert.equal(
      refused.body.message,
      `You have used Publish now 3 times within an hour, the most allowed. You can publish now again at ${again} (Europe/Athens); scheduled posts still go out on time.`,
    );
    assert.deepEqual([refused.body.messageKey, refused.body.params], ['campaigns.publishNowLimit', { limit: '3', time: again, zone: 'Europe/Athens' }]);
    const published = await db('bulkGeneratedPosts').whereIn('id', drafts).whereNot({ postStatus: 'draft' });
    assert.deepEqual(
      published.map((p) => p.postStatus),
      ['published', 'published', 'published'],
      'three posts went out, not eight',
    );
    // Publishing an already published post again is a 409 that counts nothing.
    assert.equal((await request(`/api/bulk-posts/${published[0].id}/publish`, { token: a.token, method: 'POST' })).status, 409);
    assert.equal((await db('rateLimits').where({ key: hour.key }).first()).used, 3);

    const other = await request('/api/bulk-posts', {
      token: b.token,
      body: { productId: b.accountProducts[0].id, content: 'B publishes now.', scheduledDate: new Date(clock.now().getTime() + 86400_000).toISOString() },
    });
    assert.equal((await request(`/api/bulk-posts/${other.body.bulkPost.id}/publish`, { token: b.token, method: 'POST' })).status, 200, 'B has its own hour');

    setNow(new Date(new Date(hour.windowStart).getTime() + 3600_000 + 1000).toISOString());
    assert.equal((await request(`/api/bulk-posts/${drafts[8]}/publish`, { token: a.token, method: 'POST' })).status, 200, 'an hour after the first one');
    setNow(new Date().toISOString());
  });
});
