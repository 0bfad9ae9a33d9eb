import { reasonBody } from '../../lib/words.js';
import { publishReasonInGreek } from '../publishing/index.js';
import { NOT_APPROVED_REASON } from './emails.js';
import { CAMPAIGNS_MESSAGES } from './messages.js';

/**
 * A post's last publishing error (`lastPublishError`, stored in English as the log reads it: the
 * targets' reasons joined, "Clinic Page: Facebook is not connected; Clinic IG: not confirmed in time.",
 * or one reason for the whole post) in the clinic's language, for its card and its e-mails. Ours are
 * translated, by the publishing core's table for a target's reason and by this module's for its own;
 * what is not ours (Meta's own words, a target's name) stays as written.
 */
// A reason as joinReasons stored it ("…again." and "…again" are one reason).
const bare = reasonBody;

const OWN_GREEK: Record<string, string> = {
  'being published': 'δημοσιεύεται',
  'not confirmed in time': 'δεν επιβεβαιώθηκε εγκαίρως',
  'Not published on time: no worker was running': 'Δεν δημοσιεύτηκε εγκαίρως: η υπηρεσία δημοσίευσης δεν λειτουργούσε',
  [bare(CAMPAIGNS_MESSAGES['campaigns.notApprovedAtInstant'])]: bare(NOT_APPROVED_REASON.el),
};

const greekOf = (message: string): string | undefined => OWN_GREEK[bare(message)] ?? publishReasonInGreek(message);

/** One target's part ("Target: reason"): the reason translated, the target's name as written. */
function partInGreek(part: string): string {
  const whole = greekOf(part);
  if (whole) return whole;
  // The name may hold ": " too: the first split whose reason is one of ours.
  for (let at = part.indexOf(': '); at >= 0; at = part.indexOf(': ', at + 2)) {
    const reason = greekOf(part.slice(at + 2));
    if (reason) return `${part.slice(0, at)}: ${reason}`;
  }
  return part;
}

export function publishErrorIn(language: 'en' | 'el', stored: string): string {
  if (language === 'en' || !stored) return stored;
  const whole = greekOf(stored);
  if (whole) return `${whole}.`;
  // joinReasons joined the parts with "; ", and some reasons hold "; " themselves: a fragment with
  // no "Target: " before it belongs to the part before it.
  const parts: string[] = [];
  for (const fragment of bare(stored).split('; ')) {
    if (parts.length && !fragment.includes(': ')) parts[parts.length - 1] += `; ${fragment}`;
    else parts.push(fragment);
  }
  // A Greek semicolon is a question mark: the parts are joined by the Greek raised point.
  return `${parts.map(partInGreek).join(' · ')}.`;
}
