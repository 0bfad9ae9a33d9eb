import type { ContentTone, Language, Platform, PostStyle } from '../schema.js';
import { chooseHashtags } from './hashtags.js';
import { seededRandom } from './random.js';
import { coreSegments, decorate, growToTarget, layoutBody, shrinkToTarget } from './segments.js';
import { countWords, emojiFor, postNames, sentenceSource } from './sentences.js';

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

/** Writes one post: the style's core, fitted to the target length, decorated, laid out, with hashtags. */
export function writeOfflinePost(brief: OfflinePostBrief): OfflinePost {
  const seed = JSON.stringify([
    brief.product.name,
    brief.product.category ?? '',
    brief.company?.name ?? '',
    brief.company?.location ?? '',
    brief.language,
    brief.platform,
    brief.postStyle,
    brief.tone,
    brief.targetWords,
    brief.variant,
  ]);
  const random = seededRandom(seed);
  const names = postNames(brief);
  const source = sentenceSource(brief, names, random);
  const segments = coreSegments(brief, source, random);
  shrinkToTarget(segments, brief.targetWords);
  growToTarget(segments, brief, source, random);
  decorate(segments, brief, emojiFor(brief), random);
  const compact = brief.platform === 'twitter';
  const body = layoutBody(segments, compact);
  const hashtags = chooseHashtags(
    { ...brief, product: { name: names.name, category: names.category }, company: { name: names.company, location: names.location } },
    random,
  );
  const text = hashtags.length ? `${body}${compact ? ' ' : '\n\n'}${hashtags.join(' ')}` : body;
  return { text, body, hashtags, words: countWords(body) };
}

export { countWords };
