import * as v from 'valibot';
import path from 'node:path';
import type { S3Settings } from './storage.js';

/**
 * All configuration is environment variables, read once here through one schema. A bad value stops
 * the process at start with a message naming the variable. Defaults make `npm start` work with
 * nothing configured (embedded PostgreSQL, offline AI, outbox mail, local disk).
 */
const optionalString = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === '' ? undefined : s)),
  ),
);
const port = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform(Number),
    v.number(),
    v.integer('must be a whole number'),
    v.minValue(0, 'must be a port number'),
    v.maxValue(65535, 'must be a port number'),
  );
const positiveInt = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform(Number),
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(1, 'must be at least 1'),
  );
/** A whole number from `min` (to `max`, when given), `fallback` when unset. */
const wholeNumber = (fallback: string, min: number, max?: number) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform(Number),
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(min, `must be ${min} or more`),
    v.maxValue(max ?? Number.MAX_SAFE_INTEGER, `must be ${max} or less`),
  );
const url = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === '' ? undefined : s)),
    v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  ),
);

/** "1h,1d,7d,28d" (m, h or d) → milliseconds, ascending. */
const durations = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform((s) => s.split(',').map((part) => part.trim())),
    v.check((parts) => parts.length > 0 && parts.every((part) => /^\d+[mhd]$/.test(part)), 'must be a list like 1h,1d,7d,28d'),
    v.transform((parts) =>
      parts.map((part) => Number(part.slice(0, -1)) * { m: 60_000, h: 3600_000, d: 86400_000 }[part.slice(-1) as 'm' | 'h' | 'd']).sort((a, b) => a - b),
    ),
  );
/** A comma-separated list of Graph API metric names. */
const metricList = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform((s) =>
      s
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
    v.check((parts) => parts.length > 0 && parts.every((part) => /^[a-z_]{1,80}$/.test(part)), 'must be metric names separated by commas'),
  );

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'must be development, production or test'), 'development'),
  PORT: port('3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), '.data'),
  WEB_DIST: optionalString,
  DATABASE_URL: optionalString,
  DATABASE_POOL_MAX: positiveInt('10'),
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  SESSION_TTL_HOURS: positiveInt('168'),
  PASSWORD_HASH_COST: wholeNumber('15', 10, 17),
  PUBLIC_URL: url,
  TRUST_PROXY: v.optional(v.picklist(['true', 'false'], 'must be true or false')),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be a pino level'), 'info'),
  // Publishing waits on the network (Meta, media downloads), not the CPU: several jobs at once.
  WORKER_CONCURRENCY: positiveInt('48'),
  WORKER_POLL_INTERVAL_MS: positiveInt('1000'),
  PUBLISH_GRACE_MINUTES: positiveInt('120'),
  RUN_WORKER: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'true'),
  // SIGTERM to exit: running requests and jobs finish within it (platforms kill at 30 s).
  SHUTDOWN_GRACE_SECONDS: wholeNumber('25', 1, 3600),
  // After SIGTERM a web process keeps serving (health answers 503 draining) this long, so the load balancer stops sending first.
  SHUTDOWN_DRAIN_SECONDS: wholeNumber('5', 0, 3600),
  // Story videos are CPU work (x264 uses every core): few at once per worker process, apart from publishing.
  STORY_RENDER_CONCURRENCY: wholeNumber('1', 0),
  STORY_QUEUE_PER_ACCOUNT: positiveInt('3'),
  // ffmpeg's nice value: 10 lets publishing have the CPU first; 0 renders at the worker's own priority.
  STORY_RENDER_NICE: wholeNumber('10', 0, 19),
  // How long a story video lasts (Instagram takes 3 to 60 s): the text slide about half, then the image.
  STORY_SECONDS: wholeNumber('12', 3, 60),
  LOGIN_MAX_FAILURES: positiveInt('5'),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt('30'),
  LOGIN_LOCK_MINUTES: positiveInt('15'),
  TEST_EMAILS_PER_HOUR: positiveInt('5'),
  PUBLISH_NOW_PER_HOUR: positiveInt('30'),
  UPLOAD_MAX_MB: positiveInt('10'),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: url,
  AI_CONFIG_KEY: optionalString,
  GOOGLE_CSE_KEY: optionalString,
  GOOGLE_CSE_CX: optionalString,
  GOOGLE_CSE_BASE_URL: url,
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_GRAPH_URL: v.optional(v.pipe(v.string(), v.trim(), v.url('must be a URL')), 'https://graph.facebook.com'),
  FACEBOOK_DIALOG_URL: v.optional(v.pipe(v.string(), v.trim(), v.url('must be a URL')), 'https://www.facebook.com'),
  FACEBOOK_API_VERSION: v.optional(v.pipe(v.string(), v.regex(/^v\d+\.\d+$/, 'must look like v26.0')), 'v26.0'),
  FACEBOOK_TIMEOUT_SECONDS: positiveInt('30'),
  FACEBOOK_SIMULATOR_DELAY_MS: v.pipe(
    v.optional(v.string(), '1500'),
    v.transform(Number),
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(0, 'must be 0 or more'),
  ),
  // Insights of published posts (issue 21): when after publication each post is read, and what is asked.
  INSIGHTS_READ_AFTER: durations('1h,1d,7d,28d'),
  INSIGHTS_STORY_READ_AFTER: v.pipe(
    durations('1h,23h'),
    v.check((list) => list.every((ms) => ms < 24 * 3600_000), "must all be under 24h (a story's insights expire)"),
  ),
  INSIGHTS_INSTAGRAM_METRICS: metricList('views,reach,likes,comments,saved,shares,total_interactions'),
  INSIGHTS_FACEBOOK_METRICS: metricList('post_total_media_view_unique,post_media_view,post_reactions_by_type_total,post_clicks'),
  INSIGHTS_USAGE_CEILING: wholeNumber('80', 1, 100),
  INSIGHTS_READS_PER_RUN: positiveInt('200'),
  FACEBOOK_SIMULATOR_CALLS_PER_HOUR: positiveInt('200'),
  STORAGE: v.optional(v.picklist(['local', 's3'], 'must be local or s3'), 'local'),
  S3_ENDPOINT: url,
  S3_REGION: optionalString,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
  SMTP_URL: optionalString,
  MAIL_FROM: v.optional(v.string(), 'Aesthetics Social <no-reply@localhost>'),
});

