/**
 * Context around a match: the clause it sits in, whether that clause denies the claim ("we never
 * promise permanent results", "Αποτελέσματα εγγυημένα δεν υπάρχουν"), and whether it hedges it
 * ("many clients notice a difference after one session"). Written against the plain view.
 */
const L = '\\p{L}';
const NB = `(?<![${L}])`; // no letter before
const NA = `(?![${L}])`; // no letter after

// Clause boundaries: sentence punctuation, dashes, commas, and words that turn the sentence.
const BOUNDARY = new RegExp(
  `[.!?;:…\\n,()\\[\\]]|\\s[-–—]\\s|[–—]|${NB}(?:but|yet|however|although|though|whereas|unlike|αλλα|ομωσ|ωστοσο|ενω|παροτι|μολονοτι|αντιθετα)${NA}`,
  'gu',
);

/** Start of the clause that contains `index`. */
function clauseStart(s: string, index: number): number {
  let start = 0;
  BOUNDARY.lastIndex = 0;
  for (let m = BOUNDARY.exec(s); m && m.index < index; m = BOUNDARY.exec(s)) start = m.index + m[0].length;
  return start;
}

// Phrases with a negation word that do not deny anything ("don't miss", "not only", "no more").
const NOT_NEGATION = new RegExp(
  [
    `not\\s+(?:only|just|to\\s+mention|sure)`,
    `(?:do|does|did)\\s*(?:n['’]?t|not)\\s+(?:miss|wait|forget|hesitate|worry|delay|let|be\\s+afraid|fear|stress|panic|settle)`,
    `don['’]?t\\s+(?:miss|wait|forget|hesitate|worry|delay|let|be\\s+afraid|fear|stress|panic|settle)`,
    `dont\\s+(?:miss|wait|forget|hesitate|worry|delay|let)`,
    `no\\s+(?:more|need|worries|wonder|doubt|matter|problem|wait(?:ing)?|excuses?|fuss|surgery|scalpel|needles?|downtime)`,
    `never\\s+(?:worry|fear|again|looked|felt|been|miss)`,
    `why\\s+not`,
    `can['’]?t\\s+(?:wait|believe|go\\s+wrong|get\\s+enough)`,
    `cannot\\s+(?:wait|believe|go\\s+wrong)`,
    `or\\s+not`,
    `won['’]?t\\s+(?:regret|believe)`,
    `couldn['’]?t\\s+be\\s+(?:happier|easier|simpler)`,
    `δεν\\s+(?:ειναι\\s+)?μονο`,
    `οχι\\s+(?:μονο|αλλ${L}*)`,
    `μη(?:ν)?\\s+(?:το\\s+|την\\s+|τη\\s+)?(?:χασετε|χανετε|περιμενετε|ξεχασετε|ξεχνατε|ανησυχειτε|φοβαστε|αγχωνεστε|διστασετε|δισταζετε|αφησετε|καθυστερειτε|γινετε|γινεισ|ρισκαρετε|ρισκαρεισ|παιζετε|παιζεισ)`,
    `δεν\\s+(?:χρειαζεται|υπαρχει\\s+λογοσ)\\s+να\\s+(?:ανησυχ|φοβ|αγχ|διστα)${L}*`,
    // "Don't trust your face to just anyone": a warning, not a denial.
    `(?:don['’]?t|do\\s+not|never)\\s+trust`,
    `(?:μην|μη|δεν)\\s+(?:${L}+\\s+)?εμπιστευ${L}*`,
    // "Δεν χρειάζεται αναισθησία και είναι απόλυτα ανεκτή": an ease claim, not a denial of the next one.
    `δεν\\s+(?:χρειαζεται|απαιτειται|απαιτει)\\s+(?:καμια\\s+|καποια\\s+)?(?:αναισθησια|προετοιμασια|νοσηλεια)`,
    `(?:doesn['’]?t|does\\s+not|don['’]?t|do\\s+not)\\s+(?:need|require)\\s+(?:any\\s+)?(?:anaesthe\\p{L}*|anesthe\\p{L}*|preparation|hospital\\p{L}*)`,
    `ποτε\\s+(?:ξανα|πια|πριν)`,
    `δεν\\s+θα\\s+(?:το\\s+)?(?:μετανιωσ|πιστεψ)${L}*`,
    `γιατι\\s+οχι`,
    // "felt like nothing", "nothing but a pinch", "no exceptions": the negation word is the claim.
    `(?:like|but)\\s+(?:absolutely\\s+|literally\\s+)?nothing`,
    `nothing\\s+but`,
    `no\\s+exceptions?`,
    `χωρισ\\s+(?:καμια\\s+)?εξαιρεσ\\p{L}*`,
    `δεν\\s+ειστε\\s+σιγουρ${L}*`,
  ].join('|'),
  'gu',
);

