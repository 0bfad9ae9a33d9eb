import { findComplianceIssues } from '../compliance/index.js';
import { EMOJI, PHRASES, type PhraseBank } from './phrases.js';
import { capitalise, compliantName, greekForms } from './names.js';
import type { Random } from './random.js';
import type { OfflinePostBrief } from './writer.js';

/** The kinds of sentence a post is built from. */
export type Slot =
  | 'opening'
  | 'question'
  | 'story'
  | 'fact'
  | 'visual'
  | 'intro'
  | 'benefit'
  | 'process'
  | 'education'
  | 'company'
  | 'offer'
  | 'tips'
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
  location: string;
  category: string;
  forms: Record<'o_product' | 'ton_product' | 'me_product' | 'se_product', string>;
}

export function postNames(brief: OfflinePostBrief): PostNames {
  const name = compliantName(brief.product.name.trim(), brief.language);
  // A company name or place that breaks the rules ("No.1 Aesthetics") is left out, not repeated.
  const clean = (text: string | null | undefined) => (text?.trim() && !findComplianceIssues(text, brief.language).length ? text.trim() : '');
  return {
    name,
    company: clean(brief.company?.name),
    location: clean(brief.company?.location),
    category: clean(brief.product.category),
    forms: brief.language === 'el' ? greekForms(name) : { o_product: name, ton_product: name, me_product: `with ${name}`, se_product: name },
  };
}

/** Where a post's sentences come from: the phrase bank, filled with the names, each pool in a seeded order without repeats. */
export interface SentenceSource {
  bank: PhraseBank;
  /** The per-slot word budget `takeNear` aims at. */
  budget: number;
  /** The next usable sentence of a pool (filled, not avoided, compliant), if any is left. */
  take(key: string, pool: readonly string[]): string | undefined;
  /** Among the next few sentences of a pool, the one nearest the budget (the others go back). */
  takeNear(key: string, pool: readonly string[]): string | undefined;
  poolOf(slot: Slot): [string, readonly string[]];
}

export function sentenceSource(brief: OfflinePostBrief, names: PostNames, random: Random): SentenceSource {
  const bank: PhraseBank = PHRASES[brief.language];
  const avoid = (brief.avoid ?? []).map((a) => a.toLowerCase()).filter(Boolean);
  const fill = (template: string): string | undefined => {
    if ((template.includes('{company}') && !names.company) || (template.includes('{location}') && !names.location)) return undefined;
    const text = template
      .replaceAll('{product}', names.name)
      .replaceAll('{o_product}', names.forms.o_product)
      .replaceAll('{ton_product}', names.forms.ton_product)
      .replaceAll('{me_product}', names.forms.me_product)
      .replaceAll('{se_product}', names.forms.se_product)
      .replaceAll('{company}', names.company)
      .replaceAll('{location}', names.location)
      .replaceAll('{category}', names.category);
    if (avoid.some((a) => text.toLowerCase().includes(a))) return undefined;
    // Every sentence passes the guard on its own, whatever names went into it.
    if (findComplianceIssues(text, brief.language).length) return undefined;
    return capitalise(text);
  };

  const queues = new Map<string, string[]>();
  const source: SentenceSource = {
    bank,
    budget: 20,
    take(key, pool) {
      if (!queues.has(key)) queues.set(key, random.shuffle(pool));
      const queue = queues.get(key)!;
      while (queue.length) {
        const sentence = fill(queue.shift()!);
        if (sentence) return sentence;
      }
      return undefined;
    },
    takeNear(key, pool) {
      const options: string[] = [];
      for (let i = 0; i < 3; i++) {
        const sentence = source.take(key, pool);
        if (sentence) options.push(sentence);
      }
      if (!options.length) return undefined;
      options.sort((a, b) => Math.abs(countWords(a) - source.budget) - Math.abs(countWords(b) - source.budget));
      const [chosen, ...rest] = options;
      queues.get(key)!.unshift(...rest);
      return chosen;
    },
    poolOf(slot) {
      switch (slot) {
        case 'opening':
          return ['opening', bank.openings[brief.tone]];
        case 'question':
          return ['question', bank.questions];
        case 'story':
          return ['story', bank.stories];
        case 'fact':
          return ['fact', bank.facts];
        case 'visual':
          return ['visual', bank.visuals];
        case 'intro':
          return ['intro', bank.intros];
        case 'benefit':
          return ['benefit', bank.benefits];
        case 'process':
          return ['process', bank.process];
        case 'education':
          return ['education', bank.education];
        case 'company':
          return ['company', bank.company];
        case 'offer':
          return ['offer', bank.offers];
        case 'insight':
          return ['insight', bank.insights];
        case 'closer':
          return ['closer', bank.closers];
        case 'cta':
          return ['cta', bank.ctas[brief.tone]];
        case 'tips':
          return ['education', bank.education];
      }
    },
  };
  return source;
}

/** Whether a post carries emoji: the tone uses them, the style is visual, or the example posts do. */
export function emojiFor(brief: OfflinePostBrief): string[] | undefined {
  const useEmoji =
    EMOJI[brief.tone].length > 0 || brief.postStyle === 'image-focused' || (brief.examplePosts ?? []).some((p) => /\p{Extended_Pictographic}/u.test(p));
  if (!useEmoji) return undefined;
  return EMOJI[brief.tone].length ? EMOJI[brief.tone] : ['✨', '🌿'];
}
