import crypto from 'node:crypto';

/**
 * Sealing secrets at rest (the AI API key, Facebook user and Page tokens): AES-256-GCM under a key
 * derived with HKDF-SHA256 from a process secret, stored as `v1:<iv>:<tag>:<ciphertext>` (base64
 * parts). Each use derives its own key (its own salt and info), so one sealed value never opens as
 * another kind.
 */
export function deriveKey(secret: string, salt: string, info: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, salt, info, 32));
}

export function seal(plain: string, key: Buffer): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
}

/** The plain value, or undefined when it cannot be opened (another key, or tampered with). */
export function unseal(sealed: string, key: Buffer): string | undefined {
  const [version, iv, tag, ciphertext] = sealed.split(':');
  if (version !== 'v1' || !iv || !tag || !ciphertext) return undefined;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
