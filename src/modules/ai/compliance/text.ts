/**
 * The text views the compliance rules are matched against, each with a map from every one of its
 * UTF-16 units back to the original text, so a finding's span always points into what was written.
 *
 * - `plain`: lower case, accents stripped, Greek final sigma as σ ("ΑΝΩΔΥΝΟ" → "ανωδυνο"), emoji
 *   as spaces.
 * - `norm`: plain, then undone the ways people dodge filters: mixed-script homoglyphs ("Βotox" with
 *   a Greek Beta), leetspeak digits inside words ("B0t0x", "p@inless"), punctuation inside words
 *   ("bo.tox", "pain·less") and letters spaced out ("b o t o x").
 */
export interface TextView {
  s: string;
  /** Original index of each unit of `s`; `map[s.length]` is the original length. */
  map: Int32Array;
}

interface Unit {
  ch: string;
  at: number;
}

const LATIN = /[a-z]/;
const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;
const LETTER = /\p{L}/u;
const WORDISH = /[\p{L}\p{N}@$]/u;

/** Greek and Cyrillic letters that look like Latin ones (after lower-casing). */
const TO_LATIN: Record<string, string> = {
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  ζ: 'z',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'y',
  χ: 'x',
  ω: 'w',
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ѕ: 's',
};
/** Latin letters that look like Greek ones, for Greek words typed with a stray Latin letter. */
const TO_GREEK: Record<string, string> = {
  a: 'α',
  b: 'β',
  e: 'ε',
  h: 'η',
  i: 'ι',
  k: 'κ',
  m: 'μ',
  n: 'ν',
  o: 'ο',
  p: 'ρ',
  t: 'τ',
  u: 'υ',
  v: 'ν',
  x: 'χ',
  y: 'υ',
  z: 'ζ',
};
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's' };
const LEET_GREEK: Record<string, string> = { '0': 'ο', '1': 'ι', '3': 'ε', '4': 'α', '7': 'τ', '8': 'β', '@': 'α' };

/** Emoji and their joiners, variation selectors and skin tones: spaces to the rules ("Before 👉 After"). */
const PICTOGRAPH = /[\p{Extended_Pictographic}\ufe0e\ufe0f\u20e3]|\u200d|[\u{1f3fb}-\u{1f3ff}\u{1f1e6}-\u{1f1ff}]/u;

/** Each non-ASCII unit's fold, kept once worked out (normalising per letter was most of the folding's cost). */
const FOLDED = new Map<string, string>();
function foldUnit(unit: string): string {
  let folded = FOLDED.get(unit);
  if (folded === undefined) {
    folded = unit.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ς/g, 'σ');
    // Bounded: a text of rare characters cannot grow it without end.
    if (FOLDED.size < 4096) FOLDED.set(unit, folded);
  }
  return folded;
}

function foldUnits(text: string): Unit[] {
  const out: Unit[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      out.push({ ch: code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[i], at: i });
      continue;
    }
    const point = String.fromCodePoint(text.codePointAt(i)!);
    // The syringe says "injection" ("Say yes to the B-word 💉", "free 💉 Fridays"); other pictures are spaces.
    if (point === '💉') {
      // Its last letter points at the emoji's second unit, so a span ending there covers the whole emoji.
      [...' injection '].forEach((ch, k, all) => out.push({ ch, at: k >= all.length - 2 ? i + point.length - 1 : i }));
      i += point.length - 1;
      continue;
    }
    if (PICTOGRAPH.test(point)) {
      for (let k = 0; k < point.length; k++) out.push({ ch: ' ', at: i + k });
      i += point.length - 1;
      continue;
    }
    for (const ch of foldUnit(text[i])) out.push({ ch, at: i });
  }
  return out;
}

function toView(units: Unit[], length: number): TextView {
  const map = new Int32Array(units.length + 1);
  let s = '';
  units.forEach((u, i) => {
    s += u.ch;
    map[i] = u.at;
  });
  map[units.length] = length;
  return { s, map };
}

