import type { Language } from '../schema.js';
import { seededRandom } from './random.js';
import { greekForms } from './writer.js';

/**
 * The offline product description: 2-4 factual sentences chosen by what the name says the product
 * is (a filler, a laser, a peel, a serum...), without medical claims.
 */
interface Kind {
  id: string;
  match: RegExp;
  en: string[];
  el: string[];
}

const KINDS: Kind[] = [
  {
    id: 'booster',
    match: /booster|polynucleotide|mesotherap|revitali|skin quality|μεσοθεραπ|αναζωογον/i,
    en: [
      '{name} is an injectable skin-quality treatment that focuses on hydration and the overall look of the skin.',
      'It is usually planned as a short course of sessions, following a consultation with a medical practitioner.',
      'Clients choose it for a fresher, more even-looking complexion rather than changes in volume.',
    ],
    el: [
      '{o_name} είναι ενέσιμη θεραπεία για την ποιότητα της επιδερμίδας, με έμφαση στην ενυδάτωση και τη συνολική της όψη.',
      'Συνήθως σχεδιάζεται ως σύντομη σειρά συνεδριών, μετά από συμβουλευτική επίσκεψη με ιατρό.',
      'Επιλέγεται για πιο φρέσκια και ομοιόμορφη όψη της επιδερμίδας και όχι για αλλαγές στον όγκο.',
    ],
  },
  {
    id: 'filler',
    match: /filler|hyaluron|lip|cheek|jawline|chin|contour|volume|υαλουρον|χειλ|filler|γεμιστ/i,
    en: [
      '{name} is a hyaluronic acid-based treatment used to restore volume and refine facial contours.',
      'It is performed by a medical practitioner after a facial assessment, with the amount and placement planned for each person.',
      'The aim is a balanced, natural-looking result that suits the face as a whole.',
    ],
    el: [
      '{o_name} είναι θεραπεία με βάση το υαλουρονικό οξύ, που χρησιμοποιείται για την αποκατάσταση του όγκου και τη βελτίωση του περιγράμματος του προσώπου.',
      'Πραγματοποιείται από ιατρό μετά από αξιολόγηση του προσώπου, με την ποσότητα και τα σημεία να σχεδιάζονται για κάθε άτομο.',
      'Στόχος είναι ένα ισορροπημένο, φυσικό αποτέλεσμα που ταιριάζει στο πρόσωπο συνολικά.',
    ],
  },
  {
    id: 'injectable',
    match: /anti-?wrinkle|injectable|wrinkle|frown|ρυτίδ|ρυτιδ|ενέσιμ|ενεσιμ/i,
    en: [
      '{name} is a doctor-led injectable treatment for expression lines.',
      'It requires a medical consultation, during which the practitioner explains the options, the expected course and possible side effects.',
      'The treatment is planned individually to keep facial expressions natural.',
    ],
    el: [
      '{o_name} είναι ενέσιμη θεραπεία για τις γραμμές έκφρασης, που πραγματοποιείται από ιατρό.',
      'Απαιτεί ιατρική συμβουλευτική επίσκεψη, όπου ο ιατρός εξηγεί τις επιλογές, την αναμενόμενη πορεία και τις πιθανές παρενέργειες.',
      'Η θεραπεία σχεδιάζεται εξατομικευμένα, ώστε οι εκφράσεις του προσώπου να παραμένουν φυσικές.',
    ],
  },
  {
    id: 'laser',
    match: /laser|ipl|light|photo|λέιζερ|λειζερ|laser/i,
    en: [
      '{name} is an energy-based treatment that uses light to work on the skin in a controlled way.',
      'Settings are adjusted to the skin type and the area treated, and a course of sessions is often recommended.',
      'Sun protection before and after the sessions is part of the plan.',
    ],
    el: [
      '{o_name} είναι θεραπεία που χρησιμοποιεί ενέργεια φωτός για να δράσει στην επιδερμίδα με ελεγχόμενο τρόπο.',
      'Οι ρυθμίσεις προσαρμόζονται στον τύπο του δέρματος και στην περιοχή, και συχνά προτείνεται σειρά συνεδριών.',
      'Η αντηλιακή προστασία πριν και μετά τις συνεδρίες αποτελεί μέρος του πλάνου.',
    ],
  },
  {
    id: 'peel',
    match: /peel|glycolic|tca|lactic|salicylic|acid|πίλινγκ|πιλινγκ|απολέπισ|απολεπισ/i,
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
  {
    id: 'device',
    match: /hifu|radiofrequency|microneedl|ultrasound|tightening|\brf\b|device|μικροβελον|ραδιοσυχν|σύσφιξ|συσφιξ/i,
    en: [
      '{name} is a device-based treatment that targets skin texture and firmness.',
      'It is carried out in the clinic after an assessment, usually without downtime that keeps people from daily activities for long.',
      'The number of sessions depends on the skin and the goals agreed at the consultation.',
    ],
    el: [
      '{o_name} είναι θεραπεία με ειδική συσκευή που στοχεύει στην υφή και τη σφριγηλότητα της επιδερμίδας.',
      'Γίνεται στον χώρο μας μετά από αξιολόγηση και συνήθως επιτρέπει γρήγορη επιστροφή στις καθημερινές δραστηριότητες.',
      'Ο αριθμός των συνεδριών εξαρτάται από την επιδερμίδα και τους στόχους που συμφωνούνται στη συμβουλευτική επίσκεψη.',
    ],
  },
  {
    id: 'skincare',
    match: /serum|cream|mask|cleanser|toner|lotion|sunscreen|spf|vitamin|retinol|moistur|gel|oil|ορός|ορος|κρέμα|κρεμα|μάσκα|μασκα|αντηλιακ|καθαριστικ|λάδι|λαδι|βιταμίν|βιταμιν/i,
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
];

const GENERAL: Pick<Kind, 'en' | 'el'> = {
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

export function describeOffline(name: string, language: Language): { description: string; kind: string } {
  const kind = KINDS.find((k) => k.match.test(name));
  const sentences = [...(kind ?? GENERAL)[language]];
  const random = seededRandom(`${name}|${language}`);
  // Three sentences from the kind, sometimes a fourth general one: 2-4 sentences in all.
  if (random.next() < 0.5) sentences.push(random.pick(EXTRA[language]));
  const forms = greekForms(name.trim());
  const description = sentences
    .map((s) => s.replaceAll('{name}', name.trim()).replaceAll('{o_name}', forms.o_product))
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .join(' ');
  return { description, kind: kind?.id ?? 'general' };
}
