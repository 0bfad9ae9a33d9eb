import type { Language } from '../schema.js';
import { isHedged, isNegated, isYesNoQuestion, matchContext } from './context.js';
import { GENERAL_RULES } from './general.js';
import { greeklishView } from './greeklish.js';
import { messagesFor } from './explanations.js';
import { COMPLIANCE_CATEGORIES, RULES, type ComplianceCategory } from './rules.js';
import { RULING_RULES, SENTENCE_EXCEPTIONS } from './rulings.js';
import { PatternIndex, patternNeeds } from './prefilter.js';
import { suggestSentences } from './rewrite.js';
import { scoreSentence } from './scorer.js';
import { textViews, type TextView } from './text.js';

/**
 * The compliance guard for medical-aesthetics advertising: a small rules engine. Every rule is
 * matched on two views of the text (see text.ts), so "ΑΝΩΔΥΝΟ", "ανώδυνη", "p@inless"
 * and "B0tox" are caught alike; a claim its own clause denies ("we never promise permanent
 * results") or hedges where that makes it honest is let through. Findings point into the
 * original text and carry their category, an explanation and a compliant wording to use instead.
 */
export { COMPLIANCE_CATEGORIES, type ComplianceCategory };
export { complianceInstructions } from './explanations.js';

/** The finer rule a finding came from (kept for callers that read `rule`). */
type ComplianceRule = string;

export interface ComplianceFinding {
  category: ComplianceCategory;
  /** The finer claim: 'painless', 'instant_results', 'prescription_medicine', ... */
  rule: ComplianceRule;
  start: number;
  end: number;
  /** The words that break the rule, as written. */
  text: string;
  explanation: string;
  /**
   * What to write instead, in the text's language: the rules' is a whole sentence that replaces the
   * one holding the words (rewrite.ts), the model's a wording for its quote.
   */
  suggestion: string;
  /** Who found it: the rules, or the model's second opinion. */
  source: 'rules' | 'model';
}

