import type { Language } from '../schema.js';
import type { ComplianceCategory } from './rules.js';
import { foldPhrase } from './text.js';

interface Message {
  explanation: Record<Language, string>;
  /** A whole sentence: Apply suggestion puts it in place of the sentence that holds the words (rewrite.ts). */
  suggestion: Record<Language, string>;
}

const CATEGORY: Record<ComplianceCategory, Message> = {
  prescription_medicine: {
    explanation: {
      en: 'Names a prescription-only medicine (a botulinum toxin brand, its substance or a nickname for it, or another prescription drug). Advertising prescription-only medicines to the public is prohibited in the EU.',
      el: 'Αναφέρει φάρμακο που χορηγείται μόνο με ιατρική συνταγή (εμπορική ονομασία αλλαντικής τοξίνης, τη δραστική ουσία ή παρατσούκλι της, ή άλλο συνταγογραφούμενο φάρμακο). Η διαφήμισή τους στο κοινό απαγορεύεται στην ΕΕ.',
    },
    suggestion: {
      en: 'Ask us about anti-wrinkle treatment at a medical consultation.',
      el: 'Ρωτήστε μας για τη θεραπεία των ρυτίδων έκφρασης σε μια ιατρική εκτίμηση.',
    },
  },
  guaranteed_outcome: {
    explanation: {
      en: 'Promises a guaranteed, certain or absolute result. Outcomes of aesthetic treatments vary from person to person and cannot be promised.',
      el: 'Υπόσχεται εγγυημένο, βέβαιο ή απόλυτο αποτέλεσμα. Τα αποτελέσματα των αισθητικών θεραπειών διαφέρουν από άτομο σε άτομο και δεν μπορούν να υποσχεθούν.',
    },
    suggestion: {
      en: 'Results vary from person to person, and we discuss what to expect at your consultation.',
      el: 'Τα αποτελέσματα διαφέρουν από άτομο σε άτομο, και συζητάμε τι να περιμένετε στη συμβουλευτική επίσκεψη.',
    },
  },
  safety_claim: {
    explanation: {
      en: 'Calls a treatment safe, harmless, risk-free, free of side effects or painless. Every medical procedure carries risks that must not be denied in advertising.',
      el: 'Παρουσιάζει μια θεραπεία ως ασφαλή, ακίνδυνη, χωρίς κινδύνους ή παρενέργειες ή ανώδυνη. Κάθε ιατρική πράξη έχει κινδύνους που δεν επιτρέπεται να αποκρύπτονται σε μια διαφήμιση.',
    },
    suggestion: {
      en: 'Our doctor explains the possible side effects at your consultation.',
      el: 'Ο ιατρός μας εξηγεί τις πιθανές παρενέργειες στη συμβουλευτική επίσκεψη.',
    },
  },
  permanence: {
    explanation: {
      en: 'Claims permanent results. Results of aesthetic treatments fade over time.',
      el: 'Ισχυρίζεται μόνιμα αποτελέσματα. Τα αποτελέσματα των αισθητικών θεραπειών υποχωρούν με τον χρόνο.',
    },
    suggestion: {
      en: 'Results last for a while and usually fade gradually over months.',
      el: 'Τα αποτελέσματα διαρκούν για ένα διάστημα και συνήθως υποχωρούν σταδιακά με τους μήνες.',
    },
  },
  unproven_efficacy: {
    explanation: {
      en: 'Makes an efficacy claim that cannot be substantiated in an advert ("proven", "cures", numbers of results). Describe what the treatment is and how it is done instead.',
      el: 'Προβάλλει ισχυρισμό αποτελεσματικότητας που δεν τεκμηριώνεται σε μια διαφήμιση («αποδεδειγμένο», «θεραπεύει», ποσοστά αποτελεσμάτων). Περιγράψτε τι είναι η θεραπεία και πώς γίνεται.',
    },
    suggestion: {
      en: 'Our doctor explains the treatment in detail at your consultation.',
      el: 'Ο ιατρός μας εξηγεί αναλυτικά τη θεραπεία στη συμβουλευτική επίσκεψη.',
    },
  },
  inducement: {
    explanation: {
      en: 'Offers an inducement to undergo a medical procedure (a prize, a contest, a free treatment, a discount or an offer). Medical treatments may not be promoted with incentives.',
      el: 'Προσφέρει κίνητρο για μια ιατρική πράξη (δώρο, διαγωνισμό, δωρεάν θεραπεία, έκπτωση ή προσφορά). Οι ιατρικές θεραπείες δεν επιτρέπεται να προωθούνται με κίνητρα.',
    },
    suggestion: {
      en: 'Book a consultation to see whether the treatment suits you.',
      el: 'Κλείστε μια συμβουλευτική επίσκεψη για να δείτε αν η θεραπεία σας ταιριάζει.',
    },
  },
  before_after: {
    explanation: {
      en: 'Promises before/after results. Before-and-after promises create unrealistic expectations and are restricted for medical treatments.',
      el: 'Υπόσχεται αποτελέσματα «πριν και μετά». Τέτοιες υποσχέσεις δημιουργούν μη ρεαλιστικές προσδοκίες και περιορίζονται για τις ιατρικές θεραπείες.',
    },
    suggestion: { en: 'Ask us what to expect at your consultation.', el: 'Ρωτήστε μας τι να περιμένετε στη συμβουλευτική επίσκεψη.' },
  },
  superlative: {
    explanation: {
      en: 'Uses a superlative about safety or efficacy ("the best", "the safest", "miracle", "number one"). Such claims cannot be substantiated.',
      el: 'Χρησιμοποιεί υπερθετικό για την ασφάλεια ή την αποτελεσματικότητα («ο καλύτερος», «ο πιο ασφαλής», «θαύμα», «νούμερο ένα»). Τέτοιοι ισχυρισμοί δεν τεκμηριώνονται.',
    },
    suggestion: { en: 'We plan every treatment carefully for each person.', el: 'Σχεδιάζουμε κάθε θεραπεία προσεκτικά για κάθε άτομο.' },
  },
  celebrity: {
    explanation: {
      en: 'Names a treatment or a package after a celebrity or influencer, or claims they use it. It suggests a result that looks like theirs, which cannot be substantiated, and a celebrity may not endorse a medicine.',
      el: 'Δίνει σε μια θεραπεία ή ένα πακέτο το όνομα διάσημου προσώπου ή influencer, ή λέει ότι το χρησιμοποιεί. Υπονοεί αποτέλεσμα σαν το δικό του, που δεν τεκμηριώνεται, και ένα διάσημο πρόσωπο δεν επιτρέπεται να προτείνει φάρμακο.',
    },
    suggestion: { en: 'We plan every result around your own features.', el: 'Σχεδιάζουμε κάθε αποτέλεσμα με βάση τα δικά σας χαρακτηριστικά.' },
  },
  young_people: {
    explanation: {
      en: 'Addresses young people, students or parents about their children. Cosmetic procedures may not be advertised to people under 18 or presented as normal for them.',
      el: 'Απευθύνεται σε νέους, μαθητές ή σε γονείς για τα παιδιά τους. Οι αισθητικές πράξεις δεν επιτρέπεται να διαφημίζονται σε ανηλίκους ή να παρουσιάζονται ως κάτι συνηθισμένο γι’ αυτούς.',
    },
    suggestion: {
      en: 'Our treatments are for adults, after a consultation.',
      el: 'Οι θεραπείες μας απευθύνονται σε ενήλικες, μετά από συμβουλευτική επίσκεψη.',
    },
  },
  denigration: {
    explanation: {
      en: 'Wins clients by frightening them or by running down other practitioners. Every procedure carries risks wherever it is done, and advertising may not discredit competitors.',
      el: 'Προσελκύει πελάτες με φόβο ή υποτιμώντας άλλους επαγγελματίες. Κάθε πράξη έχει κινδύνους όπου κι αν γίνεται, και η διαφήμιση δεν επιτρέπεται να δυσφημεί ανταγωνιστές.',
    },
    suggestion: {
      en: 'Our team is qualified for every treatment we offer, and we explain the risks at your consultation.',
      el: 'Η ομάδα μας έχει τα προσόντα για κάθε θεραπεία που προσφέρει, και εξηγούμε τους κινδύνους στη συμβουλευτική επίσκεψη.',
    },
  },
};

