/**
 * A sound pre-check for the rules' patterns, so the guard runs only the few that could match.
 *
 * Each pattern's source is read once, at the first check, for short strings one of which every
 * match must contain: what its matches begin with, or a part every match has
 * (`(?<![a-z…])(?:guarantee(?:s|d)?|money[-\s]?back)` needs "guara" or "money"; `\d+\s+years?\s+younger`
 * needs "young"; lookarounds take no text, so they are skipped). A text's view is then walked once
 * against those strings, and only the patterns one of whose strings occurs there are run: a pattern
 * none of whose strings occurs cannot match, so what the guard finds is unchanged. A pattern of
 * which nothing can be told (it may match any letters, or nothing at all) always runs.
 */

/** Longest string kept per pattern (units): the length of the substrings a view is cut into (5 ran fastest of 3-5). */
const K = 5;
/** A pattern with more beginnings than this always runs (its pre-check would cost more than it saves). */
const MAX_PREFIXES = 256;
/** A character class of at most this many plain characters is read as those characters. */
const MAX_CLASS = 12;

/** What a part of a pattern can begin with: strings, each `full` when the part's whole match is that string. */
type Starts = { s: string; full: boolean }[] | null;

/**
 * What is known of a part of a pattern: what its matches begin with, strings one of which every
 * match contains (null: none known), and whether it can match nothing.
 */
interface Info {
  starts: Starts;
  need: string[] | null;
  nullable: boolean;
}

class Unsupported extends Error {}

const EMPTY: Starts = [{ s: '', full: true }];
/** Takes no text: a lookaround, ^, $, \b. */
const ZERO_WIDTH: Info = { starts: EMPTY, need: null, nullable: true };
/** Any one of many characters (\s, \p{L}, ., a range). */
const ANY_CHAR: Info = { starts: null, need: null, nullable: false };
/** Single-letter escapes that stand for one character. */
const CONTROL: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v', '0': '\0' };

const chars = (list: string[]): Info => ({ starts: list.map((s) => ({ s, full: true })), need: list, nullable: false });
/** `\d` without the i flag is exactly 0-9. */
const DIGITS = chars([...'0123456789']);

/** How likely a set of strings is to occur in a text, roughly (shorter and more strings: likelier). */
const likelihood = (need: string[]) => need.reduce((sum, s) => sum + 0.08 ** s.length, 0);

/** The less likely of two sets every match must contain one string of. */
function rarer(a: string[] | null, b: string[] | null): string[] | null {
  if (!a || a.length === 0 || a.includes('')) return b;
  if (!b || b.length === 0 || b.includes('')) return a;
  return likelihood(b) < likelihood(a) ? b : a;
}

/** Strings kept to K units (a prefix of a string a match contains is contained too). */
const cut = (list: string[] | null) => (list ? [...new Set(list.map((s) => s.slice(0, K)))] : null);

/** Parses the subset of regular expressions the rules are written in, learning what their matches begin with and contain. */
class Reader {
  private i = 0;
  constructor(private readonly src: string) {}

  read(): Info {
    const info = this.alternation();
    if (this.i < this.src.length) throw new Unsupported();
    return info;
  }

