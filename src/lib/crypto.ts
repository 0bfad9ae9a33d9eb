import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

// N=2^15, r=8, p=1: OWASP's scrypt minimum; ~50 ms per hash on this machine. N is the
// configuration's PASSWORD_HASH_COST (log2 N), set once at start (setPasswordHashCost); each hash
// records its own N, so a hash made at another cost still verifies.
let N = 1 << 15;
const r = 8;
const p = 1;
const KEYLEN = 32;
/** Room for scrypt's 128·N·r bytes, never less than the 64 MiB it always had. */
const maxmemFor = (n: number) => Math.max(64 * 1024 * 1024, 256 * n * r);

/** New hashes use scrypt with N = 2^cost (the configuration's passwordHashCost, 10 to 17). */
export function setPasswordHashCost(cost: number): void {
  if (!Number.isInteger(cost) || cost < 10 || cost > 17) throw new Error(`password hash cost must be a whole number from 10 to 17, not ${cost}`);
  if (1 << cost !== N) dummyHash = undefined;
  N = 1 << cost;
}

/** Hashes a password with scrypt and a per-user random salt: `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEYLEN, { N, r, p, maxmem: maxmemFor(N) });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** A hash of a random password, verified against when the user does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;

/** Constant-time check of a password against a stored hash. A missing hash still costs one scrypt. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const target = stored ?? (await (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'))));
  const parts = target.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, rr, pp, saltB64, hashB64] = parts;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem: maxmemFor(Number(n)),
  });
  return crypto.timingSafeEqual(actual, expected) && stored !== undefined;
}

/** A random URL-safe token (256 bits). */
export function newToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** sha-256 hex: how tokens are stored, so a database leak gives no usable token. */
export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** A readable random password for generated demo credentials. */
export function randomPassword(length = 16): string {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
