/**
 * The compliance guard, a part of ai of its own: what medical-aesthetics advertising may not say,
 * found in English and Greek text. This file is its only door (the lint enforces it): the rest of
 * ai calls the guard, reads its categories and wording, and re-exports what catalog and campaigns
 * need from ai's index.ts. Inside: the rules (rules.ts, general.ts), the text views they match on,
 * the learned scorer and the data it was trained into (data/).
 */
export {
  complianceInstructions,
  findComplianceIssues,
  mergeFindings,
  COMPLIANCE_CATEGORIES,
  type ComplianceCategory,
  type ComplianceFinding,
} from './guard.js';
/** A category's or a finer rule's explanation and suggested wording, in a language. */
export { messagesFor } from './explanations.js';
/** Apply suggestion: the text with a finding's sentence (or last clause) rewritten as suggested. */
export { applyFinding } from './rewrite.js';
/** Lower case, no accents, final sigma as σ: one unit per unit, so offsets carry over. */
export { foldPhrase } from './text.js';
