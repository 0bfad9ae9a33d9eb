import type { PostStyle } from '../schema.js';
import type { Random } from './random.js';
import { countWords, type SentenceSource, type Slot } from './sentences.js';
import type { OfflinePostBrief } from './writer.js';

/** A post as a list of segments (a sentence, or a tips block) before it is laid out in paragraphs. */
export interface Segment {
  slot: Slot;
  lines: string[];
  core: boolean;
}

/**
 * Core slots per style (two shapes each; the variant picks one) and the pools used to fill up to
 * length. Every shape says what the treatment is ('what') and at least one of its course, its
 * downtime or whom it suits, from the product's own kind (facts.ts).
 */
const STRUCTURES: Record<PostStyle, { shapes: Slot[][]; fill: Slot[] }> = {
  balanced: {
    shapes: [
      ['opening', 'what', 'course', 'suits', 'cta'],
      ['question', 'what', 'downtime', 'suits', 'cta'],
    ],
    fill: ['downtime', 'course', 'process', 'values', 'company'],
  },
  'image-focused': {
    shapes: [
      ['visual', 'what', 'suits', 'cta'],
      ['visual', 'what', 'downtime', 'cta'],
    ],
    fill: ['course', 'suits', 'values', 'closer'],
  },
  educational: {
    shapes: [
      ['opening', 'what', 'course', 'tips', 'cta'],
      ['fact', 'what', 'downtime', 'tips', 'cta'],
    ],
    fill: ['suits', 'process', 'course', 'downtime'],
  },
  story: {
    shapes: [
      ['story', 'what', 'suits', 'course', 'cta'],
      ['story', 'what', 'downtime', 'process', 'cta'],
    ],
    fill: ['suits', 'course', 'downtime', 'company', 'closer'],
  },
  concise: {
    shapes: [
      ['opening', 'what', 'course', 'cta'],
      ['what', 'suits', 'downtime', 'cta'],
    ],
    fill: ['downtime', 'suits', 'course'],
  },
  question: {
    shapes: [
      ['question', 'what', 'suits', 'cta'],
      ['question', 'what', 'course', 'downtime', 'cta'],
    ],
    fill: ['suits', 'course', 'downtime', 'process'],
  },
  statistic: {
    shapes: [
      ['fact', 'what', 'course', 'cta'],
      ['fact', 'what', 'downtime', 'suits', 'cta'],
    ],
    fill: ['suits', 'course', 'downtime', 'education'],
  },
  tips: {
    shapes: [
      ['opening', 'what', 'tips', 'cta'],
      ['question', 'what', 'tips', 'cta'],
    ],
    fill: ['course', 'downtime', 'suits'],
  },
  storytelling: {
    shapes: [
      ['story', 'what', 'course', 'suits', 'cta'],
      ['story', 'what', 'downtime', 'company', 'cta'],
    ],
    fill: ['suits', 'course', 'downtime', 'values', 'company', 'closer'],
  },
  promotional: {
    shapes: [
      ['opening', 'what', 'offer', 'suits', 'cta'],
      ['opening', 'what', 'course', 'offer', 'cta'],
    ],
    fill: ['downtime', 'suits', 'course', 'company'],
  },
  testimonial: {
    shapes: [
      ['story', 'what', 'course', 'cta'],
      ['story', 'what', 'suits', 'downtime', 'cta'],
    ],
    fill: ['suits', 'course', 'downtime', 'closer'],
  },
  professional: {
    shapes: [
      ['opening', 'what', 'course', 'company', 'cta'],
      ['opening', 'what', 'suits', 'process', 'cta'],
    ],
    fill: ['downtime', 'course', 'insight', 'values'],
  },
  'industry-insights': {
    shapes: [
      ['insight', 'what', 'course', 'cta'],
      ['insight', 'what', 'suits', 'process', 'cta'],
    ],
    fill: ['downtime', 'course', 'insight', 'values'],
  },
  'case-study': {
    shapes: [
      ['story', 'what', 'course', 'process', 'cta'],
      ['story', 'what', 'downtime', 'suits', 'cta'],
    ],
    fill: ['process', 'suits', 'values', 'company'],
  },
};

/** The offline writer's posts are 60-120 words whatever the configured length: the configured length only moves them within that range. */
const MIN_WORDS = 60;
const MAX_WORDS = 120;
export function offlineTarget(targetWords: number): number {
  return Math.round(Math.min(108, Math.max(72, 40 + targetWords * 0.4)));
}

const wordsIn = (segments: Segment[]) => segments.reduce((n, s) => n + s.lines.reduce((m, l) => m + countWords(l), 0), 0);

