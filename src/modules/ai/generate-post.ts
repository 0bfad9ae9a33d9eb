import type * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { invalid } from '../../lib/errors.js';
import './messages.js';
import { parse } from '../../lib/validate.js';
import { findComplianceIssues, type ComplianceFinding } from './compliance/index.js';
import { mergeWithModel, secondOpinion } from './review-compliance.js';
import { activeProvider, offlineProvider, type ActiveProvider } from './provider.js';
import { underOutagePolicy } from './outage.js';
import { GeneratePostInput, type Language, type Platform, type PostBrief } from './schema.js';
import { reserveAllowance } from './allowance.js';
import { assertCanGenerate, metered } from './usage.js';

export interface GeneratedPost {
  /** Body and hashtags, ready to publish. */
  text: string;
  body: string;
  hashtags: string[];
  /** Compliance findings left after the retry: the rules', plus the model's with a real provider (empty when clean or checking is off). */
  findings: ComplianceFinding[];
  provider: 'offline' | 'openai';
  model: string;
  language: Language;
  platform: Platform;
  variant: number;
  /** 1, or 2 when the first draft had compliance findings and was rewritten. */
  attempts: number;
  /** Written by the offline writer because the AI service failed (the admin's fallback allowed it). */
  fallback: boolean;
}

/** Cleans provider hashtags: one leading #, no spaces, no duplicates, at most `max`. */
function normaliseHashtags(tags: string[], max: number): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of tags) {
    const tag = `#${raw
      .trim()
      .replace(/^#+/, '')
      .replace(/[^\p{L}\p{N}_]/gu, '')}`;
    if (tag.length < 2 || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
    if (out.length >= max) break;
  }
  return out;
}

/**
 * Writes a social media post for a product (`variant` 0 for the first version; another number
 * gives another post) in the saved AI configuration's model, tone, length, platform style and
 * hashtag rules, for `accountId` (null: no account). Refused (nothing written) when auto-pause
 * stops generation or the account's daily AI allowance is used up (one use per post, given back
 * when writing fails; the 429 tells the reset in `accountZone`); with the compliance check on, a
 * draft with findings is rewritten once, and what remains is returned with the text.
 */
export async function generatePost(deps: Deps, input: v.InferInput<typeof GeneratePostInput>): Promise<GeneratedPost> {
  const { accountId, accountZone, ...brief } = parse(GeneratePostInput, input);
  const active = await activeProvider(deps);
  const { settings } = active;
  const style = settings.platforms[brief.platform];
  if (!style.active) throw invalid('ai.platformOff', { platform: brief.platform }, { field: 'platform' });
  await assertCanGenerate(deps, settings, active.provider.kind);
  const release = await reserveAllowance(deps, { accountId, accountZone }, settings.accountDailyAllowance);
  try {
    const { value, fallback } = await underOutagePolicy(
      deps,
      accountId,
      settings.offlineFallback,
      () => writePost(deps, accountId, brief, active),
      () => writePost(deps, accountId, brief, offlineProvider(settings)),
    );
    // The offline writer costs nothing: a post it wrote in the service's place takes no allowance.
    if (fallback) await release().catch(() => undefined);
    return { ...value, fallback };
  } catch (error) {
    await release().catch(() => undefined);
    throw error;
  }
}

async function writePost(deps: Deps, accountId: number | null, brief: PostBrief, active: ActiveProvider): Promise<Omit<GeneratedPost, 'fallback'>> {
  const { settings } = active;
  const style = settings.platforms[brief.platform];
  const meta = { provider: active.provider.kind, model: active.model, selfHosted: active.selfHosted, settings };
  const compose = (body: string, hashtags: string[]) => (hashtags.length ? `${body}${brief.platform === 'twitter' ? ' ' : '\n\n'}${hashtags.join(' ')}` : body);

  // The rules, then (with a real provider) the model's second opinion. A draft the rules already
  // fault is rewritten without asking the model first: it would change nothing but the cost.
  const review = async (text: string, withModel: boolean): Promise<ComplianceFinding[]> => {
    if (!settings.complianceCheck) return [];
    const rules = findComplianceIssues(text, brief.language);
    if (!withModel) return rules;
    const model = await secondOpinion(deps, accountId, active, text, brief.language);
    return model ? mergeWithModel(text, rules, model) : rules;
  };

  const first = await metered(deps, accountId, { purpose: 'post', ...meta }, () => active.provider.writePost({ brief, settings, style }));
  let hashtags = normaliseHashtags(first.value.hashtags, style.maxHashtags);
  let body = first.value.body;
  let findings = await review(compose(body, hashtags), false);
  if (!findings.length) findings = await review(compose(body, hashtags), true);
  let attempts = 1;
  if (findings.length) {
    attempts = 2;
    const avoid = findings.map((f) => ({ text: f.text, rule: f.rule }));
    const second = await metered(deps, accountId, { purpose: 'post_retry', ...meta }, () => active.provider.writePost({ brief, settings, style, avoid }));
    const secondTags = normaliseHashtags(second.value.hashtags, style.maxHashtags);
    const secondFindings = await review(compose(second.value.body, secondTags), true);
    if (secondFindings.length <= findings.length) {
      body = second.value.body;
      hashtags = secondTags;
      findings = secondFindings;
    }
  }
  return {
    text: compose(body, hashtags),
    body,
    hashtags,
    findings,
    provider: active.provider.kind,
    model: active.model,
    language: brief.language,
    platform: brief.platform,
    variant: brief.variant,
    attempts,
  };
}
