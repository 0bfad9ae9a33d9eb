import * as v from 'valibot';
import { msg } from '../../lib/messages.js';
import './team-messages.js';

// Issue 23's schemas, apart from schema.ts, which the sign-in page bundles.

/** The role a use case is asked by (actor.ts ActingRole): the shells vouch for it, never a body. */
export const ActingRoleSchema = v.optional(v.picklist(['business_admin', 'editor', 'reviewer', 'platform_admin'], msg('http.valueInvalid')), 'business_admin');

/** A token from an e-mailed link (invitation, password reset). */
const LINK = msg('accounts.linkNotValid');
export const TokenSchema = v.pipe(v.string(LINK), v.trim(), v.minLength(20, LINK), v.maxLength(200, LINK), v.regex(/^[\w-]+$/, LINK));

/** Medical sign-off (issue 23) when an account is made: on for every new one; accounts from before it keep it off (the column's default). */
export const NewAccountApproval = { requireApproval: v.optional(v.boolean(msg('accounts.requireApprovalInvalid')), true) };
