import type { Rule } from './rules.js';
import {
  alt,
  COMPLETE_EL_WORDS,
  COMPLETE_EN_WORDS,
  ERASE_EL_WORDS,
  ERASE_EN_WORDS,
  FOREVER_EL_WORDS,
  FOREVER_EN_WORDS,
  gateOf,
  INSTANT_EL_WORDS,
  INSTANT_EN_WORDS,
  NO_LONGER_EL_WORDS,
  NO_LONGER_EN_WORDS,
  RISK_EL_WORDS,
  RISK_EN_WORDS,
  UNIVERSAL_EL_WORDS,
  UNIVERSAL_EN_WORDS,
  COMPLETE_EL,
  COMPLETE_EN,
  E,
  ERASE_EL,
  ERASE_EN,
  FLAW_EL,
  FLAW_EN,
  FOREVER_EL,
  FOREVER_EN,
  gap,
  INSTANT_EL,
  INSTANT_EN,
  L,
  near,
  NO_LONGER_EL,
  NO_LONGER_EN,
  OUTCOME_EL,
  OUTCOME_EN,
  PEOPLE_EL,
  PEOPLE_EN,
  PROCEDURE_ANY,
  re,
  RISK_EL,
  RISK_EN,
  S,
  tight,
  TREAT_EL,
  TREAT_EN,
  UNIVERSAL_EL,
  UNIVERSAL_EN,
  W,
  ZERO_EL,
  ZERO_EN,
} from './lexicon.js';

/**
 * General rules: claims recognised from the parts they are made of (lexicon.ts) rather
 * than from fixed phrases: a flaw and a verb that makes it vanish, an outcome and a word that makes
 * it universal, complete or instant, a risk and a word that makes it zero, a question about pain
 * answered "not at all", a count of clients offered as proof. They sit beside the phrase rules of
 * rules.ts, which keep the idioms no combination describes.
 */

/** A rule's gate: plain words, no lookbehind (see Rule.gate). */
const gate = (source: string) => new RegExp(source, 'u');

/** Side effects that fade are ordinary aftercare talk, not a promise ("redness disappears in hours"). */
const SIDE_EFFECT_TALK = re(`(?:swelling|bruis|redness|flaking|peeling\\s+skin|tenderness|numbness|πρηξιμ|μελαν|κοκκινιλ|ερυθροτητ|ξεφλουδ|ευαισθησια)`);
/** Words that make a sentence about individual variation or planning, not a promise. */
const INDIVIDUAL = re(
  `(?:differ|different|vary|varies|depend|personal|individual|tailor|review|assess|discuss|explain|check|track|photograph|document|διαφερ|διαφορετικ|εξαρτ|εξατομικ|προσωπικ|αξιολογ|συζητ|εξηγ|ελεγχ|παρακολουθ)`,
);

/** A question mark, maybe emoji, maybe "A:" before an answer. */
const ANSWER = `\\s*[?;]\\s*(?:[^\\p{L}\\p{N}\\s]+\\s*)*(?:(?:a|answer|απ|απαντηση)\\s*[:.\\-–—]\\s*)?`;
/** After a bare "no", a hedge makes the answer honest ("No, most people feel a slight sting"). */
const NO_HEDGE = `(?![^.!?;\\n]{0,40}(?:most|some|usually|mild|slight|little|only|bit|much|really|λιγο|ελαφρ|συνηθωσ|περισσοτερ|καποι|ηπι|μονο|ελαχιστ|ιδιαιτερ|πολυ))`;
const YES = `(?:yes|yep|yeah|absolutely|of\\s+course|definitely|certainly|totally|completely|100\\s?%|sure|ναι|απολυτωσ|απολυτα|φυσικα|σιγουρα|βεβαιωσ|εννοειται|ασφαλωσ|εντελωσ)${E}`;
const NO_EN = `(?:not\\s+at\\s+all|not\\s+(?:one\\s+)?bit|not\\s+even\\s+a\\s+little|nope|zero|nothing|none|never|no${E}${NO_HEDGE})`;
const NO_EL = `(?:καθολου|τιποτα|μηδεν${W}|ποτε|κανεν${W}|καμια|οχι${E}${NO_HEDGE})`;

