import type { Language } from '../../ai/index.js';

/**
 * What the image search writes for people to read (its note, the library's and the demo cards'
 * labels), in the language of the screen that asked: the admin's search test and the AI product
 * dialogs show them as they are.
 */
interface SearchTexts {
  libraryFound: (count: number) => string;
  libraryNone: string;
  demoIncluded: string;
  librarySource: string;
  demoSource: string;
  demoDescription: (name: string) => string;
  googleFound: (count: number, query: string, used: number, limit: number) => string;
  googleQuotaUsed: (limit: number) => string;
  googleFirstPageOnly: string;
  googleFallback: string;
}

export const SEARCH_TEXTS: Record<Language, SearchTexts> = {
  en: {
    libraryFound: (n) =>
      `Offline image search: ${n} image${n === 1 ? '' : 's'} from the product library. Set GOOGLE_CSE_KEY and GOOGLE_CSE_CX to search the web.`,
    libraryNone: 'Offline image search: no product library images match this name.',
    demoIncluded: 'Demo images drawn for this name are included.',
    librarySource: 'Product library',
    demoSource: 'Demo images',
    demoDescription: (name) => `${name} — demo image`,
    googleFound: (n, query, used, limit) =>
      `Google image search: ${n} image${n === 1 ? '' : 's'} for "${query}". ${used} of ${limit} free searches used today.`,
    googleQuotaUsed: (limit) => `The ${limit} free Google image searches for today are used up; searching resumes after midnight Pacific time.`,
    googleFirstPageOnly: 'The free searches for today ran out after the first page, so at most 10 images are shown.',
    googleFallback: 'Showing images from the product library instead.',
  },
  el: {
    libraryFound: (n) =>
      `Αναζήτηση εικόνων χωρίς σύνδεση: ${n} ${n === 1 ? 'εικόνα' : 'εικόνες'} από τη βιβλιοθήκη προϊόντων. Ορίστε GOOGLE_CSE_KEY και GOOGLE_CSE_CX για αναζήτηση στο διαδίκτυο.`,
    libraryNone: 'Αναζήτηση εικόνων χωρίς σύνδεση: καμία εικόνα της βιβλιοθήκης προϊόντων δεν ταιριάζει με αυτό το όνομα.',
    demoIncluded: 'Περιλαμβάνονται εικόνες επίδειξης σχεδιασμένες για αυτό το όνομα.',
    librarySource: 'Βιβλιοθήκη προϊόντων',
    demoSource: 'Εικόνες επίδειξης',
    demoDescription: (name) => `${name} — εικόνα επίδειξης`,
    googleFound: (n, query, used, limit) =>
      `Αναζήτηση εικόνων Google: ${n} ${n === 1 ? 'εικόνα' : 'εικόνες'} για «${query}». ${used} από ${limit} δωρεάν αναζητήσεις σήμερα.`,
    googleQuotaUsed: (limit) =>
      `Οι ${limit} δωρεάν αναζητήσεις εικόνων Google για σήμερα εξαντλήθηκαν· η αναζήτηση συνεχίζει μετά τα μεσάνυχτα ώρας Ειρηνικού.`,
    googleFirstPageOnly: 'Οι δωρεάν αναζητήσεις της ημέρας τελείωσαν μετά την πρώτη σελίδα, οπότε εμφανίζονται έως 10 εικόνες.',
    googleFallback: 'Εμφανίζονται εικόνες από τη βιβλιοθήκη προϊόντων.',
  },
};
