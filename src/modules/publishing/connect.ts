import crypto from 'node:crypto';
import { systemClock } from '../../lib/clock.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { inTransaction } from '../../lib/db.js';
import { fetchManagedPages, fetchPermissions, type GraphPageEntry } from './graph/pages.js';
import { isGraphError } from './graph/errors.js';
import { consumeOAuthState, insertOAuthState, purgeOAuthStates, saveConnection, stateReturnPath, type ListedPage } from './repo.js';
import { REQUESTED_SCOPES, REQUIRED_SCOPES, facebookEndpoints, graphClient, isSimulator, type PublishingContext } from './settings.js';
import { openToken, sealToken } from './tokens.js';

export const STATE_TTL_MS = 10 * 60_000;
export const CALLBACK_PATH = '/api/auth/facebook/callback';
export const DEFAULT_RETURN_PATH = '/portal/platforms';
/** Where a connection may return to: the two platforms routes and the Facebook test page. */
const RETURN_PATHS = new Set(['/portal/platforms', '/business/platforms', '/facebook-test']);

export const safeReturnPath = (path: unknown): string => (typeof path === 'string' && RETURN_PATHS.has(path) ? path : DEFAULT_RETURN_PATH);

/**
 * The OAuth redirect_uri: PUBLIC_URL's origin. Only the built-in simulator (demo mode) falls back
 * to the origin the browser used; with a real Facebook app the configuration requires PUBLIC_URL.
 */
export function redirectUriFor(ctx: Pick<PublishingContext, 'config'>, requestOrigin: string): string {
  const origin = ctx.config.publicUrl ?? (isSimulator(ctx.config) ? requestOrigin : undefined);
  if (!origin) throw new Error('PUBLIC_URL must be set with a Facebook app');
  return `${origin.replace(/\/+$/, '')}${CALLBACK_PATH}`;
}

/**
 * Starts Facebook Login for an account: a single-use `state` bound to the account (stored hashed,
 * 10 minutes) and the dialog URL to send the browser to. The caller also hands `state` to the
 * browser in a cookie, so the callback only completes in the browser that started it.
 */