/** Finer rules whose wording differs from their category's. */
const RULE: Record<string, Partial<Message>> = {
  instant_results: {
    explanation: {
      en: 'Claims instant, overnight or one-session results. Most treatments take time, and sometimes several sessions, to show their effect.',
      el: 'Ισχυρίζεται άμεσα αποτελέσματα ή αποτελέσματα από μία συνεδρία. Οι περισσότερες θεραπείες χρειάζονται χρόνο και συχνά περισσότερες συνεδρίες.',
    },
    suggestion: {
      en: 'Results usually develop gradually over the following weeks.',
      el: 'Τα αποτελέσματα συνήθως εμφανίζονται σταδιακά τις επόμενες εβδομάδες.',
    },
  },
  erase_flaws: {
    suggestion: {
      en: 'The treatment can soften the look of lines and improve skin quality.',
      el: 'Η θεραπεία μπορεί να μαλακώσει την όψη των γραμμών και να βελτιώσει την ποιότητα της επιδερμίδας.',
    },
  },
  painless: {
    suggestion: {
      en: 'We plan every treatment for your comfort, with numbing cream if you need it.',
      el: 'Σχεδιάζουμε κάθε θεραπεία για την άνεσή σας, με αναισθητική κρέμα αν χρειαστεί.',
    },
  },
  no_risk: {
    suggestion: {
      en: 'Side effects are possible, and our doctor explains them before treatment.',
      el: 'Είναι πιθανές κάποιες παρενέργειες, που ο ιατρός μας εξηγεί πριν από τη θεραπεία.',
    },
  },
  cure_claim: {
    suggestion: {
      en: 'The treatment can help improve the appearance of the skin.',
      el: 'Η θεραπεία μπορεί να βοηθήσει στη βελτίωση της όψης της επιδερμίδας.',
    },
  },
  numeric_claim: {
    suggestion: {
      en: 'Our doctor can discuss with you what improvement to expect in your case.',
      el: 'Ο ιατρός μας μπορεί να συζητήσει μαζί σας τι βελτίωση να περιμένετε στη δική σας περίπτωση.',
    },
  },
  contest: {
    suggestion: {
      en: 'Follow us for tips on skin care and our treatments.',
      el: 'Ακολουθήστε μας για συμβουλές περιποίησης και πληροφορίες για τις θεραπείες μας.',
    },
  },
  weight_medicine: {
    suggestion: {
      en: 'Ask us about a medically supervised weight-management plan.',
      el: 'Ρωτήστε μας για ένα πρόγραμμα διαχείρισης βάρους με ιατρική παρακολούθηση.',
    },
  },
};

