/**
 * Word families the general compliance rules combine (general.ts), written against the
 * folded text (lower case, no accents, σ for ς; see text.ts). Greek entries are stems
 * followed by `W`, so every ending matches. A claim is rarely one fixed phrase: it is a flaw and a
 * verb that makes it vanish, an outcome and a word that makes it certain, a risk and a word that
 * makes it zero. Listing the families once and combining them within a clause catches the
 * phrasings nobody wrote down, which fixed phrases cannot.
 */
export const L = '\\p{L}';
/**
 * A letter or digit of the folded views (lower case, no accents), as a plain class: a lookbehind
 * written with \\p{L} stops V8 from skipping ahead to a pattern's first letters, which made every
 * rule scan the text position by position (about a hundred times slower).
 */
const WORD_CHAR = 'a-z0-9\\u00b5\\u00df-\\u024f\\u0370-\\u03ff\\u0400-\\u04ff\\u1f00-\\u1fff';
/** A word starts here / ends here. */
export const S = `(?<![${WORD_CHAR}])`;
export const E = `(?![${WORD_CHAR}])`;
/** The rest of a word (Greek endings). */
export const W = `${L}*`;

/** Up to n words between two parts of a claim, never across a sentence end (commas are crossed). */
export const gap = (n: number) => `(?:[^\\p{L}\\p{N}.!?;:\\n]+[\\p{L}\\p{N}'’%]+){0,${n}}?[^\\p{L}\\p{N}.!?;:\\n]+`;
/** Up to n words, never across a comma either (one clause). */
export const tight = (n: number) => `(?:[^\\p{L}\\p{N}.!?;:,\\n]+[\\p{L}\\p{N}'’%]+){0,${n}}?[^\\p{L}\\p{N}.!?;:,\\n]+`;
export const alt = (...xs: string[]) => `(?:${xs.join('|')})`;
/** `a` and `b` within n words of each other, in either order. */
export const near = (a: string, b: string, n: number, within: (n: number) => string = gap) => `(?:${a}${within(n)}${b}|${b}${within(n)}${a})`;
export const re = (source: string) => new RegExp(source, 'gu');
/** A family as whole words, or as Greek stems (any ending). */
const bounded = (words: string[]) => `${S}${alt(...words)}${E}`;
const started = (words: string[]) => `${S}${alt(...words)}`;
/**
 * A rule's gate from the word families it needs (see Rule.gate): the same words without the word
 * boundaries, which is what lets V8 skip ahead to them.
 */
export const gateOf = (...families: string[][]) => new RegExp(alt(...families.flat()), 'u');

// ---------------------------------------------------------------------------------------------
// What a treatment is said to fix.
// ---------------------------------------------------------------------------------------------

const FLAW_EN_WORDS = [
  'wrinkles?',
  `(?:fine|frown|forehead|smile|laugh|marionette|neck|necklace|lip|smoker['’]?s|bunny|expression|worry|glabellar|under[-\\s]?eye|vertical|barcode)\\s+lines`,
  'lines',
  `crow['’]?s[-\\s]?feet`,
  '(?:nasolabial|smile|laugh)\\s+folds',
  'folds',
  'creases',
  'furrows',
  'jowls',
  'sagging(?:\\s+skin)?',
  'laxity',
  '(?:loose|crepey|saggy)\\s+skin',
  'double\\s+chins?',
  'turkey\\s+neck',
  'cellulite',
  '(?:stubborn|belly|body|excess|unwanted|extra)\\s+fat',
  'fat',
  'love\\s+handles',
  'muffin\\s+tops?',
  'bingo\\s+wings',
  'saddlebags',
  'stretch\\s+marks',
  '(?:acne\\s+)?scars?',
  'scarring',
  'acne',
  'blemishes',
  'breakouts',
  'pimples',
  'blackheads',
  '(?:age|sun|dark|brown|liver)\\s+spots',
  'spots',
  '(?:hyper)?pigmentation',
  'melasma',
  'sun\\s+damage',
  'redness',
  'rosacea',
  'broken\\s+capillaries',
  '(?:thread|spider)\\s+veins',
  'dark\\s+circles',
  '(?:under[-\\s]?eye\\s+)?bags',
  'puffiness',
  'hollows',
  'tear\\s+troughs?',
  '(?:large|enlarged|open)?\\s*pores',
  'dullness',
  'dull\\s+skin',
  'uneven\\s+(?:skin\\s+)?tone',
  'sweat(?:ing|y\\s+\\p{L}+)?',
  '(?:signs\\s+of\\s+)?(?:ageing|aging)',
  'hair\\s+loss',
  'thinning\\s+hair',
  'imperfections',
  'flaws',
  'orange[-\\s]peel\\s+skin',
  'tired\\s+(?:eyes|look|skin)',
];
export const FLAW_EN = bounded(FLAW_EN_WORDS);

