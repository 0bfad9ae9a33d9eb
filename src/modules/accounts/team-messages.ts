import { defineMessages, type Catalogue } from '../../lib/messages.js';

/**
 * The accounts messages of a clinic's team, invitations, password resets and the sign-off switch
 * (issue 23), by key, as messages.ts. A table of its own: the sign-in page bundles messages.ts with
 * its form's schema, and none of these is said there. Imports nothing but lib/messages.
 */
export const TEAM_MESSAGES = defineMessages({
  'accounts.roleInvalid': 'Role must be business_admin, editor or reviewer',
  'accounts.teamAdminOnly': 'Only a business admin can manage the team.',
  'accounts.teamUserNotFound': 'User not found',
  'accounts.invitationNotFound': 'Invitation not found',
  'accounts.invitationInvalid': 'This invitation is not valid any more (it was used, withdrawn, or it is older than 7 days). Ask for a new one.',
  'accounts.cannotRemoveSelf': 'You cannot remove yourself from the team.',
  'accounts.lastBusinessAdmin': 'The account must keep at least one business admin.',
  'accounts.linkNotValid': 'The link is not valid.',
  'accounts.resetLinkInvalid': 'This password reset link is not valid any more (it was used, or it is older than 1 hour). Ask for a new one.',
  'accounts.resetThrottled': 'Too many password reset requests. Please try again in {{minutes}} minutes.',
  'accounts.resetThrottledOneMinute': 'Too many password reset requests. Please try again in 1 minute.',
  'accounts.setupAdminOnly': 'Only a business admin can change the Setup.',
  'accounts.requireApprovalInvalid': 'requireApproval must be true or false',
});

declare module '../../lib/messages.js' {
  interface MessageCatalogue extends Catalogue<typeof TEAM_MESSAGES> {}
}
