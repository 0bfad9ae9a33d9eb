import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp } from '../testing.js';
import { inProcessCli } from '../../cli/testing.js';
import { seedPublishedPost } from '../../modules/publishing/testing/seed-insights.js';

/**
 * The analytics API (issue 21): 401 → 400 with the message → a clinic's figures are its own (another
 * account's posts never count) → 200; the CSV (type, BOM, a formula neutralised); the best time's
 * stated default; the admin's view needs the admin role; collect-insights on the command line.
 */
const app = await startTestApp();
const { request, db } = app;
const clinicA = await app.loginBusiness();
const clinicB = await app.loginBusiness();
const admin = await app.loginAdmin('analytics-admin');
const H = 3600_000;

async function postWithFigures(accountId: number, views: number, caption?: string) {
  const post = await seedPublishedPost(app.deps, {
    accountId,
    platform: 'instagram',
    targetId: '1789',
    publishedAt: new Date(Date.now() - 30 * H),
    productName: 'Profhilo',
    caption,
  });
  const readAt = new Date();
  await db('postInsightSnapshots').insert(
    Object.entries({ views, reach: views / 2, total_interactions: views / 10, likes: views / 20 }).map(([metric, value]) => ({
      accountId,
      publishedPostId: post.id,
      metric,
      value,
      readAt,
    })),
  );
  return post;
}

describe('the analytics API', () => {
  it("answers the clinic's own figures, refuses a bad period in words, and exports them as CSV", async () => {
    await postWithFigures(clinicA.accountId, 1000, '=HYPERLINK("http://evil")');
    await postWithFigures(clinicB.accountId, 5000);
    assert.equal((await request('/api/analytics')).status, 401);
    const bad = await request('/api/analytics?days=5', { token: clinicA.token });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, 'The period must be 7, 28 or 90 days');
    assert.equal((await request('/api/analytics?platform=tiktok', { token: clinicA.token })).body.message, 'Platform must be all, facebook or instagram');
    const res = await request('/api/analytics?days=7', { token: clinicA.token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual([res.body.totals.current.posts, res.body.totals.current.views, res.body.totals.current.rate], [1, 1000, 10]);
    assert.equal(res.body.byPlatform.instagram.views, 1000);
    assert.equal(res.body.series.length, 8, 'a point per local day of the period');
    assert.equal(res.body.topPosts.length, 1);
    assert.equal(res.body.bestTime.basis, 'default');
    assert.equal(res.body.bestTime.time, '19:00');

    const csv = await fetch(`${app.url}/api/analytics.csv?days=28`, { headers: { authorization: `Bearer ${clinicA.token}` } });
    assert.equal(csv.headers.get('content-type'), 'text/csv; charset=utf-8');
    const text = await csv.text();
    const lines = text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    assert.equal(lines.length, 2, 'the header and the clinic’s one post');
    assert.ok(lines[1].includes(`"'=HYPERLINK(""http://evil"")"`), lines[1]);

    const figures = await request('/api/analytics/post-figures', { token: clinicA.token });
    assert.deepEqual(figures.body.figures, {}, 'posts without a bulk post have no card');
    assert.deepEqual((await request('/api/analytics/permission', { token: clinicA.token })).body, { success: true, connected: false, missingScopes: [] });
  });

  it('gives the admin every account, and refuses a clinic', async () => {
    assert.equal((await request('/api/admin/analytics', { token: clinicA.token })).status, 403);
    const res = await request('/api/admin/analytics?days=28', { token: admin });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const names = res.body.accounts.map((a: { businessName: string }) => a.businessName);
    assert.ok(names.length >= 2);
    assert.equal(
      res.body.totals.current.views,
      res.body.accounts.reduce((sum: number, a: { views: number }) => sum + a.views, 0),
    );
  });

  it('collect-insights: a bad account id is bad usage; nothing due reads nothing', async () => {
    const cli = inProcessCli(app.databaseUrl, app.dataDir);
    const bad = await cli('collect-insights', '--account', 'abc');
    assert.equal(bad.code, 2, bad.stderr);
    const none = await cli('collect-insights', '--account', String(clinicA.accountId));
    assert.equal(none.code, 0, none.stderr);
    assert.match(none.stdout, /^Read 0 posts \(0 figures\) of 0 accounts in 0 Graph calls\./);
  });
});