const FLAW_EL_WORDS = [
  `ρυτιδ${W}`,
  'γραμμ(?:η|εσ|ων|ουλ\\p{L}*)',
  `ποδ${W}\\s+τησ\\s+χηνασ`,
  `πατουσ${W}\\s+τησ\\s+χηνασ`,
  `ρινοπαρειακ${W}`,
  `αυλακ${W}`,
  `πτυχ${W}`,
  `σακουλ${W}`,
  `μαυρ${W}\\s+κυκλ${W}`,
  `βαθουλωμ${W}`,
  `κυτταριτιδ${W}`,
  'λιπ(?:οσ|ουσ|ακι\\p{L}*|οαποθεμ\\p{L}*|οκυτταρ\\p{L}*)',
  `τοπικ${W}\\s+παχ${W}`,
  `διπλοσαγον${W}`,
  `προγουλ${W}`,
  `χαλαρ(?:ωσ|ο\\s+δερμ|η\\s+επιδερμιδ)${W}`,
  `κρεμασμ${W}`,
  `ραγαδ${W}`,
  'ουλ(?:η|εσ|ων)',
  `σημαδ${W}`,
  `ακμ${W}`,
  `σπυρ${W}`,
  `μαυρ${W}\\s+στιγμ${W}`,
  'πορ(?:οι|ουσ|ων)',
  `κηλιδ${W}`,
  'παναδ\\p{L}*|πανα(?:δεσ)?',
  `μελασμ${W}`,
  `δυσχρωμι${W}`,
  `υπερμελαγχρωσ${W}`,
  `ερυθροτητ${W}`,
  `κοκκινιλ${W}`,
  `ροδοχρ${W}`,
  `ευρυαγγει${W}`,
  `φλεβιδ${W}|φλεβακ${W}`,
  `θαμπαδ${W}`,
  `ατελει${W}`,
  `ιδρωτ${W}|ιδρωμεν${W}|εφιδρωσ${W}|υπεριδρωσ${W}`,
  `τριχοπτωσ${W}`,
  `αραιωσ${W}\\s+(?:των\\s+)?μαλλιων`,
  `σημαδ${W}\\s+τησ\\s+(?:ηλικιασ|γηρανσησ)`,
  `γηρανσ${W}`,
];
export const FLAW_EL = started(FLAW_EL_WORDS);

// ---------------------------------------------------------------------------------------------
// Verbs that make a flaw vanish (a promise by themselves) and verbs that only treat it.
// ---------------------------------------------------------------------------------------------

export const ERASE_EN_WORDS = [
  `eras${W}`,
  `eliminat${W}`,
  `banish${W}`,
  `obliterat${W}`,
  `zap(?:s|ped|ping)?`,
  `nuk(?:e|es|ed|ing)`,
  `wip(?:e|es|ed|ing)\\s+(?:out|away|off)`,
  `melt${W}\\s+away`,
  // "melts your double chin": melting, unlike treating, leaves nothing behind.
  `melt(?:s|ed|ing)?`,
  `stop${W}\\s+(?:\\p{L}+\\s+){0,3}?in\\s+(?:its|their)\\s+tracks`,
  `delet${W}`,
  `vanish${W}`,
  `disappear${W}`,
  'get(?:s|ting)?\\s+rid\\s+of',
  'got\\s+rid\\s+of',
  '(?:say|says|said|saying|kiss|kissed|kissing|wave|waving|bid|bidding)\\s+(?:\\p{L}+\\s+){0,3}?(?:goodbye|bye|farewell)',
  'goodbye(?:\\s+to)?',
  'bye[-\\s]?bye',
  'farewell\\s+to',
  '(?:are|is|be|were|was)\\s+(?:all\\s+|long\\s+|completely\\s+)?(?:gone|history|a\\s+thing\\s+of\\s+the\\s+past)',
  '(?:forget|forgot|forgetting)\\s+(?:about\\s+)?',
  `ditch${W}`,
  `(?:blast|wash|fade|melt|smooth|sweep)(?:s|ed|ing)?\\s+(?:\\p{L}+\\s+)?away`,
  `undo(?:es|ing|ne)?`,
  `revers(?:e|es|ed|ing)`,
  `(?:kick|kicks|kicked|kicking)\\s+(?:\\p{L}+\\s+){0,2}?to\\s+the\\s+curb`,
  `(?:wipe|wipes|wiped|wiping)\\s+(?:\\p{L}+\\s+){0,2}?(?:out|away|off)`,
  `(?:so\\s+long|adios|ciao)`,
  `(?:(?:is|are|be|become|becomes|will\\s+be)\\s+)?(?:a\\s+)?(?:distant|faded|far-?off)\\s+memor(?:y|ies)`,
  '(?:is|are|be|become|becomes|became|will\\s+be)\\s+(?:just|only|nothing\\s+but)\\s+a\\s+memory',
  "(?:is|are|be|become|becomes)\\s+(?:ancient\\s+history|yesterday[’']?s\\s+news)",
];
export const ERASE_EN = bounded(ERASE_EN_WORDS);

