import { findComplianceIssues } from '../compliance.js';
import type { ContentTone, Language, Platform, PostStyle } from '../schema.js';
import { EMOJI, PHRASES, type PhraseBank } from './phrases.js';
import { seededRandom, type Random } from './random.js';

/**
 * The offline post writer: deterministic for the same brief and variant, readable in English and
 * Greek, shaped by tone and platform style, and sized to the target length (body words, hashtags
 * not counted) by choosing sentences whose lengths land closest to it.
 */
export interface OfflinePostBrief {
  product: { name: string; description?: string; category?: string | null };
  examplePosts?: string[];
  company?: { name?: string | null; location?: string | null } | null;
  language: Language;
  platform: Platform;
  postStyle: PostStyle;
  tone: ContentTone;
  targetWords: number;
  maxHashtags: number;
  defaultHashtags?: string;
  includeCta: boolean;
  variant: number;
  /** Phrases to steer away from (a compliance retry): sentences containing them are not used. */
  avoid?: string[];
}

export interface OfflinePost {
  text: string;
  body: string;
  hashtags: string[];
  words: number;
}

type Slot = 'opening' | 'question' | 'story' | 'fact' | 'visual' | 'intro' | 'benefit' | 'process' | 'education' | 'company' | 'offer' | 'tips' | 'insight' | 'closer' | 'cta';

/** Core slots per style (two shapes each; the variant picks one) and the pools used to fill up to length. */
const STRUCTURES: Record<PostStyle, { shapes: Slot[][]; fill: Slot[] }> = {
  balanced: { shapes: [['opening', 'intro', 'benefit', 'cta'], ['question', 'intro', 'process', 'cta']], fill: ['benefit', 'process', 'company', 'education'] },
  'image-focused': { shapes: [['visual', 'intro', 'cta'], ['visual', 'opening', 'benefit', 'cta']], fill: ['benefit', 'benefit', 'process', 'closer'] },
  educational: { shapes: [['opening', 'intro', 'tips', 'cta'], ['fact', 'intro', 'tips', 'cta']], fill: ['process', 'education', 'benefit'] },
  story: { shapes: [['story', 'intro', 'benefit', 'cta'], ['story', 'process', 'intro', 'cta']], fill: ['benefit', 'process', 'company', 'closer'] },
  concise: { shapes: [['opening', 'intro', 'cta'], ['intro', 'benefit', 'cta']], fill: ['benefit', 'process'] },
  question: { shapes: [['question', 'intro', 'cta'], ['question', 'benefit', 'intro', 'cta']], fill: ['benefit', 'process', 'education'] },
  statistic: { shapes: [['fact', 'intro', 'cta'], ['fact', 'intro', 'process', 'cta']], fill: ['education', 'benefit', 'process'] },
  tips: { shapes: [['opening', 'tips', 'cta'], ['question', 'tips', 'cta']], fill: ['education', 'process'] },
  storytelling: { shapes: [['story', 'intro', 'benefit', 'process', 'cta'], ['story', 'benefit', 'intro', 'company', 'cta']], fill: ['benefit', 'process', 'company', 'closer'] },
  promotional: { shapes: [['opening', 'intro', 'offer', 'cta'], ['opening', 'offer', 'benefit', 'cta']], fill: ['offer', 'benefit', 'company', 'process'] },
  testimonial: { shapes: [['story', 'intro', 'process', 'cta'], ['story', 'benefit', 'intro', 'cta']], fill: ['benefit', 'process', 'closer'] },
  professional: { shapes: [['opening', 'intro', 'process', 'company', 'cta'], ['opening', 'intro', 'benefit', 'cta']], fill: ['process', 'benefit', 'insight', 'company'] },
  'industry-insights': { shapes: [['insight', 'intro', 'process', 'cta'], ['insight', 'insight', 'intro', 'cta']], fill: ['insight', 'process', 'benefit'] },
  'case-study': { shapes: [['story', 'intro', 'process', 'cta'], ['story', 'process', 'benefit', 'cta']], fill: ['process', 'benefit', 'insight', 'company'] },
};

const countWords = (text: string) => {
  let n = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) n++;
  return n;
};

const LATIN = /[A-Za-z]/;
const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;

/**
 * How a post refers to a product, company or place whose name itself breaks the advertising rules
 * (a prescription-only brand such as "Botox Express", a claim such as "Painless Laser"): by what
 * it is, never by that name.
 */
