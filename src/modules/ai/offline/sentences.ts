import { findComplianceIssues } from '../compliance/index.js';
import type { Language } from '../schema.js';
import { FACTS, treatmentKind, type TreatmentKind } from './facts.js';
import { EMOJI, PHRASES, type PhraseBank } from './phrases.js';
import { capitalise, compliantName, fixFinalNu, greekForms, greekMidSentence } from './names.js';
import { localPlace, type Place } from './places.js';
import { seededRandom, type Random } from './random.js';
import type { OfflinePostBrief } from './writer.js';

/** The kinds of sentence a post is built from. */
export type Slot =
  | 'opening'
  | 'question'
  | 'story'
  | 'fact'
  | 'visual'
  | 'what'
  | 'course'
  | 'downtime'
  | 'suits'
  | 'values'
  | 'process'
  | 'education'
  | 'company'
  | 'offer'
  | 'tips'
  | 'tipsLead'
  | 'insight'
  | 'closer'
  | 'cta';

export const countWords = (text: string) => {
  let n = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) n++;
  return n;
};

/** The names a post may use: each one that breaks the rules is replaced ("Botox Express") or left out ("No.1 Aesthetics"). */
export interface PostNames {
  name: string;
  company: string;
  place: Place | undefined;
  category: string;
  kind: TreatmentKind;
  forms: Record<'o_product' | 'ton_product' | 'me_product' | 'se_product', string>;
  companyForms: Record<'o_product' | 'se_product', string>;
}

