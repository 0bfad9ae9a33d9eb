import type { Language } from './schema.js';

/**
 * The compliance guard for medical-aesthetics advertising. Rules are matched on a folded copy of
 * the text (lower case, accents removed, final sigma as sigma) so "ΑΝΩΔΥΝΟ", "ανώδυνη" and
 * "Painless" are all caught; finding offsets point back into the original text.
 */
export type ComplianceRule =
  | 'prescription_medicine'
  | 'guaranteed_results'
  | 'permanent_results'
  | 'instant_results'
  | 'painless'
  | 'risk_free'
  | 'no_side_effects'
  | 'disease_claim'
  | 'before_after'
  | 'superlative';

export interface ComplianceFinding {
  start: number;
  end: number;
  text: string;
  rule: ComplianceRule;
  explanation: string;
}

// Word boundaries that work for Greek too (JavaScript's \b only knows ASCII letters).
const S = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const W = '[\\p{L}\\p{N}]*'; // the rest of a word (Greek endings)
const GAP = '(?:[^\\p{L}\\p{N}]+[\\p{L}\\p{N}]+){0,3}?[^\\p{L}\\p{N}]+'; // up to three words in between

const re = (source: string) => new RegExp(source, 'gu');

const EXPLANATIONS: Record<ComplianceRule, Record<Language, string>> = {
  prescription_medicine: {
    en: 'Names a prescription-only medicine (such as a botulinum toxin). Advertising prescription-only medicines to the public is prohibited in the EU; describe the treatment instead (e.g. "anti-wrinkle injections").',
    el: 'Αναφέρει φάρμακο που χορηγείται μόνο με ιατρική συνταγή (π.χ. αλλαντική τοξίνη). Η διαφήμιση τέτοιων φαρμάκων στο κοινό απαγορεύεται στην ΕΕ· περιγράψτε τη θεραπεία (π.χ. «ενέσεις για τις ρυτίδες»).',
  },
  guaranteed_results: {
    en: 'Promises guaranteed results. Outcomes of aesthetic treatments vary from person to person and cannot be guaranteed.',
    el: 'Υπόσχεται εγγυημένα αποτελέσματα. Τα αποτελέσματα των αισθητικών θεραπειών διαφέρουν από άτομο σε άτομο και δεν μπορούν να εγγυηθούν.',
  },
  permanent_results: {
    en: 'Claims permanent results. Results of aesthetic treatments fade over time; say how long they typically last instead.',
    el: 'Ισχυρίζεται μόνιμα αποτελέσματα. Τα αποτελέσματα των αισθητικών θεραπειών δεν διαρκούν για πάντα· αναφέρετε πόσο διαρκούν συνήθως.',
  },
  instant_results: {
    en: 'Claims instant or overnight results. Most treatments need time and sometimes several sessions to show their effect.',
    el: 'Ισχυρίζεται άμεσα ή στιγμιαία αποτελέσματα. Οι περισσότερες θεραπείες χρειάζονται χρόνο και συχνά περισσότερες συνεδρίες.',
  },
  painless: {
    en: 'Claims the treatment is painless. Comfort differs between people; mention comfort measures (e.g. numbing cream) instead.',
    el: 'Ισχυρίζεται ότι η θεραπεία είναι ανώδυνη. Η αίσθηση διαφέρει από άτομο σε άτομο· αναφέρετε τα μέτρα για την άνεσή σας (π.χ. αναισθητική κρέμα).',
  },
  risk_free: {
    en: 'Claims the treatment is risk-free or completely safe. Every medical procedure carries some risk; invite people to a consultation instead.',
    el: 'Ισχυρίζεται ότι η θεραπεία είναι χωρίς κινδύνους ή απολύτως ασφαλής. Κάθε ιατρική πράξη έχει κάποιον κίνδυνο· προτείνετε μια συμβουλευτική επίσκεψη.',
  },
  no_side_effects: {
    en: 'Claims there are no side effects. Side effects are possible and must not be denied in advertising.',
    el: 'Ισχυρίζεται ότι δεν υπάρχουν παρενέργειες. Παρενέργειες είναι πιθανές και δεν επιτρέπεται να αποκλείονται σε μια διαφήμιση.',
  },
  disease_claim: {
    en: 'Claims to cure or treat a disease or medical condition. Cosmetic and aesthetic services may not make medicinal claims in advertising.',
    el: 'Ισχυρίζεται ότι θεραπεύει ή γιατρεύει μια πάθηση. Οι αισθητικές υπηρεσίες δεν επιτρέπεται να προβάλλουν θεραπευτικούς ισχυρισμούς.',
  },
  before_after: {
    en: 'Promises before/after results. Before-and-after promises create unrealistic expectations and are restricted for medical treatments.',
    el: 'Υπόσχεται αποτελέσματα «πριν και μετά». Τέτοιες υποσχέσεις δημιουργούν μη ρεαλιστικές προσδοκίες και περιορίζονται για ιατρικές πράξεις.',
  },
  superlative: {
    en: 'Uses a misleading superlative ("the best", "number one", "miracle"). Such claims cannot be substantiated; describe what you offer instead.',
    el: 'Χρησιμοποιεί παραπλανητικό υπερθετικό («ο καλύτερος», «νούμερο ένα», «θαυματουργό»). Τέτοιοι ισχυρισμοί δεν τεκμηριώνονται· περιγράψτε τι προσφέρετε.',
  },
};

