import { parse } from '../../lib/validate.js';
import { findComplianceIssues, type ComplianceFinding } from './compliance/index.js';
import { ComplianceCheckSchema } from './schema.js';

/** Findings (span, rule, explanation in the text's language) for claims medical-aesthetics advertising may not make. */
export function checkCompliance(text: string, language: 'en' | 'el' = 'en'): ComplianceFinding[] {
  const input = parse(ComplianceCheckSchema, { text, language });
  return findComplianceIssues(input.text, input.language);
}