const GENERAL_GUARANTEED: Rule[] = [
  {
    id: 'erase_flaws',
    category: 'guaranteed_outcome',
    gate: gateOf(ERASE_EN_WORDS, ERASE_EL_WORDS),
    unlessSentence: SIDE_EFFECT_TALK,
    patterns: [re(near(FLAW_EN, ERASE_EN, 3)), re(near(alt(FLAW_EL, FLAW_EN), alt(ERASE_EL, ERASE_EN), 3))],
  },
  {
    id: 'erase_flaws',
    category: 'guaranteed_outcome',
    gate: gateOf(COMPLETE_EN_WORDS, COMPLETE_EL_WORDS),
    unlessSentence: SIDE_EFFECT_TALK,
    patterns: [
      // "removes acne scars completely", "completely clears acne", "τις εξαφανίζει ολοκληρωτικά".
      re(`${COMPLETE_EN}${tight(1)}${alt(TREAT_EN, ERASE_EN)}${tight(3)}${FLAW_EN}`),
      re(`${alt(TREAT_EN, ERASE_EN)}${tight(1)}${COMPLETE_EN}${tight(3)}${FLAW_EN}`),
      re(`${alt(TREAT_EN, ERASE_EN)}${tight(3)}${FLAW_EN}${tight(2)}${COMPLETE_EN}`),
      re(`${alt(TREAT_EN, ERASE_EN)}\\s+(?:them|it|everything)\\s+${COMPLETE_EN}`),
      // The flaw as the subject: "stretch marks fade completely", "οι ραγάδες ξεθωριάζουν ολοκληρωτικά".
      re(`${FLAW_EN}${tight(1)}${alt(TREAT_EN, ERASE_EN)}${tight(2)}${COMPLETE_EN}`),
      re(`${FLAW_EL}${tight(1)}${alt(TREAT_EL, ERASE_EL)}${tight(2)}${COMPLETE_EL}`),
      re(`${COMPLETE_EL}${tight(1)}${alt(TREAT_EL, ERASE_EL)}${tight(3)}${FLAW_EL}`),
      re(`${alt(TREAT_EL, ERASE_EL)}${tight(2)}${COMPLETE_EL}${tight(3)}${FLAW_EL}`),
      re(`${alt(TREAT_EL, ERASE_EL)}${tight(3)}${FLAW_EL}${W}${tight(2)}${COMPLETE_EL}`),
      re(`${S}(?:τισ|τουσ|τα|την|το)\\s+${alt(TREAT_EL, ERASE_EL)}\\s+${COMPLETE_EL}`),
    ],
  },
  {
    id: 'erase_flaws',
    category: 'guaranteed_outcome',
    intrinsic: true,
    unlessSentence: SIDE_EFFECT_TALK,
    patterns: [
      // Came in with a flaw, left without it: "walked in with dark circles and left with none", "μπήκε με πανάδες, βγήκε χωρίς".
      re(
        `${S}(?:came|walked|arrived|showed\\s+up)\\s+(?:in\\s+)?with${tight(3)}${FLAW_EN}${gap(4)}(?:left|walked\\s+out|went\\s+home|leaves|walks\\s+out)\\s+(?:with\\s+(?:none|zero|no(?:ne)?\\s+\\p{L}+)|without\\s+(?:them|it|any|a\\s+trace|a\\s+single\\s+\\p{L}+)${E}|without(?=\\s*(?:[^\\p{L}\\p{N}\\s]|$)))`,
      ),
      re(
        `${S}(?:μπηκ|ηρθ|ερχ|μπαιν)${W}\\s+(?:εδω\\s+)?με${tight(3)}${FLAW_EL}${gap(4)}(?:βγηκ|εφυγ|φευγ|βγαιν|γυρισ)${W}\\s+(?:χωρισ\\s+(?:αυτ${W}|καμια|κανεν${W}|ιχνοσ|τιποτα)|χωρισ(?=\\s*(?:[^\\p{L}\\p{N}\\s]|$))|με\\s+(?:μηδεν|καμια|κανεν${W}))`,
      ),
    ],
  },
  {
    id: 'erase_flaws',
    category: 'guaranteed_outcome',
    intrinsic: true,
    unlessSentence: SIDE_EFFECT_TALK,
    // "No two wrinkles are alike", "Καμία ρυτίδα δεν είναι ίδια": talk about flaws, not their absence.
    // "Not a single wrinkle cream replaces SPF": the flaw names a product.
    unlessAfter: re(
      `^\\s+(?:δεν\\s+(?:ειναι|μοιαζ)|is\\s+(?:the\\s+same|like|alike|identical)|are\\s+(?:the\\s+same|alike|identical)|(?:creams?|serums?|treatments?|products?|remed\\p{L}*|solutions?|fillers?|κρεμ\\p{L}*|ορο\\p{L}*|θεραπει\\p{L}*|προιον\\p{L}*|λυσ\\p{L}*)${E})`,
    ),
    // A treatment that "leaves no mark" claims safety (a rule of its own), not an outcome.
    unlessBefore: re(`(?:leave|leaves|leaving|left|αφην${W}|αφησ${W}|αφηνοντασ)\\s+(?:${L}+\\s+)?$`),
    // None of the flaw left: "zero wrinkles in the photos", "καμία ρυτίδα στις φωτογραφίες".
    patterns: [re(`${S}(?:zero|not\\s+a\\s+single|καμια|κανενα|κανενασ|μηδεν${W}|ουτε\\s+(?:μια|ενα|ενασ))\\s+(?:${L}+\\s+)?${alt(FLAW_EN, FLAW_EL)}`)],
  },
  {
    id: 'certain_outcome',
    category: 'guaranteed_outcome',
    hedgeable: true,
    gate: gateOf(UNIVERSAL_EN_WORDS, UNIVERSAL_EL_WORDS, ['always', 'never\\s+fails', 'παντα', 'works', 'πραγματικα', 'σιγουρα', 'οντωσ']),
    // A clinic able to treat every skin type says what it offers, not what every skin will get.
    unlessSentence: new RegExp(`${INDIVIDUAL.source}|(?:able\\s+to|we\\s+can|we)\\s+treat\\s+(?:all|any|every)\\s+skin`, 'gu'),
    // An outcome for every client, every skin, every time.
    patterns: [
      re(near(alt(OUTCOME_EN, TREAT_EN), UNIVERSAL_EN, 6)),
      re(near(alt(OUTCOME_EL, TREAT_EL), UNIVERSAL_EL, 6)),
      re(`${S}(?:actually|really|truly|definitely)\\s+works${E}|${S}(?:πραγματικα|σιγουρα|οντωσ)\\s+(?:λειτουργ|πιαν|δουλευ|αποδιδ)${W}`),
      re(`${S}(?:always|never\\s+fails\\s+to)\\s+(?:works?|delivers?|gives?\\s+results)${E}`),
      re(`${S}(?:παντα|παντοτε)\\s+(?:πιαν|δουλευ|λειτουργ|αποδιδ)${W}`),
    ],
  },
  {
    id: 'instant_results',
    category: 'guaranteed_outcome',
    hedgeable: true,
    gate: gateOf(INSTANT_EN_WORDS, INSTANT_EL_WORDS),
    unlessSentence: re(
      `(?:takes|lasts|done\\s+in|performed|carried\\s+out|back\\s+to\\s+(?:work|normal|your)|return\\s+to|resume|make-?up|shower|exercise|downtime|book|reply|respond|ολοκληρων|διαρκ|γινεται|πραγματοποιειται|επιστρεφ|επιστροφη|δουλεια|δραστηριοτ|ραντεβου|απαντ|αποθεραπει)`,
    ),
    patterns: [
      re(
        near(
          `${S}${alt('results?', 'difference', 'boost', 'collagen', 'younger', 'smoother', 'firmer', 'tighter', 'slimmer', 'plumper', 'fuller', 'lifted', 'lift', `glow${W}`, 'radiant', 'radiance', `transform${W}`, `rejuvenat${W}`, 'refreshed', 'flawless', 'perfect', `wrinkle[-\\s]?free`, 'new\\s+(?:face|you|person|skin|look)', `repair${W}`, `regenerat${W}`, `rebuil${W}`, `(?:re)?hydrat${W}`, `heal${W}`)}${E}`,
          INSTANT_EN,
          4,
        ),
      ),
      re(`${FLAW_EN}${tight(2)}(?:fad${W}|soften${W}|disappear${W}|vanish${W}|gone|smooth${W}\\s+out|melt${W})${tight(3)}${INSTANT_EN}`),
      re(`${INSTANT_EN}${tight(3)}${FLAW_EN}${tight(2)}(?:fad${W}|soften${W}|disappear${W}|vanish${W}|gone|melt${W})`),
      re(
        near(
          `${S}${alt(`αποτελεσμα${W}`, 'διαφορα', `κολλαγον${W}`, `ενισχυσ${W}`, `νεοτερ${W}`, `σφιχτ${W}`, 'λει(?:α|ο|οσ|εσ|η)', `λαμψ${W}`, `λαμπ${W}`, `μεταμορφ${W}`, `αναζωογον${W}`, `ανανεωμεν${W}`, `αψογ${W}`, 'τελει(?:α|ο|οσ|εσ|η)', `καινουργι${W}\\s+(?:προσωπο|εμφανιση|δερμα)`, `φρεσκ${W}`, `επιδιορθ${W}`, `αναγενν${W}`, `ενυδατ${W}`, `επουλων${W}`)}`,
          INSTANT_EL,
          // Greek spends more words on articles and auxiliaries ("θα μιλήσουν από μόνα τους").
          6,
        ),
      ),
      re(near(`${FLAW_EL}${tight(2)}${TREAT_EL}`, INSTANT_EL, 3)),
      re(near(`${TREAT_EL}${tight(2)}${FLAW_EL}`, INSTANT_EL, 3)),
    ],
  },
  {
    id: 'erase_flaws',
    category: 'guaranteed_outcome',
    intrinsic: true,
    gate: gateOf(NO_LONGER_EN_WORDS, NO_LONGER_EL_WORDS),
    unlessSentence: SIDE_EFFECT_TALK,
    patterns: [re(`${FLAW_EN}${gap(3)}${NO_LONGER_EN}`), re(`${FLAW_EL}${gap(3)}${NO_LONGER_EL}|${NO_LONGER_EL}${gap(3)}${FLAW_EL}`)],
  },
  {
    id: 'erase_flaws',
    category: 'guaranteed_outcome',
    gate: gate(`[?;:]`),
    // "Acne scars? Gone." "Οι ουλές; Παρελθόν."
    patterns: [
      re(
        `${alt(FLAW_EN, FLAW_EL)}\\s*[?;:]\\s*(?:[^\\p{L}\\p{N}\\s]+\\s*)*(?:gone|history|a\\s+thing\\s+of\\s+the\\s+past|bye(?:[-\\s]bye)?|goodbye|erased|vanished|deleted|παρελθον|αντιο|τελοσ|εξαφανισμεν${W}|αφαντ${W}|σβησμεν${W})${E}`,
      ),
    ],
  },
  {
    id: 'certain_outcome',
    category: 'guaranteed_outcome',
    gate: gate(`flawless|perfect|poreless|ageless|spotless|impeccable|wrinkle|line.?free|blemish|αψογ|τελει|αρυτιδ|χωρισ ρυτιδ|again|ξανα|[?;:!]`),
    unlessSentence: re(`(?:perfect\\s+(?:time|moment|gift|day|place|way\\s+to\\s+(?:relax|start|end|treat))|τελεια\\s+(?:στιγμη|ευκαιρια|ιδεα|δωρο))`),
    // "leaves your skin flawless", "τέλεια χείλη", "look 30 again".
    patterns: [
      re(
        near(
          `${S}(?:flawless|perfect(?:ly\\s+smooth)?|poreless|ageless|spotless|impeccable|wrinkle[-\\s]?free|line[-\\s]?free|blemish[-\\s]?free)${E}`,
          `${S}(?:skin|face|complexion|lips|results?|jawline|contour|body|legs|nose|smile|profile|pout|brows)${E}`,
          2,
          tight,
        ),
      ),
      re(
        near(
          `${S}(?:αψογ${W}|τελει(?:α|ο|οσ|εσ|η|ου)|αρυτιδ${W}|χωρισ\\s+(?:ουτε\\s+μια\\s+)?ρυτιδ${W})`,
          `${S}(?:δερμα${W}|επιδερμιδ${W}|προσωπ${W}|χειλ${W}|αποτελεσμα${W}|περιγραμμα|σωμα|ποδια|μυτη|χαμογελο|προφιλ|οψη)`,
          2,
          tight,
        ),
      ),
      re(`${S}(?:look|feel|be)\\s+(?:\\d{2}|twenty|thirty|forty|fifty)\\s+again${E}`),
      re(`${S}(?:δειχνετε|φαινεστε|νιωθετε|νιωσετε|ειστε|γινετε|δειχνεισ|νιωθεισ)\\s+ξανα\\s+(?:\\d{2}|εικοσι|τριαντα|σαραντα|πενηντα)${W}`),
    ],
  },
  {
    id: 'certain_outcome',
    category: 'guaranteed_outcome',
    intrinsic: true,
    gate: gate(`[?;:!]`),
    // "Acne? Not anymore." "Cellulite? Not after our body plan." "Ακμή; Όχι πια!" ("Not after one session" and
    // "no more than usual" answer honestly.)
    patterns: [
      re(
        `${alt(FLAW_EN, FLAW_EL)}\\s*[?;:!]\\s*(?:[^\\p{L}\\p{N}\\s]+\\s*)*(?:not\\s+any\\s?more|no\\s+more(?!\\s+than)|never\\s+again|not\\s+(?:after(?!\\s+(?:just\\s+|only\\s+)?(?:one|a\\s+single|the\\s+first|1|a\\s+few|two|2)${E})|for\\s+long|with\\s+(?:us|our|this|the))|gone|history|οχι\\s+(?:πια|αλλο|πλεον|μετα(?!\\s+(?:απο\\s+)?(?:μια|μονο|την\\s+πρωτη|1|δυο|λιγ))|για\\s+πολυ|με\\s+(?:εμασ|το|τη|την|τα|τισ|τον))|ποτε\\s+ξανα|τελοσ|παρελθον)${E}`,
      ),
    ],
  },
  {
    id: 'certain_outcome',
    category: 'guaranteed_outcome',
    gate: gate(`like|σαν|οπωσ`),
    // "skin like a 25-year-old's", "λάμποντας σαν 25άρα".
    patterns: [
      re(`${S}(?:like|as\\s+if\\s+you\\s+were)\\s+(?:a\\s+|an\\s+)?(?:\\d+[-\\s]?(?:year[-\\s]?olds?|years?\\s+old)|teen(?:ager)?|newborn)(?:['’]s)?${E}`),
      re(`${S}(?:σαν|οπωσ)\\s+(?:(?:μια|ενα|ενασ|τησ|του|μιασ|ενοσ)\\s+)?(?:\\d+\\s?(?:αρ(?:α|ησ|ασ|η)|χρον${W})|εφηβ${W}|κοριτσακι|νεογεννητ${W})${E}`),
    ],
  },
  {
    id: 'instant_results',
    category: 'guaranteed_outcome',
    hedgeable: true,
    gate: gate(`one|single|1|μια|μία|ενα`),
    // "One appointment and you're dry", "one session is all it takes", "μία συνεδρία αρκεί".
    patterns: [
      re(
        `${S}(?:how\\s+many\\s+(?:sessions|treatments|visits|appointments|syringes)|ποσεσ\\s+(?:συνεδριεσ|θεραπειεσ|επισκεψεισ|συριγγεσ))[^?;\\n]{0,40}${ANSWER}(?:just\\s+|only\\s+|μονο\\s+)?(?:one|1|a\\s+single\\s+\\p{L}+|μια|ενα)${E}(?![^.!?;\\n]{0,30}(?:or|to|-|–|ή|εωσ|μεχρι|εωσ))`,
      ),
      re(
        `${S}(?:a\\s+single|one|1)\\s+(?:pass|shot|go|session|treatment|syringe)\\s+(?:(?:\\p{L}+\\s+)?does\\s+(?:the\\s+job|it|the\\s+trick|wonders)|is\\s+(?:all\\s+it\\s+takes|enough))${E}`,
      ),
      re(`${S}(?:αρκει|φτανει)\\s+(?:μονο\\s+)?(?:ενα|μια|1)\\s+(?:περασμα|συνεδρια|ενεση|θεραπεια|επισκεψη)${E}`),
      re(
        `${S}(?:just\\s+|only\\s+)?(?:one|a\\s+single|1)\\s+(?:session|visit|treatment|appointment|syringe|jab|sitting|shot)\\s*(?:,\\s*)?(?:and\\s+(?:you(?:['’]re|['’]ll|\\s+are|\\s+will|\\s+can\\s+forget)|your\\s+\\p{L}+\\s+(?:is|are|will)|it['’]?s\\s+gone|they['’]?re\\s+gone|bye|goodbye)|is\\s+all\\s+(?:it\\s+takes|you\\s+need)|is\\s+enough|(?:=|→|->))`,
      ),
      re(
        `${S}(?:μια|μονο\\s+μια|ενα|1)\\s+(?:μονο\\s+)?(?:συνεδρια|επισκεψη|θεραπεια|ενεση|ραντεβου)\\s*(?:,\\s*)?(?:και\\s+(?:ειστε|εισαι|τελοσ|αντιο|ξεχαστε|ξεχνατε|τα\\s+ξεχνατε|τισ\\s+ξεχνατε)|αρκει|φτανει|ειναι\\s+(?:αρκετη|αρκετο|ολο\\s+κι\\s+ολο)|(?:=|→|->))`,
      ),
    ],
  },
  {
    id: 'instant_results',
    category: 'guaranteed_outcome',
    hedgeable: true,
    gate: gate(`instantly|immediately|overnight|αμεσωσ|αμεσα|ακαριαια|στιγμιαια|επι τοπου|με τη μια`),
    // "lifts instantly", "ανεβαίνει αμέσως".
    patterns: [
      re(
        near(
          `${S}(?:lift${W}|tighten${W}|smooth${W}|plump${W}|erase${W}|transform${W}|rejuvenat${W}|refresh${W}|brighten${W}|firm${W}|sculpt${W})${E}`,
          `${S}(?:instantly|immediately|overnight)${E}`,
          1,
        ),
      ),
      re(
        near(
          `${S}(?:ανεβαιν${W}|σηκων${W}|σφιγγ${W}|λειαιν${W}|γεμιζ${W}|ανορθων${W}|αναζωογον${W}|μεταμορφων${W}|ξανανιων${W}|φρεσκαρ${W}|σβην${W}|εξαφαν${W}|λαμπ${W})`,
          `${S}(?:αμεσωσ|αμεσα|ακαριαια|στιγμιαια|επι\\s+τοπου|με\\s+τη\\s+μια)${E}`,
          1,
        ),
      ),
    ],
  },
  {
    id: 'guaranteed_results',
    category: 'guaranteed_outcome',
    // "... or your next session is on us": a result promised with a forfeit.
    gate: gate(`or |αλλιωσ|refund|money|χρηματα|λεφτα`),
    patterns: [
      re(`${S}or\\s+(?:your\\s+|the\\s+)?(?:next|another)\\s+(?:\\p{L}+\\s+)?(?:is|are|comes?)\\s+(?:on\\s+us|free|on\\s+the\\s+house)${E}`),
      re(`${S}or\\s+we\\s+(?:redo|repeat|re-?treat|treat\\s+(?:you|it)\\s+again|refund)${W}`),
      re(`${S}(?:we['’]?ll\\s+|we\\s+will\\s+)?(?:refund\\s+(?:you|your\\s+money)|give\\s+you\\s+your\\s+money\\s+back|get\\s+your\\s+money\\s+back)${E}`),
      re(`${S}(?:σασ\\s+)?επιστρεφ${W}\\s+(?:τα\\s+)?(?:χρηματα|λεφτα)${E}`),
      re(`${S}αλλιωσ\\s+(?:η|το|τη|την)\\s+(?:επομεν${W}|επιπλεον|δευτερ${W})\\s+(?:${L}+\\s+)?(?:ειναι\\s+)?(?:δικ${W}\\s+μασ|δωρεαν|κερασμεν${W})`),
      re(`${S}αλλιωσ\\s+(?:την|τη|το|τα)\\s+(?:επαναλαμβαν|ξανακαν)${W}\\s+(?:δωρεαν|χωρισ\\s+χρεωση)`),
    ],
  },
  {
    id: 'guaranteed_results',
    category: 'guaranteed_outcome',
    // Asked whether it works, answered "always".
    gate: gate(`[?;]`),
    patterns: [
      re(
        `${S}(?:works?|guarantee${W}|εγγυ${W}|πιαν${W}|λειτουργ${W}|δουλευ${W})[^.!?;\\n]{0,40}${ANSWER}(?:always|every\\s+(?:single\\s+)?time|100\\s?%|guaranteed|παντα|καθε\\s+φορα|εγγυημενα)${E}`,
      ),
      re(`${S}(?:guarantee${W}|εγγυ${W})[^.!?;\\n]{0,40}${ANSWER}${YES}`),
    ],
  },
];

GENERAL_GUARANTEED.push({
  id: 'erase_flaws',
  category: 'guaranteed_outcome',
  gate: gate(`burn|torch|blast|καιει|καινε|καιγ|κατακαι`),
  // Fat that is burnt off (not "burns" as a risk): "burns belly fat", "καίει το λίπος".
  patterns: [
    re(`${S}(?:burn|torch|blast|incinerat)${W}\\s+(?:off\\s+|away\\s+)?(?:\\p{L}+\\s+){0,2}?(?:fat|cellulite|love\\s+handles|double\\s+chins?|calories)${E}`),
    re(`${S}(?:καιει|καινε|καιγεται|καιγονται|κατακαι${W})\\s+(?:${L}+\\s+){0,2}?(?:λιπ${W}|κυτταριτιδ${W}|θερμιδ${W}|διπλοσαγον${W})`),
  ],
});

