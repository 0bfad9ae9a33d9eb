import type { Db } from '../../lib/db.js';
import { DEFAULT_SETTINGS, PLATFORMS, type AiSettings, type Platform, type PlatformStyle, type PostStyle, type ContentTone } from './schema.js';

/** The ai module's queries: ai_configurations, platform_styles, ai_usage. Nothing else touches them. */
interface ConfigurationRow {
  id: number;
  userId: number | null;
  model: string;
  temperature: string;
  targetPostLength: number;
  contentTone: string;
  defaultHashtags: string | null;
  contentGuidelines: string | null;
  avoidMedicalClaims: boolean;
  includeCta: boolean;
  complianceCheck: boolean;
  monthlyBudgetUsd: string;
  dailyGenerationLimit: number;
  accountDailyAllowance: number;
  sendBudgetAlerts: boolean;
  autoPause: boolean;
  offlineFallback: boolean;
  lastFailureAt: Date | null;
  lastFailureKey: string | null;
  lastFailureParams: Record<string, string | number> | null;
  serviceRecoveredAt: Date | null;
  apiKeyEncrypted: string | null;
  apiKeyHint: string | null;
  organizationId: string | null;
  requestTimeoutSeconds: number;
  visionRanking: boolean;
  budgetAlertMonth: string | null;
  updatedAt: Date;
}

export interface StoredConfiguration {
  settings: AiSettings;
  apiKeyEncrypted: string | null;
  apiKeyHint: string | null;
  budgetAlertMonth: string | null;
  updatedAt: Date | null;
  updatedBy: number | null;
  /** The AI service's last failure of a request (what the admin's screen shows); null when it never failed. */
  lastFailure: ServiceFailure | null;
}

export interface ServiceFailure {
  at: Date;
  key: string;
  params: Record<string, string | number>;
  /** When a request succeeded again after it; null while the service is still failing. */
  recoveredAt?: Date | null;
}

export async function readConfiguration(db: Db): Promise<StoredConfiguration> {
  const row: ConfigurationRow | undefined = await db('ai_configurations').orderBy('id').first();
  const styles: { name: Platform; postStyle: string; maxHashtags: number | null; active: boolean }[] = await db('platform_styles as s')
    .join('platforms as p', 'p.id', 's.platform_id')
    .select('p.name', 's.post_style', 's.max_hashtags', 's.active');
  const platforms = structuredClone(DEFAULT_SETTINGS.platforms);
  for (const s of styles) {
    if (!PLATFORMS.includes(s.name)) continue;
    platforms[s.name] = {
      platform: s.name,
      postStyle: s.postStyle as PostStyle,
      maxHashtags: s.maxHashtags ?? platforms[s.name].maxHashtags,
      active: s.active,
    };
  }
  if (!row)
    return {
      settings: { ...DEFAULT_SETTINGS, platforms },
      apiKeyEncrypted: null,
      apiKeyHint: null,
      budgetAlertMonth: null,
      updatedAt: null,
      updatedBy: null,
      lastFailure: null,
    };
  return {
    settings: {
      model: row.model,
      temperature: Number(row.temperature),
      targetPostLength: row.targetPostLength,
      contentTone: row.contentTone as ContentTone,
      defaultHashtags: row.defaultHashtags ?? '',
      contentGuidelines: row.contentGuidelines ?? '',
      avoidMedicalClaims: row.avoidMedicalClaims,
      includeCta: row.includeCta,
      complianceCheck: row.complianceCheck,
      platforms,
      organizationId: row.organizationId,
      requestTimeoutSeconds: row.requestTimeoutSeconds,
      visionRanking: row.visionRanking,
      dailyGenerationLimit: row.dailyGenerationLimit,
      accountDailyAllowance: row.accountDailyAllowance,
      monthlyBudgetUsd: Number(row.monthlyBudgetUsd),
      sendBudgetAlerts: row.sendBudgetAlerts,
      autoPause: row.autoPause,
      offlineFallback: row.offlineFallback,
    },
    apiKeyEncrypted: row.apiKeyEncrypted,
    apiKeyHint: row.apiKeyHint,
    budgetAlertMonth: row.budgetAlertMonth,
    updatedAt: row.updatedAt,
    updatedBy: row.userId,
    lastFailure:
      row.lastFailureAt && row.lastFailureKey
        ? { at: row.lastFailureAt, key: row.lastFailureKey, params: row.lastFailureParams ?? {}, recoveredAt: row.serviceRecoveredAt }
        : null,
  };
}

export interface ConfigurationWrite {
  settings: AiSettings;
  apiKey?: { encrypted: string | null; hint: string | null };
  userId: number | null;
  now: Date;
}

