/**
 * What kind of product a name is, from a table of brand names, product lines and ingredients:
 * the main families of medical aesthetics. Strong cues (a brand, an ingredient) decide; weak ones
 * ("lip", "acid", "light") only count next to others, so a name with nothing but weak cues is
 * "unsure" and gets a neutral description instead of a guess.
 */
export const PRODUCT_FAMILIES = ['toxin', 'hyaluronic_filler', 'biostimulator', 'skin_booster', 'peel', 'energy_device', 'thread', 'skincare'] as const;
export type ProductFamily = (typeof PRODUCT_FAMILIES)[number];

/** The main ingredient, where the name tells it (so images of another ingredient can be told apart). */
export type Ingredient =
  | 'botulinum_toxin'
  | 'hyaluronic_acid'
  | 'poly_l_lactic_acid'
  | 'calcium_hydroxylapatite'
  | 'polycaprolactone'
  | 'polynucleotides'
  | 'amino_acids'
  | 'acids'
  | 'energy'
  | 'pdo';

interface Cue {
  family: ProductFamily;
  /** Matched against the folded name (lower case, no accents), as a whole-word-ish pattern. */
  pattern: RegExp;
  /** 5: a product line that overrides its brand; 3: a brand or an ingredient; 2: a product word; 1: a weak hint. */
  weight: 1 | 2 | 3 | 5;
  ingredient?: Ingredient;
}

