import { reasonBody as bare } from '../../lib/words.js';
import { RECONNECT_REASONS } from './reconnection.js';

/**
 * The reasons the publishing core records for a target that did not go out (publish.ts: the ledger's
 * error message, in English, as the log and the operators read it), in the clinic's language. A Greek
 * clinic read "Αποτυχία: Facebook is not connected." on its card and in its e-mails. Meta's own messages
 * (its `error_user_msg`, already in the language of the Facebook account) are kept as they are.
 * reasons.test.ts reads publish.ts and fails when a message recorded there has no Greek here.
 */
const GREEK: Record<string, string> = {
  'Publishing failed unexpectedly; it will be tried again': 'Η δημοσίευση απέτυχε απροσδόκητα· θα γίνει νέα προσπάθεια',
  'Facebook is not connected': 'Το Facebook δεν είναι συνδεδεμένο',
  'This Page or Instagram account is no longer part of your Facebook connection':
    'Αυτή η σελίδα ή ο λογαριασμός Instagram δεν ανήκει πλέον στη σύνδεσή σας με το Facebook',
  'Stories are published to Instagram accounts only': 'Οι ιστορίες δημοσιεύονται μόνο σε λογαριασμούς Instagram',
  'The prepared image is missing from storage': 'Η προετοιμασμένη εικόνα λείπει από τον χώρο αποθήκευσης',
  'Facebook did not confirm the last attempt; checking again before publishing':
    'Το Facebook δεν επιβεβαίωσε την τελευταία προσπάθεια· ελέγχουμε ξανά πριν από τη δημοσίευση',
  'Instagram is still processing the media': 'Το Instagram επεξεργάζεται ακόμη το πολυμέσο',
  'Instagram did not confirm publishing; it will be checked and retried': 'Το Instagram δεν επιβεβαίωσε τη δημοσίευση· θα ελεγχθεί και θα γίνει νέα προσπάθεια',
  'Instagram did not confirm publishing; it will be checked again': 'Το Instagram δεν επιβεβαίωσε τη δημοσίευση· θα ελεγχθεί ξανά',
  'The Instagram account reached its publishing limit for the last 24 hours': 'Ο λογαριασμός Instagram έφτασε το όριο δημοσιεύσεων του τελευταίου 24ώρου',
  'Facebook did not confirm publishing; it will be verified before any new attempt':
    'Το Facebook δεν επιβεβαίωσε τη δημοσίευση· θα επαληθευτεί πριν από κάθε νέα προσπάθεια',
  'Facebook asked us to slow down; it will be tried again': 'Το Facebook ζήτησε να περιορίσουμε τον ρυθμό· θα γίνει νέα προσπάθεια',
};

const RECONNECT_PREFIX = 'Reconnect Facebook: ';
const MEDIA_FAILED = /^Instagram could not process the media \(([^)]*)\)$/u;

/** One recorded reason in Greek, or undefined when it is not one of ours (Meta's own words). */
export function publishReasonInGreek(message: string): string | undefined {
  const text = bare(message);
  if (GREEK[text]) return GREEK[text];
  if (text.startsWith(RECONNECT_PREFIX)) {
    const why = Object.values(RECONNECT_REASONS).find((r) => bare(r.en) === bare(text.slice(RECONNECT_PREFIX.length)));
    return `Συνδέστε ξανά το Facebook: ${why ? bare(why.el) : text.slice(RECONNECT_PREFIX.length)}`;
  }
  const media = MEDIA_FAILED.exec(text);
  if (media) return `Το Instagram δεν μπόρεσε να επεξεργαστεί το πολυμέσο (${media[1]})`;
  return undefined;
}
