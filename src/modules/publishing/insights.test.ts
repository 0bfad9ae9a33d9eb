import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import pino from 'pino';
import { startTestApp } from '../../http/testing.js';
import { testDeps } from '../../lib/testing/deps.js';
import { collectInsights } from './index.js';
import { seedSimulatedConnection } from './testing/seed-connection.js';
import { seedPublishedPost } from './testing/seed-insights.js';

/**
 * Reading insights (issue 21) at the module's door: the built-in simulator over HTTP for due times,
 * stories, removed metrics, Meta's rate limit and deleted posts; and a small fake Meta written from
 * the documented contract (not the simulator) for the calls and the usage headers.
 */
const clock = { offset: 0, now: () => new Date(Date.now() + clock.offset) };
// A small hourly budget per Page or Instagram account, so the rate limit is met within a test.
const app = await startTestApp({ clock, env: { FACEBOOK_SIMULATOR_CALLS_PER_HOUR: '10' } });
const { db } = app;
const H = 3600_000;
const D = 24 * H;

/** The simulator's deps with a logger whose lines the test reads. */
function withLog() {
  const lines: { msg: string; metric?: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { deps: { ...app.deps, log }, lines };
}

async function clinic() {
  const business = await app.loginBusiness();
  const sim = await seedSimulatedConnection(app.deps, { accountId: business.accountId });
  return { accountId: business.accountId, ...sim };
}

const ledger = (id: number) => db('publishedPosts').where({ id }).first();
const snapshots = (id: number) => db('postInsightSnapshots').where({ publishedPostId: id }).orderBy(['readAt', 'metric']);

describe('collectInsights against the simulator', () => {
  it('reads each post about 1 h, 1 d, 7 d and 28 d after publication, a late read counting for the times it covers', async () => {
    const { accountId, pageId, instagramId } = await clinic();
    const start = clock.now();
    const ig = await seedPublishedPost(app.deps, { accountId, platform: 'instagram', targetId: instagramId, publishedAt: start, productName: 'Profhilo' });
    const fb = await seedPublishedPost(app.deps, { accountId, platform: 'facebook', targetId: pageId, publishedAt: start, productName: 'Profhilo' });
    // Published ten days ago and never read (the worker was away): one read now stands for 1 h, 1 d and 7 d.
    const late = await seedPublishedPost(app.deps, {
      accountId,
      platform: 'instagram',
      targetId: instagramId,
      publishedAt: new Date(start.getTime() - 10 * D),
    });

    let report = await collectInsights(app.deps, { accountId });
    assert.equal(report.read, 1, 'only the late post is due at once');
    assert.equal((await ledger(late.id)).insightsReads, 3);
    assert.equal((await snapshots(ig.id)).length, 0);

    clock.offset += H + 60_000;
    report = await collectInsights(app.deps, { accountId });
    assert.equal(report.read, 2);
    const igFigures = Object.fromEntries((await snapshots(ig.id)).map((s: { metric: string; value: string }) => [s.metric, Number(s.value)]));
    assert.deepEqual(Object.keys(igFigures).sort(), ['comments', 'likes', 'reach', 'saved', 'shares', 'total_interactions', 'views']);
    assert.ok(igFigures.views > 0 && igFigures.reach > 0, JSON.stringify(igFigures));
    const fbFigures = Object.fromEntries((await snapshots(fb.id)).map((s: { metric: string; value: string }) => [s.metric, Number(s.value)]));
    // Page post metrics under our names, comments and shares from the post's own fields; never impressions.
    for (const metric of ['views', 'reach', 'reactions', 'clicks', 'comments', 'shares', 'total_interactions']) assert.ok(metric in fbFigures, metric);
    assert.equal(fbFigures.total_interactions, fbFigures.reactions + fbFigures.comments + fbFigures.shares);
    assert.equal((await ledger(ig.id)).insightsReads, 1);

    clock.offset += H;
    assert.equal((await collectInsights(app.deps, { accountId })).read, 0, 'nothing due two hours in');

    clock.offset += D;
    report = await collectInsights(app.deps, { accountId });
    assert.equal(report.read, 2);
    const later = (await snapshots(ig.id)).filter((s: { metric: string }) => s.metric === 'views');
    assert.equal(later.length, 2);
    assert.ok(Number(later[1].value) > Number(later[0].value), 'figures grow with the post’s age (deterministic simulator)');

    // --now reads every readable post at once, whatever its read times.
    report = await collectInsights(app.deps, { accountId, all: true });
    assert.equal(report.read, 3);
  });

  it('reads a story within its 24 hours and stops one past them without calling Meta', async () => {
    const { accountId, instagramId } = await clinic();
    const now = clock.now();
    const story = await seedPublishedPost(app.deps, {
      accountId,
      platform: 'instagram',
      targetId: instagramId,
      kind: 'story',
      publishedAt: new Date(now.getTime() - 23.5 * H),
    });
    const gone = await seedPublishedPost(app.deps, {
      accountId,
      platform: 'instagram',
      targetId: instagramId,
      kind: 'story',
      publishedAt: new Date(now.getTime() - 25 * H),
    });
    const report = await collectInsights(app.deps, { accountId });
    assert.equal(report.read, 1);
    assert.equal(report.expired, 1);
    assert.equal(report.calls, 1);
    const metrics = (await snapshots(story.id)).map((s: { metric: string }) => s.metric).sort();
    assert.deepEqual(metrics, ['follows', 'profile_visits', 'reach', 'replies', 'shares', 'total_interactions', 'views'], 'story metrics, no likes or saves');
    assert.equal((await ledger(story.id)).insightsReads, 2, 'both story reads (1 h, 23 h) are behind it');
    assert.equal((await ledger(gone.id)).insightsStopped, 'expired');
    assert.equal((await snapshots(gone.id)).length, 0);
  });

  it('stops reading a post deleted on Meta', async () => {
    const { accountId, pageId } = await clinic();
    const post = await seedPublishedPost(app.deps, { accountId, platform: 'facebook', targetId: pageId, publishedAt: new Date(clock.now().getTime() - 2 * H) });
    await db('simulatorObjects').where({ id: post.postId }).update({ deletedAt: new Date() });
    const report = await collectInsights(app.deps, { accountId, all: true });
    assert.equal(report.deleted, 1);
    assert.equal((await ledger(post.id)).insightsStopped, 'deleted');
    assert.equal((await collectInsights(app.deps, { accountId, all: true })).calls, 0, 'never asked again');
  });

  it('skips a connection made before the insights permissions, without breaking it', async () => {
    const { accountId, instagramId } = await clinic();
    await db('facebookConnections')
      .where({ accountId })
      .update({ grantedScopes: db.raw(`array_remove(array_remove(granted_scopes, 'instagram_manage_insights'), 'read_insights')`) });
    await seedPublishedPost(app.deps, { accountId, platform: 'instagram', targetId: instagramId, publishedAt: new Date(clock.now().getTime() - 2 * H) });
    const report = await collectInsights(app.deps, { accountId });
    assert.deepEqual([report.read, report.withoutPermission, report.calls], [0, 1, 0]);
    assert.equal((await db('facebookConnections').where({ accountId }).first()).status, 'connected');
  });

  it('asks a removed metric once, logs it once, and reads the others', async () => {
    const { accountId, instagramId, pageId } = await clinic();
    const { deps, lines } = withLog();
    const configured = testDeps(db, {
      env: {
        INSIGHTS_INSTAGRAM_METRICS: 'views,impressions,reach,video_views',
        INSIGHTS_FACEBOOK_METRICS: 'post_total_media_view_unique,post_impressions_unique',
      },
    }).config;
    const removedDeps = { ...deps, config: { ...deps.config, insights: configured.insights } };
    const at = new Date(clock.now().getTime() - 2 * H);
    const ig = await seedPublishedPost(app.deps, { accountId, platform: 'instagram', targetId: instagramId, publishedAt: at });
    const fb = await seedPublishedPost(app.deps, { accountId, platform: 'facebook', targetId: pageId, publishedAt: at });
    const first = await collectInsights(removedDeps, { accountId });
    assert.equal(first.read, 2);
    assert.deepEqual(first.refusedMetrics.sort(), ['impressions', 'post_impressions_unique', 'video_views']);
    assert.deepEqual((await snapshots(ig.id)).map((s: { metric: string }) => s.metric).sort(), ['reach', 'views']);
    assert.ok((await snapshots(fb.id)).some((s: { metric: string }) => s.metric === 'reach'));
    const refusedLines = () => lines.filter((l) => l.msg.startsWith('Meta refused an insights metric'));
    assert.equal(refusedLines().length, 3);
    // A second post: the refused metrics are no longer asked (one call each), nothing is logged again.
    const again = await seedPublishedPost(app.deps, { accountId, platform: 'instagram', targetId: instagramId, publishedAt: at });
    const second = await collectInsights(removedDeps, { accountId });
    assert.equal(second.read, 1);
    assert.equal(second.calls, 1);
    assert.equal((await snapshots(again.id)).length, 2);
    assert.equal(refusedLines().length, 3);
  });

  it("defers reads at Meta's usage ceiling and when rate-limited, and resumes once the hour passes", async () => {
    const { accountId, instagramId } = await clinic();
    const at = new Date(clock.now().getTime() - 3 * H);
    for (let i = 0; i < 12; i++)
      await seedPublishedPost(app.deps, { accountId, platform: 'instagram', targetId: instagramId, publishedAt: new Date(at.getTime() + i * 1000) });
    // 10 calls an hour; reads stop at 80 % (the 8th answer says so): 8 read, 4 deferred.
    const first = await collectInsights(app.deps, { accountId });
    assert.deepEqual([first.read, first.deferred, first.calls], [8, 4, 8]);
    const paused = (await db('facebookConnections').where({ accountId }).first()).insightsPausedUntil;
    assert.ok(paused && new Date(paused) > clock.now(), 'the account waits');
    const waiting = await collectInsights(app.deps, { accountId });
    assert.deepEqual([waiting.read, waiting.deferred, waiting.calls], [0, 4, 0], 'no call while it waits');
    clock.offset += H + 60_000;
    const resumed = await collectInsights(app.deps, { accountId });
    assert.equal(resumed.read, 4);
    assert.equal(resumed.deferred, 0);
  });

  it('an account over the limit at Meta (an error, not headers) waits for the time Meta names', async () => {
    const { accountId, pageId } = await clinic();
    const at = new Date(clock.now().getTime() - 3 * H);
    const ceiling = { ...app.deps, config: { ...app.deps.config, insights: { ...app.deps.config.insights, usageCeiling: 100 } } };
    // Each Page post read is two calls: five posts use the Page's ten, the sixth meets Meta's #80001.
    for (let i = 0; i < 7; i++)
      await seedPublishedPost(app.deps, { accountId, platform: 'facebook', targetId: pageId, publishedAt: new Date(at.getTime() + i * 1000) });
    const report = await collectInsights(ceiling, { accountId });
    assert.deepEqual([report.read, report.deferred, report.failed], [5, 2, 0]);
    const pausedUntil = async () => new Date((await db('facebookConnections').where({ accountId }).first()).insightsPausedUntil).getTime();
    assert.ok((await pausedUntil()) - clock.now().getTime() > 30 * 60_000, "the last answer's estimated_time_to_regain_access (about an hour) is honoured");
    // Had the account not waited (another reader spent the budget), Meta answers #80001: the read is deferred, not failed.
    await db('facebookConnections').where({ accountId }).update({ insightsPausedUntil: null });
    const refused = await collectInsights(ceiling, { accountId });
    assert.deepEqual([refused.read, refused.deferred, refused.failed, refused.calls], [0, 2, 0, 1]);
    assert.ok((await pausedUntil()) - clock.now().getTime() > 30 * 60_000);
  });
});

// ------------------------------------------------------------ an independent fake Meta

const calls: { path: string; params: Record<string, string> }[] = [];
const fake = http.createServer((req, res) => {
  const url = new URL(req.url!, 'http://fake');
  const params = Object.fromEntries(url.searchParams);
  calls.push({ path: url.pathname, params });
  const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  if (!params.access_token)
    return send(400, { error: { message: 'An access token is required to request this resource.', type: 'OAuthException', code: 104 } });
  const usage = {
    'x-business-use-case-usage': JSON.stringify({
      '17841400000000001': [{ type: 'instagram', call_count: 12, total_cputime: 3, total_time: 4, estimated_time_to_regain_access: 0 }],
    }),
  };
  if (url.pathname === '/v26.0/18000000000000001/insights') {
    const metrics = params.metric.split(',');
    return send(
      200,
      {
        data: metrics.map((name) => ({
          name,
          period: 'lifetime',
          values: [{ value: name === 'views' ? 900 : 40 }],
          title: name,
          id: `18000000000000001/insights/${name}/lifetime`,
        })),
      },
      usage,
    );
  }
  if (url.pathname === '/v26.0/18000000000000002/insights') {
    return send(400, {
      error: {
        message: "Unsupported get request. Object with ID '18000000000000002' does not exist",
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
        fbtrace_id: 'x',
      },
    });
  }
  return send(400, { error: { message: 'Unknown path', type: 'OAuthException', code: 100 } });
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
after(() => new Promise<void>((resolve) => fake.close(() => resolve())));

describe('collectInsights against a fake Meta written from the contract', () => {
  it('asks only supported metrics with a user token, keeps the figures, and stops on a deleted media', async () => {
    const { accountId, instagramId } = await clinic();
    const port = (fake.address() as { port: number }).port;
    const deps = {
      ...app.deps,
      config: {
        ...app.deps.config,
        facebook: { ...app.deps.config.facebook, appId: '777', appSecret: 'contract-secret', graphUrl: `http://127.0.0.1:${port}` },
      },
    };
    const at = new Date(clock.now().getTime() - 2 * H);
    const seeded = await seedPublishedPost(app.deps, { accountId, platform: 'instagram', targetId: instagramId, publishedAt: at });
    await db('publishedPosts').where({ id: seeded.id }).update({ postId: '18000000000000001' });
    const deleted = await seedPublishedPost(app.deps, { accountId, platform: 'instagram', targetId: instagramId, publishedAt: at });
    await db('publishedPosts').where({ id: deleted.id }).update({ postId: '18000000000000002' });
    const report = await collectInsights(deps, { accountId });
    assert.equal(report.read, 1);
    assert.equal(report.deleted, 1);
    const asked = calls.find((c) => c.path.endsWith('/18000000000000001/insights'))!;
    assert.deepEqual(asked.params.metric.split(','), ['views', 'reach', 'likes', 'comments', 'saved', 'shares', 'total_interactions']);
    for (const removed of ['impressions', 'plays', 'video_views']) assert.ok(!asked.params.metric.includes(removed));
    assert.ok(asked.params.appsecret_proof, 'signed with the app secret');
    const views = await db('postInsightSnapshots').where({ publishedPostId: seeded.id, metric: 'views' }).first();
    assert.equal(Number(views.value), 900);
    assert.equal((await ledger(deleted.id)).insightsStopped, 'deleted');
  });
});
