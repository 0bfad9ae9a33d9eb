import { deriveKey, seal, unseal } from '../../lib/seal.js';
import { unavailable } from '../../lib/errors.js';
import './messages.js';

/**
 * The saved API key is sealed (src/lib/seal.ts) under a key derived from AI_CONFIG_KEY, else
 * SESSION_SECRET.
 */
export interface SecretSource {
  aiConfigKey?: string;
  sessionSecret?: string;
}

function keyFrom(source: SecretSource): Buffer {
  const secret = source.aiConfigKey || source.sessionSecret;
  if (!secret) throw unavailable('ai.keyNeedsSecret');
  return deriveKey(secret, 'aesthetics-social/ai-config', 'openai-api-key v1');
}

export function sealSecret(plain: string, source: SecretSource): string {
  return seal(plain, keyFrom(source));
}

/** The plain secret, or undefined when it cannot be opened (the deriving secret changed). */
export function openSecret(sealed: string, source: SecretSource): string | undefined {
  return unseal(sealed, keyFrom(source));
}

/** "sk-...abcd": enough to recognise a key, never enough to use it. */
export function maskKey(hint: string | null | undefined): string | null {
  return hint ? `••••••••${hint}` : null;
}
