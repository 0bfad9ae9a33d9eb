import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { invalid, isAppError, upstream } from './errors.js';

/**
 * An HTTP(S) fetch for URLs that users (or third-party search results) supply. It resolves the
 * host itself, refuses every address that is not public unicast (loopback, private, link-local
 * and cloud metadata, unique-local, multicast, reserved, and the IPv6 forms that tunnel to IPv4),
 * pins the connection to the address it checked (no DNS rebinding between the check and the
 * connect), re-checks after every redirect, and caps size and time.
 */
export interface SafeFetchOptions {
  /** Largest body accepted, in bytes (default 10 MB). */
  maxBytes?: number;
  /** Deadline for the whole fetch, redirects included (default 10 s). */
  timeoutMs?: number;
  /** Redirects followed before giving up (default 3). */
  maxRedirects?: number;
  /** 'image' (default) accepts only raster image/* content types; 'any' accepts anything. */
  accept?: 'image' | 'any';
}

export interface SafeFetchResult {
  buffer: Buffer;
  contentType: string;
  finalUrl: string;
}

/** Decides whether a resolved address may be connected to; `hop` is 0 for the first request, then 1, 2, ... per redirect. */
type AddressPolicy = (address: string, context: { hop: number; url: URL }) => boolean;

interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface FetchWithPolicyOptions extends SafeFetchOptions {
  isAllowedAddress: AddressPolicy;
  /** Name resolution (default: the system resolver, every address). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_REDIRECTS = 3;

// The address ranges come from ipaddr.js's named special ranges (IANA's registries), not a list
// kept by hand: only what it calls 'unicast' (publicly routable) may be connected to. Everything
// else it names is refused: private, loopback, linkLocal (cloud metadata), carrierGradeNat,
// uniqueLocal, multicast, reserved, 6to4, teredo, rfc6052 (NAT64), rfc6145, benchmarking, ...
const PUBLIC_RANGE = 'unicast';
// Two IPv6 forms carry an IPv4 address that decides where the packet really goes: IPv4-mapped
// (::ffff:a.b.c.d, what a dual-stack socket reports) and NAT64's well-known prefix (how an
// IPv6-only network reaches public IPv4 hosts). The local-use NAT64 prefix 64:ff9b:1::/48 reaches
// networks of the operator's choosing and stays refused.
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
// IPv4-compatible addresses (::a.b.c.d, deprecated) are no range ipaddr.js names; refused.
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

function isPublicIpv4(address: ipaddr.IPv4): boolean {
  return address.range() === PUBLIC_RANGE;
}

/** The strict default policy: true only for publicly routable unicast addresses. */
export function isPublicAddress(address: string): boolean {
  // net.isIP is strict (dotted quads, no zone ids); ipaddr.js alone would also read "1.2.3" or octal.
  const family = net.isIP(address);
  if (family === 4) return isPublicIpv4(ipaddr.IPv4.parse(address));
  if (family !== 6 || address.includes('%')) return false;
  let v6: ipaddr.IPv6;
  try {
    v6 = ipaddr.IPv6.parse(address);
  } catch {
    return false;
  }
  if (v6.isIPv4MappedAddress()) return isPublicIpv4(v6.toIPv4Address());
  if (v6.match(NAT64_WELL_KNOWN)) return isPublicIpv4(new ipaddr.IPv4(v6.toByteArray().slice(12)));
  if (v6.match(IPV4_COMPATIBLE)) return false;
  return v6.range() === PUBLIC_RANGE;
}

async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  const found = await dns.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

/** Fetches `url` through the strict default policy: public addresses only. */
export function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  return fetchWithPolicy(url, { ...options, isAllowedAddress: (address) => isPublicAddress(address) });
}

/**
 * The fetch behind `safeFetch`, with the address policy (and resolver) injected. Product code uses
 * `safeFetch`; tests use this to let a local server through for a chosen hop only.
 */
