import { createHash } from 'node:crypto';
import type { FrozenModel } from './model.js';
import { COMPLIANCE_CATEGORIES } from './rules.js';
import { scorerFeatures } from './scorer.js';
import type { LabelledSentence } from './sets.js';
import { foldPhrase } from './text.js';

/** A hash of labelled sentences (text, language, sorted categories, in order): what a model was trained on. */
export function hashSentences(sentences: LabelledSentence[]): string {
  const rows = sentences.map((s) => [s.text, s.language, [...s.categories].sort()]);
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

/**
 * Trains the guard's model on labelled sentences (scripts/train-compliance.ts writes it to
 * data/model.json): the scorer's counts per feature and the Greek words for the Greeklish reader.
 */
export function trainModel(sentences: LabelledSentence[], sets: string[]): FrozenModel {
  const categories = [...COMPLIANCE_CATEGORIES];
  const features = new Map<string, number[]>();
  const perCategory = categories.map(() => 0);
  let claims = 0;
  for (const s of sentences) {
    const claim = s.categories.length > 0;
    if (claim) claims++;
    categories.forEach((c, i) => s.categories.includes(c) && perCategory[i]++);
    for (const f of scorerFeatures(foldPhrase(s.text))) {
      const counts = features.get(f) ?? [0, 0, ...categories.map(() => 0)];
      counts[claim ? 1 : 0]++;
      categories.forEach((c, i) => s.categories.includes(c) && counts[2 + i]++);
      features.set(f, counts);
    }
  }
  const greekWords = new Map<string, number>();
  for (const s of sentences) {
    if (s.language !== 'el') continue;
    for (const word of foldPhrase(s.text).match(/[\u0370-\u03ff]+/gu) ?? []) greekWords.set(word, (greekWords.get(word) ?? 0) + 1);
  }
  return {
    about: 'The compliance guard’s frozen model, written by `npm run train:compliance` (scripts/train-compliance.ts); see model.ts. Do not edit by hand.',
    trainedOn: { sets, sentences: sentences.length, sha256: hashSentences(sentences) },
    categories,
    sentences: { compliant: sentences.length - claims, claims, perCategory },
    features: Object.fromEntries([...features].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    greekWords: Object.fromEntries(greekWords),
  };
}

/** The model as the committed file: one feature and one word a line, so a retrain's diff reads. */
export function modelFileText(model: FrozenModel): string {
  const lines = ['{'];
  lines.push(`  "about": ${JSON.stringify(model.about)},`);
  lines.push(`  "trainedOn": ${JSON.stringify(model.trainedOn)},`);
  lines.push(`  "categories": ${JSON.stringify(model.categories)},`);
  lines.push(`  "sentences": ${JSON.stringify(model.sentences)},`);
  const block = (name: string, entries: [string, unknown][], last: boolean) => {
    lines.push(`  "${name}": {`);
    entries.forEach(([k, v], i) => lines.push(`    ${JSON.stringify(k)}: ${JSON.stringify(v)}${i < entries.length - 1 ? ',' : ''}`));
    lines.push(`  }${last ? '' : ','}`);
  };
  block('features', Object.entries(model.features), false);
  block('greekWords', Object.entries(model.greekWords), true);
  lines.push('}', '');
  return lines.join('\n');
}
