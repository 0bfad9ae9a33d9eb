/**
 * A sound pre-check for the rules' patterns, so the guard runs only the few that could match.
 *
 * Each pattern's source is read once, at load, for the short strings every match must begin with
 * (`(?<![a-z…])(?:guarantee(?:s|d)?|money[-\s]?back)` begins with "gua" or "mon"; lookarounds take
 * no text, so they are skipped). A text's view is then cut once into its substrings of one to
 * three units, and only the patterns one of whose beginnings occurs there are run: a pattern none
 * of whose beginnings occurs cannot match, so what the guard finds is unchanged. A pattern whose
 * beginning cannot be told (it may start with any letter, or match nothing at all) always runs.
 */

/** Longest beginning kept per pattern (units): the length of the substrings a view is cut into. */
const K = 3;
/** A pattern with more beginnings than this always runs (its pre-check would cost more than it saves). */
const MAX_PREFIXES = 256;
/** A character class of at most this many plain characters is read as those characters. */
const MAX_CLASS = 12;

/** What a part of a pattern can begin with: strings, each `full` when the part's whole match is that string. */
type Starts = { s: string; full: boolean }[] | null;

class Unsupported extends Error {}

const EMPTY: Starts = [{ s: '', full: true }];
/** `\d` without the i flag is exactly 0-9. */
const DIGITS: Starts = [...'0123456789'].map((s) => ({ s, full: true }));
/** Single-letter escapes that stand for one character. */
const CONTROL: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v', '0': '\0' };

/** Parses the subset of regular expressions the rules are written in, computing their beginnings as it goes. */
class Reader {
  private i = 0;
  constructor(private readonly src: string) {}

  read(): Starts {
    const starts = this.alternation();
    if (this.i < this.src.length) throw new Unsupported();
    return starts;
  }

  private alternation(): Starts {
    const branches: Starts[] = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      branches.push(this.sequence());
    }
    if (branches.some((b) => b === null)) return null;
    return union(branches as { s: string; full: boolean }[][]);
  }

  private sequence(): Starts {
    let acc: Starts = EMPTY;
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      const atom = this.quantified();
      acc = concat(acc, atom);
    }
    return acc;
  }

  private quantified(): Starts {
    const atom = this.atom();
    const c = this.src[this.i];
    let min: number;
    let max: number;
    if (c === '*' || c === '+' || c === '?') {
      this.i++;
      min = c === '+' ? 1 : 0;
      max = c === '?' ? 1 : Infinity;
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i));
      if (!m) throw new Unsupported();
      this.i += m[0].length;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
    } else return atom;
    if (this.src[this.i] === '?') this.i++; // lazy: the same strings
    if (atom === null) return null;
    // One repetition begins the match; more may follow, so the strings are only beginnings.
    const once = max === 1 ? atom : atom.map((a) => ({ s: a.s, full: false }));
    return min === 0 ? union([EMPTY!, once]) : once;
  }

  private atom(): Starts {
    const src = this.src;
    const c = src[this.i];
    if (c === '(') {
      let lookaround = false;
      if (src.startsWith('(?:', this.i)) this.i += 3;
      else if (src.startsWith('(?=', this.i) || src.startsWith('(?!', this.i)) {
        this.i += 3;
        lookaround = true;
      } else if (src.startsWith('(?<=', this.i) || src.startsWith('(?<!', this.i)) {
        this.i += 4;
        lookaround = true;
      } else if (src.startsWith('(?', this.i)) throw new Unsupported();
      else this.i += 1;
      const inner = this.alternation();
      if (src[this.i] !== ')') throw new Unsupported();
      this.i++;
      // A lookaround takes no text.
      return lookaround ? EMPTY : inner;
    }
    if (c === '[') return this.charClass();
    if (c === '^' || c === '$') {
      this.i++;
      return EMPTY;
    }
    if (c === '.') {
      this.i++;
      return null;
    }
    if (c === '\\') return this.escape();
    if (c === ')' || c === '|' || c === '*' || c === '+' || c === '?' || c === '{' || c === '}' || c === ']') throw new Unsupported();
    const cp = src.codePointAt(this.i)!;
    const ch = String.fromCodePoint(cp);
    this.i += ch.length;
    return [{ s: ch, full: true }];
  }

  /** One escape outside a class: a character, or null for a class of characters (\s, \p{L}, ...). */
  private escape(): Starts {
    const src = this.src;
    const e = src[this.i + 1];
    if (e === undefined) throw new Unsupported();
    if (e === 'd') {
      this.i += 2;
      return DIGITS;
    }
    if ('sSDwWpP'.includes(e)) {
      this.i += 2;
      if (e === 'p' || e === 'P') this.skipBraces();
      return null;
    }
    if (e === 'b' || e === 'B') {
      this.i += 2;
      return EMPTY;
    }
    const ch = this.escapedChar();
    return [{ s: ch, full: true }];
  }

  private skipBraces() {
    if (this.src[this.i] !== '{') throw new Unsupported();
    const close = this.src.indexOf('}', this.i);
    if (close < 0) throw new Unsupported();
    this.i = close + 1;
  }

  /** An escape standing for one character (\u00b5, \u{1f489}, \n, \-, \*); throws on anything else. */
  private escapedChar(): string {
    const src = this.src;
    const e = src[this.i + 1];
    if (e === 'u') {
      if (src[this.i + 2] === '{') {
        const close = src.indexOf('}', this.i);
        if (close < 0) throw new Unsupported();
        const ch = String.fromCodePoint(parseInt(src.slice(this.i + 3, close), 16));
        this.i = close + 1;
        return ch;
      }
      const hex = src.slice(this.i + 2, this.i + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new Unsupported();
      this.i += 6;
      return String.fromCharCode(parseInt(hex, 16));
    }
    if (e in CONTROL) {
      if (e === '0' && /\d/.test(src[this.i + 2] ?? '')) throw new Unsupported();
      this.i += 2;
      return CONTROL[e];
    }
    // Syntax characters escaped to stand for themselves (all a pattern with the u flag allows).
    if ('^$\\.*+?()[]{}|/-'.includes(e)) {
      this.i += 2;
      return e;
    }
    throw new Unsupported();
  }

  /** A class: its characters when it lists a few plainly ([οo], [-\s] is not), else null. */
  private charClass(): Starts {
    const src = this.src;
    this.i++;
    let negated = false;
    if (src[this.i] === '^') {
      negated = true;
      this.i++;
    }
    const chars: string[] = [];
    let plain = !negated;
    while (this.i < src.length && src[this.i] !== ']') {
      if (src[this.i] === '\\') {
        const e = src[this.i + 1];
        if ('sSdDwWpPbB'.includes(e)) {
          this.i += 2;
          if (e === 'p' || e === 'P') this.skipBraces();
          plain = false;
          continue;
        }
        chars.push(this.escapedChar());
        continue;
      }
      if (src[this.i] === '[') throw new Unsupported();
      const ch = String.fromCodePoint(src.codePointAt(this.i)!);
      // A dash between two characters makes a range: not plain. Leading or trailing it is itself.
      if (ch === '-' && chars.length > 0 && src[this.i + 1] !== ']') plain = false;
      chars.push(ch);
      this.i += ch.length;
    }
    if (src[this.i] !== ']') throw new Unsupported();
    this.i++;
    if (!plain || chars.length === 0 || chars.length > MAX_CLASS) return null;
    return [...new Set(chars)].map((s) => ({ s, full: true }));
  }
}

