import type { Deps } from '../../lib/deps.js';
import { isAppError } from '../../lib/errors.js';
import { activeProvider } from './provider.js';
import { metered } from './usage.js';

export interface AiConnectionTest {
  /** True only when the configured service answered (the offline provider always does: it is local). */
  ok: boolean;
  provider: 'offline' | 'openai';
  /** The model that answered (the service's name for it), or the one asked for when the call failed. */
  model: string;
  latencyMs: number;
  /** Why the call failed, as the service or the network said it; null when it succeeded. */
  error: string | null;
  testedAt: string;
}

/**
 * "Test connection": one small real call through the configured provider (the saved key and model,
 * OPENAI_BASE_URL), recorded in the usage ledger like any other call. A failure is an answer, not
 * an error: the admin is shown what the service said. No account pays for it (the platform limit only).
 */
export async function testAiConnection(deps: Deps): Promise<AiConnectionTest> {
  const active = await activeProvider(deps);
  const started = performance.now();
  const base = { provider: active.provider.kind, testedAt: deps.clock.now().toISOString() };
  try {
    const result = await metered(
      deps,
      null,
      { purpose: 'connection_test', provider: active.provider.kind, model: active.model, selfHosted: active.selfHosted, settings: active.settings },
      () => active.provider.testConnection(),
    );
    return { ...base, ok: true, model: result.usage.model || active.model, latencyMs: Math.round(performance.now() - started), error: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { ...base, ok: false, model: active.model, latencyMs: Math.round(performance.now() - started), error: error.message };
  }
}
