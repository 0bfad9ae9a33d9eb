import i18n from './i18n';
import { translateMessage, type MessageParams } from './messages';

/**
 * The one fetch helper of the web app. Tokens are kept in localStorage under the spec's keys
 * (auth_token for admins, business_token for business users) and sent as a bearer header; the
 * server also sets an HttpOnly session cookie, so either works.
 *
 * Which token a call carries: admin screens send the admin token; portal screens send the business
 * token, else the admin token (an admin viewing the portal as an account). The spec's "business
 * first, then admin" order is kept for the portal; admin screens never send a business token, so a
 * stale business token cannot lock an admin out of the admin area.
 */
const ADMIN_TOKEN_KEY = 'auth_token';
export const BUSINESS_TOKEN_KEY = 'business_token';
const LEGACY_BUSINESS_TOKEN_KEY = 'businessToken';

export type Area = 'admin' | 'portal';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The server's `message` (or `error`) when it sent one, in the UI language by its `messageKey` (shared/messages.ts). */
  readonly serverMessage?: string;
  /** The message's key (`campaigns.postNotFound`): what logic compares, never the text. */
  readonly messageKey?: string;
  /** The values of the message's {{placeholders}}. */
  readonly params?: MessageParams;
  constructor(status: number, text: string, body: unknown) {
    super(`${status}: ${text}`);
    this.status = status;
    this.body = body;
    const b = body as { message?: unknown; error?: unknown; messageKey?: unknown; params?: unknown } | undefined;
    const sent = typeof b?.message === 'string' ? b.message : typeof b?.error === 'string' ? b.error : undefined;
    this.messageKey = typeof b?.messageKey === 'string' ? b.messageKey : undefined;
    this.params = b?.params && typeof b.params === 'object' ? (b.params as MessageParams) : undefined;
    this.serverMessage = sent === undefined ? undefined : translateMessage(sent, this.messageKey, this.params);
  }
}

export const tokens = {
  admin: () => localStorage.getItem(ADMIN_TOKEN_KEY),
  business: () => localStorage.getItem(BUSINESS_TOKEN_KEY) ?? sessionStorage.getItem(BUSINESS_TOKEN_KEY) ?? localStorage.getItem(LEGACY_BUSINESS_TOKEN_KEY),
  setAdmin: (token: string) => localStorage.setItem(ADMIN_TOKEN_KEY, token),
  /** "Remember me" off keeps the token for this tab's session only. */
  setBusiness: (token: string, remember = true) => (remember ? localStorage : sessionStorage).setItem(BUSINESS_TOKEN_KEY, token),
  clearBusiness: () => {
    localStorage.removeItem(BUSINESS_TOKEN_KEY);
    sessionStorage.removeItem(BUSINESS_TOKEN_KEY);
    localStorage.removeItem(LEGACY_BUSINESS_TOKEN_KEY);
  },
  clearAdmin: () => localStorage.removeItem(ADMIN_TOKEN_KEY),
  forArea: (area: Area) => (area === 'admin' ? tokens.admin() : (tokens.business() ?? tokens.admin())),
};

/** The account an admin is viewing the portal as (/portal?account={id}), kept for the tab's session. */
export const VIEW_AS_KEY = 'view_as_account';
export function viewAsAccount(): string | null {
  return sessionStorage.getItem(VIEW_AS_KEY);
}

export interface ApiOptions {
  method?: string;
  body?: unknown;
  area?: Area;
  /** Send this token instead of the stored one. */
  token?: string | null;
  signal?: AbortSignal;
}

/** Calls the API; a non-OK answer throws ApiError('{status}: {body text or status text}'). */
export async function api<T = any>(path: string, options: ApiOptions = {}): Promise<T> {
  const area = options.area ?? (path.startsWith('/api/admin') ? 'admin' : 'portal');
  const token = options.token !== undefined ? options.token : tokens.forArea(area);
  // The language in force: the server writes catalogue names, generated notes and messages in it.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.resolvedLanguage === 'el' ? 'el' : 'en' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const viewAs = area === 'portal' ? viewAsAccount() : null;
  if (viewAs && !tokens.business()) headers['X-Account-Id'] = viewAs;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(path, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, credentials: 'include', signal: options.signal });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) throw new ApiError(response.status, text || response.statusText, parsed);
  return parsed as T;
}

/** SWR fetchers: the key is the path. */
export const adminFetcher = (path: string) => api(path, { area: 'admin' });
export const portalFetcher = (path: string) => api(path, { area: 'portal' });
