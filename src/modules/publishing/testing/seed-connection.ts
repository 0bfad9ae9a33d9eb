/**
 * Test and benchmark support: an account connected to the built-in simulator without walking the
 * OAuth dialog (thousands of accounts in a benchmark): a simulated person with a Page and an
 * Instagram account, tokens issued as the code exchange would, the connection stored sealed, and
 * both selected. Only tests and scripts import this.
 */
import type { Deps } from '../../../lib/deps.js';
import { REQUESTED_SCOPES, SIMULATOR_APP_ID, facebookEndpoints } from '../settings.js';
import { sealToken } from '../tokens.js';
import { createGrant, createObject, issueToken } from '../simulator/store.js';

export async function seedSimulatedConnection(deps: Deps, input: { accountId: number; name?: string }) {
  const { accountId, name = `Bench Clinic ${accountId}` } = input;
  const { db, config } = deps;
  const user = await createObject(db, 'user', null, { name });
  const page = await createObject(db, 'page', user.id, { name: `${name} Page`, category: 'Medical spa' });
  const ig = await createObject(db, 'ig_user', page.id, { username: `clinic.${accountId}`, name });
  const scopes = [...REQUESTED_SCOPES];
  const grantId = await createGrant(db, { userId: user.id, appId: SIMULATOR_APP_ID, scopes, declined: [] });
  const userToken = await issueToken(db, { kind: 'user', userId: user.id, pageId: null, appId: SIMULATOR_APP_ID, scopes, grantId, expiresAt: new Date(Date.now() + 60 * 86400_000) });
  const pageToken = await issueToken(db, { kind: 'page', userId: user.id, pageId: page.id, appId: SIMULATOR_APP_ID, scopes, grantId, expiresAt: null });
  await db('facebookConnections').insert({ accountId, facebookUserId: user.id, facebookUserName: name, userToken: sealToken(config, userToken), grantedScopes: scopes });
  await db('facebookPages').insert({ accountId, pageId: page.id, name: `${name} Page`, category: 'Medical spa', pageToken: sealToken(config, pageToken), instagramId: ig.id, instagramUsername: `clinic.${accountId}`, instagramName: name });
  await db('selectedPages').insert([
    { accountId, pageId: page.id, pageName: `${name} Page`, platform: 'facebook', isActive: true },
    { accountId, pageId: page.id, pageName: `${name} Page`, platform: 'instagram', instagramId: ig.id, instagramUsername: `clinic.${accountId}`, isActive: true },
  ]);
  return { pageId: page.id, instagramId: ig.id, userId: user.id, userToken, pageToken };
}

/** The app id and secret the built-in simulator knows this installation by (tests exchange codes with them). */
export function simulatorApp(deps: Deps): { appId: string; appSecret: string } {
  const { appId, appSecret } = facebookEndpoints(deps);
  return { appId, appSecret };
}