const NEGATOR = new RegExp(
  `${NB}(?:${[
    'not',
    'never',
    'nobody',
    'nothing',
    'none',
    'neither',
    'nor',
    'cannot',
    `${L}+n['’]t`,
    'dont|doesnt|didnt|wont|isnt|arent|cant|couldnt|shouldnt|wouldnt|aint|wasnt|werent|havent|hasnt',
    `no\\s+(?:one|treatment|procedure|clinic|doctor|practitioner|product|injection|injectable|method|medicine|filler|laser|peel|device|aesthetic|cosmetic|reputable|honest|ethical|responsible|serious|professional|qualified|medical|amount|cream|serum|technology|therapy|session|brand|substance|results?|outcomes?|guarantees?|promises?|such|real|way|ethical|legitimate|good)`,
    `without\\s+(?:promising|claiming|guaranteeing|saying|pretending)`,
    `(?:avoid|avoids|avoiding|refuse|refuses|refusing)\\s+(?:to\\s+)?(?:${L}+\\s+)?(?:claims?|promis${L}*|saying|words?|phrases?|clinics?|anyone|terms|language|advertis${L}*|offers?|use|using|make|making|guarantee${L}*)`,
    `(?:beware|wary|cautious|careful|suspicious|skeptical|sceptical)`,
    `(?:myths?|misconceptions?|misleading|false|untrue|unrealistic|red\\s+flags?)`,
    // "How many times have you heard that …?", "Πόσες φορές έχετε ακούσει ότι …;": a claim reported to be debunked.
    `(?:(?:you['’]?ve|you\\s+have|we['’]?ve)\\s+(?:probably\\s+|all\\s+)?heard\\s+(?:that|it\\s+said)|(?:εχετε|εχεισ|εχουμε)\\s+(?:σιγουρα\\s+)?ακουσει\\s+(?:οτι|πωσ))`,
    `(?:rather\\s+than|instead\\s+of)`,
    `than\\s+(?:to\\s+)?(?:promise|promising|claim|claiming|offer|offering|sell|selling)`,
    `παρα\\s+να\\s+(?:${L}+\\s+)?(?:υποσχ|ισχυριστ|ταξ|πουλ)${L}*`,
    `(?:wrong|irresponsible|unethical|dishonest|misleading|unfair)\\s+to`,
    `(?:refuse|refuses|refusing|decline|declines|declining)\\s+to`,
    `(?:far\\s+from|anything\\s+but|hardly|barely|scarcely|not\\s+exactly|καθε\\s+αλλο\\s+παρα|ουτε\\s+κατα\\s+διανοια|μακρια\\s+απο\\s+το\\s+να)`,
    `(?:claims?|promises?|talk|ads|adverts?|advertising|marketing)\\s+(?:of|about|for|that|like|promising|claiming)`,
    `(?:υποσχεσ${L}*|ισχυρισμ${L}*|διαφημισ${L}*|λεξ${L}*|φρασ${L}*|οροι|ορουσ)\\s+(?:για|οτι|πωσ|περι|σαν|του\\s+τυπου|οπωσ)`,
    `(?:words?|phrases?|terms?|labels?)\\s+(?:like|such\\s+as)`,
    `(?:anyone|anybody|clinics?|people|ads|adverts?|advertisements?|websites?|salons?|practitioners?|places|offers|posts)\\s+(?:who|that|which)\\s+(?:promise|claim|offer|guarantee|advertise|say|sell|use)${L}*`,
    `if\\s+(?:someone|anyone|somebody|a\\s+clinic|a\\s+salon|an?\\s+ad|they|a\\s+practitioner)\\s+(?:promises|claims|offers|says|tells|guarantees|advertises)`,
    `(?:banned|bans|prohibited|prohibits|illegal|not\\s+allowed)`,
    // Greek says "Καμία θεραπεία δεν…", so δεν carries the denial; "χωρίς καμία ρυτίδα" is a claim.
    `(?:δεν|μην|μη|ποτε|ουδεποτε|οχι)`,
    `χωρισ\\s+να\\s+(?:${L}+\\s+)?(?:υποσχ|ισχυριζ|εγγυ|ταζ|λεμε|λεει)${L}*`,
    `αντι\\s+(?:να|για)`,
    `(?:μυθ${L}*|παραπλανητικ${L}*|ψευδ${L}*|ψεμα${L}*|λαθοσ|λανθασμεν${L}*|επιφυλακτικ${L}*|καχυποπτ${L}*|απαγορευ${L}*|παρανομ${L}*)`,
    `προσοχη\\s+(?:σε|στ${L}*|με)`,
    `(?:οποιοσ|οποια|οποιοι|οσοι|οσεσ|οποιαδηποτε|κλινικ${L}*|διαφημισ${L}*|ιατρει${L}*|κεντρ${L}*|αγγελι${L}*)\\s+(?:${L}+\\s+)?(?:που\\s+)?(?:σασ\\s+)?(?:υποσχ|ισχυριζ|εγγυ|διαφημιζ|ταζ|λενε|λεει|πουλ)${L}*`,
    `αν\\s+(?:καποιοσ|καποια|μια\\s+κλινικη|ενα\\s+κεντρο|σασ)\\s+(?:σασ\\s+)?(?:υποσχ|ισχυριζ|εγγυ|πει|λεει|ταζ)${L}*`,
    `αποφευγ${L}*\\s+(?:${L}+\\s+)?(?:υποσχεσ|ισχυρισμ|λεξ|φρασ|διαφημισ|κλινικ|να)${L}*`,
    `(?:αρνουμαστε|αρνειται|αρνουνται)`,
  ].join('|')})${NA}`,
  'u',
);

const POST_NEGATION = new RegExp(
  `^(?:[\\s\\-–—,:"'”’)]*[\\p{L}\\p{N}%]+){0,5}?[\\s\\-–—,:"'”’)?]*(?<![\\p{L}\\p{N}])(?:${[
    `(?:is|are|was|were|would\\s+be|sounds?|remains?)\\s+(?:(?:simply|just|always|usually|often|largely|mostly|only|still)\\s+)?(?:not(?![\\p{L}])|never(?![\\p{L}])|a\\s+myth|myths|misleading|false|unrealistic|impossible|illegal|banned|prohibited|untrue|a\\s+red\\s+flag|red\\s+flags|(?:just\\s+)?marketing|exaggerat${L}*|rarely\\s+true|too\\s+good\\s+to\\s+be\\s+true|something\\s+(?:we|no\\s+one|nobody)\\s+(?:never|don['’]?t|do\\s+not|cannot|can['’]?t|won['’]?t|can))`,
    `(?:isn['’]?t|aren['’]?t|wasn['’]?t|weren['’]?t)`,
    `(?:do|does)\\s*(?:not|n['’]?t)\\s+exist`,
    `(?:can|could)\\s*(?:not|n['’]?t)\\s+be\\s+(?:promised|guaranteed|claimed|true|real)`,
    `(?:can|will)\\s+never\\s+be\\s+(?:promised|guaranteed)`,
    `(?:that['’]?s|it['’]?s|this\\s+is)\\s+(?:a\\s+|just\\s+a\\s+)?(?:myth|not\\s+true|false|misleading|marketing)`,
    `should\\s+(?:make\\s+you\\s+(?:cautious|wary|suspicious|think\\s+twice)|raise\\s+(?:a\\s+)?(?:red\\s+flags?|eyebrows|questions))`,
    `(?:πρεπει|θα\\s+πρεπει)\\s+να\\s+σασ\\s+(?:βαζουν|κανουν)\\s+(?:σε\\s+)?(?:υποψια|σκεψεισ|επιφυλακτικ${L}*)`,
    `(?:ειναι|ηταν|θα\\s+ηταν|ακουγεται|παραμενει)\\s+(?:${L}+\\s+)?(?:μυθ${L}*|παραπλανητικ${L}*|ψευδ${L}*|ψεμα${L}*|αδυνατ${L}*|ανεφικτ${L}*|μη\\s+ρεαλιστικ${L}*|εξωπραγματικ${L}*|παρανομ${L}*|απαγορευμεν${L}*|υπερβολ${L}*)`,
    `δεν\\s+(?:υπαρχ${L}*|ισχυ${L}*|ειναι\\s+(?:${L}+\\s+)?(?:αληθ${L}*|ρεαλιστικ${L}*|εφικτ${L}*|δυνατ${L}*|σωστ${L}*|μονιμ${L}*|ανωδυν${L}*|εγγυημεν${L}*|κατι\\s+που)|μπορ${L}*\\s+να\\s+(?:${L}+\\s+)?(?:υποσχεθ|εγγυηθ|διασφαλιστ|ισχυριστ)${L}*|εγγυαται|εγγυωνται|υποσχομαστε|τα\\s+υποσχομαστε)`,
    `(?:αυτο\\s+)?(?:ειναι\\s+)?μυθοσ`,
  ].join('|')})`,
  'u',
);

// "Painless? No." / "Μόνιμο; Όχι.": a question answered with a denial.
const ANSWERED_NO = new RegExp(
  `^[^?;.!]{0,40}[?;]\\s*(?:no|not|nope|hardly|not\\s+really|not\\s+quite|unfortunately\\s+not|sadly\\s+not|οχι|δυστυχωσ\\s+οχι)${NA}(?!\\s*(?:problem|worries|need|wait|more|doubt|matter|αλλ))`,
  'u',
);

// "Day 0 vs day 21? We don't post those." / "Πριν και μετά; Δεν τα δημοσιεύουμε.": a question answered by refusing it.
const ANSWERED_WE_DONT = new RegExp(
  `^[^?;.!]{0,40}[?;]\\s*(?:(?:we|i)\\s+(?:don['’]?t|do\\s+not|never|won['’]?t|will\\s+not)\\s+(?:ever\\s+)?(?:post|show|share|publish|offer|promise|claim|say)${NA}|(?:εμεισ\\s+)?(?:δεν|ποτε\\s+δεν)\\s+(?:τα|τισ|τουσ|το|την|τον)?\\s*(?:δημοσιευ|ανεβαζ|δειχν|προσφερ|υποσχ|ισχυριζ|λεμε)${L}*)`,
  'u',
);

const HEDGE = new RegExp(
  `${NB}(?:may|might|some|many|most|often|usually|typically|generally|gradual${L}*|vary|varies|depend${L}*|possibly|likely|tend|tends|individual|suggest|suggests|potential|λιγο|ελαφρωσ|ελαφρια|μπορει|ισωσ|ορισμεν${L}*|καποι${L}*|πολλ(?:οι|εσ|α)|περισσοτερ${L}*|συνηθωσ|συχνα|σταδιακ${L}*|διαφερ${L}*|εξαρτατ${L}*|ενδεχεται|τεινουν|αρκετ${L}*)${NA}`,
  'u',
);

function lastWords(text: string, n: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.slice(-n).join(' ');
}

export interface MatchContext {
  /** The plain text of the clause before the match (at most 10 words). */
  before: string;
  /** The match itself, plain. */
  inside: string;
  /** The rest of the sentence after the match (plain, at most 100 units, one "?" may be crossed). */
  after: string;
  /** The whole sentence (plain). */
  sentence: string;
}

export function matchContext(s: string, start: number, end: number): MatchContext {
  const from = clauseStart(s, start);
  const before = lastWords(s.slice(from, start), 10);
  let after = s.slice(end, end + 100);
  // Up to the sentence's end, but across one question mark (Greek ";" too): "Painless? No."
  const full = after.search(/[.!\n]/u);
  const questions = [...after.matchAll(/[?;]/gu)].map((m) => m.index);
  const cut = Math.min(full < 0 ? after.length : full, questions.length > 1 ? questions[1] : after.length);
  after = after.slice(0, cut);
  const sentenceStart =
    Math.max(
      s.lastIndexOf('.', start - 1),
      s.lastIndexOf('!', start - 1),
      s.lastIndexOf('?', start - 1),
      s.lastIndexOf('\n', start - 1),
      s.lastIndexOf(';', start - 1),
    ) + 1;
  const sentenceEndMatch = s.slice(end).search(/[.!?;\n]/);
  const sentence = s.slice(sentenceStart, sentenceEndMatch < 0 ? s.length : end + sentenceEndMatch + 1);
  return { before, inside: s.slice(start, end), after, sentence };
}

const CONCORD = /^(?:καμια|καμμια|κανεν\p{L}*|ουτε|καθολου|τιποτα|μηδεν\p{L}*)(?!\p{L})/u;
/**
 * Everything up to the last "and"/"or" of the clause. Not Greek "ή": folded it is "η", the article
 * ("δεν ισχύει ότι η επιδερμίδα δεν θα αντιδράσει" must stay a denial).
 */
const COORDINATED = /^.*(?:^|\s)(?:and|or|nor|&|και|κι)(?:\s|$)/su;
const SAYING = /(?:promis|claim|say|said|tell|told|guarantee|advertis|pretend|υποσχ|ισχυρ|λεμε|λεει|λενε|εγγυ|διαφημ|ταζ)/u;

/** True when the clause denies the claim (a negation before or inside it, or a denial after it). */
export function isNegated(ctx: MatchContext, options: { intrinsic: boolean }): boolean {
  const scrub = (text: string) => text.replace(NOT_NEGATION, ' ');
  // Greek negative concord: in "δεν ένιωσε ούτε ένα τσίμπημα" the δεν belongs to the claim.
  let before = options.intrinsic && CONCORD.test(ctx.inside) ? ctx.before.replace(/(?:^|\s)δεν(?:\s+\p{L}+){0,3}\s*$/u, ' ') : ctx.before;
  // In a list of claims worded as negations ("never moves, never lumps and never needs redoing") the
  // "never" before "and" belongs to the claim before it; a denial by a verb of saying carries across
  // ("we don't promise painless sessions and no bruising").
  if (options.intrinsic && !SAYING.test(before)) before = before.replace(COORDINATED, ' ');
  const scope = options.intrinsic ? scrub(before) : scrub(`${before} ${ctx.inside}`);
  if (NEGATOR.test(scope)) return true;
  // "no miracle cream", "not a permanent fix", "καμία θαυματουργή κρέμα": a determiner right before the claim.
  if (!options.intrinsic && /(?:^|\s)(?:no|not\s+(?:an?|the)|nor|δεν\s+υπαρχ\p{L}*|καμια|κανεν\p{L}*|οχι)\s*$/u.test(ctx.before)) return true;
  return POST_NEGATION.test(ctx.after) || ANSWERED_NO.test(ctx.after) || ANSWERED_WE_DONT.test(ctx.after);
}

/** True when the sentence hedges the claim ("may", "many clients", "results vary"). */
export function isHedged(ctx: MatchContext): boolean {
  // "even with one treatment some improvement can be achieved": the hedge may follow the claim.
  return (
    HEDGE.test(`${ctx.before} ${ctx.inside}`) ||
    /(?:vary|varies|depend|διαφερ|εξαρτ|(?:^|\s)some\s+\p{L}+\s+(?:\p{L}+\s+){0,4}can\s+be\s+(?:achieved|seen|expected))/u.test(ctx.after)
  );
}

// Yes/no questions: "Is it safe?", "Does it hurt?", "Είναι μόνιμο;". Rhetorical ones that presuppose
// the claim ("Ready for painless laser?", "Θέλετε επιδερμίδα 20χρονης;") start otherwise.
const YES_NO_EN =
  /^(?:[^\p{L}\p{N}]*(?:q|question|faq)\s*[:.\-–—]\s*)?[^\p{L}\p{N}]*(?!(?:do|would|are)\s+you\s+(?:want|wish|like|fancy|dream|ready|need)|are\s+you\s+(?:ready|tired|looking))(?:is|are|was|were|does|do|did|will|would|can|could|should|has|have|isn['’]?t|aren['’]?t|any|how\s+(?:safe|long|painful|permanent))(?![\p{L}])/u;
const YES_NO_EL =
  /^(?:[^\p{L}\p{N}]*(?:ε|ερωτηση)\s*[:.\-–—]\s*)?[^\p{L}\p{N}]*(?:ειναι|ειν|θα|υπαρχ\p{L}*|εχει|εχουν|μπορει|ισχυει|αληθευει|κραταει|διαρκει|πονα\p{L}*|ποσο|ειναι\s+αληθεια)(?![\p{L}])/u;

/** True when the match sits in a yes/no question (the sentence it is in ends in a question mark). */
export function isYesNoQuestion(s: string, start: number, end: number): boolean {
  const rest = s.slice(end);
  const stop = rest.search(/[.!?;\n]/u);
  if (stop < 0 || (rest[stop] !== '?' && rest[stop] !== ';')) return false;
  // A Latin semicolon ends a clause, not a question, outside Greek text.
  if (rest[stop] === ';' && !/[\u0370-\u03ff]/u.test(s.slice(Math.max(0, start - 80), end + stop))) return false;
  const from =
    Math.max(
      s.lastIndexOf('.', start - 1),
      s.lastIndexOf('!', start - 1),
      s.lastIndexOf('?', start - 1),
      s.lastIndexOf(';', start - 1),
      s.lastIndexOf('\n', start - 1),
    ) + 1;
  const question = s.slice(from, end);
  return YES_NO_EN.test(question) || YES_NO_EL.test(question);
}