const ALIASES: Record<Language, { toxin: string; weight: string; general: string }> = {
  en: { toxin: 'anti-wrinkle treatment', weight: 'medically supervised weight management', general: 'this treatment' },
  el: { toxin: 'θεραπεία για τις γραμμές έκφρασης', weight: 'ιατρικά καθοδηγούμενη διαχείριση βάρους', general: 'θεραπεία που προσφέρουμε' },
};
const WEIGHT_MEDICINES = /ozempic|wegovy|rybelsus|mounjaro|zepbound|saxenda|victoza|semaglutid|tirzepatid|liraglutid|οζεμπ|σεμαγλουτ|μουν/i;

export function compliantName(name: string, language: Language): string {
  const findings = findComplianceIssues(name, language);
  if (!findings.length) return name;
  if (findings.some((f) => f.category === 'prescription_medicine')) return WEIGHT_MEDICINES.test(name) ? ALIASES[language].weight : ALIASES[language].toxin;
  return ALIASES[language].general;
}

/** Greek article forms for a product name: foreign (Latin-script) names are neuter, Greek ones by ending. */
export function greekForms(name: string): Record<'o_product' | 'ton_product' | 'me_product' | 'se_product', string> {
  const first = name.trim().split(/\s+/)[0] ?? '';
  let gender: 'm' | 'f' | 'n' = 'n';
  if (GREEK.test(first) && !LATIN.test(first)) {
    const folded = first.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (/(ος|ης|ας)$/.test(folded)) gender = 'm';
    else if (/[αη]$/.test(folded)) gender = 'f';
  }
  if (gender === 'm') {
    // Accusative of a masculine noun drops the final sigma (ο Ορός → τον Ορό).
    const accusative = name.replace(/^(\S+?)[ςσ](?=\s|$)/u, '$1');
    return { o_product: `ο ${name}`, ton_product: `τον ${accusative}`, me_product: `με τον ${accusative}`, se_product: `στον ${accusative}` };
  }
  if (gender === 'f') return { o_product: `η ${name}`, ton_product: `την ${name}`, me_product: `με την ${name}`, se_product: `στην ${name}` };
  return { o_product: `το ${name}`, ton_product: `το ${name}`, me_product: `με το ${name}`, se_product: `στο ${name}` };
}

