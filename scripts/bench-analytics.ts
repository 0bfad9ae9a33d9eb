/**
 * `npm run bench:analytics` (issue 21), two measures:
 *
 * 1. The analytics screen over two years of daily posts (730 published posts, alternately Facebook
 *    and Instagram, 4 insight snapshots each, as the worker leaves them), in Chromium: interactive is
 *    navigation start until the totals, the best time and the chart's canvas are in the document and
 *    the main thread has had a free frame (median and p95 of ROUNDS loads, 28 and 90 days); goal 1 s.
 * 2. The insights read of BENCH_POSTS (10,000) published posts over BENCH_ACCOUNTS (10) clinics
 *    against the built-in simulator, which enforces Meta's business-use-case limit per Page and
 *    Instagram account (FACEBOOK_SIMULATOR_CALLS_PER_HOUR, 200) with its usage headers and #80001/#80002.
 *    The reader runs as the worker's cron does; when every account waits for its limit the clock is
 *    moved an hour (an injectable clock: no real waiting). Printed: reads per second of wall time,
 *    the simulated hours, the reads deferred by the rate limit, and the calls Meta refused (goal 0).
 *
 * Uses BENCH_DATABASE_URL's server when given, else an embedded PostgreSQL in a temporary directory.
 */
import { performance } from 'node:perf_hooks';
import { DateTime } from 'luxon';
import { readyAccount } from '../src/modules/campaigns/testing.js';
import { collectInsights } from '../src/modules/publishing/index.js';
import { seedSimulatedConnection } from '../src/modules/publishing/testing/seed-connection.js';
import { createObject, nextId } from '../src/modules/publishing/simulator/store.js';
import type { Clock } from '../src/lib/clock.js';
import { startBenchApp } from './bench-app.js';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 10);
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const ROUNDS = 10;
const PRODUCTS = ['Profhilo', 'Lip filler', 'HydraFacial', 'Laser hair removal', 'Botox', 'Chemical peel'];

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95) };
}
const ms = (v: number) => `${v.toFixed(0).padStart(5)} ms`;

