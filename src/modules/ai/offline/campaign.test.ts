import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { findComplianceIssues } from '../compliance/index.js';
import { CONTENT_TONES, PLATFORM_STYLES, type Language, type Platform, type PostStyle } from '../schema.js';
import { DEMO_POST_PRODUCTS } from '../testing/demo-products.js';
import { greekMidSentence } from './names.js';
import { sentenceKey, sentencesOf } from './sentences.js';
import { writeOfflinePost, type OfflinePost, type OfflinePostBrief } from './writer.js';

/**
 * A campaign as the demo writer writes it: one account, the demo catalogue's products in rotation,
 * one post a day, each written with the texts of the account's last ten posts (as the campaign
 * generator passes them) and the post's index as its variant.
 */
function campaign(language: Language, platform: Platform, postStyle: PostStyle, tone: OfflinePostBrief['tone'], count = 50, recentWindow = 10) {
  const posts: { post: OfflinePost; product: string }[] = [];
  for (let i = 0; i < count; i++) {
    const p = DEMO_POST_PRODUCTS[i % DEMO_POST_PRODUCTS.length];
    const product = language === 'el' ? p.nameEl : p.name;
    const post = writeOfflinePost({
      product: { name: product, category: language === 'el' ? p.categoryEl : p.category },
      company: { name: 'Lumière Clinic', location: 'Athens, Greece' },
      language,
      platform,
      postStyle,
      tone,
      targetWords: 150,
      maxHashtags: 30,
      defaultHashtags: '#aesthetics #skincare #beauty',
      includeCta: true,
      variant: i,
      recent: posts.slice(-recentWindow).map((x) => x.post.text),
    });
    posts.push({ post, product });
  }
  return posts;
}

/** Sentences repeated within any 10 consecutive posts; the product's name counts as a blank ("Discover X" twice is a repeat). */
function repeatsWithinTen(posts: { post: OfflinePost; product: string }[]): string[] {
  const keyed = posts.map(({ post, product }) => {
    const names = [product, greekMidSentence(product)].map(sentenceKey);
    return sentencesOf(post.body).map((s) => names.reduce((k, n) => k.replaceAll(n, '{}'), sentenceKey(s)));
  });
  const repeats: string[] = [];
  for (let i = 0; i < keyed.length; i++) {
    for (let j = i + 1; j < Math.min(keyed.length, i + 10); j++) {
      for (const sentence of keyed[j]) if (keyed[i].includes(sentence)) repeats.push(`posts ${i} and ${j}: ${sentence}`);
    }
  }
  return repeats;
}

const LATIN_CITY = /athens|greece|thessaloniki/i;
const CTA = {
  en: /\b(book|call|contact|message|get in touch|arrange|schedule|reserve|tap the link|pop in|drop us)/i,
  el: /(κλείστε|καλέστε|επικοινωνήστε|στείλτε|γράψτε|κανονίστε|πατήστε|περάστε|ρωτήστε|αποθηκεύστε)/i,
};