type Env = v.InferOutput<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Where the built web app is served from (`npm start` builds it there when missing or stale); unset: dist/web. */
  webDist?: string;
  databaseUrl?: string;
  databasePoolMax: number;
  /** Set in production; otherwise filled from DATA_DIR by the runtime before the app starts. */
  sessionSecret?: string;
  sessionTtlHours: number;
  /** scrypt's cost for new password hashes, as log2 N (15: N = 32768, OWASP's minimum). Existing hashes keep their own. */
  passwordHashCost: number;
  publicUrl?: string;
  /** Trust X-Forwarded-For/-Proto from a reverse proxy (client IPs for throttling, https detection). */
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  workerConcurrency: number;
  /** How often an idle worker looks for due jobs: a post is handed to Meta at most this long after its instant. */
  workerPollIntervalMs: number;
  /** A scheduled post not published this long after its instant (no worker ran) is marked missed instead. */
  publishGraceMs: number;
  runWorker: boolean;
  /** From SIGTERM to exit at most: running requests and jobs finish within it, what is still running then is cut. */
  shutdownGraceMs: number;
  /** After SIGTERM (not Ctrl+C) a web process answers /api/health 503 `draining` and keeps serving this long (within the grace). */
  shutdownDrainMs: number;
  /** Story videos one worker process makes at once (0: this process makes none), apart from the publishing jobs. */
  storyRenderConcurrency: number;
  /** Stories one account may have waiting to be made (queued or being made); one more is refused with 429. */
  storyQueuePerAccount: number;
  /** ffmpeg's nice value for story renders (STORY_RENDER_NICE, 0-19). */
  storyRenderNice: number;
  /** How long a story video lasts, in seconds (STORY_SECONDS, 3-60). */
  storySeconds: number;
  login: { maxFailures: number; maxFailuresPerIp: number; lockMinutes: number };
  /** Per business account, counted in PostgreSQL: test e-mails and "Publish now" calls within an hour. */
  limits: { testEmailsPerHour: number; publishNowPerHour: number };
  uploadMaxBytes: number;
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  aiConfigKey?: string;
  googleCseKey?: string;
  googleCseCx?: string;
  googleCseBaseUrl?: string;
  /**
   * Facebook Login and the Graph API. `appId` and `appSecret` set: Meta's real endpoints (or any
   * server speaking the same contract at graphUrl/dialogUrl); unset: the built-in Graph simulator.
   */
  facebook: {
    appId?: string;
    appSecret?: string;
    graphUrl: string;
    dialogUrl: string;
    apiVersion: string;
    timeoutMs: number;
    /** How long a simulated Instagram container stays IN_PROGRESS. */
    simulatorDelayMs: number;
  };
  /**
   * Insights of published posts: reads after publication (ms, ascending; stories' all under 24 h),
   * the metrics asked (Meta's names), the usage (percent of Meta's limit, from its headers) at which an
   * account's reads wait, and how many reads one account gets per run (so one cannot starve the others).
   */
  insights: {
    readAfterMs: number[];
    storyReadAfterMs: number[];
    instagramMetrics: string[];
    facebookMetrics: string[];
    usageCeiling: number;
    readsPerRun: number;
  };
  /** The simulator's budget of insight calls per hour and Page or Instagram account (its usage headers count against it). */
  simulatorCallsPerHour: number;
  /**
   * Where uploaded and generated files are kept (storage.ts): the local disk under DATA_DIR
   * (STORAGE=local, the default) or an S3-compatible object store (STORAGE=s3 and the S3_* settings).
   */
  storage: { kind: 'local' } | S3Settings;
  smtpUrl?: string;
  mailFrom: string;
  version: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${issue.path?.map((p) => String(p.key)).join('.') ?? '?'} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = result.output;
  const isProduction = e.NODE_ENV === 'production';
  if (!!e.FACEBOOK_APP_ID !== !!e.FACEBOOK_APP_SECRET) {
    throw new ConfigError(
      'Invalid configuration: FACEBOOK_APP_ID and FACEBOOK_APP_SECRET must be set together (or both left unset for the built-in simulator)',
    );
  }
  // Facebook Login's redirect_uri and the media URLs Meta downloads are built from PUBLIC_URL: never
  // from a request's Host header, which whoever sends the request chooses.
  if (e.FACEBOOK_APP_ID && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration: PUBLIC_URL must be set when FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set (the public https origin of this site: Facebook Login returns to {PUBLIC_URL}/api/auth/facebook/callback and Meta downloads media from it)',
    );
  }
  if (isProduction) {
    const missing = (['DATABASE_URL', 'SESSION_SECRET'] as const).filter((name) => !e[name]);
    if (missing.length) throw new ConfigError(`Invalid configuration: ${missing.join(' and ')} must be set when NODE_ENV=production`);
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    webDist: e.WEB_DIST && path.resolve(e.WEB_DIST),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    sessionSecret: e.SESSION_SECRET,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    passwordHashCost: e.PASSWORD_HASH_COST,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY ? e.TRUST_PROXY === 'true' : (e.PUBLIC_URL?.startsWith('https://') ?? false),
    logLevel: e.LOG_LEVEL,
    workerConcurrency: e.WORKER_CONCURRENCY,
    workerPollIntervalMs: e.WORKER_POLL_INTERVAL_MS,
    publishGraceMs: e.PUBLISH_GRACE_MINUTES * 60_000,
    runWorker: e.RUN_WORKER === 'true',
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    shutdownDrainMs: Math.min(e.SHUTDOWN_DRAIN_SECONDS, e.SHUTDOWN_GRACE_SECONDS) * 1000,
    storyRenderConcurrency: e.STORY_RENDER_CONCURRENCY,
    storyQueuePerAccount: e.STORY_QUEUE_PER_ACCOUNT,
    storyRenderNice: e.STORY_RENDER_NICE,
    storySeconds: e.STORY_SECONDS,
    login: { maxFailures: e.LOGIN_MAX_FAILURES, maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP, lockMinutes: e.LOGIN_LOCK_MINUTES },
    limits: { testEmailsPerHour: e.TEST_EMAILS_PER_HOUR, publishNowPerHour: e.PUBLISH_NOW_PER_HOUR },
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    openaiApiKey: e.OPENAI_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    aiConfigKey: e.AI_CONFIG_KEY,
    googleCseKey: e.GOOGLE_CSE_KEY,
    googleCseCx: e.GOOGLE_CSE_CX,
    googleCseBaseUrl: e.GOOGLE_CSE_BASE_URL,
    facebook: {
      appId: e.FACEBOOK_APP_ID,
      appSecret: e.FACEBOOK_APP_SECRET,
      graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
      dialogUrl: e.FACEBOOK_DIALOG_URL.replace(/\/+$/, ''),
      apiVersion: e.FACEBOOK_API_VERSION,
      timeoutMs: e.FACEBOOK_TIMEOUT_SECONDS * 1000,
      simulatorDelayMs: e.FACEBOOK_SIMULATOR_DELAY_MS,
    },
    insights: {
      readAfterMs: e.INSIGHTS_READ_AFTER,
      storyReadAfterMs: e.INSIGHTS_STORY_READ_AFTER,
      instagramMetrics: e.INSIGHTS_INSTAGRAM_METRICS,
      facebookMetrics: e.INSIGHTS_FACEBOOK_METRICS,
      usageCeiling: e.INSIGHTS_USAGE_CEILING,
      readsPerRun: e.INSIGHTS_READS_PER_RUN,
    },
    simulatorCallsPerHour: e.FACEBOOK_SIMULATOR_CALLS_PER_HOUR,
    storage: storageSettings(e),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    version: process.env.npm_package_version ?? '0.1.0',
  };
}

/** STORAGE=s3 needs a region, a bucket and keys; S3_ENDPOINT unset is AWS itself. */
function storageSettings(e: Env): Config['storage'] {
  if (e.STORAGE === 'local') return { kind: 'local' };
  const missing = (['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name]);
  if (missing.length) throw new ConfigError(`Invalid configuration: ${missing.join(', ')} must be set when STORAGE=s3`);
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION!,
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}