export async function writeConfiguration(db: Db, write: ConfigurationWrite): Promise<void> {
  const s = write.settings;
  const values: Record<string, unknown> = {
    userId: write.userId,
    model: s.model,
    temperature: s.temperature.toFixed(1),
    targetPostLength: s.targetPostLength,
    contentTone: s.contentTone,
    defaultHashtags: s.defaultHashtags,
    contentGuidelines: s.contentGuidelines,
    avoidMedicalClaims: s.avoidMedicalClaims,
    includeCta: s.includeCta,
    complianceCheck: s.complianceCheck,
    monthlyBudgetUsd: s.monthlyBudgetUsd.toFixed(2),
    dailyGenerationLimit: s.dailyGenerationLimit,
    accountDailyAllowance: s.accountDailyAllowance,
    sendBudgetAlerts: s.sendBudgetAlerts,
    autoPause: s.autoPause,
    offlineFallback: s.offlineFallback,
    organizationId: s.organizationId,
    requestTimeoutSeconds: s.requestTimeoutSeconds,
    visionRanking: s.visionRanking,
    updatedAt: write.now,
  };
  if (write.apiKey) {
    values.apiKeyEncrypted = write.apiKey.encrypted;
    values.apiKeyHint = write.apiKey.hint;
  }
  await db('ai_configurations')
    .insert({ singleton: true, ...values })
    .onConflict('singleton')
    .merge();
  const platforms: { id: number; name: Platform }[] = await db('platforms').select('id', 'name');
  for (const p of platforms) {
    const style: PlatformStyle | undefined = s.platforms[p.name];
    if (!style) continue;
    await db('platform_styles')
      .insert({
        platformId: p.id,
        userId: write.userId,
        postStyle: style.postStyle,
        maxHashtags: style.maxHashtags,
        active: style.active,
        updatedAt: write.now,
      })
      .onConflict('platformId')
      .merge();
  }
}

/** Keeps the AI service's latest failure for the admin (one row: the latest wins). */
export async function recordServiceFailure(db: Db, failure: ServiceFailure): Promise<void> {
  await db('ai_configurations')
    .insert({ singleton: true, lastFailureAt: failure.at, lastFailureKey: failure.key, lastFailureParams: JSON.stringify(failure.params) })
    .onConflict('singleton')
    .merge(['lastFailureAt', 'lastFailureKey', 'lastFailureParams']);
}

/** Notes that a request succeeded after the last failure (one cheap update that matches no row while all is well). */
export async function recordServiceRecovery(db: Db, at: Date): Promise<void> {
  await db('ai_configurations')
    .whereNotNull('lastFailureAt')
    .where((q) => {
      q.whereNull('serviceRecoveredAt').orWhereRaw('service_recovered_at < last_failure_at');
    })
    .update({ serviceRecoveredAt: at });
}

/** Marks the month's budget alert as sent; true only for the caller that set it (sent once). */
export async function claimBudgetAlert(db: Db, month: string): Promise<boolean> {
  const updated = await db('ai_configurations')
    .where((q) => {
      q.whereNull('budgetAlertMonth').orWhereNot('budgetAlertMonth', month);
    })
    .update({ budgetAlertMonth: month });
  return Number(updated) > 0;
}

export interface UsageRow {
  purpose: 'post' | 'post_retry' | 'describe' | 'describe_retry' | 'rank' | 'compliance' | 'connection_test';
  accountId: number | null;
  provider: 'offline' | 'openai';
  model: string;
  tokensIn: number;
  tokensOut: number;
  costUsd: number;
  durationMs: number;
  ok: boolean;
  error: string | null;
  createdAt: Date;
}

export async function insertUsage(db: Db, row: UsageRow): Promise<void> {
  await db('ai_usage').insert({ ...row, costUsd: row.costUsd.toFixed(6), error: row.error?.slice(0, 1000) ?? null });
}

export async function monthTotals(db: Db, from: Date, to: Date): Promise<{ tokensIn: number; tokensOut: number; costUsd: number }> {
  const row = await db('ai_usage')
    .where('createdAt', '>=', from)
    .andWhere('createdAt', '<', to)
    .first(
      db.raw('coalesce(sum(tokens_in), 0)::int as tokens_in'),
      db.raw('coalesce(sum(tokens_out), 0)::int as tokens_out'),
      db.raw('coalesce(sum(cost_usd), 0) as cost_usd'),
    );
  return { tokensIn: Number(row?.tokensIn ?? 0), tokensOut: Number(row?.tokensOut ?? 0), costUsd: Number(row?.costUsd ?? 0) };
}

/** Post generations (successful, first attempts) between two instants: what the daily limit counts. */
export async function countGenerations(db: Db, from: Date, to: Date): Promise<number> {
  const row = await db('ai_usage')
    .where({ purpose: 'post', ok: true })
    .andWhere('createdAt', '>=', from)
    .andWhere('createdAt', '<', to)
    .count<{ count: number }[]>('* as count');
  return Number(row[0]?.count ?? 0);
}

export async function lastGenerationAt(db: Db): Promise<Date | null> {
  const row = await db('ai_usage').where({ purpose: 'post', ok: true }).max('createdAt as last').first();
  return (row?.last as Date | null | undefined) ?? null;
}
