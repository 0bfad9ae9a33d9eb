import crypto from 'node:crypto';
import type * as v from 'valibot';
import { newToken, sha256 } from '../../lib/crypto.js';
import { inTransaction } from '../../lib/db.js';
import type { AppConfig, Deps } from '../../lib/deps.js';
import { parse } from '../../lib/validate.js';
import { fetchManagedPages, fetchPermissions, type GraphPageEntry } from './graph/pages.js';
import { isGraphError } from './graph/errors.js';
import { consumeOAuthState, insertOAuthState, purgeOAuthStates, saveConnection, stateReturnPath, type ListedPage } from './repo.js';
import { CompleteConnectInput, LoginSettingsInput, StartConnectInput } from './schema.js';
import { REQUESTED_SCOPES, REQUIRED_SCOPES, facebookEndpoints, graphClient, isSimulator } from './settings.js';
import { openToken, sealToken } from './tokens.js';

const STATE_TTL_MS = 10 * 60_000;
export const CALLBACK_PATH = '/api/auth/facebook/callback';
const DEFAULT_RETURN_PATH = '/portal/platforms';
/** Where a connection may return to: the two platforms routes and the Facebook test page. */
const RETURN_PATHS = new Set(['/portal/platforms', '/business/platforms', '/facebook-test']);

export const safeReturnPath = (path: unknown): string => (typeof path === 'string' && RETURN_PATHS.has(path) ? path : DEFAULT_RETURN_PATH);

/**
 * The OAuth redirect_uri: PUBLIC_URL's origin. Only the built-in simulator (demo mode) falls back
 * to the origin the browser used; with a real Facebook app the configuration requires PUBLIC_URL.
 */
export function redirectUriFor(config: Pick<AppConfig, 'publicUrl' | 'facebook'>, requestOrigin: string): string {
  const origin = config.publicUrl ?? (isSimulator(config) ? requestOrigin : undefined);
  if (!origin) throw new Error('PUBLIC_URL must be set with a Facebook app');
  return `${origin.replace(/\/+$/, '')}${CALLBACK_PATH}`;
}

/**
 * Starts Facebook Login for an account: a single-use `state` bound to the account (stored hashed,
 * 10 minutes) and the dialog URL to send the browser to. The caller also hands `state` to the
 * browser in a cookie, so the callback only completes in the browser that started it.
 */