  private alternation(): Info {
    const branches: Info[] = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      branches.push(this.sequence());
    }
    if (branches.length === 1) return branches[0];
    const starts = branches.some((b) => b.starts === null) ? null : union(branches.map((b) => b.starts!));
    const needs = branches.map((b) => b.need);
    const need = needs.some((n) => n === null) ? null : cut(needs.flat() as string[]);
    return { starts, need: need && need.length <= MAX_PREFIXES ? need : null, nullable: branches.some((b) => b.nullable) };
  }

  private sequence(): Info {
    let starts: Starts = EMPTY;
    let need: string[] | null = null;
    let nullable = true;
    // What the text from each part that cannot match nothing begins with ("\\d+\\s+years": "years"), while still growing.
    let open: { s: string; full: boolean }[][] = [];
    const settle = (run: Starts) => {
      if (run && run.length > 0 && !run.some((x) => x.s === '')) need = rarer(need, cut(run.map((x) => x.s)));
    };
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      const part = this.quantified();
      starts = concat(starts, part.starts);
      // A part that cannot match nothing is in every match: what it contains, the whole contains.
      if (!part.nullable) need = rarer(need, part.need);
      nullable &&= part.nullable;
      const grown: { s: string; full: boolean }[][] = [];
      for (const run of open) {
        const next = concat(run, part.starts);
        if (next && next.some((x) => x.full && x.s.length < K)) grown.push(next);
        else settle(next ?? run.map((x) => ({ s: x.s, full: false })));
      }
      open = grown;
      // A run starts where none is growing (one starting inside a growing run would only be a shorter copy of it).
      if (open.length === 0 && !part.nullable && part.starts && !part.starts.some((x) => x.s === '')) open.push(part.starts);
    }
    for (const run of open) settle(run);
    if (starts && !starts.some((x) => x.s === '')) need = rarer(need, cut(starts.map((x) => x.s)));
    return { starts, need, nullable };
  }

  private quantified(): Info {
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
    // One repetition begins the match; more may follow, so the strings are only beginnings.
    const once = atom.starts === null || max === 1 ? atom.starts : atom.starts.map((a) => ({ s: a.s, full: false }));
    if (min === 0) return { starts: once === null ? null : union([EMPTY!, once]), need: null, nullable: true };
    return { starts: once, need: atom.need, nullable: atom.nullable };
  }

  private atom(): Info {
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
      return lookaround ? ZERO_WIDTH : inner;
    }
    if (c === '[') return this.charClass();
    if (c === '^' || c === '$') {
      this.i++;
      return ZERO_WIDTH;
    }
    if (c === '.') {
      this.i++;
      return ANY_CHAR;
    }
    if (c === '\\') return this.escape();
    if (c === ')' || c === '|' || c === '*' || c === '+' || c === '?' || c === '{' || c === '}' || c === ']') throw new Unsupported();
    const ch = String.fromCodePoint(src.codePointAt(this.i)!);
    this.i += ch.length;
    return chars([ch]);
  }

  /** One escape outside a class: a character, or a class of characters (\s, \p{L}, ...). */
  private escape(): Info {
    const e = this.src[this.i + 1];
    if (e === undefined) throw new Unsupported();
    if (e === 'd') {
      this.i += 2;
      return DIGITS;
    }
    if ('sSDwWpP'.includes(e)) {
      this.i += 2;
      if (e === 'p' || e === 'P') this.skipBraces();
      return ANY_CHAR;
    }
    if (e === 'b' || e === 'B') {
      this.i += 2;
      return ZERO_WIDTH;
    }
    return chars([this.escapedChar()]);
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

  /** A class: its characters when it lists a few plainly ([οo]; [-\s] and [a-z] do not). */
  private charClass(): Info {
    const src = this.src;
    this.i++;
    let negated = false;
    if (src[this.i] === '^') {
      negated = true;
      this.i++;
    }
    const listed: string[] = [];
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
        listed.push(this.escapedChar());
        continue;
      }
      if (src[this.i] === '[') throw new Unsupported();
      const ch = String.fromCodePoint(src.codePointAt(this.i)!);
      // A dash between two characters makes a range: not plain. Leading or trailing it is itself.
      if (ch === '-' && listed.length > 0 && src[this.i + 1] !== ']') plain = false;
      listed.push(ch);
      this.i += ch.length;
    }
    if (src[this.i] !== ']') throw new Unsupported();
    this.i++;
    if (!plain || listed.length === 0 || listed.length > MAX_CLASS) return ANY_CHAR;
    return chars([...new Set(listed)]);
  }
}

function union(parts: { s: string; full: boolean }[][]): Starts {
  if (parts.length === 1 && parts[0].length <= 1) return parts[0];
  const at = new Map<string, number>();
  const out: { s: string; full: boolean }[] = [];
  for (const part of parts) {
    for (const a of part) {
      const i = at.get(a.s);
      if (i === undefined) {
        at.set(a.s, out.length);
        out.push(a);
      } else if (out[i].full && !a.full) out[i] = a;
    }
  }
  return out.length > MAX_PREFIXES ? null : out;
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

/**
 * Strings (one to K units) one of which every match of the pattern contains, or null when none are
 * known: the beginnings of its matches, or of a part every match has, whichever is rarer.
 */
export function patternNeeds(pattern: RegExp): string[] | null {
  if (pattern.flags.includes('i') || pattern.flags.includes('v')) return null;
  let info: Info;
  try {
    info = new Reader(pattern.source).read();
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
  // A pattern that may match nothing always runs.
  if (info.nullable || !info.need || info.need.length === 0 || info.need.includes('')) return null;
  return info.need;
}

/**
 * The pre-check for a list of patterns: `candidates(s)` says, pattern by pattern (by index), whether
 * it can match somewhere in s.
 */
export class PatternIndex {
  /** The strings as a tree of UTF-16 units: a node's ids are the patterns whose string ends there. */
  private readonly root: TrieNode = { next: new Map(), ids: [] };
  private readonly always: number[] = [];

  constructor(
    private readonly size: number,
    needs: (string[] | null)[],
  ) {
    needs.forEach((list, index) => {
      if (!list) {
        this.always.push(index);
        return;
      }
      for (const s of list) {
        let node = this.root;
        for (let k = 0; k < s.length; k++) {
          const code = s.charCodeAt(k);
          let child = node.next.get(code);
          if (!child) node.next.set(code, (child = { next: new Map(), ids: [] }));
          node = child;
        }
        node.ids.push(index);
      }
    });
  }

  /** How many patterns always run (nothing they must contain could be told). */
  get unindexed(): number {
    return this.always.length;
  }

  candidates(s: string): Uint8Array {
    const out = new Uint8Array(this.size);
    for (const index of this.always) out[index] = 1;
    for (let i = 0; i < s.length; i++) {
      let node: TrieNode | undefined = this.root;
      for (let k = i; k < s.length; k++) {
        node = node.next.get(s.charCodeAt(k));
        if (!node) break;
        for (const index of node.ids) out[index] = 1;
      }
    }
    return out;
  }
}

interface TrieNode {
  next: Map<number, TrieNode>;
  ids: number[];
}
