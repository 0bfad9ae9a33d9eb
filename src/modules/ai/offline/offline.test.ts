import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { findComplianceIssues } from '../compliance/index.js';
import { CONTENT_TONES, PLATFORM_STYLES, type Platform } from '../schema.js';
import { describeOffline } from './describe.js';
import { PHRASES } from './phrases.js';
import { nameMatch, readImageFacts, scoreImage } from './rank.js';
import { countWords, writeOfflinePost, type OfflinePostBrief } from './writer.js';

const base: OfflinePostBrief = {
  product: { name: 'Hyaluronic Skin Booster', category: 'Skin Boosters' },
  company: { name: 'Lumière Clinic', location: 'Thessaloniki' },
  language: 'en',
  platform: 'instagram',
  postStyle: 'balanced',
  tone: 'professional',
  targetWords: 150,
  maxHashtags: 10,
  defaultHashtags: '#aesthetics #skincare #beauty',
  includeCta: true,
  variant: 0,
};

const GREEK_LETTERS = /[\u0370-\u03ff]/g;

describe('offline post writer', () => {
  for (const language of ['en', 'el'] as const) {
    test(`${language}: every style, tone and length is 60-120 words (longer for a longer target), within the hashtag maximum (and five), and passes the compliance guard`, () => {
      // The guard runs once per distinct text: the hashtag maximum only changes the last line.
      const checked = new Set<string>();
      for (const [platform, styles] of Object.entries(PLATFORM_STYLES) as [Platform, readonly string[]][]) {
        for (const postStyle of styles) {
          for (const tone of CONTENT_TONES) {
            const lengths: number[] = [];
            for (const targetWords of [50, 120, 200, 300]) {
              for (const maxHashtags of [0, 3, 30]) {
                const brief = {
                  ...base,
                  language,
                  platform,
                  postStyle: postStyle as OfflinePostBrief['postStyle'],
                  tone,
                  targetWords,
                  maxHashtags,
                  variant: targetWords % 7,
                };
                const post = writeOfflinePost(brief);
                const label = `${language}/${platform}/${postStyle}/${tone}/${targetWords}`;
                assert.ok(post.words >= 60 && post.words <= 120, `${label}: ${post.words} words`);
                assert.equal(post.words, countWords(post.body));
                assert.ok(post.hashtags.length <= Math.min(maxHashtags, 5), `${label}: ${post.hashtags.length} hashtags`);
                if (!checked.has(post.text)) {
                  checked.add(post.text);
                  assert.deepEqual(findComplianceIssues(post.text, language), [], `${label}: compliance`);
                }
                if (maxHashtags === 0) assert.doesNotMatch(post.text, /#\S/);
                if (maxHashtags === 3) lengths.push(post.words);
              }
            }
            assert.ok(lengths[3] >= lengths[0], `${language}/${platform}/${postStyle}/${tone}: ${lengths.join(', ')} words for 50-300`);
          }
        }
      }
    });
  }

  test('is deterministic, and variants differ', () => {
    for (const language of ['en', 'el'] as const) {
      const a = writeOfflinePost({ ...base, language });
      assert.deepEqual(writeOfflinePost({ ...base, language }), a);
      const variants = new Set([0, 1, 2, 3, 4].map((variant) => writeOfflinePost({ ...base, language, variant }).body));
      assert.equal(variants.size, 5, `${language}: five variants, five different posts`);
    }
  });

  test('Greek posts are written in Greek, English posts in English', () => {
    const el = writeOfflinePost({ ...base, language: 'el' });
    const en = writeOfflinePost({ ...base, language: 'en' });
    const letters = (text: string) => text.replace(/[^\p{L}]/gu, '').length;
    // Mostly Greek letters once the (Latin) product and company names are taken out.
    const elRest = el.body.replaceAll('Hyaluronic Skin Booster', '').replaceAll('Lumière Clinic', '').replaceAll('Thessaloniki', '');
    assert.ok((elRest.match(GREEK_LETTERS)?.length ?? 0) > letters(elRest) * 0.9, el.body);
    assert.equal(en.body.match(GREEK_LETTERS), null);
  });

  test('Greek articles follow the product name: feminine, masculine, foreign (neuter)', () => {
    const feminine = writeOfflinePost({ ...base, language: 'el', product: { name: 'Κρέμα Ενυδάτωσης' }, targetWords: 300, postStyle: 'educational' });
    assert.doesNotMatch(feminine.body, /(το|Το) Κρέμα/);
    const masculine = describeOffline('Ορός Υαλουρονικού', 'el').description;
    assert.match(masculine, /^Ο Ορός Υαλουρονικού είναι/);
    assert.match(describeOffline('Hydra Serum', 'el').description, /^Το Hydra Serum είναι/);
  });

  test('tone, call to action and hashtags follow the configuration', () => {
    const professional = writeOfflinePost({ ...base, tone: 'professional' });
    const friendly = writeOfflinePost({ ...base, tone: 'friendly' });
    assert.doesNotMatch(professional.body, /\p{Extended_Pictographic}/u);
    assert.match(friendly.body, /\p{Extended_Pictographic}/u);
    assert.notEqual(professional.body, friendly.body);

    const ctaLines = [...PHRASES.en.ctas.professional, ...PHRASES.en.ctas.any].map((c) => c.split('{')[0]);
    const withCta = [0, 1, 2, 3, 4, 5].map((variant) => writeOfflinePost({ ...base, variant }).body);
    const withoutCta = [0, 1, 2, 3, 4, 5].map((variant) => writeOfflinePost({ ...base, variant, includeCta: false }).body);
    assert.ok(withCta.every((b) => ctaLines.some((c) => b.includes(c))));
    assert.ok(withoutCta.every((b) => !ctaLines.some((c) => b.includes(c))));

    const tags = writeOfflinePost({ ...base, maxHashtags: 5 }).hashtags;
    // The kind's own tags, the city, the admin's defaults; nothing made up from the product or company name.
    assert.deepEqual(tags, ['#skinbooster', '#skinquality', '#Thessaloniki', '#aesthetics', '#skincare']);
    assert.deepEqual(writeOfflinePost({ ...base, language: 'el', maxHashtags: 5, defaultHashtags: '' }).hashtags, [
      '#skinbooster',
      '#ενυδάτωση',
      '#Θεσσαλονίκη',
      '#αισθητικήιατρική',
      '#επιδερμίδα',
    ]);
    const twitter = writeOfflinePost({ ...base, platform: 'twitter', postStyle: 'question', maxHashtags: 3 });
    assert.ok(!twitter.text.includes('\n'), 'a tweet is one paragraph');
    assert.match(twitter.body, /\?/);
  });

  test('a compliance retry steers away from the named phrases', () => {
    const first = writeOfflinePost(base);
    const sentence = first.body.split(/(?<=[.!?])\s+/)[1];
    const second = writeOfflinePost({ ...base, avoid: [sentence] });
    assert.ok(!second.body.includes(sentence));
  });
});

describe('offline description', () => {
  test('2-4 factual sentences chosen by what the name says, in both languages', () => {
    for (const [name, pattern] of [
      ['Jawline Contouring Filler', /hyaluronic acid/],
      ['IPL Photofacial', /light/],
      ['Glycolic Acid Peel', /chemical peel/],
      ['Medical-grade Vitamin C Serum', /skincare product/],
      ['Mystery Thing', /range of aesthetic services/],
    ] as const) {
      for (const language of ['en', 'el'] as const) {
        const { description } = describeOffline(name, language);
        const sentences = description.split(/(?<=[.!?])\s+/).filter(Boolean);
        assert.ok(sentences.length >= 2 && sentences.length <= 4, description);
        assert.deepEqual(findComplianceIssues(description, language), []);
        if (language === 'en') assert.match(description, pattern);
        else assert.match(description, /[\u0370-\u03ff]/);
      }
    }
    assert.equal(describeOffline('IPL Photofacial', 'el').description, describeOffline('IPL Photofacial', 'el').description);
  });
});

describe('offline image scoring', () => {
  test('reads real properties and prefers a sharp Instagram-shaped image', async () => {
    const portrait = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#f0d0d8' } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const tiny = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#f0d0d8' } })
      .png()
      .toBuffer();
    const banner = await sharp({ create: { width: 3000, height: 600, channels: 3, background: '#f0d0d8' } })
      .jpeg()
      .toBuffer();
    const p = (await readImageFacts(portrait))!;
    assert.deepEqual({ ...p, bytes: 0 }, { width: 1080, height: 1350, format: 'jpeg', bytes: 0 });
    assert.equal(await readImageFacts(Buffer.from('not an image')), undefined);
    const good = scoreImage({ ...p, bytes: 200_000 }, 1, 'en');
    const small = scoreImage((await readImageFacts(tiny))!, 1, 'en');
    const wide = scoreImage((await readImageFacts(banner))!, 0, 'en');
    assert.equal(good.score, 100);
    assert.ok(good.score > small.score && good.score > wide.score);
    assert.match(good.reason, /^1080×1350 JPG: sharp enough.*fits Instagram.*matches the product name\.$/);
    assert.match(small.reason, /low resolution/);
    assert.match(wide.reason, /heavy cropping/);
    assert.match(scoreImage({ ...p, bytes: 200_000 }, 0.5, 'el').reason, /ταιριάζουν στο Instagram.*εν μέρει/);
  });

  test('name match counts the product name’s words, accents and case aside', () => {
    assert.equal(nameMatch('Hydra Serum', 'hydra-serum-bottle.jpg'), 1);
    assert.equal(nameMatch('Hydra Serum', 'A serum on marble'), 0.5);
    assert.equal(nameMatch('Κρέμα Ενυδάτωσης', 'ΚΡΕΜΑ ενυδατωσης'), 1);
  });
});
