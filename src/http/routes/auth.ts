import { loginAdmin, loginBusiness, presentActor, revokeSession } from '../../modules/accounts/index.js';
import { unauthenticated } from '../../lib/errors.js';
import type { AppContext, AppRouter } from '../context.js';
import { clearSessionCookie, setSessionCookie } from '../session-cookie.js';
import { bodyWith, sameSiteSignIn } from '../middleware.js';

/** An answer that carries a session token is never kept by a browser's cache or a proxy. */
const noStore = async (ctx: AppContext, next: () => Promise<unknown>) => {
  ctx.set('Cache-Control', 'no-store');
  return next();
};

/** Sign-in for both kinds of user, session verification and logout (admin-area.md §7, business-portal.md §7). */
export function authRoutes(router: AppRouter): void {
  router.post('/api/auth/login', noStore, sameSiteSignIn, async (ctx) => {
    const session = await loginAdmin(ctx.deps, bodyWith(ctx, { ip: ctx.ip }));
    await setSessionCookie(ctx, session.token, session.expiresAt);
    ctx.body = { success: true, token: session.token, message: 'Login successful' };
  });

  router.post('/api/business/login', noStore, sameSiteSignIn, async (ctx) => {
    const session = await loginBusiness(ctx.deps, bodyWith(ctx, { ip: ctx.ip }));
    const remember = (ctx.request.body as { remember?: unknown } | undefined)?.remember !== false;
    await setSessionCookie(ctx, session.token, session.expiresAt, remember);
    ctx.body = { success: true, token: session.token, message: 'Login successful', accountId: session.accountId };
  });

  router.get('/api/auth/verify', async (ctx) => {
    if (!ctx.state.actor) throw unauthenticated('http.invalidToken');
    ctx.body = { success: true, user: presentActor(ctx.state.actor) };
  });

  router.post('/api/auth/logout', async (ctx) => {
    if (ctx.state.actor) await revokeSession(ctx.deps, { sessionId: ctx.state.actor.sessionId });
    clearSessionCookie(ctx);
    ctx.body = { success: true, message: 'Logged out successfully' };
  });
}