export const ERASE_EL_WORDS = [
  `εξαφαν${W}`,
  `εξαλει[φψ]${W}`,
  `σβην${W}`,
  `σβησ${W}`,
  `εσβησ${W}`,
  `λιων${W}`,
  `λιωσ${W}`,
  // The past tense carries an augment ("έφυγαν", "χάθηκαν"): the flaw is reported gone.
  // "έφυγε με ένα πλάνο", "έφυγε από το ιατρείο": the client left, not the flaw.
  `εφυγ(?:αν|ε)(?!\\s+(?:με\\s+(?:ενα\\s+|μια\\s+|τισ\\s+|τα\\s+|τον\\s+|την\\s+)?(?:${L}+\\s+){0,2}?(?:πλανο|απαντησ${W}|ραντεβου|συμβουλ${W}|πληροφορ${W}|οδηγι${W}|προγραμμα|αποριεσ|συνταγη)|απο\\s+(?:το|την|τον)\\s+(?:ιατρει|κλινικ|ραντεβου|γραφει)${W}))`,
  `χαθηκ${W}`,
  `διωχν${W}`,
  `διωξ${W}`,
  `ξεφορτων${W}`,
  `απαλλα[γξσ]${W}`,
  `αποχαιρετ${W}`,
  'αντιο(?:\\s+σε|\\s+στ\\p{L}*)?',
  'τελοσ\\s+(?:στ\\p{L}*|σε|οι|τα|η|ο|το)',
  `(?:ανηκ${W}|γιν${W})\\s+(?:στο\\s+)?παρελθον`,
  `ξεχα(?:στε|σε|σ|τε)${W}(?:\\s+(?:για\\s+παντα\\s+)?(?:τισ|τα|τουσ|την|το|στισ|στα))?`,
  `ξεχν(?:ατε|α|ασ)(?:\\s+(?:τισ|τα|τουσ|την|το))?`,
  `εξοντων${W}`,
  `μακριν${W}\\s+αναμνησ${W}`,
  // "οι πανάδες γίνονται ανάμνηση", "θα γίνει ιστορία".
  `γιν${W}\\s+(?:μια\\s+)?(?:μακριν${W}\\s+|απλ${W}\\s+)?(?:αναμνησ${W}|ιστορια)`,
  `(?:bye(?:[-\\s]?bye)?|goodbye|byebye)`,
  `καταπολεμ${W}`,
  `(?:κανουν|κανει|λενε|πειτε|πεσ)\\s+(?:${L}+\\s+)?(?:αντιο|φτερα)`,
];
export const ERASE_EL = started(ERASE_EL_WORDS);

/** Treating a flaw is ordinary; treating it "completely", "for good" or "in one visit" is a promise. */
const TREAT_EN_WORDS = [
  `remov${W}`,
  `reduc${W}`,
  `treat${W}`,
  `fix${W}`,
  `correct${W}`,
  `clear${W}`,
  `smooth${W}`,
  `soften${W}`,
  `tackl${W}`,
  `improv${W}`,
  `lift${W}`,
  `tighten${W}`,
  `fill${W}`,
  `minimi[sz]${W}`,
  `fad(?:e|es|ed|ing)`,
  `lighten${W}`,
  `diminish${W}`,
  `shrink${W}`,
  `stop${W}`,
  `freez${W}`,
  `melt${W}`,
  `dissolv${W}`,
  `destroy${W}`,
  `blast${W}`,
  `kill${W}`,
  `(?:\\p{L}+)\\s+(?:it|them)\\s+away`,
  `sort${W}\\s+out`,
  // What a treatment does for the skin: ordinary, until "every skin, every time" or "overnight".
  `(?:re)?hydrat${W}`,
  `plump${W}`,
  `brighten${W}`,
  `firm(?:s|ed|ing)?`,
  `rejuvenat${W}`,
  `refresh${W}`,
  `renew${W}`,
  `restor${W}`,
  `repair${W}`,
  `regenerat${W}`,
  `rebuil${W}`,
  `nourish${W}`,
  `(?:take|takes|took)\\s+care\\s+of`,
];
export const TREAT_EN = bounded(TREAT_EN_WORDS);