describe('the demo writer over a campaign', () => {
  for (const language of ['en', 'el'] as const) {
    test(`${language}: 50 posts of one account repeat no sentence within 10 posts; 60-120 words, ≤5 hashtags, a call to action, the city in the post's language, no compliance finding`, () => {
      const posts = campaign(language, 'instagram', 'balanced', 'professional');
      const repeats = repeatsWithinTen(posts);
      console.log(`${language}: 50 posts (instagram, balanced): ${repeats.length} sentences repeated within 10 posts`);
      assert.deepEqual(repeats, []);
      for (const [i, { post }] of posts.entries()) {
        assert.ok(post.words >= 60 && post.words <= 120, `post ${i}: ${post.words} words\n${post.text}`);
        assert.ok(post.hashtags.length <= 5 && post.hashtags.length >= 3, `post ${i}: ${post.hashtags.join(' ')}`);
        assert.match(post.body, CTA[language], `post ${i} has a call to action:\n${post.body}`);
        assert.deepEqual(findComplianceIssues(post.text, language), [], `post ${i}: ${post.text}`);
        if (language === 'el') {
          assert.doesNotMatch(post.text, LATIN_CITY, `post ${i}: ${post.text}`);
          assert.ok(post.hashtags.includes('#Αθήνα'), post.hashtags.join(' '));
        } else assert.ok(post.hashtags.includes('#Athens'), post.hashtags.join(' '));
      }
    });

    test(`${language}: every platform style and tone keeps a campaign free of repeats, within 60-120 words and clean`, () => {
      let total = 0;
      let repeated = 0;
      const failures: string[] = [];
      for (const [platform, styles] of Object.entries(PLATFORM_STYLES) as [Platform, readonly PostStyle[]][]) {
        for (const [s, postStyle] of styles.entries()) {
          const tone = CONTENT_TONES[s % CONTENT_TONES.length];
          const posts = campaign(language, platform, postStyle, tone, 30);
          total += posts.length;
          const repeats = repeatsWithinTen(posts);
          repeated += repeats.length;
          if (repeats.length) failures.push(`${platform}/${postStyle}/${tone}: ${repeats.slice(0, 3).join('; ')}`);
          const texts = new Set<string>();
          for (const { post } of posts) {
            if (post.words < 60 || post.words > 120) failures.push(`${platform}/${postStyle}: ${post.words} words`);
            // Each distinct text is checked once (a cheaper guard run than one per combination).
            if (texts.has(post.text)) continue;
            texts.add(post.text);
            const found = findComplianceIssues(post.text, language);
            if (found.length) failures.push(`${platform}/${postStyle}: ${JSON.stringify(found.map((f) => f.text))}`);
          }
        }
      }
      console.log(`${language}: ${total} posts over every style: ${repeated} sentences repeated within 10 posts`);
      assert.deepEqual(failures, []);
    });
  }

  test('"Write another" (the next variant, nothing saved yet) opens differently, for every product and tone', () => {
    for (const language of ['en', 'el'] as const) {
      for (const p of DEMO_POST_PRODUCTS) {
        for (const tone of CONTENT_TONES) {
          const brief: OfflinePostBrief = {
            product: { name: language === 'el' ? p.nameEl : p.name, category: p.category },
            company: { name: 'Lumière Clinic', location: 'Athens' },
            language,
            platform: 'instagram',
            postStyle: 'balanced',
            tone,
            targetWords: 150,
            maxHashtags: 5,
            includeCta: true,
            variant: 7,
          };
          const first = sentencesOf(writeOfflinePost(brief).body)[0];
          const next = sentencesOf(writeOfflinePost({ ...brief, variant: 8 }).body)[0];
          assert.notEqual(next, first, `${language}/${p.name}/${tone}`);
        }
      }
    }
  });

  test('a lip filler post speaks of an appointment, never of sessions or smoother skin; a skin booster post of its course', () => {
    for (let variant = 0; variant < 20; variant++) {
      for (const language of ['en', 'el'] as const) {
        const lips = DEMO_POST_PRODUCTS[0];
        const brief: OfflinePostBrief = {
          product: { name: language === 'el' ? lips.nameEl : lips.name, category: lips.category },
          language,
          platform: 'instagram',
          postStyle: 'balanced',
          tone: 'professional',
          targetWords: 300,
          maxHashtags: 5,
          includeCta: true,
          variant,
        };
        const filler = writeOfflinePost(brief);
        assert.doesNotMatch(filler.text, language === 'en' ? /session|smoother/i : /συνεδρ|λεί[αο]/i, filler.text);
        // Short tags people use, none made up from the product's name (#Fillerχειλιώνμευαλουρονικόοξύ).
        for (const tag of filler.hashtags) assert.ok(tag.length <= 20 && !/χειλιών|lipfiller|συσκευές/i.test(tag), tag);
      }
    }
  });
});
