/**
 * Test support: a business account ready for campaigns (company info in Athens, products from the
 * demo catalogue, Facebook connected to the simulator's Demo Clinic, its Athens Page and Instagram
 * account selected). Only tests import this.
 */
import assert from 'node:assert/strict';
import type { startTestApp } from '../../http/testing.js';
import { seedDemoCatalog } from '../catalog/index.js';
import { SIMULATOR_USER_COOKIE } from '../publishing/index.js';
import { connectFacebookLikeABrowser } from '../publishing/testing/browser-flow.js';
import { seedDemoConnection } from '../publishing/testing/seed-connection.js';

/** Queues a post's publication job as scheduling does, for tests that drive the worker or the CLI directly. */
export { schedulePublishJob } from './jobs.js';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export interface ReadyOptions {
  frequencyDays?: number;
  localTime?: string;
  zone?: string;
  contentLanguage?: 'en' | 'el';
  uiLanguage?: 'en' | 'el';
  products?: number;
  /**
   * How Facebook gets connected: `true` (the default) stores what a connect leaves behind through
   * the test helpers (seedDemoConnection), `'browser'` walks the OAuth dialog and the API as a
   * browser would (for a test about that path), `false` leaves the account unconnected.
   */
  connect?: boolean | 'browser';
}

export async function readyAccount(app: TestApp, options: ReadyOptions = {}) {
  const { db } = app;
  await seedDemoCatalog(app.deps);
  const business = await app.loginBusiness();
  await db('companyInfo').insert({
    accountId: business.accountId,
    companyName: 'Glow Clinic',
    location: 'Athens',
    postFrequencyDays: options.frequencyDays ?? 2,
    scheduledTime: '07:00',
    scheduledLocalTime: options.localTime ?? '09:00',
    timezone: options.zone ?? 'Europe/Athens',
  });
  await db('accounts')
    .where({ id: business.accountId })
    .update({ contentLanguage: options.contentLanguage ?? 'en', uiLanguage: options.uiLanguage ?? 'en' });
  const catalogue: { id: number }[] = await db('products')
    .where({ status: 'active' })
    .orderBy('id')
    .limit(options.products ?? 3)
    .select('id');
  const added = await app.request('/api/v2/account-products', { token: business.token, body: { productIds: catalogue.map((p) => p.id) } });
  assert.equal(added.status, 200, JSON.stringify(added.body));
  let pages: { facebook: string; instagram: string; page: string } | undefined;
  /** The simulator's cookie for the connected person: a browser that carries it meets the same Pages when it connects again. */
  let simulatorCookie: string | undefined;
  if (options.connect === 'browser') {
    const flow = await connectFacebookLikeABrowser({ baseUrl: app.url, token: business.token, cookies: app.browserOf(business.token) });
    assert.equal(flow.params.get('connected'), 'facebook');
    const listed = (await app.request('/api/facebook/pages', { token: business.token })).body;
    const page = listed.facebookPages[0].id as string;
    const ig = listed.instagramAccounts[0].id as string;
    const saved = await app.request('/api/selected-pages', {
      token: business.token,
      body: {
        pages: [
          { platform: 'facebook', pageId: page },
          { platform: 'instagram', pageId: page, instagramId: ig },
        ],
      },
    });
    assert.equal(saved.status, 200);
    pages = { facebook: page, instagram: ig, page };
    simulatorCookie = flow.cookies.get(SIMULATOR_USER_COOKIE);
  } else if (options.connect !== false) {
    const seeded = await seedDemoConnection(app.deps, business.accountId);
    pages = { facebook: seeded.facebook, instagram: seeded.instagram, page: seeded.page };
    simulatorCookie = seeded.simulatorCookie;
  }
  const accountProducts: { id: number; originalProductId: number }[] = await db('accountProducts').where({ accountId: business.accountId }).orderBy('id');
  return { ...business, pages, accountProducts, simulatorCookie };
}

/** A shiftable clock: real time plus an offset the test moves. */
export function shiftClock() {
  const clock = { offset: 0, now: () => new Date(Date.now() + clock.offset) };
  return clock;
}
