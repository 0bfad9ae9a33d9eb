import type * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { parse } from '../../lib/validate.js';
import {
  COMPLIANCE_CATEGORIES,
  findComplianceIssues,
  foldPhrase,
  mergeFindings,
  messagesFor,
  type ComplianceCategory,
  type ComplianceFinding,
} from './compliance/index.js';
import { activeProvider, type ActiveProvider } from './provider.js';
import type { ModelFinding } from './providers/types.js';
import { ReviewComplianceInput, type Language } from './schema.js';
import { reserveAllowance } from './allowance.js';
import { budgetExhausted, metered } from './usage.js';

/** Where the model's quote is in the text: exactly, else case and accents aside; undefined when it is not there. */
function locate(text: string, quote: string): { start: number; end: number } | undefined {
  const q = quote.trim();
  if (!q) return undefined;
  const exact = text.indexOf(q);
  if (exact >= 0) return { start: exact, end: exact + q.length };
  // Folding keeps one unit per unit for Latin and Greek letters, so offsets carry over.
  const folded = foldPhrase(text);
  const wanted = foldPhrase(q);
  const at = folded.length === text.length ? folded.indexOf(wanted) : -1;
  return at >= 0 ? { start: at, end: at + wanted.length } : undefined;
}

/** Turns the model's findings into ours: known categories only, quotes found in the text, our wording where the model gave none. */
export function modelFindings(text: string, language: Language, found: ModelFinding[]): ComplianceFinding[] {
  const out: ComplianceFinding[] = [];
  for (const f of found) {
    if (!(COMPLIANCE_CATEGORIES as readonly string[]).includes(f.category)) continue;
    const span = locate(text, f.quote);
    if (!span) continue;
    const category = f.category as ComplianceCategory;
    const ours = messagesFor(category, category, language, text.slice(span.start, span.end));
    out.push({
      category,
      rule: category,
      ...span,
      text: text.slice(span.start, span.end),
      explanation: f.explanation.trim() || ours.explanation,
      suggestion: f.suggestion.trim() || ours.suggestion,
      source: 'model',
    });
  }
  return out;
}

/** The rules' findings plus the model's (what the rules already found is kept once, from the rules). */
export function mergeWithModel(text: string, rules: ComplianceFinding[], model: ComplianceFinding[]): ComplianceFinding[] {
  const extra = model.filter((m) => !rules.some((r) => r.category === m.category && m.start < r.end && r.start < m.end));
  return mergeFindings(text, [...rules, ...extra]);
}

/** Asks the active model for its opinion, metered for `accountId`; undefined when it cannot be asked (offline, over budget) or fails. */
export async function secondOpinion(
  deps: Deps,
  accountId: number | null,
  active: ActiveProvider,
  text: string,
  language: Language,
): Promise<ComplianceFinding[] | undefined> {
  if (active.provider.kind !== 'openai') return undefined;
  if (await budgetExhausted(deps, active.settings)) return undefined;
  try {
    const result = await metered(
      deps,
      accountId,
      { purpose: 'compliance', provider: active.provider.kind, model: active.model, selfHosted: active.selfHosted, settings: active.settings },
      () => active.provider.reviewCompliance({ text, language, settings: active.settings }),
    );
    return modelFindings(text, language, result.value);
  } catch (error) {
    // The rules still stand when the second opinion cannot be had; the failure is in the usage ledger.
    deps.log.warn({ err: error }, 'compliance second opinion failed; using the rules alone');
    return undefined;
  }
}

/**
 * Reviews a text for what medical-aesthetics advertising may not say: the rules engine always (free,
 * instant), plus, when `secondOpinion` is asked for, the model's (same categories, merged) when a
 * real AI provider is configured and the compliance check is on. Offline it is the rules alone.
 * Asking the model takes one use of the account's daily AI allowance (429 when none is left, its
 * reset told in `accountZone`), given back when no opinion was had.
 */
export async function reviewCompliance(deps: Deps, request: v.InferInput<typeof ReviewComplianceInput>): Promise<ComplianceFinding[]> {
  const input = parse(ReviewComplianceInput, request);
  const rules = findComplianceIssues(input.text, input.language);
  if (!input.secondOpinion || !input.text.trim()) return rules;
  const active = await activeProvider(deps);
  if (!active.settings.complianceCheck || active.provider.kind !== 'openai') return rules;
  const release = await reserveAllowance(deps, input, active.settings.accountDailyAllowance);
  const model = await secondOpinion(deps, input.accountId, active, input.text, input.language);
  if (!model) await release();
  return model ? mergeWithModel(input.text, rules, model) : rules;
}
