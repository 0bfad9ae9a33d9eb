import type { MailMessage } from '../../lib/mail.js';

type Language = 'en' | 'el';

/** "Reconnect Facebook": sent once per failure, in the account's interface language. */
export function reconnectEmail(language: Language, options: { to: string[]; businessName: string; reason: string; link: string }): MailMessage {
  if (language === 'el') {
    return {
      to: options.to,
      subject: 'Συνδέστε ξανά το Facebook για να συνεχιστούν οι αναρτήσεις σας',
      text: [
        `Γεια σας ${options.businessName},`,
        'Η σύνδεση του λογαριασμού σας με το Facebook σταμάτησε να λειτουργεί, οπότε οι προγραμματισμένες αναρτήσεις σας στο Facebook και στο Instagram δεν μπορούν να δημοσιευτούν.',
        `Αιτία: ${options.reason}`,
        `Συνδέστε ξανά το Facebook εδώ (χρειάζεται ένα λεπτό): ${options.link}`,
        'Οι σελίδες και οι λογαριασμοί σας που έχετε επιλέξει διατηρούνται.',
      ].join('\n\n'),
    };
  }
  return {
    to: options.to,
    subject: 'Reconnect Facebook to keep your posts going out',
    text: [
      `Hello ${options.businessName},`,
      'Your connection to Facebook stopped working, so your scheduled posts to Facebook and Instagram cannot be published.',
      `Reason: ${options.reason}`,
      `Reconnect Facebook here (it takes a minute): ${options.link}`,
      'Your selected Pages and accounts are kept.',
    ].join('\n\n'),
  };
}
