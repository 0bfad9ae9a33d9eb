import { messagesFor, type ComplianceFinding } from './compliance/index.js';
import type { Language } from './schema.js';

/**
 * A finding explained in `language` (the screen's) whatever the language of the text it was found
 * in: a Greek description checked on an English screen, or the English one on a Greek screen. The
 * suggestion stays in the text's language, since it replaces words there; a finding the model
 * wrote keeps its own explanation.
 */
export function explainFinding<T extends ComplianceFinding>(finding: T, language: Language): T {
  if (finding.source !== 'rules') return finding;
  // The rules match lower-case text without accents (a weight-loss medicine is told from its name).
  const matched = finding.text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return { ...finding, explanation: messagesFor(finding.category, finding.rule, language, matched).explanation };
}