GENERAL_GUARANTEED.push({
  id: 'certain_outcome',
  category: 'guaranteed_outcome',
  intrinsic: true,
  gate: gate(`unhappy|dissatisfied|unsatisfied|disappointed|complain|regret|δυσαρεστ|απογοητευ|παραπον|μετανι|satisf|happy|ικανοποιημ|ευχαριστημ`),
  // Satisfaction as a universal: "never had an unhappy client", "100% happy clients", "ούτε μία δυσαρεστημένη".
  patterns: [
    re(
      `${S}(?:never|not)\\s+(?:once\\s+)?(?:had|seen|met|received|got)\\s+(?:a|an|one|any|a\\s+single)\\s+(?:single\\s+)?(?:unhappy|dissatisfied|unsatisfied|disappointed|complaint|regret|bad\\s+review)${W}`,
    ),
    re(
      `${S}(?:zero|no|not\\s+(?:a\\s+single|one))\\s+(?:unhappy|dissatisfied|unsatisfied|disappointed)\\s+(?:\\p{L}+\\s+)?(?:clients?|patients?|customers?|faces?)${E}|${S}(?:zero|not\\s+(?:a\\s+single|one))\\s+(?:complaints?|regrets?|bad\\s+reviews?)${E}`,
    ),
    re(
      `${S}(?:100\\s?%|every\\s+single|each\\s+and\\s+every)\\s+(?:of\\s+our\\s+)?(?:happy|satisfied|delighted)?\\s*(?:clients?|patients?|customers?)\\s+(?:(?:is|are|was|were|left|leave|walk\\s+out)\\s+)?(?:happy|satisfied|delighted|thrilled)${E}`,
    ),
    re(
      `${S}(?:ουτε\\s+(?:μια|ενα|ενασ)|καμια|κανεν${W}|μηδεν${W})\\s+(?:${L}+\\s+)?(?:δυσαρεστημεν${W}|απογοητευμεν${W}|παραπον${W}|αρνητικ${W}\\s+κριτικ${W})`,
    ),
    re(`${S}(?:100\\s?%|ολ(?:οι|εσ)\\s+οι)\\s+(?:${L}+\\s+)?(?:πελατ${W}|ασθεν${W})\\s+(?:${L}+\\s+)?(?:ικανοποιημεν${W}|ευχαριστημεν${W})`),
  ],
});

GENERAL_GUARANTEED.push({
  id: 'erase_flaws',
  category: 'guaranteed_outcome',
  gate: gate(`disappear|vanish|go away|melt away|fade away`),
  unlessSentence: SIDE_EFFECT_TALK,
  // The flaw named before, a pronoun after: "Stretch marks? Our laser makes them disappear."
  patterns: [
    re(
      `${S}(?:make|makes|making|made|watch|see)\\s+(?:them|it|those|these|each\\s+one)\\s+(?:\\p{L}+\\s+)?(?:disappear|vanish|go\\s+away|melt\\s+away|fade\\s+away)${E}`,
    ),
  ],
});

const GENERAL_SAFETY: Rule[] = [
  {
    id: 'no_risk',
    category: 'safety_claim',
    intrinsic: true,
    gate: gate(
      `n['’]?t|not|never|cannot|δεν|χωρισ|wrong|στραβα|fraction|minimal|negligible|virtually|almost|hardly|practically|ελαχιστ|αμελητε|σχεδον|zilch|nada|ουτε`,
    ),
    patterns: [
      re(
        `${S}(?:never|not)\\s+(?:once\\s+)?(?:had|seen|caused|experienced|recorded)\\s+(?:a\\s+single|one|any|a)?\\s*(?:single\\s+)?(?:\\p{L}+\\s+)?${RISK_EN}`,
      ),
      re(
        `${S}(?:δεν|ποτε\\s+δεν)\\s+(?:${L}+\\s+)?(?:ειχ|εχ|ειδ|καταγραψ|συνεβ|παρουσιαστ)${W}\\s+(?:ουτε\\s+(?:μια|ενα|ενασ|μια\\s+φορα)|καμια|κανεν${W})\\s+(?:${L}+\\s+)?${RISK_EL}`,
      ),
      re(
        `${S}(?:a\\s+fraction\\s+of\\s+the|minimal|minimum|negligible|virtually\\s+no|almost\\s+no|hardly\\s+any|practically\\s+no|next\\s+to\\s+no)\\s+(?:\\p{L}+\\s+)?(?:risks?|complications?|side[-\\s]?effects?|danger)${E}`,
      ),
      re(
        `${S}(?:ελαχιστ${W}|αμελητε${W}|σχεδον\\s+(?:μηδενικ${W}|καθολου|κανεν${W}|καμια))\\s+(?:${L}+\\s+)?(?:ρισκ${W}|κινδυν${W}|παρενεργει${W}|επιπλοκ${W})`,
      ),
      re(`${S}(?:felt|feel|feels|noticed)\\s+(?:absolutely\\s+)?(?:zilch|nada|zip|nothing\\s+at\\s+all)${E}`),
      re(`${S}(?:not|n['’]t|never|without)\\s+(?:\\p{L}+\\s+)?(?:even\\s+)?(?:a|one|a\\s+single)\\s+(?:pinch|sting|prick|twinge|ouch|bruise|mark)${E}`),
      re(`${S}ουτε\\s+(?:καν\\s+)?(?:ενα|μια|ενασ)\\s+(?:${L}+\\s+)?(?:τσιμπημα|πονακι|τσουξιμο|μελανια|σημαδι|σημαδακι)${E}`),
      re(
        `${S}(?:does\\s*n['’]?t|doesnt|does\\s+not|do\\s*n['’]?t|do\\s+not|will\\s+not|won['’]?t|cannot|can['’]?t|never|is\\s+not\\s+going\\s+to)\\s+(?:ever\\s+)?(?:cause|have|carry|pose|involve|lead\\s+to|leave|trigger|give\\s+you|result\\s+in)\\s+(?:any\\s+|a\\s+single\\s+)?(?:\\p{L}+\\s+)?${RISK_EN}`,
      ),
      re(
        `${S}δεν\\s+(?:θα\\s+)?(?:προκαλ|εχ|αφην|δημιουργ|ενεχ|συνεπαγ|παρουσιαζ|οδηγ|καν|φερν)${W}\\s+(?:σε\\s+)?(?:κανεν${W}|καμια|καθολου|ουτε\\s+(?:μια|ενα))?\\s*(?:${L}+\\s+)?${RISK_EL}`,
      ),
      re(
        `${S}nothing\\s+(?:that\\s+)?(?:can|could|will)\\s+(?:possibly\\s+)?go\\s+wrong${E}|${S}no\\s+way\\s+(?:it|anything)\\s+(?:can|could)\\s+go\\s+wrong${E}`,
      ),
      re(
        `${S}(?:δεν\\s+υπαρχει\\s+(?:καμια\\s+)?περιπτωση\\s+να\\s+(?:παει|πανε|παθετε|συμβει)\\s+(?:κατι\\s+)?(?:στραβα|κακο)|τιποτα\\s+δεν\\s+(?:θα\\s+)?(?:παει|πανε)\\s+στραβα)`,
      ),
    ],
  },
  {
    id: 'safe_claim',
    category: 'safety_claim',
    gate: gate(`safety|ασφαλει|comfortable|pain|gentle|ανετ|ξεκουραστ`),
    // "with complete safety", "με απόλυτη ασφάλεια", "totally comfortable".
    patterns: [
      re(`${S}(?:completely|totally|100\\s?%|absolutely|perfectly|entirely)\\s+(?:comfortable|pain[-\\s]?free|gentle\\s+and\\s+safe)${E}`),
      re(`${S}(?:απολυτωσ|απολυτα|εντελωσ|100\\s?%|τελειωσ|πληρωσ)\\s+(?:ανετ${W}|ξεκουραστ${W})`),
      re(`${S}(?:complete|total|absolute|full|100\\s?%|maximum|guaranteed|perfect|utmost)\\s+safety${E}`),
      re(`${S}(?:απολυτ${W}|πληρ${W}|100\\s?%|μεγιστ${W}|εγγυημεν${W}|τελει${W})\\s+ασφαλει${W}`),
    ],
  },
  {
    id: 'no_risk',
    category: 'safety_claim',
    intrinsic: true,
    gate: gateOf(RISK_EN_WORDS, RISK_EL_WORDS, [
      'hurt',
      'sting',
      'uncomfortable',
      'worry',
      'needle',
      'πονα',
      'πονεσ',
      'ενοχλ',
      'τσιμπ',
      'επωδυν',
      'επικινδυν',
      'dangerous',
    ]),
    // "Zero risk does not exist", "Μηδενικός κίνδυνος δεν υπάρχει": denying that the risk is zero.
    unlessBefore: re(`(?:μηδενικ${W}|zero|100\\s?%\\s+(?:ασφαλ${W}|safe))\\s+$`),
    unlessAfter: re('^\\s*(?:relief|medication|killers?|management|threshold|points?|factors?|assessment|in\\s+asking|done)'),
    patterns: [
      re(`${ZERO_EN}\\s+(?:(?:chance|possibility|likelihood|risk)\\s+(?:of\\s+)?|of\\s+the\\s+)?(?:\\p{L}+\\s+)?${RISK_EN}`),
      re(
        `${RISK_EN}\\s+(?:\\p{L}+\\s+){0,2}?(?:do\\s*n['’]?t|do\\s+not|never|won['’]?t|will\\s+not|simply\\s+don['’]?t|just\\s+don['’]?t)\\s+(?:ever\\s+)?(?:happen|occur|exist|arise)${E}`,
      ),
      re(`${RISK_EL}\\s+(?:${L}+\\s+){0,2}?(?:δεν|ποτε\\s+δεν)\\s+(?:συμβαιν|εμφανιζ|υπαρχ|προκυπτ|παρουσιαζ)${W}`),
      re(
        `${S}(?:you\\s+)?risk\\s+(?:absolutely\\s+)?nothing${E}|${S}(?:don['’]?t|do\\s+not|won['’]?t|will\\s+not)\\s+risk\\s+(?:anything|a\\s+thing)${E}|${S}δεν\\s+(?:θα\\s+)?ρισκαρ${W}\\s+(?:απολυτωσ\\s+|απολυτα\\s+)?(?:τιποτα|καθολου)${E}`,
      ),
      re(`${S}(?:pain|risk|bruise|scar|complication|side[-\\s]?effect|worry|needle)[-\\s]?free${E}`),
      re(`${ZERO_EL}\\s+(?:(?:πιθανοτητ${W}|περιπτωσ${W}|κινδυνο${W})\\s+(?:για\\s+)?|απο\\s+(?:τα|τουσ|τισ)\\s+)?(?:${L}+\\s+)?${RISK_EL}`),
      // "The pain? None." "Risk: zero." "Πόνος; Ανύπαρκτος."
      re(
        `${alt(RISK_EN, RISK_EL)}\\s*[?;:=]\\s*(?:[^\\p{L}\\p{N}\\s]+\\s*)*(?:(?:practically|virtually|basically|essentially|almost|pretty\\s+much|πρακτικα|σχεδον|ουσιαστικα)\\s+)?(?:zero|none|nil|nothing|0\\s?%?|non[-\\s]?existent|not\\s+at\\s+all|μηδεν${W}|κανεν${W}|καμια|τιποτα|ανυπαρκτ${W}|καθολου|0)${E}`,
      ),
      // Asked whether it hurts, answered "not at all".
      re(`${S}(?:hurts?|painful|pain|sting${W}|ouch|uncomfortable|discomfort)[^.!?;\\n]{0,40}${ANSWER}${NO_EN}`),
      re(`${S}(?:πονα${W}|πονεσ${W}|πονο${W}|ενοχλ${W}|τσιμπα${W}|επωδυν${W})[^.!?;\\n]{0,40}${ANSWER}${NO_EL}`),
      // Asked about risks, answered "none".
      re(
        `${S}(?:risks?|side[-\\s]?effects?|complications?|dangerous|κινδυν${W}|παρενεργει${W}|επιπλοκ${W}|ρισκο|επικινδυν${W})[^.!?;\\n]{0,40}${ANSWER}${alt(NO_EN, NO_EL)}`,
      ),
    ],
  },
  {
    id: 'safe_claim',
    category: 'safety_claim',
    // Asked whether it is safe or painless, answered "absolutely".
    gate: gate(`[?;]`),
    patterns: [re(`${S}(?:safe|harmless|painless|pain[-\\s]?free|ασφαλ${W}|ακινδυν${W}|ανωδυν${W})[^.!?;\\n]{0,40}${ANSWER}${YES}`)],
  },
  {
    id: 'painless',
    category: 'safety_claim',
    intrinsic: true,
    gate: gate(`nothing|notice|realis|realiz|feel|τιποτα|καν|καθολου|νιωθ|νιωσ|αισθαν|καταλαβ`),
    patterns: [
      re(`${S}(?:feels?|felt|feeling)\\s+like\\s+(?:absolutely\\s+|literally\\s+)?nothing${E}`),
      re(`${S}(?:feel|felt|notice|noticed)\\s+(?:absolutely\\s+|literally\\s+)?nothing${E}`),
      re(
        `${S}(?:you\\s+)?(?:won['’]?t|will\\s+not|wont|don['’]?t|didn['’]?t)\\s+(?:even\\s+)?(?:notice|realise|realize|feel)\\s+(?:a\\s+thing|anything|it|the\\s+(?:injection|needle|procedure|treatment|prick|pinch|laser|jab)s?)${E}`,
      ),
      re(
        `${S}δεν\\s+(?:θα\\s+)?(?:καταλαβ|νιωσ|νιωθ|αισθαν)${W}\\s+(?:καν\\s+)?(?:ποτε\\s+εγινε\\s+)?(?:την|τη|το|τισ|τα)\\s+(?:ενεσ${W}|βελον${W}|τσιμπημα|θεραπει${W}|πραξ${W})`,
      ),
      re(`${S}(?:δεν|ουτε)\\s+(?:θα\\s+)?(?:το|τη|την|τα)?\\s*(?:νιωθ|νιωσ|ενιωσ|αισθαν|καταλαβ)${W}\\s+(?:καν|καθολου|τιποτα)${E}`),
      re(`${S}(?:σαν|λεσ\\s+και)\\s+(?:να\\s+)?(?:μην|μη)\\s+(?:εγινε|εχει\\s+γινει|συνεβη)\\s+τιποτα${E}`),
    ],
  },
];

