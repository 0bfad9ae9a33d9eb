import {
  acceptInvitation,
  inviteTeamMember,
  listTeam,
  removeTeamMember,
  requestPasswordReset,
  resetPasswordWithToken,
  revokeInvitation,
} from '../../modules/accounts/index.js';
import type { AppContext, AppRouter } from '../context.js';
import { actorOf, bodyWith, idParam, requireBusiness, sameSiteSignIn } from '../middleware.js';
import { setSessionCookie } from '../session-cookie.js';

/** An answer that carries a session token is never kept by a browser's cache or a proxy. */
const noStore = async (ctx: AppContext, next: () => Promise<unknown>) => {
  ctx.set('Cache-Control', 'no-store');
  return next();
};

/**
 * A clinic's team (issue 23): its users and invitations, accepting an invitation, and the
 * self-service password reset. The roles are checked at the accounts module's door.
 */
export function teamRoutes(router: AppRouter): void {
  router.get('/api/team', requireBusiness, async (ctx) => {
    ctx.body = { success: true, ...(await listTeam(ctx.deps, { accountId: ctx.state.accountId! })) };
  });

  router.post('/api/team/invitations', requireBusiness, async (ctx) => {
    const invitation = await inviteTeamMember(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId!, ...actorOf(ctx) }));
    ctx.body = { success: true, message: `Invitation sent to ${invitation.email}`, invitation };
  });

  router.delete('/api/team/invitations/:id', requireBusiness, async (ctx) => {
    await revokeInvitation(ctx.deps, { accountId: ctx.state.accountId!, invitationId: idParam(ctx), ...actorOf(ctx) });
    ctx.body = { success: true, message: 'Invitation withdrawn' };
  });

  // No session: the token authorises. It signs the new user in, as business login does.
  router.post('/api/team/invitations/accept', noStore, sameSiteSignIn, async (ctx) => {
    const session = await acceptInvitation(ctx.deps, bodyWith(ctx, {}));
    await setSessionCookie(ctx, session.token, session.expiresAt);
    ctx.body = { success: true, token: session.token, message: 'Welcome to the team', accountId: session.accountId, role: session.role };
  });

  router.delete('/api/team/:userId', requireBusiness, async (ctx) => {
    await removeTeamMember(ctx.deps, { accountId: ctx.state.accountId!, userId: idParam(ctx, 'userId'), ...actorOf(ctx) });
    ctx.body = { success: true, message: 'User removed' };
  });

  router.post('/api/auth/forgot-password', noStore, sameSiteSignIn, async (ctx) => {
    await requestPasswordReset(ctx.deps, bodyWith(ctx, { ip: ctx.ip }));
    ctx.body = { success: true, message: 'If an account uses this e-mail address, we have sent it a link to reset the password.' };
  });

  router.post('/api/auth/reset-password', noStore, sameSiteSignIn, async (ctx) => {
    await resetPasswordWithToken(ctx.deps, bodyWith(ctx, {}));
    ctx.body = { success: true, message: 'Password changed. Please sign in with your new password.' };
  });
}
