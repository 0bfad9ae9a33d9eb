import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GENERAL_RULES } from './general.js';
import { PatternIndex, patternNeeds } from './prefilter.js';
import { RULES } from './rules.js';
import { RULING_RULES } from './rulings.js';
import { loadSet } from './sets.js';
import { textViews } from './text.js';

/**
 * The guard's pre-check (prefilter.ts) may only skip a pattern that cannot match: what it reads
 * from a pattern is checked on small patterns, and on the development set no skipped pattern of
 * the real rules matches.
 */
test('the pre-check reads what every match of a pattern contains', () => {
  const needs = (source: string) => patternNeeds(new RegExp(source, 'gu'))?.sort() ?? null;
  // Lookarounds take no text; alternatives are each needed; a word is kept to 5 units.
  assert.deepEqual(needs('(?<![a-z])(?:guarantee(?:s|d)?|money[-\\s]?back)(?![a-z])'), ['guara', 'money']);
  // An optional beginning falls back to a part every match has ("free" after a gap).
  assert.deepEqual(needs('(?:οι\\s+)?\\p{L}*\\s+(?:free|gift)'), ['free', 'gift']);
  assert.deepEqual(needs('\\d+\\s?%'), ['%']);
  assert.deepEqual(needs('[οo]\\s+οροσ'), ['οροσ']);
  // A run of letters after a class is read whole, and the rarest run kept.
  assert.deepEqual(needs('\\d+\\s+years?\\s+younger'), ['young']);
  // Nothing known, or a pattern that may match nothing: it always runs.
  assert.equal(needs('\\p{L}+\\s+\\p{L}+'), null);
  assert.equal(needs('(?:free)?'), null);
  assert.equal(needs('(?<name>free)'), null);
});

test('on the development set no pattern the pre-check skips matches', () => {
  const patterns = [...RULES, ...GENERAL_RULES, ...RULING_RULES].flatMap((rule) => rule.patterns);
  const index = new PatternIndex(patterns.length, patterns.map(patternNeeds));
  assert.ok(index.unindexed < patterns.length / 20, `${index.unindexed} patterns always run`);
  let skipped = 0;
  for (const { text } of loadSet('dev-set').filter((_, i) => i % 40 === 0)) {
    const { plain, norm } = textViews(text);
    for (const view of [plain, norm]) {
      const candidates = index.candidates(view.s);
      patterns.forEach((pattern, id) => {
        if (candidates[id]) return;
        skipped++;
        const match = [...view.s.matchAll(pattern)].find((m) => m[0].length > 0);
        assert.equal(match, undefined, `skipped ${pattern.source.slice(0, 60)} matches "${view.s}"`);
      });
    }
  }
  assert.ok(skipped > 0);
});