// `\w` is ASCII-only even with the u flag: a Greek cue such as "πολυνουκλεοτιδ\w*" needs letters of any script.
const w = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source.replaceAll('\\w', '[\\p{L}\\p{N}_]')})(?![\\p{L}])`, 'u');

const CUES: Cue[] = [
  // Product lines whose brand belongs to another family.
  {
    family: 'skin_booster',
    weight: 5,
    ingredient: 'hyaluronic_acid',
    pattern: w(
      'restylane\\s+(?:vital|skinboosters?|skin\\s+boosters?)|juvederm\\s+volite|volite|teosyal\\s+redensity|redensity|belotero\\s+revive|belotero\\s+hydro|profhilo(?:\\s+structura)?|stylage\\s+hydro|saypha\\s+rich|revolax\\s+fine|neauvia\\s+hydro\\s+deluxe|viscoderm\\s+hydrobooster',
    ),
  },
  { family: 'biostimulator', weight: 5, ingredient: 'calcium_hydroxylapatite', pattern: w('harmonyca|radiesse(?:\\s*\\(\\+\\)|\\s+plus)?') },
  {
    family: 'energy_device',
    weight: 5,
    ingredient: 'energy',
    pattern: w(
      'morpheus\\s*8|rf\\s+microneedling|radiofrequency\\s+microneedling|hydrafacial\\w*|coolsculpting|emsculpt\\w*|emface|ultherapy|thermage|sofwave|fraxel|picosure|picoway|pico\\s*genesis|soprano\\w*|gentlemax\\w*|co2re|clear\\s*\\+\\s*brilliant|potenza|secret\\s+rf|vivace|exilis|venus\\s+(?:legacy|viva|freeze)|onda\\s+coolwaves|lumecca|bbl|moxi|halo\\s+laser|m22|stellar\\s+m22|forma|fotona\\w*|candela|cutera|lumenis|alma\\s+\\w+|inmode|dermapen\\w*|skinpen|aquagold',
    ),
  },
  // Botulinum toxins (prescription-only medicines).
  {
    family: 'toxin',
    weight: 3,
    ingredient: 'botulinum_toxin',
    pattern: w(
      'botox\\w*|dysport|xeomin|bocouture|azzalure|vistabel|vistabex|jeuveau|daxxify|letybo|relfydess|alluzience|nuceiva|myobloc|neurobloc|botulax|innotox|meditoxin|neuronox|nabota|coretox|hutox|relatox|\\w*botulinum\\w*|neurotoxin\\w*|toxin\\w*|μποτοξ\\w*|αλλαντικ\\w*\\s+τοξιν\\w*|βοτουλιν\\w*|τοξιν\\w*|neuromodulators?',
    ),
  },
  {
    family: 'toxin',
    weight: 2,
    pattern: w(
      'anti[-\\s]?wrinkle\\s+(?:injections?|injectables?|treatment)|γραμμ\\w*\\s+εκφρασ\\w*|expression\\s+lines?\\s+(?:injections?|injectables?|treatment)|wrinkle[-\\s]relax\\w*|frown\\s+line\\s+injections?|ενεσ\\w*\\s+(?:για\\s+)?(?:τισ\\s+)?ρυτιδ\\w*|αντιρυτιδικ\\w*\\s+ενεσ\\w*',
    ),
  },
  // Hyaluronic acid fillers.
  {
    family: 'hyaluronic_filler',
    weight: 3,
    ingredient: 'hyaluronic_acid',
    pattern: w(
      'juvederm|voluma|volbella|volift|volux|volite|restylane|kysse|defyne|refyne|volyme|teosyal|rha\\s*[1-4]|belotero|stylage|saypha|revolax|princess\\s+(?:volume|filler|rich)|neuramis|yvoire|perfectha|emervel|modelis|art\\s*filler|aliaxin|hyaron|e\\.?p\\.?t\\.?q|neauvia|ha\\s+fillers?|hyaluronic\\s+(?:acid\\s+)?(?:fillers?|gel)|dermal\\s+fillers?',
    ),
  },
  {
    family: 'hyaluronic_filler',
    weight: 2,
    ingredient: 'hyaluronic_acid',
    pattern: w(
      'fillers?|υαλουρονικ\\w*\\s+(?:filler|για\\s+(?:χειλη|ζυγωματικα|περιγραμμα))|lip\\s+(?:filler|augmentation|enhancement)|cheek\\s+filler|jawline\\s+(?:filler|contouring)|chin\\s+filler',
    ),
  },
  { family: 'hyaluronic_filler', weight: 1, pattern: w('lips?|cheeks?|jawline|chin|contour\\w*|volume|χειλ\\w*|ζυγωματ\\w*') },
  // Biostimulators.
  {
    family: 'biostimulator',
    weight: 3,
    ingredient: 'poly_l_lactic_acid',
    pattern: w('sculptra|poly[-\\s]?l[-\\s]?lactic(?:\\s+acid)?|plla|juvelook|lenisna|lanluma|aesthefill|gana\\s+v|πολυγαλακτικ\\w*'),
  },
  {
    family: 'biostimulator',
    weight: 3,
    ingredient: 'calcium_hydroxylapatite',
    pattern: w('calcium\\s+hydroxy(?:l)?apatite|caha|facetem|crystalys|υδροξυαπατιτ\\w*'),
  },
  { family: 'biostimulator', weight: 3, ingredient: 'polycaprolactone', pattern: w('ellans[eé]|polycaprolactone|gouri|pcl\\s+(?:filler|injectable)') },
  { family: 'biostimulator', weight: 2, pattern: w('biostimulat\\w*|bio[-\\s]stimulat\\w*|collagen\\s+stimulat\\w*|βιοδιεγερ\\w*|διεγερτ\\w*\\s+κολλαγονου') },
  // Skin boosters and polynucleotides.
  {
    family: 'skin_booster',
    weight: 3,
    ingredient: 'polynucleotides',
    pattern: w('polynucleotides?|pn|pdrn|plinest|newest|nucleofill|rejuran\\w*|ameela|πολυνουκλεοτιδ\\w*|salmon\\s+dna|exosomes?'),
  },
  {
    family: 'skin_booster',
    weight: 3,
    ingredient: 'amino_acids',
    pattern: w(
      'jalupro\\w*|sunekos|nctf(?:\\s*135\\w*)?|cytocare|seventy\\s+hyal|ialest|mesoestetic\\s+mesohyal|karisma|hydro\\s+deluxe|skinvive|innoaesthetics',
    ),
  },
  {
    family: 'skin_booster',
    weight: 2,
    pattern: w(
      'skin\\s*boosters?|boosters?|mesotherap\\w*|bio[-\\s]?remodel\\w*|bioremodel\\w*|revitali[sz]\\w*|injectable\\s+(?:hydration|moisturi[sz]er)|μεσοθεραπ\\w*|ενυδατωσ\\w*\\s+με\\s+ενεσ\\w*',
    ),
  },
  // Peels.
  {
    family: 'peel',
    weight: 3,
    ingredient: 'acids',
    pattern: w(
      'prx[-\\s]?t33|cosmelan|dermamelan|jessner\\w*|biorepeel\\w*|vi\\s+peel|obagi\\s+blue\\s+(?:radiance\\s+)?peel|enerpeel|trichloroacetic|tca|glycolic|salicylic|mandelic|pyruvic|(?<!poly[-\\s]?l[-\\s]?)lactic\\s+acid|azelaic|phenol|retinol\\s+peel|yellow\\s+peel|easy\\s+tca|perfect\\s+derma\\s+peel|the\\s+perfect\\s+peel|mela\\s+peel',
    ),
  },
  { family: 'peel', weight: 2, pattern: w('peels?|peeling|chemical\\s+peel|πιλινγκ|χημικ\\w*\\s+απολεπισ\\w*') },
  { family: 'peel', weight: 1, pattern: w('acids?|οξυ') },
  // Lasers and energy devices.
  {
    family: 'energy_device',
    weight: 3,
    ingredient: 'energy',
    pattern: w(
      'lasers?|λειζερ|ipl|intense\\s+pulsed\\s+light|hifu|radiofrequency|ραδιοσυχνοτητ\\w*|rf|ultrasound|cryolipolysis|κρυολιπολυσ\\w*|co2|erbium|nd\\s*:?\\s*yag|alexandrite|diode|q[-\\s]?switch\\w*|photofacial|photorejuvenation|microneedling|μικροβελονισμ\\w*|microdermabrasion|hydradermabrasion|led\\s+(?:therapy|mask|light)',
    ),
  },
  { family: 'energy_device', weight: 1, pattern: w('light|device|machine|tightening|σφιξ\\w*|συσκευ\\w*|μηχανημα') },
  // Threads.
  {
    family: 'thread',
    weight: 3,
    ingredient: 'pdo',
    pattern: w('silhouette\\s+soft|aptos\\w*|mint\\s+(?:pdo|lift|threads?)|novathreads?|happy\\s+lift|i[-\\s]?thread|pdo|polydioxanone|ν?ηματ\\w*'),
  },
  { family: 'thread', weight: 2, pattern: w('threads?(?:\\s+lift)?|thread\\s+lift') },
  // Skincare.
  {
    family: 'skincare',
    weight: 3,
    pattern: w(
      "skinceuticals|obagi|zo\\s+skin(?:\\s+health)?|la\\s+roche[-\\s]posay|avene|bioderma|heliocare|isdin|medik8|neostrata|dermalogica|filorga|vichy|cerave|eucerin|uriage|sesderma|mesoestetic|murad|paula['’]?s\\s+choice|the\\s+ordinary|caudalie|nuxe|apivita|korres|frezyderm|ducray|svr|noreva|cantabria|endocare|biretix|esthederm|babor",
    ),
  },
  {
    family: 'skincare',
    weight: 2,
    pattern: w(
      'serums?|creams?|cremes?|moistu?ri[sz]\\w*|cleans\\w*|toners?|lotions?|balms?|baume|masks?|sunscreens?|spf\\s*\\d*|sun\\s+(?:protection|fluid|cream)|eye\\s+(?:cream|gel|serum)|gel\\s+cream|oil|micellar|essence|ampoules?|κρεμ\\w*|ορο[σς]?|ορου|αντηλιακ\\w*|καθαριστικ\\w*|μασκ\\w*|λαδι|γαλακτωμα',
    ),
  },
  {
    family: 'skincare',
    weight: 1,
    pattern: w('vitamin\\s+c|retinol|retinal|niacinamide|ferulic|ceramides?|peptides?|hydrating|gel|fluid|βιταμιν\\w*|ρετινολ\\w*'),
  },
];

export interface FamilyGuess {
  family: ProductFamily | 'unknown';
  /** True when a brand, an ingredient or a clear product word decided it. */
  confident: boolean;
  ingredient?: Ingredient;
  /** The words that decided. */
  cues: string[];
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ς/g, 'σ');
}

/** The family of a product from its name (and, optionally, other text about it). */
export function productFamily(name: string): FamilyGuess {
  const text = fold(name);
  const scores = new Map<ProductFamily, { score: number; strongest: number; cues: string[]; ingredient?: Ingredient }>();
  for (const cue of CUES) {
    const m = cue.pattern.exec(text);
    if (!m) continue;
    const entry = scores.get(cue.family) ?? { score: 0, strongest: 0, cues: [] };
    entry.score += cue.weight;
    entry.cues.push(m[0]);
    if (cue.weight > entry.strongest) {
      entry.strongest = cue.weight;
      if (cue.ingredient) entry.ingredient = cue.ingredient;
    } else if (!entry.ingredient && cue.ingredient) entry.ingredient = cue.ingredient;
    scores.set(cue.family, entry);
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1].strongest - a[1].strongest || b[1].score - a[1].score);
  const [best, second] = ranked;
  if (!best) return { family: 'unknown', confident: false, cues: [] };
  const [family, entry] = best;
  const contested = second && second[1].strongest === entry.strongest && second[1].score >= entry.score;
  // Weak hints alone ("lip", "acid", "light") are a guess, not a family.
  const confident = entry.strongest >= 2 && !contested;
  if (!confident) return { family: entry.strongest >= 2 ? family : 'unknown', confident: false, cues: entry.cues, ingredient: entry.ingredient };
  return { family, confident, cues: entry.cues, ingredient: entry.ingredient };
}