export async function startFacebookConnect(deps: Deps, input: v.InferInput<typeof StartConnectInput>): Promise<{ url: string; state: string }> {
  const { accountId, requestOrigin, returnPath } = parse(StartConnectInput, input);
  const now = deps.clock.now();
  const endpoints = facebookEndpoints(deps);
  const state = newToken(24);
  const redirectUri = redirectUriFor(deps.config, requestOrigin);
  // PKCE (RFC 7636, S256), which Facebook Login's dialog takes: the code only buys a token together
  // with this flow's verifier, kept on the server with the state (43 characters of base64url).
  const codeVerifier = newToken(32);
  await insertOAuthState(deps.db, {
    stateHash: sha256(state),
    accountId,
    redirectUri,
    returnPath: safeReturnPath(returnPath),
    codeVerifier: sealToken(deps.config, codeVerifier),
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  const params = new URLSearchParams({
    client_id: endpoints.appId,
    redirect_uri: redirectUri,
    state,
    response_type: 'code',
    scope: REQUESTED_SCOPES.join(','),
    // Asks again for permissions the user declined last time (otherwise the dialog skips them).
    auth_type: 'rerequest',
    code_challenge: pkceChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: `${endpoints.dialogUrl}/${endpoints.version}/dialog/oauth?${params}`, state };
}

/** The S256 code challenge of a PKCE verifier: base64url(sha-256(verifier)), no padding. */
const pkceChallenge = (verifier: string): string => crypto.createHash('sha256').update(verifier).digest('base64url');

/** The spec's error=auth_failed messages (business-portal.md §8), plus the missing-permission list. */
type ConnectFailure = 'no_user' | 'login_error' | 'no_session_token' | `missing_permissions:${string}` | `pages_error:${string}`;

export type ConnectOutcome = { returnPath: string } & ({ ok: true; pages: number; instagramAccounts: number } | { ok: false; error: ConnectFailure });

/**
 * Completes Facebook Login (GET /api/auth/facebook/callback). A missing, forged, reused or expired
 * state is refused before Facebook is called. Then: code → short-lived token → long-lived token,
 * granted permissions checked, every Page and its Instagram account listed, and the connection
 * stored with sealed tokens.
 */
export async function completeFacebookConnect(deps: Deps, input: v.InferInput<typeof CompleteConnectInput>): Promise<ConnectOutcome> {
  const callback = parse(CompleteConnectInput, input);
  const { clock } = deps;
  const stateHash = callback.state ? sha256(callback.state) : undefined;
  const fallbackPath = safeReturnPath(stateHash ? await stateReturnPath(deps.db, stateHash) : undefined);
  if (!callback.state || !stateHash || callback.state.length > 200 || callback.state !== callback.browserState) {
    return { ok: false, error: 'no_session_token', returnPath: fallbackPath };
  }
  const state = await consumeOAuthState(deps.db, stateHash, clock.now());
  if (!state) return { ok: false, error: 'no_session_token', returnPath: fallbackPath };
  const fail = (error: ConnectFailure): ConnectOutcome => ({ ok: false, error, returnPath: state.returnPath });
  if (callback.error || !callback.code) return fail('no_user');

  const client = graphClient(deps);
  const { appId, appSecret } = client.settings;
  let userToken: string;
  let expiresAt: Date | null;
  try {
    const codeVerifier = state.codeVerifier ? openToken(deps.config, state.codeVerifier) : undefined;
    const short = await client.get<{ access_token: string }>('oauth/access_token', {
      params: { client_id: appId, client_secret: appSecret, redirect_uri: state.redirectUri, code: callback.code, code_verifier: codeVerifier },
    });
    const long = await client.get<{ access_token: string; expires_in?: number }>('oauth/access_token', {
      params: { grant_type: 'fb_exchange_token', client_id: appId, client_secret: appSecret, fb_exchange_token: short.access_token },
    });
    userToken = long.access_token;
    expiresAt = long.expires_in ? new Date(clock.now().getTime() + long.expires_in * 1000) : null;
    if (!userToken) throw new Error('no access_token in the answer');
  } catch (error) {
    deps.log.warn(
      { err: isGraphError(error) ? { kind: error.kind, codes: error.codes } : String(error), accountId: state.accountId },
      'Facebook code exchange failed',
    );
    return fail('login_error');
  }

  let me: { id: string; name?: string };
  let permissions: { granted: string[]; declined: string[] };
  let pages: GraphPageEntry[];
  try {
    me = await client.get<{ id: string; name?: string }>('me', { token: userToken, params: { fields: 'id,name' } });
    permissions = await fetchPermissions(client, userToken);
    const missing = REQUIRED_SCOPES.filter((scope) => !permissions.granted.includes(scope));
    if (missing.length) return fail(`missing_permissions:${missing.join(',')}`);
    pages = await fetchManagedPages(client, userToken);
  } catch (error) {
    deps.log.warn(
      { err: isGraphError(error) ? { kind: error.kind, codes: error.codes } : String(error), accountId: state.accountId },
      'Facebook listing failed',
    );
    return fail(`pages_error:${isGraphError(error) ? error.message.slice(0, 200) : 'unexpected answer'}`);
  }

  const listed = pages.map((page) => toListedPage(deps.config, page));
  await inTransaction(deps.db, (trx) =>
    saveConnection(
      trx,
      state.accountId,
      {
        facebookUserId: String(me.id),
        facebookUserName: me.name ?? null,
        userToken: sealToken(deps.config, userToken),
        userTokenExpiresAt: expiresAt,
        grantedScopes: permissions.granted,
        declinedScopes: permissions.declined,
      },
      listed,
      clock.now(),
    ),
  );
  return { ok: true, pages: listed.length, instagramAccounts: listed.filter((p) => p.instagramId).length, returnPath: state.returnPath };
}

export function toListedPage(config: Pick<AppConfig, 'sessionSecret'>, page: GraphPageEntry): ListedPage {
  return {
    pageId: page.id,
    name: page.name,
    category: page.category,
    pageToken: page.accessToken ? sealToken(config, page.accessToken) : null,
    tasks: page.tasks,
    instagramId: page.instagram?.id ?? null,
    instagramUsername: page.instagram?.username ?? null,
    instagramName: page.instagram?.name ?? null,
  };
}

/** Drops OAuth states that expired more than a day ago: no callback comes back that late. */
export async function purgeExpiredOAuthStates(deps: Deps): Promise<number> {
  return purgeOAuthStates(deps.db, new Date(deps.clock.now().getTime() - 86400_000));
}

/**
 * What the Facebook test page shows and uses (GET /api/facebook/config): the mode, the app id, the
 * permissions Connect asks for, and this installation's callback as the request reaches it. The
 * test scopes are the same permissions: the spec's four alone could never pass the callback's check.
 */
export function facebookLoginSettings(deps: Deps, input: v.InferInput<typeof LoginSettingsInput>) {
  const { requestOrigin } = parse(LoginSettingsInput, input);
  const endpoints = facebookEndpoints(deps);
  return {
    mode: endpoints.mode,
    appId: endpoints.appId,
    apiVersion: endpoints.version,
    scopes: REQUESTED_SCOPES,
    testScopes: REQUESTED_SCOPES,
    callbackUrl: redirectUriFor(deps.config, requestOrigin),
  };
}