const TREAT_EL_WORDS = [
  `αφαιρ${W}`,
  `μειων${W}`,
  `μειωσ${W}`,
  `διορθων${W}`,
  `διορθωσ${W}`,
  `αντιμετωπιζ${W}`,
  `λειαιν${W}`,
  `απαλυν${W}`,
  `γεμιζ${W}`,
  `σφιγγ${W}`,
  `ανορθων${W}`,
  `σταματ${W}`,
  `υποχωρ${W}`,
  `ξεθωρι${W}`,
  `χαν${W}`,
  `φευγ${W}`,
  `καθαριζ${W}`,
  `θεραπευ${W}`,
  `βελτιων${W}`,
  `λυν${W}`,
  `λυσ(?:ει|ουν|αμε)`,
  `παγων${W}`,
  `καταστρεφ${W}`,
  `διαλυ${W}`,
  `ενυδατ${W}`,
  `αναζωογον${W}`,
  `ανανεων${W}`,
  `αποκαθιστ${W}`,
  `λαμπρυν${W}`,
  `αναπλαθ${W}`,
  `αναγενν${W}`,
  `επιδιορθ${W}`,
  `ξαναχτιζ${W}`,
  `τονων${W}`,
];
export const TREAT_EL = started(TREAT_EL_WORDS);

// ---------------------------------------------------------------------------------------------
// Outcomes, and the words that make them certain, universal, complete or instant.
// ---------------------------------------------------------------------------------------------

const OUTCOME_EN_WORDS = [
  'results?',
  'outcomes?',
  'effects?',
  'works?',
  'worked',
  'working',
  'delivers?',
  'difference',
  'transformations?',
  `transform${W}`,
  'younger',
  'smoother',
  'firmer',
  'tighter',
  'slimmer',
  'lifted',
  'flawless',
  'perfect',
  `glow${W}`,
  'radiant',
  `look(?:s|ing)?\\s+(?:like|(?:\\p{L}+\\s+)?(?:younger|fresh\\p{L}*|rested|amazing|great|perfect|flawless|radiant|better|incredible|stunning|gorgeous|years))`,
  `fix${W}`,
  `eras${W}`,
  `remov${W}`,
  `improv${W}`,
  '(?:gives?|giving|leaves?|leaving)\\s+you',
  `(?:chisel|sculpt|snatch|contour)${W}`,
];
export const OUTCOME_EN = bounded(OUTCOME_EN_WORDS);

const OUTCOME_EL_WORDS = [
  `αποτελεσμα(?!τικ)${W}`,
  `πιαν${W}`,
  `πιασ${W}`,
  `δουλευ${W}`,
  `λειτουργ${W}`,
  `αποδιδ${W}`,
  `διορθων${W}`,
  `εξαφαν${W}`,
  `σβην${W}`,
  `νεοτερ${W}`,
  `σφιχτ${W}`,
  `λαμψ${W}`,
  `μεταμορφ${W}`,
  `βελτιω${W}`,
  'διαφορα',
  `αψογ${W}`,
  'τελει(?:α|ο|οσ|εσ|η)',
  'λει(?:α|ο|οσ|εσ|η)',
  '(?:θα\\s+)?(?:φαινεστε|δειχνετε|φανειτε|δειξετε|δειχνεισ|φαινεσαι)',
  '(?:σασ|σου)\\s+(?:δινει|δινουν|χαριζει|χαριζουν|εξασφαλιζει)',
  `σμιλ${W}`,
];
export const OUTCOME_EL = started(OUTCOME_EL_WORDS);

