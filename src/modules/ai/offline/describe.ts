import { findComplianceIssues } from '../compliance/index.js';
import type { Language } from '../schema.js';
import { productFamily, type FamilyGuess, type Ingredient, type ProductFamily } from './families.js';
import { seededRandom } from './random.js';
import { greekForms } from './names.js';

/**
 * The offline product description: 2-4 factual sentences for the product's family, told from a
 * table of brands and ingredients (families.ts), without medical claims. When the name does not
 * say what the product is, the description stays neutral and the guess is reported as unsure, so
 * the admin knows to complete it. A name that itself breaks the advertising rules (a
 * prescription-only brand) is not repeated in the text.
 */
type Texts = Record<Language, string[]>;

const FAMILY_TEXT: Record<ProductFamily, Texts> = {
  toxin: {
    en: [
      'This is a prescription-only injectable medicine used for expression lines.',
      'It may only be prescribed and administered by a doctor, after a medical consultation that covers suitability, the expected course and possible side effects.',
      'It cannot be advertised to the public, so posts should speak of a consultation for expression lines rather than the product.',
    ],
    el: [
      'Πρόκειται για ενέσιμο φάρμακο που χορηγείται μόνο με ιατρική συνταγή, για τις γραμμές έκφρασης.',
      'Συνταγογραφείται και χορηγείται μόνο από ιατρό, μετά από ιατρική εκτίμηση που καλύπτει την καταλληλότητα, την αναμενόμενη πορεία και τις πιθανές παρενέργειες.',
      'Δεν επιτρέπεται να διαφημίζεται στο κοινό, γι’ αυτό οι αναρτήσεις μιλούν για συμβουλευτική επίσκεψη για τις γραμμές έκφρασης και όχι για το προϊόν.',
    ],
  },
  hyaluronic_filler: {
    en: [
      '{name} is a hyaluronic acid-based treatment: a dermal filler gel injected to restore volume or refine contours such as the lips, cheeks or jawline.',
      'It is injected by a medical practitioner after a facial assessment, with the amount and placement planned for each person.',
      'Hyaluronic acid is broken down by the body over time, so the effect fades gradually.',
    ],
    el: [
      '{o_name} είναι θεραπεία με ενέσιμο υλικό (filler) υαλουρονικού οξέος, που χρησιμοποιείται για την αποκατάσταση του όγκου ή τη βελτίωση του περιγράμματος, όπως στα χείλη, τα ζυγωματικά ή τη γνάθο.',
      'Εγχέεται από ιατρό μετά από αξιολόγηση του προσώπου, με την ποσότητα και τα σημεία να σχεδιάζονται για κάθε άτομο.',
      'Ο οργανισμός διασπά σταδιακά το υαλουρονικό οξύ, οπότε το αποτέλεσμα υποχωρεί με τον χρόνο.',
    ],
  },
  biostimulator: {
    en: [
      '{name} is an injectable collagen stimulator (a biostimulator){ingredient}.',
      'Rather than filling straight away, it prompts the skin to build its own collagen over the following weeks, so changes appear gradually, usually over a course of sessions.',
      'It is injected by a doctor after an assessment of the face or body area.',
    ],
    el: [
      '{o_name} είναι ενέσιμος διεγέρτης κολλαγόνου (βιοδιεγέρτης){ingredient}.',
      'Δεν γεμίζει άμεσα· ενθαρρύνει την επιδερμίδα να παράγει δικό της κολλαγόνο τις επόμενες εβδομάδες, οπότε οι αλλαγές εμφανίζονται σταδιακά, συνήθως σε σειρά συνεδριών.',
      'Εγχέεται από ιατρό μετά από αξιολόγηση της περιοχής.',
    ],
  },
  skin_booster: {
    en: [
      '{name} is an injectable skin booster{ingredient}, used for skin quality and hydration rather than volume.',
      'It is usually given as a short course of sessions, a few weeks apart, following a consultation with a medical practitioner.',
      'Clients choose it for a fresher, more even-looking complexion.',
    ],
    el: [
      '{o_name} είναι ενέσιμο skin booster{ingredient}, για την ποιότητα και την ενυδάτωση της επιδερμίδας και όχι για όγκο.',
      'Συνήθως γίνεται σε σύντομη σειρά συνεδριών, με μερικές εβδομάδες απόσταση, μετά από συμβουλευτική επίσκεψη με ιατρό.',
      'Επιλέγεται για πιο φρέσκια και ομοιόμορφη όψη της επιδερμίδας.',
    ],
  },
  peel: {
    en: [
      '{name} is a professional chemical peel that renews the surface of the skin.',
      'The strength and number of sessions are chosen after a skin assessment.',
      'Some redness or flaking can follow, and daily sun protection is part of the aftercare.',
    ],
    el: [
      '{o_name} είναι επαγγελματικό χημικό πίλινγκ που ανανεώνει την επιφάνεια της επιδερμίδας.',
      'Η ένταση και ο αριθμός των συνεδριών επιλέγονται μετά από αξιολόγηση της επιδερμίδας.',
      'Μπορεί να ακολουθήσει ερυθρότητα ή ελαφριά απολέπιση, και η καθημερινή αντηλιακή προστασία είναι μέρος της φροντίδας μετά.',
    ],
  },
  energy_device: {
    en: [
      '{name} is an energy-based or device treatment (laser, light, radiofrequency, ultrasound or similar) that works on the skin in a controlled way.',
      'Settings are adjusted to the skin type and the area treated, and a course of sessions is often recommended.',
      'Sun protection before and after the sessions is part of the plan.',
    ],
    el: [
      '{o_name} είναι θεραπεία με συσκευή (laser, φως, ραδιοσυχνότητες, υπέρηχοι ή παρόμοια ενέργεια) που δρα στην επιδερμίδα με ελεγχόμενο τρόπο.',
      'Οι ρυθμίσεις προσαρμόζονται στον τύπο του δέρματος και στην περιοχή, και συχνά προτείνεται σειρά συνεδριών.',
      'Η αντηλιακή προστασία πριν και μετά τις συνεδρίες αποτελεί μέρος του πλάνου.',
    ],
  },
  thread: {
    en: [
      '{name} is a thread treatment: fine absorbable threads placed under the skin to support and reposition tissue.',
      'It is a non-surgical procedure performed by a doctor under local anaesthetic, after an assessment of skin laxity.',
      'The threads are absorbed by the body over the following months.',
    ],
    el: [
      '{o_name} είναι θεραπεία με νήματα: λεπτά απορροφήσιμα νήματα που τοποθετούνται κάτω από το δέρμα για στήριξη και ανόρθωση των ιστών.',
      'Είναι μη χειρουργική πράξη που γίνεται από ιατρό με τοπική αναισθησία, μετά από αξιολόγηση της χαλάρωσης.',
      'Τα νήματα απορροφώνται από τον οργανισμό τους επόμενους μήνες.',
    ],
  },
  skincare: {
    en: [
      '{name} is a skincare product for daily use at home.',
      'It is chosen to suit the skin type and can support in-clinic treatments as part of a simple routine.',
      'Our team can advise on how and when to use it.',
    ],
    el: [
      '{o_name} είναι προϊόν περιποίησης για καθημερινή χρήση στο σπίτι.',
      'Επιλέγεται ανάλογα με τον τύπο της επιδερμίδας και μπορεί να συμπληρώσει τις θεραπείες στον χώρο μας, ως μέρος μιας απλής ρουτίνας.',
      'Η ομάδα μας μπορεί να σας συμβουλεύσει πώς και πότε χρησιμοποιείται.',
    ],
  },
};

