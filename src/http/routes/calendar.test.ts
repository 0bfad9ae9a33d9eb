import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DateTime } from 'luxon';
import { startTestApp } from '../testing.js';
import { readyAccount } from '../../modules/campaigns/testing.js';

/**
 * GET /api/calendar and GET /api/admin/calendar (issue 20): 401 → 400 with the message → a clinic
 * sees only its own posts (an id of another account is never named) → 200; the admin's view needs
 * the admin role.
 */
const app = await startTestApp({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '0' } });
const { request } = app;
const admin = await app.loginAdmin('calendar-admin');
const clinicA = await readyAccount(app, { connect: false });
const clinicB = await readyAccount(app, { connect: false });

async function draftOf(clinic: { token: string; accountProducts: { id: number }[] }) {
  const res = await request('/api/bulk-posts', {
    token: clinic.token,
    body: { productId: clinic.accountProducts[0].id, content: 'Hydration that lasts all day.' },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.bulkPost as { id: number; scheduledDate: string };
}

describe('the calendar API', () => {
  it("answers a range of the clinic's own posts, one request, refusing bad ranges in words", async () => {
    const mine = await draftOf(clinicA);
    const theirs = await draftOf(clinicB);
    const day = DateTime.fromISO(mine.scheduledDate).toUTC();
    const range = `from=${day.minus({ days: 3 }).toISODate()}&to=${day.plus({ days: 3 }).toISODate()}`;
    assert.equal((await request(`/api/calendar?${range}`)).status, 401);
    const bad = await request('/api/calendar?from=2026-01-01&to=2026-03-31', { token: clinicA.token });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, 'The calendar shows at most 42 days at once, from a day to the same or a later one.');
    assert.equal((await request('/api/calendar?from=yesterday&to=2026-03-31', { token: clinicA.token })).body.message, 'from must be a date (yyyy-MM-dd)');
    const res = await request(`/api/calendar?${range}`, { token: clinicA.token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.posts.map((p: { id: number }) => p.id),
      [mine.id],
    );
    assert.ok(!JSON.stringify(res.body).includes(`"id":${theirs.id},`), "another account's post is not in the answer");
    assert.deepEqual(res.body.stories, []);
    assert.equal(res.body.window, undefined);
    // The admin's view: every account's, or one; a clinic may not read it.
    assert.equal((await request(`/api/admin/calendar?${range}`, { token: clinicA.token })).status, 403);
    const all = await request(`/api/admin/calendar?${range}`, { token: admin });
    assert.equal(all.status, 200, JSON.stringify(all.body));
    const ids = all.body.posts.map((p: { id: number }) => p.id);
    assert.ok(ids.includes(mine.id) && ids.includes(theirs.id));
    const one = await request(`/api/admin/calendar?${range}&accountId=${clinicB.accountId}`, { token: admin });
    assert.deepEqual(
      one.body.posts.map((p: { id: number }) => p.id),
      [theirs.id],
    );
    assert.equal((await request(`/api/admin/calendar?${range}&status=lost`, { token: admin })).body.message, 'Unknown post status');
  });

  it("the admin's month: each day's first posts with every day's count; an opened post's words on their own route", async () => {
    const mine = await draftOf(clinicA);
    const theirs = await draftOf(clinicB);
    const day = DateTime.fromISO(mine.scheduledDate).setZone('Europe/Athens').toISODate()!;
    assert.equal(DateTime.fromISO(theirs.scheduledDate).setZone('Europe/Athens').toISODate(), day, 'both on the same day');
    const range = `from=${day}&to=${day}`;
    const whole = await request(`/api/admin/calendar?${range}`, { token: admin });
    const month = await request(`/api/admin/calendar?${range}&perDay=1`, { token: admin });
    assert.equal(month.status, 200, JSON.stringify(month.body));
    assert.deepEqual(
      month.body.posts.map((p: { id: number }) => p.id),
      [whole.body.posts[0].id],
      'the first by time',
    );
    assert.equal(month.body.dayCounts[day], whole.body.posts.length);
    assert.ok(whole.body.posts.length >= 2);
    assert.equal(month.body.posts[0].excerpt, undefined, 'lean: no text in the month');
    assert.equal((await request(`/api/admin/calendar?${range}&perDay=0`, { token: admin })).body.message, 'perDay must be a whole number from 1 to 50');
    // No Page selected by these clinics: a platform filter leaves nothing, counted as nothing.
    const facebook = await request(`/api/admin/calendar?${range}&platform=facebook&perDay=3`, { token: admin });
    assert.deepEqual([facebook.body.posts, facebook.body.dayCounts], [[], {}]);

    const path = `/api/admin/calendar/posts/${mine.id}`;
    assert.equal((await request(path)).status, 401);
    assert.equal((await request(path, { token: clinicA.token })).status, 403);
    assert.equal((await request('/api/admin/calendar/posts/999999', { token: admin })).status, 404);
    const opened = await request(path, { token: admin });
    assert.equal(opened.status, 200, JSON.stringify(opened.body));
    assert.equal(opened.body.post.excerpt, 'Hydration that lasts all day.');
  });
});
