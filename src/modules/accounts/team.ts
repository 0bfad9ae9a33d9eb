import * as v from 'valibot';
import { inTransaction } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { hashPassword, newToken, sha256 } from '../../lib/crypto.js';
import { msg } from '../../lib/messages.js';
import { parse } from '../../lib/validate.js';
import { BUSINESS_ROLES, type BusinessRole } from './actor.js';
import { invitationEmail } from './emails.js';
import { createSession, forgetSessions } from './sessions.js';
import { AccountIdSchema, AdminUserEmailSchema, ID_MAX, NewPasswordSchema } from './schema.js';
import { ActingRoleSchema, TokenSchema } from './team-schema.js';
import './messages.js';
import './team-messages.js';

/** An invitation's link works once, for 7 days (as the e-mailed scheduling links). */
const INVITATION_TTL_MS = 7 * 86400_000;

const RoleSchema = v.picklist(BUSINESS_ROLES, msg('accounts.roleInvalid'));
const UserIdSchema = v.pipe(
  v.number(msg('accounts.teamUserNotFound')),
  v.integer(msg('accounts.teamUserNotFound')),
  v.minValue(1, msg('accounts.teamUserNotFound')),
  v.maxValue(ID_MAX, msg('accounts.teamUserNotFound')),
);
const InvitationIdSchema = v.pipe(
  v.number(msg('accounts.invitationNotFound')),
  v.integer(msg('accounts.invitationNotFound')),
  v.minValue(1, msg('accounts.invitationNotFound')),
  v.maxValue(ID_MAX, msg('accounts.invitationNotFound')),
);

/** Who asks: the account from the session, the role it acts with, and (a clinic user) its own id. */
const asker = { accountId: AccountIdSchema, actorRole: ActingRoleSchema, actorUserId: v.optional(v.nullable(UserIdSchema)) };

/** Managing the team is the business admin's (and a platform admin's, supporting the clinic). */
function mayManageTeam(role: string): void {
  if (role !== 'business_admin' && role !== 'platform_admin') throw forbidden('accounts.teamAdminOnly');
}

export interface TeamUserView {
  id: number;
  email: string;
  role: BusinessRole;
  invitedAt: Date | null;
  lastSignInAt: Date | null;
}

export interface InvitationView {
  id: number;
  email: string;
  role: BusinessRole;
  invitedAt: Date;
  expiresAt: Date;
}

const presentInvitation = (row: { id: number; email: string; role: BusinessRole; createdAt: Date; expiresAt: Date }): InvitationView => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedAt: row.createdAt,
  expiresAt: row.expiresAt,
});

const TeamInput = v.object({ accountId: AccountIdSchema });

/** GET /api/team: the account's users and its open invitations (any member of the team may see who is in it). */
export async function listTeam(deps: Deps, input: v.InferInput<typeof TeamInput>): Promise<{ users: TeamUserView[]; invitations: InvitationView[] }> {
  const { accountId } = parse(TeamInput, input);
  const now = deps.clock.now();
  const [users, invitations] = await Promise.all([
    deps.db('admin_users').where({ accountId }).orderBy('id').select('id', 'email', 'role', 'invitedAt', 'lastSignInAt') as Promise<TeamUserView[]>,
    deps.db('team_invitations').where({ accountId }).whereNull('acceptedAt').where('expiresAt', '>', now).orderBy('id').select('*'),
  ]);
  return { users, invitations: invitations.map(presentInvitation) };
}

const InviteInput = v.object({ email: AdminUserEmailSchema, role: RoleSchema, ...asker });

/**
 * POST /api/team/invitations (business admin): a single-use link, valid 7 days, e-mailed to the
 * colleague (the token is stored only as its sha-256; the answer never carries it). Inviting an
 * address again replaces its open invitation; an address that already has a user is a 409.
 */
export async function inviteTeamMember(deps: Deps, input: v.InferInput<typeof InviteInput>): Promise<InvitationView> {
  const { accountId, email, role, actorRole, actorUserId } = parse(InviteInput, input);
  mayManageTeam(actorRole);
  const now = deps.clock.now();
  const token = newToken();
  const invitation = await inTransaction(deps.db, async (trx) => {
    const account = await trx('accounts').where({ id: accountId }).first('id', 'businessName', 'uiLanguage');
    if (!account) throw notFound('accounts.accountNotFound');
    if (await trx('admin_users').where({ email }).first('id')) throw conflict('accounts.emailTaken', undefined, { field: 'email' });
    await trx('team_invitations').where({ accountId, email }).whereNull('acceptedAt').delete();
    const [row] = await trx('team_invitations')
      .insert({
        accountId,
        email,
        role,
        token: sha256(token),
        invitedBy: actorUserId ?? null,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        createdAt: now,
      })
      .returning('*');
    const inviter = actorUserId ? ((await trx('admin_users').where({ id: actorUserId }).first('email'))?.email as string | undefined) : undefined;
    return { row, account, inviter };
  });
  await deps.mail.send({
    ...invitationEmail(invitation.account.uiLanguage ?? 'en', {
      businessName: invitation.account.businessName,
      inviter: invitation.inviter ?? null,
      role,
      link: `${deps.site.publicUrl}/team/accept-invitation?token=${token}`,
    }),
    to: email,
    accountId,
    kind: 'team_invitation',
  });
  return presentInvitation(invitation.row);
}

