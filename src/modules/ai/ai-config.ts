import type * as v from 'valibot';
import type { Config } from '../../lib/config.js';
import type { Deps } from '../../lib/deps.js';
import { messageText } from '../../lib/messages.js';
import { parse } from '../../lib/validate.js';
import { readConfiguration, writeConfiguration, type StoredConfiguration } from './repo.js';
import { AI_MODELS, CONTENT_TONES, MAX_HASHTAGS_BOUND, PLATFORM_STYLES, PLATFORMS, UpdateAiConfigInput, type AiSettings } from './schema.js';
import { maskKey, openSecret, sealSecret } from './secret.js';

/** What the ai module reads from the process configuration. */
export type AiEnv = Pick<Config, 'openaiApiKey' | 'openaiBaseUrl' | 'aiConfigKey' | 'sessionSecret'>;

/** Which provider answers, and with what credentials. */
export interface ProviderChoice {
  kind: 'offline' | 'openai';
  apiKey?: string;
  baseUrl?: string;
  keySource: 'saved' | 'environment' | 'none';
}

/** A saved key overrides OPENAI_API_KEY; OPENAI_BASE_URL alone (a local server) also selects the OpenAI provider. */
export function chooseProvider(stored: Pick<StoredConfiguration, 'apiKeyEncrypted'>, env: AiEnv): ProviderChoice {
  const saved = stored.apiKeyEncrypted ? openSecret(stored.apiKeyEncrypted, env) : undefined;
  if (saved) return { kind: 'openai', apiKey: saved, baseUrl: env.openaiBaseUrl, keySource: 'saved' };
  if (env.openaiApiKey) return { kind: 'openai', apiKey: env.openaiApiKey, baseUrl: env.openaiBaseUrl, keySource: 'environment' };
  if (env.openaiBaseUrl) return { kind: 'openai', apiKey: undefined, baseUrl: env.openaiBaseUrl, keySource: 'none' };
  return { kind: 'offline', keySource: 'none' };
}

/** What GET /api/ai-config answers: the settings, the key only masked, and the screen's choices. */
export interface AiConfigView extends AiSettings {
  apiKey: {
    /** "••••••••abcd" for a saved key, null otherwise. */
    masked: string | null;
    source: 'saved' | 'environment' | 'none';
    /** false when a saved key can no longer be decrypted (AI_CONFIG_KEY / SESSION_SECRET changed). */
    readable: boolean;
  };
  provider: 'offline' | 'openai';
  /** The host of OPENAI_BASE_URL when a compatible server is used. */
  baseUrlHost: string | null;
  updatedAt: string | null;
  /** The AI service's last failure of a request: when, and its technical message (English, with its key to translate). */
  lastFailure: { at: string; message: string; messageKey: string; params: Record<string, string | number> } | null;
  options: {
    models: typeof AI_MODELS;
    tones: typeof CONTENT_TONES;
    platformStyles: typeof PLATFORM_STYLES;
    maxHashtags: typeof MAX_HASHTAGS_BOUND;
  };
}

function view(stored: StoredConfiguration, env: AiEnv): AiConfigView {
  const choice = chooseProvider(stored, env);
  const readable = !stored.apiKeyEncrypted || choice.keySource === 'saved';
  let baseUrlHost: string | null = null;
  if (env.openaiBaseUrl) {
    try {
      baseUrlHost = new URL(env.openaiBaseUrl).host;
    } catch {
      baseUrlHost = null;
    }
  }
  return {
    ...stored.settings,
    apiKey: {
      masked: stored.apiKeyEncrypted ? maskKey(stored.apiKeyHint) : env.openaiApiKey ? maskKey(env.openaiApiKey.slice(-4)) : null,
      source: stored.apiKeyEncrypted ? 'saved' : env.openaiApiKey ? 'environment' : 'none',
      readable,
    },
    provider: choice.kind,
    baseUrlHost,
    updatedAt: stored.updatedAt ? new Date(stored.updatedAt).toISOString() : null,
    lastFailure: stored.lastFailure
      ? {
          at: new Date(stored.lastFailure.at).toISOString(),
          message: messageText(stored.lastFailure.key, stored.lastFailure.params),
          messageKey: stored.lastFailure.key,
          params: stored.lastFailure.params,
        }
      : null,
    options: { models: AI_MODELS, tones: CONTENT_TONES, platformStyles: PLATFORM_STYLES, maxHashtags: MAX_HASHTAGS_BOUND },
  };
}

/** The platform-wide AI configuration as the admin screen shows it (the API key only masked). */
export async function getAiConfig(deps: Deps): Promise<AiConfigView> {
  return view(await readConfiguration(deps.db), deps.config);
}

/** Validates and saves the fields sent (only those: the rest is kept), by `userId`; answers the configuration as saved. */
export async function updateAiConfig(deps: Deps, changes: v.InferInput<typeof UpdateAiConfigInput>): Promise<AiConfigView> {
  const { userId, ...input } = parse(UpdateAiConfigInput, changes);
  const stored = await readConfiguration(deps.db);
  const s = stored.settings;
  const platforms = structuredClone(s.platforms);
  for (const p of PLATFORMS) {
    const change = input.platforms?.[p];
    if (change) platforms[p] = { ...platforms[p], ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) };
  }
  const settings: AiSettings = {
    ...s,
    ...Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && k !== 'platforms' && k !== 'apiKey')),
    organizationId: input.organizationId === undefined ? s.organizationId : input.organizationId || null,
    platforms,
  };
  let apiKey: { encrypted: string | null; hint: string | null } | undefined;
  if (input.apiKey !== undefined) {
    apiKey = input.apiKey === '' ? { encrypted: null, hint: null } : { encrypted: sealSecret(input.apiKey, deps.config), hint: input.apiKey.slice(-4) };
  }
  await writeConfiguration(deps.db, { settings, apiKey, userId, now: deps.clock.now() });
  return view(await readConfiguration(deps.db), deps.config);
}
