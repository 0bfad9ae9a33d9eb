import type { Language } from '../schema.js';

/**
 * The clinic's place in the post's language: "Athens, Greece" is "Αθήνα" in a Greek post and
 * "Athens" in an English one, with the Greek preposition form ("στην Αθήνα", "στο Ηράκλειο").
 * Only the first part of a location counts (the city, not the country). A place the table does
 * not know is used as typed when its script matches the post's language, and left out otherwise:
 * a Greek post never carries a Latin-script city name.
 */
export interface Place {
  /** The name as the post says it ("Αθήνα", "Athens"). */
  name: string;
  /** "in <place>": "στην Αθήνα", "in Athens". */
  in: string;
  /** The city hashtag in the post's language: "#Αθήνα", "#Athens". */
  tag: string;
}

/** [English names (first is the one written), Greek nominative, Greek "σε" + article]. */
const PLACES: [string[], string, string][] = [
  [['Athens', 'Athina', 'Athina'], 'Αθήνα', 'στην Αθήνα'],
  [['Thessaloniki', 'Salonica', 'Thessalonica'], 'Θεσσαλονίκη', 'στη Θεσσαλονίκη'],
  [['Patras', 'Patra'], 'Πάτρα', 'στην Πάτρα'],
  [['Heraklion', 'Iraklio', 'Iraklion'], 'Ηράκλειο', 'στο Ηράκλειο'],
  [['Larissa', 'Larisa'], 'Λάρισα', 'στη Λάρισα'],
  [['Volos'], 'Βόλος', 'στον Βόλο'],
  [['Ioannina'], 'Ιωάννινα', 'στα Ιωάννινα'],
  [['Chania', 'Hania'], 'Χανιά', 'στα Χανιά'],
  [['Rhodes', 'Rodos'], 'Ρόδος', 'στη Ρόδο'],
  [['Kalamata'], 'Καλαμάτα', 'στην Καλαμάτα'],
  [['Kavala'], 'Καβάλα', 'στην Καβάλα'],
  [['Corfu', 'Kerkyra'], 'Κέρκυρα', 'στην Κέρκυρα'],
  [['Piraeus', 'Pireas'], 'Πειραιάς', 'στον Πειραιά'],
  [['Glyfada'], 'Γλυφάδα', 'στη Γλυφάδα'],
  [['Kifisia', 'Kifissia', 'Kifisia'], 'Κηφισιά', 'στην Κηφισιά'],
  [['Marousi', 'Maroussi'], 'Μαρούσι', 'στο Μαρούσι'],
  [['Chalandri', 'Halandri'], 'Χαλάνδρι', 'στο Χαλάνδρι'],
  [['Kolonaki'], 'Κολωνάκι', 'στο Κολωνάκι'],
  [['Voula'], 'Βούλα', 'στη Βούλα'],
  [['Nea Smyrni'], 'Νέα Σμύρνη', 'στη Νέα Σμύρνη'],
  [['Chalkida', 'Chalcis', 'Halkida'], 'Χαλκίδα', 'στη Χαλκίδα'],
  [['Serres'], 'Σέρρες', 'στις Σέρρες'],
  [['Alexandroupoli', 'Alexandroupolis'], 'Αλεξανδρούπολη', 'στην Αλεξανδρούπολη'],
  [['Xanthi'], 'Ξάνθη', 'στην Ξάνθη'],
  [['Komotini'], 'Κομοτηνή', 'στην Κομοτηνή'],
  [['Katerini'], 'Κατερίνη', 'στην Κατερίνη'],
  [['Trikala'], 'Τρίκαλα', 'στα Τρίκαλα'],
  [['Lamia'], 'Λαμία', 'στη Λαμία'],
  [['Kozani'], 'Κοζάνη', 'στην Κοζάνη'],
  [['Drama'], 'Δράμα', 'στη Δράμα'],
  [['Veria', 'Veroia'], 'Βέροια', 'στη Βέροια'],
  [['Agrinio'], 'Αγρίνιο', 'στο Αγρίνιο'],
  [['Rethymno', 'Rethymnon'], 'Ρέθυμνο', 'στο Ρέθυμνο'],
  [['Mykonos'], 'Μύκονος', 'στη Μύκονο'],
  [['Santorini', 'Thira'], 'Σαντορίνη', 'στη Σαντορίνη'],
  [['Nafplio', 'Nafplion'], 'Ναύπλιο', 'στο Ναύπλιο'],
  [['Corinth', 'Korinthos'], 'Κόρινθος', 'στην Κόρινθο'],
  [['Tripoli'], 'Τρίπολη', 'στην Τρίπολη'],
  [['Kalamaria'], 'Καλαμαριά', 'στην Καλαμαριά'],
  [['Nicosia', 'Lefkosia'], 'Λευκωσία', 'στη Λευκωσία'],
  [['Limassol', 'Lemesos'], 'Λεμεσός', 'στη Λεμεσό'],
  [['Larnaca', 'Larnaka'], 'Λάρνακα', 'στη Λάρνακα'],
  [['Paphos', 'Pafos'], 'Πάφος', 'στην Πάφο'],
  [['London'], 'Λονδίνο', 'στο Λονδίνο'],
];

const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;
const LATIN = /[A-Za-z]/;

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ς/g, 'σ').replace(/\s+/g, ' ').trim();
}

const BY_NAME = new Map<string, [string[], string, string]>();
for (const entry of PLACES) {
  for (const name of [...entry[0], entry[1]]) BY_NAME.set(fold(name), entry);
}

const hashtag = (name: string) => `#${name.replace(/[^\p{L}\p{N}]+/gu, '')}`;

/** The clinic's location as a post in `language` says it, or undefined when it cannot be said in that language. */
export function localPlace(location: string | null | undefined, language: Language): Place | undefined {
  const city = location?.split(/[,(|/–-]/)[0]?.trim();
  if (!city) return undefined;
  const known = BY_NAME.get(fold(city));
  if (known) {
    const [english, greek, inGreek] = known;
    return language === 'el' ? { name: greek, in: inGreek, tag: hashtag(greek) } : { name: english[0], in: `in ${english[0]}`, tag: hashtag(english[0]) };
  }
  if (language === 'el') {
    if (LATIN.test(city) || !GREEK.test(city)) return undefined;
    // A Greek name the table does not know: its article from its ending, or left out when unsure.
    const folded = fold(city.split(/\s+/).pop() ?? '');
    const article = /[αη]$/.test(folded) ? 'στην' : /[ιο]$/.test(folded) ? 'στο' : undefined;
    if (!article) return undefined;
    return { name: city, in: `${article} ${city}`, tag: hashtag(city) };
  }
  if (GREEK.test(city)) return undefined;
  return { name: city, in: `in ${city}`, tag: hashtag(city) };
}
