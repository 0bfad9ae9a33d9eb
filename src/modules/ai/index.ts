/**
 * ai: text generation, image ranking, the compliance guard, the AI configuration, usage
 * metering and the per-account daily AI allowance. Providers: any OpenAI-compatible server (through the openai SDK) and a built-in
 * offline provider. Imports no other module.
 */
export type { AiContext, AiEnv } from './context.js';
export {
  AI_MODELS,
  CONTENT_TONES,
  DEFAULT_SETTINGS,
  LANGUAGES,
  MAX_HASHTAGS_BOUND,
  PLATFORMS,
  PLATFORM_STYLES,
  AiConfigUpdateSchema,
  ComplianceCheckSchema,
  DescribeProductSchema,
  LanguageSchema,
  type AiConfigUpdate,
  type AiSettings,
  type CandidateImage,
  type ContentTone,
  type Language,
  type Platform,
  type PlatformStyle,
  type PostStyle,
} from './schema.js';
export { describeProduct, type ProductDescription } from './describe-product.js';
export { rankImages, fetchCandidateImage, type ImageLoader, type RankedImage, type RankImagesResult } from './rank-images.js';
export { generatePost, type GeneratedPost, type GeneratePostOptions } from './generate-post.js';
export { checkCompliance } from './check-compliance.js';
/** A finding's explanation in the screen's language (the suggestion stays in the text's). */
export { explainFinding } from './explain-finding.js';
/** The rules plus, with a real provider, the model's second opinion (async). */
export { reviewCompliance } from './review-compliance.js';
export { COMPLIANCE_CATEGORIES, CATEGORY_LABELS, type ComplianceCategory, type ComplianceFinding, type ComplianceRule } from './compliance.js';
/** A product's family (toxin, hyaluronic filler, biostimulator, ...) from its name, told from brands and ingredients. */
export { productFamily, PRODUCT_FAMILIES, type ProductFamily, type FamilyGuess, type Ingredient } from './offline/families.js';
export { getAiConfig, updateAiConfig, type AiConfigView } from './ai-config.js';
export { getAiUsage, type AiUsageView } from './usage.js';
/** The per-account daily AI allowance: what is left today, and one use for an action of several AI calls (the product preview). */
export { getAiAllowance, withAiAllowance, type AiAllowanceView } from './allowance.js';
export { testAiConnection, type AiConnectionTest } from './test-connection.js';
export { PRICE_TABLE, costOf, priceFor } from './prices.js';
/** Which provider answers right now ('offline' or 'openai'), so the UI can say when the offline one is used. */
export { currentProvider } from './current-provider.js';
/** The messages this module's users can see, by key (the web app's errors namespace). */
export { AI_MESSAGES } from './messages.js';
