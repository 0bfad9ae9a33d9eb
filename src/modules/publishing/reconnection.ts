import type { Deps } from '../../lib/deps.js';
import { accountContacts } from '../accounts/index.js';
import { reconnectEmail } from './emails.js';
import type { GraphError } from './graph/errors.js';
import { claimReconnectEmail, flagNeedsReconnection } from './repo.js';

/** Why a connection needs reconnecting; stored as the code, shown and e-mailed in the account's language. */
export type ReconnectReason =
  'permission_removed' | 'app_removed' | 'login_required' | 'password_changed' | 'token_expired' | 'role_lost' | 'token_invalid' | 'token_unreadable';

export const RECONNECT_REASONS: Record<ReconnectReason, { en: string; el: string }> = {
  permission_removed: {
    en: 'A permission this app needs was removed from the Facebook connection.',
    el: 'Αφαιρέθηκε από τη σύνδεση Facebook μια άδεια που χρειάζεται η εφαρμογή.',
  },
  app_removed: { en: 'The app was removed from your Facebook account.', el: 'Η εφαρμογή αφαιρέθηκε από τον λογαριασμό σας στο Facebook.' },
  login_required: { en: 'Facebook asks you to sign in on facebook.com first.', el: 'Το Facebook ζητά να συνδεθείτε πρώτα στο facebook.com.' },
  password_changed: { en: 'Your Facebook password changed.', el: 'Ο κωδικός σας στο Facebook άλλαξε.' },
  token_expired: { en: 'The Facebook session expired.', el: 'Η σύνδεση με το Facebook έληξε.' },
  role_lost: { en: 'You no longer have a role on the Facebook Page.', el: 'Δεν έχετε πλέον ρόλο στη σελίδα του Facebook.' },
  token_invalid: { en: 'Facebook no longer accepts the stored access token.', el: 'Το Facebook δεν δέχεται πλέον το αποθηκευμένο διακριτικό πρόσβασης.' },
  token_unreadable: {
    en: 'The stored Facebook access could not be read (the server secret changed).',
    el: 'Η αποθηκευμένη πρόσβαση στο Facebook δεν μπορεί να διαβαστεί (άλλαξε το μυστικό του διακομιστή).',
  },
};

/** The reason behind a token or permission error (graph-api.md: 190 subcodes, 10/200-299). */
export function reconnectReason(error: GraphError): ReconnectReason {
  if (error.kind === 'permission') return 'permission_removed';
  switch (error.subcode) {
    case 458:
      return 'app_removed';
    case 459:
    case 464:
      return 'login_required';
    case 460:
      return 'password_changed';
    case 463:
      return 'token_expired';
    case 492:
      return 'role_lost';
    default:
      return 'token_invalid';
  }
}

/** True when a Graph error means the connection itself is broken (token or permission), not the call. */
export const breaksConnection = (error: GraphError): boolean => error.kind === 'token' || error.kind === 'permission';

/**
 * Marks the account's connection as needing reconnection and tells the account's users once, by
 * e-mail, until they reconnect (graph-api.md: Meta does not notify you when a token dies).
 */
export async function markNeedsReconnection(deps: Deps, accountId: number, reason: ReconnectReason): Promise<void> {
  const now = deps.clock.now();
  if (await flagNeedsReconnection(deps.db, accountId, reason, now)) deps.log.warn({ accountId, reason }, 'Facebook connection needs reconnection');
  if (!(await claimReconnectEmail(deps.db, accountId, now))) return;
  const contacts = await accountContacts(deps, { accountId });
  if (contacts.emails.length === 0) return;
  await deps.mail.send(
    reconnectEmail(contacts.uiLanguage, {
      to: contacts.emails,
      businessName: contacts.businessName,
      reason: RECONNECT_REASONS[reason][contacts.uiLanguage],
      link: `${deps.site.publicUrl}/portal/platforms`,
    }),
  );
}