const CONDITIONS_EN =
  '(?:acne|rosacea|eczema|psoriasis|melasma|alopecia|hair\\s+loss|cellulite|scars?|scarring|hyperhidrosis|dermatitis|vitiligo|warts?|varicose\\s+veins|diseases?|infections?|depression|migraines?|insomnia|obesity|diabetes|cancer)';
const CONDITIONS_EL =
  '(?:ακμ\\p{L}*|ροδοχρ\\p{L}*|εκζεμ\\p{L}*|ψωριασ\\p{L}*|μελασμ\\p{L}*|αλωπεκι\\p{L}*|τριχοπτωσ\\p{L}*|κυτταριτιδ\\p{L}*|ουλ\\p{L}*|υπεριδρωσ\\p{L}*|δερματιτιδ\\p{L}*|λευκ[ηω]\\p{L}*|κιρσ\\p{L}*|ασθενει\\p{L}*|παθησ\\p{L}*|νοσ\\p{L}*|λοιμωξ\\p{L}*|καταθλιψ\\p{L}*|ημικρανι\\p{L}*|αυπνι\\p{L}*|παχυσαρκ\\p{L}*|διαβητ\\p{L}*|καρκιν\\p{L}*)';

/** Each rule's patterns, written against the folded text (lower case, no accents, σ for ς). */
const RULES: Array<{ rule: ComplianceRule; patterns: RegExp[] }> = [
  {
    rule: 'prescription_medicine',
    patterns: [
      re(`${S}(?:botox|dysport|xeomin|bocouture|azzalure|jeuveau|daxxify|vistabel|vistabex|letybo|relfydess|alluzience|nuceiva|myobloc|neurobloc|relatox|μποτοξ)`), // also inside hashtags such as #botoxday
      re(`${S}botulinum(?:\\s+toxins?)?${E}`),
      re(`${S}(?:αλλαντικ|βοτουλινικ)${W}(?:\\s+τοξιν${W})?`),
    ],
  },
  {
    rule: 'guaranteed_results',
    patterns: [
      re(`${S}guarantee(?:s|d|ing)?${GAP}(?:results?|outcomes?|effects?|success|improvements?|transformation)${E}`),
      re(`${S}(?:results?|outcomes?|effects?|success)${GAP}(?:is\\s+|are\\s+)?guaranteed${E}`),
      re(`${S}(?:100\\s?%|fully|always)\\s+(?:guaranteed|effective|results?)${E}`),
      re(`${S}εγγυ(?:ημεν|ομαστε|αται|ωμαστε|ηση)${W}${GAP}αποτελεσμα${W}`),
      re(`${S}αποτελεσμα${W}${GAP}(?:ειναι\\s+)?εγγυημεν${W}`),
      re(`${S}(?:100\\s?%\\s+)?σιγουρ${W}\\s+αποτελεσμα${W}`),
    ],
  },
  {
    rule: 'permanent_results',
    patterns: [
      re(`${S}permanent(?:ly)?\\s+(?:\\p{L}+\\s+)?(?:results?|effects?|solutions?|fix|youth|cure|removal\\s+of\\s+wrinkles)${E}`),
      re(`${S}(?:lasts?|last|results?)\\s+(?:forever|for\\s+ever|a\\s+lifetime)${E}`),
      re(`${S}forever\\s+young${E}`),
      re(`${S}μονιμ${W}\\s+(?:\\p{L}+\\s+)?(?:αποτελεσμα${W}|λυσ${W}|αποτελεσματ${W})`),
      re(`${S}(?:διαρκει|διαρκουν|αποτελεσμα${W})\\s+(?:για\\s+)?παντα${E}`),
      re(`${S}μια\\s+για\\s+παντα${E}`),
    ],
  },
  {
    rule: 'instant_results',
    patterns: [
      re(`${S}(?:instant|instantly|immediate|immediately|overnight)\\s+(?:\\p{L}+\\s+)?(?:results?|effects?|transformation|lift|rejuvenation|youth|wrinkle\\s+removal)${E}`),
      re(`${S}(?:results?|wrinkles\\s+disappear|transformation)\\s+(?:instantly|overnight|immediately)${E}`),
      re(`${S}(?:αμεσ|στιγμιαι|ακαριαι)${W}\\s+(?:\\p{L}+\\s+)?(?:αποτελεσμα${W}|αναζωογονησ${W}|μεταμορφωσ${W}|λιφτινγκ)`),
      re(`${S}αποτελεσμα${W}\\s+(?:αμεσως|απο\\s+την\\s+πρωτη\\s+στιγμη|μεσα\\s+σε\\s+μια\\s+νυχτα|σε\\s+μια\\s+νυχτα)${E}`),
    ],
  },
  {
    rule: 'painless',
    patterns: [
      re(`${S}(?:painless(?:ly)?|pain[-\\s]free)${E}`),
      re(`${S}(?:no|zero|without(?:\\s+any)?)\\s+pain${E}`),
      re(`${S}(?:doesn['’]?t|does\\s+not|won['’]?t|will\\s+not)\\s+hurt${E}`),
      re(`${S}(?:won['’]?t|will\\s+not)\\s+feel\\s+a\\s+thing${E}`),
      re(`${S}ανωδυν${W}`),
      re(`${S}(?:χωρισ|καθολου|κανενα|κανενασ)\\s+(?:\\p{L}+\\s+)?πονο${W}`),
      re(`${S}δεν\\s+πονα${W}`),
    ],
  },
  {
    rule: 'risk_free',
    patterns: [
      re(`${S}risk[-\\s]free${E}`),
      re(`${S}(?:no|zero|without(?:\\s+any)?)\\s+risks?${E}`),
      re(`${S}(?:100\\s?%|completely|totally|absolutely|perfectly)\\s+safe${E}`),
      re(`${S}(?:χωρισ|κανεναν|καθολου|μηδενικ${W})\\s+(?:κανεναν\\s+)?(?:κινδυν${W}|ρισκο)`),
      re(`${S}(?:100\\s?%|απολυτωσ|εντελωσ|τελειωσ|πληρωσ)\\s+ασφαλ${W}`),
    ],
  },
  {
    rule: 'no_side_effects',
    patterns: [
      re(`${S}(?:no|zero|without(?:\\s+any)?|free\\s+(?:of|from))\\s+(?:\\p{L}+\\s+)?side[-\\s]effects?${E}`),
      re(`${S}side[-\\s]effects?[-\\s]free${E}`),
      re(`${S}(?:χωρισ|καμια|καμμια|μηδενικ${W}|ουτε\\s+μια)\\s+(?:\\p{L}+\\s+)?παρενεργει${W}`),
      re(`${S}δεν\\s+(?:εχει|υπαρχουν|προκαλει)\\s+(?:καμια\\s+)?παρενεργει${W}`),
    ],
  },
  {
    rule: 'disease_claim',
    patterns: [
      re(`${S}(?:cures?|cured|curing)${E}`),
      re(`${S}(?:treats?|treating|heals?|healing|eliminates?|eliminating|eradicates?|gets?\\s+rid\\s+of)\\s+(?:your\\s+|the\\s+|all\\s+)?${CONDITIONS_EN}${E}`),
      re(`${S}(?:treatment|therapy|remedy|solution)\\s+(?:for|of|against)\\s+(?:your\\s+|the\\s+)?${CONDITIONS_EN}${E}`),
      re(`${S}(?:θεραπευ(?:ει|ουν|εται|ονται|σει|σουν)|γιατρευ${W}|ιαται|ιαση)${E}`),
      re(`${S}(?:εξαφανιζ${W}|εξαλειφ${W}|αντιμετωπιζ${W}|καταπολεμ${W})\\s+(?:\\p{L}+\\s+)?${CONDITIONS_EL}`),
      re(`${S}θεραπει${W}\\s+(?:για\\s+(?:την\\s+|τη\\s+|τον\\s+|το\\s+|τα\\s+|τισ\\s+)?|τησ\\s+|του\\s+|των\\s+)${CONDITIONS_EL}`),
    ],
  },
  {
    rule: 'before_after',
    patterns: [
      // "before & after", "before/after", "before vs after" are the marketing forms; "before and
      // after" only when it is about pictures or results (not "sun protection before and after the session").
      re(`${S}before\\s*(?:&|\\/|-|–|vs\\.?)\\s*after${E}`),
      re(`${S}before\\s+and\\s+after(?:\\s+(?:photos?|pictures?|images?|results?|shots?|transformations?|gallery|comparisons?|looks?)${E}|\\s*(?=[!.:)]|$))`),
      re(`${S}πριν\\s*(?:&|\\/|-|–)\\s*μετα${E}`),
      re(`${S}πριν\\s+και\\s+μετα(?:\\s+(?:\\p{L}+\\s+)?(?:φωτογραφι${W}|αποτελεσμα${W}|εικον${W}|μεταμορφωσ${W})|\\s*(?=[!.:)]|$))`),
    ],
  },
  {
    rule: 'superlative',
    patterns: [
      re(`(?<!do\\s|doing\\s|try\\s|trying\\s)${S}(?:the|our)\\s+(?:very\\s+)?best${E}(?!\\s+(?:wishes|regards|of\\s+luck))`),
      re(`${S}best\\s+(?:results?|clinic|treatment|price|in\\s+(?:town|the\\s+city|greece|athens|the\\s+world|europe))${E}`),
      re(`${S}(?:number\\s+one|no\\.?\\s?1|#1)${E}`),
      re(`${S}most\\s+(?:effective|advanced|powerful|innovative)${E}`),
      re(`${S}(?:unbeatable|unmatched|unrivalled|unrivaled|revolutionary|miracle|miraculous|magic(?:al)?|world['’]?s\\s+(?:best|leading|first))${E}`),
      re(`${S}(?:ο|η|το|οι|τα)\\s+καλυτερ${W}`),
      re(`${S}(?:νουμερο\\s+(?:ενα|1)|νο\\.?\\s?1)${E}`),
      re(`${S}(?:το|ο|η)\\s+πιο\\s+(?:αποτελεσματικ|προηγμεν|καινοτομ)${W}`),
      re(`${S}(?:επαναστατικ|θαυματουργ|θαυμ|μαγικ|ασυναγωνιστ|απαραμιλλ)${W}`),
      re(`${S}μοναδικ${W}\\s+στον\\s+κοσμο${E}`),
    ],
  },
];

