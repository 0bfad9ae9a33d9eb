import { readFileSync } from 'node:fs';
import type { ComplianceCategory } from './rules.js';

/**
 * The guard's frozen model (data/model.json), made by `npm run train:compliance` from the
 * development set and committed: the product reads it and never trains, so adding a sentence to a
 * set changes nothing in production until someone retrains and commits the new model (its diff and
 * the figures the script prints show what changed).
 *
 * It holds counts, not weights, so it is small and the scorer's weights are exactly those a
 * training run computes: for each feature, in how many compliant sentences, claims, and claims of
 * each category it occurs; and the Greek words of the training sentences with their counts (the
 * Greeklish reader's dictionary).
 */
export interface FrozenModel {
  about: string;
  /** What it was trained on: the sets, how many sentences, and a hash of them (text, language, categories). */
  trainedOn: { sets: string[]; sentences: number; sha256: string };
  /** The category order of `perCategory` and of each feature's counts after the first two. */
  categories: ComplianceCategory[];
  sentences: { compliant: number; claims: number; perCategory: number[] };
  /** feature → [compliant, claims, claims of categories[0], claims of categories[1], ...] */
  features: Record<string, number[]>;
  /** Folded Greek word → occurrences, in order of first occurrence. */
  greekWords: Record<string, number>;
}

export const MODEL_URL = new URL('./data/model.json', import.meta.url);

let model: FrozenModel | undefined;

/** The committed model, read once. */
export function frozenModel(): FrozenModel {
  model ??= JSON.parse(readFileSync(MODEL_URL, 'utf8')) as FrozenModel;
  return model;
}