/** Every client, every time, every skin: nothing about individual variation survives these. */
export const UNIVERSAL_EN_WORDS = [
  'every\\s+(?:single\\s+)?(?:time|client|patient|customer|person|woman|man|face|case|age|body|one)',
  'everybody',
  'every\\s+(?:single\\s+)?skin(?:\\s+type)?(?!\\s+(?:booster|care|product|routine|concern|question|consultation|assessment|infections?|conditions?|problems?|issues?|irritations?|reactions?|diseases?|changes?|cancers?))',
  'each\\s+and\\s+every\\s+(?:time|client|patient|one)',
  'every(?:one|body)',
  'all\\s+skin\\s+types',
  'any\\s+skin(?:\\s+type)?(?!\\s+(?:booster|care|product|routine|concern|question|consultation|assessment|infections?|conditions?|problems?|issues?|irritations?|reactions?|diseases?|changes?|cancers?))',
  'all\\s+ages',
  'without\\s+exception',
  'no\\s+exceptions?',
  '100\\s?%\\s+of\\s+(?:the\\s+time|cases|clients|patients|people|women)',
  'no\\s+matter\\s+(?:what|how\\s+\\p{L}+|your\\s+\\p{L}+(?:\\s+(?:type|shape|tone|colou?r|size|concern))?)',
  'whatever\\s+your\\s+\\p{L}+(?:\\s+(?:type|shape|tone|colou?r|size|concern))?',
  'regardless\\s+of\\s+(?:your\\s+)?(?:age|skin|face|body|hair|shape|type|tone|genes|lifestyle)(?:\\s+(?:type|shape|tone|colou?r))?',
  'without\\s+fail',
  'on\\s+(?:everyone|anyone|any\\s+face)',
  'for\\s+(?:everyone|anyone)',
  'even\\s+(?:on\\s+)?(?:the\\s+)?(?:most\\s+)?(?:stubborn|deepest|toughest|worst|severe|oldest|hardest|sensitive)',
];
export const UNIVERSAL_EN = bounded(UNIVERSAL_EN_WORDS);

export const UNIVERSAL_EL_WORDS = [
  `(?:σε|για)\\s+(?:καθε|ολουσ\\s+τουσ|ολεσ\\s+τισ|ολα\\s+τα)\\s+(?:${L}+\\s+)?(?:πελατ${W}|ασθεν${W}|δερμα${W}|ηλικι${W}|περιπτωσ${W}|γυναικ${W}|ανδρ${W}|προσωπ${W}|τυπ${W}\\s+δερματοσ|ανθρωπ${W}|ατομ${W})`,
  'καθε\\s+(?:φορα|πελατ\\p{L}*|ασθεν\\p{L}*|δερμα|επιδερμιδα|προσωπο|σωμα|ηλικια|τυπο\\s+δερματοσ)',
  '(?:σε|για)\\s+(?:ολουσ|ολεσ|τον\\s+καθενα|την\\s+καθε\\s+μια)',
  `χωρισ\\s+(?:καμια\\s+)?εξαιρεσ${W}`,
  'ανεξαρτητα\\s+απο\\s+(?:την\\s+|τον\\s+|το\\s+)?(?:ηλικια|τυπο\\s+δερματοσ|σχημα|δερμα|τυπο)',
  // "ό,τι σχήμα προσώπου κι αν έχετε", "όποια ηλικία κι αν έχεις".
  `(?:ο\\s*,?\\s*τι|οποι${W})\\s+(?:${L}+\\s+){0,3}?(?:κι|και)\\s+αν\\s+(?:εχ|ειστε|εισαι|ειναι)${W}`,
  'οποια\\s+(?:κι\\s+αν|και\\s+αν)\\s+ειναι\\s+η\\s+ηλικια',
  'σε\\s+οποιοδηποτε\\s+δερμα',
  `(?:σε|για)\\s+καθε\\s+σωμ${W}`,
  `ακομη\\s+και\\s+(?:σε\\s+|στα\\s+|στισ\\s+|στουσ\\s+|τα\\s+|τισ\\s+|τουσ\\s+)?(?:πιο\\s+)?(?:επιμον|βαθι|δυσκολ|παλι|σοβαρ|ευαισθητ)${W}`,
];
export const UNIVERSAL_EL = started(UNIVERSAL_EL_WORDS);

export const COMPLETE_EN_WORDS = [
  'completely',
  'totally',
  'entirely',
  'fully',
  'wholly',
  '100\\s?%',
  '100\\s+percent',
  'all\\s+of\\s+them',
  'them\\s+all',
  'every\\s+last\\s+\\p{L}+',
  'without\\s+a\\s+trace',
];
export const COMPLETE_EN = bounded(COMPLETE_EN_WORDS);

export const COMPLETE_EL_WORDS = [
  'ολοκληρωτικα',
  'εντελωσ',
  'πληρωσ',
  'τελειωσ',
  'ολοσχερωσ',
  '100\\s?%',
  `χωρισ\\s+(?:να\\s+αφησ${W}\\s+)?ιχν${W}`,
  'ολ(?:εσ|ουσ|α)\\s+(?:μαζι|ανεξαιρετωσ)',
];
export const COMPLETE_EL = started(COMPLETE_EL_WORDS);