/** Neutral wording for a name that does not say what the product is: no family is guessed. */
const NEUTRAL: Texts = {
  en: [
    '{name} is part of our range of aesthetic services and products.',
    'It is offered after a consultation, so that it suits each person’s skin and goals.',
    'Our team explains how it works, what to expect and how to care for the skin afterwards.',
  ],
  el: [
    '{o_name} είναι μέρος των υπηρεσιών και των προϊόντων αισθητικής που προσφέρουμε.',
    'Προσφέρεται μετά από συμβουλευτική επίσκεψη, ώστε να ταιριάζει στην επιδερμίδα και στους στόχους του καθενός.',
    'Η ομάδα μας εξηγεί πώς λειτουργεί, τι να περιμένετε και πώς να φροντίζετε την επιδερμίδα μετά.',
  ],
};

const INGREDIENT_TEXT: Partial<Record<Ingredient, Record<Language, string>>> = {
  poly_l_lactic_acid: { en: ' based on poly-L-lactic acid', el: ' με βάση το πολυ-L-γαλακτικό οξύ' },
  calcium_hydroxylapatite: { en: ' based on calcium hydroxylapatite', el: ' με βάση τον υδροξυαπατίτη του ασβεστίου' },
  polycaprolactone: { en: ' based on polycaprolactone', el: ' με βάση την πολυκαπρολακτόνη' },
  polynucleotides: { en: ' based on polynucleotides', el: ' με βάση πολυνουκλεοτίδια' },
  hyaluronic_acid: { en: ' based on hyaluronic acid', el: ' με βάση το υαλουρονικό οξύ' },
  amino_acids: { en: ' with hyaluronic acid and amino acids', el: ' με υαλουρονικό οξύ και αμινοξέα' },
};

