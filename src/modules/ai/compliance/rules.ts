/**
 * The compliance guard's rules, written against the folded text (lower case, no accents, σ for ς;
 * see text.ts). Each rule belongs to one category and names the finer claim it catches
 * (`id`, kept as the finding's `rule`). Greek is matched by stems, so every ending is caught.
 */
export const COMPLIANCE_CATEGORIES = [
  'prescription_medicine',
  'guaranteed_outcome',
  'safety_claim',
  'permanence',
  'unproven_efficacy',
  'inducement',
  'before_after',
  'superlative',
  'celebrity',
  'young_people',
  'denigration',
] as const;
export type ComplianceCategory = (typeof COMPLIANCE_CATEGORIES)[number];

export interface Rule {
  id: string;
  category: ComplianceCategory;
  patterns: RegExp[];
  /** The claim itself is worded as a negation ("no pain", "won't hurt"): only a negation before it denies it. */
  intrinsic?: boolean;
  /** Never denied by a negation (naming a prescription-only medicine is the problem, whatever is said of it). */
  absolute?: boolean;
  /** A hedge ("may", "many clients", "results vary") makes it honest. */
  hedgeable?: boolean;
  /** Skips a match when the text right after it matches (anchored at the match's end). */
  unlessAfter?: RegExp;
  /** Skips a match when the text right before it matches (anchored at the match's start). */
  unlessBefore?: RegExp;
  /** Skips a match when its sentence matches. */
  unlessSentence?: RegExp;
  /** Keeps a match only when its sentence matches. */
  onlyIfSentence?: RegExp;
  /**
   * A cheap test of the whole text (plain words, no lookbehind) that must pass before the rule's
   * patterns run: most texts lack the rarer half of a combination, so its patterns are skipped.
   */
  gate?: RegExp;
}

const L = '\\p{L}';
import { E, S } from './lexicon.js';
const W = `${L}*`; // the rest of a word (Greek endings)

/** Up to n words between two parts of a claim, never across a sentence end. */
const gap = (n: number) => `(?:[^\\p{L}\\p{N}.!?;:\\n]+[\\p{L}\\p{N}'’%]+){0,${n}}?[^\\p{L}\\p{N}.!?;:\\n]+`;
const alt = (...xs: string[]) => `(?:${xs.join('|')})`;
const re = (source: string) => new RegExp(source, 'gu');

// ---------------------------------------------------------------------------------------------
// Prescription-only medicines: brand names, the substances' names, slang and Greek spellings.
// ---------------------------------------------------------------------------------------------

/** Letters that may be separated ("bo-tox", "b.o.t.o.x") or masked ("b*tox") in a brand name. */
function spelled(word: string): string {
  const sep = "[\\s.\\-_·•'’]?";
  // Each letter may be doubled ("Bottox", "botoxxx") or masked by an asterisk.
  return [...word].map((ch, i) => (i === 0 ? `${ch}+` : `(?:${ch}+|\\*)`)).join(sep);
}

/** Distinctive brand names: caught inside hashtags and with any ending ("#botoxday", "botoxaki"). */
const BRANDS_OPEN = [
  'botox',
  'dysport',
  'xeomin',
  'bocouture',
  'azzalure',
  'vistabel',
  'vistabex',
  'jeuveau',
  'daxxify',
  'letybo',
  'relfydess',
  'alluzience',
  'nuceiva',
  'myobloc',
  'neurobloc',
  'botulax',
  'innotox',
  'meditoxin',
  'neuronox',
  'nabota',
  'coretox',
  'xeomeen',
  'ozempic',
  'wegovy',
  'rybelsus',
  'mounjaro',
  'zepbound',
  'saxenda',
  'victoza',
  'kybella',
  'belkyra',
  'roaccutane',
  'accutane',
  'propecia',
  'latisse',
  'bimatoprost',
  'semaglutid',
  'tirzepatid',
  'liraglutid',
  'tretinoin',
  'isotretinoin',
  'hydroquinon',
  'finasterid',
  'deoxycholic',
  'botulin',
  'botulinum',
  'botulinium',
];
/** Short or common-looking names: whole words only. */
const BRANDS_WORD = ['bótox', 'botoks', 'botx', 'btx', 'tox', 'toxes', 'retin-a', 'retin a', 'hutox', 'relatox', 'mpotox', 'mpotoks'];
/** Greek spellings (folded: no accents, σ). */
const BRANDS_GREEK = [
  'μποτοξ',
  'μποτοκσ',
  'μποτοχ',
  'μπότοξ',
  'μποτοξακ',
  'βοτοχ',
  'βοτοξ',
  'ντισπορτ',
  'ντυσπορτ',
  'ξεομιν',
  'ζεομιν',
  'αζαλουρ',
  'μποκουτουρ',
  'βισταμπελ',
  'οζεμπικ',
  'οζεμπυκ',
  'βεγκοβι',
  'γουεγκοβι',
  'ουεγκοβι',
  'σαξεντα',
  'μουντζαρο',
  'μουνζαρο',
  'ριμπελσουσ',
  'ρυμπελσουσ',
  'σεμαγλουτιδ',
  'λιραγλουτιδ',
  'τιρζεπατιδ',
  'κυμπελα',
  'κιμπελα',
  'ροακουταν',
  'ροακκουταν',
  'ισοτρετινοιν',
  'τρετινοιν',
  'υδροκινον',
  'φιναστεριδ',
  'βοτουλιν',
  'μποτουλιν',
  'αλλαντοτοξιν',
  'αλαντοτοξιν',
].map((w) => w.normalize('NFD').replace(/\p{M}/gu, ''));

const TOXIN_CONTEXT =
  '(?:inject|wrinkle|line|frown|forehead|crow|brow|unit|masseter|jaw|sweat|gummy|lip\\s+flip|anti[-\\s]?wrinkle|aesthetic|cosmetic|ρυτιδ|ενεσ|ενεσιμ|μοναδ|μετωπ|φρυδ|ιδρωσ|ιδρωτ|μασχαλ|αισθητικ|γραμμ|πιξιδ|ποδι\\s+τησ\\s+χηνασ)';

const PRESCRIPTION: Rule[] = [
  {
    id: 'prescription_medicine',
    category: 'prescription_medicine',
    absolute: true,
    patterns: [
      re(alt(...BRANDS_OPEN.map(spelled))),
      re(`${S}${alt(...BRANDS_WORD.map((w) => w.replace(/[-\s]/g, '[-\\s]?')))}${E}`),
      re(`${alt(...BRANDS_GREEK)}`),
      re(`${S}(?:ona|abo|inco|pra|daxi|leti|rela|rima|evabo)?botulinum\\s*toxin${W}`),
      re(`${S}neurotoxin${W}`),
      re(`${S}(?:αλλαντικ|βοτουλινικ|μποτουλινικ)${W}\\s+(?:\\p{L}+\\s+)?τοξιν${W}`),
      re(`${S}τοξιν${W}\\s+(?:τησ\\s+)?(?:αλλαντιασ|botulinum|βοτουλιν${W})`),
    ],
  },
  {
    id: 'prescription_medicine',
    category: 'prescription_medicine',
    absolute: true,
    // "toxin" alone is botulinum toxin only next to injections or wrinkles (not "toxins" in a detox).
    onlyIfSentence: re(TOXIN_CONTEXT),
    unlessAfter: re('^[\\s-]*(?:free|ελευθερ)'),
    // Toxins a body is said to be rid of ("sweat out toxins", "flush toxins") are a detox claim, not a medicine.
    unlessBefore: re(
      '(?:sweat\\w*|flush\\w*|drain\\w*|detox\\w*|purg\\w*|eliminat\\w*|remov\\w*|releas\\w*|expel\\w*|rid\\s+(?:\\w+\\s+)?of|build[-\\s]?up\\s+of|αποβαλ\\w*|αποβολ\\w*|αποτοξιν\\w*|απομακρυν\\w*)(?:\\s+(?:out|away|the|your|of|any|all|harmful|τισ|τα|των))*\\s+$',
    ),
    patterns: [re(`${S}(?:toxins?|τοξιν${W})${E}`)],
  },
];

// ---------------------------------------------------------------------------------------------
// Absolute and guaranteed outcomes (including instant results and "erase your wrinkles").
// ---------------------------------------------------------------------------------------------

const OUTCOME_EN =
  '(?:results?|outcomes?|effects?|success|improvements?|transformations?|difference|changes?|look|lift|rejuvenation|youth|younger|satisfaction|smooth\\w*|glow\\w*|skin|face|wrinkle\\w*|lines?|volume|contour\\w*|perfect\\w*|flawless|beaut\\w*)';
const FLAWS_EN =
  "(?:wrinkles?|lines|fine\\s+lines|crow['’]?s\\s+feet|frown\\s+lines|laugh\\s+lines|cellulite|fat|belly\\s+fat|double\\s+chins?|sagging(?:\\s+skin)?|ageing|aging|acne|scars?|scarring|pigmentation|dark\\s+(?:spots|circles)|age\\s+spots|sun\\s+spots|spots|stretch\\s+marks|eye\\s+bags|under[-\\s]eye\\s+bags|jowls|creases|signs\\s+of\\s+(?:ageing|aging)|the\\s+years|pores|melasma|redness|rosacea|love\\s+handles|dull\\s+skin|dullness|loose\\s+skin|hair\\s+loss|thinning(?:\\s+hair)?|balding)";
const FLAWS_EL = `(?:ρυτιδ|γραμμ|κυτταριτιδ|λιπ|παναδ|πανα|κηλιδ|ουλ|ακμ|σακουλ|μαυρ${W}\\s+κυκλ|ραγαδ|χαλαρ|διπλογουν|σημαδ|γηρανσ|ηλικι|πορ|μελασμ|ροδοχρ|λιποαποθ|σημαδι|πιξιδ|ποδ${W}\\s+τησ\\s+χηνασ)`;
const GUARANTEE_FINE =
  '^\\s+(?:we\\s+(?:can|do|will)\\s+(?:make|give|offer)|(?:\\p{L}+\\s+){0,2}?(?:your\\s+)?(?:privacy|confidential\\w*|discretion|appointments?|slots?|availability|consultations?|hygiene|steril\\w*|authentic\\w*|genuine|original|personal\\s+attention|transparen\\w*|honest\\w*|response|reply|call\\s*back|parking|welcome|quality\\s+of\\s+(?:service|products)|a\\s+(?:warm|friendly)|safe\\s+storage|prices?|ειλικριν\\p{L}*|διαφανει\\p{L}*|εχεμυθει\\p{L}*|διακριτικοτητα|ενημερωσ\\p{L}*|εξυπηρετησ\\p{L}*|γνησιοτητα|γνωμη|απαντησ\\p{L}*|τιμ(?:η|εσ)))';

