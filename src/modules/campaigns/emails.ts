import { DateTime } from 'luxon';
import type { MailMessage } from '../../lib/mail.js';
import { formatLocal } from './context.js';
import { CAMPAIGNS_MESSAGES } from './messages.js';

/** The campaign e-mails, in the account's interface language (en or el). */
type Language = 'en' | 'el';
type Message = Omit<MailMessage, 'to'>;

/**
 * Why a post did not go out: the platform's own reasons come in both languages, so that a Greek
 * clinic reads them in Greek; a target's error (Meta's or publishing's) is one text as recorded.
 */
export type FailureReason = string | Record<Language, string>;

/** The sweep's reason for a post no worker published at its time. */
export const MISSED_REASON = {
  en: 'No worker published it on time (the worker was not running).',
  el: 'Η υπηρεσία δημοσίευσης δεν λειτουργούσε εκείνη την ώρα, οπότε η ανάρτηση δεν δημοσιεύτηκε εγκαίρως.',
} satisfies FailureReason;

/** A post that was not approved at its instant (campaigns.notApprovedAtInstant; Greek as in locales/el/errors.json). */
export const NOT_APPROVED_REASON = {
  en: CAMPAIGNS_MESSAGES['campaigns.notApprovedAtInstant'],
  el: 'Δεν δημοσιεύτηκε: η ανάρτηση δεν ήταν εγκεκριμένη την ώρα της (η έγκριση ανακλήθηκε ή η ανάρτηση ή οι Σελίδες της άλλαξαν μετά από αυτήν). Υποβάλετέ την ξανά για έγκριση.',
} satisfies FailureReason;

const excerpt = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);

export function testEmail(language: Language, options: { businessName: string; link: string }): Message {
  return language === 'el'
    ? {
        subject: 'Δοκιμαστικό email από το Aesthetics Social',
        text: `Γεια σας ${options.businessName},\n\nΑυτό είναι ένα δοκιμαστικό email: τα μηνύματα για τις αναρτήσεις σας φτάνουν σε αυτή τη διεύθυνση.\n\nΟι καμπάνιες σας: ${options.link}`,
      }
    : {
        subject: 'Test e-mail from Aesthetics Social',
        text: `Hello ${options.businessName},\n\nThis is a test e-mail: messages about your posts reach this address.\n\nYour campaigns: ${options.link}`,
      };
}

export function periodReviewEmail(
  language: Language,
  options: {
    businessName: string;
    posts: { scheduledDate: Date; productName: string | null; content: string }[];
    zone: string | null;
    scheduleLink: string;
    reviewLink: string;
    /** The account requires approval (issue 23): the one click approves and schedules. */
    approves?: boolean;
    /** The period written (its end excluded), named in the subject by its first and last day. */
    period: { start: Date; end: Date };
  },
): Message {
  const day = (instant: Date) => DateTime.fromJSDate(instant, { zone: options.zone || 'UTC' }).toFormat('dd/MM');
  const span = `${day(options.period.start)} – ${day(new Date(options.period.end.getTime() - 1))}`;
  const lines = options.posts
    .map(
      (p) =>
        `• ${[formatLocal(new Date(p.scheduledDate), options.zone), p.productName].filter(Boolean).join(' · ')}\n  ${excerpt(p.content.replace(/\s+/g, ' '))}`,
    )
    .join('\n\n');
  const count = options.posts.length;
  const one = count === 1;
  return language === 'el'
    ? {
        subject: `Οι αναρτήσεις της περιόδου ${span} είναι έτοιμες για έλεγχο (${count})`,
        text: [
          `Γεια σας ${options.businessName},`,
          one
            ? 'Γράψαμε 1 ανάρτηση για την επόμενη περίοδο. Δείτε τη και διορθώστε ό,τι θέλετε:'
            : `Γράψαμε ${count} αναρτήσεις για την επόμενη περίοδο. Δείτε τις και διορθώστε ό,τι θέλετε:`,
          lines,
          `Έλεγχος και επεξεργασία: ${options.reviewLink}`,
          options.approves
            ? `Έγκριση και προγραμματισμός ${one ? 'της ανάρτησης' : 'όλων'} με ένα κλικ (ο σύνδεσμος ισχύει 7 ημέρες και μία φορά· οι αναρτήσεις με ευρήματα συμμόρφωσης εγκρίνονται μόνο από την πύλη): ${options.scheduleLink}`
            : `Προγραμματισμός ${one ? 'της ανάρτησης' : 'όλων'} με ένα κλικ (ο σύνδεσμος ισχύει 7 ημέρες και μία φορά): ${options.scheduleLink}`,
        ].join('\n\n'),
      }
    : {
        subject: `Posts for ${span} are ready for review (${count})`,
        text: [
          `Hello ${options.businessName},`,
          `We wrote ${count} ${one ? 'post' : 'posts'} for the coming period. Have a look and change anything you like:`,
          lines,
          `Review and edit: ${options.reviewLink}`,
          options.approves
            ? `Approve and schedule ${one ? 'it' : 'them all'} in one click (the link works once, for 7 days; posts with compliance findings are approved only in the portal): ${options.scheduleLink}`
            : `Schedule ${one ? 'it' : 'them all'} in one click (the link works once, for 7 days): ${options.scheduleLink}`,
        ].join('\n\n'),
      };
}

export function postFailedEmail(
  language: Language,
  options: {
    kind: 'failed' | 'partial' | 'missed';
    businessName: string;
    post: { scheduledDate: Date; productName: string | null; content: string };
    zone: string | null;
    reason: FailureReason;
    link: string;
  },
): Message {
  const reason = typeof options.reason === 'string' ? options.reason : options.reason[language];
  const when = formatLocal(new Date(options.post.scheduledDate), options.zone);
  const what = [options.post.productName, excerpt(options.post.content.replace(/\s+/g, ' '), 120)].filter(Boolean).join(' — ');
  if (language === 'el') {
    const subject =
      options.kind === 'missed'
        ? `Μια ανάρτηση δεν δημοσιεύτηκε στην ώρα της (${when})`
        : options.kind === 'partial'
          ? `Μια ανάρτηση δημοσιεύτηκε μόνο εν μέρει (${when})`
          : `Μια ανάρτηση δεν δημοσιεύτηκε (${when})`;
    return {
      subject,
      text: [
        `Γεια σας ${options.businessName},`,
        `${subject}:`,
        what,
        `Αιτία: ${reason}`,
        `Μπορείτε να τη δημοσιεύσετε τώρα από τις καμπάνιες σας: ${options.link}`,
      ].join('\n\n'),
    };
  }
  const subject =
    options.kind === 'missed'
      ? `A post was not published on time (${when})`
      : options.kind === 'partial'
        ? `A post was only partly published (${when})`
        : `A post could not be published (${when})`;
  return {
    subject,
    text: [`Hello ${options.businessName},`, `${subject}:`, what, `Reason: ${reason}`, `You can publish it now from your campaigns: ${options.link}`].join(
      '\n\n',
    ),
  };
}
