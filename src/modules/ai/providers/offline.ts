import { describeOffline } from '../offline/describe.js';
import { rankByMeasures } from '../offline/rank.js';
import { writeOfflinePost } from '../offline/writer.js';
import type { AiProvider } from './types.js';

const usage = { model: 'offline', tokensIn: 0, tokensOut: 0 };

/** The built-in provider used when no API key or compatible server is configured. */
export function createOfflineProvider(): AiProvider {
  return {
    kind: 'offline',
    async describeProduct({ name, language }) {
      return { value: { description: describeOffline(name, language).description }, usage };
    },
    async writePost({ brief, settings, style, avoid }) {
      const post = writeOfflinePost({
        product: { name: brief.product.name, description: brief.product.description, category: brief.product.category },
        examplePosts: brief.examplePosts,
        company: brief.company,
        language: brief.language,
        platform: brief.platform,
        postStyle: style.postStyle,
        tone: settings.contentTone,
        targetWords: settings.targetPostLength,
        maxHashtags: style.maxHashtags,
        defaultHashtags: settings.defaultHashtags,
        includeCta: settings.includeCta,
        variant: brief.variant,
        avoid: avoid?.map((a) => a.text),
        recent: brief.recentPosts,
      });
      return { value: { body: post.body, hashtags: post.hashtags }, usage };
    },
    // The offline provider has no second opinion: the rules are the whole check.
    async reviewCompliance() {
      return { value: [], usage };
    },
    // Nothing to reach: the demo provider is part of the application.
    async testConnection() {
      return { value: { reply: 'offline' }, usage };
    },
    async rankImages({ images, language }) {
      return { value: rankByMeasures(images, language).map(({ image, score, reason }) => ({ index: image.index, score, reason })), usage };
    },
  };
}