const GUARANTEED: Rule[] = [
  {
    id: 'guaranteed_results',
    category: 'guaranteed_outcome',
    unlessAfter: re(GUARANTEE_FINE),
    // Service promises are fine ("we guarantee a call back", "εγγυόμαστε ότι θα σας καλέσουμε").
    unlessSentence: re(
      '(?:consultation|privacy|confidential|γνησιοτ|εχεμυθ|απορρητ|ραντεβου|διαθεσιμοτ|υγιειν|αποστειρ|ποιοτητα\\s+των\\s+προιοντ|γνησια|καλεσουμε|τηλεφων|απαντησ|επικοινων|συνεπει|καθαριοτ|call\\s*back|reply|respond|punctual|on\\s+time)',
    ),
    patterns: [
      re(
        `${S}(?:guarantee(?:s|d|ing)?|guaranty)(?:\\s+(?:(?:visible|real|lasting|natural|amazing|perfect|immediate|instant|dramatic)\\s+)?(?:results?|outcomes?|success|effects?|satisfaction))?${E}`,
      ),
      re(`${S}money[-\\s]?back${E}`),
      re(`${S}εγγυ[\\p{L}@]*(?:\\s+(?:${L}+\\s+)?(?:αποτελεσμα${W}|επιτυχια|ικανοποιησ${W}))?`),
      re(`${S}επιστροφη\\s+(?:των\\s+)?χρηματων${E}`),
    ],
  },
  {
    id: 'guaranteed_results',
    category: 'guaranteed_outcome',
    intrinsic: true,
    patterns: [
      re(`${S}(?:every\\s+single\\s+time|results?\\s+you\\s+can\\s+(?:count|rely|bank)\\s+on)${E}`),
      re(`${S}(?<!(?:before|until|while|till)\\s+)(?:and\\s+)?(?:they|it)\\s*(?:['’]?re|['’]?s|are|is|will\\s+be)\\s+(?:all\\s+|simply\\s+|just\\s+)?gone${E}`),
      re(`${S}never\\s+(?:disappoints?|let(?:s)?\\s+(?:you|anyone)\\s+down)${E}`),
      re(`${S}(?:δεν|ποτε\\s+δεν)\\s+(?:σασ\\s+)?(?:απογοητευ${W})`),
      re(`${S}(?:100\\s?%|fully|completely|totally|always|absolutely|infallibly)\\s+(?:effective|successful|reliable\\s+results|results?)${E}`),
      re(
        `${S}(?:sure|certain|assured|definite|surefire|sure-fire|foolproof|fool-proof|fail-safe|failsafe|no-fail|guaranteed)\\s+(?:results?|outcomes?|success|fix|solution|way\\s+to\\s+(?:look|get|remove|erase|lose))${E}`,
      ),
      re(
        `${S}(?:works?|worked|working)\\s+(?:for|on)\\s+(?:every(?:one|body)|all\\s+(?:skin|patients|clients|people|of\\s+us)|any(?:one|body)|every\\s+(?:skin|single|client|patient|person|face|time))`,
      ),
      re(`${S}(?:works?|succeeds?)\\s+every\\s+(?:single\\s+)?time${E}`),
      re(`${S}(?:always|never\\s+fails\\s+to)\\s+works?${E}|${S}works?\\s+(?:always|for\\s+sure|without\\s+exception)${E}`),
      re(`${S}(?:σιγουρ${W}|εγγυημεν${W}|βεβαι${W}|100\\s?%)\\s+επιτυχ${W}`),
      re(`${S}(?:επιτυχι${W}|αποτελεσμα${W})\\s+(?:σε\\s+)?(?:καθε\\s+περιπτωση|ολεσ\\s+τισ\\s+περιπτωσεισ|100\\s?%)`),
      re(`${S}(?:never|cannot|can['’]?t)\\s+fail${W}`),
      re(`${S}without\\s+fail${E}`),
      re(`${S}(?:you\\s+)?can['’]?t\\s+go\\s+wrong${E}`),
      re(`${S}(?:results?|success)\\s+(?:is|are)\\s+(?:100\\s?%\\s+)?(?:certain|assured|a\\s+given|inevitable)${E}`),
      re(
        `${S}(?:λειτουργ|πιαν|δουλευ|αποδιδ)${W}\\s+(?:${L}+\\s+)?(?:σε|για)\\s+(?:ολουσ|ολεσ|ολα|καθε\\s+(?:δερμα|ανθρωπο|πελατ${W}|γυναικα|περιπτωση|φορα)|τον\\s+καθενα)(?:\\s+χωρισ\\s+εξαιρεση)?`,
      ),
      re(`${S}(?:100\\s?%|απολυτα|απολυτωσ|παντα|σιγουρα|εγγυημενα)\\s+αποτελεσματικ${W}`),
      re(`${S}(?:σιγουρ${W}|βεβαι${W}|100\\s?%|αλανθαστ${W})\\s+(?:(?!φυσικ)${L}+\\s+)?αποτελεσμα${W}`),
      re(`${S}αποτελεσμα${W}\\s+(?:ειναι\\s+)?(?:σιγουρ${W}|βεβαι${W}|δεδομεν${W})${E}`),
      re(`${S}(?:χωρισ\\s+αποτυχι${W}|δεν\\s+αποτυγχαν${W}|ποτε\\s+δεν\\s+αποτυγχαν${W}|δε\\s+γινεται\\s+να\\s+μην)`),
    ],
  },
  {
    id: 'guaranteed_results',
    category: 'guaranteed_outcome',
    unlessAfter: re(
      '^\\s+(?:\\p{L}+\\s+){0,2}?(?:a\\s+(?:warm|friendly)|to\\s+(?:listen|explain|be\\s+honest|answer|call)|honest\\w*|transparen\\w*|care|attention|privacy|time|respect|to\\s+always\\s+(?:listen|explain)|να\\s+(?:σασ\\s+)?(?:ακουσ|εξηγ|απαντ)|φροντιδ|ειλικριν|διαφανει|σεβασμ)',
    ),
    patterns: [
      re(`${S}(?:we\\s+)?promis(?:e|es|ed|ing)${gap(4)}${OUTCOME_EN}`),
      re(`${S}(?:υποσχ|ταζ)${W}${gap(4)}(?:αποτελεσμα|νεοτερ|λει|τελει|αψογ|ρυτιδ|διαφορα|μεταμορφωσ|ομορφ|σφριγηλ|λαμψ|λαμπ|νεανικ|εξαφαν|αλλαγ)${W}`),
    ],
  },
  {
    id: 'certain_outcome',
    category: 'guaranteed_outcome',
    hedgeable: true,
    patterns: [
      re(
        `${S}(?:you|your\\s+(?:skin|face|lips|results?|friends))\\s*(?:will|['’]ll|are\\s+going\\s+to|re\\s+going\\s+to)\\s+(?:definitely\\s+|certainly\\s+|surely\\s+|absolutely\\s+|instantly\\s+|immediately\\s+)?(?:look|see|get|notice|have|be|appear|wake\\s+up)\\s+(?:\\p{L}+\\s+){0,2}?(?:younger|years\\s+younger|perfect|flawless|wrinkle[-\\s]?free|transformed|visible\\s+results|results|a\\s+(?:visible|dramatic|huge|big|real|noticeable)\\s+difference|the\\s+difference|immediate|instant|dramatic|amazing\\s+results|stunning|like\\s+new|a\\s+new\\s+(?:person|face|you)|\\d+\\s+years)`,
      ),
      re(`${S}(?:will|['’]ll)\\s+(?:definitely|certainly|surely|absolutely|100\\s?%)\\s+(?:look|see|get|notice|love|be|feel|have|work)${E}`),
      re(`${S}results?\\s+you\\s*(?:will|['’]ll)\\s+(?:see|notice|love|feel)${E}`),
      re(`${S}(?:guaranteed|certain|sure)\\s+to\\s+(?:look|see|get|notice|love|work|remove|erase|reduce|lift|transform|make)${E}`),
      re(
        `${S}(?:θα\\s+)?(?:δειχνετε|φαινεστε|φανειτε|δειξετε|ειστε|γινετε|γινεις|δειχνεισ)\\s+(?:${L}+\\s+){0,2}?(?:νεοτερ${W}|τελει${W}|αψογ${W}|αγνωριστ${W}|μεταμορφωμεν${W}|\\d+\\s+χρονια)`,
      ),
      re(`${S}(?:σιγουρα|σιγουρωσ|οπωσδηποτε|σιγουρα\\s+και)\\s+θα\\s+(?:δειτε|δειξετε|φαινεστε|νιωσετε|εχετε|αγαπησετε|παρατηρησετε)${E}`),
      re(`${S}θα\\s+(?:δειτε|παρατηρησετε|διαπιστωσετε|νιωσετε)\\s+(?:${L}+\\s+){0,2}?(?:αποτελεσμα${W}|διαφορα|αλλαγη|βελτιωσ${W})`),
    ],
  },
  {
    id: 'erase_flaws',
    category: 'guaranteed_outcome',
    patterns: [
      re(
        `${S}(?:eliminat${W}|eras${W}|remov(?:e|es|ing)|banish${W}|get(?:s|ting)?\\s+rid\\s+of|got\\s+rid\\s+of|wipe[sd]?\\s+(?:out|away)|melt(?:s|ing)?\\s+away|dissolv${W}|delet${W}|revers(?:e|es|ing)|stop(?:s|ping)?|halt(?:s|ing)?|(?:say|says|kiss|wave)\\s+(?:goodbye|bye|farewell)(?:\\s+to)?|goodbye(?:\\s+to)?|bye[-\\s]?bye|farewell\\s+to|no\\s+more|turn(?:s|ing)?\\s+back|defy|defies|freez${W})\\s+(?:(?:all|your|the|those|every|any|their|her|his|of)\\s+)*(?:\\p{L}+\\s+)?${FLAWS_EN}${E}`,
      ),
      re(
        `${S}(?:turn(?:s|ing)?\\s+back|stop(?:s|ping)?|revers(?:e|es|ing)|freez(?:e|es|ing)|defy|defies|rewind(?:s|ing)?)\\s+(?:the\\s+)?(?:clock|time|ageing|aging|the\\s+years)${E}`,
      ),
      re(
        `${S}(?:regain|restore|get\\s+back|recapture|reclaim|rediscover|bring\\s+back)\\s+(?:your\\s+)?(?:youth|youthful\\s+\\p{L}+|young\\s+\\p{L}+|20s|twenties|30s|thirties)${E}`,
      ),
      re(`${S}(?:ξαναβρ|ανακτ|επαναφερ|ξανακερδ|ξαναποκτ)${W}\\s+(?:τη\\s+|την\\s+|το\\s+|τα\\s+)?(?:νεοτητα|νεανικ${W}|νιατα)`),
      re(`${S}(?:γυρ${W}|σταματ${W}|παγω${W})\\s+(?:τον\\s+|το\\s+)?(?:χρονο|ρολοι)(?:\\s+πισω)?${E}`),
      re(`${S}${FLAWS_EL}${W}\\s+(?:λεν${W}|λεει)\\s+αντιο${E}`),
      re(
        `${S}(?:lose|shed|drop)\\s+(?:inches|kilos|weight|pounds|a\\s+dress\\s+size|sizes?|centimetres|cm)\\s+(?:from|in|after|within)\\s+(?:the\\s+|a\\s+|one\\s+|just\\s+)?(?:first|single|one|\\d+|week)${W}`,
      ),
      re(`${S}(?:lose|drop|shed)\\s+(?:a|one|two|\\d+)\\s+(?:dress\\s+|clothing\\s+)?sizes?${E}`),
      re(`${S}(?:χαστε|χανετε|χασετε|κατεβειτε)\\s+(?:ενα|δυο|\\d+)\\s+νουμερ${W}`),
      re(`${S}(?:χαστε|χανετε|χασετε|χανεισ)\\s+(?:κιλα|ποντουσ|εκατοστα|νουμερα|βαροσ)\\s+(?:απο|σε|μεσα\\s+σε|μετα\\s+απο)\\s+`),
      re(
        `${S}(?:eras${W}|eliminat${W}|remov(?:e|es|ing)|banish${W}|get\\s+rid\\s+of|wipe[sd]?\\s+(?:out|away))\\s+(?:them|it)\\s+(?:in|within|for\\s+good|forever|completely|instantly|overnight|for\\s+ever)${E}`,
      ),
      // "τις σβήνει", "τα εξαφανίζει" (a pronoun and the verb), not "την αφαίρεση" (an article and the noun).
      re(`${S}(?:τισ|τα|τουσ|την|το)\\s+(?:σβησ|σβην|εξαφαν|εξαλειψ|εξαλειφ|διωξ|διωχν|αφαιρ)${W}${E}(?<!(?:σ|ψ|ξ)(?:η|ησ|εισ|εων))`),
      re(`${S}(?:skin|face|look|body|complexion)\\s+(?:of|like)\\s+(?:a\\s+)?\\d+[-\\s]?(?:year[-\\s]?old|years?\\s+old|s)${W}`),
      re(`${S}(?:επιδερμιδα|δερμα|προσωπο|οψη|σωμα)\\s+(?:(?:σαν|μιασ|ενοσ|των)\\s+)*\\d+\\s?χρον${W}`),
      re(`${S}(?:watch|see)\\s+(?:the\\s+)?years\\s+(?:melt|fall|drop|disappear|vanish)${W}(?:\\s+away)?`),
      re(
        `${S}${FLAWS_EN}\\s+(?:(?:will|simply|just|literally|completely|totally|all|soon|quickly|are|is|were|was|be)\\s+)*(?:disappear${W}|vanish${W}|(?:are|is)\\s+gone|gone|melt${W}\\s+away|be\\s+gone|(?:be|become|are|is)\\s+(?:a\\s+thing\\s+of\\s+the\\s+past|history))${E}`,
      ),
      re(`${S}zero\\s+${FLAWS_EN}${E}`),
      re(`${S}(?:zero|no)\\s+(?:more\\s+)?${FLAWS_EN}\\s+(?:tomorrow|overnight|ever|again|in\\s+\\p{L}+|after|from|by)${E}`),
      re(
        `${S}(?:flawless|perfect|wrinkle[-\\s]?free|line[-\\s]?free|poreless|ageless|cellulite[-\\s]?free|spotless|blemish[-\\s]?free)\\s+(?:skin|face|complexion|lips|results?|look|body|contour|jawline|legs)${E}`,
      ),
      re(
        `${S}(?:εξαφαν|εξαλειφ|εξαλειψ|σβην|σβησ|διωχν|διωξ|ξεφορτων|απαλλα|απαλλαγ|αντιο|αποχαιρετ|τελοσ|τελειωνει|σταματα|σταματ|αναστρεφ|γυριζ${W}\\s+πισω)${W}\\s+(?:(?:σε|στισ|στα|στουσ|οι|τα|τισ|τουσ|την|τη|το|ολ${W}|καθε|με|για|πια|πλεον|τον|των|απο|σασ|μασ)\\s+)*(?:${L}+\\s+)?${FLAWS_EL}${W}`,
      ),
      re(
        `${S}(?:οι|τα|η|ο)?\\s*${FLAWS_EL}${W}\\s+(?:${L}+\\s+){0,3}?(?:θα\\s+)?(?:εξαφαν${W}|χανονται|χαθουν|σβηνουν|σβησουν|φευγουν|φυγουν|εξαλειφονται|ανηκ${W}\\s+στο\\s+παρελθον|γιν${W}\\s+παρελθον|παρελθον)`,
      ),
      re(
        `${S}(?:τελει${W}|αψογ${W}|λει${W}\\s+χωρισ\\s+ρυτιδ${W}|χωρισ\\s+ρυτιδ${W})\\s+(?:επιδερμιδα|δερμα|προσωπο|χειλη|αποτελεσμα${W}|περιγραμμα|σωμα|οψη)${E}`,
      ),
      re(`${S}(?:ποτε\\s+ξανα|οχι\\s+αλλ${W})\\s+(?:${L}+\\s+)?${FLAWS_EL}${W}`),
      re(`${S}(?:μηδεν${W})\\s+${FLAWS_EL}${W}`),
      re(`${S}χωρισ\\s+(?:καμια\\s+|καμμια\\s+|ουτε\\s+μια\\s+)?(?:ρυτιδ|γραμμ|κυτταριτιδ|παναδ|κηλιδ|σακουλ|ραγαδ)${W}`),
    ],
  },
  {
    id: 'instant_results',
    category: 'guaranteed_outcome',
    hedgeable: true,
    patterns: [
      re(
        `${S}(?:instant(?:ly)?|immediate(?:ly)?|overnight|in\\s+an\\s+instant|same[-\\s]day)\\s+(?:\\p{L}+\\s+)?(?:results?|effects?|transformation|lift(?:ing)?|rejuvenation|youth|wrinkle\\s+removal|younger|difference|improvement|glow|fix|smoother|firmer|tighter|slimmer|fuller|radiance|facelift)${E}`,
      ),
      re(
        `${S}(?:results?|difference|transformation|effects?|improvement|wrinkles\\s+(?:disappear|vanish|gone)|younger|smoother|firmer)\\s+(?:\\p{L}+\\s+){0,2}?(?:instantly|overnight|immediately|straight\\s+away|right\\s+away|in\\s+minutes|within\\s+minutes|from\\s+day\\s+one|from\\s+the\\s+(?:very\\s+)?first\\s+(?:session|treatment|day|minute|application))${E}`,
      ),
      re(
        `${S}(?:results?|difference|transformation|younger|smoother|firmer|lift|changes?|improvements?|effects?)\\s+(?:\\p{L}+\\s+){0,3}?(?:after|in|with|from)\\s+(?:just\\s+|only\\s+)?(?:one|a\\s+single|1)\\s+(?:session|treatment|appointment|visit|application)${E}(?!\\s+(?:plan|course|programme|program))`,
      ),
      re(
        `${S}(?:in|with|after)\\s+(?:just\\s+|only\\s+)?(?:one|a\\s+single|1)\\s+(?:session|treatment|appointment|visit)\\s*[,:]?\\s+(?:\\p{L}+\\s+){0,2}?(?:results?|difference|younger|transform${W}|wrinkles?\\s+(?:gone|disappear${W}))`,
      ),
      re(
        `${S}(?:αμεσ|στιγμιαι|ακαριαι|αστραπιαι|ταχυτατ|κεραυνοβολ)${W}\\s+(?:${L}+\\s+)?(?:αποτελεσμα${W}|αναζωογονησ${W}|μεταμορφωσ${W}|λιφτινγκ|lifting|νεοτητα|διαφορα|βελτιωσ${W}|ανορθωσ${W}|συσφιξ${W}|λαμψη|αναπλασ${W})`,
      ),
      re(
        `${S}(?:αποτελεσμα${W}|διαφορα|βελτιωσ${W}|αλλαγη|μεταμορφωσ${W}|νεοτερ${W}|λει${W}|λαμπ${W}|σφριγηλ${W}|ρυτιδ${W}|επιδερμιδα)\\s+(?:${L}+\\s+){0,3}?(?:αμεσωσ|αμεσα|ακαριαια|στιγμιαια|σε\\s+λιγα\\s+λεπτα|μεσα\\s+σε\\s+λεπτα|απο\\s+την\\s+πρωτη(?:\\s+κιολασ)?\\s+(?:συνεδρια|στιγμη|εφαρμογη|μερα|θεραπεια)|μεσα\\s+σε\\s+μια\\s+νυχτα|σε\\s+μια\\s+νυχτα|απο\\s+τη\\s+μια\\s+μερα\\s+στην\\s+αλλη|μετα\\s+απο\\s+(?:μολισ\\s+|μονο\\s+)?μια\\s+συνεδρια|(?:με|σε)\\s+(?:μολισ\\s+|μονο\\s+)?(?:μια|1)\\s+(?:μονο\\s+)?συνεδρια)`,
      ),
      re(
        `${S}(?:απο\\s+την\\s+πρωτη(?:\\s+κιολασ)?\\s+(?:συνεδρια|στιγμη|εφαρμογη)|με\\s+(?:μολισ\\s+|μονο\\s+)?μια\\s+(?:μονο\\s+)?συνεδρια|μεσα\\s+σε\\s+μια\\s+νυχτα)\\s*[,:]?\\s+(?:${L}+\\s+){0,3}?(?:αποτελεσμα${W}|διαφορα|νεοτερ${W}|μεταμορφωσ${W}|ρυτιδ${W}\\s+εξαφαν${W})`,
      ),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Safety, harmlessness and pain.
// ---------------------------------------------------------------------------------------------

const RISKS_EN = '(?:risks?|danger|dangers|harm|complications?|side[-\\s]?effects?|adverse\\s+(?:effects?|reactions?|events?)|downsides?|scarring\\s+risk)';
const SAFE_SUBJECT_EN =
  '(?:treatments?|procedures?|injections?|injectables?|fillers?|it|this|that|they|lasers?|peels?|sessions?|therapy|therapies|method|technique|process|everything|products?|device|threads?|microneedling|hifu|ipl|boosters?|mesotherapy|profhilo|polynucleotides?|sculptra|radiesse|toxins?|all\\s+of\\s+(?:them|our\\s+treatments)|our\\s+\\p{L}+)';

const SAFETY: Rule[] = [
  {
    id: 'painless',
    category: 'safety_claim',
    patterns: [re(`${S}(?:painless(?:ly)?|pain[-\\s]?free|hurt[-\\s]?free|ouch[-\\s]?free)${E}`), re(`${S}ανωδυν${W}`)],
  },
  {
    id: 'painless',
    category: 'safety_claim',
    intrinsic: true,
    unlessAfter: re('^\\s+(?:relief|medication|killers?|management|threshold|points?)'),
    patterns: [
      re(
        `${S}(?:no|zero|without(?:\\s+any)?|free\\s+(?:of|from)|minus\\s+the|not\\s+a\\s+(?:bit|trace|hint)\\s+of|none\\s+of\\s+the)\\s+(?:\\p{L}+\\s+)?(?:pain|discomfort|ouch)${E}`,
      ),
      re(
        `${S}(?:does\\s*n['’]?t|does\\s+not|doesnt|did\\s*n['’]?t|didnt|did\\s+not|won['’]?t|wont|will\\s+not|should\\s*n['’]?t|never|wo\\s*n['’]?t)\\s+(?:even\\s+|really\\s+|at\\s+all\\s+)?hurt${E}`,
      ),
      re(
        `${S}(?:won['’]?t|will\\s+not|don['’]?t|do\\s+not|wont|dont|never|did\\s*n['’]?t|didnt|did\\s+not)\\s+(?:even\\s+)?feel\\s+(?:a\\s+thing|anything|any\\s+pain|pain|it|the\\s+needle|a\\s+needle)${E}`,
      ),
      re(`${S}(?:feel|felt|feels)\\s+(?:absolutely\\s+)?(?:nothing|no\\s+pain)${E}`),
      re(`${S}(?:barely|hardly)\\s+feel\\s+(?:a\\s+thing|anything|it)${E}`),
      re(
        `${S}(?:χωρισ|καθολου|κανενασ|κανενα|μηδενικ${W}|μηδεν|ουτε)\\s+(?:(?:καμια|κανεναν|ιχνοσ|ιχνοσ\\s+απο)\\s+)?(?:πονο${W}|πονοσ|ενοχλησ${W}|δυσφορι${W})`,
      ),
      re(`${S}(?:καμια|καμμια)\\s+(?:${L}+\\s+)?(?:ενοχλησ${W}|δυσφορι${W})`),
      re(`${S}δεν\\s+(?:θα\\s+)?(?:πονα${W}|πονεσ${W}|πονουν|ενοχλει|θα\\s+ενοχλησει)${E}`),
      re(
        `${S}δεν\\s+(?:θα\\s+)?(?:νιωσ${W}|νιωθ${W}|ενιωσ${W}|ενοιωσ${W}|αισθαν${W}|αισθαντ${W}|αισθανθηκ${W}|καταλαβ${W}|καταλαβαν)\\s+(?:σχεδον\\s+|απολυτωσ\\s+)?(?:τιποτα|πονο|καθολου|το\\s+τσιμπημα|κανεναν\\s+πονο|καμια\\s+ενοχλησ${W}|την\\s+ενεση|τη\\s+βελονα)`,
      ),
      re(`${S}(?:leaves?|leaving|left)\\s+no\\s+(?:\\p{L}+\\s+)?(?:marks?|scars?|traces?|bruis${W}|scarring)${E}`),
      re(`${S}δεν\\s+αφην${W}\\s+(?:κανενα\\s+|καθολου\\s+|ουτε\\s+ενα\\s+)?(?:σημαδ|ουλ|ιχν|μελαν)${W}`),
      re(`${S}ουτε\\s+(?:που\\s+)?θα\\s+(?:το\\s+)?(?:καταλαβ|νιωσ|αισθαν)${W}`),
    ],
  },
  {
    id: 'safe_claim',
    category: 'safety_claim',
    unlessAfter: re(
      '^\\s*(?:to\\s+(?:use|apply|wear|go|return|exercise|fly|book|drive|continue|combine|have|shower|travel|work)|hands|space|environment|place|distance|storage)',
    ),
    // "we check whether the treatment is safe for you": a safety procedure, not a claim.
    unlessBefore: re('(?:whether|if|check|checks|ensure|confirm|agree|agreed|decide|determine|assess|make\\s+sure)\\s+(?:\\p{L}+\\s+){0,3}$'),
    patterns: [
      re(
        `${S}(?:100\\s?%|completely|totally|absolutely|perfectly|entirely|fully|utterly|extremely|very|super|incredibly|remarkably|exceptionally|guaranteed|proven|clinically\\s+proven|always|inherently|utterly|100\\s+percent)\\s+safe${E}`,
      ),
      re(
        `${S}(?:safe|harmless|risk[-\\s]?free)\\s*(?:and|&|,)\\s*(?:effective|painless|gentle|natural|proven|quick|easy|simple|reliable|non[-\\s]?invasive)${E}`,
      ),
      re(
        `${S}(?:effective|gentle|natural|quick|easy|simple|painless|reliable|non[-\\s]?invasive)\\s*(?:and|&|,)\\s*(?:completely\\s+|totally\\s+|perfectly\\s+)?safe${E}`,
      ),
      re(`${S}safe\\s+for\\s+(?:every(?:one|body)|all|any(?:one|body)|every\\s+(?:skin|body|one|age|client))${E}`),
      re(`${S}${SAFE_SUBJECT_EN}(?:\\s+(?:is|are|remains?|stays?)|\\s*['’]s)\\s+(?:\\p{L}+\\s+)?safe${E}`),
      re(`${S}harmless${E}`),
      re(`${S}as\\s+safe\\s+as${E}`),
      re(`${S}(?:unharmed|undamaged|unaffected|left\\s+intact)${E}`),
      re(`${S}(?:feels?|felt)\\s+(?:just\\s+)?like\\s+(?:a\\s+)?(?:\\p{L}+\\s+)?(?:massage|nothing|breeze|spa\\s+day|tickle)${E}`),
      re(`${S}(?:μοιαζει|μοιαζουν)\\s+με\\s+(?:${L}+\\s+)?μασαζ${E}|${S}σαν\\s+(?:ενα\\s+)?(?:${L}+\\s+)?(?:μασαζ|χαδι|γαργαλητο)${E}`),
      re(`${S}non[-\\s]?toxic${E}`),
      re(
        `${S}safe\\s+(?:\\p{L}+\\s+)?(?:alternative|option|choice|solution|treatment|procedure|way|method|injections?|fillers?|lasers?|peels?|technique|therapy)${E}`,
      ),
    ],
  },
  {
    id: 'safe_claim',
    category: 'safety_claim',
    intrinsic: true,
    patterns: [
      re(
        `${S}(?:cannot|can['’]?t|will\\s+not|won['’]?t|could\\s*n['’]?t|never|does\\s*n['’]?t|does\\s+not)\\s+(?:\\p{L}+\\s+)?(?:harm|damage|injure|hurt)\\s+(?:you|your|the|even|any|a|sensitive|skin)${W}`,
      ),
      re(`${S}nothing\\s+(?:that\\s+)?(?:can|could|will|would)\\s+(?:possibly\\s+|ever\\s+)?(?:go\\s+wrong|harm|hurt|damage|injure)${E}`),
      re(
        `${S}δεν\\s+(?:μπορει\\s+να\\s+|θα\\s+)?(?:σασ\\s+|σε\\s+|το\\s+|την\\s+|τα\\s+|τουσ\\s+|τισ\\s+)?(?:βλαψ${W}|βλαπτ${W}|προκαλεσει\\s+βλαβη|τραυματισ${W})`,
      ),
      re(`${S}τιποτα\\s+δεν\\s+(?:μπορει\\s+να\\s+)?(?:παει|πανε)\\s+στραβα`),
    ],
  },
  {
    id: 'no_risk',
    category: 'safety_claim',
    intrinsic: true,
    patterns: [
      re(`${S}(?:risk|side[-\\s]?effects?|complication)[-\\s]?free${E}`),
      re(`${S}(?:no|zero|without(?:\\s+any)?|free\\s+(?:of|from)|nil)\\s+(?:\\p{L}+\\s+)?${RISKS_EN}${E}`),
      re(
        `${S}(?:does\\s*n['’]?t|doesnt|does\\s+not|will\\s+not|won['’]?t|cannot|can['’]?t|never|don['’]?t|do\\s+not)\\s+(?:cause|have|carry|pose|involve|lead\\s+to|experience|get|suffer|notice|feel|see)\\s+(?:any\\s+)?${RISKS_EN}${E}`,
      ),
      re(`${S}(?:there\\s+(?:are|is)\\s+)?no\\s+(?:\\p{L}+\\s+)?${RISKS_EN}\\s+(?:at\\s+all|whatsoever)`),
      re(`${S}(?:no|zero|without(?:\\s+any)?|free\\s+(?:of|from))\\s+(?:\\p{L}+\\s+)?(?:bruis${W}|swelling|scarring|scars?|redness|marks?)${E}`),
      re(
        `${S}(?:χωρισ|μηδενικ${W}|μηδεν|καθολου)\\s+(?:καθολου\\s+|καμια\\s+|κανενα\\s+)?(?:μελαν${W}|πρηξιμο|πρηξιματα|οιδημα|ουλ${W}|σημαδ${W}|κοκκινιλ${W}|ερυθροτητ${W})`,
      ),
      re(`${S}(?:without|never)\\s+(?:harming|damaging|hurting|injuring)${E}`),
      re(`${S}χωρισ\\s+να\\s+(?:βλαπτ|βλαψ|τραυματιζ|καταστρεφ|πληγων)${W}`),
    ],
  },
  {
    id: 'safe_claim',
    category: 'safety_claim',
    unlessAfter: re('^\\s+να'),
    // "το ερώτημα για το αν είναι ασφαλής": whether it is safe is asked, not claimed.
    unlessBefore: re('(?:^|\\s)(?:αν|εαν|κατα\\s+ποσο)\\s+(?:${L}+\\s+){0,3}$'.replaceAll('${L}', L)),
    patterns: [
      re(
        `${S}(?:απολυτωσ|απολυτα|εντελωσ|τελειωσ|πληρωσ|100\\s?%|πολυ|εξαιρετικα|ολοτελα|αποδεδειγμενα|εγγυημενα|παντα|καθολα)\\s+(?:${L}+\\s+)?ασφαλ(?:ησ|εσ|εισ|η|ουσ)${E}`,
      ),
      re(`${S}ασφαλ(?:ησ|εσ|εισ|η|ουσ)\\s*(?:και|&|,)\\s*(?:αποτελεσματικ|ανωδυν|φυσικ|ηπι|γρηγορ|απλ|αξιοπιστ|αναιμακτ|μη\\s+επεμβατικ)${W}`),
      re(
        `${S}(?:αποτελεσματικ|ανωδυν|φυσικ|ηπι|γρηγορ|απλ|αξιοπιστ|αναιμακτ)${W}\\s*(?:και|&|,)\\s*(?:απολυτωσ\\s+|απολυτα\\s+|εντελωσ\\s+)?ασφαλ(?:ησ|εσ|εισ|η|ουσ)${E}`,
      ),
      re(`${S}ασφαλ(?:ησ|εσ|εισ|η)\\s+για\\s+(?:ολουσ|ολεσ|ολα|ολη|καθε|τον\\s+καθενα|κανενα)`),
      re(`${S}(?:ειναι|παραμενει|θεωρειται)\\s+(?:${L}+\\s+)?ασφαλ(?:ησ|εσ|εισ|η)${E}`),
      re(`${S}(?:ακινδυν${W}|αβλαβ${W})`),
      re(`${S}ασφαλ(?:ησ|εσ|η|ουσ)\\s+(?:${L}+\\s+)?(?:εναλλακτικ|επιλογ|λυσ|θεραπει|μεθοδ|τροπ|διαδικασι|τεχνικ)${W}`),
    ],
  },
  {
    id: 'no_risk',
    category: 'safety_claim',
    intrinsic: true,
    patterns: [
      re(
        `${S}(?:χωρισ|μηδενικ${W}|κανενασ|κανενα|κανεναν|καθολου|ουτε|χωρισ\\s+κανεναν)\\s+(?:(?:κανεναν|καμια|ιχνοσ)\\s+)?(?:κινδυν${W}|ρισκο|παρενεργει${W}|επιπλοκ${W}|ανεπιθυμητ${W}\\s+(?:ενεργει|αντιδρασ)${W})`,
      ),
      re(`${S}(?:καμια|καμμια|καμιασ)\\s+(?:${L}+\\s+)?(?:παρενεργει${W}|επιπλοκ${W})`),
      re(
        `${S}δεν\\s+(?:εχει|εχουν|υπαρχ${W}|προκαλ${W}|ενεχ${W}|συνεπαγ${W}|παρουσιαζ${W})\\s+(?:κανεναν\\s+|καμια\\s+|καθολου\\s+)?(?:${L}+\\s+)?(?:κινδυν${W}|ρισκο|παρενεργει${W}|επιπλοκ${W}|βλαβ${W})`,
      ),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Permanence.
// ---------------------------------------------------------------------------------------------

const PERMANENCE: Rule[] = [
  {
    id: 'permanent_results',
    category: 'permanence',
    unlessAfter: re(
      '^\\s+(?:make[-\\s]?up|makeup|eyeliner|brows?|tattoo|lip\\s+(?:blush|colou?r|liner)|staff|team|address|residents?|clients?|collection|exhibition)',
    ),
    patterns: [
      re(
        `${S}permanent(?:ly)?\\s+(?:\\p{L}+\\s+)?(?:results?|effects?|solutions?|fix|youth|cure|removal|reduction|correction|lift|change|improvement|answer|smoothing|contour\\w*|volume|hair\\s+(?:removal|reduction|loss\\s+solution)|wrinkle\\s+\\w+|way|end|goodbye|difference|glow)${E}`,
      ),
      re(`${S}permanently(?!\\s+(?:closed|located|based|open|available|staffed|employed|installed|resident))${E}`),
      re(
        `${S}permanently\\s+(?:\\p{L}+\\s+)?(?:remov${W}|eliminat${W}|eras${W}|get\\s+rid|reduc${W}|banish${W}|smooth${W}|lift${W}|fix${W}|destroy${W}|disabl${W}|young|wrinkle|hair|gone|tighten${W}|fill${W})`,
      ),
      re(
        `${S}(?:results?|effects?|it|this|fillers?|treatment|outcome|changes?|lips|lift|reduction|improvement)\\s+(?:is|are|['’]s|will\\s+be|remains?|stays?|become)\\s+(?:\\p{L}+\\s+)?permanent${E}`,
      ),
      re(`${S}(?:lifetime|lifelong|life-long)\\s+(?:results?|effects?|youth|smoothness|solution|fix)${E}`),
      re(`${S}forever\\s+(?:young|smooth|wrinkle[-\\s]?free|flawless|hair[-\\s]?free|firm|beautiful|lifted)${E}`),
      re(
        `${S}(?:last${W}|stay${W}|keep${W}|remain${W}|gone|disappear${W}|vanish${W}|remov${W}|destroy${W}|eliminat${W}|kill${W}|skin|legs|hair|face|look|lips|wrinkles?|razors?|shaving|waxing|rid\\s+of\\s+\\p{L}+(?:\\s+\\p{L}+)?|results?|young|smooth|wrinkle[-\\s]?free|hair[-\\s]?free|goodbye(?:\\s+to\\s+\\p{L}+(?:\\s+\\p{L}+)?)?|lips|lift|solution)\\s+(?:\\p{L}+\\s+){0,2}?(?:forever|for\\s+ever|for\\s+good|for\\s+life|once\\s+and\\s+for\\s+all|a\\s+lifetime|permanently)${E}`,
      ),
      re(`${S}once\\s+and\\s+for\\s+all${E}`),
      re(`${S}(?:youth|youthfulness|beauty|νεοτητα|ομορφια)\\s+(?:that|which|που)\\s+(?:stays|lasts|remains|μενει|διαρκει|παραμενει)${E}`),
      re(`${S}irreversibl${W}\\s+(?:\\p{L}+\\s+)?(?:improvement|results?|change|effect|lift|reduction|tightening)${E}`),
      re(`${S}a\\s+lifetime\\s+of\\s+(?:smooth|youth|young|beautiful|hair[-\\s]?free|wrinkle[-\\s]?free|perfect|flawless|firm|glowing)${W}`),
    ],
  },
  {
    id: 'permanent_results',
    category: 'permanence',
    intrinsic: true,
    patterns: [
      re(
        `${S}(?:never|won['’]?t|will\\s+not|wont|does\\s*n['’]?t|doesnt|do\\s*n['’]?t)\\s+(?:\\p{L}+\\s+)?(?:(?:comes?|coming|grows?|growing|creeps?|creeping)\\s+back|returns?|returning|regrows?|reappears?|reappearing)${E}`,
      ),
      re(`${S}never\\s+(?:have\\s+to\\s+|need\\s+to\\s+)?(?:shave|wax|pluck|thread|laser)\\s+(?:\\p{L}+\\s+){0,3}?again${E}`),
      re(`${S}no\\s+more\\s+(?:shaving|waxing|plucking)\\s+(?:ever|again)${E}`),
      re(`${S}(?:never|won['’]?t|will\\s+not)\\s+(?:ever\\s+)?(?:have|need)\\s+to\\s+(?:repeat|redo|come\\s+back|do\\s+it\\s+again|shave|wax|return)${E}`),
      // "never needs redoing", "δεν χρειάζεται επανάληψη": a result that needs no maintenance lasts for ever.
      re(
        `${S}(?:never|won['’]?t\\s+ever|will\\s+never|doesn['’]?t\\s+ever)\\s+(?:needs?|requires?)\\s+(?:redoing|repeating|a\\s+top[-\\s]?up|topping\\s+up|touch[-\\s]?ups?|maintenance|to\\s+be\\s+(?:redone|repeated|topped\\s+up))${E}`,
      ),
      re(
        `${S}(?:δεν|ποτε\\s+δεν)\\s+(?:θα\\s+)?χρεια(?:ζεται|ζονται|στει|στουν)\\s+(?:ποτε\\s+)?(?:ξανα\\s+)?(?:επαναληψ${W}|συντηρησ${W}|φρεσκαρισμα|touch[-\\s]?up)(?!\\p{L})(?!\\s+(?:για|πριν|μεχρι|εωσ|\\d))`,
      ),
      re(`${S}δεν\\s+θα\\s+(?:χρειαστ${W})\\s+(?:ποτε\\s+)?(?:ξανα\\s+)?να\\s+(?:την\\s+|το\\s+)?(?:επαναλαβ|ξανακαν|ξαναρθ|ξυριστ|ξυρισ|επιστρεψ)${W}`),
      re(
        `${S}(?:results?|effects?|volume|lips|lift|smoothness|youth|glow|it)\\s+(?:that\\s+|which\\s+)?(?:will\\s+)?(?:never|won['’]?t|don['’]?t|do\\s+not|doesn['’]?t|does\\s+not|will\\s+not)\\s+(?:\\p{L}+\\s+)?(?:fade|wear\\s+off|disappear|go\\s+away|diminish|end)${W}`,
      ),
      re(
        `${S}(?:αποτελεσμα${W}|ογκ${W}|χειλη|λαμψη|λιφτινγκ|συσφιξη)\\s+(?:που\\s+)?(?:δεν\\s+(?:θα\\s+)?|ποτε\\s+δεν\\s+)(?:φευγ|χαν|υποχωρ|ξεθωρι|εξασθεν|τελει|σβην)${W}(?:\\s+ποτε)?`,
      ),
      re(
        `${S}(?:forget\\s+(?:about\\s+)?(?:your\\s+|the\\s+)?|goodbye\\s+(?:to\\s+)?(?:your\\s+)?|bye[-\\s]?bye\\s+|no\\s+more\\s+|ditch\\s+(?:the\\s+|your\\s+)?|throw\\s+away\\s+(?:the\\s+|your\\s+)?)(?:razors?|shaving|waxing|plucking|tweezers|wax\\s+strips)${E}`,
      ),
      re(
        `${S}(?:ξεχαστε|ξεχνατε|αντιο|τελοσ|πεταξτε)\\s+(?:(?:το|τα|τισ|την|στο|στα|στισ|στην)\\s+)?(?:ξυραφι${W}|ξυρισμα|κερι|κερωμα|τσιμπιδακι${W}|αποτριχωτικ${W})`,
      ),
    ],
  },
  {
    id: 'permanent_results',
    category: 'permanence',
    unlessAfter: re('^\\s+(?:μακιγιαζ|make\\s*up|βαφ|τατουαζ|κατοικ|πελατ|συνεργατ|προσωπικ|μελ|διευθυνσ|εκθεσ|ομαδ)'),
    patterns: [
      re(
        `${S}μονιμ${W}\\s+(?:${L}+\\s+)?(?:αποτελεσμα${W}|λυσ${W}|αποτριχωσ${W}|μειωσ${W}|αφαιρεσ${W}|συσφιξ${W}|λιφτινγκ|βελτιωσ${W}|αλλαγ${W}|διορθωσ${W}|νεοτητ${W}|εξαφανισ${W}|απαλλαγ${W}|ογκο${W}|αποκατασταση|ανορθωσ${W}|αντιμετωπισ${W})`,
      ),
      re(
        `${S}(?:αποτελεσμα${W}|θεραπει${W}|filler${W}|υαλουρονικ${W}|αυτ[οηα]|ογκοσ|αλλαγ${W}|βελτιωσ${W}|χειλη)\\s+(?:${L}+\\s+){0,3}?(?:ειναι|θα\\s+ειναι|παραμενει|παραμενουν|μενει|μενουν|γινεται|γινονται)\\s+(?:${L}+\\s+)?μονιμ${W}`,
      ),
      re(
        `${S}(?:αφαιρ|εξαφαν|απαλλα|διωχν|σβην|εξαλειφ|λυν|μειων|ξεχνα|ξεφορτων|φευγ|χαν|τελειων|διωξ|καταστρεφ|σκοτων|κλειν|συρρικν|σφιγγ|λειαιν|γεμιζ|ανορθων|αλλαζ)${W}\\s+(?:${L}+\\s+){0,3}?(?:μονιμα|οριστικα|για\\s+παντα|μια\\s+για\\s+παντα|δια\\s+βιου)${E}`,
      ),
      re(`${S}(?:μονιμα|οριστικα)\\s+(?:${L}+\\s+)?(?:αφαιρ|εξαφαν|απαλλα|λει|λια|απαλ|νεα|νεοσ|νεο|σφιχτ|χωρισ\\s+τριχ|χωρισ\\s+ρυτιδ)${W}`),
      re(`${S}(?:οριστικ${W})\\s+(?:${L}+\\s+)?(?:λυσ${W}|απαλλαγ${W}|αποτριχωσ${W}|εξαφανισ${W}|αφαιρεσ${W}|αποτελεσμα${W}|αντιο|τελοσ|θεραπει${W})`),
      re(
        `${S}(?:διαρκ${W}|μεν${W}|μειν${W}|παραμεν${W}|παραμειν${W}|κρατ${W}|τελοσ|αντιο|αποτελεσμα${W}|νεα|νεοσ|νεο|λει${W}|λια|απαλ${W}|αποτριχωσ${W}|επιδερμιδα|δερμα|ποδια|χειλη|προσωπο|ρυτιδ${W}|τριχ${W}|τριχοφυι${W}|ξυραφι|ξυρισμα|λυσ${W})\\s+(?:${L}+\\s+){0,2}?(?:για\\s+παντα|μια\\s+ζωη|δια\\s+βιου|ισοβια|εφ\\s*ορου\\s+ζωησ)${E}`,
      ),
      re(`${S}(?:μια\\s+για\\s+παντα|για\\s+παντα\\s+(?:νεα|νεοσ|νεο|λει${W}|λια|χωρισ\\s+${L}+)|δια\\s+βιου\\s+αποτελεσμα${W}|ισοβι${W}\\s+αποτελεσμα${W})`),
    ],
  },
  {
    id: 'permanent_results',
    category: 'permanence',
    intrinsic: true,
    patterns: [
      re(
        `${S}(?:δεν|ποτε\\s+(?:δεν|ξανα))\\s+(?:θα\\s+)?(?:ξανα)?(?:επανερχ|ξαναγυρ|ξαναβγ|ξαναεμφαν|επιστρεφ|ξαναφυτρ|ξαναμεγαλ|ξαναφαν|ξανασχηματ|ξαναβγαιν)${W}`,
      ),
      re(`${S}ποτε\\s+ξανα\\s+(?:ξυρισμα|ξυραφι|κερι|αποτριχωσ${W}|τριχεσ|ρυτιδ${W}|τσιμπιδακι)`),
      re(`${S}μη\\s+αναστρεψιμ${W}\\s+(?:βελτιωσ|αποτελεσμ|αλλαγ|μειωσ|συσφιξ)${W}`),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Unproven efficacy: "proven", studies, cures and numbers nobody can back.
// ---------------------------------------------------------------------------------------------

const UNPROVEN: Rule[] = [
  {
    id: 'proven_claim',
    category: 'unproven_efficacy',
    // "Some studies suggest…" is honest; "Studies show it works" is a claim.
    hedgeable: true,
    patterns: [
      re(
        `${S}(?:studies|research|science|trials|tests|data|evidence|experts|doctors|dermatologists)\\s+(?:\\p{L}+\\s+)?(?:shows?|proves?|proved|confirms?|demonstrates?|has\\s+shown|have\\s+shown|has\\s+proven|have\\s+proven|agree)\\s+(?:that\\s+)?(?:it|this|the\\s+treatment|our|they|\\p{L}+\\s+(?:works|reduces|removes|eliminates|is\\s+effective))`,
      ),
      re(
        `${S}(?:μελετ${W}|ερευν${W}|επιστημη|στοιχεια|ειδικοι|γιατροι|δερματολογοι)\\s+(?:${L}+\\s+)?(?:δειχνουν|αποδεικνυουν|επιβεβαιωνουν|εδειξαν|απεδειξαν|συμφωνουν)\\s+(?:οτι|πωσ|την\\s+(?:αποτελεσματικοτητα|ασφαλεια|δραση)|το\\s+αποτελεσμα)`,
      ),
      re(`${S}(?:studies|research|trials)\\s+(?:have\\s+|has\\s+)?(?:shown|show|proven|prove)\\s+(?:up\\s+to\\s+)?\\d+\\s?%`),
      re(`${S}(?:μελετ${W}|ερευν${W})\\s+(?:εχουν\\s+)?(?:δειξει|αποδειξει|δειχνουν)\\s+(?:${L}+\\s+)?(?:εωσ\\s+)?\\d+\\s?%`),
    ],
  },
  {
    id: 'proven_claim',
    category: 'unproven_efficacy',
    unlessAfter: re('^\\s+(?:track\\s+record|experience|expertise|team)'),
    patterns: [
      re(
        `${S}(?:clinically|scientifically|medically|dermatologically|laboratory|lab|independently|science)[-\\s]+(?:proven|proved|shown|demonstrated|validated|backed|confirmed)${E}`,
      ),
      re(
        `${S}proven\\s+(?:to|results?|effective\\w*|efficacy|formula|method|treatment|technique|solution|way|anti[-\\s]?\\w+|benefits?|performance|success)${E}`,
      ),
      re(`${S}(?:is|are|has\\s+been|have\\s+been|been)\\s+(?:\\p{L}+\\s+)?proven${E}`),

      re(`${S}backed\\s+by\\s+(?:science|research|studies|clinical\\s+\\w+)${E}`),
      re(
        `${S}(?:works?|effective|successful|λειτουργ${W}|αποτελεσματικ${W}|πετυχαιν${W})\\s+(?:in|σε|στο|στα)\\s+(?:over\\s+|more\\s+than\\s+|πανω\\s+απο\\s+)?\\d+\\s?%`,
      ),
      re(
        `${S}(?:doctors|dermatologists|experts|γιατροι|ιατροι|δερματολογοι|ειδικοι)\\s+(?:${L}+\\s+)?(?:recommend|suggest|συστηνουν|προτεινουν)\\s+(?:it|this|them|το|τη|την|τα)${E}`,
      ),
      re(
        `${S}(?:helped|βοηθησ${W})\\s+(?:over\\s+|more\\s+than\\s+|πανω\\s+απο\\s+|περισσοτερουσ\\s+απο\\s+)?\\d[\\d,.]*\\s+(?:clients|patients|people|women|men|πελατ${W}|ασθεν${W}|γυναικ${W}|ανθρωπ${W})`,
      ),
      re(
        `${S}(?:doctors|dermatologists|experts|scientists|γιατροι|ιατροι|δερματολογοι|ειδικοι|επιστημονεσ)\\s+(?:${L}+\\s+)?(?:agree|confirm|συμφωνουν|επιβεβαιωνουν)${E}`,
      ),
      re(`${S}proven\\s+(?:on|for|in|by)\\s+(?:you|thousands|millions|\\d+|every|all)${W}`),
      re(`${S}(?:αποδεδειγμεν${W}|αποδεδειγμενα)`),
      re(`${S}(?:εχει|εχουν)\\s+(?:${L}+\\s+)?αποδειχθει${E}`),
      re(`${S}αποδεικνυ(?:εται|ονται)${E}`),
      re(`${S}(?:κλινικα|επιστημονικα|ιατρικα)\\s+(?:τεκμηριωμεν${W}|επιβεβαιωμεν${W}|ελεγμεν${W}\\s+αποτελεσματικοτ${W})`),

      re(
        `${S}(?:αποτελεσματικοτητ${W}|ικανοποιησ${W}|επιτυχι${W}|efficacy|effectiveness|success\\s+rate|satisfaction(?:\\s+rate)?)\\s+(?:of\\s+)?(?:up\\s+to\\s+|over\\s+|εωσ\\s+|πανω\\s+απο\\s+)?\\d+\\s?%`,
      ),
    ],
  },
  {
    id: 'cure_claim',
    category: 'unproven_efficacy',
    patterns: [
      re(`${S}(?:cure|cures|cured|curing)${E}`),
      re(
        `${S}(?:heals?|healing)\\s+(?:your\\s+|the\\s+)?(?:acne|rosacea|eczema|psoriasis|melasma|scars?|hair\\s+loss|alopecia|cellulite|depression|migraines?)${E}`,
      ),
      re(`${S}(?:θεραπευ(?:ει|ουν|σει|σουν)|γιατρευ${W}|ιαται|ιαση)${E}`),
      re(`${S}(?:οριστικ${W})\\s+(?:θεραπει${W}|ιαση)`),
    ],
  },
  {
    id: 'numeric_claim',
    category: 'unproven_efficacy',
    patterns: [
      re(
        `${S}\\d+(?:[.,]\\d+)?\\s?(?:%|percent|τοισ\\s+εκατο)(?!\\s+(?:guaranteed|safe|natural|pure|εγγυημεν|ασφαλ|φυσικ))\\s+(?:\\p{L}+\\s+){0,2}?(?:fewer|less|more|reduction|improvement|smoother|firmer|tighter|younger|brighter|increase|decrease|lift|of\\s+(?:our\\s+)?(?:clients|patients|customers|users|women|men|people)|satisfaction|satisfied|success|effective|efficacy|collagen|hydration|volume|fat|wrinkle\\w*|visible|improve\\w*|λιγοτερ${W}|περισσοτερ${W}|μειωσ${W}|βελτιωσ${W}|αυξησ${W}|νεοτερ${W}|πιο\\s+${L}+|ικανοποι${W}|των\\s+(?:πελατ|ασθεν|γυναικ|ανθρωπ|χρηστ)${W}|αποτελεσματικ${W}|κολλαγον${W}|ενυδατωσ${W}|συσφιξ${W}|ρυτιδ${W}|επιτυχι${W})`,
      ),
      re(
        `${S}(?:reduc${W}|cut${W}|improv${W}|boost${W}|increas${W}|lift${W}|tighten${W}|smooth${W}|firm${W}|diminish${W})\\s+(?:\\p{L}+\\s+){0,4}?by\\s+(?:up\\s+to\\s+|over\\s+|more\\s+than\\s+)?\\d+\\s?(?:%|percent)`,
      ),
      re(`${S}(?:reduction|improvement|increase|loss|decrease|boost)\\s+(?:\\p{L}+\\s+){0,3}?(?:of\\s+)?(?:up\\s+to\\s+|over\\s+)?\\d+\\s?(?:%|percent)`),
      re(`${S}(?:μειωσ|βελτιωσ|αυξησ|συσφιξ|απωλει|ενισχυσ)${W}\\s+(?:${L}+\\s+){0,3}?(?:εωσ|μεχρι|κατα|πανω\\s+απο)\\s+\\d+\\s?(?:%|τοισ\\s+εκατο)`),
      re(
        `${S}(?:double|doubles|triple|triples|quadruple|twice\\s+(?:as\\s+much|the)|three\\s+times(?:\\s+(?:more|the))?|διπλασι|τριπλασι|τετραπλασι)${W}\\s+(?:\\p{L}+\\s+)?(?:collagen|κολλαγον|elastin|ελαστιν|hydration|ενυδατωσ|volume|ογκ|results?|αποτελεσμ|firmness|σφριγηλοτ)${W}`,
      ),
      re(`${S}\\d+\\s?(?:x|times|φορεσ)\\s+(?:more|faster|better|stronger|firmer|younger|collagen|περισσοτερ${W}|πιο|ταχυτερ${W}|γρηγοροτερ${W}|καλυτερ${W})`),
      re(
        `${S}(?:look\\w*|feel\\w*|appear\\w*)\\s+(?:up\\s+to\\s+)?(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)\\s+years?\\s+younger${E}`,
      ),
      re(`${S}(?:\\d+|five|ten|fifteen|twenty)\\s+years?\\s+younger${E}`),
      re(`${S}(?:take|takes|taking|took|shave|shaves|knock|knocks)\\s+(?:up\\s+to\\s+)?(?:\\d+|five|ten|years)\\s+(?:years?\\s+)?off${E}`),
      re(`${S}(?:lose|loss\\s+of|drop|shed|melt)\\s+(?:up\\s+to\\s+)?\\d+\\s?(?:kg|kilos?|pounds|lbs?|cm|inches|sizes?|dress\\s+sizes?)${E}`),
      re(
        `${S}\\d+\\s?(?:kg|kilos?|pounds|lbs?|cm|inches)\\s+(?:less|lighter|down|off)?\\s*(?:in|within)\\s+(?:just\\s+)?\\d+\\s+(?:days?|weeks?|sessions?)${E}`,
      ),
      re(
        `${S}\\d+\\s+(?:out\\s+of|in)\\s+\\d+\\s+(?:clients|patients|customers|women|people|users)\\s+(?:\\p{L}+\\s+){0,2}?(?:see|saw|notice\\w*|report\\w*|love\\w*|recommend\\w*|satisfied|would|are\\s+happy|said|say)`,
      ),
      re(
        `${S}(?:transform${W}|rejuvenat${W}|refresh${W}|renew${W}|eras${W}|remov${W}|eliminat${W}|smooth${W})\\s+(?:\\p{L}+\\s+){0,2}?(?:in|within)\\s+(?:just\\s+|only\\s+|under\\s+)?\\d+\\s+(?:minutes?|mins?|hours?|days?)${E}`,
      ),
      re(
        `${S}(?:μεταμορφω|ανανεω|αναζωογον|λιφτ|νεοτερ|λει|σφιξ|σβησ|σβην|εξαφαν|αφαιρ)${W}\\s+(?:${L}+\\s+){0,2}?(?:σε|μεσα\\s+σε)\\s+(?:μολισ\\s+|μονο\\s+)?\\d+\\s+(?:λεπτα|ωρεσ|μερεσ|ημερεσ)${E}`,
      ),
      re(
        `${S}(?:results?|younger|smoother|firmer|slimmer|transformation|difference|glow\\w*|wrinkle[-\\s]free|lifted|tighter)\\s+(?:skin\\s+)?(?:in|within)\\s+(?:just\\s+|only\\s+|under\\s+)?\\d+\\s+(?:minutes?|mins?|hours?|days?)${E}`,
      ),
      re(`${S}\\d+\\s+(?:χρονια|ετη)\\s+(?:πιο\\s+)?(?:νεοτερ${W}|μικροτερ${W}|νεα|νεοσ|πισω)`),
      re(`${S}(?:χαστε|χανετε|χασετε|χανεισ|απωλεια|χασιμο|κοψτε)\\s+(?:εωσ\\s+|μεχρι\\s+)?\\d+\\s?(?:κιλα|κιλο|kg|εκατοστα|cm|ποντουσ|νουμερα)`),
      re(`${S}\\d+\\s?(?:κιλα|kg|εκατοστα|cm|ποντουσ)\\s+(?:${L}+\\s+)?(?:σε|μεσα\\s+σε)\\s+\\d+`),
      re(`${S}\\d+\\s+(?:στουσ|στισ|απο\\s+τουσ|απο\\s+τισ)\\s+\\d+\\s+(?:πελατ|ασθεν|γυναικ|ανθρωπ|χρηστ)${W}`),
      re(
        `${S}(?:μειων|μειωσ|βελτιων|βελτιωσ|αυξαν|αυξησ|συσφιγγ|λειαιν|ενισχυ)${W}\\s+(?:${L}+\\s+){0,4}?κατα\\s+(?:εωσ\\s+|μεχρι\\s+|πανω\\s+απο\\s+)?\\d+\\s?(?:%|τοισ\\s+εκατο)`,
      ),
      re(
        `${S}(?:αποτελεσμα${W}|νεοτερ${W}|λει${W}|συσφιγμεν${W}|μεταμορφωσ${W}|διαφορα|λαμψη|αδυνατισμα)\\s+(?:${L}+\\s+)?(?:σε|μεσα\\s+σε)\\s+(?:μολισ\\s+|μονο\\s+)?\\d+\\s+(?:λεπτα|ωρεσ|μερεσ|ημερεσ)`,
      ),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Inducements and promotions of medical procedures.
// ---------------------------------------------------------------------------------------------

const PROCEDURE =
  '(?:treatments?|sessions?|fillers?|syringes?|ml|injections?|injectables?|botox|toxin|laser|peels?|areas?|units?|touch[-\\s]?ups?|procedures?|vials?|hifu|microneedling|boosters?|mesotherapy|profhilo|threads?|lip|lips|ipl|rf|radiofrequency|facelift|rhinoplasty|anti[-\\s]?wrinkle|prp|skin\\s+booster|polynucleotides?|sculptra|radiesse|liposuction|θεραπει\\w*|συνεδρι\\w*|ενεσ\\w*|συριγγ\\w*|υαλουρονικ\\w*|λειζερ|μεσοθεραπει\\w*|πιλινγκ|νηματ\\w*|περιοχ\\w*|αποτριχωσ\\w*)';
const RETAIL =
  '(?:serums?|creams?|spf|sunscreens?|skincare|skin\\s+care|products?|range|cleansers?|moistu?ri[sz]ers?|shop|e-?shop|gift\\s+sets?|κρεμ\\w*|ορο\\w*|ορουσ|αντηλιακ\\w*|προιοντ\\w*|καλλυντικ\\w*|ρουτιν\\w*|περιποιησ\\w*)';

/** A procedure named but not excluded ("not for injectables", "εκτός από θεραπείες" exclude it). */
const OFFERED_PROCEDURE = `(?<!(?:not|excluding|except|never|οχι|εκτοσ|ποτε)(?:\\s+(?:for|on|with|from|απο|για|σε|στα|στισ|στο|στη|στην|με))?\\s+)(?<![\\p{L}])${PROCEDURE}`;
/**
 * Something to win in the text: a treatment, a prize, a draw, or something free that is not an event.
 * Without one, "tag a friend who always forgets SPF" or "tag a friend for our free skincare workshop"
 * invites; it is not a contest.
 */
const PRIZE = `(?:win|won|prize|draw|giveaway|gift|voucher|facial|κερδ|κληρ|διαγων|δωρο|δωροεπιταγ|(?<![\\p{L}])${PROCEDURE}|(?:free|δωρεαν)(?!\\s+(?:to\\s+(?:attend|join|come)|entry|entrance|admission|parking|(?:\\p{L}+\\s+)?(?:workshop|event|seminar|talk|webinar|masterclass|class|tour|εκδηλωσ\\p{L}*|ομιλι\\p{L}*|σεμιναρι\\p{L}*|παρκινγκ|σταθμευσ\\p{L}*))))`;

const INDUCEMENT: Rule[] = [
  {
    id: 'contest',
    category: 'inducement',
    patterns: [
      re(`${S}(?:giveaway|give-away|give\\s+away|contest|competition|raffle|sweepstakes?|lucky\\s+draw|prize\\s+draw|prizes?)${E}`),
      re(
        `${S}(?:win|wins|winning)\\s+(?:a|an|one|free|your|the|our|this|\\d+)\\s+(?:\\p{L}+\\s+){0,2}?(?:treatment|session|filler|botox|voucher|prize|gift|facial|peel|laser|injection|syringe|package|course|consultation|spot|place|makeover)s?${E}`,
      ),
      re(`${S}(?:to|and|chance\\s+to|could|you\\s+could)\\s+win${E}`),
      re(
        `${S}(?:κερδισ${W}|κερδιζ${W})\\s+(?:${L}+\\s+){0,3}?(?:δωρ${W}|θεραπει${W}|συνεδρι${W}|filler|μποτοξ|botox|ενεσ${W}|voucher|δωροεπιταγ${W}|επιταγ${W}|πακετ${W}|laser|λειζερ|peel|πιλινγκ|μια|ενα|ενασ|1)`,
      ),
      re(`${S}(?:διαγωνισμ${W}|κληρωσ${W}|giveaway)`),
    ],
  },
  {
    id: 'contest',
    category: 'inducement',
    // Tagging and sharing are a contest when the text has something to win (the prize is often a sentence away).
    gate: new RegExp(PRIZE, 'u'),
    patterns: [
      re(
        `${S}(?:share|repost|tag|like|follow)\\s+(?:this\\s+post\\s+|us\\s+|and\\s+|&\\s+)?(?:\\p{L}+\\s+){0,3}?(?:to\\s+win|and\\s+win|for\\s+a\\s+chance|to\\s+enter|and\\s+(?:share|tag|follow)|(?:a\\s+|\\d+\\s+|two\\s+|three\\s+)?friends?)`,
      ),
      re(`${S}(?:καν${W})\\s+(?:ενα\\s+)?(?:share|tag|like|follow|κοινοποιησ${W})`),
      re(`${S}(?:κοινοποιησ${W}|μοιραστειτε|κανετε\\s+tag|τσεκαρετε|ταγκαρετε)\\s+(?:${L}+\\s+){0,3}?(?:αναρτησ${W}|φιλ${W}|φιλεσ|φιλουσ|post)`),
    ],
  },
  {
    id: 'free_procedure',
    category: 'inducement',
    patterns: [
      re(`(?<![\\p{L}\\p{N}\\-])free\\s+(?:\\p{L}+\\s+)?${PROCEDURE}${E}`),
      re(
        `${S}${PROCEDURE}\\s+(?:\\p{L}+\\s+)?(?:for\\s+free|free(?:\\s+of\\s+charge)?|on\\s+the\\s+house|at\\s+no\\s+(?:extra\\s+)?cost|as\\s+a\\s+gift|gift)${E}`,
      ),
      re(`${S}complimentary\\s+(?:\\p{L}+\\s+)?${PROCEDURE}${E}`),
      re(`${S}(?:treat|redo|repeat|re-treat|touch\\s+up)${W}\\s+(?:\\p{L}+\\s+){0,2}?(?:for\\s+free|free\\s+of\\s+charge|at\\s+no\\s+(?:extra\\s+)?cost)${E}`),
      re(
        `${S}(?:get|receive|take|enjoy)\\s+(?:\\d+|one|two|a|an|the\\s+\\p{L}+|your\\s+\\p{L}+)\\s+(?:\\p{L}+\\s+){0,2}?(?:free|for\\s+free|on\\s+us|half[-\\s]price)${E}`,
      ),
      re(`${S}(?:\\d+|δυο|δυο|τρεισ)\\s+(?:${L}+\\s+)?(?:στην\\s+τιμη\\s+(?:τησ|του|των)\\s+(?:μιασ|ενοσ|\\d+|δυο))`),
      re(`${S}(?:κερν(?:αει|αμε|ανε|αω|ασ)|κερασμα\\s+(?:του|τησ|απο)\\s+(?:ιατρει|κλινικ|κεντρ|μαγαζ)${W})${E}`),
      re(
        `${S}(?:δωρεαν|δωρο|χαριζουμε|κερασμα)\\s+(?:${L}+\\s+){0,2}?(?:θεραπει${W}|συνεδρι${W}|filler|ενεσ${W}|botox|μποτοξ|laser|λειζερ|πιλινγκ|peel|ml|συριγγ${W}|περιοχ${W}|μεσοθεραπει${W}|booster|νηματ${W}|υαλουρονικ${W}|αποτριχωσ${W})`,
      ),
      re(`${S}(?:θεραπει${W}|συνεδρι${W}|ενεσ${W}|συριγγ${W}|filler)\\s+(?:${L}+\\s+){0,2}?(?:δωρεαν|δωρο|με\\s+δικα\\s+μασ\\s+εξοδα)${E}`),
    ],
  },
  {
    id: 'discount',
    category: 'inducement',
    // Retail products on sale are not medical treatments; "closed during Black Friday week" offers nothing.
    unlessSentence: re(`^(?!.*${OFFERED_PROCEDURE}).*${RETAIL}|(?:closed|closure|κλειστ(?:ο|η|οσ|οι|α|εσ)(?!\\p{L})|κλεισιμο)`),
    patterns: [
      re(`${S}\\d+\\s?%\\s*(?:off|discount|less|εκπτωσ${W})`),
      re(`(?<![\\p{L}\\p{N}])-\\s?\\d+\\s?%`),
      re(`${S}(?:up\\s+to\\s+)?\\d+\\s?%\\s+(?:\\p{L}+\\s+){0,2}?(?:off|discount)`),
      re(
        `${S}(?:discount(?:ed|s)?|on\\s+sale|flash\\s+sale|sale\\s+(?:ends|price|now)|half[-\\s]price|price\\s+drop|reduced\\s+price|special\\s+price|introductory\\s+(?:price|offer)|black\\s+friday|cyber\\s+monday|happy\\s+hour|bogo|buy\\s+one,?\\s+get\\s+one|2\\s*for\\s*1|two\\s+for\\s+one|1\\s*\\+\\s*1|package\\s+price|limited[-\\s]time|promo\\s+code|coupon|vouchers?|refer\\s+a\\s+friend|bring\\s+a\\s+friend|referral\\s+(?:bonus|reward|discount)|loyalty\\s+(?:points|card|rewards?))${E}`,
      ),
      re(
        `${S}(?:special|exclusive|limited|seasonal|summer|winter|spring|autumn|christmas|easter|valentine['’]?s|launch|introductory|opening|new\\s+client|first[-\\s]time|flash|weekend|monthly|this\\s+month['’]?s|today['’]?s|great|amazing|unbeatable|hot)\\s+(?:offers?|deals?|prices?|discounts?|promo\\w*|rates?)${E}`,
      ),
      re(`${S}offer\\s+(?:ends|valid|expires|available\\s+until|lasts)${E}`),
      re(`${S}(?:only|just|now)\\s+(?:€|\\$|£|eur\\s?)\\s?\\d+`),
      re(`${S}(?:€|\\$|£)\\s?\\d+\\s+(?:only|instead)`),
      re(`${S}(?:was|from)\\s+(?:€|\\$|£)?\\s?\\d+\\s*(?:€|ευρω)?\\s*(?:,\\s*)?now\\s+(?:only\\s+)?(?:€|\\$|£)?\\s?\\d+`),
      re(`${S}(?:book|buy|pay)\\s+(?:now\\s+|today\\s+)?(?:and|&)\\s+save${E}`),
      re(`${S}(?:surprise|crazy|unbeatable|amazing|incredible|lowest|sweet|shock)\\s+prices?${E}`),
      re(`${S}τιμ${W}\\s+(?:εκπληξη|σοκ|φωτια|εκπληξησ)${E}`),
      re(`${S}(?:απιστευτ|εκπληκτικ|χαμηλοτερ|ασυναγωνιστ)${W}\\s+τιμ${W}`),
      re(`${S}(?:is|as)\\s+(?:our|a)\\s+(?:little\\s+)?gift${E}`),
      re(`${S}save\\s+(?:up\\s+to\\s+)?(?:€|\\$|£|\\d+\\s?%)`),
      re(`${S}first\\s+\\d+\\s+(?:clients|customers|bookings|people)${E}`),
      re(`${S}\\d+\\s+(?:syringes?|sessions?|areas?|ml|units?|treatments?|vials?)\\s+for\\s+(?:only\\s+|just\\s+)?(?:€|\\$|£)\\s?\\d+`),
      re(`${S}(?:mid[-\\s]?season|summer|winter|spring|autumn|black\\s+friday|christmas|big|huge|clearance|seasonal|january|new\\s+year)\\s+sales?${E}`),
      re(`${S}sale\\s+on\\s+(?:\\p{L}+\\s+)?${PROCEDURE}${E}`),
      re(`${S}for\\s+the\\s+price\\s+of\\s+(?:one|1|two|2)${E}`),
      re(`${S}(?:only\\s+)?(?:\\d+|a\\s+few|few)\\s+(?:spots?|places?|slots?|appointments?)\\s+(?:left|remaining)${E}`),
      re(`${S}(?:limited|last)\\s+(?:few\\s+)?(?:spots?|places?|slots?|availability)${E}`),
      re(`${S}(?:μονο\\s+)?(?:\\d+|λιγεσ)\\s+(?:θεσεισ|ωρεσ|ραντεβου)\\s+(?:εμειναν|απεμειναν|απομενουν|διαθεσιμεσ)${E}`),
      re(`${S}(?:περιορισμεν|τελευται)${W}\\s+(?:θεσεισ|ραντεβου)${E}`),
      re(`${S}promo(?:tion)?s?${E}`),
      re(`${S}(?:η\\s+)?προσφορα\\s+(?:ληγει|ισχυει|διαρκει)`),
      re(`${S}(?:(?:this\\s+(?:week|weekend|month)|today)\\s+only|only\\s+(?:this\\s+(?:week|weekend|month)|today|until))${E}`),
      re(`${S}μονο\\s+(?:για\\s+)?(?:σημερα|αυτη\\s+την\\s+εβδομαδα|αυτο\\s+το\\s+(?:μηνα|σαββατοκυριακο))${E}`),
      re(`${S}(?:με|στα|μονο)\\s+\\d+\\s?(?:€|ευρω)`),
      re(`${S}(?:εκπτωσ${W}|προσφορ${W}|κουπον${W}|δωροεπιταγ${W}|δωροκαρτ${W}|voucher${W}|black\\s+friday|happy\\s+hour)`),
      re(`${S}(?:ειδικ${W}|προνομιακ${W}|μειωμεν${W}|χαμηλ${W})\\s+(?:${L}+\\s+)?τιμ${W}`),
      re(`${S}τιμ${W}\\s+(?:γνωριμιασ|προσφορασ|εκπτωσησ)`),
      re(`${S}μονο\\s+(?:με\\s+|στα\\s+|για\\s+)?\\d+\\s?(?:€|ευρω|ευρω)`),
      re(`${S}\\d+\\s?(?:€|ευρω)\\s+(?:αντι|απο)\\s+(?:για\\s+)?\\d+`),
      re(`${S}(?:φερτε|φερε|συστηστε|συστησε|φερνοντασ)\\s+(?:μια\\s+|ενα\\s+|ενασ\\s+|την\\s+|τον\\s+)?(?:φιλη|φιλο|φιλεναδα|φιλ${W})`),
      re(
        `${S}(?:περιορισμεν${W}\\s+(?:χρον${W}|διαθεσιμοτητα|θεσεισ|αριθμο)|μονο\\s+για\\s+(?:σημερα|αυτη\\s+την\\s+εβδομαδα|αυτο\\s+το\\s+μηνα|λιγεσ\\s+μερεσ|τουσ\\s+πρωτουσ))`,
      ),
      re(`${S}οι\\s+πρωτ(?:οι|εσ)\\s+\\d+`),
      re(`${S}πακετ${W}\\s+(?:${L}+\\s+){0,3}?(?:σε\\s+)?(?:ειδικ|προνομιακ|μειωμεν|χαμηλ)${W}\\s+τιμ${W}`),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Before/after promises.
// ---------------------------------------------------------------------------------------------

const CARE_AFTER_EN =
  '^\\s+(?:your|the|each|every|a|an|any|treatment|treatments|sessions?|procedures?|appointments?|injections?|laser|peels?|filler|surgery|sun|exercise|every)';
const BEFORE_AFTER: Rule[] = [
  {
    id: 'before_after',
    category: 'before_after',
    unlessAfter: re(CARE_AFTER_EN),
    patterns: [
      re(`${S}before[\\s\\-]*(?:&|\\/|–|vs\\.?|versus|\\+|n|and|to)?[\\s\\-]*afters?${E}`),
      re(`${S}#?before(?:and|n|&)?after${W}`),
      re(`${S}b\\s*&\\s*a${E}`),
    ],
  },
  {
    id: 'before_after',
    category: 'before_after',
    unlessAfter: re('^\\s+(?:τη|την|το|τισ|τον|τα|απο|καθε|θεραπει|συνεδρι|επεμβασ|ενεσ|εφαρμογ|τουσ|μια|ενα|ηλιο)'),
    patterns: [re(`${S}πριν\\s*(?:&|\\/|-|–|vs|\\+|και)\\s*(?:το\\s+)?μετα${E}`), re(`${S}#?πριν(?:και)?μετα${W}`)],
  },
  {
    id: 'before_after',
    category: 'before_after',
    patterns: [
      re(`${S}before\\s*:[^\\n]{0,160}?${S}after\\s*:`),
      re(
        `${S}(?:φωτογραφι${W}|εικον${W}|photos?|pictures?|pics|images?|βιντεο|videos?)\\s+(?:${L}+\\s+){0,2}?(?:before[\\s\\-]*(?:&|and|\\/|vs\\.?|-)[\\s\\-]*after|πριν\\s*(?:&|και|\\/|-)\\s*(?:το\\s+)?μετα)${E}`,
      ),
      re(`${S}πριν\\s*:[^\\n]{0,160}?${S}μετα\\s*:`),
      re(`${S}swipe\\s+(?:\\p{L}+\\s+){0,4}?(?:before|after|results?|transformation|difference)${E}`),
      re(`${S}(?:look|looks|you['’]?ll\\s+look)\\s+like\\s+(?:this|her|him|these|them)\\s+after${E}`),
      re(`${S}(?:real|actual|genuine)\\s+results\\s+(?:from|of|on)\\s+(?:real\\s+)?(?:clients|patients|people|customers)${E}`),
      re(`${S}(?:client|patient)['’]?s?\\s+transformations?${E}`),
      re(`${S}from\\s+this\\s+to\\s+this${E}`),
      re(`${S}(?:left|αριστερα)\\s*[:\\-–][^\\n]{0,80}?${S}(?:right|δεξια)\\s*[:\\-–]`),
      re(`${S}(?:top|πανω)\\s*[:\\-–][^\\n]{0,80}?${S}(?:bottom|κατω)\\s*[:\\-–]`),
      re(
        `${S}(?:day|week|month|session|μερα|ημερα|εβδομαδα|μηνασ|μηνα|συνεδρια)\\s*\\d+\\s*(?:vs\\.?|versus|→|->|to|εναντι|vs)\\s*(?:day|week|month|session|μερα|ημερα|εβδομαδα|μηνασ|μηνα|συνεδρια)?\\s*\\d+${E}`,
      ),
      re(`${S}same\\s+(?:client|patient|person|face|lady|lips)${W}[\\s,]+(?:\\p{L}+\\s+){0,3}?(?:apart|later|after)${E}`),
      re(`${S}(?:ιδια|ιδιοσ|ιδιο)\\s+(?:πελατισσα|πελατησ|ασθενησ|προσωπο|ατομο)${E}`),
      re(`${S}(?:results?|transformations?|before[\\s\\-]and[\\s\\-]after)\\s+gallery${E}`),
      re(`${S}(?:γκαλερι|συλλογη)\\s+(?:αποτελεσματων|μεταμορφωσεων)${E}`),
      re(`${S}before\\s+and\\s+(?:how|what)\\s+(?:\\p{L}+\\s+){0,3}?(?:now|after|today)${E}`),
      re(`${S}πριν\\s+και\\s+(?:πωσ|τι)\\s+(?:${L}+\\s+){0,3}?(?:τωρα|μετα|σημερα)${E}`),
      re(`${S}(?:then\\s+(?:and|vs\\.?|&)\\s+now|τοτε\\s+(?:και|&)\\s+τωρα)${E}`),
      re(`#transformation${W}|#μεταμορφωσ${W}`),
      re(
        `${S}(?:left|right|top|bottom|first|1st|second|2nd|αριστερα|δεξια|πανω|κατω|πρωτη)\\s*[:\\-=]?\\s*(?:photo\\s+|φωτογραφια\\s+)?(?:before|πριν)[\\s,;:.\\-–]+(?:(?:and|και|&)\\s+)?(?:left|right|top|bottom|second|2nd|αριστερα|δεξια|πανω|κατω|δευτερη)\\s*[:\\-=]?\\s*(?:photo\\s+|φωτογραφια\\s+)?(?:after|μετα)${E}`,
      ),
      re(
        `${S}(?:before|πριν)\\s+(?:on\\s+the\\s+)?(?:left|right|αριστερα|δεξια)[\\s,;:.\\-–]+(?:(?:and|και|&)\\s+)?(?:after|μετα)\\s+(?:on\\s+the\\s+)?(?:left|right|αριστερα|δεξια)${E}`,
      ),
      re(
        `${S}(?:δειτε|see|check\\s+out|look\\s+at|watch)\\s+(?:(?:τη|την|the|this|her|his|our|this\\s+amazing|αυτη\\s+τη)\\s+)?(?:\\p{L}+\\s+)?(?:μεταμορφωσ${W}|transformations?)${E}`,
      ),
      re(`${S}transformations?\\s+(?:of|from)\\s+(?:our|one\\s+of\\s+our|a)\\s+(?:\\p{L}+\\s+)?(?:clients?|patients?)${E}`),
      re(`${S}(?:συρετε|σαρωστε|swipe|κυλιστε|συρε)\\s+(?:${L}+\\s+){0,4}?(?:αποτελεσμα${W}|μεταμορφωσ${W}|διαφορα|μετα|πριν)${E}`),
      re(`${S}(?:η\\s+)?μεταμορφωσ${W}\\s+(?:τησ|του|των)\\s+(?:${L}+\\s+)?(?:πελατ${W}|ασθεν${W})`),
      re(`${S}(?:πραγματικ${W}|αληθιν${W})\\s+αποτελεσμα${W}\\s+(?:απο\\s+|σε\\s+)?(?:πραγματικ${W}\\s+)?(?:πελατ${W}|ασθεν${W}|ανθρωπ${W})`),
      re(`${S}θα\\s+(?:μοιαζετε|γινετε|δειχνετε)\\s+(?:ετσι|σαν\\s+(?:αυτη|αυτον|αυτεσ))`),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Superlatives about safety or efficacy.
// ---------------------------------------------------------------------------------------------

const SUPERLATIVE: Rule[] = [
  {
    id: 'superlative',
    category: 'superlative',
    unlessAfter: re(
      '^\\s+(?:for\\s+(?:you|your\\s+\\p{L}+|each\\s+\\p{L}+|every\\s+\\p{L}+)\\s+(?:depends|is\\s+(?:decided|chosen|different|the\\s+one)|will\\s+depend|varies|may|might|can\\s+(?:only\\s+)?be)|depends|version\\s+of\\s+(?:you|your)|possible|wishes|regards|of\\s+luck|time\\s+to|way\\s+to\\s+(?:prepare|care|protect|look\\s+after|apply|use)|thing\\s+(?:to\\s+do|you\\s+can\\s+do))',
    ),
    unlessBefore: re("(?:for|do|doing|try|trying|what\\s+is|what['’]s|decide|choose|recommend|find|discuss|plan|want)\\s+(?:the\\s+|our\\s+)?(?:very\\s+)?$"),
    patterns: [
      re(
        `${S}(?:the|our|their)\\s+(?:very\\s+)?best(?:\\s+\\p{L}+)?\\s+(?:results?|treatments?|clinic|doctors?|injectors?|choice|option|solution|fillers?|lasers?|peels?|technology|care|outcomes?|practitioners?|team|device|machine|product|method|hands|nurses?|specialists?|anti[-\\s]?\\w+|in\\s+(?:town|the\\s+(?:city|country|world|region|market|industry|business)|greece|athens|thessaloniki|europe))${E}`,
      ),
      re(
        `${S}best\\s+(?:\\p{L}+\\s+)?(?:results?|clinic|doctor|injector|treatment|filler|laser)\\s+(?:in|of)\\s+(?:town|the\\s+\\p{L}+|greece|athens|thessaloniki|europe|all)${E}`,
      ),
      re(
        `${S}(?:the\\s+)?best\\s+(?:\\p{L}+\\s+)?(?:in\\s+(?:town|greece|athens|the\\s+world|europe)|ever|on\\s+the\\s+market|out\\s+there|money\\s+can\\s+buy)${E}`,
      ),
      re(
        `${S}(?:the\\s+)?(?:safest|most\\s+effective|most\\s+advanced|most\\s+powerful|most\\s+innovative|most\\s+reliable|strongest|most\\s+natural[-\\s]looking|most\\s+successful|most\\s+trusted|fastest[-\\s]acting|fastest\\s+results|longest[-\\s]lasting|most\\s+long[-\\s]lasting|most\\s+precise|finest)${E}`,
      ),
    ],
  },
  {
    id: 'superlative',
    category: 'superlative',
    patterns: [
      re(
        `${S}(?:number\\s+(?:one|1)|no\\.?\\s?1|#1|nr\\.?\\s?1|numero\\s+uno|top\\s+(?:1|one))${E}(?!\\s+(?:priority|goal|rule|concern|focus|question|tip|reason|mistake))`,
      ),
      re(
        `${S}(?:unbeatable|unmatched|unrivall?ed|unparall?eled|unsurpassed|second\\s+to\\s+none|revolutionary|miracle|miracles|miraculous|breakthrough|game[-\\s]?changer|game[-\\s]?changing|holy\\s+grail|fountain\\s+of\\s+youth|wonder\\s+(?:drug|treatment|cream|product|injection))${E}`,
      ),
      re(`${S}magic(?:al)?\\s+(?:results?|treatment|effect|cure|formula|potion|wand|solution|pill|injection|cream|bullet|fix)${E}`),
      re(`${S}(?:works?|worked)\\s+(?:like\\s+)?(?:magic|wonders|miracles)${E}`),
      re(`${S}like\\s+magic${E}`),
      re(`${S}world['’]?s\\s+(?:best|leading|first|most|safest|finest|number\\s+one)${E}`),
      re(`${S}(?:the\\s+)?gold[-\\s]standard${E}`),
      re(
        `${S}(?:the\\s+|our\\s+)?ultimate\\s+(?:\\p{L}+\\s+)?(?:solution|treatment|answer|fix|weapon|method|cure|anti[-\\s]?\\w+|choice|remedy|technology|combo|combination|package|protocol|experience|secret|glow|results?|lift|facial|booster|filler|laser)${E}`,
      ),
      re(
        `${S}(?:η|το|ο|την|τη|τον)\\s+απολυτ${W}\\s+(?:${L}+\\s+)?(?:λυσ|θεραπει|απαντησ|οπλο|μεθοδ|επιλογ|τεχνολογ|συνταγ|combo|συνδυασμ|πακετ|πρωτοκολλ|εμπειρι|μυστικ|λαμψ|αποτελεσμ)${W}`,
      ),
      re(`${S}most\\s+\\p{L}+\\s+(?:and|&)\\s+(?:effective|advanced|powerful|reliable|successful|safe)${E}`),
      re(`${S}πιο\\s+${L}+\\s+(?:και|&)\\s+(?:ασφαλ|αποτελεσματικ|ισχυρ|αξιοπιστ)${W}`),
      re(`${S}superior\\s+(?:results?|efficacy|outcomes?|safety)${E}`),
      re(
        `${S}(?:better|safer|more\\s+effective)\\s+than\\s+(?:surgery|botox|fillers?|any(?:thing)?|all|other\\s+(?:clinics|treatments|products)|the\\s+rest|competitors|the\\s+competition)${E}`,
      ),
      re(`${S}(?:outperforms?|beats)\\s+(?:all|any|every|other)${E}`),
    ],
  },
  {
    id: 'superlative',
    category: 'superlative',
    unlessAfter: re(
      '^(?:\\s+\\p{L}+)?\\s+(?:(?:δυνατ|εκδοχ|εκδοσ|εαυτ)${W}|εξαρτατ|για\\s+(?:εσασ|σασ|το\\s+δερμα\\s+σασ|εσενα|τον\\s+καθενα)|ευχ${W}|σασ\\s+(?:χρον|εαυτ)|χρονια)'.replaceAll(
        '${W}',
        W,
      ),
    ),
    unlessBefore: re('(?:για|κανουμε|κανουν|κανω|προσπαθουμε\\s+για|αποφασισουμε|επιλεξουμε|βρουμε|σχεδιασουμε)\\s+(?:το|τα|τη|την|ο|η)?\\s*$'),
    patterns: [
      re(
        `${S}(?:ο|η|το|οι|τα|τη|την|τον|του|τησ|των|στον|στην|στη|στο|στα|στουσ|στισ)\\s+(?:πιο\\s+)?καλυτερ${W}(?:\\s+(?:${L}+\\s+)?(?:κλινικ|γιατρ|ιατρ|αποτελεσμ|θεραπει|λυσ|επιλογ|τεχνολογ|μηχανημ|συσκευ|laser|λειζερ|filler|προιον|φροντιδ|ομαδ|κεντρ|ειδικ|δερματολογ|τιμ|μεθοδ|τεχνικ|υπηρεσι|χερια|ενεσ|πιλινγκ|peel|botox|μποτοξ|αισθητικ|χειλ)${W}|(?=\\s*(?:[!.,;]|$|στην|στον|στο|σε\\s+ολ|τησ\\s+(?:πολησ|ελλαδασ|αγορασ|αθηνασ))))`,
      ),
      re(`${S}(?:ο|η|το|οι|τα|τη|την|τον|στον|στην|στο)\\s+πιο\\s+(?:ασφαλ|αποτελεσματικ|προηγμεν|καινοτομ|ισχυρ|αξιοπιστ|γρηγορ|ανωδυν|εξελιγμεν|σιγουρ)${W}`),
      re(
        `${S}(?:ασφαλεστερ|αποτελεσματικοτερ|ισχυροτερ|προηγμενοτερ)${W}\\s+(?:${L}+\\s+)?(?:απο\\s+ολ${W}|τησ\\s+αγορασ|στην\\s+αγορα|στον\\s+κοσμο|στην\\s+ελλαδα)`,
      ),
      re(`${S}(?:ο|η|το|οι|τα)\\s+(?:ασφαλεστερ|αποτελεσματικοτερ|ισχυροτερ|προηγμενοτερ)${W}`),
    ],
  },
  {
    id: 'superlative',
    category: 'superlative',
    patterns: [
      re(`${S}(?:νουμερο\\s+(?:ενα|1)|νο\\.?\\s?1|no\\.?\\s?1|#1)${E}(?!\\s+(?:προτεραιοτητ|στοχ|κανον|ερωτησ|συμβουλ|λαθ|λογ)${W})`),
      re(`${S}πρωτ${W}\\s+(?:${L}+\\s+)?(?:στην|στον|σε\\s+ολη\\s+την|σε\\s+ολο\\s+τον)\\s+(?:ελλαδα|ευρωπη|κοσμο|αθηνα|θεσσαλονικη|πολη|αγορα)`),
      re(`${S}(?:επαναστατικ|θαυματουργ|ασυναγωνιστ|απαραμιλλ|αξεπεραστ|ανυπερβλητ|απαραβλητ|ανταγωνιστ${W}\\s+δεν\\s+εχ)${W}`),
      re(`${S}θαυμ(?:α|ατα|ατοσ|ατων)${E}`),
      re(`${S}μαγικ${W}\\s+(?:${L}+\\s+)?(?:αποτελεσμ|λυσ|θεραπει|συνταγ|φορμουλ|ραβδ|κρεμ|ενεσ|χαπι|οπλο)${W}`),
      re(`${S}(?:σαν|οπωσ)\\s+(?:απο\\s+)?(?:μαγεια|μαγικο)${E}`),
      re(`${S}κορυφαι${W}\\s+(?:${L}+\\s+)?(?:αποτελεσμ|θεραπει|λυσ|κλινικ|μεθοδ|αποτελεσματικοτητ|γιατρ|ιατρ|ειδικ|δερματολογ|πλαστικ|χειρουργ|κεντρ)${W}`),
      re(
        `${S}(?:the\\s+)?(?:top|leading|premier|foremost|finest)\\s+(?:\\p{L}+\\s+)?(?:clinic|doctor|injector|practitioner|specialist|dermatologist|surgeon)s?\\s+in\\s+(?:town|the\\s+\\p{L}+|greece|athens|thessaloniki|europe)${E}`,
      ),
      re(`${S}χρυσο\\s+προτυπο${E}`),
      re(
        `${S}πιο\\s+(?:αποτελεσματικ|ασφαλ|ισχυρ|γρηγορ|ανωδυν)${W}\\s+απο\\s+(?:καθε|ολ${W}|οποιαδηποτε|οποιοδηποτε|τα\\s+αλλα|τισ\\s+αλλεσ|το\\s+χειρουργειο|τον\\s+ανταγωνισμο)`,
      ),
      re(`${S}(?:ανωτερ${W})\\s+(?:αποτελεσμ|αποτελεσματικοτητ|ασφαλει)${W}`),
      re(
        `${S}(?:καλυτερ|ασφαλεστερ|αποτελεσματικοτερ)${W}\\s+απο\\s+(?:το\\s+|τα\\s+|την\\s+|τισ\\s+|οποιαδηποτε\\s+|οποιοδηποτε\\s+|καθε\\s+)?(?:χειρουργει|botox|μποτοξ|filler|ολ|οποιαδηποτε|οποιοδηποτε|αλλ|τον\\s+ανταγωνισμο|καθε)${W}`,
      ),
      re(`${S}μοναδικ${W}\\s+(?:${L}+\\s+)?(?:στον\\s+κοσμο|στην\\s+ελλαδα|στην\\s+αγορα)${E}`),
      re(`${S}(?:περισσοτερο|καλυτερα|πιο\\s+πολυ)\\s+απο\\s+(?:οποιοδηποτε|οποιαδηποτε|καθε|ολα|ολεσ|τα\\s+αλλα|τισ\\s+αλλεσ)${W}`),
      re(`${S}(?:longer|better|faster|more)\\s+than\\s+(?:any|all|every)\\s+(?:other|\\p{L}+)${E}`),
      re(`${S}(?:μοναδικ${W}|απιστευτ${W}|εκπληκτικ${W}|θεαματικ${W}|εντυπωσιακ${W}|εκρηκτικ${W})\\s+αποτελεσμα${W}`),
      re(
        `${S}(?:unique|incredible|unbelievable|spectacular|astonishing|mind[-\\s]?blowing|jaw[-\\s]?dropping|dramatic|stunning|amazing|astounding|insane|sensational|extraordinary|phenomenal)\\s+(?:results?|changes?|transformations?|difference|effects?|improvements?|outcomes?)${E}`,
      ),
    ],
  },
];

SUPERLATIVE.push({
  id: 'superlative',
  category: 'superlative',
  intrinsic: true,
  patterns: [
    re(`${S}(?:there\\s+is\\s+|there['’]s\\s+)?nothing\\s+(?:else\\s+)?(?:like\\s+it|compares|comes\\s+close|better|beats\\s+it)${E}`),
    re(`${S}δεν\\s+υπαρχει\\s+(?:τιποτα|κατι)\\s+(?:αλλο\\s+)?(?:παρομοιο|καλυτερο|ανταξιο|συγκρισιμο|σαν\\s+αυτ${W})`),
    re(`${S}(?:κανενα|τιποτα)\\s+(?:αλλο\\s+)?δεν\\s+(?:συγκρινεται|πλησιαζει)`),
  ],
});

/** Greek written in Latin letters (Greeklish), as in many captions and comments. */
const GREEKLISH: Rule[] = [
  {
    id: 'painless',
    category: 'safety_claim',
    intrinsic: true,
    patterns: [
      re(`${S}(?:an[wo]dyn${W}|anodin${W})`),
      re(`${S}(?:xor[ie]s|xwris|choris|kathol[oi]u)\\s+(?:kanena\\s+|kamia\\s+)?(?:pono${W}|kindyn${W}|kindin${W}|risko|parenerg${W}|enoxlis${W})`),
      re(`${S}den\\s+(?:tha\\s+)?ponae${W}`),
    ],
  },
  {
    id: 'guaranteed_results',
    category: 'guaranteed_outcome',
    patterns: [re(`${S}(?:egg?[yui]h?men${W}|eggyim${W}|egguim${W}|eggyis${W})`)],
  },
  {
    id: 'permanent_results',
    category: 'permanence',
    patterns: [re(`${S}monim${W}\\s+(?:apotelesm${W}|lys${W}|lis${W}|apotrixos${W})`)],
  },
];

GUARANTEED.push({
  id: 'instant_results',
  category: 'guaranteed_outcome',
  hedgeable: true,
  // One visit is a claim when the sentence promises something from it (not "the treatment is done in one session").
  onlyIfSentence: re(
    `(?:restor|radiance|glow|younger|smooth|lift|transform|wrinkle|lines|firm|tight|difference|change|improv|rejuven|refresh|results?|perfect|flawless|αποτελεσμ|λαμψ|νεοτερ|λει|ρυτιδ|συσφιξ|μεταμορφ|διαφορ|βελτιω|επαναφερ|αναζωογον|ανανεω|τελει|αψογ)`,
  ),
  unlessSentence: re(`(?:complet|takes|lasts|done\\s+in|performed\\s+in|carried\\s+out|ολοκληρων|διαρκ|γινεται|πραγματοποιειται)`),
  patterns: [
    re(
      `${S}(?:in|with|after|from)\\s+(?:just\\s+|only\\s+)?(?:one|a\\s+single|1)\\s+(?:single\\s+)?(?:session|visit|treatment|appointment|application|go)${E}(?!\\s+(?:plan|course|programme|program|package))`,
    ),
    re(`${S}(?:σε|με|μετα\\s+απο)\\s+(?:μολισ\\s+|μονο\\s+)?(?:μια|ενα|1)\\s+(?:μονο\\s+)?(?:συνεδρια|επισκεψη|θεραπεια|εφαρμογη|ραντεβου)${E}`),
  ],
});
SUPERLATIVE.push({
  id: 'superlative',
  category: 'superlative',
  patterns: [
    re(
      `${S}the\\s+only\\s+(?:truly\\s+|really\\s+|genuinely\\s+)?(?:painless|safe|effective|proven|permanent|natural|guaranteed|pain[-\\s]free|risk[-\\s]free)${E}`,
    ),
    re(`${S}(?:ο|η|το)\\s+μον(?:ο|η|οσ)\\s+(?:πραγματικα\\s+|πραγματικ${W}\\s+)?(?:ανωδυν|ασφαλ|αποτελεσματικ|αποδεδειγμεν|μονιμ|εγγυημεν)${W}`),
  ],
});

export const RULES: Rule[] = [
  ...PRESCRIPTION,
  ...GUARANTEED,
  ...SAFETY,
  ...PERMANENCE,
  ...UNPROVEN,
  ...INDUCEMENT,
  ...BEFORE_AFTER,
  ...SUPERLATIVE,
  ...GREEKLISH,
];
