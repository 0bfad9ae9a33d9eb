import { categoriesOf, COMPLIANCE_CATEGORIES, findComplianceIssues, type ComplianceCategory } from './guard.js';
import type { LabelledSentence } from './sets.js';

/**
 * Precision and recall of the compliance guard on a labelled set: per sentence (is it flagged at
 * all?) and per category (which categories), with the sentences it got wrong. Used by the tests of
 * the development set and of the held-out set.
 */
export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}
const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
export const precision = (c: Counts) => ratio(c.tp, c.tp + c.fp);
export const recall = (c: Counts) => ratio(c.tp, c.tp + c.fn);

/**
 * The 95 % Wilson score interval of a proportion of k in n: where the true figure may lie, given a
 * sample this small (the real held-out part has 140 English and 65 Greek breaches: its recall is
 * known to about +-0.07 and +-0.10).
 */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Precision's and recall's 95 % intervals, as a line under a table. */
export function formatIntervals(c: Counts): string {
  const range = ([a, b]: [number, number]) => `[${a.toFixed(3)}, ${b.toFixed(3)}]`;
  return `    95 % interval: precision ${range(wilson(c.tp, c.tp + c.fp))}, recall ${range(wilson(c.tp, c.tp + c.fn))}`;
}

export interface Measurement {
  detection: Counts;
  perCategory: Map<ComplianceCategory, Counts>;
  mistakes: string[];
}

export function measure(sentences: LabelledSentence[]): Measurement {
  const detection: Counts = { tp: 0, fp: 0, fn: 0 };
  const perCategory = new Map<ComplianceCategory, Counts>(COMPLIANCE_CATEGORIES.map((c) => [c, { tp: 0, fp: 0, fn: 0 }]));
  const mistakes: string[] = [];
  for (const s of sentences) {
    const found = categoriesOf(findComplianceIssues(s.text, s.language));
    const flagged = found.length > 0;
    const bad = s.categories.length > 0;
    if (flagged && bad) detection.tp++;
    else if (flagged) detection.fp++;
    else if (bad) detection.fn++;
    for (const c of COMPLIANCE_CATEGORIES) {
      const counts = perCategory.get(c)!;
      const expected = s.categories.includes(c);
      const got = found.includes(c);
      if (expected && got) counts.tp++;
      else if (got) counts.fp++;
      else if (expected) counts.fn++;
    }
    const expected = [...s.categories].sort().join(',');
    if (found.join(',') !== COMPLIANCE_CATEGORIES.filter((c) => s.categories.includes(c)).join(',')) {
      mistakes.push(`  [${s.language}] expected {${expected}} got {${found.join(',')}}: ${s.text}`);
    }
  }
  return { detection, perCategory, mistakes };
}

const pct = (n: number) => n.toFixed(3);

/** The figures as a table, one row per category, for the test output. */
/** One row of a figures table: a name, precision, recall and (tp/fp/fn). */
export const formatRow = (name: string, c: Counts, width = 22) =>
  `    ${name.padEnd(width)} ${pct(precision(c)).padStart(9)}  ${pct(recall(c)).padStart(6)}  (${c.tp}/${c.fp}/${c.fn})`;

export function formatTable(title: string, { detection, perCategory }: Measurement): string {
  const rows = [`${title}  ${'category'.padEnd(22)} precision  recall  (tp/fp/fn)`, formatRow('any finding', detection)];
  for (const [c, counts] of perCategory) rows.push(formatRow(c, counts));
  return rows.join('\n');
}
