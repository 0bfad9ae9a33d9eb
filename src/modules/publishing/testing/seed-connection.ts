/**
 * Test and benchmark support: an account connected to the built-in simulator without walking the
 * OAuth dialog (thousands of accounts in a benchmark): a simulated person with a Page and an
 * Instagram account, tokens issued as the code exchange would, the connection stored sealed, and
 * both selected. Only tests and scripts import this.
 */
import type { Deps } from '../../../lib/deps.js';
import { REQUESTED_SCOPES, SIMULATOR_APP_ID, SIMULATOR_DIALOG_PATH, facebookEndpoints } from '../settings.js';
import { sealToken } from '../tokens.js';
import { createGrant, createObject, issueToken, listObjects, type SimObject } from '../simulator/store.js';
import { ensureDemoUser, userCookieValue, USER_COOKIE } from '../simulator/demo-user.js';

/** The simulator's cookie that remembers a browser's Facebook person: its name and path, for a browser given one. */
export const SIMULATOR_COOKIE = { name: USER_COOKIE, path: SIMULATOR_DIALOG_PATH };

/** The tasks the simulator lists for a Page its person manages (as the Pages listing stores them). */
const PAGE_TASKS = ['ADVERTISE', 'ANALYZE', 'CREATE_CONTENT', 'MESSAGING', 'MODERATE', 'MANAGE'];

/** What the simulator issues when a person grants every requested permission: the grant and a 60-day user token. */
async function grantAll(db: Deps['db'], userId: string, now: Date) {
  const scopes = [...REQUESTED_SCOPES];
  const grantId = await createGrant(db, { userId, appId: SIMULATOR_APP_ID, scopes, declined: [] });
  const expiresAt = new Date(now.getTime() + 60 * 86400_000);
  const userToken = await issueToken(db, { kind: 'user', userId, pageId: null, appId: SIMULATOR_APP_ID, scopes, grantId, expiresAt });
  return { scopes, grantId, userToken };
}

export async function seedSimulatedConnection(deps: Deps, input: { accountId: number; name?: string }) {
  const { accountId, name = `Bench Clinic ${accountId}` } = input;
  const { db, config } = deps;
  const user = await createObject(db, 'user', null, { name });
  const page = await createObject(db, 'page', user.id, { name: `${name} Page`, category: 'Medical spa' });
  const ig = await createObject(db, 'ig_user', page.id, { username: `clinic.${accountId}`, name });
  const { scopes, grantId, userToken } = await grantAll(db, user.id, new Date());
  const pageToken = await issueToken(db, { kind: 'page', userId: user.id, pageId: page.id, appId: SIMULATOR_APP_ID, scopes, grantId, expiresAt: null });
  await db('facebookConnections').insert({
    accountId,
    facebookUserId: user.id,
    facebookUserName: name,
    userToken: sealToken(config, userToken),
    grantedScopes: scopes,
  });
  await db('facebookPages').insert({
    accountId,
    pageId: page.id,
    name: `${name} Page`,
    category: 'Medical spa',
    pageToken: sealToken(config, pageToken),
    instagramId: ig.id,
    instagramUsername: `clinic.${accountId}`,
    instagramName: name,
  });
  await db('selectedPages').insert([
    { accountId, pageId: page.id, pageName: `${name} Page`, platform: 'facebook', isActive: true },
    {
      accountId,
      pageId: page.id,
      pageName: `${name} Page`,
      platform: 'instagram',
      instagramId: ig.id,
      instagramUsername: `clinic.${accountId}`,
      isActive: true,
    },
  ]);
  return { pageId: page.id, instagramId: ig.id, userId: user.id, userToken, pageToken };
}

/** The app id and secret the built-in simulator knows this installation by (tests exchange codes with them). */
export function simulatorApp(deps: Deps): { appId: string; appSecret: string } {
  const { appId, appSecret } = facebookEndpoints(deps);
  return { appId, appSecret };
}

/**
 * What Connect Facebook leaves behind when the simulator's "Demo Clinic" says Continue, without
 * walking the dialog (a test that is not about connecting starts from here): the browser's simulated
 * person with its two Pages (Demo Clinic Athens, linked to @democlinic.athens, and Demo Clinic
 * Thessaloniki), a long-lived user token and a token per Page as the code exchange and the Pages
 * listing issue them, the connection and both Pages stored sealed, and Athens selected for Facebook
 * and Instagram (as readyAccount's flow did). `simulatorCookie` is the simulator's cookie for
 * that person: a browser that carries it and connects again meets the same Pages, as after a real
 * connect.
 */
export async function seedDemoConnection(ctx: Pick<Deps, 'db' | 'config'>, accountId: number) {
  const { db, config } = ctx;
  const now = new Date();
  const user = await ensureDemoUser(db, undefined);
  // In the order the simulator's /me/accounts lists them, as the connect flow stores them.
  const listed: SimObject<{ name: string; category?: string }>[] = await db('simulatorObjects')
    .where({ type: 'page', ownerId: user.id })
    .whereNull('deletedAt')
    .orderBy(['createdAt', 'id']);
  const { scopes, grantId, userToken } = await grantAll(db, user.id, now);
  await db('facebookConnections').insert({
    accountId,
    facebookUserId: user.id,
    facebookUserName: user.name,
    userToken: sealToken(config, userToken),
    userTokenExpiresAt: new Date(now.getTime() + 60 * 86400_000),
    grantedScopes: scopes,
    declinedScopes: [],
    status: 'connected',
    statusChangedAt: now,
    pagesSyncedAt: now,
    connectedAt: now,
  });
  const pages: {
    pageId: string;
    name: string;
    category: string | null;
    instagramId: string | null;
    instagramUsername: string | null;
    instagramName: string | null;
  }[] = [];
  for (const [position, row] of listed.entries()) {
    const [ig] = await listObjects<{ username: string; name: string }>(db, 'ig_user', [row.id]);
    const pageToken = await issueToken(db, { kind: 'page', userId: user.id, pageId: row.id, appId: SIMULATOR_APP_ID, scopes, grantId, expiresAt: null });
    const page = {
      pageId: row.id,
      name: row.data.name,
      category: row.data.category ?? null,
      instagramId: ig?.id ?? null,
      instagramUsername: ig?.data.username ?? null,
      instagramName: ig?.data.name ?? null,
    };
    await db('facebookPages').insert({ accountId, ...page, pageToken: sealToken(config, pageToken), tasks: [...PAGE_TASKS], position, updatedAt: now });
    pages.push(page);
  }
  const athens = pages[0];
  await db('selectedPages').insert([
    { accountId, pageId: athens.pageId, pageName: athens.name, pageCategory: athens.category, platform: 'facebook', isActive: true },
    {
      accountId,
      pageId: athens.pageId,
      pageName: athens.name,
      pageCategory: athens.category,
      platform: 'instagram',
      instagramId: athens.instagramId,
      instagramUsername: athens.instagramUsername,
      isActive: true,
    },
  ]);
  return {
    pages,
    facebook: athens.pageId,
    instagram: athens.instagramId!,
    page: athens.pageId,
    userId: user.id,
    simulatorCookie: userCookieValue(user.id, config.sessionSecret),
  };
}

/** How tokens are sealed and opened (under SESSION_SECRET), for tests that check a stored token survives (a backup and restore). */
export { openToken, sealToken } from '../tokens.js';