GENERAL_SAFETY.push({
  id: 'no_risk',
  category: 'safety_claim',
  intrinsic: true,
  hedgeable: true,
  gate: gate(
    `react|irritat|sting|burn|redden|swell|bruis|peel|flake|migrat|move|shift|lump|clump|droop|αντιδρ|ερεθιζ|τσουζ|καιει|κοκκινιζ|πρηζ|μελανιαζ|ξεφλουδιζ|μετακιν|μεταναστευ|σβωλιαζ`,
  ),
  // The skin that will not react: "even sensitive skin won't react", "δεν ερεθίζεται ποτέ".
  unlessSentence: re(`${S}(?:patch|tests?|tested|if|unless|when|whether|αν|εαν|οταν|τεστ|δοκιμ${W})${E}`),
  patterns: [
    re(
      `${S}(?:won['’]?t|will\\s+not|wont|doesn['’]?t|does\\s+not|doesnt|don['’]?t|do\\s+not|never)\\s+(?:ever\\s+)?(?:react|irritate|sting|burn|redden|swell|bruise|peel|flake|migrate|move|shift|lump|clump|droop)s?${E}`,
    ),
    re(`${S}(?:δεν|ποτε\\s+δεν)\\s+(?:θα\\s+)?(?:αντιδρ|ερεθιζ|τσουζ|καιει|κοκκινιζ|πρηζ|μελανιαζ|ξεφλουδιζ|μετακιν|μεταναστευ|σβωλιαζ)${W}`),
  ],
});

const GENERAL_PERMANENCE: Rule[] = [
  {
    id: 'permanent_results',
    category: 'permanence',
    unlessAfter: re('^\\s+(?:make[-\\s]?up|makeup|grateful|thankful|friends?)'),
    gate: gateOf(FOREVER_EN_WORDS, FOREVER_EL_WORDS),
    patterns: [
      re(
        near(
          alt(
            OUTCOME_EN,
            FLAW_EN,
            TREAT_EN,
            `${S}(?:hair(?:[-\\s]free)?|smooth|firm|tight|slim|young|youthful|plump|full|lifted|razors?|shaving|waxing|skin|lips|legs|underarms|face|body|jawline|contour)${E}`,
          ),
          FOREVER_EN.replace('permanent(?:ly)?', 'permanently'),
          4,
        ),
      ),
      re(
        near(
          alt(
            OUTCOME_EL,
            FLAW_EL,
            TREAT_EL,
            `${S}(?:τριχ${W}|τριχοφυι${W}|ξυραφ${W}|ξυρισμ${W}|κερ(?:ι|ωμα)|πιο\\s+${L}+|λει${W}|σφιχτ${W}|νε(?:α|ο|οσ|ανικ${W})|επιδερμιδ${W}|δερμα|χειλ${W}|ποδια|μασχαλ${W}|προσωπο|σωμα)`,
          ),
          FOREVER_EL,
          4,
        ),
      ),
    ],
  },
  {
    id: 'permanent_results',
    category: 'permanence',
    intrinsic: true,
    gate: gate(`again|ξανα`),
    // "Your under-eye bags will never bother you again", "δεν θα σας ενοχλήσουν ποτέ ξανά".
    patterns: [
      re(`${FLAW_EN}${gap(3)}(?:will\\s+|are\\s+going\\s+to\\s+)?never\\s+(?:\\p{L}+\\s+){1,3}?(?:ever\\s+)?again${E}`),
      re(`${FLAW_EL}${gap(4)}(?:δεν\\s+(?:θα\\s+)?(?:${L}+\\s+){1,3}?ποτε\\s+ξανα|ποτε\\s+ξανα)${E}`),
    ],
  },
  {
    id: 'permanent_results',
    category: 'permanence',
    // Asked whether it lasts, answered "yes".
    gate: gate(`[?;]`),
    patterns: [re(`${S}(?:permanent${W}|forever|for\\s+life|μονιμ${W}|για\\s+παντα|οριστικ${W}|δια\\s+βιου)[^.!?;\\n]{0,30}${ANSWER}${YES}`)],
  },
  {
    id: 'permanent_results',
    category: 'permanence',
    // "The results? Permanent."
    gate: gate(`[?;:]`),
    patterns: [
      re(
        `${S}(?:results?|outcome|effects?|it|lips|volume|duration|αποτελεσμα${W}|ογκ${W}|χειλ${W}|διαρκει${W})\\s*[?;:]\\s*(?:[^\\p{L}\\p{N}\\s]+\\s*)*(?:permanent|forever|lifelong|for\\s+life|μονιμ${W}|για\\s+παντα|δια\\s+βιου)${E}`,
      ),
    ],
  },
];

const GENERAL_UNPROVEN: Rule[] = [
  {
    id: 'cure_claim',
    category: 'unproven_efficacy',
    gate: gate(
      `immun|cold|flu|ill|infect|disease|virus|cancer|detox|hangover|energy|vitality|libido|ανοσο|κρυολογ|γριπ|ιωσ|λοιμωξ|ασθεν|καρκιν|αποτοξιν|τοξιν|μεταβολισμ|metabolism`,
    ),
    // Health claims for drips and wellness add-ons.
    patterns: [
      re(
        `${S}(?:boost${W}|strengthen${W}|support${W}|improv${W}|enhanc${W}|supercharg${W}|rev\\s+up)\\s+(?:your\\s+|the\\s+)?(?:immun${W}|immune\\s+system|metabolism|defen[cs]es)${E}`,
      ),
      re(
        `${S}(?:prevent${W}|keep${W}\\s+(?:\\p{L}+\\s+)?away|fight${W}\\s+off|ward${W}\\s+off|protect${W}\\s+(?:you\\s+)?(?:from|against))\\s+(?:\\p{L}+\\s+){0,2}?(?:colds?|flu|illness\\p{L}*|infections?|diseases?|viruses?|cancer)${E}`,
      ),
      re(`${S}(?:colds?|flu|illness\\p{L}*|infections?|viruses?)\\s+(?:\\p{L}+\\s+)?(?:stay\\s+away|are\\s+kept\\s+away)${E}`),
      re(`${S}detox${W}\\s+(?:your\\s+|the\\s+)?(?:body|blood|liver|system|organism)${E}`),
      re(`${S}(?:cures?|fix(?:es)?|beats?|kills?)\\s+(?:your\\s+|any\\s+)?hangovers?${E}|${S}hangover\\s+(?:cure|fix|killer)${E}`),
      re(`${S}(?:boost${W}|increas${W}|restor${W})\\s+(?:your\\s+)?(?:energy(?:\\s+levels)?|vitality|libido)${E}`),
      re(`${S}(?:ενισχυ${W}|τονων${W}|θωρακιζ${W}|βελτιων${W}|ενδυναμων${W}|επιταχυν${W})\\s+(?:το\\s+|τον\\s+)?(?:ανοσοποιητικ${W}|αμυν${W}|μεταβολισμ${W})`),
      re(`${S}(?:προλαμβαν|αποτρεπ|κρατ|προστατευ|καταπολεμ)${W}\\s+(?:${L}+\\s+){0,3}?(?:κρυολογ|γριπ|ιωσ|λοιμωξ|ασθενει|καρκιν)${W}`),
      re(`${S}αποτοξινων${W}\\s+(?:τον\\s+|το\\s+)?(?:οργανισμ|σωμα|αιμα|συκωτ)${W}`),
    ],
  },
  {
    id: 'proven_claim',
    category: 'unproven_efficacy',
    gate: gate(`every|all|most|top|leading|ολοι|καθε|περισσοτερ|κορυφαι`),
    // Endorsements nobody can substantiate: "the treatment every dermatologist recommends".
    patterns: [
      re(
        `${S}(?:every|all|most|top|leading|\\d+\\s+out\\s+of\\s+\\d+)\\s+(?:\\p{L}+\\s+)?(?:doctors?|dermatologists?|experts?|surgeons?|physicians?|celebrities|stars|influencers)\\s+(?:\\p{L}+\\s+){0,3}?(?:recommend|swear\\s+by|trust|use|choose|prefer|approve|love)${W}`,
      ),
      re(
        `${S}(?:ολοι\\s+οι|καθε|οι\\s+περισσοτεροι|οι\\s+κορυφαιοι)\\s+(?:${L}+\\s+)?(?:δερματολογ|γιατρ|ιατρ|ειδικ|σταρ|διασημ|χειρουργ)${W}\\s+(?:${L}+\\s+){0,3}?(?:προτειν|συστην|εμπιστευ|χρησιμοποι|επιλεγ|λατρευ|ορκιζ)${W}`,
      ),
    ],
  },
  {
    id: 'numeric_claim',
    category: 'unproven_efficacy',
    // Counts of clients or treatments offered as proof.
    gate: gate(`\\d{3}|\\d[,.]\\d{3}|thousands|hundreds|millions|χιλιαδ|εκατονταδ`),
    patterns: [
      re(`${S}(?:(?:over|more\\s+than|almost|nearly|some)\\s+)?(?:\\d{1,3}(?:[,.]\\d{3})+|\\d{3,})\\s*\\+?\\s+${PEOPLE_EN}${E}`),
      re(`${S}(?:thousands|hundreds|tens\\s+of\\s+thousands|millions)\\s+of\\s+${PEOPLE_EN}${E}`),
      re(`${S}(?:(?:πανω|περισσοτερ${W})\\s+απο\\s+|ηδη\\s+|σχεδον\\s+)?(?:\\d{1,3}(?:[,.]\\d{3})+|\\d{3,})\\s*\\+?\\s+${PEOPLE_EL}`),
      re(`${S}(?:χιλιαδεσ|εκατονταδεσ|δεκαδεσ\\s+χιλιαδεσ)\\s+(?:${L}+\\s+)?${PEOPLE_EL}`),
    ],
    // A number of people is proof only where the sentence boasts of it.
    onlyIfSentence: re(
      `(?:trust|treated|helped|served|transform|happy|satisfied|delighted|success|over|more\\s+than|\\+|chose|choose|love|counting|join|smiles|performed|done|επιτυχ|πανω\\s+απο|περισσοτερ|εμπιστευ|περιποιηθ|θεραπευσ|βοηθησ|ικανοποιημ|ευχαριστημ|χαμογελ|επελεξαν|διαλεξαν|πραγματοποιησ|κανει|μετραμε|εχουμε|αγαπ)`,
    ),
    unlessSentence: re(`(?:first|πρωτ)\\p{L}*\\s+\\d`),
  },
  {
    id: 'numeric_claim',
    category: 'unproven_efficacy',
    gate: gate(
      `x |times|twice|φορεσ|younger|off|decade|νεοτερ|μικροτερ|doubl|tripl|διπλασι|τριπλασι|says|shows|proves|λεει|λενε|δειχν|αποδεικν|research|ερευν|μελετ`,
    ),
    patterns: [
      re(
        `${S}(?:\\d+|two|three|four|five|ten|twice|δυο|τρεισ|τεσσερισ|πεντε|δεκα)\\s?(?:x|times|φορεσ)\\s+(?:more|faster|better|stronger|longer|firmer|smoother|πιο|περισσοτερ${W}|ταχυτερ${W}|γρηγορ${W}|καλυτερ${W})`,
      ),
      re(`${S}twice\\s+as\\s+(?:effective|fast|good|long|much|strong)${E}`),
      re(
        `${S}(?:double|doubles|doubled|triple|triples|tripled|διπλασιαζ${W}|τριπλασιαζ${W})\\s+(?:\\p{L}+['’]?s?\\s+){0,2}?(?:collagen|elastin|hydration|volume|firmness|radiance|κολλαγον${W}|ελαστιν${W}|ενυδατωσ${W}|ογκ${W}|σφριγηλοτητ${W}|λαμψ${W})${E}`,
      ),
      re(
        `${S}(?:backed\\s+by|with|after|thanks\\s+to)\\s+(?:over\\s+|more\\s+than\\s+)?(?:\\d+|decades)\\s+(?:years\\s+)?of\\s+(?:research|science|studies|clinical\\s+\\p{L}+|development)${E}`,
      ),
      re(`${S}(?:\\d+|δεκαετιεσ)\\s+(?:χρονια|ετη|χρονων)?\\s*(?:ερευνασ|μελετων|επιστημονικ${W}\\s+ερευν${W})${E}`),
      re(
        `${S}(?:science|research|studies|the\\s+data)\\s+(?:says?|shows?|proves?)\\s*:|${S}(?:η\\s+)?(?:επιστημη|ερευνα|μελετεσ)\\s+(?:λεει|λενε|δειχνει|δειχνουν|αποδεικνυει)\\s*:`,
      ),
      re(`${S}(?:a\\s+decade|decades|(?:two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|\\d+)\\s+years?)\\s+(?:younger|off)${E}`),
      re(
        `${S}(?:δυο|τρια|τεσσερα|πεντε|εξι|επτα|εφτα|οχτω|οκτω|εννια|δεκα|δεκαπεντε|εικοσι|μια\\s+δεκαετια|\\d+)\\s+(?:χρονια|ετη|χρονουσ)?\\s*(?:πιο\\s+)?(?:νεοτερ|μικροτερ)${W}`,
      ),
      re(`${S}(?:νεοτερ|μικροτερ)${W}\\s+(?:κατα\\s+)?(?:δυο|τρια|πεντε|δεκα|δεκαπεντε|εικοσι|μια\\s+δεκαετια|\\d+)\\s+(?:χρονια|ετη)`),
    ],
  },
  {
    id: 'proven_claim',
    category: 'unproven_efficacy',
    hedgeable: true,
    gate: gate(`tested|shown|proven|proved|demonstrated|validated|certified|ελεγμεν|μελετημεν|δοκιμασμεν`),
    patterns: [
      re(
        `${S}(?:tested|shown|proven|proved|demonstrated|validated|certified)\\s+to\\s+(?:work|reduce|remove|improve|boost|increase|lift|tighten|smooth|erase|eliminate|deliver|give|make|stimulate|restore|rejuvenate|regenerate|repair|firm|plump|hydrate|brighten|fade|clear|melt|destroy|last)${E}`,
      ),
      re(`${S}(?:κλινικα|επιστημονικα|εργαστηριακα|δερματολογικα|ιατρικα)\\s+(?:ελεγμεν${W}|μελετημεν${W}|δοκιμασμεν${W})\\s+(?:οτι|πωσ|να|για\\s+να)${E}`),
    ],
  },
];