/** The post's core: one of its style's two shapes (the variant picks), each slot filled from its pool. */
export function coreSegments(brief: OfflinePostBrief, source: SentenceSource, random: Random): Segment[] {
  const structure = STRUCTURES[brief.postStyle];
  const shape = structure.shapes[(brief.variant + random.int(2)) % structure.shapes.length];
  const segments: Segment[] = [];
  for (const slot of shape) {
    if (slot === 'cta' && !brief.includeCta) continue;
    if (slot === 'tips') {
      const tips: string[] = [];
      for (let i = 0; i < 2; i++) {
        const tip = source.take('tips');
        if (tip) tips.push(`${i + 1}. ${tip}`);
      }
      const lead = source.take('tipsLead');
      if (tips.length) segments.push({ slot, lines: lead ? [lead, ...tips] : tips, core: true });
      continue;
    }
    const named = segments.some((s) => s.lines.some((l) => l.toLowerCase().includes(source.productName.toLowerCase())));
    const sentence = source.take(slot, slot === 'what' && !named);
    if (sentence) segments.push({ slot, lines: [sentence], core: true });
  }
  if (brief.includeCta === false && shape.includes('cta')) {
    const closer = source.take('closer');
    if (closer) segments.push({ slot: 'closer', lines: [closer], core: true });
  }
  return segments;
}

/** When the core overshoots: drop the least essential segments first, never the treatment itself or the call to action. */
export function shrinkToTarget(segments: Segment[], target: number): void {
  const limit = Math.min(MAX_WORDS, Math.round(target * 1.1));
  const dropOrder: Slot[] = [
    'closer',
    'company',
    'values',
    'insight',
    'process',
    'offer',
    'education',
    'suits',
    'downtime',
    'course',
    'fact',
    'visual',
    'question',
  ];
  for (const slot of dropOrder) {
    while (wordsIn(segments) > limit) {
      const index = segments.findLastIndex((s) => s.slot === slot);
      if (index === -1 || segments.filter((x) => x.slot !== 'cta').length <= 2) break;
      segments.splice(index, 1);
    }
  }
  const tips = segments.find((s) => s.slot === 'tips');
  while (tips && wordsIn(segments) > limit && tips.lines.length > 2) tips.lines.pop();
}

/**
 * Grows towards the target: among the next sentence of each fill pool, takes the one that lands
 * closest; stops when no sentence brings the length closer (or would pass the maximum).
 */
export function growToTarget(segments: Segment[], brief: OfflinePostBrief, target: number, source: SentenceSource, random: Random): void {
  // A kind of sentence the core already has is not added again.
  const fillSlots = random
    .shuffle(STRUCTURES[brief.postStyle].fill)
    .concat(['values', 'process', 'company', 'closer'])
    .filter((slot) => !segments.some((s) => s.slot === slot));
  const pending = new Map<Slot, string | undefined>();
  const peek = (slot: Slot) => {
    if (!pending.has(slot)) pending.set(slot, source.take(slot));
    return pending.get(slot);
  };
  for (let guard = 0; guard < 40; guard++) {
    const current = wordsIn(segments);
    if (current >= target) break;
    let best: { slot: Slot; sentence: string; distance: number } | undefined;
    for (const slot of new Set(fillSlots)) {
      const sentence = peek(slot);
      if (!sentence || current + countWords(sentence) > MAX_WORDS) continue;
      const distance = Math.abs(current + countWords(sentence) - target);
      if (!best || distance < best.distance) best = { slot, sentence, distance };
    }
    if (!best || (best.distance >= Math.abs(current - target) && current >= MIN_WORDS)) break;
    pending.delete(best.slot);
    // One sentence of each kind is added at most: two company lines or two course lines only repeat each other.
    fillSlots.splice(0, fillSlots.length, ...fillSlots.filter((slot) => slot !== best.slot));
    // Extra sentences go before the call to action, or before the closing line that stands in for it (a closer goes last).
    const endIndex = segments.findIndex((s) => s.slot === 'cta' || (s.slot === 'closer' && s.core));
    const insertAt = endIndex === -1 || best.slot === 'closer' ? segments.length : endIndex;
    segments.splice(insertAt, 0, { slot: best.slot, lines: [best.sentence], core: false });
  }
}

/** An emoji on the opening (and on the call to action, unless the tone is professional). */
export function decorate(segments: Segment[], brief: OfflinePostBrief, emojis: string[] | undefined, random: Random): void {
  if (!emojis || !segments.length) return;
  segments[0].lines[0] = `${segments[0].lines[0]} ${random.pick(emojis)}`;
  const cta = segments.find((s) => s.slot === 'cta');
  if (cta && brief.tone !== 'professional') cta.lines[0] = `${cta.lines[0]} ${random.pick(emojis)}`;
}

/** Paragraphs: a break after an opening, a question or a visual line, or every three sentences; tips stand apart. One line on X. */
export function layoutBody(segments: Segment[], compact: boolean): string {
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
    const breakHere = ['opening', 'question', 'visual', 'fact', 'story', 'insight'].includes(segment.slot) || current.length >= 3;
    if (!compact && breakHere) {
      paragraphs.push(current.join(' '));
      current = [];
    }
  }
  if (current.length) paragraphs.push(current.join(' '));
  return (compact ? paragraphs.join(' ') : paragraphs.join('\n\n')).replace(/[ \t]+\n/g, '\n');
}