async function main() {
  const app = await startBenchApp('analytics');
  const { db, deps, base, browser, request, loginBusiness, close } = app;
  // The reader and the simulator share one clock the bench moves (the app holds this deps object).
  const clock: Clock & { offset: number } = { offset: 0, now: (): Date => new Date(Date.now() + clock.offset) };
  (deps as { clock: Clock }).clock = clock;
  try {
    // ---------------------------------------------------------------- 1. the screen
    const account = await readyAccount({ db, deps, url: base, request, loginBusiness } as unknown as Parameters<typeof readyAccount>[0], { frequencyDays: 1 });
    const today = DateTime.now().setZone('Europe/Athens').startOf('day');
    const ledger = Array.from({ length: 730 }, (_, d) => {
      const at = today.minus({ days: d + 1 }).set({ hour: [9, 11, 13, 19, 20][d % 5] });
      const facebook = d % 2 === 0;
      return {
        accountId: account.accountId,
        publicationKey: `post:bench-${d}`,
        kind: 'feed',
        platform: facebook ? 'facebook' : 'instagram',
        pageId: facebook ? account.pages!.facebook : account.pages!.instagram,
        status: 'published',
        postId: `bench-${d}`,
        content: `${PRODUCTS[d % PRODUCTS.length]}: what to expect, reviewed by our doctors. Book a consultation.`,
        productName: PRODUCTS[d % PRODUCTS.length],
        publishedDate: at.toJSDate(),
        permalink: `${base}/simulator#bench-${d}`,
        insightsReads: 4,
      };
    });
    const ids: { id: number; publishedDate: Date }[] = await db('publishedPosts').insert(ledger).returning(['id', 'publishedDate']);
    const snapshots = ids.flatMap(({ id, publishedDate }, i) =>
      [1, 24, 168, 672].flatMap((hours, read) =>
        Object.entries({
          views: 300 + (i % 37) * 20,
          reach: 200 + (i % 23) * 15,
          likes: 20 + (i % 11),
          comments: 3,
          shares: 2,
          saved: 4,
          total_interactions: 29 + (i % 11),
        }).map(([metric, value]) => ({
          accountId: account.accountId,
          publishedPostId: id,
          metric,
          value: Math.round(value * (0.4 + 0.2 * read)),
          readAt: new Date(new Date(publishedDate).getTime() + hours * 3600_000),
        })),
      ),
    );
    for (let i = 0; i < snapshots.length; i += 5000) await db('postInsightSnapshots').insert(snapshots.slice(i, i + 5000));

    for (const days of [28, 90]) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        const res = await request(`/api/analytics?days=${days}`, { token: account.token });
        if (res.status !== 200) throw new Error(`/api/analytics: ${res.status} ${JSON.stringify(res.body)}`);
        times.push(performance.now() - t0);
        bytes = res.bytes;
      }
      console.log(
        `API /api/analytics?days=${days} over 730 posts and ${snapshots.length} snapshots: median ${ms(stats(times).p50)}, ${(bytes / 1024).toFixed(0)} KiB`,
      );
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 1300 }, locale: 'en-US', timezoneId: 'Europe/Athens' });
    await context.addInitScript((token) => {
      localStorage.setItem('business_token', token);
      localStorage.setItem('language', 'en');
      const seen = new MutationObserver(() => {
        if (
          document.querySelector('[data-testid=analytics-totals]') &&
          document.querySelector('[data-testid=analytics-best-time]') &&
          document.querySelector('.analytics-chart canvas')
        ) {
          seen.disconnect();
          requestAnimationFrame(() => setTimeout(() => ((window as unknown as { __ready: number }).__ready = window.performance.now()), 0));
        }
      });
      seen.observe(document, { childList: true, subtree: true });
    }, account.token);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const ready = async (url: string) => {
      await page.goto(url);
      await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready !== undefined);
      return page.evaluate(() => (window as unknown as { __ready: number }).__ready);
    };
    await ready(`${base}/portal/analytics`); // warm-up: the browser's cache holds the scripts, as for a returning client
    for (const days of [28, 90]) {
      const samples: number[] = [];
      for (let i = 0; i < ROUNDS; i++) samples.push(await ready(`${base}/portal/analytics?days=${days}`));
      const s = stats(samples);
      console.log(`analytics screen, ${days} days (730 posts, 4 snapshots each): interactive median ${ms(s.p50)}, p95 ${ms(s.p95)} (goal 1,000 ms)`);
    }
    await context.close();

    // ---------------------------------------------------------------- 2. reading 10,000 posts' insights
    const perAccount = Math.ceil(POSTS / ACCOUNTS);
    const t0 = performance.now();
    for (let a = 0; a < ACCOUNTS; a++) {
      const [row]: { id: number }[] = await db('accounts')
        .insert({ businessName: `Bench reader ${a + 1}`, contentLanguage: 'en' })
        .returning('id');
      const clinic = { accountId: row.id };
      const sim = await seedSimulatedConnection(deps, { accountId: clinic.accountId });
      const rows = [];
      for (let i = 0; i < perAccount && a * perAccount + i < POSTS; i++) {
        const facebook = i % 2 === 0;
        const target = facebook ? sim.pageId : sim.instagramId;
        const number = await nextId(db);
        const postId = facebook ? `${target}_${number}` : number;
        const publishedAt = new Date(Date.now() - (2 + (i % 60) * 24) * 3600_000);
        await createObject(
          db,
          facebook ? 'page_post' : 'ig_media',
          target,
          { caption: `${PRODUCTS[i % PRODUCTS.length]} post ${i}`, productType: 'FEED' },
          postId,
        );
        rows.push({
          accountId: clinic.accountId,
          publicationKey: `post:read-${a}-${i}`,
          kind: 'feed',
          platform: facebook ? 'facebook' : 'instagram',
          pageId: target,
          status: 'published',
          postId,
          productName: PRODUCTS[i % PRODUCTS.length],
          publishedDate: publishedAt,
        });
      }
      for (let i = 0; i < rows.length; i += 1000) await db('publishedPosts').insert(rows.slice(i, i + 1000));
    }
    console.log(`seeded ${POSTS} published posts over ${ACCOUNTS} clinics in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const started = performance.now();
    let read = 0;
    let deferred = 0;
    let rateLimited = 0;
    let calls = 0;
    let simulatedHours = 0;
    for (let run = 0; run < 500; run++) {
      const report = await collectInsights(deps, {});
      read += report.read;
      deferred += report.deferred;
      rateLimited += report.rateLimited;
      calls += report.calls;
      if (report.accounts === 0) break;
      if (report.read === 0) {
        // Every account waits for Meta's hour: move the clock instead of waiting.
        clock.offset += 3600_000 + 60_000;
        simulatedHours++;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const left = Number(
      (await db('publishedPosts').where('publicationKey', 'like', 'post:read-%').where('insightsReads', 0).count<{ count: string }[]>('id as count'))[0].count,
    );
    console.log(
      `insights read of ${POSTS} posts: ${read} reads (${calls} Graph calls) in ${seconds.toFixed(1)} s of wall time = ${(read / seconds).toFixed(0)} reads/s; ` +
        `${simulatedHours} simulated hours of Meta's limit (${deps.config.simulatorCallsPerHour} calls per Page or Instagram account an hour, reads stop at ${deps.config.insights.usageCeiling} %); ` +
        `deferred by the rate limit ${deferred} times; calls Meta refused for its rate limit: ${rateLimited} (goal 0); posts never read: ${left}`,
    );
    if (left > 0) process.exitCode = 1;
  } finally {
    await close();
  }
}

await main();
