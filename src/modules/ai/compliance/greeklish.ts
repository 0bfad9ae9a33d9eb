import { frozenModel } from './model.js';
import type { TextView } from './text.js';

/**
 * Greek written in Latin letters (Greeklish: "tha deixneis 10 xronia mikroteri", "to pio asfales")
 * turned back into Greek, so every Greek rule, the negation and hedge logic and the scorer read it
 * as they read Greek, instead of a few Greeklish patterns written one by one.
 *
 * Greeklish has no single spelling: "i" stands for ι, η, υ, ει and οι, "o" for ο and ω, "e" for ε
 * and αι. A letter-by-letter transliteration is therefore looked up by its sound ("proti" and
 * "πρώτη" share the key "προτι") among the Greek words of the development set (kept with the
 * frozen model, data/model.json, by `npm run train:compliance`), and the Greek
 * spelling found there is used; a word not found keeps its transliteration, which is right
 * whenever the writer spelled the vowels the Greek way ("liwnei" → "λιωνει").
 */

/** Common Greek words in Latin letters that English text does not use: two of them make a text Greeklish. */
const MARKERS = new Set(
  'kai gia tha na einai den dn pou sas mas mou sou stin stis sto ston sta tis tous tin tn thn ths apo xwris xoris choris oti mia ena enas poly poli mono monon pio ola olous oles kathe meta prin tora twra pws pos giati alla oi h ti einai eimaste eisai exoume exei exeis kanei kaneis kanoume mporeite mporeis thelete theleis kalimera kalhmera kalispera kalhspera geia gamw ante mpravo telos pia pote ksana xana kalo kali kala ayto afto auto ayti afti auti'.split(
    ' ',
  ),
);

/** Latin letter groups and the Greek they stand for, longest first. */
const GROUPS: [string, string][] = [
  ['th', 'θ'],
  ['ch', 'χ'],
  ['kh', 'χ'],
  ['ps', 'ψ'],
  ['ks', 'ξ'],
  ['ou', 'ου'],
  ['mp', 'μπ'],
  ['nt', 'ντ'],
  ['gk', 'γκ'],
  ['ts', 'τσ'],
  ['tz', 'τζ'],
];
const SINGLE: Record<string, string> = {
  a: 'α',
  b: 'μπ',
  c: 'κ',
  d: 'δ',
  e: 'ε',
  f: 'φ',
  g: 'γ',
  h: 'η',
  i: 'ι',
  j: 'τζ',
  k: 'κ',
  l: 'λ',
  m: 'μ',
  n: 'ν',
  o: 'ο',
  p: 'π',
  q: 'κ',
  r: 'ρ',
  s: 'σ',
  t: 'τ',
  u: 'υ',
  v: 'β',
  w: 'ω',
  x: 'χ',
  y: 'υ',
  z: 'ζ',
  '8': 'θ',
  '3': 'ξ',
};

function transliterate(latin: string): string {
  let out = '';
  for (let i = 0; i < latin.length;) {
    // "thn", "ths", "sthn": a t and an η, not θ (θ comes before a vowel: "thelete").
    const group = GROUPS.find(([g]) => latin.startsWith(g, i) && !(g === 'th' && !/[aeiouyw]/.test(latin[i + 2] ?? '')));
    if (group) {
      out += group[1];
      i += group[0].length;
    } else {
      out += SINGLE[latin[i]] ?? latin[i];
      i++;
    }
  }
  return out;
}

/** A Greek word's sound, the same for every way of writing it (folded Greek in, key out). */
function soundKey(greek: string): string {
  return greek
    .replace(/ου/g, 'U')
    .replace(/[αε]υ(?=[θκξπστφχψ]|$)/g, (m) => `${m[0]}φ`)
    .replace(/[αε]υ/g, (m) => `${m[0]}β`)
    .replace(/ει|οι|υι/g, 'ι')
    .replace(/αι/g, 'ε')
    .replace(/ω/g, 'ο')
    .replace(/[ηυ]/g, 'ι')
    .replace(/ντ/g, 'δ')
    .replace(/μπ/g, 'β')
    .replace(/γκ|γγ/g, 'γ')
    .replace(/ξ/g, 'κσ')
    .replace(/ψ/g, 'πσ')
    .replace(/(.)\1/g, '$1');
}

let dictionary: { spelled: Set<string>; bySound: Map<string, string> } | undefined;

/** The Greek words of the development set, and for each sound key the most frequent spelling of it. */
function greekWords() {
  if (dictionary) return dictionary;
  const counts = new Map<string, Map<string, number>>();
  for (const [word, n] of Object.entries(frozenModel().greekWords)) {
    const key = soundKey(word);
    const spellings = counts.get(key) ?? new Map<string, number>();
    spellings.set(word, n);
    counts.set(key, spellings);
  }
  dictionary = {
    spelled: new Set([...counts.values()].flatMap((spellings) => [...spellings.keys()])),
    bySound: new Map([...counts].map(([key, spellings]) => [key, [...spellings].sort((a, b) => b[1] - a[1])[0][0]])),
  };
  return dictionary;
}

const LATIN_TOKEN = /[a-z][a-z0-9]*/g;

/**
 * The Greek reading of a Greeklish text (its plain view in, a view whose map still points into the
 * original text out), or null when the text is not Greeklish: fewer than two marker words.
 */
export function greeklishView(plain: TextView): TextView | null {
  const tokens = [...plain.s.matchAll(LATIN_TOKEN)].filter((m) => !/[a-z0-9]/.test(plain.s[m.index - 1] ?? ''));
  if (tokens.filter((m) => MARKERS.has(m[0])).length < 2) return null;
  const words = greekWords();
  let s = '';
  const map: number[] = [];
  let at = 0;
  for (const m of tokens) {
    const start = m.index;
    const end = start + m[0].length;
    for (; at < start; at++) {
      s += plain.s[at];
      map.push(plain.map[at]);
    }
    // Digits stay digits ("150e" is a price): only letters are read as Greek.
    const letters = /\d/.test(m[0]) && !/^[a-z]+8[a-z]+$/.test(m[0]) ? null : transliterate(m[0]);
    // A transliteration that is already a Greek word is kept ("ths" is της, not τις).
    const greek = letters === null ? m[0] : words.spelled.has(letters) ? letters : (words.bySound.get(soundKey(letters)) ?? letters);
    // Spread the token's Greek letters over its Latin ones; the last ends where the word ends.
    for (let i = 0; i < greek.length; i++) {
      const source = i === greek.length - 1 ? end - 1 : start + Math.floor((i * m[0].length) / greek.length);
      s += greek[i];
      map.push(plain.map[source]);
    }
    at = end;
  }
  for (; at < plain.s.length; at++) {
    s += plain.s[at];
    map.push(plain.map[at]);
  }
  const view = new Int32Array(map.length + 1);
  view.set(map);
  view[map.length] = plain.map[plain.s.length];
  return { s, map: view };
}