GENERAL_UNPROVEN.push(
  {
    id: 'numeric_claim',
    category: 'unproven_efficacy',
    gate: gate(`equal|equivalent|same as|worth of|ισοδυναμ|ισο με|οσο |αντιστοιχ`),
    // An effect counted in something else nobody can check: "equal to 20,000 sit-ups", "ισοδυναμεί με 20.000 κοιλιακούς".
    patterns: [
      re(
        `${S}(?:equal|equivalent)\\s+to\\s+(?:doing\\s+)?(?:about\\s+|over\\s+|more\\s+than\\s+)?(?:\\d[\\d,.]*|hundreds|thousands|months|years|weeks)\\s+(?:of\\s+)?\\p{L}+|${S}(?:the\\s+same\\s+as|as\\s+much\\s+as)\\s+(?:doing\\s+)?\\d[\\d,.]*\\s+\\p{L}+|${S}(?:\\d[\\d,.]*|months|years)\\s+(?:\\p{L}+\\s+)?worth\\s+of\\s+(?:\\p{L}+\\s+)?(?:sit[-\\s]?ups|crunches|squats|workouts?|gym|exercise|training|creams?|facials)${E}`,
      ),
      re(
        `${S}(?:ισοδυναμ${W}|ισο\\s+με|αντιστοιχ${W})\\s+(?:με\\s+)?(?:πανω\\s+απο\\s+)?(?:\\d[\\d,.]*|χιλιαδεσ|εκατονταδεσ|μηνεσ|χρονια)\\s+${L}+|${S}οσο\\s+(?:\\d[\\d,.]*|χιλιαδεσ)\\s+(?:κοιλιακ|καθισμ|προπονησ|ωρεσ\\s+γυμναστικ)${W}`,
      ),
    ],
  },
  {
    id: 'proven_claim',
    category: 'unproven_efficacy',
    gate: gate(`swear|ορκιζ|vouch|εγγυων`),
    // Endorsement by people whose word sounds like proof: "our dermatologists swear by it".
    patterns: [
      re(
        `${S}(?:doctors?|dermatologists?|experts?|surgeons?|physicians?|nurses?|injectors?|celebrities|stars|influencers|models|scientists)\\s+(?:\\p{L}+\\s+){0,2}?(?:swear\\s+by|vouch\\s+for)${E}`,
      ),
      re(`${S}(?:γιατρ|ιατρ|δερματολογ|ειδικ|χειρουργ|νοσηλευτ|σταρ|διασημ|influencer|μοντελ)${W}\\s+(?:${L}+\\s+){0,2}?(?:ορκιζ${W}|εγγυωνται\\s+για)`),
    ],
  },
);

GENERAL_UNPROVEN.push({
  id: 'numeric_claim',
  category: 'unproven_efficacy',
  gate: gate(`%|percent|τοισ εκατο`),
  // A treatment credited with a share of something: "removes 40% of fat cells", "αφαιρεί το 40% του λίπους".
  unlessSentence: re(`(?:off|discount|save|εκπτωσ|εξοικονομ)`),
  patterns: [
    re(
      `${alt(TREAT_EN, ERASE_EN)}\\s+(?:up\\s+to\\s+|about\\s+|around\\s+|over\\s+|nearly\\s+|almost\\s+)?(?:the\\s+|a\\s+)?\\d+(?:[.,]\\d+)?\\s?(?:%|percent)`,
    ),
    re(
      `${alt(TREAT_EL, ERASE_EL)}\\s+(?:εωσ\\s+|μεχρι\\s+|περιπου\\s+|πανω\\s+απο\\s+|σχεδον\\s+)?(?:και\\s+)?(?:το\\s+)?\\d+(?:[.,]\\d+)?\\s?(?:%|τοισ\\s+εκατο)`,
    ),
  ],
});

GENERAL_UNPROVEN.push(
  {
    id: 'proven_claim',
    category: 'unproven_efficacy',
    gate: gate(`dna|cell|stem|molecul|genetic|gene|mitochond|telomer|epigenet|κυτταρ|γονιδ|μοριακ|μιτοχονδρ|τελομερ`),
    // Claims at the level of cells and genes nobody can show in a clinic: "regenerates your skin at the DNA
    // level". The verb acts on the genes or cells (in that order): "made from DNA fragments, supports
    // skin repair" only names what a product is. Plain "cells" need a verb that undoes ageing.
    patterns: [
      re(
        `${S}(?:(?:regenerat|repair|rebuil|revers|reprogram|rewir|reactivat|activat|wak(?:e|es|ing)\\s+up|stimulat|rejuvenat|renew|restor|heal|recod|reset|turn${W}\\s+back)${W}${gap(5)}(?:dna|(?:cellular|genetic|molecular|epigenetic|dna)\\s+level|stem\\s+cells?|mitochondri${W}|telomer${W}|genes?|(?:your\\s+)?genetic\\s+code)|(?:regenerat|repair|rebuil|revers|reprogram|rewir|reactivat|wak(?:e|es|ing)\\s+up|recod|reset|turn${W}\\s+back|rejuvenat)${W}${gap(4)}(?:your\\s+|the\\s+)?(?:skin\\s+|damaged\\s+|ageing\\s+|aging\\s+|old\\s+|tired\\s+)?cells)${E}`,
      ),
      re(
        `${S}(?:αναγενν|επιδιορθ|ξαναχτιζ|αναστρεφ|επαναπρογραμματ|επανενεργοποι|ενεργοποι|ξυπν|διεγειρ|αναζωογον|ανανεων|αποκαθιστ|θεραπευ|γυριζ${W}\\s+πισω)${W}${gap(5)}(?:dna|βλαστοκυτταρ${W}|γονιδ${W}|μοριακ${W}|μιτοχονδρ${W}|τελομερ${W}|κυτταρικ${W}|(?:τα\\s+)?(?:γερασμεν${W}\\s+|κουρασμεν${W}\\s+|κατεστραμμεν${W}\\s+)?κυτταρα)`,
      ),
    ],
  },
  {
    id: 'numeric_claim',
    category: 'unproven_efficacy',
    gate: gate(`minute|min|hour|λεπτ|ωρ`),
    // A new face part in minutes: "a brand-new jawline in 20 minutes", "καινούργιο περίγραμμα σε 20 λεπτά".
    patterns: [
      re(
        `${S}(?:new|brand[-\\s]new|fresh|perfect|flawless|younger|smoother|fuller|lifted|sculpted|defined|snatched|plumper)\\s+(?:\\p{L}+\\s+)?(?:face|jawline|jaw|nose|lips?|skin|look|profile|body|contour|you|smile|eyes|brows|neck|chin|cheeks|pout)\\s+(?:in|within)\\s+(?:just\\s+|only\\s+|under\\s+)?\\d+\\s*(?:minutes?|mins?|hours?)${E}`,
      ),
      re(
        `${S}(?:καινουργι|νε|τελει|αψογ|σμιλεμεν|λει|φρεσκ|γεματ|σφιχτ)${W}\\s+(?:${L}+\\s+)?(?:προσωπο|περιγραμμα|γναθο|μυτη|χειλη|δερμα|επιδερμιδα|εμφανιση|προφιλ|σωμα|χαμογελο|ματια|φρυδια|λαιμο|πηγουνι|ζυγωματικα)\\s+(?:σε|μεσα\\s+σε)\\s+(?:μολισ\\s+|μονο\\s+)?\\d+\\s*(?:λεπτα|ωρεσ|ωρα)${E}`,
      ),
    ],
  },
);

const PROCEDURE_NEAR = (free: string) => re(near(PROCEDURE_ANY, free, 5));
GENERAL_UNPROVEN.push(
  {
    id: 'numeric_claim',
    category: 'unproven_efficacy',
    gate: gate(`%|percent|τοισ εκατο`),
    unlessSentence: re(
      `(?:bruis|swell|side|complication|risk|experience|develop|suffer|allerg|react|μελαν|πρηξ|παρενεργ|επιπλοκ|κινδυν|εμφανιζ|αναπτυσσ|αντιδρ|off|discount|εκπτωσ)`,
    ),
    // "in 95% of cases", "στο 95% των περιπτώσεων".
    patterns: [
      re(
        `${S}\\d+(?:[.,]\\d+)?\\s?(?:%|percent)\\s+of\\s+(?:all\\s+)?(?:our\\s+)?(?:cases|clients|patients|people|users|women|men|customers|treated\\s+\\p{L}+)${E}`,
      ),
      re(
        `${S}\\d+(?:[.,]\\d+)?\\s?(?:%|τοισ\\s+εκατο)\\s+(?:των|απο\\s+τ${W})\\s+(?:${L}+\\s+)?(?:περιπτωσεων|πελατ${W}|ασθεν${W}|ανθρωπ${W}|χρηστ${W}|γυναικ${W}|ανδρ${W})`,
      ),
    ],
  },
  {
    id: 'numeric_claim',
    category: 'unproven_efficacy',
    gate: gate(`years|decade|χρονια|δεκαετια`),
    // "erase 10 years", "σβήστε 10 χρόνια".
    patterns: [
      re(
        `${S}(?:eras${W}|take\\s+off|takes\\s+off|knock${W}\\s+off|wipe${W}\\s+off|shave${W}\\s+off|turn${W}\\s+back|rewind${W}|lose|shed|subtract${W}|reverse${W})\\s+(?:up\\s+to\\s+)?(?:\\d+|five|ten|fifteen|twenty|a\\s+decade|decades)\\s*(?:years?)?${E}`,
      ),
      re(
        `${S}(?:σβη${W}|σβησ${W}|κοψ${W}|κοβ${W}|γυρ${W}\\s+πισω|χαστε|χανετε|αφαιρ${W})\\s+(?:εωσ\\s+)?(?:(?:\\d+|πεντε|δεκα|δεκαπεντε|εικοσι)\\s+(?:χρονια|ετη)|(?:μια\\s+)?δεκαετι${W})`,
      ),
    ],
  },
  {
    id: 'numeric_claim',
    category: 'unproven_efficacy',
    gate: gate(`\\d\\d`),
    // An age gap as proof: "she's 52 and people think she's 35", "στα 52 μου με περνάνε για 35".
    patterns: [
      re(
        `${S}\\d{2}${E}[^.!?\\n]{0,40}?${S}(?:think|thinks|thought|guess|guesses|say|says|pass(?:es)?\\s+for|mistaken\\s+for|look(?:s|ing)?\\s+like)\\s+(?:(?:she|he|i|you)['’]?(?:s|m|re)?\\s+|(?:she|he|i|you)\\s+(?:is|am|are)\\s+|a\\s+)?\\d{2}${E}`,
      ),
      re(
        `${S}\\d{2}${E}[^.!?;\\n]{0,40}?${S}(?:περναν${W}\\s+για|περνουν${W}\\s+για|νομιζουν\\s+(?:πωσ|οτι)\\s+(?:ειμαι|ειναι)|δειχν${W}|μοιαζ${W}\\s+για)\\s+\\d{2}${E}`,
      ),
    ],
  },
  {
    id: 'proven_claim',
    category: 'unproven_efficacy',
    gate: gate(`by|απο`),
    // Endorsements: "trusted by doctors", "proven by science", "προτιμάται από δερματολόγους".
    patterns: [
      re(
        `${S}(?:trusted|recommended|loved|chosen|preferred|endorsed|used|proven|backed|praised)\\s+by\\s+(?!our\\s|the\\s+clinic)(?:[\\p{L}\\p{N}.,+]+\\s+){0,3}?(?:doctors|dermatologists|experts|celebrities|stars|surgeons|science|scientists|professionals|influencers)${E}`,
      ),
      re(
        `${S}(?:προτιμα|συστην|προτειν|εμπιστευ|επιλεγ|αγαπ)${W}\\s+απο\\s+(?:τουσ\\s+|την\\s+)?(?!(?:${L}+\\s+)?μασ)(?:[\\p{L}\\p{N}.,+]+\\s+){0,3}?(?:δερματολογ|γιατρ|ιατρ|ειδικ|σταρ|διασημ|χειρουργ|επιστημ)${W}`,
      ),
    ],
  },
  {
    id: 'numeric_claim',
    category: 'unproven_efficacy',
    gate: gate(`out of|in|of every|στουσ|στισ|απο τουσ|απο τισ`),
    // "9 out of 10 dermatologists", "8 στις 10 πελάτισσες": a statistic nobody can check (not a side effect's frequency).
    unlessSentence: re(
      `(?:bruis|swell|side|complication|risk|experience|develop|suffer|allerg|react|need|require|μελαν|πρηξ|παρενεργ|επιπλοκ|κινδυν|εμφανιζ|αναπτυσσ|αντιδρ|χρειαζ)`,
    ),
    patterns: [
      re(
        `${S}\\d+\\s+(?:out\\s+of|in|of\\s+every)\\s+\\d+\\s+(?:\\p{L}+\\s+)?(?:doctors|dermatologists|experts|surgeons|physicians|clients|patients|customers|women|men|people|users)${E}`,
      ),
      re(`${S}\\d+\\s+(?:στουσ|στισ|απο\\s+τουσ|απο\\s+τισ)\\s+\\d+\\s+(?:${L}+\\s+)?(?:δερματολογ|γιατρ|ιατρ|ειδικ|πελατ|ασθεν|γυναικ|ανδρ|ανθρωπ|χρηστ)${W}`),
    ],
  },
);