function spans(view: TextView, pattern: RegExp): { start: number; end: number; vs: number; ve: number }[] {
  const out: { start: number; end: number; vs: number; ve: number }[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(view.s); m; m = pattern.exec(view.s)) {
    if (m[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    const vs = m.index;
    const ve = m.index + m[0].length;
    // A match ending in spaces or punctuation is trimmed to its last word.
    let trimmed = ve;
    while (trimmed > vs && /[\s,.:;\-–—]/.test(view.s[trimmed - 1])) trimmed--;
    const start = view.map[vs];
    const end = trimmed >= view.s.length ? view.map[view.s.length] : view.map[trimmed - 1] + 1;
    out.push({ start, end: Math.max(end, start + 1), vs, ve: trimmed });
  }
  return out;
}

const ALL_RULES = [...RULES, ...GENERAL_RULES, ...RULING_RULES];
/** Every rule's patterns, numbered in order, and the pre-check that skips those that cannot match (prefilter.ts). */
const PATTERN_IDS = new Map(ALL_RULES.flatMap((rule) => rule.patterns).map((pattern, id) => [pattern, id]));
/** Made at the first check, not at load (reading 874 patterns costs about 0.3 s of CPU, which a process that never checks need not pay). */
let patternIndex: PatternIndex | undefined;
const PATTERN_INDEX = () => (patternIndex ??= new PatternIndex(PATTERN_IDS.size, [...PATTERN_IDS.keys()].map(patternNeeds)));
/**
 * A rule's sentence and neighbour tests, as one-shot expressions (flag u only, so no lastIndex is
 * carried between tests): made once per expression, not per match (a new RegExp each time was
 * compiled anew whenever V8 had dropped it from its cache).
 */
const ONE_SHOT = new WeakMap<RegExp, RegExp>();
function once(pattern: RegExp): RegExp {
  let made = ONE_SHOT.get(pattern);
  if (!made) ONE_SHOT.set(pattern, (made = new RegExp(pattern.source, 'u')));
  return made;
}
const ASKABLE = new Set<ComplianceCategory>(['safety_claim', 'permanence', 'guaranteed_outcome']);

/** Findings for claims medical-aesthetics advertising may not make, in English and Greek text alike. */
export function findComplianceIssues(text: string, language: Language = 'en'): ComplianceFinding[] {
  const found = ruleFindings(text, language);
  // Each suggestion becomes the sentence that holds the words, rewritten so it still reads (rewrite.ts).
  return found.length ? suggestSentences(text, found, (sentence) => ruleFindings(sentence, language)) : found;
}

/** The rules' and the scorer's findings, each with its category's suggested sentence. */
function ruleFindings(text: string, language: Language): ComplianceFinding[] {
  if (!text || !text.trim()) return [];
  const views = textViews(text);
  const raw: ComplianceFinding[] = [];
  // Most texts are written plainly: then the two views are one and it is scanned once.
  const scanned = views.norm.s === views.plain.s ? [views.plain] : [views.plain, views.norm];
  // Greek written in Latin letters is read a third time, as Greek (greeklish.ts).
  const greeklish = language === 'el' ? greeklishView(views.plain) : null;
  if (greeklish) scanned.push(greeklish);
  const index = PATTERN_INDEX();
  const candidates = new Map(scanned.map((view) => [view, index.candidates(view.s)]));
  for (const rule of ALL_RULES) {
    const gated = rule.gate ? scanned.filter((view) => rule.gate!.test(view.s)) : scanned;
    if (gated.length === 0) continue;
    for (const pattern of rule.patterns) {
      const id = PATTERN_IDS.get(pattern)!;
      for (const view of gated) {
        if (!candidates.get(view)![id]) continue;
        for (const span of spans(view, pattern)) {
          const ctx = matchContext(view.s, span.vs, span.ve);
          if (rule.onlyIfSentence && !once(rule.onlyIfSentence).test(ctx.sentence)) continue;
          if (SENTENCE_EXCEPTIONS[rule.id]?.test(ctx.sentence)) continue;
          if (rule.unlessSentence && once(rule.unlessSentence).test(ctx.sentence)) continue;
          if (rule.unlessAfter && once(rule.unlessAfter).test(view.s.slice(span.ve, span.ve + 80))) continue;
          if (rule.unlessBefore && once(rule.unlessBefore).test(view.s.slice(Math.max(0, span.vs - 60), span.vs))) continue;
          if (!rule.absolute && isNegated(ctx, { intrinsic: !!rule.intrinsic })) continue;
          if (rule.hedgeable && isHedged(ctx)) continue;
          // "Is it safe?" asks; only the answer can claim (the answered forms are rules of their own).
          if (ASKABLE.has(rule.category) && isYesNoQuestion(view.s, span.vs, span.ve)) continue;
          const matched = text.slice(span.start, span.end);
          raw.push({
            category: rule.category,
            rule: rule.id,
            start: span.start,
            end: span.end,
            text: matched,
            ...messagesFor(rule.category, rule.id, language, view.s.slice(span.vs, span.ve)),
            source: 'rules',
          });
        }
      }
    }
  }
  raw.push(...scorerFindings(text, greeklish ?? views.plain, raw, language));
  return mergeFindings(text, raw);
}

/**
 * Sentence ends in the folded view: ";" and "·" end a sentence in Greek (question mark, ano teleia),
 * not in English; a full stop after a title ("Dr.", "Δρ.") or inside a number ("3.500") does not.
 */
const ABBREVIATION = '(?<!(?:^|[^\\p{L}])(?:dr|mr|mrs|ms|prof|st|no|vs|nr|δρ|κ|κα|αρ|τηλ))(?<!\\d(?=\\.\\d))';
const SENTENCE_END = { el: new RegExp(`${ABBREVIATION}[.!?;·\\n]+`, 'gu'), en: new RegExp(`${ABBREVIATION}[.!?\\n]+`, 'gu') };

/**
 * Sentences the scorer does not judge: myths debunked, terms defined, effects that "begin to act", hedged with "a little".
 * Round 7: comparisons that describe rather than praise ("the most common areas", "the most popular procedure" (popularity is no claim in any set), "οι πιο δύσκολες ουλές", "όσο νεότερος
 * τόσο καλύτερα", "for a more natural result"), and sentences hedged with "perhaps" (the issue's hedged statements).
 */
const NOT_SCORED = new RegExp(
  [
    /(?:μυθ|myth|misconception|ακουσει\s+οτι|heard\s+that|[οo]\s+οροσ|the\s+term|ερωτημα|whether|η\s+αληθεια\s+για|the\s+truth\s+about|(?:^|\s)λιγο(?:\s|$)|a\s+little\s|slightly|(?:αρχιζει|ξεκιναει)\s+να\s+δρα|(?:begins?|starts?)\s+to\s+(?:act|work))/u
      .source,
    /(?:πιο|περισσοτερο)\s+(?:συχν|συνηθισμεν|δυσκολ|ευαισθητ|βαθι|λεπτ|εντον|σοβαρ|σπανι|κοιν|καταλληλ|σημαντικ|απαιτητικ|επιρρεπ|δημοφιλ)|δημοφιλεστερ/u
      .source,
    /(?:^|\s)(?:most|more)\s+(?:common|commonly|frequent|difficult|sensitive|rare|serious|suitable|appropriate|important|likely|prone|demanding|popular)(?:\s|$)/u
      .source,
    /(?:^|\s)οσο\s[^.!?;]{0,60}?τοσο\s|(?:^|\s)για\s+(?:ενα\s+|το\s+)?(?:πιο|καλυτερ)|(?:^|\s)for\s+(?:a\s+|the\s+)?(?:more|better|best)\s/u.source,
    /(?:^|\s)(?:ισωσ|perhaps|maybe)(?:\s|$)/u.source,
    // Round 8 (en): a patch test is the safety procedure issue 18 keeps compliant ("a patch test to ensure no allergy"), not an outcome.
    /patch\s+test|test\s+patch/u.source,
  ].join('|'),
  'u',
);

/** Round 7: πιο without an article before it (a comparative), and no other superlative word. */
const GREEK_ARTICLE_PIO = /(?:^|\s)(?:ο|η|το|οι|τα|τισ|τουσ|των|του|τησ|τον|την|ενα|μια|ενασ)\s+πιο\s/u;
const GREEK_SUPERLATIVE =
  /καλυτερ|κορυφαι|μοναδικ|νουμερο|αριστ|\p{L}τατ(?:οσ|η|ο|εσ|οι|α|ησ|ου|ων)(?:\s|$)|ιδανικ|ασυναγωνιστ|πρωτ|πρωτοπορ|κανεν\p{L}*\s+αλλ|ποτε\s+πριν/u;
const LOOKS_EL = /πιο\s+(?:νεανικ|νεοτερ|λει|λαμπερ|σφιχτ|ξεκουραστ|ομορφ|φρεσκ|γεματ|ελκυστικ|αδυνατ|λεπτ\p{L}*\s+(?:σιλουετ|μεσ))/u;
const COMPARATIVE_ONLY_EL = (sentence: string) => /(?:^|\s)πιο\s/u.test(sentence) && !GREEK_ARTICLE_PIO.test(sentence) && !GREEK_SUPERLATIVE.test(sentence);

/**
 * Round 8 (el): Greek sentences the scorer does not judge either: an aim, not a result ("η επέμβαση στοχεύει στην
 * αποκατάσταση", "ώστε να αποδοθεί το πιο φυσικό αποτέλεσμα"); an outcome given with its weaker alternative
 * ("επιβραδύνεται ή σταματάει"); a reduction, not a removal ("οι ρυτίδες φαίνονται λιγότερο έντονες"); a comparison made
 * against what it is compared with ("μικρότερες ουλές από την FUT"); a look given with its short duration ("πιο λαμπερό για
 * λίγες εβδομάδες"); a price range stated ("το κόστος κυμαίνεται από"); a magic fix denied ("δεν υπάρχει μαγική λύση");
 * "κερδίζει έδαφος" (gains ground). The labelling guide keeps hedged statements that say what can happen compliant;
 * CAP 3.7 asks what the claim is, and none is made.
 */
const NOT_SCORED_EL_R8 =
  /(?:^|\s)(?:στοχευ\p{L}*|αποσκοπ\p{L}*)\s+(?:σε|στ\p{L}*|να)\s|(?:^|\s)(?:με\s+στοχο|με\s+σκοπο|εχει\s+(?:ωσ|σαν)\s+στοχο)\s|(?:^|\s)(?:ωστε|προκειμενου)\s+να\s+(?:\p{L}+\s+){0,2}(?:το\s+|ενα\s+)?(?:πιο|καλυτερ)|(?:μειων|επιβραδυν|περιοριζ|ελαττων|αραιων)\p{L}*\s+η\s+(?:σταματ|εξαφανιζ|εξαλειφ|παυ)|λιγοτερο\s+(?:εντον|εμφαν|ορατ|βαθ|αισθητ)|(?:μικροτερ|μεγαλυτερ|λιγοτερ|περισσοτερ|ταχυτερ|βραδυτερ)\p{L}*\s+(?:\p{L}+\s+){0,3}απο\s+(?:το|την|τη|τα|τισ|τουσ|τον)\s|(?:σε\s+συγκριση|σε\s+σχεση|συγκριτικα)\s+με\s|(?:^|\s)(?:για|μεχρι|εωσ)\s+(?:λιγ|μερικ|\d)\S*\s+(?:ημερ|εβδομαδ|μην)|(?:κοστοσ|τιμη|τιμεσ)\s+(?:\p{L}+\s+){0,4}(?:κυμαιν|ξεκιν|διαμορφων|εξαρτατ)|δεν\s+(?:υπαρχει|υπαρχουν|ειναι)\s+(?:\p{L}+\s+)?(?:μαγικ|θαυματουργ|πανακει)|κερδιζ\p{L}*\s+εδαφοσ/u;

/**
 * Round 9 (el): Greek sentences the scorer is not asked about, because they describe or disclaim: how long a
 * procedure takes or in how many visits it is done, with no word of a result ("η συνεδρία ολοκληρώνεται σε μισή ώρα"),
 * a guarantee denied ("δεν υπάρχει εγγύηση για το αποτέλεσμα", "κανείς δεν μπορεί να εγγυηθεί"), the guide's
 * disclaimers, who gives the injections ("τις ενέσεις τις κάνει μόνο ο γιατρός"), a step every case takes ("σε όλες τις περιπτώσεις προηγείται ενημέρωση"), a claim denied ("δεν υπάρχει θεραπεία που να εξαφανίζει οριστικά ..."), and a guarantee of hygiene or information only ("σας εγγυόμαστε αποστειρωμένα εργαλεία μιας χρήσης").
 */
const NOT_SCORED_EL_R9 =
  /^(?!.*(?:αποτελεσμ|εξαφαν|εξαλειφ|οριστικ|μονιμ|βελτιω|ανωδυν|ορατ|αμεσ|αλλαγ))(?:.*\s)?(?:διαδικασια|θεραπεια|επεμβαση|συνεδρια|εφαρμογη|εξεταση)\s+(?:\p{L}+\s+)?(?:ολοκληρωνεται|διαρκει|κρατα|γινεται|πραγματοποιειται|εκτελειται)\s+(?:\p{L}+\s+){0,2}?(?:σε|μεσα\s+σε|περιπου|εντοσ)\s|(?:δεν|δε)\s+(?:υπαρχει|υπαρχουν|δινεται|δινουμε|δινει|μπορ\p{L}*\s+(?:\p{L}+\s+){0,2}?να\s+(?:δωσ|δοθ|εγγυηθ|υποσχεθ))\s+(?:\p{L}+\s+){0,3}?(?:εγγυησ|υποσχεσ|βεβαιοτητ)|κανεισ\s+(?:\p{L}+\s+)?δεν\s+μπορει\s+να\s+(?:εγγυηθ|υποσχεθ)|δεν\s+υπαρχει\s+(?:\p{L}+\s+){0,2}?(?:θεραπεια|μεθοδοσ|λυση|τεχνικη|συσκευη|κρεμα|ενεση)\s+που\s+να\s|(?:κανει|κανουν|γινονται|γινεται|εφαρμοζ\p{L}*|χορηγ\p{L}*)\s+(?:\p{L}+\s+){0,2}?μονο\s+(?:απο\s+)?(?:ο\s+|η\s+|τον\s+|την\s+|οι\s+)?(?:γιατρ|ιατρ|δερματολογ|πλαστικ|ειδικευμεν)|σε\s+(?:ολεσ\s+τισ|καθε)\s+περιπτωσ\p{L}*\s+(?:\p{L}+\s+)?(?:προηγειται|προηγουνται|απαιτειται|απαιτουνται|χρειαζεται|πρεπει|συστηνεται)\s|^(?!.*(?:αποτελεσμ|δερμα|προσωπ|ρυτιδ|λειο|λαμπ))(?=.*εγγυ\p{L}*\s+(?:\p{L}+\s+){0,3}?(?:αποστειρωμεν|μιασ\s+χρησησ|ενημερωσ|εχεμυθει|διακριτικοτητ|απορρητ|(?:οτι\s+)?θα\s+(?:σασ\s+)?(?:εξηγ|ενημερω|απαντ)))/u;

/** Findings of the learned scorer (scorer.ts), for the sentences the rules found nothing in. */
function scorerFindings(text: string, plain: TextView, found: ComplianceFinding[], language: Language): ComplianceFinding[] {
  const out: ComplianceFinding[] = [];
  let from = 0;
  const sentences: [number, number][] = [];
  const ends = SENTENCE_END[language];
  ends.lastIndex = 0;
  for (let m = ends.exec(plain.s); m; m = ends.exec(plain.s)) {
    // A question asks ("Is filler dangerous?"); the answer, a sentence of its own, is what claims.
    if (!/[?;]/.test(m[0]) || (m[0].includes(';') && language !== 'el')) sentences.push([from, m.index]);
    from = m.index + m[0].length;
  }
  sentences.push([from, plain.s.length]);
  for (let [vs, ve] of sentences) {
    while (vs < ve && /[\s"'“”‘’«»()\-–—*_]/u.test(plain.s[vs])) vs++;
    while (ve > vs && /[\s"'“”‘’«»()\-–—*_]/u.test(plain.s[ve - 1])) ve--;
    if (ve <= vs) continue;
    const start = plain.map[vs];
    const end = plain.map[ve - 1] + 1;
    if (found.some((f) => f.start < end && f.end > start)) continue;
    // A myth being debunked, a term being defined, a hedge, an onset: the scorer's words, no claim.
    if (NOT_SCORED.test(plain.s.slice(vs, ve))) continue;
    if (language === 'el' && NOT_SCORED_EL_R8.test(plain.s.slice(vs, ve))) continue;
    if (language === 'el' && NOT_SCORED_EL_R9.test(plain.s.slice(vs, ve))) continue;
    const verdict = scoreSentence(plain.s.slice(vs, ve));
    if (!verdict) continue;
    // A Greek comparative is not a superlative: "πιο φυσικά αποτελέσματα" (more natural) has no article before πιο,
    // "τις πιο σύγχρονες" (the most modern) has one. A comparative about looks ("το κάνει πιο νεανικό") promises an outcome.
    if (verdict.category === 'superlative' && language === 'el' && COMPARATIVE_ONLY_EL(plain.s.slice(vs, ve))) {
      if (!LOOKS_EL.test(plain.s.slice(vs, ve))) continue;
      verdict.category = 'guaranteed_outcome';
    }
    out.push({
      category: verdict.category,
      rule: 'lexical_score',
      start,
      end,
      text: text.slice(start, end),
      ...messagesFor(verdict.category, 'lexical_score', language, plain.s.slice(vs, ve)),
      source: 'rules',
    });
  }
  return out;
}

/** One finding per category and overlapping span (the widest), in text order. */
export function mergeFindings(text: string, findings: ComplianceFinding[]): ComplianceFinding[] {
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: ComplianceFinding[] = [];
  for (const f of sorted) {
    const previous = merged.findLast((g) => g.category === f.category && f.start < g.end);
    if (previous) {
      if (f.end > previous.end) {
        previous.end = f.end;
        previous.text = text.slice(previous.start, previous.end);
      }
      continue;
    }
    merged.push({ ...f });
  }
  return merged;
}

/** The categories present in a text (for UIs and the development set's metrics). */
export function categoriesOf(findings: ComplianceFinding[]): ComplianceCategory[] {
  return COMPLIANCE_CATEGORIES.filter((c) => findings.some((f) => f.category === c));
}
