import * as v from 'valibot';
import { msg, type MessageKey } from '../../lib/messages.js';
import './messages.js';

/**
 * Input schemas of the ai module and the types derived from them. The bounds are the AI
 * configuration screen's (admin-area.md §2 "AI configuration screen", §9).
 */
const LANGUAGES = ['en', 'el'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LanguageSchema = v.picklist(LANGUAGES, msg('ai.language'));

export const CONTENT_TONES = ['professional', 'friendly', 'educational', 'promotional'] as const;
export type ContentTone = (typeof CONTENT_TONES)[number];

/** The models the configuration screen offers; any other model name works with a compatible server. */
export const AI_MODELS = [
  { value: 'gpt-4o', label: 'GPT-4o (recommended)' },
  { value: 'gpt-4', label: 'GPT-4' },
  { value: 'gpt-3.5-turbo', label: 'GPT-3.5 Turbo' },
  { value: 'claude-3', label: 'Claude 3' },
] as const;

export const PLATFORMS = ['instagram', 'twitter', 'facebook', 'linkedin'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_STYLES = {
  instagram: ['balanced', 'image-focused', 'educational', 'story'],
  twitter: ['concise', 'question', 'statistic', 'tips'],
  facebook: ['storytelling', 'educational', 'promotional', 'testimonial'],
  linkedin: ['professional', 'industry-insights', 'educational', 'case-study'],
} as const satisfies Record<Platform, readonly string[]>;
export type PostStyle = (typeof PLATFORM_STYLES)[Platform][number];

/** Upper bound of "Maximum hashtags" per platform (the screen gives Instagram 30 and Twitter 5). */
export const MAX_HASHTAGS_BOUND: Record<Platform, number> = { instagram: 30, twitter: 5, facebook: 30, linkedin: 30 };

export interface PlatformStyle {
  platform: Platform;
  active: boolean;
  postStyle: PostStyle;
  maxHashtags: number;
}

/** The platform-wide AI configuration, as generation reads it. */
export interface AiSettings {
  model: string;
  temperature: number;
  targetPostLength: number;
  contentTone: ContentTone;
  defaultHashtags: string;
  contentGuidelines: string;
  avoidMedicalClaims: boolean;
  includeCta: boolean;
  complianceCheck: boolean;
  platforms: Record<Platform, PlatformStyle>;
  organizationId: string | null;
  requestTimeoutSeconds: number;
  visionRanking: boolean;
  dailyGenerationLimit: number;
  /** AI generations one business account may cause per UTC day (its share of the daily limit). */
  accountDailyAllowance: number;
  monthlyBudgetUsd: number;
  sendBudgetAlerts: boolean;
  autoPause: boolean;
  /** While the AI service fails, a clinic's posts are written by the offline (demo) writer, with a note. */
  offlineFallback: boolean;
}

export const DEFAULT_SETTINGS: AiSettings = {
  model: 'gpt-4o',
  temperature: 0.7,
  targetPostLength: 150,
  contentTone: 'professional',
  defaultHashtags: '#aesthetics #skincare #beauty',
  contentGuidelines: '',
  avoidMedicalClaims: true,
  includeCta: true,
  complianceCheck: true,
  platforms: {
    instagram: { platform: 'instagram', active: true, postStyle: 'balanced', maxHashtags: 10 },
    twitter: { platform: 'twitter', active: true, postStyle: 'concise', maxHashtags: 3 },
    facebook: { platform: 'facebook', active: true, postStyle: 'storytelling', maxHashtags: 5 },
    linkedin: { platform: 'linkedin', active: false, postStyle: 'professional', maxHashtags: 5 },
  },
  organizationId: null,
  requestTimeoutSeconds: 30,
  visionRanking: false,
  dailyGenerationLimit: 50,
  accountDailyAllowance: 20,
  monthlyBudgetUsd: 20,
  sendBudgetAlerts: true,
  autoPause: true,
  offlineFallback: false,
};

const stepOf = (step: number, message: string) => v.check<number, string>((n) => Math.abs(Math.round(n / step) * step - n) < 1e-9, message);

/** An on/off setting of the configuration, with the message naming it. */
const onOff = (key: MessageKey & `ai.${string}Boolean`) => v.optional(v.boolean(msg(key)));

const platformStyleUpdate = (platform: Platform) =>
  v.optional(
    v.object(
      {
        active: onOff('ai.activeBoolean'),
        postStyle: v.optional(v.picklist(PLATFORM_STYLES[platform], msg('ai.postStyle', { platform, styles: PLATFORM_STYLES[platform].join(', ') }))),
        maxHashtags: v.optional(
          v.pipe(
            v.number(msg('ai.hashtagsNumber')),
            v.integer(msg('ai.hashtagsWhole')),
            v.minValue(0, msg('ai.hashtagsRange', { platform, max: MAX_HASHTAGS_BOUND[platform] })),
            v.maxValue(MAX_HASHTAGS_BOUND[platform], msg('ai.hashtagsRange', { platform, max: MAX_HASHTAGS_BOUND[platform] })),
          ),
        ),
      },
      msg('ai.platformObject', { platform }),
    ),
  );

/** PUT /api/ai-config: every field optional (only what is sent changes). */
const AiConfigUpdateSchema = v.object({
  model: v.optional(v.pipe(v.string(msg('ai.modelRequired')), v.trim(), v.regex(/^[\w.:/-]{1,100}$/, msg('ai.modelName')))),
  temperature: v.optional(
    v.pipe(
      v.number(msg('ai.creativityNumber')),
      v.minValue(0, msg('ai.creativityRange')),
      v.maxValue(1, msg('ai.creativityRange')),
      stepOf(0.1, msg('ai.creativityStep')),
    ),
  ),
  targetPostLength: v.optional(
    v.pipe(
      v.number(msg('ai.lengthNumber')),
      v.integer(msg('ai.lengthWhole')),
      v.minValue(50, msg('ai.lengthRange')),
      v.maxValue(300, msg('ai.lengthRange')),
      stepOf(10, msg('ai.lengthStep')),
    ),
  ),
  contentTone: v.optional(v.picklist(CONTENT_TONES, msg('ai.tone'))),
  defaultHashtags: v.optional(v.pipe(v.string(msg('ai.hashtagsText')), v.trim(), v.maxLength(500, msg('ai.hashtagsLong')))),
  contentGuidelines: v.optional(v.pipe(v.string(msg('ai.guidelinesText')), v.trim(), v.maxLength(4000, msg('ai.guidelinesLong')))),
  avoidMedicalClaims: onOff('ai.avoidClaimsBoolean'),
  includeCta: onOff('ai.includeCtaBoolean'),
  complianceCheck: onOff('ai.complianceBoolean'),
  platforms: v.optional(
    v.object(
      {
        instagram: platformStyleUpdate('instagram'),
        twitter: platformStyleUpdate('twitter'),
        facebook: platformStyleUpdate('facebook'),
        linkedin: platformStyleUpdate('linkedin'),
      },
      msg('ai.platformsObject'),
    ),
  ),
  /** A new API key; an empty string removes the saved key (OPENAI_API_KEY applies again). */
  // Both travel as HTTP header values (Authorization, OpenAI-Organization): printable ASCII only, or
  // every later AI call would fail with "Cannot convert argument to a ByteString".
  apiKey: v.optional(
    v.pipe(
      v.string(msg('ai.apiKeyText')),
      v.trim(),
      v.maxLength(400, msg('ai.apiKeyLong')),
      v.regex(/^\S*$/, msg('ai.apiKeySpaces')),
      v.regex(/^[\x21-\x7e]*$/, msg('ai.apiKeyAscii')),
    ),
  ),
  organizationId: v.optional(
    v.nullable(
      v.pipe(
        v.string(msg('ai.organizationText')),
        v.trim(),
        v.maxLength(200, msg('ai.organizationLong')),
        v.regex(/^[\x21-\x7e]*$/, msg('ai.organizationAscii')),
      ),
    ),
  ),
  requestTimeoutSeconds: v.optional(
    v.pipe(
      v.number(msg('ai.timeoutNumber')),
      v.integer(msg('ai.timeoutWhole')),
      v.minValue(5, msg('ai.timeoutRange')),
      v.maxValue(300, msg('ai.timeoutRange')),
    ),
  ),
  visionRanking: onOff('ai.visionBoolean'),
  dailyGenerationLimit: v.optional(
    v.pipe(v.number(msg('ai.dailyNumber')), v.integer(msg('ai.dailyWhole')), v.minValue(0, msg('ai.dailyRange')), v.maxValue(100000, msg('ai.dailyRange'))),
  ),
  accountDailyAllowance: v.optional(
    v.pipe(
      v.number(msg('ai.allowanceNumber')),
      v.integer(msg('ai.allowanceWhole')),
      v.minValue(1, msg('ai.allowanceRange')),
      v.maxValue(100000, msg('ai.allowanceRange')),
    ),
  ),
  monthlyBudgetUsd: v.optional(
    v.pipe(
      v.number(msg('ai.budgetNumber')),
      v.minValue(0, msg('ai.budgetMin')),
      v.maxValue(1_000_000, msg('ai.budgetMax')),
      stepOf(0.01, msg('ai.budgetStep')),
    ),
  ),
  sendBudgetAlerts: onOff('ai.budgetAlertsBoolean'),
  autoPause: onOff('ai.autoPauseBoolean'),
  offlineFallback: onOff('ai.offlineFallbackBoolean'),
});

const nonBlank = (message: string) => v.pipe(v.string(message), v.trim(), v.minLength(1, message));

const DescribeProductSchema = v.object({
  name: v.pipe(nonBlank(msg('ai.enterProductName')), v.maxLength(200, msg('ai.productNameLong'))),
  language: v.optional(LanguageSchema, 'en'),
});

/** How a candidate image's bytes are read (default: http(s) through the SSRF-safe fetch). */
export type ImageLoader = (url: string) => Promise<Buffer | undefined>;

const CandidateImageSchema = v.object({
  id: v.pipe(v.string(msg('ai.imageId')), v.minLength(1, msg('ai.imageId'))),
  url: v.pipe(v.string(msg('ai.imageUrl')), v.minLength(1, msg('ai.imageUrl')), v.maxLength(4000, msg('ai.imageUrl'))),
  description: v.optional(v.string(msg('ai.descriptionText')), ''),
  /** The image's bytes when the caller already has them (otherwise they are fetched by `loadImage`). */
  // v.custom rather than v.instance(Buffer): this file is also loaded by the web app, which has no Buffer.
  data: v.optional(v.custom<Buffer>((value) => typeof Buffer !== 'undefined' && Buffer.isBuffer(value), msg('ai.imageBytes'))),
});

const RankImagesSchema = v.object({
  productName: nonBlank(msg('ai.enterProductName')),
  description: v.optional(v.string(msg('ai.descriptionText')), ''),
  language: v.optional(LanguageSchema, 'en'),
  candidates: v.pipe(v.array(CandidateImageSchema, msg('ai.imagesList')), v.maxLength(40, msg('ai.tooManyImages'))),
});

const PostProductSchema = v.object(
  {
    name: nonBlank(msg('ai.productNameRequired')),
    description: v.optional(v.string(msg('ai.descriptionText')), ''),
    category: v.optional(v.nullable(v.string(msg('ai.categoryText'))), null),
  },
  msg('ai.productNameRequired'),
);

const GeneratePostSchema = v.object({
  product: PostProductSchema,
  examplePosts: v.optional(v.array(v.string(msg('ai.examplePosts')), msg('ai.examplePosts')), []),
  company: v.optional(
    v.nullable(
      v.object(
        { name: v.optional(v.nullable(v.string(msg('ai.company'))), null), location: v.optional(v.nullable(v.string(msg('ai.company'))), null) },
        msg('ai.company'),
      ),
    ),
    null,
  ),
  language: v.optional(LanguageSchema, 'el'),
  platform: v.optional(v.picklist(PLATFORMS, msg('ai.platform')), 'instagram'),
  variant: v.optional(v.pipe(v.number(msg('ai.variant')), v.integer(msg('ai.variant')), v.minValue(0, msg('ai.variant'))), 0),
  /** The texts of the account's latest posts: the demo writer repeats none of their sentences. */
  recentPosts: v.optional(v.pipe(v.array(v.string(msg('ai.recentPosts')), msg('ai.recentPosts')), v.maxLength(30, msg('ai.recentPosts'))), []),
});
export type PostBrief = v.InferOutput<typeof GeneratePostSchema>;

export const ComplianceCheckSchema = v.object({
  text: v.pipe(v.string(msg('ai.textRequired')), v.maxLength(20000, msg('ai.textLong'))),
  language: v.optional(LanguageSchema, 'en'),
});

const ID_MAX = 2_147_483_647;

/**
 * Who an AI call is made for, in the inputs of the use cases that call a provider: the business
 * account (the usage ledger's row, and its daily AI allowance pays) and its zone (Setup), in which
 * the allowance's reset is told. Null: no account (an admin's preview, the connection test); a
 * zone that is null or unknown: UTC. ai imports no module, so the caller looks the zone up.
 */
const ForAccount = {
  accountId: v.nullish(
    v.pipe(v.number(msg('ai.account')), v.integer(msg('ai.account')), v.minValue(1, msg('ai.account')), v.maxValue(ID_MAX, msg('ai.account'))),
    null,
  ),
  accountZone: v.nullish(v.pipe(v.string(msg('ai.accountZone')), v.maxLength(100, msg('ai.accountZone'))), null),
};

/** `generatePost`: the brief and who it is for. */
export const GeneratePostInput = v.object({ ...GeneratePostSchema.entries, ...ForAccount });

/** `describeProduct`: the name, the language and who it is for (its action pays the allowance: `withAiAllowance`). */
export const DescribeProductInput = v.object({ ...DescribeProductSchema.entries, accountId: ForAccount.accountId });

/** `rankImages`: the candidates, who it is for, and how their bytes are read. */
export const RankImagesInput = v.object({
  ...RankImagesSchema.entries,
  accountId: ForAccount.accountId,
  loadImage: v.optional(v.custom<ImageLoader>((value) => typeof value === 'function', msg('ai.loadImage'))),
});

/** `reviewCompliance`: the text, and `secondOpinion: true` to ask the model too (it takes a use of the account's allowance). */
export const ReviewComplianceInput = v.object({
  ...ComplianceCheckSchema.entries,
  secondOpinion: v.optional(v.boolean(msg('ai.secondOpinionBoolean')), false),
  ...ForAccount,
});

/** `updateAiConfig`: the fields sent, and the platform admin who saves them (null: an operator's script). */
export const UpdateAiConfigInput = v.object({
  ...AiConfigUpdateSchema.entries,
  userId: v.nullish(v.pipe(v.number(msg('ai.user')), v.integer(msg('ai.user')), v.minValue(1, msg('ai.user')), v.maxValue(ID_MAX, msg('ai.user'))), null),
});

/** `getAiAllowance`: the account (its zone, to tell the reset in). */
export const AiAllowanceInput = v.object({
  accountId: v.pipe(v.number(msg('ai.account')), v.integer(msg('ai.account')), v.minValue(1, msg('ai.account')), v.maxValue(ID_MAX, msg('ai.account'))),
  accountZone: ForAccount.accountZone,
});

/** `withAiAllowance`: who the action is for (no account: nothing is counted). */
export const WithAiAllowanceInput = v.object(ForAccount);
