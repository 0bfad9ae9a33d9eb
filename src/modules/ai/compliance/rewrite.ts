import type { ComplianceFinding } from './guard.js';

/**
 * The rules' suggested wording, written so the text still reads (issue 24's Apply suggestion). A
 * phrase put in place of the words alone did not: "Our painless facial" became "Our planned for your
 * comfort, with numbing cream available facial". So a finding's suggestion is the sentence that
 * holds its words, rewritten until the rules find nothing in it:
 * - one offending word between a determiner and its noun is left out ("our painless facial" -> "our
 *   facial", "μια ανώδυνη θεραπεία" -> "μια θεραπεία");
 * - words in the sentence's last clause, after a comma, colon, semicolon or dash, take the clause
 *   with them ("... soft and radiant, with guaranteed results." -> "... soft and radiant.");
 * - otherwise the sentence becomes the category's suggested sentence (explanations.ts; each one a
 *   sentence the guard passes, rewrite.test.ts).
 * Every finding in a sentence carries the same suggestion, and Apply suggestion puts it in place of
 * the sentence (hashtags and emoji after it stay). The model's second opinion suggests a wording for
 * its quote, so its findings are applied in place.
 */
const ABBREVIATION = /(?:^|[\s(])(?:dr|mr|mrs|ms|st|no|vs|approx|e\.g|i\.e|etc|δρ|κ|π\.χ|κλπ|βλ)$/i;
const TERMINATOR = /[.!?…;\u037e]/;
const CLOSERS = /["'”’»)\]]/;
const TAIL = /(?:\s*(?:#[\p{L}\p{N}_]+|\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\u200d|\ufe0f)*))+\s*$/u;
/** A clause boundary inside a sentence: a comma, colon or semicolon and a space, or a spaced dash. */
const CLAUSE = /[,:;]\s+|\s+[–—-]\s+/g;
/** Words a single offending modifier may sit between: a determiner or possessive before, a content word after. */
const DETERMINER = /(?:^|[\s(«"'])(?:a|an|the|our|your|this|these|their|its|ο|η|το|οι|τα|τον|την|του|της|των|τις|τους|ένα|ένας|έναν|μια|μία|μιας)\s$/iu;
const FUNCTION_WORD =
  /^(?:and|or|but|is|are|was|were|be|to|for|with|of|in|on|at|that|which|who|as|than|και|ή|αλλά|είναι|για|με|που|σε|από|ως|στο|στη|στην|στον|στα|στις|στους|του|της)$/iu;

/** Whether the text ends a sentence at `i` (a terminator there, not an abbreviation's or a number's point). */
function endsSentenceAt(text: string, i: number): boolean {
  if (text[i] === '\n') return true;
  if (!TERMINATOR.test(text[i])) return false;
  // A semicolon before a capital is the Greek question mark; before a small letter it joins two clauses.
  if (text[i] === ';' && !/^\s+\p{Lu}/u.test(text.slice(i + 1, i + 4))) return false;
  if (text[i] === '.' && (/\d/.test(text[i + 1] ?? '') || ABBREVIATION.test(text.slice(Math.max(0, i - 8), i)))) return false;
  return true;
}

/** The sentence around [start, end), hashtags and emoji after it left out: from after the previous sentence's end to its own terminator. */
function sentenceAround(text: string, start: number, end: number): { from: number; to: number } {
  let from = start;
  while (from > 0 && !(endsSentenceAt(text, from - 1) && (text[from - 1] === '\n' || /\s/.test(text[from] ?? ' ')))) from--;
  while (from < start && /\s/.test(text[from])) from++;
  let to = Math.max(end, from);
  while (to < text.length && !(endsSentenceAt(text, to) && (text[to] === '\n' || to + 1 >= text.length || /[\s"'”’»)\]]/.test(text[to + 1])))) to++;
  if (to < text.length && text[to] !== '\n') {
    while (to < text.length && (TERMINATOR.test(text[to]) || CLOSERS.test(text[to]))) to++;
  }
  const tail = TAIL.exec(text.slice(from, to))?.[0] ?? '';
  return { from, to: to - tail.length };
}

/** The sentence with one offending word left out, when it sits between a determiner and its noun. */
function dropModifier(sentence: string, start: number, end: number): string | undefined {
  if (!/^[\p{L}\p{N}-]+$/u.test(sentence.slice(start, end))) return undefined;
  const next = /^ ([\p{L}][\p{L}\p{N}-]*)/u.exec(sentence.slice(end));
  if (!DETERMINER.test(sentence.slice(Math.max(0, start - 12), start)) || !next || FUNCTION_WORD.test(next[1])) return undefined;
  // English articles follow the next word's sound (by its first letter): "a painless option" -> "an option".
  const head = sentence.slice(0, start).replace(/\b([Aa])n? $/, (_all, a: string) => (/^[aeiou]/i.test(next[1]) ? `${a}n ` : `${a} `));
  return head + sentence.slice(end + 1);
}

/** The sentence without its last clause, when the words are in it; its ending kept. */
function dropLastClause(sentence: string, start: number): string | undefined {
  const terminator = /[.!?…;"'”’»)\]]*$/.exec(sentence)?.[0] ?? '';
  const body = sentence.slice(0, sentence.length - terminator.length);
  let last: { at: number; after: number } | undefined;
  CLAUSE.lastIndex = 0;
  for (let m = CLAUSE.exec(body); m; m = CLAUSE.exec(body)) last = { at: m.index, after: m.index + m[0].length };
  if (!last || start < last.after || last.at === 0) return undefined;
  return body.slice(0, last.at) + (terminator || '.');
}

/**
 * The rules' findings with each suggestion the rewritten sentence that holds its words. `check` is the
 * rules without this step (the sentence is checked again after each change, up to four times).
 */
export function suggestSentences(text: string, findings: ComplianceFinding[], check: (sentence: string) => ComplianceFinding[]): ComplianceFinding[] {
  const rewritten = new Map<string, string>();
  return findings.map((finding) => {
    if (finding.source !== 'rules') return finding;
    const { from, to } = sentenceAround(text, finding.start, finding.end);
    const key = `${from}:${to}`;
    if (!rewritten.has(key)) {
      let sentence = text.slice(from, to);
      let current: Pick<ComplianceFinding, 'start' | 'end' | 'suggestion'> = {
        start: finding.start - from,
        end: finding.end - from,
        suggestion: finding.suggestion,
      };
      for (let round = 0; round < 4; round++) {
        const next = dropModifier(sentence, current.start, current.end) ?? dropLastClause(sentence, current.start);
        if (next === undefined) {
          sentence = current.suggestion;
          break;
        }
        sentence = next;
        const left = check(sentence);
        if (left.length === 0) break;
        current = left[0];
        if (round === 3) sentence = current.suggestion;
      }
      rewritten.set(key, /^\p{Ll}/u.test(sentence) ? sentence.charAt(0).toLocaleUpperCase() + sentence.slice(1) : sentence);
    }
    return { ...finding, suggestion: rewritten.get(key)! };
  });
}

/** The text with a finding's suggestion applied: the rules' sentence in place of the one holding the words, the model's wording in place of its quote. */
export function applyFinding(text: string, finding: Pick<ComplianceFinding, 'start' | 'end' | 'suggestion' | 'source'>): string {
  const { start, end, suggestion } = finding;
  if (finding.source === 'model') {
    const before = text.slice(0, start);
    const atStart = before.trim() === '' || /[.!?…;]\s*$|\n\s*$/.test(before);
    return before + (atStart ? suggestion.charAt(0).toLocaleUpperCase() + suggestion.slice(1) : suggestion) + text.slice(end);
  }
  const { from, to } = sentenceAround(text, start, end);
  const sentence = /[.!?…]["'”’»)\]]*$/.test(suggestion) ? suggestion : `${suggestion.charAt(0).toLocaleUpperCase()}${suggestion.slice(1)}.`;
  return text.slice(0, from) + sentence + text.slice(to);
}