const GENERAL_INDUCEMENT: Rule[] = [
  {
    id: 'discount',
    category: 'inducement',
    gate: gate(`half|why pay|cheap|lowest|best price|μιση|μισοτιμ|φθην|χαμηλοτερ|καλυτερ\\p{L}* τιμ|γιατι να πληρ`),
    // Price as the reason to book a treatment: "half the price", "why pay more elsewhere?".
    onlyIfSentence: re(`(?:${PROCEDURE_ANY})`),
    patterns: [
      re(
        `${S}(?:half\\s+the\\s+(?:price|cost)|(?:at\\s+)?half[-\\s]price|why\\s+pay\\s+more|cheapest|lowest\\s+prices?|best\\s+prices?(?:\\s+in\\s+\\p{L}+)?)${E}`,
      ),
      re(
        `${S}(?:(?:στη\\s+)?μιση\\s+τιμη|μισοτιμ${W}|γιατι\\s+να\\s+πληρωνετε\\s+(?:${L}+\\s+)?περισσοτερ${W}|φθηνοτερ${W}|(?:χαμηλοτερ|καλυτερ)${W}\\s+τιμ${W})`,
      ),
    ],
  },
  {
    id: 'free_procedure',
    category: 'inducement',
    gate: gate(`or we|αλλιωσ`),
    // "... or we fix them free of charge": a free treatment as the forfeit.
    patterns: [
      re(
        `${S}or\\s+we\\s+(?:fix|redo|repeat|re-?treat|correct|touch\\s+up|treat)${W}\\s+(?:\\p{L}+\\s+){0,3}?(?:free|for\\s+free|free\\s+of\\s+charge|at\\s+no\\s+(?:extra\\s+)?cost|on\\s+us)${E}`,
      ),
      re(`${S}αλλιωσ\\s+(?:${L}+\\s+){0,4}?(?:δωρεαν|χωρισ\\s+χρεωση|με\\s+δικα\\s+μασ\\s+εξοδα)${E}`),
    ],
  },
  {
    id: 'free_procedure',
    category: 'inducement',
    gate: gate(`on us|on the house|free|half|κερασ|κερνα|μασ|χαριζ|χαρισ|δωρεαν|μιση τιμη|μισοτιμ`),
    unlessSentence: re(`(?:consultation|assessment|parking|coffee|wi-?fi|συμβουλευτικ|αξιολογησ|παρκινγκ|παρκαρισμ|καφε)`),
    patterns: [
      PROCEDURE_NEAR(
        `${S}(?:on\\s+us|on\\s+the\\s+house|(?:is|are|comes?)\\s+(?:completely\\s+|totally\\s+|absolutely\\s+)?free|half[-\\s]price|at\\s+half\\s+price|for\\s+half)${E}`,
      ),
      PROCEDURE_NEAR(
        `${S}(?:κερασμεν${W}|κερνα${W}|κερναμε|δικ(?:η|ο|α|εσ)\\s+μασ|με\\s+δικα\\s+μασ\\s+εξοδα|χαριζουμε|χαρισμεν${W}|(?:ειναι\\s+)?δωρεαν|στη\\s+μιση\\s+τιμη|μισοτιμ${W}|μιση\\s+τιμη)`,
      ),
    ],
  },
  {
    id: 'discount',
    category: 'inducement',
    gate: gate(
      `\\d|€|\\$|£|mention|show|quote|δειξτε|αναφερετε|πειτε|δειχνοντασ|code|κωδικ|early|box|scratch|wheel|member|vip|loyalty|points|reward|εξαντλ|καρτα|προγραμμα|ποντουσ`,
    ),
    patterns: [
      re(
        `${S}\\d+\\s?(?:€|euros?|eur|ευρω)\\s*[(\\[]?\\s*(?:instead\\s+of|rather\\s+than|was|from|reg\\.?|normally|αντι(?:\\s+για)?|απο|κανονικα|αρχικη\\s+τιμη)\\s*:?\\s*(?:€\\s?)?\\d+`,
      ),
      re(`(?:€|\\$|£)\\s?\\d+\\s*[(\\[]?\\s*(?:instead\\s+of|rather\\s+than|was|reg\\.?|normally)\\s*:?\\s*(?:€|\\$|£)?\\s?\\d+`),
      re(`${S}(?:mention|show|quote)\\s+(?:this\\s+(?:post|story|ad|reel)|our\\s+(?:post|story|ad))${E}`),
      re(`${S}(?:δειξτε|αναφερετε|πειτε|δειχνοντασ)\\s+(?:αυτ${W}\\s+(?:το\\s+|την\\s+)?(?:post|ποστ|αναρτησ${W}|story|διαφημισ${W}))`),
      re(`${S}(?:use|with)\\s+(?:the\\s+|our\\s+)?code${E}|${S}(?:με\\s+)?(?:τον\\s+)?κωδικο\\s+[a-z0-9]`),
      re(
        `${S}(?:early[-\\s]bird|mystery\\s+box|glow\\s+box|scratch\\s+card|spin\\s+the\\s+wheel|members?\\s+(?:get|price|prices|discount)|vip\\s+(?:price|prices|offer|deal|discount|club)|loyalty\\s+(?:card|points|programme|program|club)|reward\\s+points|points\\s+(?:on|for)\\s+every)${E}`,
      ),
      re(
        `${S}(?:μεχρι\\s+εξαντλησεωσ|2\\s+με\\s+1|1\\s*\\+\\s*1\\s+δωρο|(?:καρτα|προγραμμα)\\s+(?:μελουσ|επιβραβευσησ|πιστοτητασ)|ποντουσ\\s+(?:επιβραβευσησ|σε\\s+καθε)|vip\\s+(?:τιμ${W}|προσφορ${W})|early\\s+bird)`,
      ),
    ],
  },
  {
    id: 'discount',
    category: 'inducement',
    // Time pressure is an inducement when a treatment or a price is on offer.
    gate: gate(`hours|days|last chance|hurry|last|ends|ωρεσ|μερεσ|ημερεσ|ευκαιρια|βιαστειτε|ληγει`),
    onlyIfSentence: re(`(?:${PROCEDURE_ANY}|€|ευρω|euro|price|τιμ\\p{L}*|offer|προσφορ)`),
    patterns: [
      re(`${S}(?:(?:only|just)\\s+)?(?:for\\s+)?(?:the\\s+next\\s+)?\\d+\\s+(?:hours|days)\\s+only${E}`),
      re(`${S}(?:only|just)\\s+(?:for\\s+)?(?:the\\s+next\\s+)?\\d+\\s+(?:hours|days)${E}`),
      re(`${S}(?:last\\s+chance|hurry|while\\s+(?:stocks|spots|places)\\s+last|ends\\s+(?:tonight|today|tomorrow|soon|on\\s+\\p{L}+))${E}`),
      re(
        `${S}(?:μονο\\s+)?(?:για\\s+)?\\d+\\s+(?:ωρεσ|μερεσ|ημερεσ)\\s+μονο${E}|${S}μονο\\s+(?:για\\s+)?(?:τισ\\s+επομενεσ\\s+)?\\d+\\s+(?:ωρεσ|μερεσ|ημερεσ)${E}`,
      ),
      re(`${S}(?:τελευταια\\s+ευκαιρια|βιαστειτε|ληγει\\s+(?:αυριο|σημερα|αποψε|την|στισ))`),
    ],
  },
];

GENERAL_INDUCEMENT.push({
  id: 'contest',
  category: 'inducement',
  gate: gate(`away|grabs|to be won|χαριζ|κληρων|μοιραζ`),
  // A treatment handed out: "we're giving away a Morpheus8 course", "one facial up for grabs", "κληρώνουμε".
  patterns: [
    PROCEDURE_NEAR(`${S}(?:giv(?:e|es|ing)|given|gave|handing\\s+out)\\s+away${E}|${S}up\\s+for\\s+grabs${E}|${S}to\\s+be\\s+won${E}`),
    PROCEDURE_NEAR(`${S}(?:χαριζ${W}|κληρων${W}|μοιραζ${W}\\s+δωρ${W})`),
  ],
});

