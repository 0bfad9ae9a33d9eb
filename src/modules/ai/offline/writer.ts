import type { ContentTone, Language, Platform, PostStyle } from '../schema.js';
import { chooseHashtags } from './hashtags.js';
import { seededRandom } from './random.js';
import { coreSegments, decorate, growToTarget, layoutBody, offlineTarget, shrinkToTarget } from './segments.js';
import { countWords, emojiFor, postNames, sentenceSource, stableSeed } from './sentences.js';

/**
 * The offline (demo) post writer: deterministic for the same brief, variant and recent posts;
 * readable in English and Greek; about the product's own kind of treatment (what it is, its
 * course, downtime and whom it suits); shaped by tone and platform style; 60-120 words with a
 * call to action and at most five real hashtags. Consecutive variants, and a post written after
 * `recent` ones, do not repeat their sentences.
 */
export interface OfflinePostBrief {
  product: { name: string; description?: string; category?: string | null };
  examplePosts?: string[];
  company?: { name?: string | null; location?: string | null } | null;
  language: Language;
  platform: Platform;
  postStyle: PostStyle;
  tone: ContentTone;
  /** The configured length: the demo writer stays within 60-120 words and moves within that range with it. */
  targetWords: number;
  maxHashtags: number;
  defaultHashtags?: string;
  includeCta: boolean;
  variant: number;
  /** Phrases to steer away from (a compliance retry): sentences containing them are not used. */
  avoid?: string[];
  /** The texts of the account's latest posts: none of their sentences is used again. */
  recent?: string[];
}

export interface OfflinePost {
  text: string;
  body: string;
  hashtags: string[];
  words: number;
}

/** Writes one post: the style's core, fitted to the length, decorated, laid out, with hashtags. */
export function writeOfflinePost(brief: OfflinePostBrief): OfflinePost {
  const names = postNames(brief);
  const target = offlineTarget(brief.targetWords);
  const random = seededRandom(JSON.stringify([brief.product.name, brief.product.category ?? '', stableSeed(brief, names), brief.targetWords, brief.variant]));
  const source = sentenceSource(brief, names, stableSeed(brief, names));
  const segments = coreSegments(brief, source, random);
  shrinkToTarget(segments, target);
  growToTarget(segments, brief, target, source, random);
  decorate(segments, brief, emojiFor(brief), random);
  const compact = brief.platform === 'twitter';
  const body = layoutBody(segments, compact);
  const hashtags = chooseHashtags(
    {
      language: brief.language,
      maxHashtags: brief.maxHashtags,
      defaultHashtags: brief.defaultHashtags,
      productName: names.name,
      kind: names.kind,
      place: names.place,
    },
    brief.variant,
  );
  const text = hashtags.length ? `${body}${compact ? ' ' : '\n\n'}${hashtags.join(' ')}` : body;
  return { text, body, hashtags, words: countWords(body) };
}

export { countWords };
