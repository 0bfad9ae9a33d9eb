import { readFileSync } from 'node:fs';
import type { ComplianceCategory } from './rules.js';

/**
 * The labelled sets the guard is measured on and the scorer is trained on, kept as data
 * (data/*.json), never as code the product imports: the tests, the training script and the
 * benchmarks read them; production reads only the model trained from them (data/model.json).
 *
 * A set file holds batches of rows `[sentence, category codes]` ('' for a compliant sentence),
 * each batch with its language and a note (where it came from, what it was measured at before any
 * rule changed for it). The codes are the file's own legend (`codes`).
 */
export interface LabelledSentence {
  text: string;
  language: 'en' | 'el';
  categories: ComplianceCategory[];
}

export type SetName = 'dev-set' | 'held-out' | 'held-out-2';

export interface SetFile {
  about: string;
  codes: Record<string, ComplianceCategory>;
  batches: { language: 'en' | 'el'; note?: string; rows: [string, string][] }[];
}

export const setPath = (name: string) => new URL(`./data/${name}.json`, import.meta.url);

export function readSetFile(name: string): SetFile {
  return JSON.parse(readFileSync(setPath(name), 'utf8')) as SetFile;
}

/** A set's sentences with their categories, in file order. */
export function loadSet(name: SetName): LabelledSentence[] {
  const file = readSetFile(name);
  return file.batches.flatMap((batch) =>
    batch.rows.map(([text, codes]) => ({ text, language: batch.language, categories: [...new Set([...codes].map((c) => file.codes[c]))] })),
  );
}