const GENERAL_SUPERLATIVE: Rule[] = [
  {
    id: 'superlative',
    category: 'superlative',
    intrinsic: true,
    gate: gate(`nobody|no one|no other|κανεισ|κανενα|κανενασ|closest|κοντινο|better|καλυτερ`),
    // "results nobody else can match", "the closest thing to a facelift".
    patterns: [
      re(
        `${S}(?:nobody|no\\s+one|no\\s+other\\s+\\p{L}+)\\s+(?:else\\s+)?(?:can|could|will|has\\s+ever)\\s+(?:ever\\s+)?(?:match|beat|equal|rival|compete\\s+with|come\\s+close\\s+to|touch)${E}`,
      ),
      re(
        `${S}(?:κανεισ|κανενα|κανενασ|καμια)\\s+(?:αλλ${W}\\s+)?δεν\\s+(?:μπορει|μπορουν|μπορεσε|εχει\\s+καταφερει)\\s+να\\s+(?:τα\\s+|το\\s+|μασ\\s+)?(?:φτασ|ξεπερασ|συναγωνιστ|συγκριθ|πλησιασ|ανταγωνιστ|νικησ)${W}`,
      ),
      re(
        `${S}(?:there\\s+is\\s+|there['’]s\\s+)?(?:simply\\s+|just\\s+)?no\\s+better\\s+(?:way|treatment|option|choice|solution|place|clinic|doctor|hands|method|technology)${E}`,
      ),
      re(
        `${S}δεν\\s+υπαρχει\\s+(?:${L}+\\s+)?(?:καλυτερ${W}|πιο\\s+αποτελεσματικ${W}|ασφαλεστερ${W})\\s+(?:τροπ|θεραπει|λυσ|επιλογ|μεθοδ|κλινικ|γιατρ|χερια|τεχνολογ)${W}`,
      ),
      re(
        `${S}(?:nobody|no\\s+one|no\\s+other\\s+\\p{L}+)\\s+(?:(?:in|at|on|around)\\s+(?:\\p{L}+\\s+){1,2}?)?(?:does|do|makes|gets|injects|treats|knows|sculpts|shapes|lifts|plumps)\\s+(?:\\p{L}+\\s+){0,2}?(?:like|better\\s+than|as\\s+well\\s+as)${E}`,
      ),
      re(
        `${S}(?:κανεισ|κανενασ|κανενα|καμια)\\s+(?:αλλ${W}\\s+)?(?:(?:στην|στη|στον|στο|σε)\\s+(?:${L}+\\s+){0,2}?)?δεν\\s+(?:κανει|φτιαχνει|ξερει|δουλευει|σμιλευει|πετυχαινει)\\s+(?:${L}+\\s+){0,2}?(?:οπωσ|σαν|καλυτερα\\s+απο)${E}`,
      ),
      re(
        `${S}(?:the\\s+)?closest\\s+(?:thing|you['’]ll\\s+(?:ever\\s+)?get)\\s+to\\s+(?:a\\s+)?(?:\\p{L}+\\s+)?(?:facelift|surgery|surgical|nose\\s+job|rhinoplasty|lipo\\p{L}*)${E}`,
      ),
      re(`${S}ο\\s*,?\\s*τι\\s+πιο\\s+κοντινο\\s+(?:σε|στο|στη|στην)\\s+(?:${L}+\\s+)?(?:λιφτινγκ|lifting|χειρουργ${W}|ρινοπλαστικ${W})`),
    ],
  },
  {
    id: 'superlative',
    category: 'superlative',
    gate: gate(`than|compared|unlike|versus|vs|σχεση|συγκριση|απ[οό] τ|αντιθεσ|surgery|facelift|knife|χειρουργ|νυστερι`),
    // Better results than surgery, creams or other clinics: a comparison nobody can substantiate.
    onlyIfSentence: re(
      `(?:than|compared|unlike|versus|vs\\.?\\s|surgery|facelift|knife|σε\\s+σχεση|σε\\s+συγκριση|αντιθετα|χειρουργ|νυστερι|απο\\s+(?:το|τα|την|τισ|τον|τουσ)\\s)`,
    ),
    patterns: [
      re(
        `${S}(?:better|superior|more\\s+natural|longer[-\\s]lasting|safer|faster|stronger|more\\s+visible|more\\s+dramatic|the\\s+same)\\s+(?:\\p{L}+\\s+)?(?:results?|outcomes?|effects?|lift)${E}`,
      ),
      re(
        `${S}(?:καλυτερ|ανωτερ|πιο\\s+φυσικ|πιο\\s+μακροχρον|ασφαλεστερ|ταχυτερ|πιο\\s+εντυπωσιακ|πιο\\s+ορατ|(?:το|τα)\\s+ιδι)${W}\\s+(?:${L}+\\s+)?(?:αποτελεσμα${W}|λιφτινγκ)`,
      ),
      // Results likened to surgery: "results that look like you've had a facelift", "lifts like a facelift",
      // "αποτέλεσμα σαν χειρουργείο".
      re(
        `${S}(?:results?|outcomes?|effects?|lift|looks?|looking|lifts|tightens|works|performs)\\s+(?:that\\s+|which\\s+)?(?:(?:look|looks|feel|feels|is|are|just)\\s+)?(?:like|as\\s+good\\s+as|equal\\s+to|comparable\\s+to|on\\s+par\\s+with|rivall?ing)\\s+(?:you['’]?(?:ve|d)\\s+(?:just\\s+)?had\\s+|you\\s+had\\s+)?(?:an?\\s+|the\\s+)?(?:surgical\\s+|real\\s+|mini\\s+)?(?:facelift|face\\s+lift|surgery|nose\\s+job|rhinoplasty|lipo\\p{L}*|eyelid\\s+surgery|blepharoplasty|operation|tummy\\s+tuck)${E}`,
      ),
      re(
        `${S}(?:αποτελεσμα${W}|λιφτινγκ|lifting|ανορθωσ${W}|συσφιξ${W})\\s+(?:${L}+\\s+)?(?:σαν|οπωσ|ισαξι${W}\\s+με|ιδι${W}\\s+με|αντιστοιχ${W}\\s+με)\\s+(?:(?:το|τον|την|ενα|μια|απο|μετα\\s+απο)\\s+)?(?:χειρουργ${W}|λιφτινγκ|lifting|ρινοπλαστικ${W}|νυστερι|επεμβασ${W}|βλεφαροπλαστικ${W}|λιποαναρροφησ${W})`,
      ),
    ],
  },
  {
    id: 'superlative',
    category: 'superlative',
    gate: gate(`only|μον|most|περισσοτερο`),
    // Uniqueness: "the only clinic in Greece", "ο μόνος στη Θεσσαλονίκη"; "the clinic Athens trusts most".
    patterns: [
      re(`${S}(?:trust|trusts|trusted|love|loves|loved|choose|chooses|chose|prefer|prefers|recommend|recommends)\\s+(?:the\\s+)?most${E}`),
      re(`${S}(?:εμπιστευ|προτιμ|επιλεγ|αγαπ|συστην)${W}\\s+(?:${L}+\\s+)?περισσοτερο${E}`),
      re(
        `${S}(?:the|our)\\s+only\\s+(?:[\\p{L}\\p{N}]+(?:-[\\p{L}\\p{N}]+)*\\s+)?(?:clinic|doctor|one|injector|place|cent(?:re|er)|practice|team|specialist|device|laser|machine|treatment|hifu|technology)\\s+in\\s+(?:town|greece|athens|thessaloniki|crete|europe|the\\s+(?:country|city|region|area|world|north|south|balkans))${E}`,
      ),
      re(
        `${S}(?:ο|η|οι|το)\\s+μον(?:οσ|η|οι|ο)\\s+(?:${L}+\\s+)?(?:στην|στη|στον|στο|σε\\s+ολη\\s+την|σε\\s+ολο\\s+τον)\\s+(?:ελλαδα|θεσσαλονικη|αθηνα|κρητη|πολη|χωρα|ευρωπη|περιοχη|κοσμο|βορεια|νοτια)${E}`,
      ),
      re(
        `${S}(?:ο|η|οι|το)\\s+μον(?:οσ|η|οι|ο)\\s+(?:${L}+\\s+)?(?:τησ\\s+(?:ελλαδασ|θεσσαλονικησ|αθηνασ|κρητησ|πολησ|χωρασ|ευρωπησ|περιοχησ|αγορασ|γειτονιασ)|του\\s+(?:κοσμου|νομου))${E}`,
      ),
    ],
  },
  {
    id: 'superlative',
    category: 'superlative',
    gate: gate(`best|ever|καλυτερ|ποτε`),
    // "the best thing that ever happened to my skin", where skin, results or treatments are the subject.
    onlyIfSentence: re(
      `(?:skin|face|lips|results?|treatment|clinic|doctor|injector|filler|laser|peel|facial|booster|δερμα|επιδερμιδ|προσωπ|χειλ|αποτελεσμ|θεραπει|κλινικ|γιατρ|ιατρ|filler|λειζερ)`,
    ),
    patterns: [
      re(`${S}(?:the\\s+)?best\\s+(?:\\p{L}+\\s+){0,4}?(?:i['’]?ve\\s+)?ever(?:\\s+(?:had|tried|done|seen|happened|made))?${E}`),
      re(`${S}(?:το|η|ο)\\s+καλυτερ${W}\\s+(?:${L}+\\s+){0,4}?(?:εχω\\s+)?(?:κανει|δοκιμασει|ζησει|παθει)?\\s*ποτε${E}`),
    ],
  },
  {
    id: 'superlative',
    category: 'superlative',
    gate: gate(`only|last|need|πιο|μον|τελευται|τατ|nothing|other|league|class|σαν|οπωσ|αντιπαλο|ανταγωνισμο|ταιρι|τιποτα`),
    // Worded with "never"/"ποτέ" ("the only one you'll ever need"): only a negation before it denies it.
    intrinsic: true,
    patterns: [
      re(`${S}(?:the\\s+|your\\s+)?(?:only|last)\\s+(?:\\p{L}+\\s+){0,2}?(?:you['’]?ll|you\\s+will|you\\s+(?:will\\s+)?ever)\\s+(?:ever\\s+)?need${E}`),
      re(`${S}all\\s+you['’]?ll\\s+ever\\s+need${E}`),
      re(`${S}(?:ο|η|το|τα|οι)\\s+(?:μον(?:ο|η|οσ|α|οι)|τελευται${W})\\s+(?:${L}+\\s+){0,2}?που\\s+θα\\s+χρειαστ${W}(?:\\s+ποτε)?`),
      re(
        `${S}(?:ο|η|το|οι|τα|τη|την|τον|του|τησ|των|τισ|τουσ|στον|στην|στη|στο|στα|στουσ|στισ)\\s+πιο\\s+(?:ασφαλ|αποτελεσματικ|προηγμεν|καινοτομ|ισχυρ|αξιοπιστ|γρηγορ|ανωδυν|εξελιγμεν|σιγουρ|αποδοτικ)${W}`,
      ),
      re(`${S}(?:ασφαλεστατ|αποτελεσματικοτατ|ισχυροτατ|αποδοτικοτατ)${W}`),
      re(`${S}nothing\\s+(?:else\\s+)?(?:beats|compares\\s+to|comes\\s+close\\s+to|works\\s+(?:better|like|as\\s+well))${E}`),
      re(
        `${S}(?:like|unlike)\\s+(?:no|any)\\s+other${E}|${S}in\\s+a\\s+league\\s+of\\s+(?:its|their)\\s+own${E}|${S}(?:world[-\\s]class|best[-\\s]in[-\\s]class)\\s+(?:results?|treatments?|care|technology|outcomes?)${E}`,
      ),
      re(
        `${S}(?:σαν|οπωσ)\\s+(?:κανεν${W}|καμια)\\s+αλλ${W}|${S}δεν\\s+(?:εχει|εχουν)\\s+(?:αντιπαλο|ανταγωνισμο|ταιρι)${E}|${S}τιποτα\\s+δεν\\s+(?:ξεπερνα|συγκρινεται|νικα)`,
      ),
    ],
  },
];

GENERAL_SUPERLATIVE.push({
  id: 'superlative',
  category: 'superlative',
  gate: gate(`most|est |best|finest|πιο|καλυτερ|κορυφαι`),
  // A superlative of skill, power or safety measured against a place or a market: "the most experienced
  // injectors in the Balkans", "the strongest HIFU available in Europe", "το πιο δυνατό HIFU στην Ευρώπη".
  patterns: [
    re(
      `${S}(?:the|our)\\s+(?:best|finest|safest|strongest|fastest|gentlest|greatest|most\\s+(?:experienced|skilled|qualified|talented|effective|advanced|powerful|precise|accurate|natural|trusted|reliable|successful|sought[-\\s]after|innovative|modern|up[-\\s]to[-\\s]date|complete|comprehensive|knowledgeable|renowned|awarded|gentle|safe|specialised|specialized))\\s+(?:[\\p{L}\\p{N}]+(?:-[\\p{L}\\p{N}]+)*\\s+){0,3}?(?:(?:available|found|you['’]?ll\\s+find)\\s+)?(?:in\\s+(?:the\\s+)?(?:town|city|country|world|region|area|market|industry|balkans|greece|europe|athens|thessaloniki|crete|north|south|mediterranean)|on\\s+the\\s+market|anywhere|out\\s+there|around)${E}`,
    ),
    re(
      `${S}(?:ο|η|το|οι|τα)\\s+πιο\\s+(?:εμπειρ|εξειδικευμεν|ικαν|ταλαντουχ|αποτελεσματικ|προηγμεν|ισχυρ|δυνατ|ακριβ|φυσικ|αξιοπιστ|επιτυχημεν|συγχρον|καινοτομ|ασφαλ|γρηγορ|ηπι|ανωδυν|εξελιγμεν|ολοκληρωμεν|καταρτισμεν|αναγνωρισμεν|βραβευμεν|σιγουρ)${W}\\s+(?:${L}+\\s+){0,2}?(?:(?:στην|στη|στον|στο|στα|στισ|στουσ)\\s+(?:ελλαδα|ευρωπη|βαλκανια|κοσμο|αθηνα|θεσσαλονικη|πολη|χωρα|αγορα|περιοχη|κρητη|μεσογειο|βορεια|νοτια)|τησ\\s+(?:αγορασ|ελλαδασ|ευρωπησ|πολησ|χωρασ)|του\\s+κοσμου)${E}`,
    ),
  ],
});
GENERAL_INDUCEMENT.push({
  id: 'discount',
  category: 'inducement',
  gate: gate(`unlimited|inclusive|all you can|απεριοριστ|ολα μεσα`),
  // Treatments sold by the bundle without limit: "unlimited laser for a year", "€399 all-inclusive".
  // Unlimited calls or coffee after a treatment offer nothing: the word must qualify the treatment itself.
  patterns: [
    re(`${S}(?:unlimited|all[-\\s]inclusive|all\\s+you\\s+can|απεριοριστ${W}|ολα\\s+μεσα)\\s+(?:[\\p{L}\\p{N}-]+\\s+)?${PROCEDURE_ANY}`),
    re(`${PROCEDURE_ANY}\\s+(?:[\\p{L}\\p{N}-]+\\s+)?(?:unlimited|all[-\\s]inclusive|απεριοριστ${W})${E}`),
  ],
});