/** The folded text and, for each of its UTF-16 units, the index of the original unit it came from. */
function fold(text: string): { folded: string; map: Int32Array } {
  let folded = '';
  const map = new Int32Array(text.length * 2 + 1);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      folded += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[i];
      map[n++] = i;
      continue;
    }
    const decomposed = text[i].normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ς/g, 'σ');
    for (let k = 0; k < decomposed.length; k++) {
      if (n >= map.length - 1) break;
      folded += decomposed[k];
      map[n++] = i;
    }
  }
  map[n] = text.length;
  return { folded, map };
}

/** Finds advertising claims that break the medical-aesthetics rules, in English and Greek text alike. */
export function findComplianceIssues(text: string, language: Language = 'en'): ComplianceFinding[] {
  if (!text) return [];
  const { folded, map } = fold(text);
  const findings: ComplianceFinding[] = [];
  const seen = new Set<string>();
  for (const { rule, patterns } of RULES) {
    for (const pattern of patterns) {
      pattern.lastIndex = 0;
      for (let m = pattern.exec(folded); m; m = pattern.exec(folded)) {
        if (m[0].length === 0) {
          pattern.lastIndex++;
          continue;
        }
        const start = map[m.index];
        const endIndex = m.index + m[0].length;
        const end = endIndex >= folded.length ? text.length : map[endIndex];
        const key = `${rule}:${start}:${end}`;
        if (seen.has(key)) continue;
        seen.add(key);
        findings.push({ start, end, text: text.slice(start, end), rule, explanation: EXPLANATIONS[rule][language] });
      }
    }
  }
  // Overlapping matches of one rule (two patterns on the same words) are merged into one finding.
  findings.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: ComplianceFinding[] = [];
  for (const f of findings) {
    const previous = merged.findLast((g) => g.rule === f.rule);
    if (previous && f.start < previous.end) {
      if (f.end > previous.end) {
        previous.end = f.end;
        previous.text = text.slice(previous.start, previous.end);
      }
      continue;
    }
    merged.push(f);
  }
  return merged;
}

/** The phrases the provider is asked to avoid, in the post's language. */
export function complianceInstructions(language: Language): string {
  return language === 'el'
    ? 'Μην αναφέρεις ονόματα φαρμάκων που χορηγούνται με συνταγή (π.χ. Botox ή άλλες αλλαντικές τοξίνες)· μην υπόσχεσαι εγγυημένα, μόνιμα ή άμεσα αποτελέσματα· μη γράφεις «ανώδυνο», «χωρίς κινδύνους», «χωρίς παρενέργειες»· μην ισχυρίζεσαι ότι κάτι θεραπεύει ασθένειες· μην υπόσχεσαι αποτελέσματα «πριν και μετά»· μη χρησιμοποιείς υπερθετικά όπως «ο καλύτερος», «νούμερο ένα», «θαυματουργό».'
    : 'Do not name prescription-only medicines (e.g. Botox or other botulinum toxin brands); do not promise guaranteed, permanent or instant results; do not say "painless", "risk-free" or "no side effects"; do not claim to cure or treat diseases; do not promise before/after results; do not use superlatives such as "the best", "number one" or "miracle".';
}
