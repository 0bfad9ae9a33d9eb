import type { Deps } from '../../lib/deps.js';
import { chooseProvider } from './ai-config.js';
import { createOfflineProvider } from './providers/offline.js';
import { createOpenAiProvider } from './providers/openai.js';
import type { AiProvider } from './providers/types.js';
import { readConfiguration } from './repo.js';
import type { AiSettings } from './schema.js';

export interface ActiveProvider {
  provider: AiProvider;
  settings: AiSettings;
  /** The model recorded in the usage ledger. */
  model: string;
  /** A compatible server of our own (OPENAI_BASE_URL): unknown models cost nothing. */
  selfHosted: boolean;
}

const offline = createOfflineProvider();

export function offlineProvider(settings: AiSettings): ActiveProvider {
  return { provider: offline, settings, model: 'offline', selfHosted: true };
}

/** The provider the saved configuration and environment select, with the settings it obeys. */
export async function activeProvider(deps: Pick<Deps, 'db' | 'config'>): Promise<ActiveProvider> {
  const stored = await readConfiguration(deps.db);
  const settings: AiSettings = stored.settings;
  const choice = chooseProvider(stored, deps.config);
  if (choice.kind === 'offline') return offlineProvider(settings);
  return {
    provider: createOpenAiProvider({
      apiKey: choice.apiKey,
      baseUrl: choice.baseUrl,
      organization: settings.organizationId,
      model: settings.model,
      temperature: settings.temperature,
      timeoutMs: settings.requestTimeoutSeconds * 1000,
    }),
    settings,
    model: settings.model,
    selfHosted: Boolean(choice.baseUrl && !/api\.openai\.com/.test(choice.baseUrl)),
  };
}