export async function fetchWithPolicy(rawUrl: string, options: FetchWithPolicyOptions): Promise<SafeFetchResult> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const accept = options.accept ?? 'image';
  const resolve = options.resolve ?? systemResolve;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = parseUrl(rawUrl);
    for (let hop = 0; ; hop++) {
      const target = await pinAddress(url, hop, options.isAllowedAddress, resolve);
      const response = await request(url, target, hop, options.isAllowedAddress, controller.signal, timeoutMs);
      const status = response.statusCode ?? 0;
      if ([301, 302, 303, 307, 308].includes(status) && response.headers.location) {
        response.resume();
        if (hop >= maxRedirects) throw upstream('fetch.tooManyRedirects', { max: maxRedirects, url: displayUrl(url) });
        url = parseUrl(new URL(response.headers.location, url).toString(), 'redirect');
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw upstream('fetch.status', { status: String(status), url: displayUrl(url) });
      }
      const contentType = String(response.headers['content-type'] ?? '')
        .split(';')[0]
        .trim()
        .toLowerCase();
      if (accept === 'image' && !isRasterImage(contentType)) {
        response.resume();
        throw invalid('fetch.notAnImage', { contentType: contentType || 'missing', url: displayUrl(url) });
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        response.destroy();
        throw invalid('fetch.tooLargeDeclared', { size: formatBytes(declared), max: formatBytes(maxBytes), url: displayUrl(url) });
      }
      const buffer = await readCapped(response, maxBytes, url);
      return { buffer, contentType, finalUrl: url.toString() };
    }
  } catch (error) {
    if (controller.signal.aborted && !(isAppError(error) && error.code === 'invalid')) {
      throw upstream('fetch.timeout', { seconds: Math.round(timeoutMs / 100) / 10, url: displayUrl(parseUrlQuiet(rawUrl)) }, { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

// SVG is an image type but carries scripts; it is never fetched on a user's behalf.
function isRasterImage(contentType: string): boolean {
  return contentType.startsWith('image/') && !contentType.includes('svg');
}

function parseUrl(raw: string, what: 'url' | 'redirect' = 'url'): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('fetch.notUrl', { url: String(raw).slice(0, 200) });
  }
  const redirect = what === 'redirect';
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalid(redirect ? 'fetch.redirectProtocol' : 'fetch.protocol', { protocol: url.protocol.replace(':', '') });
  if (url.username || url.password) throw invalid(redirect ? 'fetch.redirectCredentials' : 'fetch.credentials');
  return url;
}

function parseUrlQuiet(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

function displayUrl(url: URL | undefined): string {
  if (!url) return 'the URL';
  const text = `${url.protocol}//${url.host}${url.pathname}`;
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round((n / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(n / 1024)} KB`;
}

/** Resolves the URL's host and picks the address the connection will be pinned to. */
async function pinAddress(url: URL, hop: number, policy: AddressPolicy, resolve: (hostname: string) => Promise<ResolvedAddress[]>): Promise<ResolvedAddress> {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const refused = (address: string) => invalid(hop === 0 ? 'fetch.addressRefused' : 'fetch.redirectAddressRefused', { host: url.host, address });
  const literal = net.isIP(host);
  if (literal) {
    if (!policy(host, { hop, url })) throw refused(host);
    return { address: host, family: literal === 6 ? 6 : 4 };
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    throw upstream('fetch.unresolved', { host }, { cause: error });
  }
  if (addresses.length === 0) throw upstream('fetch.unresolved', { host });
  // A name that resolves to any refused address is refused outright: a mixed answer is how DNS
  // tricks aim at internal services.
  const bad = addresses.find((a) => !policy(a.address, { hop, url }));
  if (bad) throw refused(bad.address);
  return addresses[0];
}

function request(url: URL, target: ResolvedAddress, hop: number, policy: AddressPolicy, signal: AbortSignal, timeoutMs: number): Promise<http.IncomingMessage> {
  // The connection goes to the address we checked, whatever DNS says a moment later.
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolvePromise, reject) => {
    const req = transport.request(
      url,
      {
        method: 'GET',
        lookup,
        signal,
        timeout: timeoutMs,
        headers: { 'user-agent': 'aesthetics-social/1.0 (+image fetch)', accept: 'image/*,*/*;q=0.5' },
        agent: false,
      },
      resolvePromise,
    );
    req.on('socket', (socket) => {
      // Belt and braces: check the peer actually connected to, at connect time.
      socket.once('connect', () => {
        const remote = socket.remoteAddress;
        if (!remote || !policy(remote, { hop, url })) {
          req.destroy(invalid('fetch.addressRefused', { host: url.host, address: remote ?? 'unknown' }));
        }
      });
    });
    req.on('timeout', () => req.destroy(upstream('fetch.noAnswer', { url: displayUrl(url) })));
    req.on('error', (error) => {
      if (error instanceof Error && 'status' in error) reject(error);
      else if (signal.aborted) reject(error);
      else reject(upstream('fetch.failed', { url: displayUrl(url), reason: error.message }, { cause: error }));
    });
    req.end();
  });
}

function readCapped(response: http.IncomingMessage, maxBytes: number, url: URL): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    response.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        fail(invalid('fetch.tooLarge', { max: formatBytes(maxBytes), url: displayUrl(url) }));
        response.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => {
      if (settled) return;
      settled = true;
      resolvePromise(Buffer.concat(chunks));
    });
    response.on('error', (error) => fail(isAppError(error) ? error : upstream('fetch.downloadFailed', { url: displayUrl(url) }, { cause: error })));
    response.on('aborted', () => fail(upstream('fetch.cutOff', { url: displayUrl(url) })));
  });
}