export async function startFacebookConnect(
  ctx: PublishingContext,
  options: { accountId: number; requestOrigin: string; returnPath?: string; scopes?: readonly string[] },
): Promise<{ url: string; state: string }> {
  const now = (ctx.clock ?? systemClock).now();
  const endpoints = facebookEndpoints(ctx);
  const state = newToken(24);
  const redirectUri = redirectUriFor(ctx, options.requestOrigin);
  // PKCE (RFC 7636, S256), which Facebook Login's dialog takes: the code only buys a token together
  // with this flow's verifier, kept on the server with the state (43 characters of base64url).
  const codeVerifier = newToken(32);
  await insertOAuthState(ctx.db, {
    stateHash: sha256(state),
    accountId: options.accountId,
    redirectUri,
    returnPath: safeReturnPath(options.returnPath),
    codeVerifier: sealToken(ctx.config, codeVerifier),
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  const params = new URLSearchParams({
    client_id: endpoints.appId,
    redirect_uri: redirectUri,
    state,
    response_type: 'code',
    scope: (options.scopes ?? REQUESTED_SCOPES).join(','),
    // Asks again for permissions the user declined last time (otherwise the dialog skips them).
    auth_type: 'rerequest',
    code_challenge: pkceChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: `${endpoints.dialogUrl}/${endpoints.version}/dialog/oauth?${params}`, state };
}

/** The S256 code challenge of a PKCE verifier: base64url(sha-256(verifier)), no padding. */
export const pkceChallenge = (verifier: string): string => crypto.createHash('sha256').update(verifier).digest('base64url');

/** The spec's error=auth_failed messages (business-portal.md §8), plus the missing-permission list. */
export type ConnectFailure = 'no_user' | 'login_error' | 'no_session_token' | `missing_permissions:${string}` | `pages_error:${string}`;

export type ConnectOutcome = { returnPath: string } & ({ ok: true; pages: number; instagramAccounts: number } | { ok: false; error: ConnectFailure });

export interface CallbackInput {
  code?: string;
  state?: string;
  error?: string;
  /** The state the browser holds in its cookie. */
  browserState?: string;
}

/**
 * Completes Facebook Login (GET /api/auth/facebook/callback). A missing, forged, reused or expired
 * state is refused before Facebook is called. Then: code → short-lived token → long-lived token,
 * granted permissions checked, every Page and its Instagram account listed, and the connection
 * stored with sealed tokens.
 */
export async function completeFacebookConnect(ctx: PublishingContext, input: CallbackInput): Promise<ConnectOutcome> {
  const clock = ctx.clock ?? systemClock;
  const stateHash = input.state ? sha256(input.state) : undefined;
  const fallbackPath = safeReturnPath(stateHash ? await stateReturnPath(ctx.db, stateHash) : undefined);
  if (!input.state || !stateHash || input.state.length > 200 || input.state !== input.browserState) {
    return { ok: false, error: 'no_session_token', returnPath: fallbackPath };
  }
  const state = await consumeOAuthState(ctx.db, stateHash, clock.now());
  if (!state) return { ok: false, error: 'no_session_token', returnPath: fallbackPath };
  const fail = (error: ConnectFailure): ConnectOutcome => ({ ok: false, error, returnPath: state.returnPath });
  if (input.error || !input.code) return fail('no_user');

  const client = graphClient(ctx);
  const { appId, appSecret } = client.settings;
  let userToken: string;
  let expiresAt: Date | null;
  try {
    const codeVerifier = state.codeVerifier ? openToken(ctx.config, state.codeVerifier) : undefined;
    const short = await client.get<{ access_token: string }>('oauth/access_token', {
      params: { client_id: appId, client_secret: appSecret, redirect_uri: state.redirectUri, code: input.code, code_verifier: codeVerifier },
    });
    const long = await client.get<{ access_token: string; expires_in?: number }>('oauth/access_token', {
      params: { grant_type: 'fb_exchange_token', client_id: appId, client_secret: appSecret, fb_exchange_token: short.access_token },
    });
    userToken = long.access_token;
    expiresAt = long.expires_in ? new Date(clock.now().getTime() + long.expires_in * 1000) : null;
    if (!userToken) throw new Error('no access_token in the answer');
  } catch (error) {
    ctx.log?.warn({ err: isGraphError(error) ? { kind: error.kind, codes: error.codes } : String(error), accountId: state.accountId }, 'Facebook code exchange failed');
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
    ctx.log?.warn({ err: isGraphError(error) ? { kind: error.kind, codes: error.codes } : String(error), accountId: state.accountId }, 'Facebook listing failed');
    return fail(`pages_error:${isGraphError(error) ? error.message.slice(0, 200) : 'unexpected answer'}`);
  }

  const listed = pages.map((page) => toListedPage(ctx, page));
  await inTransaction(ctx.db, (trx) =>
    saveConnection(
      trx,
      state.accountId,
      {
        facebookUserId: String(me.id),
        facebookUserName: me.name ?? null,
        userToken: sealToken(ctx.config, userToken),
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

export function toListedPage(ctx: Pick<PublishingContext, 'config'>, page: GraphPageEntry): ListedPage {
  return {
    pageId: page.id,
    name: page.name,
    category: page.category,
    pageToken: page.accessToken ? sealToken(ctx.config, page.accessToken) : null,
    tasks: page.tasks,
    instagramId: page.instagram?.id ?? null,
    instagramUsername: page.instagram?.username ?? null,
    instagramName: page.instagram?.name ?? null,
  };
}

/** Drops OAuth states that expired more than a day ago: no callback comes back that late. */
export async function purgeExpiredOAuthStates(ctx: Pick<PublishingContext, 'db'>, now: Date): Promise<number> {
  return purgeOAuthStates(ctx.db, new Date(now.getTime() - 86400_000));
}
