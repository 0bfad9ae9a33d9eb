import * as v from 'valibot';
import { accountExists, accountScope, resolveSession, sameUser } from '../../modules/accounts/index.js';
import {
  CALLBACK_PATH,
  completeFacebookConnect,
  deleteSocialPost,
  disconnectFacebook,
  facebookLoginSettings,
  getSelectedPages,
  listFacebookPages,
  safeReturnPath,
  saveSelectedPages,
  startFacebookConnect,
} from '../../modules/publishing/index.js';
import { forbidden } from '../../lib/errors.js';
import type { AppContext, AppRouter } from '../context.js';
import { bodyWith, requireBusiness, requireConnectionManager } from '../middleware.js';
import { readSessionCookie } from '../session-cookie.js';

/** The browser's copy of the OAuth state: the callback completes only in the browser that started. */
const STATE_COOKIE = 'fb_oauth_state';

const isHttps = (ctx: AppContext) => ctx.deps.config.publicUrl?.startsWith('https://') ?? false;

function setStateCookie(ctx: AppContext, state: string | null) {
  if (isHttps(ctx) && !ctx.secure) return;
  ctx.cookies.set(STATE_COOKIE, state ?? '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(ctx),
    path: '/api/auth/facebook',
    maxAge: state ? 10 * 60_000 : 0,
    overwrite: true,
  });
}

const one = (value: unknown): string | undefined => (typeof value === 'string' && value.length <= 2000 ? value : undefined);
const requestOrigin = (ctx: AppContext) => `${ctx.protocol}://${ctx.host}`;
const AccountQuery = v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)));

/** Where a failed connection goes back to, with the spec's error=auth_failed&message=. */
const failedTo = (path: string, message: string) => `${path}?${new URLSearchParams({ error: 'auth_failed', message })}`;

/**
 * Facebook and Instagram (business-portal.md: Platforms, Facebook pages viewer, Delete post,
 * Facebook test page; §7 calls): the OAuth connection, the Pages it reaches, the account's
 * selections, disconnecting and deleting published posts. Tokens never leave the server.
 */
export function facebookRoutes(router: AppRouter): void {
  /**
   * A browser navigation (the spec's /api/auth/facebook/connect?token=). It starts a flow only for
   * the browser's own session: its session cookie must belong to the same user as the token in the
   * link. A link is easy to hand to someone else, and whoever's browser completes the dialog is
   * whose Facebook gets stored, so a clinic's (or an admin's) link opened in any other browser,
   * signed out or signed in as someone else, is sent back with the spec's not-logged-in error: no
   * state, no state cookie, nothing sent to Facebook. Without a token the cookie alone decides.
   */
  router.get('/api/auth/facebook/connect', async (ctx) => {
    const returnPath = safeReturnPath(ctx.query.return);
    const refuse = () => ctx.redirect(failedTo(returnPath, 'not_authenticated'));
    const cookieToken = await readSessionCookie(ctx);
    const browser = cookieToken ? await resolveSession(ctx.deps, { token: cookieToken }) : undefined;
    if (!browser) return refuse();
    // An editor or a reviewer cannot connect (issue 23).
    if (browser.kind === 'business' && browser.role !== 'business_admin') return refuse();
    const token = one(ctx.query.token);
    if (token !== undefined) {
      const named = token ? await resolveSession(ctx.deps, { token }) : undefined;
      if (!named || !sameUser(named, browser)) return refuse();
    }
    const account = v.safeParse(AccountQuery, one(ctx.query.account));
    let accountId: number | undefined;
    try {
      accountId = accountScope(browser, account.success ? account.output : undefined);
    } catch {
      return refuse();
    }
    if (accountId === undefined || !(await accountExists(ctx.deps, { accountId }))) return refuse();
    const { url, state } = await startFacebookConnect(ctx.deps, { accountId, requestOrigin: requestOrigin(ctx), returnPath });
    setStateCookie(ctx, state);
    ctx.redirect(url);
  });

  router.get(CALLBACK_PATH, async (ctx) => {
    const outcome = await completeFacebookConnect(ctx.deps, {
      code: one(ctx.query.code),
      state: one(ctx.query.state),
      error: one(ctx.query.error),
      browserState: ctx.cookies.get(STATE_COOKIE) || undefined,
    });
    setStateCookie(ctx, null);
    ctx.redirect(outcome.ok ? `${outcome.returnPath}?connected=facebook` : failedTo(outcome.returnPath, outcome.error));
  });

  /** What the Facebook test page shows and uses: the mode, the app id, the scopes and the callback. */
  router.get('/api/facebook/config', requireBusiness, async (ctx) => {
    ctx.body = { success: true, ...facebookLoginSettings(ctx.deps, { requestOrigin: requestOrigin(ctx) }) };
  });

  /**
   * The test page's "straight to the dialog" button: a dialog URL with a fresh state. It asks for
   * the same permissions as Connect: the spec's four test scopes are a subset that could never
   * pass the callback's permission check, so the test would always end in "missing permissions".
   */
  router.post('/api/facebook/login-url', requireBusiness, requireConnectionManager, async (ctx) => {
    const { url, state } = await startFacebookConnect(ctx.deps, {
      accountId: ctx.state.accountId!,
      requestOrigin: requestOrigin(ctx),
      returnPath: '/facebook-test',
    });
    setStateCookie(ctx, state);
    ctx.body = { success: true, url };
  });

  router.get('/api/facebook/pages', requireBusiness, async (ctx) => {
    ctx.body = await listFacebookPages(ctx.deps, { ...ctx.query, accountId: ctx.state.accountId! });
  });

  router.post('/api/facebook/disconnect', requireBusiness, requireConnectionManager, async (ctx) => {
    await disconnectFacebook(ctx.deps, { accountId: ctx.state.accountId! });
    ctx.body = { success: true, message: 'Facebook disconnected' };
  });

  router.get('/api/selected-pages', requireBusiness, async (ctx) => {
    ctx.body = { success: true, selectedPages: await getSelectedPages(ctx.deps, { accountId: ctx.state.accountId! }) };
  });

  router.post('/api/selected-pages', requireBusiness, requireConnectionManager, async (ctx) => {
    const selectedPages = await saveSelectedPages(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId! }));
    ctx.body = { success: true, message: 'Selections saved', selectedPages };
  });

  // business_admin only (business-portal.md §6): a platform admin viewing an account may not delete.
  const businessAdminOnly = async (ctx: AppContext, next: () => Promise<unknown>) => {
    if (ctx.state.actor?.kind !== 'business') throw forbidden();
    return next();
  };
  router.delete('/api/social-media/delete', requireBusiness, requireConnectionManager, businessAdminOnly, async (ctx) => {
    const { platform } = await deleteSocialPost(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId! }));
    ctx.body = { success: true, message: platform === 'instagram' ? 'Post deleted from Instagram' : 'Post deleted from Facebook' };
  });
}
