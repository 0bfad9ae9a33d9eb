import { forbidden } from '../../lib/errors.js';

/** A clinic user's role (issue 23): business_admin does everything; editor writes; reviewer approves. */
export type BusinessRole = 'business_admin' | 'editor' | 'reviewer';
export const BUSINESS_ROLES: readonly BusinessRole[] = ['business_admin', 'editor', 'reviewer'];

/**
 * The role a use case is asked by: a clinic user's own, or `platform_admin` for a platform admin
 * acting as the account (support: everything a business admin may, except a medical sign-off).
 */
export type ActingRole = BusinessRole | 'platform_admin';

/** Who is making a request: a platform admin (users) or a business user (admin_users) with its role. */
export type Actor =
  | { kind: 'admin'; userId: number; role: 'admin'; username: string; sessionId: number }
  | { kind: 'business'; adminUserId: number; accountId: number; role: BusinessRole; email: string; sessionId: number };

/** The role the request's actor acts with (what the shells pass to use cases as `actorRole`). */
export const actingRole = (actor: Actor): ActingRole => (actor.kind === 'admin' ? 'platform_admin' : actor.role);

/** Both sessions belong to the same person (the same platform admin, or the same business admin user), whichever sign-in made them. */
export function sameUser(a: Actor, b: Actor): boolean {
  if (a.kind === 'admin') return b.kind === 'admin' && a.userId === b.userId;
  return b.kind === 'business' && a.adminUserId === b.adminUserId;
}

/**
 * The business account a request acts on. A business user always acts on its own account and can
 * never name another one; a platform admin may act on one account by naming it (the spec's
 * /portal?account={id}). Existence of the named account is checked by the caller (404).
 */
export function accountScope(actor: Actor, requestedAccountId?: number): number | undefined {
  if (actor.kind === 'business') {
    if (requestedAccountId !== undefined && requestedAccountId !== actor.accountId) throw forbidden();
    return actor.accountId;
  }
  return requestedAccountId;
}

/** The answer of GET /api/auth/verify: `{ id, role, accountId? }`. */
export function presentActor(actor: Actor) {
  return actor.kind === 'admin'
    ? { id: actor.userId, role: actor.role, username: actor.username }
    : { id: actor.adminUserId, role: actor.role, accountId: actor.accountId, email: actor.email };
}
