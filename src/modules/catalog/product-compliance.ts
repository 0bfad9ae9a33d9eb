import { checkCompliance, explainFinding, type ComplianceFinding, type Language } from '../ai/index.js';
import { conflict } from '../../lib/errors.js';
import './messages.js';

/**
 * The compliance gate of product creation and editing: a product whose name or texts name a
 * prescription-only medicine is saved only when the user has seen the findings and confirmed.
 * Other findings (a claim in a description) are returned with the saved product as warnings.
 */
export interface ProductFinding extends ComplianceFinding {
  /** Which text it is in: 'name', 'description', 'nameEl', 'descriptionEl' or 'examplePosts.N'. */
  field: string;
}

/** The `code` of the 409 answer: the screens open their confirmation dialog on it. */
const COMPLIANCE_CONFIRMATION_CODE = 'compliance_confirmation_required';

/** The findings in a product's texts; the Greek ones are read as Greek, and all are explained in `language` (the screen's). */
export function productFindings(
  texts: { name: string; description?: string | null; nameEl?: string | null; descriptionEl?: string | null; examplePosts?: { content: string }[] },
  language: Language,
): ProductFinding[] {
  const out: ProductFinding[] = [];
  const add = (field: string, text: string | null | undefined, textLanguage: Language = language) => {
    if (text) for (const f of checkCompliance(text, textLanguage)) out.push({ ...explainFinding(f, language), field });
  };
  add('name', texts.name);
  add('description', texts.description);
  add('nameEl', texts.nameEl, 'el');
  add('descriptionEl', texts.descriptionEl, 'el');
  texts.examplePosts?.forEach((p, i) => add(`examplePosts.${i}`, p.content));
  return out;
}

/** Throws 409 with the findings when a prescription-only medicine is named and the user has not confirmed. */
export function assertComplianceConfirmed(findings: ProductFinding[], confirmed: boolean): void {
  const prescription = findings.filter((f) => f.category === 'prescription_medicine');
  if (!prescription.length || confirmed) return;
  throw conflict('catalog.complianceConfirmation', undefined, { extra: { code: COMPLIANCE_CONFIRMATION_CODE, findings } });
}
