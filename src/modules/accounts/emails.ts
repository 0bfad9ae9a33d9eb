import type { MailMessage } from '../../lib/mail.js';
import type { BusinessRole } from './actor.js';

/** The accounts e-mails (team invitations, password resets), in the account's interface language. */
type Language = 'en' | 'el';
type Message = Omit<MailMessage, 'to'>;

const ROLE_NAMES: Record<Language, Record<BusinessRole, string>> = {
  en: { business_admin: 'a business admin', editor: 'an editor', reviewer: 'a reviewer (approves posts)' },
  el: { business_admin: 'διαχειριστής', editor: 'συντάκτης', reviewer: 'υπεύθυνος έγκρισης (εγκρίνει τις αναρτήσεις)' },
};

export function invitationEmail(language: Language, options: { businessName: string; inviter: string | null; role: BusinessRole; link: string }): Message {
  const role = ROLE_NAMES[language][options.role];
  if (language === 'el') {
    return {
      subject: `Πρόσκληση στην ομάδα της επιχείρησης ${options.businessName} στο Aesthetics Social`,
      text: [
        'Γεια σας,',
        `${options.inviter ? `Ο χρήστης ${options.inviter} σας προσκαλεί` : 'Σας προσκαλούμε'} στην ομάδα της επιχείρησης ${options.businessName} στο Aesthetics Social, με ρόλο: ${role}.`,
        `Ορίστε τον κωδικό πρόσβασής σας για να αποδεχθείτε την πρόσκληση (ο σύνδεσμος ισχύει μία φορά, για 7 ημέρες): ${options.link}`,
        'Αν δεν περιμένατε αυτό το μήνυμα, μπορείτε να το αγνοήσετε.',
      ].join('\n\n'),
    };
  }
  return {
    subject: `You are invited to join ${options.businessName} on Aesthetics Social`,
    text: [
      'Hello,',
      `${options.inviter ? `${options.inviter} invited you` : 'You are invited'} to join ${options.businessName} on Aesthetics Social as ${role}.`,
      `Set your password to accept the invitation (the link works once, for 7 days): ${options.link}`,
      'If you did not expect this message, you can ignore it.',
    ].join('\n\n'),
  };
}

export function passwordResetEmail(language: Language, options: { link: string }): Message {
  if (language === 'el') {
    return {
      subject: 'Επαναφορά κωδικού πρόσβασης στο Aesthetics Social',
      text: [
        'Γεια σας,',
        `Ζητήσατε νέο κωδικό πρόσβασης. Ορίστε τον εδώ (ο σύνδεσμος ισχύει μία φορά, για 1 ώρα): ${options.link}`,
        'Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός σας δεν αλλάζει.',
      ].join('\n\n'),
    };
  }
  return {
    subject: 'Reset your Aesthetics Social password',
    text: [
      'Hello,',
      `You asked for a new password. Set it here (the link works once, for 1 hour): ${options.link}`,
      'If you did not ask for it, ignore this message: your password does not change.',
    ].join('\n\n'),
  };
}
