import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { findComplianceIssues } from '../compliance/index.js';
import { CONTENT_TONES, PLATFORM_STYLES, type Platform } from '../schema.js';
import { describeOffline } from './describe.js';
import { PRODUCT_FAMILIES, productFamily } from './families.js';
import { REAL_PRODUCTS } from '../testing/product-names.js';
import { writeOfflinePost, type OfflinePostBrief } from './writer.js';

describe('product families', () => {
  test('the describer tells the family of 60 real product names', () => {
    assert.equal(REAL_PRODUCTS.length, 60);
    const wrong = REAL_PRODUCTS.filter(([name, family]) => describeOffline(name, 'en').family !== family).map(
      ([name, family]) => `${name}: expected ${family}, got ${describeOffline(name, 'en').family}`,
    );
    const accuracy = (REAL_PRODUCTS.length - wrong.length) / REAL_PRODUCTS.length;
    console.log(
      `describer family accuracy: ${REAL_PRODUCTS.length - wrong.length}/${REAL_PRODUCTS.length} = ${accuracy.toFixed(3)}${wrong.length ? `\n  ${wrong.join('\n  ')}` : ''}`,
    );
    for (const family of PRODUCT_FAMILIES)
      assert.ok(
        REAL_PRODUCTS.some(([, f]) => f === family),
        `${family} is in the list`,
      );
    assert.ok(accuracy >= 0.95, `accuracy ${accuracy}`);
  });

  test('each family gets its own medically right text, in English and Greek, with no compliance finding', () => {
    const sculptra = describeOffline('Sculptra poly-L-lactic acid', 'en');
    assert.equal(sculptra.family, 'biostimulator');
    assert.match(sculptra.description, /collagen stimulator.*poly-L-lactic acid/);
    assert.doesNotMatch(sculptra.description, /peel|flaking/i);
    assert.match(describeOffline('Profhilo', 'en').description, /skin booster based on hyaluronic acid/);
    assert.match(describeOffline('Plinest', 'el').description, /πολυνουκλεοτίδια/);
    assert.match(describeOffline('Radiesse', 'el').description, /υδροξυαπατίτη/);
    assert.match(describeOffline('Juvederm Volbella', 'en').description, /hyaluronic acid-based treatment: a dermal filler/);
    for (const [name] of REAL_PRODUCTS) {
      for (const language of ['en', 'el'] as const) {
        const { description } = describeOffline(name, language);
        const sentences = description.split(/(?<=[.!?])\s+/).filter(Boolean);
        assert.ok(sentences.length >= 2 && sentences.length <= 4, description);
        assert.deepEqual(findComplianceIssues(description, language), [], `${name} (${language}): ${description}`);
      }
    }
  });

  test('a prescription-only medicine is described without its brand name', () => {
    for (const language of ['en', 'el'] as const) {
      const botox = describeOffline('Botox Cosmetic 100U', language);
      assert.equal(botox.family, 'toxin');
      assert.doesNotMatch(botox.description, /botox/i);
      assert.match(botox.description, language === 'en' ? /prescription-only/ : /ιατρική συνταγή/);
    }
  });

  test('weak cues alone are no family: the description stays neutral and says it is unsure', () => {
    for (const name of ['Mystery Thing', 'Lumière Signature Glow', 'Lip Day Special', 'Acid Test', 'Light Touch']) {
      const guess = productFamily(name);
      assert.equal(guess.confident, false, name);
      const { description, family, confident } = describeOffline(name, 'en');
      assert.deepEqual([family, confident], ['unknown', false], name);
      assert.match(description, /range of aesthetic services/);
    }
    // One weak cue next to a product word decides.
    assert.equal(productFamily('Glow Lip Filler').family, 'hyaluronic_filler');
  });
});

describe('the offline writer never writes a finding', () => {
  test('1,000 posts (500 per language) over real and rule-breaking product names, companies and default hashtags', () => {
    const names = [
      ...REAL_PRODUCTS.map(([n]) => n),
      'Botox Express',
      'Baby B0tox',
      'Ozempic Programme',
      'Painless Laser Hair Removal',
      'Μπότοξ Προσώπου',
      'Permanent Glow Peel',
      'Hyaluronic Acid Lip Filler',
      'Κρέμα Ενυδάτωσης',
    ];
    const companies = [
      { name: 'Lumière Clinic', location: 'Athens' },
      { name: 'No.1 Aesthetics', location: 'Thessaloniki' },
      { name: 'Κλινική Αισθητικής Δέρμα', location: 'Πάτρα' },
      { name: 'The Best Skin Clinic', location: 'Heraklion, Crete' },
    ];
    const platforms = Object.entries(PLATFORM_STYLES) as [Platform, readonly string[]][];
    let posts = 0;
    let findings = 0;
    const examples: string[] = [];
    for (const language of ['en', 'el'] as const) {
      for (let i = 0; i < 500; i++) {
        const [platform, styles] = platforms[i % platforms.length];
        const brief: OfflinePostBrief = {
          product: { name: names[(i * 7) % names.length], category: i % 3 ? 'Injectables' : 'Botox treatments' },
          company: companies[i % companies.length],
          language,
          platform,
          postStyle: styles[(i >> 2) % styles.length] as OfflinePostBrief['postStyle'],
          tone: CONTENT_TONES[(i >> 1) % CONTENT_TONES.length],
          targetWords: 50 + ((i * 10) % 260),
          maxHashtags: i % 5 === 0 ? 0 : 10,
          defaultHashtags: i % 2 ? '#botoxday #glow #bestclinic' : '#aesthetics',
          includeCta: i % 4 !== 0,
          variant: i % 6,
        };
        const post = writeOfflinePost(brief);
        posts++;
        const found = findComplianceIssues(post.text, language);
        findings += found.length;
        if (found.length && examples.length < 5) examples.push(`${JSON.stringify(found.map((f) => [f.category, f.text]))} in: ${post.text}`);
        assert.ok(post.words > 10, post.text);
      }
    }
    console.log(`offline writer: ${posts} posts, ${findings} findings`);
    assert.equal(findings, 0, examples.join('\n\n'));
  });
});
