import type * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { parse } from '../../lib/validate.js';
import { findComplianceIssues, type ComplianceFinding } from './compliance/index.js';
import { productFamily, type ProductFamily } from './offline/families.js';
import { activeProvider, offlineProvider, type ActiveProvider } from './provider.js';
import { underOutagePolicy } from './outage.js';
import { mergeWithModel, secondOpinion } from './review-compliance.js';
import { DescribeProductInput, type Language } from './schema.js';
import { budgetExhausted, metered } from './usage.js';

export interface ProductDescription {
  description: string;
  provider: 'offline' | 'openai';
  /** The product's family from its name ('unknown' when the name does not say). */
  family: ProductFamily | 'unknown';
  familyConfident: boolean;
  /** What the admin should know about the description (the family was unclear), in the language asked for; null otherwise. */
  note: string | null;
  /** Compliance findings left in the description (after one rewrite with a real provider). */
  findings: ComplianceFinding[];
  /** Compliance findings in the product name itself (a prescription-only brand, a claim). */
  nameFindings: ComplianceFinding[];
}

const UNSURE_NOTE: Record<Language, string> = {
  en: 'The name does not tell what kind of product this is, so the description is general. Please check it and add what the product is.',
  el: 'Το όνομα δεν δείχνει τι είδους προϊόν είναι, οπότε η περιγραφή είναι γενική. Ελέγξτε την και συμπληρώστε τι είναι το προϊόν.',
};

/**
 * A factual 2-4 sentence description of a product from its name, in the given language, checked
 * against the advertising rules (with a real provider: rules and the model's second opinion, and
 * one rewrite when they find something). When the monthly budget is used up under auto-pause,
 * the offline provider answers instead. Its calls are recorded for `accountId`, but it takes no use
 * of the account's AI allowance: the caller's action does (the AI product preview, `withAiAllowance`).
 */
export async function describeProduct(deps: Deps, request: v.InferInput<typeof DescribeProductInput>): Promise<ProductDescription> {
  const { accountId, ...input } = parse(DescribeProductInput, request);
  let active = await activeProvider(deps);
  if (active.provider.kind === 'openai' && (await budgetExhausted(deps, active.settings))) active = offlineProvider(active.settings);
  const guess = productFamily(input.name);
  const { value } = await underOutagePolicy(
    deps,
    accountId,
    active.settings.offlineFallback,
    () => describeWith(deps, accountId, input, active),
    () => describeWith(deps, accountId, input, offlineProvider(active.settings)),
  );
  const { description, findings, provider } = value;
  return {
    description,
    provider,
    family: guess.confident ? guess.family : 'unknown',
    familyConfident: guess.confident,
    note: !guess.confident && provider === 'offline' ? UNSURE_NOTE[input.language] : null,
    findings,
    nameFindings: findComplianceIssues(input.name, input.language),
  };
}

/** The description by one provider: written, checked, and (with a real provider) rewritten once when the check finds something. */
async function describeWith(
  deps: Deps,
  accountId: number | null,
  input: { name: string; language: Language },
  active: ActiveProvider,
): Promise<{ description: string; findings: ComplianceFinding[]; provider: 'offline' | 'openai' }> {
  const meta = { provider: active.provider.kind, model: active.model, selfHosted: active.selfHosted, settings: active.settings };
  const describe = (avoid?: { text: string; rule: string }[]) =>
    metered(deps, accountId, { purpose: avoid ? 'describe_retry' : 'describe', ...meta }, () =>
      active.provider.describeProduct({ name: input.name, language: input.language, settings: active.settings, avoid }),
    );
  const review = async (text: string) => {
    const rules = findComplianceIssues(text, input.language);
    const model = rules.length ? undefined : await secondOpinion(deps, accountId, active, text, input.language);
    return model ? mergeWithModel(text, rules, model) : rules;
  };

  let description = (await describe()).value.description;
  let findings = await review(description);
  if (findings.length && active.provider.kind === 'openai') {
    const again = (await describe(findings.map((f) => ({ text: f.text, rule: f.rule })))).value.description;
    const againFindings = await review(again);
    if (againFindings.length <= findings.length) {
      description = again;
      findings = againFindings;
    }
  }
  return { description, findings, provider: active.provider.kind };
}
