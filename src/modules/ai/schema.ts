import * as v from 'valibot';

/**
 * Input schemas of the ai module and the types derived from them. The bounds are the AI
 * configuration screen's (admin-area.md §2 "AI configuration screen", §9).
 */
export const LANGUAGES = ['en', 'el'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LanguageSchema = v.picklist(LANGUAGES, 'Language must be en or el');

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
};

const stepOf = (step: number, message: string) =>
  v.check<number, string>((n) => Math.abs(Math.round(n / step) * step - n) < 1e-9, message);

const platformStyleUpdate = (platform: Platform) =>
  v.optional(
    v.object({
      active: v.optional(v.boolean('Active must be true or false')),
      postStyle: v.optional(v.picklist(PLATFORM_STYLES[platform], `Post style for ${platform} must be one of: ${PLATFORM_STYLES[platform].join(', ')}`)),
      maxHashtags: v.optional(
        v.pipe(
          v.number('Maximum hashtags must be a number'),
          v.integer('Maximum hashtags must be a whole number'),
          v.minValue(0, `Maximum hashtags for ${platform} must be between 0 and ${MAX_HASHTAGS_BOUND[platform]}`),
          v.maxValue(MAX_HASHTAGS_BOUND[platform], `Maximum hashtags for ${platform} must be between 0 and ${MAX_HASHTAGS_BOUND[platform]}`),
        ),
      ),
    }),
  );

/** PUT /api/ai-config: every field optional (only what is sent changes). */
export const AiConfigUpdateSchema = v.object({
  model: v.optional(v.pipe(v.string('Model is required'), v.trim(), v.regex(/^[\w.:/-]{1,100}$/, 'Model must be a model name such as gpt-4o'))),
  temperature: v.optional(
    v.pipe(
      v.number('Creativity must be a number'),
      v.minValue(0, 'Creativity must be between 0 and 1'),
      v.maxValue(1, 'Creativity must be between 0 and 1'),
      stepOf(0.1, 'Creativity moves in steps of 0.1'),
    ),
  ),
  targetPostLength: v.optional(
    v.pipe(
      v.number('Target post length must be a number'),
      v.integer('Target post length must be a whole number of words'),
      v.minValue(50, 'Target post length must be between 50 and 300 words'),
      v.maxValue(300, 'Target post length must be between 50 and 300 words'),
      stepOf(10, 'Target post length moves in steps of 10 words'),
    ),
  ),
  contentTone: v.optional(v.picklist(CONTENT_TONES, 'Content tone must be professional, friendly, educational or promotional')),
  defaultHashtags: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'Default hashtags must be at most 500 characters'))),
  contentGuidelines: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(4000, 'Custom content instructions must be at most 4000 characters'))),
  avoidMedicalClaims: v.optional(v.boolean()),
  includeCta: v.optional(v.boolean()),
  complianceCheck: v.optional(v.boolean()),
  platforms: v.optional(
    v.object({
      instagram: platformStyleUpdate('instagram'),
      twitter: platformStyleUpdate('twitter'),
      facebook: platformStyleUpdate('facebook'),
      linkedin: platformStyleUpdate('linkedin'),
    }),
  ),
  /** A new API key; an empty string removes the saved key (OPENAI_API_KEY applies again). */
  // Both travel as HTTP header values (Authorization, OpenAI-Organization): printable ASCII only, or
  // every later AI call would fail with "Cannot convert argument to a ByteString".
  apiKey: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(400, 'API key is too long'), v.regex(/^\S*$/, 'API key must not contain spaces'), v.regex(/^[\x21-\x7e]*$/, 'API key must be printable ASCII')),
  ),
  organizationId: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Organization ID is too long'), v.regex(/^[\x21-\x7e]*$/, 'Organization ID must be printable ASCII without spaces'))),
  ),
  requestTimeoutSeconds: v.optional(
    v.pipe(
      v.number('Request timeout must be a number'),
      v.integer('Request timeout must be a whole number of seconds'),
      v.minValue(5, 'Request timeout must be between 5 and 300 seconds'),
      v.maxValue(300, 'Request timeout must be between 5 and 300 seconds'),
    ),
  ),
  visionRanking: v.optional(v.boolean()),
  dailyGenerationLimit: v.optional(
    v.pipe(
      v.number('Daily generation limit must be a number'),
      v.integer('Daily generation limit must be a whole number'),
      v.minValue(0, 'Daily generation limit must be between 0 and 100000'),
      v.maxValue(100000, 'Daily generation limit must be between 0 and 100000'),
    ),
  ),
  accountDailyAllowance: v.optional(
    v.pipe(
      v.number('Daily AI allowance per clinic must be a number'),
      v.integer('Daily AI allowance per clinic must be a whole number'),
      v.minValue(1, 'Daily AI allowance per clinic must be between 1 and 100000'),
      v.maxValue(100000, 'Daily AI allowance per clinic must be between 1 and 100000'),
    ),
  ),
  monthlyBudgetUsd: v.optional(
    v.pipe(
      v.number('Monthly budget must be a number'),
      v.minValue(0, 'Monthly budget must be 0 or more'),
      v.maxValue(1_000_000, 'Monthly budget must be at most 1,000,000'),
      stepOf(0.01, 'Monthly budget moves in steps of 0.01'),
    ),
  ),
  sendBudgetAlerts: v.optional(v.boolean()),
  autoPause: v.optional(v.boolean()),
});
export type AiConfigUpdate = v.InferOutput<typeof AiConfigUpdateSchema>;

