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

/** Core slots per style (two shapes each; the variant picks one) and the pools used to fill up to length. */
const STRUCTURES: Record<PostStyle, { shapes: Slot[][]; fill: Slot[] }> = {
  balanced: {
    shapes: [
      ['opening', 'intro', 'benefit', 'cta'],
      ['question', 'intro', 'process', 'cta'],
    ],
    fill: ['benefit', 'process', 'company', 'education'],
  },
  'image-focused': {
    shapes: [
      ['visual', 'intro', 'cta'],
      ['visual', 'opening', 'benefit', 'cta'],
    ],
    fill: ['benefit', 'benefit', 'process', 'closer'],
  },
  educational: {
    shapes: [
      ['opening', 'intro', 'tips', 'cta'],
      ['fact', 'intro', 'tips', 'cta'],
    ],
    fill: ['process', 'education', 'benefit'],
  },
  story: {
    shapes: [
      ['story', 'intro', 'benefit', 'cta'],
      ['story', 'process', 'intro', 'cta'],
    ],
    fill: ['benefit', 'process', 'company', 'closer'],
  },
  concise: {
    shapes: [
      ['opening', 'intro', 'cta'],
      ['intro', 'benefit', 'cta'],
    ],
    fill: ['benefit', 'process'],
  },
  question: {
    shapes: [
      ['question', 'intro', 'cta'],
      ['question', 'benefit', 'intro', 'cta'],
    ],
    fill: ['benefit', 'process', 'education'],
  },
  statistic: {
    shapes: [
      ['fact', 'intro', 'cta'],
      ['fact', 'intro', 'process', 'cta'],
    ],
    fill: ['education', 'benefit', 'process'],
  },
  tips: {
    shapes: [
      ['opening', 'tips', 'cta'],
      ['question', 'tips', 'cta'],
    ],
    fill: ['education', 'process'],
  },
  storytelling: {
    shapes: [
      ['story', 'intro', 'benefit', 'process', 'cta'],
      ['story', 'benefit', 'intro', 'company', 'cta'],
    ],
    fill: ['benefit', 'process', 'company', 'closer'],
  },
  promotional: {
    shapes: [
      ['opening', 'intro', 'offer', 'cta'],
      ['opening', 'offer', 'benefit', 'cta'],
    ],
    fill: ['offer', 'benefit', 'company', 'process'],
  },
  testimonial: {
    shapes: [
      ['story', 'intro', 'process', 'cta'],
      ['story', 'benefit', 'intro', 'cta'],
    ],
    fill: ['benefit', 'process', 'closer'],
  },
  professional: {
    shapes: [
      ['opening', 'intro', 'process', 'company', 'cta'],
      ['opening', 'intro', 'benefit', 'cta'],
    ],
    fill: ['process', 'benefit', 'insight', 'company'],
  },
  'industry-insights': {
    shapes: [
      ['insight', 'intro', 'process', 'cta'],
      ['insight', 'insight', 'intro', 'cta'],
    ],
    fill: ['insight', 'process', 'benefit'],
  },
  'case-study': {
    shapes: [
      ['story', 'intro', 'process', 'cta'],
      ['story', 'process', 'benefit', 'cta'],
    ],
    fill: ['process', 'benefit', 'insight', 'company'],
  },
};

const wordsIn = (segments: Segment[]) => segments.reduce((n, s) => n + s.lines.reduce((m, l) => m + countWords(l), 0), 0);

/** The post's core: one of its style's two shapes (the variant picks), each slot filled near the per-slot budget. */
export function coreSegments(brief: OfflinePostBrief, source: SentenceSource, random: Random): Segment[] {
  const structure = STRUCTURES[brief.postStyle];
  const shape = structure.shapes[(brief.variant + random.int(2)) % structure.shapes.length];
  const segments: Segment[] = [];
  source.budget = Math.max(6, brief.targetWords / (shape.length + (shape.includes('tips') ? 2 : 0)));
  for (const slot of shape) {
    if (slot === 'cta' && !brief.includeCta) continue;
    if (slot === 'tips') {
      const lead = random.pick(source.bank.tipsLead);
      const count = brief.targetWords < 90 ? 2 : 3;
      const tips: string[] = [];
      for (let i = 0; i < count; i++) {
        const tip = source.takeNear('education', source.bank.education);
        if (tip) tips.push(`${i + 1}. ${tip}`);
      }
      segments.push({ slot, lines: [lead, ...tips], core: true });
      continue;
    }
    const [key, pool] = source.poolOf(slot);
    const sentence = source.takeNear(key, pool);
    if (sentence) segments.push({ slot, lines: [sentence], core: true });
  }
  if (brief.includeCta === false && shape.includes('cta')) {
    const closer = source.take('closer', source.bank.closers);
    if (closer) segments.push({ slot: 'closer', lines: [closer], core: true });
  }
  return segments;
}

/** When the core alone overshoots the target: drop optional, then the least essential core segments, then tips. */
export function shrinkToTarget(segments: Segment[], target: number): void {
  const dropOrder: Slot[] = ['closer', 'company', 'education', 'insight', 'process', 'benefit', 'offer', 'fact', 'visual'];
  for (const slot of dropOrder) {
    while (wordsIn(segments) > target * 1.1) {
      const index = segments.findLastIndex((s) => s.slot === slot && segments.filter((x) => x.slot !== 'cta').length > 2);
      if (index === -1) break;
      segments.splice(index, 1);
    }
  }
  for (const segment of segments) {
    if (wordsIn(segments) <= target * 1.1) break;
    while (segment.slot === 'tips' && segment.lines.length > 2 && wordsIn(segments) > target * 1.1) segment.lines.pop();
  }
}

/**
 * Grows towards the target: among the next sentence of each fill pool, takes the one that lands
 * closest; stops when no sentence brings the length closer.
 */
export function growToTarget(segments: Segment[], brief: OfflinePostBrief, source: SentenceSource, random: Random): void {
  const target = brief.targetWords;
  const fillSlots = random.shuffle(STRUCTURES[brief.postStyle].fill).concat(['benefit', 'process', 'education', 'company', 'insight']);
  const pending = new Map<Slot, string | undefined>();
  const peek = (slot: Slot) => {
    if (!pending.has(slot)) {
      const [key, pool] = source.poolOf(slot);
      pending.set(slot, source.take(key, pool));
    }
    return pending.get(slot);
  };
  for (let guard = 0; guard < 60; guard++) {
    const current = wordsIn(segments);
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
    // Extra sentences go before the call to action.
    const ctaIndex = segments.findIndex((s) => s.slot === 'cta');
    const insertAt = ctaIndex === -1 ? segments.length : ctaIndex;
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
    const breakHere = segment.slot === 'opening' || segment.slot === 'question' || segment.slot === 'visual' || current.length >= 3;
    if (!compact && breakHere) {
      paragraphs.push(current.join(' '));
      current = [];
    }
  }
  if (current.length) paragraphs.push(current.join(' '));
  return (compact ? paragraphs.join(' ') : paragraphs.join('\n\n')).replace(/[ \t]+\n/g, '\n');
}