export const INSTANT_EN_WORDS = [
  'instant(?:ly)?',
  'immediate(?:ly)?',
  'overnight',
  'in\\s+(?:just\\s+)?(?:minutes|seconds|no\\s+time|a\\s+flash|one\\s+go)',
  'within\\s+(?:minutes|seconds|hours)',
  'right\\s+away',
  'straight\\s+away',
  'on\\s+the\\s+spot',
  'from\\s+(?:day|session|week)\\s+(?:one|1)',
  'from\\s+the\\s+(?:very\\s+)?first\\s+(?:day|session|treatment|visit|appointment|minute|application|syringe|week)',
  '(?:after|in|with|from)\\s+(?:just\\s+|only\\s+)?(?:one|a\\s+single|1)\\s+(?:session|visit|treatment|appointment|go|sitting)(?!\\s+(?:plan|course|programme|program|package))',
  '(?:the\\s+)?same[-\\s]day',
  '(?:from\\s+)?the\\s+(?:moment|minute|second)\\s+you\\s+(?:leave|walk\\s+out|get\\s+up|step\\s+out|sit\\s+up)',
  'as\\s+soon\\s+as\\s+you\\s+(?:leave|walk\\s+out|get\\s+up|step\\s+out)',
];
export const INSTANT_EN = bounded(INSTANT_EN_WORDS);

export const INSTANT_EL_WORDS = [
  'αμεσ(?:α|ωσ|ο|η|οι|εσ|ων)',
  `ακαριαι${W}`,
  `στιγμιαι${W}`,
  `αστραπιαι${W}`,
  '(?:μεσα\\s+)?σε\\s+(?:μια|ενα)\\s+(?:νυχτα|βραδυ)',
  '(?:μεσα\\s+)?σε\\s+(?:λιγα\\s+)?(?:λεπτα|δευτερολεπτα)',
  'απο\\s+την\\s+πρωτη\\s+(?:κιολασ\\s+)?(?:μερα|ημερα|συνεδρια|στιγμη|εφαρμογη|επισκεψη|εβδομαδα)',
  '(?:με|σε|μετα\\s+απο)\\s+(?:μολισ\\s+|μονο\\s+)?(?:μια|ενα|1)\\s+(?:μονο\\s+)?(?:συνεδρια|επισκεψη|θεραπεια|εφαρμογη)',
  'επι\\s+τοπου',
  'με\\s+τη\\s+μια',
  'απο\\s+τη\\s+μια\\s+μερα\\s+στην\\s+αλλη',
  'αυθημερον',
  `(?:απο\\s+)?τη(?:ν)?\\s+στιγμη\\s+που\\s+(?:σηκων|φευγ|βγαιν|τελειων)${W}`,
  `μολισ\\s+(?:σηκωθ|φυγ|βγ|τελειωσ)${W}`,
];
export const INSTANT_EL = started(INSTANT_EL_WORDS);

// ---------------------------------------------------------------------------------------------
// Permanence.
// ---------------------------------------------------------------------------------------------

export const FOREVER_EN_WORDS = [
  'forever',
  'for\\s+ever',
  'for\\s+good(?!\\s+(?:reason|measure|cause|health|skin|care|habits?))',
  'for\\s+(?:a\\s+)?life(?:time)?',
  'lifelong',
  'life[-\\s]long',
  'lifetime',
  'permanent(?:ly)?',
  'once\\s+and\\s+for\\s+all',
  'ever\\s+again',
  'for\\s+the\\s+rest\\s+of\\s+your\\s+life',
  'last(?:s|ing)?\\s+(?:a\\s+)?(?:life\\s*time|forever)',
  'never\\s+(?:need|have)\\s+(?:another|to\\s+(?:repeat|redo|come\\s+back|shave|wax))',
  "(?:never|won[’']?t\\s+ever|will\\s+never)\\s+(?:needs?|require|requires)\\s+(?:redoing|repeating|a\\s+top[-\\s]?up|topping\\s+up|another|to\\s+be\\s+(?:redone|repeated|topped\\s+up))",
  'irreversibl[ey]',
  'never\\s+(?:again|return\\p{L}*|comes?\\s+back|grows?\\s+back|fades?|wears?\\s+off|goes\\s+away|come\\s+back|grow\\s+back|wear\\s+off|go\\s+away)',
  `(?:do|does|will|would|did)?\\s*(?:n['’]?t|not)\\s+(?:ever\\s+)?(?:be\\s+)?(?:fad(?:e|ing)|wear(?:ing)?\\s+off|(?:come|coming|grow|growing)\\s+back|return(?:ing)?|go(?:ing)?\\s+away)`,
  '(?:stays?|remains?|keeps?|staying)\\s+(?:that\\s+way|like\\s+that|so)(?!\\s+for\\s+(?:months|years|a\\s+while|weeks|\\d))',
];
export const FOREVER_EN = bounded(FOREVER_EN_WORDS);

