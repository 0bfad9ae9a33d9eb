/**
 * ai: text generation, image ranking, the compliance guard, the AI configuration, usage
 * metering and the per-account daily AI allowance. Providers: any OpenAI-compatible server (through the openai SDK) and a built-in
 * offline provider. Imports no other module.
 *
 * Every use case takes `(deps: Deps, input)` and validates its input here, at the door; the
 * account a call is made for (and its zone, for the allowance's reset) is part of the input.
 * The web app imports the screen's constants from `./schema` and types from here.
 */
export type { AiSettings, Language, Platform, PlatformStyle, ImageLoader } from './schema.js';
export { LanguageSchema } from './schema.js';
export { describeProduct } from './describe-product.js';
export { rankImages, type RankedImage } from './rank-images.js';
export { generatePost } from './generate-post.js';
/** The rules alone, a pure function (no provider, no allowance): what editors and saved posts are checked with. */
export { checkCompliance } from './check-compliance.js';
/** A finding's explanation in the screen's language (the suggestion stays in the text's). */
export { explainFinding } from './explain-finding.js';
/** The rules plus, when asked for and with a real provider, the model's second opinion. */
export { reviewCompliance } from './review-compliance.js';
export { applyFinding, COMPLIANCE_CATEGORIES, type ComplianceFinding } from './compliance/index.js';
/** A product's family (toxin, hyaluronic filler, biostimulator, ...) from its name, told from brands and ingredients. */
export { productFamily, type ProductFamily } from './offline/families.js';
export { getAiConfig, updateAiConfig, type AiConfigView } from './ai-config.js';
export { getAiUsage, type AiUsageView } from './usage.js';
/** The per-account daily AI allowance: what is left today, and one use for an action of several AI calls (the product preview). */
export { getAiAllowance, withAiAllowance, type AiAllowanceView } from './allowance.js';
export { testAiConnection } from './test-connection.js';
/** The month's 80 % budget alert: queued by ai, sent by the worker's task with the platform admins' addresses. */
export { AI_BUDGET_ALERT_TASK, sendBudgetAlert } from './budget-alert.js';
/** When the AI service fails a clinic's request: the admins' hourly e-mail (queued by ai, sent by the worker's task). */
export { AI_OUTAGE_ALERT_TASK, sendOutageAlert } from './outage.js';
/** The messages this module's users can see, by key (the web app's errors namespace). */
export { AI_MESSAGES } from './messages.js';