const EXTRA: Record<Language, string[]> = {
  en: [
    'Results vary from person to person.',
    'A consultation helps decide whether it is the right choice.',
    'It can be combined with other services when the plan calls for it.',
  ],
  el: [
    'Τα αποτελέσματα διαφέρουν από άτομο σε άτομο.',
    'Η συμβουλευτική επίσκεψη βοηθά να αποφασίσετε αν είναι η κατάλληλη επιλογή.',
    'Μπορεί να συνδυαστεί με άλλες υπηρεσίες, όταν το πλάνο το χρειάζεται.',
  ],
};

/** How the text refers to a product whose name may not be repeated. */
const UNNAMED: Record<Language, { name: string; o_name: string }> = {
  en: { name: 'This product', o_name: 'This product' },
  el: { name: 'Το προϊόν', o_name: 'το προϊόν' },
};

export interface OfflineDescription {
  description: string;
  /** The family the description was written for ('unknown': a neutral description). */
  family: FamilyGuess['family'];
  confident: boolean;
  ingredient?: Ingredient;
}

export function describeOffline(name: string, language: Language): OfflineDescription {
  const trimmed = name.trim();
  const guess = productFamily(trimmed);
  const texts = guess.confident && guess.family !== 'unknown' ? FAMILY_TEXT[guess.family] : NEUTRAL;
  const sentences = [...texts[language]];
  const random = seededRandom(`${trimmed}|${language}`);
  // Three sentences for the family, sometimes a fourth general one: 2-4 sentences in all.
  if (random.next() < 0.5) sentences.push(random.pick(EXTRA[language]));
  const nameBreaksRules = findComplianceIssues(trimmed, language).length > 0;
  const refer = nameBreaksRules ? UNNAMED[language] : { name: trimmed, o_name: greekForms(trimmed).o_product };
  const ingredient = guess.ingredient && INGREDIENT_TEXT[guess.ingredient] ? INGREDIENT_TEXT[guess.ingredient]![language] : '';
  const description = sentences
    .map((s) => s.replaceAll('{name}', refer.name).replaceAll('{o_name}', refer.o_name).replaceAll('{ingredient}', ingredient))
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .join(' ');
  return { description, family: guess.confident ? guess.family : 'unknown', confident: guess.confident, ingredient: guess.ingredient };
}
