/**
 * Graph API failures, classified by what the caller should do (shared/reference/graph-api.md,
 * "Errors"). `timeout` and `network` mean the request may or may not have reached Meta: a call
 * that publishes and fails that way has an unknown outcome and must be verified, never repeated.
 */
export type GraphErrorKind =
  | 'transient' // retry with backoff, bounded
  | 'rate_limited' // back off; `retryAfterMs` when Meta says how long
  | 'permission' // a permission is missing or was removed: reconnect, do not retry
  | 'token' // the token is invalid or expired (190): reconnect, do not retry
  | 'invalid' // the request is wrong (100): fix it, do not retry
  | 'permanent' // policy block, duplicate post, unusable media: tell the user
  | 'timeout' // no answer in time: outcome unknown
  | 'network'; // connection failed or broke: outcome unknown unless refused before sending

export interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
  fbtrace_id?: string;
  is_transient?: boolean;
}

export class GraphError extends Error {
  readonly kind: GraphErrorKind;
  readonly code?: number;
  readonly subcode?: number;
  readonly httpStatus?: number;
  readonly fbtraceId?: string;
  /** Meta's message meant for the person (error_user_msg), when it sent one. */
  readonly userMessage?: string;
  /** How long Meta asks us to wait (usage headers), when it says. */
  readonly retryAfterMs?: number;
  /** False only when the request certainly never reached the server (connection refused). */
  readonly maybeDelivered: boolean;

  constructor(kind: GraphErrorKind, message: string, details: Partial<Omit<GraphError, 'kind' | 'message' | 'name'>> = {}) {
    super(message);
    this.name = 'GraphError';
    this.kind = kind;
    this.code = details.code;
    this.subcode = details.subcode;
    this.httpStatus = details.httpStatus;
    this.fbtraceId = details.fbtraceId;
    this.userMessage = details.userMessage;
    this.retryAfterMs = details.retryAfterMs;
    this.maybeDelivered = details.maybeDelivered ?? kind !== 'network';
  }

  /** "code/subcode" as Meta documents them, for logs and the ledger. */
  get codes(): string {
    return this.code === undefined ? this.kind : this.subcode ? `${this.code}/${this.subcode}` : String(this.code);
  }
}

export const isGraphError = (error: unknown): error is GraphError => error instanceof GraphError;

const RATE_LIMIT_CODES = new Set([4, 17, 32, 341, 613, 80001, 80002, 80003, 80004, 80005, 80006, 80008, 80009, 80014]);
const MEDIA_SUBCODES = new Set([2207004, 2207005, 2207009, 2207026]);

/** The kind of a Graph error answer, from Meta's documented codes. */
export function classifyGraphError(body: GraphErrorBody, httpStatus: number): GraphErrorKind {
  const code = body.code;
  const subcode = body.error_subcode;
  if (code === 190 || code === 102 || code === 2500) return 'token';
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299)) return 'permission';
  if (code !== undefined && RATE_LIMIT_CODES.has(code)) return 'rate_limited';
  if (code === 9 && subcode === 2207042) return 'rate_limited';
  if (code === 1 || code === 2 || body.is_transient) return 'transient';
  if (code === 9007 || subcode === 2207027) return 'transient'; // container not ready yet
  if ((code === -2 && subcode === 2207003) || (code === -1 && subcode === 2207001)) return 'transient';
  if (code === 368 || code === 506 || (subcode !== undefined && MEDIA_SUBCODES.has(subcode))) return 'permanent';
  if (code === 36000 || code === 36001 || code === 36003 || code === 352) return 'permanent';
  if (code === 100) return 'invalid';
  if (httpStatus >= 500) return 'transient';
  return 'permanent';
}

/** -1/2207032 and 2207053: this container is dead, a new one may succeed (nothing was published). */
export function needsNewContainer(error: GraphError): boolean {
  return error.subcode === 2207032 || error.subcode === 2207053;
}

/**
 * Minutes to regain access from the usage headers (X-Business-Use-Case-Usage's
 * estimated_time_to_regain_access), in ms; undefined when the headers do not say.
 */
export function retryAfterFromHeaders(headers: Headers): number | undefined {
  const raw = headers.get('x-business-use-case-usage');
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Record<string, { estimated_time_to_regain_access?: number }[]>;
      const minutes = Math.max(
        0,
        ...Object.values(parsed)
          .flat()
          .map((u) => Number(u?.estimated_time_to_regain_access) || 0),
      );
      if (minutes > 0) return minutes * 60_000;
    } catch {
      // unreadable header: fall back to the caller's backoff
    }
  }
  const retryAfter = Number(headers.get('retry-after'));
  return Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined;
}