const nonBlank = (message: string) => v.pipe(v.string(message), v.trim(), v.minLength(1, message));

export const DescribeProductSchema = v.object({
  name: v.pipe(nonBlank('Please enter a product name'), v.maxLength(200, 'Product name must be at most 200 characters')),
  language: v.optional(LanguageSchema, 'en'),
});

export const CandidateImageSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  url: v.pipe(v.string(), v.minLength(1), v.maxLength(4000)),
  description: v.optional(v.string(), ''),
  /** The image's bytes when the caller already has them (otherwise they are fetched by `loadImage`). */
  // v.custom rather than v.instance(Buffer): this file is also loaded by the web app, which has no Buffer.
  data: v.optional(v.custom<Buffer>((value) => typeof Buffer !== 'undefined' && Buffer.isBuffer(value), 'Image bytes must be a Buffer')),
});
export type CandidateImage = v.InferOutput<typeof CandidateImageSchema>;

export const RankImagesSchema = v.object({
  productName: nonBlank('Please enter a product name'),
  description: v.optional(v.string(), ''),
  language: v.optional(LanguageSchema, 'en'),
  candidates: v.pipe(v.array(CandidateImageSchema), v.maxLength(40, 'At most 40 images can be ranked at once')),
});

export const PostProductSchema = v.object({
  name: nonBlank('Product name is required'),
  description: v.optional(v.string(), ''),
  category: v.optional(v.nullable(v.string()), null),
});

export const GeneratePostSchema = v.object({
  product: PostProductSchema,
  examplePosts: v.optional(v.array(v.string()), []),
  company: v.optional(
    v.nullable(v.object({ name: v.optional(v.nullable(v.string()), null), location: v.optional(v.nullable(v.string()), null) })),
    null,
  ),
  language: v.optional(LanguageSchema, 'el'),
  platform: v.optional(v.picklist(PLATFORMS, 'Platform must be instagram, twitter, facebook or linkedin'), 'instagram'),
  variant: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});
export type PostBrief = v.InferOutput<typeof GeneratePostSchema>;

export const ComplianceCheckSchema = v.object({
  text: v.pipe(v.string('Text is required'), v.maxLength(20000, 'Text must be at most 20000 characters')),
  language: v.optional(LanguageSchema, 'en'),
});