/** Whether a text passes the guard: the same sentences come back in every post, so each is checked once. */
const verdicts = new Map<string, boolean>();
export function isCompliant(text: string, language: Language): boolean {
  const key = `${language}\u0000${text}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    verdict = findComplianceIssues(text, language).length === 0;
    if (verdicts.size > 50_000) verdicts.clear();
    verdicts.set(key, verdict);
  }
  return verdict;
}

export function postNames(brief: OfflinePostBrief): PostNames {
  const greek = brief.language === 'el';
  const given = brief.product.name.trim();
  const compliant = compliantName(given, brief.language);
  // Mid-sentence, a Greek product name is a common noun ("για τη σύσφιξη επιδερμίδας με HIFU").
  const name = greek && compliant === given ? greekMidSentence(compliant) : compliant;
  // A company name or place that breaks the rules ("No.1 Aesthetics") is left out, not repeated.
  const clean = (text: string | null | undefined) => (text?.trim() && isCompliant(text.trim(), brief.language) ? text.trim() : '');
  const company = clean(brief.company?.name);
  const place = localPlace(clean(brief.company?.location), brief.language);
  const companyForms = greek ? greekForms(company) : { o_product: company, se_product: `at ${company}` };
  return {
    name,
    company,
    place,
    category: clean(brief.product.category),
    kind: treatmentKind(brief.product),
    forms: greek ? greekForms(name) : { o_product: name, ton_product: name, me_product: `with ${name}`, se_product: name },
    companyForms: { o_product: companyForms.o_product, se_product: companyForms.se_product },
  };
}

/** A sentence reduced to its words, for telling whether two sentences are the same. */
export function sentenceKey(sentence: string): string {
  return sentence
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ς/g, 'σ')
    .replace(/^\s*\d+\.\s+/, '')
    .replace(/[^\p{L}\p{N}{}]+/gu, ' ')
    .trim();
}

/** The sentences of a post's body (hashtag lines left out): one per line, split again after . ! ? and the Greek ; */
export function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .flatMap((line) => line.split(/(?<=[.!?;;…])(?<!^\s*\d+\.)\s+(?=\S)/u))
    .map((s) => s.replace(/(?:\s+#[\p{L}\p{N}_]+)+\s*$/u, '').trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** A template as a pattern over sentence keys: "Say hello to {product}!" matches "say hello to profhilo". */
const patterns = new Map<string, RegExp>();
function templatePattern(template: string): RegExp {
  let pattern = patterns.get(template);
  if (!pattern) {
    const key = sentenceKey(template.replace(/^§/, '').replace(/\{[a-z_]+\}/g, ' {} '));
    const parts = key.split('{}').map((p) => p.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    pattern = new RegExp(`^${parts.join('\\s*.+?\\s*')}$`, 'u');
    patterns.set(template, pattern);
  }
  return pattern;
}

/** Where a post's sentences come from: the phrase bank and its kind's facts, filled with the names, each pool in a seeded order without repeats. */
export interface SentenceSource {
  bank: PhraseBank;
  /** The next usable sentence of a slot's pool (filled, not avoided, not in the recent posts, compliant), if any is left; `namingProduct`: one that names the product, if any can. */
  take(slot: Slot, namingProduct?: boolean): string | undefined;
  /** The product's name as the post writes it. */
  productName: string;
}

/** How many sentences of a pool one post usually takes: consecutive variants start that far apart in the pool. */
const STRIDE: Partial<Record<Slot, number>> = { education: 2, values: 2, process: 2 };

export function sentenceSource(brief: OfflinePostBrief, names: PostNames, seed: string): SentenceSource {
  const bank: PhraseBank = PHRASES[brief.language];
  const facts = FACTS[brief.language][names.kind];
  const avoid = (brief.avoid ?? []).map((a) => a.toLowerCase()).filter(Boolean);
  const recent = new Set((brief.recent ?? []).flatMap(sentencesOf).map(sentenceKey));
  const recentList = [...recent];
  const homeCare = names.kind === 'skincare';
  const used = new Set<string>();

  const fill = (raw: string): string | undefined => {
    if (raw.startsWith('§') && homeCare) return undefined;
    const template = raw.replace(/^§/, '');
    if (/\{(o_|se_)?company\}/.test(template) && !names.company) return undefined;
    if (template.includes('{in_place}') && !names.place) return undefined;
    if (recentList.length && recentList.some((r) => templatePattern(template).test(r))) return undefined;
    let text = template
      .replaceAll('{product}', names.name)
      .replaceAll('{o_product}', names.forms.o_product)
      .replaceAll('{ton_product}', names.forms.ton_product)
      .replaceAll('{me_product}', names.forms.me_product)
      .replaceAll('{se_product}', names.forms.se_product)
      .replaceAll('{to}', names.forms.ton_product.split(' ')[0])
      .replaceAll('{o_company}', names.companyForms.o_product)
      .replaceAll('{se_company}', names.companyForms.se_product)
      .replaceAll('{company}', names.company)
      .replaceAll('{in_place}', names.place?.in ?? '')
      .replaceAll('{category}', names.category);
    if (brief.language === 'el') text = fixFinalNu(text);
    text = capitalise(text);
    const key = sentenceKey(text);
    if (used.has(key) || recent.has(key)) return undefined;
    if (avoid.some((a) => text.toLowerCase().includes(a))) return undefined;
    // Every sentence passes the guard on its own, whatever names went into it.
    if (!isCompliant(text, brief.language)) return undefined;
    return text;
  };

  const poolOf = (slot: Slot): readonly string[] => {
    switch (slot) {
      case 'opening':
        return [...bank.openings[brief.tone], ...bank.openings.any];
      case 'question':
        return bank.questions;
      case 'story':
        return bank.stories;
      case 'fact':
        return bank.facts;
      case 'visual':
        return bank.visuals;
      case 'what':
        return facts.what;
      case 'course':
        return facts.course;
      case 'downtime':
        return facts.downtime;
      case 'suits':
        return facts.suits;
      case 'values':
        return bank.values;
      case 'process':
        return bank.process;
      case 'education':
      case 'tips':
        return bank.education;
      case 'company':
        return bank.company;
      case 'offer':
        return bank.offers;
      case 'insight':
        return bank.insights;
      case 'closer':
        return bank.closers;
      case 'tipsLead':
        return bank.tipsLead;
      case 'cta':
        return [...bank.ctas[brief.tone], ...bank.ctas.any];
    }
  };

  // Each pool is shuffled once per account setting (not per variant) and read from a point the
  // variant moves: consecutive variants (a campaign's posts, "Write another") start at different
  // sentences, so they differ even before the recent posts are looked at.
  const queues = new Map<string, string[]>();
  const queueOf = (slot: Slot): string[] => {
    const key = slot === 'tips' ? 'education' : slot;
    let queue = queues.get(key);
    if (!queue) {
      // Templates this post can never use are out before the turn, so the variant moves over usable ones.
      const pool = poolOf(slot).filter(
        (t) => !(t.startsWith('§') && homeCare) && !(/\{(o_|se_)?company\}/.test(t) && !names.company) && !(t.includes('{in_place}') && !names.place),
      );
      const ofKind = key === 'what' || key === 'course' || key === 'downtime' || key === 'suits';
      const shuffled: Random = seededRandom(`${seed}|${key}${ofKind ? `|${names.kind}` : ''}`);
      const order = shuffled.shuffle(pool);
      const start = (brief.variant * (STRIDE[key as Slot] ?? 1)) % Math.max(1, order.length);
      queue = [...order.slice(start), ...order.slice(0, start)];
      queues.set(key, queue);
    }
    return queue;
  };

  return {
    bank,
    productName: names.name,
    take(slot, namingProduct = false) {
      const queue = queueOf(slot);
      // A post names its product at least once: where nothing before did, a sentence that names it comes first.
      const order = namingProduct ? [...queue.filter((t) => /\{(?:o_|ton_|me_|se_)?product\}/.test(t)), ...queue] : [...queue];
      for (const template of order) {
        const index = queue.indexOf(template);
        if (index === -1) continue;
        queue.splice(index, 1);
        const sentence = fill(template);
        if (sentence) {
          used.add(sentenceKey(sentence));
          return sentence;
        }
      }
      return undefined;
    },
  };
}

/** Whether a post carries emoji: the tone uses them, the style is visual, or the example posts do. */
export function emojiFor(brief: OfflinePostBrief): string[] | undefined {
  const useEmoji =
    EMOJI[brief.tone].length > 0 || brief.postStyle === 'image-focused' || (brief.examplePosts ?? []).some((p) => /\p{Extended_Pictographic}/u.test(p));
  if (!useEmoji) return undefined;
  return EMOJI[brief.tone].length ? EMOJI[brief.tone] : ['✨', '🌿'];
}

/** The seed of the pools' order, which does not move with the variant or the product: the account's voice. */
export function stableSeed(brief: OfflinePostBrief, names: PostNames): string {
  return JSON.stringify([names.company, brief.language, brief.platform, brief.postStyle, brief.tone]);
}
