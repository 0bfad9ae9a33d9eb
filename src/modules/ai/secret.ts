import crypto from 'node:crypto';
import { unavailable } from '../../lib/errors.js';

/**
 * The saved API key is sealed with AES-256-GCM under a key derived (HKDF-SHA256) from
 * AI_CONFIG_KEY, else SESSION_SECRET. Stored as `v1:<iv>:<tag>:<ciphertext>` in base64 parts.
 */
export interface SecretSource {
  aiConfigKey?: string;
  sessionSecret?: string;
}

function keyFrom(source: SecretSource): Buffer {
  const secret = source.aiConfigKey || source.sessionSecret;
  if (!secret) throw unavailable('An API key can only be saved when AI_CONFIG_KEY or SESSION_SECRET is set.');
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'aesthetics-social/ai-config', 'openai-api-key v1', 32));
}

export function sealSecret(plain: string, source: SecretSource): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFrom(source), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
}

/** The plain secret, or undefined when it cannot be opened (the deriving secret changed). */
export function openSecret(sealed: string, source: SecretSource): string | undefined {
  const [version, iv, tag, ciphertext] = sealed.split(':');
  if (version !== 'v1' || !iv || !tag || !ciphertext) return undefined;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyFrom(source), Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** "sk-...abcd": enough to recognise a key, never enough to use it. */
export function maskKey(hint: string | null | undefined): string | null {
  return hint ? `••••••••${hint}` : null;
}
