import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ComplianceCategory } from './rules.js';

/**
 * The labelled sets the guard is measured on and the scorer is trained on, kept as data
 * (data/*.json), never as code the product imports: the tests, the training script and the
 * benchmarks read them; production reads only the model trained from them (data/model.json).
 *
 * A set file holds batches of rows `[sentence, category codes]` ('' for a compliant sentence),
 * each batch with its language and a note (where it came from, what it was measured at before any
 * rule changed for it) or, for the real set, the page or ruling its rows are quoted from. The codes
 * are the file's own legend (`codes`).
 */
export interface LabelledSentence {
  text: string;
  language: 'en' | 'el';
  categories: ComplianceCategory[];
  /** Where a real sentence was quoted from (a ruling or a page). */
  source?: string;
}

export type SetName = 'dev-set' | 'held-out' | 'held-out-2' | 'real-set';

export interface SetFile {
  about: string;
  codes: Record<string, ComplianceCategory>;
  batches: { language: 'en' | 'el'; note?: string; source?: string; rows: [string, string][] }[];
}

const setPath = (name: string) => new URL(`./data/${name}.json`, import.meta.url);

export function readSetFile(name: string): SetFile {
  return JSON.parse(readFileSync(setPath(name), 'utf8')) as SetFile;
}

/** A set's sentences with their categories, in file order. */
export function loadSet(name: SetName): LabelledSentence[] {
  const file = readSetFile(name);
  return file.batches.flatMap((batch) =>
    batch.rows.map(([text, codes]) => ({
      text,
      language: batch.language,
      categories: [...new Set([...codes].map((c) => file.codes[c]))],
      ...(batch.source ? { source: batch.source } : {}),
    })),
  );
}

/**
 * The real set's fixed split, decided before any rule changed for it (data/real-set.json, `split`):
 * a sentence is held out when the first byte of the SHA-256 of its text is divisible by 4.
 */
export const isHeldOut = (text: string) => createHash('sha256').update(text, 'utf8').digest()[0] % 4 === 0;

/**
 * What the scorer trains on, by the names a model records (`trainedOn.sets`): a set's file name;
 * `name@N` for its first N sentences (the set as it was when the model was trained: rows added later
 * change nothing until someone retrains on purpose); `real-set:dev` for the real set's development
 * part (never its held-out part).
 */
export function trainingSentences(names: string[]): LabelledSentence[] {
  return names.flatMap((name) => {
    if (name === 'real-set:dev') return realSet().dev;
    const [set, count] = name.split('@');
    const sentences = loadSet(set as SetName);
    return count === undefined ? sentences : sentences.slice(0, Number(count));
  });
}

/** The real set in its two parts: the development part rules may be written for, and the held-out part. */
export function realSet(): { dev: LabelledSentence[]; heldOut: LabelledSentence[] } {
  const all = loadSet('real-set');
  return { dev: all.filter((s) => !isHeldOut(s.text)), heldOut: all.filter((s) => isHeldOut(s.text)) };
}
