import { loginAdmin, loginBusiness, presentActor, revokeSession } from '../../modules/accounts/index.js';
import { unauthenticated } from '../../lib/errors.js';
import type { AppContext, AppRouter } from '../context.js';
import { clearSessionCookie, setSessionCookie } from '../session-cookie.js';
import { sameSiteSignIn } from '../middleware.js';

function loginOptions(ctx: AppContext) {
  const { db, clock, config } = ctx.deps;
  return { db, clock, ip: ctx.ip, policy: config.login, ttlHours: config.sessionTtlHours, input: ctx.request.body };
}

/** An answer that carries a session token is never kept by a browser's cache or a proxy. */
const noStore = async (ctx: AppContext, next: () => Promise<unknown>) => {
  ctx.set('Cache-Control', 'no-store');
  return next();
};

/** Sign-in for both kinds of user, session verification and logout (admin-area.md §7, business-portal.md §7). */
export function authRoutes(router: AppRouter): void {
  router.post('/api/auth/login', noStore, sameSiteSignIn, async (ctx) => {
    const session = await loginAdmin(loginOptions(ctx));
    await setSessionCookie(ctx, session.token, session.expiresAt);
    ctx.body = { success: true, token: session.token, message: 'Login successful' };
  });

  router.post('/api/business/login', noStore, sameSiteSignIn, async (ctx) => {
    const session = await loginBusiness(loginOptions(ctx));
    const remember = (ctx.request.body as { remember?: unknown } | undefined)?.remember !== false;
    await setSessionCookie(ctx, session.token, session.expiresAt, remember);
    ctx.body = { success: true, token: session.token, message: 'Login successful', accountId: session.accountId };
  });

  router.get('/api/auth/verify', async (ctx) => {
    if (!ctx.state.actor) throw unauthenticated('Invalid or expired token');
    ctx.body = { success: true, user: presentActor(ctx.state.actor) };
  });

  router.post('/api/auth/logout', async (ctx) => {
    if (ctx.state.actor) await revokeSession({ db: ctx.deps.db, sessionId: ctx.state.actor.sessionId });
    clearSessionCookie(ctx);
    ctx.body = { success: true, message: 'Logged out successfully' };
  });
}