const RevokeInvitationInput = v.object({ invitationId: InvitationIdSchema, ...asker });

/** DELETE /api/team/invitations/{id} (business admin): the link stops working. Another account's invitation is not found. */
export async function revokeInvitation(deps: Deps, input: v.InferInput<typeof RevokeInvitationInput>): Promise<void> {
  const { accountId, invitationId, actorRole } = parse(RevokeInvitationInput, input);
  mayManageTeam(actorRole);
  const removed = await deps.db('team_invitations').where({ id: invitationId, accountId }).whereNull('acceptedAt').delete();
  if (!removed) throw notFound('accounts.invitationNotFound');
}

const AcceptInput = v.object({ token: TokenSchema, password: NewPasswordSchema });

/**
 * POST /api/team/invitations/accept: the invited colleague sets a password; the user is made with the
 * invitation's role and signed in (as business login does). The token is spent in the same
 * transaction; a used, revoked or expired one is the same 404.
 */
export async function acceptInvitation(
  deps: Deps,
  input: v.InferInput<typeof AcceptInput>,
): Promise<{ token: string; sessionId: number; expiresAt: Date; accountId: number; role: BusinessRole }> {
  const { token, password } = parse(AcceptInput, input);
  const now = deps.clock.now();
  const hash = await hashPassword(password);
  const user = await inTransaction(deps.db, async (trx) => {
    const [invitation] = await trx('team_invitations')
      .where({ token: sha256(token) })
      .whereNull('acceptedAt')
      .where('expiresAt', '>', now)
      .update({ acceptedAt: now })
      .returning('*');
    if (!invitation) throw notFound('accounts.invitationInvalid');
    if (await trx('admin_users').where({ email: invitation.email }).first('id')) throw conflict('accounts.emailTaken');
    const [row] = await trx('admin_users')
      .insert({
        accountId: invitation.accountId,
        email: invitation.email,
        password: hash,
        role: invitation.role,
        invitedAt: invitation.createdAt,
        lastSignInAt: now,
      })
      .returning(['id', 'accountId', 'role']);
    return row as { id: number; accountId: number; role: BusinessRole };
  });
  const session = await createSession(deps, { adminUserId: user.id });
  return { ...session, accountId: user.accountId, role: user.role };
}

const MemberInput = v.object({ accountId: AccountIdSchema, userId: UserIdSchema });

/** One user of the account's team (who decided, who a link was sent to), or null when they are not (or no longer) on it. */
export async function teamMember(deps: Deps, input: v.InferInput<typeof MemberInput>): Promise<{ id: number; email: string; role: BusinessRole } | null> {
  const { accountId, userId } = parse(MemberInput, input);
  return (await deps.db('admin_users').where({ id: userId, accountId }).first('id', 'email', 'role')) ?? null;
}

const RemoveInput = v.object({ userId: UserIdSchema, ...asker });

/**
 * DELETE /api/team/{userId} (business admin): the user is removed and their sessions end at once.
 * A business admin cannot remove themselves (the account always keeps one who can manage it).
 */
export async function removeTeamMember(deps: Deps, input: v.InferInput<typeof RemoveInput>): Promise<void> {
  const { accountId, userId, actorRole, actorUserId } = parse(RemoveInput, input);
  mayManageTeam(actorRole);
  if (actorUserId === userId) throw conflict('accounts.cannotRemoveSelf');
  await inTransaction(deps.db, async (trx) => {
    const user = await trx('admin_users').where({ id: userId, accountId }).forUpdate().first('id', 'role');
    if (!user) throw notFound('accounts.teamUserNotFound');
    if (user.role === 'business_admin') {
      const [{ n }] = await trx('admin_users').where({ accountId, role: 'business_admin' }).count({ n: '*' });
      if (Number(n) <= 1) throw conflict('accounts.lastBusinessAdmin');
    }
    // Sessions go with the row (on delete cascade); the cache forgets them below.
    await trx('admin_users').where({ id: userId }).delete();
  });
  forgetSessions(deps.db, { adminUserId: userId });
}
