import crypto from 'node:crypto';
import { GraphError, classifyGraphError, retryAfterFromHeaders, type GraphErrorBody } from './errors.js';

/**
 * A client for Meta's Graph API, written from its documented contract (shared/reference/graph-api.md),
 * not from our simulator: base URL and version from configuration, the token as the `access_token`
 * parameter with its `appsecret_proof`, one deadline per call, typed errors, and a paging helper.
 * It never retries: whether a failed call may be repeated is the caller's decision (a call that
 * publishes never is, blindly).
 */
export interface GraphSettings {
  /** Base without the version, e.g. https://graph.facebook.com. */
  graphUrl: string;
  version: string;
  appId: string;
  appSecret: string;
  timeoutMs: number;
}

type GraphParams = Record<string, string | number | boolean | undefined | null>;

export interface GraphCallOptions {
  token?: string;
  params?: GraphParams;
  /** multipart body (a file upload); `params` are added to it. */
  form?: FormData;
  timeoutMs?: number;
  /** Sees every answer's headers (Meta's usage headers: X-App-Usage, X-Business-Use-Case-Usage), errors included. */
  onHeaders?: (headers: Headers) => void;
}

interface GraphPage<T> {
  data: T[];
  paging?: { next?: string; cursors?: { before?: string; after?: string } };
}

export class GraphClient {
  readonly settings: GraphSettings;

  constructor(settings: GraphSettings) {
    this.settings = settings;
  }

  /** `{graph}/{version}/{path}` (path without a leading slash). */
  url(path: string): string {
    return `${this.settings.graphUrl}/${this.settings.version}/${path.replace(/^\/+/, '')}`;
  }

  /** The app access token (`{app-id}|{app-secret}`), for /debug_token. */
  appToken(): string {
    return `${this.settings.appId}|${this.settings.appSecret}`;
  }

  get<T>(path: string, options: GraphCallOptions = {}): Promise<T> {
    return this.call<T>('GET', this.url(path), options);
  }

  post<T>(path: string, options: GraphCallOptions = {}): Promise<T> {
    return this.call<T>('POST', this.url(path), options);
  }

  delete<T>(path: string, options: GraphCallOptions = {}): Promise<T> {
    return this.call<T>('DELETE', this.url(path), options);
  }

  /**
   * Every item of a paged edge: follows `paging.next` until it is absent (a page may be empty and
   * still have a next one). `next` must stay on the Graph host: it carries the token.
   */
  async all<T>(path: string, options: GraphCallOptions & { maxPages?: number } = {}): Promise<T[]> {
    const items: T[] = [];
    let page = await this.get<GraphPage<T>>(path, options);
    const origin = new URL(this.settings.graphUrl).origin;
    for (let n = 1; ; n++) {
      items.push(...(page.data ?? []));
      const next = page.paging?.next;
      if (!next) return items;
      if (n >= (options.maxPages ?? 50)) throw new GraphError('invalid', 'The Graph API kept answering with more pages than expected');
      if (new URL(next).origin !== origin) throw new GraphError('invalid', 'The Graph API answered with a next page on another host');
      page = await this.call<GraphPage<T>>('GET', next, { timeoutMs: options.timeoutMs });
    }
  }

  private proof(token: string): string {
    return crypto.createHmac('sha256', this.settings.appSecret).update(token).digest('hex');
  }

  private async call<T>(method: string, url: string, options: GraphCallOptions): Promise<T> {
    const target = new URL(url);
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(options.params ?? {})) {
      if (value !== undefined && value !== null) params[key] = String(value);
    }
    if (options.token) {
      params.access_token = options.token;
      // appsecret_proof is required when the app enables "Require App Secret"; harmless otherwise.
      if (!options.token.includes('|')) params.appsecret_proof = this.proof(options.token);
    }
    let body: BodyInit | undefined;
    const headers: Record<string, string> = { Accept: 'application/json' };
    // As Meta's reference and its SDKs send them: every parameter of a GET or a DELETE (the token and
    // its proof included) in the query string, where a server following that contract reads them;
    // a POST's in its form (or multipart) body.
    if (method === 'GET' || method === 'DELETE') {
      for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    } else if (options.form) {
      // An upload's token and proof go in the query string (Meta reads them there too), so a server
      // can refuse an upload before reading it; the other fields go with the file.
      for (const [key, value] of Object.entries(params)) {
        if (key === 'access_token' || key === 'appsecret_proof') target.searchParams.set(key, value);
        else options.form.set(key, value);
      }
      body = options.form;
    } else {
      body = new URLSearchParams(params);
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    }

    let response: Response;
    try {
      response = await fetch(target, { method, headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? this.settings.timeoutMs), redirect: 'error' });
    } catch (error) {
      const name = (error as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new GraphError('timeout', `The Graph API did not answer within ${Math.round((options.timeoutMs ?? this.settings.timeoutMs) / 1000)} s`);
      }
      const code = (error as { cause?: { code?: string } })?.cause?.code;
      // Refused or unresolvable: the request never left this machine, so nothing can have happened.
      const neverSent = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
      throw new GraphError('network', `The Graph API could not be reached (${code ?? 'network error'})`, { maybeDelivered: !neverSent });
    }

    options.onHeaders?.(response.headers);
    let parsed: unknown;
    let text = '';
    try {
      text = await response.text();
      parsed = text ? JSON.parse(text) : {};
    } catch (error) {
      if ((error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError') {
        throw new GraphError('timeout', 'The Graph API answer did not arrive in time');
      }
      parsed = undefined;
    }
    const errorBody = (parsed as { error?: GraphErrorBody } | undefined)?.error;
    if (!response.ok || errorBody) {
      const err = errorBody ?? {};
      const kind = classifyGraphError(err, response.status);
      throw new GraphError(kind, err.message ?? `The Graph API answered HTTP ${response.status}`, {
        code: err.code,
        subcode: err.error_subcode,
        httpStatus: response.status,
        fbtraceId: err.fbtrace_id,
        userMessage: err.error_user_msg,
        retryAfterMs: kind === 'rate_limited' ? retryAfterFromHeaders(response.headers) : undefined,
      });
    }
    if (parsed === undefined) throw new GraphError('transient', 'The Graph API answered something that is not JSON', { httpStatus: response.status });
    return parsed as T;
  }
}