export const FOREVER_EL_WORDS = [
  'για\\s+παντα',
  'μια\\s+για\\s+παντα',
  'μια\\s+και\\s+καλη',
  'οριστικα',
  'μονιμα',
  'δια\\s+βιου',
  `ισοβι${W}`,
  'εφ\\s*ορου\\s+ζωησ',
  '(?:για\\s+)?μια\\s+ζωη',
  'ποτε\\s+ξανα',
  'για\\s+ολη\\s+(?:σασ\\s+|σου\\s+)?τη(?:ν)?\\s+ζωη',
  `(?:δεν|ποτε)\\s+(?:θα\\s+)?(?:ξανα)?χρεια(?:στ|ζ)${W}\\s+(?:ξανα|αλλη|αλλο|επαναληψ${W}|φρεσκαρισμα|συντηρησ${W})(?!\\p{L})(?!\\s+(?:για|πριν|μεχρι|εωσ|\\d))`,
  `δεν\\s+(?:θα\\s+)?(?:ξανα)?(?:φευγ|χαν|υποχωρ|ξεθωρι|επιστρεφ|ξαναβγ|ξαναεμφαν|ξαναγυρ|ξαναφυτρ|σβην|εξασθεν)${W}(?:\\s+ποτε)?`,
  '(?:μενει|μενουν|παραμενει|παραμενουν)\\s+(?:ετσι|ιδι\\p{L}*)(?!\\s+(?:για\\s+)?(?:μηνεσ|χρονια|καιρο|αρκετ|\\d))',
  `μη\\s+αναστρεψιμ${W}`,
];
export const FOREVER_EL = started(FOREVER_EL_WORDS);

// ---------------------------------------------------------------------------------------------
// Safety: risks and pain, and the words that make them zero.
// ---------------------------------------------------------------------------------------------

export const RISK_EN_WORDS = [
  'pain',
  'pains',
  'discomfort',
  'stinging',
  'burning',
  'downside',
  'ouch',
  'risks?',
  'danger',
  'harm',
  'complications?',
  'side[-\\s]?effects?',
  'adverse\\s+(?:effects?|reactions?|events?)',
  'bruis(?:e|es|ing)',
  'swelling',
  'scarring',
  'irritation',
  'allerg(?:y|ies|ic\\s+reactions?)',
  'reactions?',
  'lumps?',
  'asymmetry',
  'migration',
  'infections?',
  'burns?',
  'necrosis',
  'scars?',
];
export const RISK_EN = bounded(RISK_EN_WORDS);

export const RISK_EL_WORDS = [
  'πονο(?:σ|υ)?',
  `ενοχλησ${W}`,
  `δυσφορι${W}`,
  `κινδυν${W}`,
  `ρισκ${W}`,
  `παρενεργει${W}`,
  `επιπλοκ${W}`,
  `μελαν(?:ια|ιεσ|ιων)`,
  'πρηξιμ(?:ο|ατα)',
  `οιδημ${W}`,
  `ερεθισμ${W}`,
  `αλλεργ${W}(?:\\s+αντιδρασ${W})?`,
  `αντιδρασ${W}`,
  `σβωλ${W}|οζιδι${W}`,
  `ασυμμετρι${W}`,
  `μετακινησ${W}`,
  `λοιμωξ${W}`,
  `εγκαυμ${W}`,
  `ουλ(?:η|εσ|ων)`,
  `σημαδ${W}`,
];
export const RISK_EL = started(RISK_EL_WORDS);

const ZERO_EN_WORDS = [
  'no',
  'zero',
  'nil',
  'none',
  '0\\s?%',
  'without(?:\\s+any)?',
  'free\\s+(?:of|from)',
  'not\\s+a\\s+(?:single|trace\\s+of|hint\\s+of|bit\\s+of)',
  'not\\s+(?:one|any)(?:\\s+single)?',
  'without\\s+(?:even\\s+)?(?:a|one)\\s+single',
];
export const ZERO_EN = bounded(ZERO_EN_WORDS);

const ZERO_EL_WORDS = [
  `μηδεν${W}`,
  '0\\s?%',
  'χωρισ(?:\\s+(?:κανενα|καμια|κανεναν))?',
  'καθολου',
  `καν(?:ενα|εναν|ενασ)`,
  'καμια',
  'ουτε(?:\\s+(?:μια|ενα|ενασ))?',
  `ανυπαρκτ${W}`,
];
export const ZERO_EL = started(ZERO_EL_WORDS);

// ---------------------------------------------------------------------------------------------
// Treatments (the subject of a promotion) and the people counted as proof.
// ---------------------------------------------------------------------------------------------