function capitalise(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** "hyaluronic acid lip filler" → "#HyaluronicAcidLipFiller"; Greek kept as written. */
export function toHashtag(text: string): string | undefined {
  const words = text
    .normalize('NFC')
    .replace(/[#&+]/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return undefined;
  const tag = words.map((w) => (GREEK.test(w) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  return tag.length > 40 ? undefined : `#${tag}`;
}

const GENERIC_TAGS: Record<Language, string[]> = {
  en: ['#aesthetics', '#skincare', '#selfcare', '#skinhealth', '#aestheticmedicine'],
  el: ['#αισθητική', '#περιποίηση', '#ομορφιά', '#φροντίδαεπιδερμίδας', '#aesthetics'],
};

/** Hashtags from the product, its category, the company and its location, the defaults and a few generic ones. */
export function chooseHashtags(brief: Pick<OfflinePostBrief, 'product' | 'company' | 'defaultHashtags' | 'language' | 'maxHashtags'>, random?: Random): string[] {
  if (brief.maxHashtags <= 0) return [];
  const candidates: string[] = [];
  const push = (tag: string | undefined) => tag && candidates.push(tag);
  push(toHashtag(brief.product.name));
  if (brief.product.category) push(toHashtag(brief.product.category));
  if (brief.company?.location) push(toHashtag(brief.company.location.split(',')[0]));
  if (brief.company?.name) push(toHashtag(brief.company.name));
  for (const tag of (brief.defaultHashtags ?? '').split(/[\s,]+/)) {
    const clean = tag.replace(/^#+/, '');
    // The admin's default hashtags are used as typed.
    if (/^[\p{L}\p{N}_]{1,40}$/u.test(clean)) push(`#${clean}`);
  }
  const generic = random ? random.shuffle(GENERIC_TAGS[brief.language]) : GENERIC_TAGS[brief.language];
  candidates.push(...generic);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of candidates) {
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    // A default hashtag such as #botoxday is left out: hashtags are advertising too.
    if (findComplianceIssues(tag, brief.language).length) continue;
    out.push(tag);
    if (out.length >= brief.maxHashtags) break;
  }
  return out;
}

export function writeOfflinePost(brief: OfflinePostBrief): OfflinePost {
  const bank: PhraseBank = PHRASES[brief.language];
  const seed = JSON.stringify([brief.product.name, brief.product.category ?? '', brief.company?.name ?? '', brief.company?.location ?? '', brief.language, brief.platform, brief.postStyle, brief.tone, brief.targetWords, brief.variant]);
  const random = seededRandom(seed);
  const name = compliantName(brief.product.name.trim(), brief.language);
  // A company name or place that breaks the rules ("No.1 Aesthetics") is left out, not repeated.
  const clean = (text: string | null | undefined) => (text?.trim() && !findComplianceIssues(text, brief.language).length ? text.trim() : '');
  const company = clean(brief.company?.name);
  const location = clean(brief.company?.location);
  const category = clean(brief.product.category);
  const forms = brief.language === 'el' ? greekForms(name) : { o_product: name, ton_product: name, me_product: `with ${name}`, se_product: name };
  const avoid = (brief.avoid ?? []).map((a) => a.toLowerCase()).filter(Boolean);
  const useEmoji = EMOJI[brief.tone].length > 0 || brief.postStyle === 'image-focused' || (brief.examplePosts ?? []).some((p) => /\p{Extended_Pictographic}/u.test(p));
  const emojis = EMOJI[brief.tone].length ? EMOJI[brief.tone] : ['✨', '🌿'];

  const fill = (template: string): string | undefined => {
    if ((template.includes('{company}') && !company) || (template.includes('{location}') && !location)) return undefined;
    const text = template
      .replaceAll('{product}', name)
      .replaceAll('{o_product}', forms.o_product)
      .replaceAll('{ton_product}', forms.ton_product)
      .replaceAll('{me_product}', forms.me_product)
      .replaceAll('{se_product}', forms.se_product)
      .replaceAll('{company}', company)
      .replaceAll('{location}', location)
      .replaceAll('{category}', category);
    if (avoid.some((a) => text.toLowerCase().includes(a))) return undefined;
    // Every sentence passes the guard on its own, whatever names went into it.
    if (findComplianceIssues(text, brief.language).length) return undefined;
    return capitalise(text);
  };

  // Each pool is consumed in a seeded order without repeats.
  const queues = new Map<string, string[]>();
  const take = (key: string, pool: readonly string[]): string | undefined => {
    if (!queues.has(key)) queues.set(key, random.shuffle(pool));
    const queue = queues.get(key)!;
    while (queue.length) {
      const sentence = fill(queue.shift()!);
      if (sentence) return sentence;
    }
    return undefined;
  };
  // For the core of the post: among the next few sentences, the one nearest the per-slot word budget.
  let budget = 20;
  const takeNear = (key: string, pool: readonly string[]): string | undefined => {
    const options: string[] = [];
    for (let i = 0; i < 3; i++) {
      const sentence = take(key, pool);
      if (sentence) options.push(sentence);
    }
    if (!options.length) return undefined;
    options.sort((a, b) => Math.abs(countWords(a) - budget) - Math.abs(countWords(b) - budget));
    const [chosen, ...rest] = options;
    queues.get(key)!.unshift(...rest);
    return chosen;
  };
  const poolOf = (slot: Slot): [string, readonly string[]] => {
    switch (slot) {
      case 'opening': return [`opening`, bank.openings[brief.tone]];
      case 'question': return ['question', bank.questions];
      case 'story': return ['story', bank.stories];
      case 'fact': return ['fact', bank.facts];
      case 'visual': return ['visual', bank.visuals];
      case 'intro': return ['intro', bank.intros];
      case 'benefit': return ['benefit', bank.benefits];
      case 'process': return ['process', bank.process];
      case 'education': return ['education', bank.education];
      case 'company': return ['company', bank.company];
      case 'offer': return ['offer', bank.offers];
      case 'insight': return ['insight', bank.insights];
      case 'closer': return ['closer', bank.closers];
      case 'cta': return ['cta', bank.ctas[brief.tone]];
      case 'tips': return ['education', bank.education];
    }
  };

  interface Segment { slot: Slot; lines: string[]; core: boolean }
  const structure = STRUCTURES[brief.postStyle];
  const shape = structure.shapes[(brief.variant + random.int(2)) % structure.shapes.length];
  const segments: Segment[] = [];
  budget = Math.max(6, brief.targetWords / (shape.length + (shape.includes('tips') ? 2 : 0)));
  for (const slot of shape) {
    if (slot === 'cta' && !brief.includeCta) continue;
    if (slot === 'tips') {
      const lead = random.pick(bank.tipsLead);
      const count = brief.targetWords < 90 ? 2 : 3;
      const tips: string[] = [];
      for (let i = 0; i < count; i++) {
        const tip = takeNear('education', bank.education);
        if (tip) tips.push(`${i + 1}. ${tip}`);
      }
      segments.push({ slot, lines: [lead, ...tips], core: true });
      continue;
    }
    const [key, pool] = poolOf(slot);
    const sentence = takeNear(key, pool);
    if (sentence) segments.push({ slot, lines: [sentence], core: true });
  }
  if (brief.includeCta === false && shape.includes('cta')) {
    const closer = take('closer', bank.closers);
    if (closer) segments.push({ slot: 'closer', lines: [closer], core: true });
  }

  const total = () => segments.reduce((n, s) => n + s.lines.reduce((m, l) => m + countWords(l), 0), 0);
  const target = brief.targetWords;

  // Shrink when the core alone overshoots: drop optional, then the least essential core segments.
  const dropOrder: Slot[] = ['closer', 'company', 'education', 'insight', 'process', 'benefit', 'offer', 'fact', 'visual'];
  for (const slot of dropOrder) {
    while (total() > target * 1.1) {
      const index = segments.findLastIndex((s) => s.slot === slot && segments.filter((x) => x.slot !== 'cta').length > 2);
      if (index === -1) break;
      segments.splice(index, 1);
    }
  }
  for (const segment of segments) {
    if (total() <= target * 1.1) break;
    while (segment.slot === 'tips' && segment.lines.length > 2 && total() > target * 1.1) segment.lines.pop();
  }

  // Grow towards the target: among the next sentence of each fill pool, take the one that lands
  // closest; stop when no sentence brings the length closer.
  const fillSlots = random.shuffle(structure.fill).concat(['benefit', 'process', 'education', 'company', 'insight']);
  const pending = new Map<Slot, string | undefined>();
  const peek = (slot: Slot) => {
    if (!pending.has(slot)) {
      const [key, pool] = poolOf(slot);
      pending.set(slot, take(key, pool));
    }
    return pending.get(slot);
  };
  for (let guard = 0; guard < 60; guard++) {
    const current = total();
    if (current >= target) break;
    let best: { slot: Slot; sentence: string; distance: number } | undefined;
    for (const slot of new Set(fillSlots)) {
      const sentence = peek(slot);
      if (!sentence) continue;
      const distance = Math.abs(current + countWords(sentence) - target);
      if (!best || distance < best.distance) best = { slot, sentence, distance };
    }
    if (!best || best.distance >= Math.abs(current - target)) break;
    pending.delete(best.slot);
    // Extra sentences go before the call to action, next to a segment of the same kind when there is one.
    const ctaIndex = segments.findIndex((s) => s.slot === 'cta');
    const insertAt = ctaIndex === -1 ? segments.length : ctaIndex;
    segments.splice(insertAt, 0, { slot: best.slot, lines: [best.sentence], core: false });
  }
  // Decorate: an emoji on the opening (and the call to action) for the tones and styles that use them.
  if (useEmoji && segments.length) {
    segments[0].lines[0] = `${segments[0].lines[0]} ${random.pick(emojis)}`;
    const cta = segments.find((s) => s.slot === 'cta');
    if (cta && brief.tone !== 'professional') cta.lines[0] = `${cta.lines[0]} ${random.pick(emojis)}`;
  }

  const compact = brief.platform === 'twitter';
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const segment of segments) {
    if (segment.slot === 'tips') {
      if (current.length) paragraphs.push(current.join(' '));
      current = [];
      paragraphs.push(segment.lines.join('\n'));
      continue;
    }
    current.push(...segment.lines);
    const breakHere = segment.slot === 'opening' || segment.slot === 'question' || segment.slot === 'visual' || current.length >= 3;
    if (!compact && breakHere) {
      paragraphs.push(current.join(' '));
      current = [];
    }
  }
  if (current.length) paragraphs.push(current.join(' '));
  // The call to action stands on its own line.
  const body = (compact ? paragraphs.join(' ') : paragraphs.join('\n\n')).replace(/[ \t]+\n/g, '\n');
  const hashtags = chooseHashtags({ ...brief, product: { name, category }, company: { name: company, location } }, random);
  const text = hashtags.length ? `${body}${compact ? ' ' : '\n\n'}${hashtags.join(' ')}` : body;
  return { text, body, hashtags, words: countWords(body) };
}

export { countWords };
