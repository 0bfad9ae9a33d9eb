import crypto from 'node:crypto';
import { deriveKey } from './seal.js';

/**
 * Signed, expiring URLs for files that must be reachable without a session for a while (media
 * Meta downloads when a post is published) but not listed or guessable forever. The signature
 * covers the path and the expiry; the key is derived from SESSION_SECRET.
 */
const keyFor = (secret: string) => deriveKey(secret, 'aesthetics-social/signed-urls', 'v1');

function signature(secret: string, path: string, expires: number): string {
  return crypto.createHmac('sha256', keyFor(secret)).update(`${path}\n${expires}`).digest('base64url');
}

/** `path?expires=<unix s>&signature=<mac>`. */
export function signPath(secret: string, path: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${path}?expires=${expires}&signature=${signature(secret, path, expires)}`;
}

/** True when the query signs this path and has not expired. */
export function verifySignedPath(secret: string, path: string, query: { expires?: unknown; signature?: unknown }, now: Date): boolean {
  const expires = Number(query.expires);
  if (typeof query.signature !== 'string' || !Number.isInteger(expires) || expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(secret, path, expires));
  const given = Buffer.from(query.signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