const WEIGHT_MEDICINE =
  /ozempic|wegovy|rybelsus|mounjaro|zepbound|saxenda|victoza|semaglutid|tirzepatid|liraglutid|οζεμπ|βεγκοβ|γουεγκ|ουεγκ|σαξεντ|μουν[τ]?ζαρ|ρ[ιυ]μπελσ|σεμαγλουτ|λιραγλουτ|τιρζεπατ/;

export function messagesFor(category: ComplianceCategory, rule: string, language: Language, matched: string): { explanation: string; suggestion: string } {
  const key = category === 'prescription_medicine' && WEIGHT_MEDICINE.test(foldPhrase(matched)) ? 'weight_medicine' : rule;
  const specific = RULE[key] ?? {};
  return {
    explanation: (specific.explanation ?? CATEGORY[category].explanation)[language],
    suggestion: (specific.suggestion ?? CATEGORY[category].suggestion)[language],
  };
}

/** The rubric the model's second opinion and the writer's prompt share, in the post's language. */
export function complianceInstructions(language: Language): string {
  return language === 'el'
    ? 'Μην αναφέρεις ονόματα φαρμάκων που χορηγούνται με συνταγή (Botox ή άλλες αλλαντικές τοξίνες, με κανένα όνομα ή παρατσούκλι, ούτε φάρμακα αδυνατίσματος όπως Ozempic)· μην υπόσχεσαι εγγυημένα, βέβαια, άμεσα ή μόνιμα αποτελέσματα· μη γράφεις ότι κάτι είναι ασφαλές, ακίνδυνο, ανώδυνο ή χωρίς παρενέργειες· μη γράφεις «αποδεδειγμένο», «θεραπεύει» ή ποσοστά αποτελεσμάτων· μην προσφέρεις δώρα, διαγωνισμούς, δωρεάν θεραπείες ή εκπτώσεις για ιατρικές πράξεις· μην υπόσχεσαι αποτελέσματα «πριν και μετά»· μη χρησιμοποιείς υπερθετικά όπως «ο καλύτερος», «ο πιο ασφαλής», «θαύμα», «νούμερο ένα»· μη δίνεις σε θεραπείες ονόματα διάσημων προσώπων ή influencers· μην απευθύνεσαι σε νέους, μαθητές ή σε γονείς για τα παιδιά τους· μην τρομάζεις τον αναγνώστη και μην υποτιμάς άλλους επαγγελματίες.'
    : 'Do not name prescription-only medicines (Botox or other botulinum toxins under any name or nickname, or weight-loss medicines such as Ozempic); do not promise guaranteed, certain, instant or permanent results; do not call anything safe, harmless, painless or free of side effects; do not write "proven", "cures" or result percentages; do not offer prizes, contests, free treatments or discounts for medical procedures; do not promise before/after results; do not use superlatives such as "the best", "the safest", "miracle" or "number one"; do not name treatments after celebrities or influencers; do not address young people, students or parents about their children; do not frighten the reader or run down other practitioners.';
}
