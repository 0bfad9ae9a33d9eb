import './core-messages.js';
import { messageText, type MessageKey, type MessageParams, type ParamsArgs } from './messages.js';

export type { MessageKey, MessageParams } from './messages.js';

/**
 * Typed errors thrown by modules, identified by a message key (src/lib/messages.ts): a use case
 * throws `conflict('campaigns.onePerDayOn', { day })`; TypeScript checks the key against the
 * catalogue and the values against its {{placeholders}}. The HTTP shell maps `status` to the
 * response code and sends `{ success: false, message, messageKey, params }` (message: the English
 * text from the catalogue, the specs' own strings); the web app translates by key; the CLI prints
 * `message`. Only AppErrors are ever shown to a user: anything else is logged and answered with a
 * generic message.
 */
export type ErrorCode = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_many' | 'payload_too_large' | 'upstream' | 'unavailable';

const statusByCode: Record<ErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  too_many: 429,
  upstream: 502,
  unavailable: 503,
};

export interface ErrorOptions {
  /** The input field the message is about, when there is one (validation errors). */
  field?: string;
  /** Extra fields merged into the JSON answer (e.g. `{ error: ... }` where a spec reads `error`). */
  extra?: Record<string, unknown>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** The message's key in the catalogue (and in the web app's `errors` namespace). */
  readonly messageKey: MessageKey;
  /** The values of the key's {{placeholders}}. */
  readonly params?: MessageParams;
  readonly field?: string;
  readonly extra?: Record<string, unknown>;

  constructor(code: ErrorCode, key: MessageKey, options: ErrorOptions & { params?: MessageParams } = {}) {
    super(messageText(key, options.params), { cause: options.cause });
    // Read when it is read, not when it is thrown: a key thrown before its module's messages.ts was
    // loaded still reads as its English text once the catalogue is complete (as in every shell).
    Object.defineProperty(this, 'message', { get: () => messageText(key, options.params), configurable: true, enumerable: false });
    this.name = 'AppError';
    this.code = code;
    this.status = statusByCode[code];
    this.messageKey = key;
    this.params = options.params;
    this.field = options.field;
    this.extra = options.extra;
  }
}

/** Arguments after the key: the values of its placeholders (when it has any), then options. */
type KeyArgs<K extends MessageKey> = [...ParamsArgs<K>, options?: ErrorOptions];

/** The message of an error thrown without one. */
const DEFAULT_KEYS: Partial<Record<ErrorCode, MessageKey>> = {
  unauthenticated: 'http.authRequired',
  forbidden: 'http.forbidden',
  not_found: 'http.notFound',
};

function keyed(code: ErrorCode) {
  function make<K extends MessageKey>(key: K, ...args: KeyArgs<K>): AppError;
  /** The code's default message (http.authRequired, http.forbidden, http.notFound, else http.generic). */
  function make(): AppError;
  function make(key?: MessageKey, ...args: unknown[]): AppError {
    const [params, options] = args as [MessageParams | undefined, ErrorOptions | undefined];
    return new AppError(code, key ?? DEFAULT_KEYS[code] ?? 'http.generic', { ...options, params });
  }
  return make;
}

export const invalid = keyed('invalid');
export const unauthenticated = keyed('unauthenticated');
export const forbidden = keyed('forbidden');
export const notFound = keyed('not_found');
export const conflict = keyed('conflict');
export const tooMany = keyed('too_many');
export const upstream = keyed('upstream');
export const unavailable = keyed('unavailable');

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