const PROCEDURE_ANY_WORDS = [
  // Filler, booster and device brands (medical devices, fine to name, but a treatment all the same).
  'juvederm',
  'restylane',
  'teosyal',
  'belotero',
  'stylage',
  'saypha',
  'revolax',
  'ellanse',
  'jalupro',
  'nucleofill',
  'plinest',
  'rejuran',
  'morpheus\\s?8',
  'emsculpt',
  'coolsculpting',
  'ultherapy',
  'thermage',
  'fotona',
  'pico\\p{L}*',
  'dermapen',
  'aqualyx',
  'cryolipolysis',
  `κρυολιπολυσ${W}`,
  'treatments?',
  'sessions?',
  'fillers?',
  'syringes?',
  'injections?',
  'injectables?',
  'laser',
  'peels?',
  'peeling',
  'areas?',
  'units?',
  'touch[-\\s]?ups?',
  'procedures?',
  'hifu',
  'microneedling',
  'boosters?',
  'mesotherapy',
  'profhilo',
  'threads?',
  'lips?',
  'ipl',
  'prp',
  'hydrafacial',
  'led(?:\\s+(?:therapy|mask|session))?',
  `περιποιησ${W}\\s+προσωπου`,
  'facials?',
  'radiofrequency',
  'polynucleotides?',
  'sculptra',
  'radiesse',
  'ml',
  `θεραπει${W}`,
  `συνεδρι${W}`,
  `ενεσ${W}`,
  `συριγγ${W}`,
  `υαλουρονικ${W}`,
  'λειζερ',
  `μεσοθεραπει${W}`,
  'πιλινγκ',
  `νηματ${W}`,
  `περιοχ${W}`,
  `αποτριχωσ${W}`,
  `χειλ${W}`,
  `επεμβασ${W}`,
  `πραξ${W}`,
];
export const PROCEDURE_ANY = bounded(PROCEDURE_ANY_WORDS);

export const PEOPLE_EN = `(?:(?:happy|satisfied|delighted|smiling|loyal|returning|successful|perfect|flawless)\\s+)?(?:clients|patients|customers|women|men|people|faces|lips|smiles|treatments|procedures|sessions|injections|syringes|cases|transformations)`;
export const PEOPLE_EL = `(?:(?:ικανοποιημεν|ευχαριστημεν|χαμογελαστ|πιστ|επιτυχημεν|επιτυχ|τελει|αψογ)${W}\\s+)?(?:πελατ${W}|ασθεν${W}|γυναικ${W}|ανδρ${W}|ατομα|ανθρωπ${W}|προσωπα|χειλη|θεραπει${W}|επεμβασ${W}|συνεδρι${W}|ενεσ${W}|περιστατικα|χαμογελα)`;

/** A flaw that is "not there anymore", "δεν φαίνεται πια": worded as a negation, so intrinsic. */
export const NO_LONGER_EN_WORDS = [
  `(?:do|does|did)\\s*(?:n['’]?t|not)\\s+stand\\s+a\\s+chance`,
  `(?:won['’]?t|will\\s+not|don['’]?t|do\\s+not)\\s+(?:\\p{L}+\\s+)?know\\s+what\\s+hit\\s+(?:them|it)`,
  `(?:is|are|was|were)\\s+(?:\\p{L}+\\s+)?(?:not\\s+there|no\\s+longer\\s+(?:there|visible)|nowhere\\s+to\\s+be\\s+(?:seen|found))(?:\\s+any\\s?more)?`,
  `(?:isn['’]?t|aren['’]?t|wasn['’]?t|weren['’]?t)\\s+(?:\\p{L}+\\s+)?there\\s+any\\s?more`,
  `(?:can['’]?t|cannot)\\s+(?:even\\s+)?(?:be\\s+)?(?:see|seen|find|found|spot|spotted)(?:\\s+(?:them|it))?\\s+any\\s?more`,
];
export const NO_LONGER_EN = bounded(NO_LONGER_EN_WORDS);
export const NO_LONGER_EL_WORDS = [
  `δεν\\s+(?:${L}+\\s+)?(?:εχ${W}\\s+)?(?:καμια|καμμια|καμιασ)\\s+(?:ελπιδα|τυχη)`,
  `δεν\\s+(?:${L}+\\s+)?(?:φαιν${W}|υπαρχ${W}|διακριν${W}|βλεπ${W})\\s+(?:${L}+\\s+)?(?:πια|πλεον|ξανα)`,
  `αφαντ${W}`,
];
export const NO_LONGER_EL = started(NO_LONGER_EL_WORDS);
