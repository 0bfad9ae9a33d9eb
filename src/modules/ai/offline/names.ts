import { findComplianceIssues } from '../compliance/index.js';
import type { Language } from '../schema.js';

/** How the offline writer names a product, company or place, and the Greek article forms it needs. */

const LATIN = /[A-Za-z]/;
const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;

/**
 * How a post refers to a product, company or place whose name itself breaks the advertising rules
 * (a prescription-only brand such as "Botox Express", a claim such as "Painless Laser"): by what
 * it is, never by that name.
 */
const ALIASES: Record<Language, { toxin: string; weight: string; general: string }> = {
  en: { toxin: 'anti-wrinkle treatment', weight: 'medically supervised weight management', general: 'this treatment' },
  el: { toxin: 'θεραπεία για τις γραμμές έκφρασης', weight: 'ιατρικά καθοδηγούμενη διαχείριση βάρους', general: 'θεραπεία που προσφέρουμε' },
};
const WEIGHT_MEDICINES = /ozempic|wegovy|rybelsus|mounjaro|zepbound|saxenda|victoza|semaglutid|tirzepatid|liraglutid|οζεμπ|σεμαγλουτ|μουν/i;

export function compliantName(name: string, language: Language): string {
  const findings = findComplianceIssues(name, language);
  if (!findings.length) return name;
  if (findings.some((f) => f.category === 'prescription_medicine')) return WEIGHT_MEDICINES.test(name) ? ALIASES[language].weight : ALIASES[language].toxin;
  return ALIASES[language].general;
}

/** Greek article forms for a product name: foreign (Latin-script) names are neuter, Greek ones by ending. */
export function greekForms(name: string): Record<'o_product' | 'ton_product' | 'me_product' | 'se_product', string> {
  const first = name.trim().split(/\s+/)[0] ?? '';
  let gender: 'm' | 'f' | 'n' = 'n';
  if (GREEK.test(first) && !LATIN.test(first)) {
    const folded = first.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (/(ος|ης|ας)$/.test(folded)) gender = 'm';
    else if (/[αη]$/.test(folded)) gender = 'f';
  }
  if (gender === 'm') {
    // Accusative of a masculine noun drops the final sigma (ο Ορός → τον Ορό).
    const accusative = name.replace(/^(\S+?)[ςσ](?=\s|$)/u, '$1');
    return { o_product: `ο ${name}`, ton_product: `τον ${accusative}`, me_product: `με τον ${accusative}`, se_product: `στον ${accusative}` };
  }
  if (gender === 'f') return { o_product: `η ${name}`, ton_product: `την ${name}`, me_product: `με την ${name}`, se_product: `στην ${name}` };
  return { o_product: `το ${name}`, ton_product: `το ${name}`, me_product: `με το ${name}`, se_product: `στο ${name}` };
}

export function capitalise(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** Latin words that are common nouns in Greek aesthetics ("το filler", "το skin booster"), written lower case mid-sentence. */
const COMMON_LATIN = /^(?:filler|fillers|skin|booster|boosters|laser|peel|peeling|serum|cream|mask|threads?)$/i;

/**
 * A Greek product name as it reads mid-sentence. A name in sentence case is a description whose
 * first word is a common noun: "Σύσφιξη επιδερμίδας με HIFU" → "σύσφιξη επιδερμίδας με HIFU",
 * "Filler χειλιών" → "filler χειλιών". A name with two or more capitalised words ("Λάμψη
 * Booster"), a name in Latin script only (Profhilo) and acronyms (HIFU) are names: as written.
 */
export function greekMidSentence(name: string): string {
  if (!GREEK.test(name)) return name;
  const words = name.split(/(\s+)/);
  const title = (word: string) => /^\p{Lu}\p{Ll}+$/u.test(word);
  if (words.filter(title).length !== 1 || !title(words[0])) return name;
  if (!GREEK.test(words[0]) && !COMMON_LATIN.test(words[0])) return name;
  words[0] = words[0].toLowerCase();
  return words.join('');
}

/** Before these the final -ν of τη(ν) stays: a vowel, κ π τ ξ ψ, μπ ντ γκ τσ τζ, or a word in Latin script or digits. */
const KEEPS_NU = /^(?:[αεηιουωάέήίόύώϊϋΐΰ]|[κπτξψ]|μπ|ντ|γκ|τσ|τζ|[^\u0370-\u03ff\u1f00-\u1fff])/i;

/**
 * The final -ν rule of the school grammar for the feminine article (and pronoun): "την αξιολόγηση",
 * "την κρέμα", but "για τη σύσφιξη", "στη Θεσσαλονίκη". A name put into a sentence ("την {name}")
 * gets the right form here. The masculine "τον"/"στον" keep their ν always; "δεν" is left as written.
 */
export function fixFinalNu(text: string): string {
  return text.replace(/(?<![\p{L}])([Σσ]?[Ττ]ην?)(\s+)(?=(\S+))/gu, (_whole, word: string, space: string, next: string) => {
    const stem = word.replace(/ν$/, '');
    return `${KEEPS_NU.test(next.normalize('NFC').toLowerCase()) ? `${stem}ν` : stem}${space}`;
  });
}