const isLetter = (u: Unit | undefined) => !!u && LETTER.test(u.ch);

/** Homoglyphs and leetspeak, token by token (a token: letters, digits, @ and $). */
function undisguiseTokens(units: Unit[]): Unit[] {
  const out = units.map((u) => ({ ...u }));
  let i = 0;
  while (i < out.length) {
    if (!WORDISH.test(out[i].ch)) {
      i++;
      continue;
    }
    let j = i;
    while (j < out.length && WORDISH.test(out[j].ch)) j++;
    const token = out.slice(i, j);
    const latin = token.filter((u) => LATIN.test(u.ch)).length;
    const greek = token.filter((u) => GREEK.test(u.ch)).length;
    const cyrillic = token.filter((u) => /[\u0400-\u04ff]/.test(u.ch)).length;
    if (cyrillic || (latin && greek)) {
      const toLatin = latin + cyrillic >= greek;
      for (const u of token) {
        if (toLatin && TO_LATIN[u.ch]) u.ch = TO_LATIN[u.ch];
        else if (!toLatin && TO_GREEK[u.ch]) u.ch = TO_GREEK[u.ch];
      }
    }
    const letters = token.filter(isLetter).length;
    const digits = token.length - letters;
    // "24h", "spf50", "no1", "10ml": numbers with a unit stay numbers.
    const numberWithUnit = /^[\d.,]+\p{L}{1,3}$|^\p{L}{1,3}[\d.,]+$/u.test(token.map((u) => u.ch).join(''));
    if (digits > 0 && letters >= 2 && !numberWithUnit) {
      for (let k = 0; k < token.length; k++) {
        const u = token[k];
        // In a Greek word a digit stands for the Greek letter it looks like ("Μπ0τοξ").
        const leet = greek > latin ? LEET_GREEK[u.ch] : LEET[u.ch];
        if (!leet) continue;
        const before = isLetter(token[k - 1]);
        const after = isLetter(token[k + 1]);
        if ((before && after) || (letters >= 3 && (before || after) && digits <= 2)) u.ch = leet;
      }
    }
    i = j;
  }
  return out;
}

/** Drops punctuation inside a word ("bo.tox", "pain·less") and joins letters spaced out ("b o t o x"). */
function joinWords(units: Unit[]): Unit[] {
  // Apostrophes stay ("don't" is a word); dots, middle dots and the like inside a word go.
  const inWord = /[.·•_|~]/;
  let out: Unit[] = units.filter((u, i) => !(inWord.test(u.ch) && isLetter(units[i - 1]) && isLetter(units[i + 1])));
  // Runs of four or more single letters separated by one or two spaces, dots or dashes.
  const keep = new Array<boolean>(out.length).fill(true);
  const sep = (u: Unit | undefined) => !!u && /[\s.\-_·•*]/.test(u.ch);
  let i = 0;
  while (i < out.length) {
    if (!isLetter(out[i]) || isLetter(out[i - 1])) {
      i++;
      continue;
    }
    const letters = [i];
    let k = i + 1;
    for (;;) {
      let s = k;
      while (s < out.length && s - k < 2 && sep(out[s])) s++;
      if (s === k || !isLetter(out[s]) || isLetter(out[s + 1])) break;
      letters.push(s);
      k = s + 1;
    }
    if (letters.length >= 4 && !isLetter(out[i + 1])) {
      for (let x = letters[0]; x < letters[letters.length - 1]; x++) if (!isLetter(out[x])) keep[x] = false;
      i = letters[letters.length - 1] + 1;
    } else i++;
  }
  out = out.filter((_, x) => keep[x]);
  return out;
}

export function textViews(text: string): { plain: TextView; norm: TextView } {
  const units = foldUnits(text);
  const plain = toView(units, text.length);
  const norm = toView(joinWords(undisguiseTokens(units)), text.length);
  return { plain, norm };
}

/** Folds a phrase the way the plain view does (for word lists written with accents). */
export function foldPhrase(text: string): string {
  return foldUnits(text)
    .map((u) => u.ch)
    .join('');
}
