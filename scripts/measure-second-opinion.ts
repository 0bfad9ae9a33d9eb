import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { categoriesOf, findComplianceIssues } from '../src/modules/ai/compliance/guard.js';
import { formatRow, precision, recall, type Counts } from '../src/modules/ai/compliance/measure.js';
import type { LabelledSentence } from '../src/modules/ai/compliance/sets.js';
import { complianceReviewMessages } from '../src/modules/ai/providers/openai.js';
import type { AiProvider, ModelFinding } from '../src/modules/ai/providers/types.js';
import { mergeWithModel, modelFindings } from '../src/modules/ai/review-compliance.js';
import { DEFAULT_SETTINGS } from '../src/modules/ai/schema.js';

/**
 * What the configured model's second opinion adds to the rules on labelled text: each sentence is
 * reviewed by the provider exactly as the product asks it (reviewCompliance, the same rubric and
 * schema), its findings kept as the product keeps them (known categories, quotes found in the text)
 * and merged with the rules' as the product merges them. Three detectors are counted: the rules
 * alone, the model alone, and both (what a clinic with a real provider gets for a generated post).
 *
 * Answers are cached per model and rubric (a file of sentence hash -> findings), so a run that was
 * stopped resumes and a second look costs nothing; a changed rubric is a new cache. A sentence
 * whose request failed is counted apart (unanswered), never as a "no".
 */
export interface Detectors {
  rules: Counts;
  model: Counts;
  both: Counts;
}

export interface ModelMeasurement {
  perLanguage: Record<'en' | 'el', Detectors>;
  answered: number;
  unanswered: number;
  /** Requests made in this run (the rest came from the cache). */
  requested: number;
  tokensIn: number;
  tokensOut: number;
  failures: string[];
}

interface CachedAnswer {
  findings: ModelFinding[];
  tokensIn: number;
  tokensOut: number;
}

/** The cache file for a model and the rubric as it is today. */
export function cachePath(dir: string, model: string): string {
  const rubric = createHash('sha256')
    .update(JSON.stringify([complianceReviewMessages({ text: '', language: 'en' }), complianceReviewMessages({ text: '', language: 'el' })]))
    .digest('hex')
    .slice(0, 12);
  return path.join(dir, `${model.replace(/[^\w.-]/g, '_')}-${rubric}.json`);
}

const key = (s: LabelledSentence) => createHash('sha256').update(`${s.language}\n${s.text}`, 'utf8').digest('hex');
const empty = (): Counts => ({ tp: 0, fp: 0, fn: 0 });
function count(counts: Counts, flagged: boolean, bad: boolean) {
  if (flagged && bad) counts.tp++;
  else if (flagged) counts.fp++;
  else if (bad) counts.fn++;
}

export async function measureSecondOpinion(options: {
  provider: AiProvider;
  sentences: LabelledSentence[];
  cacheFile: string;
  concurrency?: number;
  /** Called after each answer (progress). */
  onAnswer?: (done: number, total: number) => void;
}): Promise<ModelMeasurement> {
  const { provider, sentences, cacheFile } = options;
  const cache: Record<string, CachedAnswer> = fs.existsSync(cacheFile) ? JSON.parse(fs.readFileSync(cacheFile, 'utf8')) : {};
  const result: ModelMeasurement = {
    perLanguage: { en: { rules: empty(), model: empty(), both: empty() }, el: { rules: empty(), model: empty(), both: empty() } },
    answered: 0,
    unanswered: 0,
    requested: 0,
    tokensIn: 0,
    tokensOut: 0,
    failures: [],
  };
  const todo = sentences.filter((s) => !cache[key(s)]);
  let done = 0;
  let next = 0;
  const save = () => {
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    fs.writeFileSync(cacheFile, JSON.stringify(cache));
  };
  async function work() {
    while (next < todo.length) {
      const sentence = todo[next++];
      result.requested++;
      try {
        const answer = await provider.reviewCompliance({ text: sentence.text, language: sentence.language, settings: DEFAULT_SETTINGS });
        cache[key(sentence)] = { findings: answer.value, tokensIn: answer.usage.tokensIn, tokensOut: answer.usage.tokensOut };
      } catch (error) {
        result.failures.push(`${sentence.text.slice(0, 60)}…: ${error instanceof Error ? error.message : String(error)}`);
      }
      options.onAnswer?.(++done, todo.length);
      if (done % 20 === 0) save();
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 4, todo.length)) }, work));
  if (todo.length) save();

  for (const sentence of sentences) {
    const answer = cache[key(sentence)];
    if (!answer) {
      result.unanswered++;
      continue;
    }
    result.answered++;
    result.tokensIn += answer.tokensIn;
    result.tokensOut += answer.tokensOut;
    const rules = findComplianceIssues(sentence.text, sentence.language);
    const model = modelFindings(sentence.text, sentence.language, answer.findings);
    const both = mergeWithModel(sentence.text, rules, model);
    const bad = sentence.categories.length > 0;
    const detectors = result.perLanguage[sentence.language];
    count(detectors.rules, categoriesOf(rules).length > 0, bad);
    count(detectors.model, model.length > 0, bad);
    count(detectors.both, categoriesOf(both).length > 0, bad);
  }
  return result;
}

/** One line per detector: precision, recall and (tp/fp/fn). */
export function formatDetectors(title: string, detectors: Detectors): string {
  return [
    `${title}  ${'detector'.padEnd(14)} precision  recall  (tp/fp/fn)`,
    formatRow('rules', detectors.rules, 14),
    formatRow('model', detectors.model, 14),
    formatRow('rules + model', detectors.both, 14),
  ].join('\n');
}

/** Whether both detectors together reach issue 18's goal in a language: precision and recall of at least 0.90. */
export const meetsGoal = (c: Counts) => c.tp + c.fn > 0 && precision(c) >= 0.9 && recall(c) >= 0.9;
