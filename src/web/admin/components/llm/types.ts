import type { AiConfigView, AiSettings, Platform, PlatformStyle } from '../../../../modules/ai/index';
import { PLATFORMS } from '../../../../modules/ai/schema';

/** One platform's row of the form: what PUT /api/ai-config takes for it. */
export type PlatformForm = Pick<PlatformStyle, 'active' | 'postStyle' | 'maxHashtags'>;

/** The editable settings of GET/PUT /api/ai-config (the ai module's AiSettings, as the form holds them). */
export type Settings = Omit<AiSettings, 'platforms' | 'visionRanking'> & { platforms: Record<Platform, PlatformForm> };

export type Errors = Record<string, string>;

export type { AiConfigView as ConfigView, AiUsageView as UsageView, Platform } from '../../../../modules/ai/index';

export const pick = (c: AiConfigView): Settings => ({
  model: c.model,
  temperature: c.temperature,
  targetPostLength: c.targetPostLength,
  contentTone: c.contentTone,
  defaultHashtags: c.defaultHashtags ?? '',
  contentGuidelines: c.contentGuidelines ?? '',
  avoidMedicalClaims: c.avoidMedicalClaims,
  includeCta: c.includeCta,
  complianceCheck: c.complianceCheck,
  platforms: Object.fromEntries(
    PLATFORMS.map((p) => [p, { active: c.platforms[p].active, postStyle: c.platforms[p].postStyle, maxHashtags: c.platforms[p].maxHashtags }]),
  ) as Settings['platforms'],
  organizationId: c.organizationId,
  requestTimeoutSeconds: c.requestTimeoutSeconds,
  dailyGenerationLimit: c.dailyGenerationLimit,
  accountDailyAllowance: c.accountDailyAllowance,
  monthlyBudgetUsd: c.monthlyBudgetUsd,
  sendBudgetAlerts: c.sendBudgetAlerts,
  autoPause: c.autoPause,
  offlineFallback: c.offlineFallback,
});
