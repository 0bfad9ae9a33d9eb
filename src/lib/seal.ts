import crypto from 'node:crypto';

/**
 * Sealing secrets at rest (the AI API key, Facebook user and Page tokens): AES-256-GCM under a key
 * derived with HKDF-SHA256 from a process secret, stored as `v1:<iv>:<tag>:<ciphertext>` (base64
 * parts). Each use derives its own key (its own salt and info), so one sealed value never opens as
 * another kind.
 */
export function deriveKey(secret: string, salt: string, info: string): Buffer {
  const id = `${salt}\u0000${info}\u0000${secret}`;
  let key = derived.get(id);
  if (!key) {
    // A handful of uses, one process secret (two while a test runs several): bounded all the same.
    if (derived.size >= 32) derived.clear();
    key = Buffer.from(crypto.hkdfSync('sha256', secret, salt, info, 32));
    derived.set(id, key);
  }
  return key;
}

/** Derived keys by use and secret: opening a Page's two tokens at a post's instant derived four keys each time. */
const derived = new Map<string, Buffer>();

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