const GENERAL_BEFORE_AFTER: Rule[] = [
  {
    id: 'before_after',
    category: 'before_after',
    gate: gate(`day|week|month|session|μερα|ημερα|εβδομαδα|μηνα|συνεδρια`),
    // Two days of a treatment set side by side for the reader to look at: "compare day 0 and day 21",
    // "δείτε τη μέρα 1 και τη μέρα 30" ("avoid exercise on day 1 and day 2" asks nobody to look).
    // Photos for the doctor to follow healing are aftercare: "compare day 1 and day 7 to spot infection".
    unlessSentence: re(
      `(?:aftercare|infection|heal|swelling|bruis|redness|spot\\s+any|your\\s+doctor|nurse|review|check[-\\s]?up|μολυνσ|επουλ|πρηξ|μελαν|κοκκινιλ|γιατρ|επανελεγχ|φροντιδα\\s+μετα)`,
    ),
    onlyIfSentence: re(
      `(?:see\\s+(?:the|how|what|her|his|their|our|for)|compare|comparison|difference|swipe|scroll|look\\s+at|check\\s+out|δες|δειτε|διαφορα|συγκρι|συρετε|συρε|κοιτα)`,
    ),
    patterns: [
      re(
        `${S}(?:day|week|month|session|μερα|ημερα|εβδομαδα|μηνα|μηνασ|συνεδρια)\\s*\\d+\\s+(?:and|&|with|και|με)\\s+(?:on\\s+)?(?:(?:τη|την|το|τον|στη|στην|στο|στον)\\s+)?(?:day|week|month|session|μερα|ημερα|εβδομαδα|μηνα|μηνασ|συνεδρια)\\s*\\d+${E}`,
      ),
    ],
  },
  {
    id: 'before_after',
    category: 'before_after',
    gate: gate(`before|πριν`),
    unlessAfter: re('^\\s+(?:your|the|each|every|a|an|any|treatment|sessions?|τη|την|το|τισ|τον|τα|απο|καθε|θεραπει|συνεδρι)'),
    // Before and after as poll options or labels: "A) Before B) After", "1. Πριν 2. Μετά".
    patterns: [re(`${S}(?:before|πριν)\\s*[)\\]:.,;\\-–—/|]*\\s*(?:[a-zα-ω0-9]\\s*[)\\]:.]\\s*)(?:after|μετα)${E}`)],
  },
  {
    id: 'before_after',
    category: 'before_after',
    gate: gate(`came|walked|arrived|ηρθε|ηρθατε|μπηκε|εφυγε|later|μετα|proof|αποδειξη|believe|same|now|τωρα|ιδι`),
    // A client's story told as before and after: "came in hating her lines … three weeks later".
    patterns: [
      re(
        `${S}(?:came|walked|arrived)\\s+(?:in|to\\s+us|at\\s+the\\s+clinic)\\s+(?:\\p{L}+\\s+){0,3}?(?:with|hating|worried|unhappy|struggling|self-conscious|embarrassed|tired\\s+of)${E}[^\\n]{0,160}?${S}(?:(?:\\p{L}+|\\d+)\\s+(?:weeks?|months?|days?|sessions?)\\s+later|left\\s+(?:\\p{L}+\\s+)?(?:glowing|beaming|looking|smiling|with(?!\\s+(?:a|an|the|her|his|their)?\\s*(?:\\p{L}+\\s+){0,2}?(?:plan|answers?|appointment|quote|booking|leaflet|prescription|questions?|information|advice|aftercare|instructions|expectations)${E}))|now\\s+(?:she|he)\\s+(?:\\p{L}+\\s+)?(?:loves|can['’]?t|has|looks))${E}`,
      ),
      re(
        `${S}(?:the\\s+proof\\s+is\\s+in\\s+the\\s+(?:pictures|photos|pics)|can\\s+you\\s+believe\\s+(?:it['’]?s|this\\s+is)\\s+the\\s+same\\s+(?:person|face|woman|man|client)|(?:look|see)\\s+at\\s+(?:her|him|them)\\s+now)${E}`,
      ),
      re(
        `${S}(?:η\\s+αποδειξη\\s+(?:ειναι\\s+)?στισ\\s+φωτογραφιεσ|(?:δειτε|κοιταξτε)\\s+(?:την|τον|τουσ)\\s+τωρα|ειναι\\s+(?:ο\\s+ιδιοσ|η\\s+ιδια)\\s+(?:ανθρωποσ|γυναικα|πελατισσα|ατομο))${E}`,
      ),
      re(
        `${S}(?:ηρθε|ηρθατε|μπηκε)\\s+(?:${L}+\\s+){0,3}?(?:με|γιατι|επειδη|στεναχωρημεν${W}|αγχωμεν${W})${E}[^\\n]{0,160}?${S}(?:(?:εφυγε|εφυγατε|βγηκε)(?!\\s+με\\s+(?:ενα\\s+|μια\\s+|τισ\\s+|τα\\s+|τον\\s+|την\\s+)?(?:${L}+\\s+){0,2}?(?:πλανο|απαντησ${W}|ραντεβου|συμβουλ${W}|πληροφορ${W}|οδηγι${W}|προγραμμα|αποριεσ|συνταγη)${E})|(?:${L}+|\\d+)\\s+(?:εβδομαδ${W}|μην${W}|μερ${W}|συνεδρι${W})\\s+(?:αργοτερα|μετα))${E}`,
      ),
    ],
  },
];

GENERAL_BEFORE_AFTER.push({
  id: 'before_after',
  category: 'before_after',
  gate: gate(`glow|transform|makeover|μεταμορφ|journey`),
  // Someone's glow-up or transformation shown as proof: "Sofia's glow-up", "η μεταμόρφωση της Μαρίας".
  patterns: [
    re(
      `${S}(?!(?:your|our|skin|face|body|the\\s+skin)['’]?s?\\s)(?:\\p{L}+['’]s|her|his|their)\\s+(?:\\p{L}+\\s+)?(?:glow[-\\s]?up|transformation|makeover)${E}`,
    ),
    re(`${S}(?:glow[-\\s]?up|μεταμορφωσ${W}|makeover)\\s+(?:τησ|του)\\s+(?!(?:επιδερμιδ|δερματ|προσωπ|σωματ|εμφανισ|ιατρει|κλινικ|χωρ)${W})${L}{3,}`),
  ],
});

GENERAL_BEFORE_AFTER.push({
  id: 'before_after',
  category: 'before_after',
  gate: gate(`transformations|makeovers|glow|results|μεταμορφωσ|αποτελεσματ`),
  // A collection of outcomes shown as proof: "our wall of transformations", "τα highlights με τις μεταμορφώσεις μας".
  patterns: [
    re(
      `${S}(?:wall|gallery|album|collection|highlights?|series|reel|portfolio|feed|library|archive|hall\\s+of\\s+fame)\\s+(?:of|with|full\\s+of)\\s+(?:our\\s+|client\\s+|patient\\s+|real\\s+)?(?:transformations|makeovers|glow[-\\s]?ups|results|before[-\\s]and[-\\s]afters?)${E}`,
    ),
    re(
      `${S}(?:our|client|clients['’]?|patient|patients['’]?)\\s+(?:latest\\s+|recent\\s+|best\\s+|favourite\\s+|favorite\\s+)?(?:transformations|makeovers|glow[-\\s]?ups)${E}`,
    ),
    re(
      `${S}(?:τοιχ${W}|γκαλερι|αλμπουμ|συλλογ${W}|highlights?|σειρα|αρχει${W}|reel)\\s+(?:με|απο)\\s+(?:τισ\\s+|τα\\s+)?(?:μεταμορφωσεισ|αποτελεσματα|glow\\s?ups?)${E}`,
    ),
    re(`${S}(?:οι|τισ)\\s+(?:${L}+\\s+)?μεταμορφωσεισ\\s+(?:μασ|των\\s+(?:πελατ|ασθεν)${W})${E}`),
  ],
});

const GENERAL_PRESCRIPTION: Rule[] = [
  {
    id: 'prescription_medicine',
    category: 'prescription_medicine',
    absolute: true,
    gate: gate(`tox|neuromodulat|νευροτροποποιητ|hyaluronidase|υαλουρονιδασ|jab|pen|glp|αδυνατισματοσ`),
    patterns: [
      // Weight-loss medicines by their nicknames: "skinny jab", "fat jab", "GLP-1 pens", "ενέσεις αδυνατίσματος".
      re(
        `${S}(?:skinny|fat|weight[-\\s]?loss|slimming|diet)\\s+(?:jabs?|pens?)${E}|${S}glp[-\\s]?1(?:\\s+(?:agonists?|medicines?|medication|injections?|jabs?|pens?|drugs?|therapy))?${E}|${S}weight[-\\s]?loss\\s+injections?${E}`,
      ),
      re(`${S}(?:ενεσ${W}|πεν${W}|ενεσουλ${W})\\s+(?:για\\s+)?(?:αδυνατισματοσ|απωλεια\\s+βαρουσ)${E}`),
      re(`${S}(?:brotox|traptox|jawtox|liptox|babytox|microtox|preventa?t?ive\\s+tox)${E}`),
      re(`${S}neuromodulat${W}|${S}νευροτροποποιητ${W}`),
      re(`${S}hyaluronidase${E}|${S}υαλουρονιδασ${W}`),
    ],
  },
  {
    id: 'prescription_medicine',
    category: 'prescription_medicine',
    absolute: true,
    gate: gate(`know|word|with|rhymes|ξερ|αρχιζει|ξεκιναει|γνωστο|διασημο`),
    // A wink at the brand nobody may name ("wrinkle relaxers, you know the one 😉").
    onlyIfSentence: re(`(?:wrinkle|relax|frown|forehead|inject|jab|needle|ρυτιδ|χαλαρ|μετωπ|ενεσ|βελον)`),
    patterns: [
      re(
        `${S}(?:you\\s+know\\s+(?:the\\s+one|which\\s+one|which|what|the\\s+brand)|the\\s+(?:famous\\s+)?b[-\\s]?word|(?:starts?|starting|begins?)\\s+with\\s+(?:a\\s+)?["'“]?b${E}|rhymes\\s+with)`,
      ),
      re(
        `${S}(?:ξερετε|ξερεισ|ξερουμε)\\s+(?:ποι${W}|τι|εσεισ)${E}|${S}(?:που\\s+)?(?:αρχιζει|ξεκιναει)\\s+απο\\s+["'“«]?(?:μπ|β|b)${E}|${S}σ?το\\s+(?:γνωστο|διασημο)\\s+(?:σε\\s+ολ${W}\\s+)?["'“«]?(?:μπ|μ|β|b)${E}`,
      ),
    ],
  },
];

/** Claims run together in a hashtag ("#nopain", "#resultsguaranteed", "#χωρίςπόνο"). */
const tag = (stems: string) => re(`#[\\p{L}\\p{N}_]*(?:${stems})[\\p{L}\\p{N}_]*`);
const HASHTAGS: Rule[] = [
  {
    id: 'superlative',
    category: 'superlative',
    gate: gate(`thaum|thavm|kalyter`),
    // Greeklish superlatives: "kanei thaumata", "to kalytero".
    patterns: [re(`${S}(?:thaum(?:a|ata|atourg${W})|thavm(?:a|ata|atourg${W})|kalyter${W}\\s+(?:klinik${W}|giatr${W}|apotelesm${W})|to\\s+kalytero)${E}`)],
  },
  {
    id: 'painless',
    category: 'safety_claim',
    gate: gate('#'),
    patterns: [
      tag(
        'nopain|zeropain|painless|painfree|riskfree|norisk|nosideeffects|harmless|100safe|totallysafe|completelysafe|χωρισπονο|ανωδυν|ακινδυν|χωρισκινδυνο|χωρισπαρενεργει',
      ),
    ],
  },
  {
    id: 'guaranteed_results',
    category: 'guaranteed_outcome',
    gate: gate('#'),
    patterns: [
      tag(
        'guarantee|instantresults|instantlift|instantglow|overnightresults|wrinklesgone|byebyewrinkles|goodbyewrinkles|noexceptions|εγγυημεν|αμεσααποτελεσματα|αντιορυτιδ|τελοσοιρυτιδ',
      ),
    ],
  },
  {
    id: 'permanent_results',
    category: 'permanence',
    gate: gate('#'),
    patterns: [
      tag(
        'permanentresults|permanenthairremoval|foreveryoung|foreversmooth|hairfreeforever|smoothforever|μονιμααποτελεσματα|μονιμοαποτελεσμα|μονιμηαποτριχωση|γιαπαντα',
      ),
    ],
  },
  {
    id: 'proven_claim',
    category: 'unproven_efficacy',
    gate: gate('#'),
    patterns: [tag('clinicallyproven|scientificallyproven|provenresults|scienceproven|αποδεδειγμεν')],
  },
  {
    id: 'superlative',
    category: 'superlative',
    gate: gate('#'),
    patterns: [
      tag(
        '(?:best|number1|numberone|no1|top1|safest)(?:clinic|doctor|dr|injector|results|treatment|lips|filler|laser|botox|aesthetic|skin|κλινικ|γιατρ|ιατρ|αποτελεσμ|θεραπει)|miracle|magicresults|θαυμα|καλυτερηκλινικ|καλυτερογιατρ|καλυτεραποτελεσμ|κορυφαι',
      ),
    ],
  },
  {
    id: 'before_after',
    category: 'before_after',
    gate: gate('#'),
    patterns: [re(`#(?:real)?results(?:speak\\p{L}*|thatspeak\\p{L}*|day)?${E}|#αποτελεσματα${E}|#glowuptransformation|#resultsnotfilters?`)],
  },
];

const GREEKLISH_ERASE: Rule = {
  id: 'erase_flaws',
  category: 'guaranteed_outcome',
  gate: gate(`antio|bye|telos|exafan|eksafan|svin|svis|sbhn|diwx|dioks|xeforto`),
  // "pes antio stis rytides".
  patterns: [
    re(
      near(
        `${S}(?:antio|bye(?:[-\\s]?bye)?|telos|e(?:x|ks)afan${W}|svin${W}|svis${W}|sbhn${W}|di(?:w|o)(?:x|ks|xn)${W}|xeforton${W})`,
        `${S}(?:r[yi]tid${W}|k[yi]t+arit${W}|lip(?:os|ous|akia)|sakoul${W}|ma(?:v|u)r${W}\\s+k[yi]kl${W}|panad${W}|oul(?:es|wn|on)|akm${W}|ragad${W}|diplosagon${W}|kilid${W})`,
        3,
      ),
    ),
  ],
};

export const GENERAL_RULES: Rule[] = [
  GREEKLISH_ERASE,
  ...HASHTAGS,
  ...GENERAL_PRESCRIPTION,
  ...GENERAL_GUARANTEED,
  ...GENERAL_SAFETY,
  ...GENERAL_PERMANENCE,
  ...GENERAL_UNPROVEN,
  ...GENERAL_INDUCEMENT,
  ...GENERAL_SUPERLATIVE,
  ...GENERAL_BEFORE_AFTER,
];