function union(parts: { s: string; full: boolean }[][]): Starts {
  const seen = new Map<string, boolean>();
  for (const part of parts) for (const a of part) seen.set(a.s, (seen.get(a.s) ?? true) && a.full);
  if (seen.size > MAX_PREFIXES) return null;
  return [...seen].map(([s, full]) => ({ s, full }));
}

/** The beginnings of `a` followed by `b` (kept to K units). */
function concat(a: Starts, b: Starts): Starts {
  if (a === null) return null;
  const out: { s: string; full: boolean }[] = [];
  for (const x of a) {
    if (!x.full || x.s.length >= K) {
      out.push({ s: x.s.slice(0, K), full: false });
      continue;
    }
    if (b === null) {
      // The rest may begin with anything: what came before is all that is known.
      if (x.s === '') return null;
      out.push({ s: x.s, full: false });
      continue;
    }
    for (const y of b) {
      const s = x.s + y.s;
      out.push(s.length > K ? { s: s.slice(0, K), full: false } : { s, full: y.full });
    }
    if (out.length > MAX_PREFIXES * 4) return null;
  }
  return union([out]);
}

/** The strings (one to K units) one of which every match of the pattern begins with, or null when unknown. */
export function patternBeginnings(pattern: RegExp): string[] | null {
  if (pattern.flags.includes('i') || pattern.flags.includes('v')) return null;
  let starts: Starts;
  try {
    starts = new Reader(pattern.source).read();
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
  // A pattern that may match nothing, or begin with anything, always runs.
  if (starts === null || starts.some((x) => x.s === '')) return null;
  return [...new Set(starts.map((x) => x.s))];
}

/**
 * The pre-check for a list of patterns: `candidates(s)` says, pattern by pattern (by index), whether
 * it can match somewhere in s.
 */
export class PatternIndex {
  private readonly byBeginning = new Map<string, number[]>();
  private readonly always: number[] = [];

  constructor(private readonly size: number, beginnings: (string[] | null)[]) {
    beginnings.forEach((list, index) => {
      if (!list) {
        this.always.push(index);
        return;
      }
      for (const s of list) {
        const ids = this.byBeginning.get(s);
        if (ids) ids.push(index);
        else this.byBeginning.set(s, [index]);
      }
    });
  }

  /** How many patterns always run (their beginnings could not be told). */
  get unindexed(): number {
    return this.always.length;
  }

  candidates(s: string): Uint8Array {
    const out = new Uint8Array(this.size);
    for (const index of this.always) out[index] = 1;
    const map = this.byBeginning;
    for (let i = 0; i < s.length; i++) {
      for (let k = 1; k <= K && i + k <= s.length; k++) {
        const ids = map.get(s.slice(i, i + k));
        if (ids) for (const index of ids) out[index] = 1;
      }
    }
    return out;
  }
}
