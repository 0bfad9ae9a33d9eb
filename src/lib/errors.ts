/**
 * Typed errors thrown by modules. The HTTP shell maps `status` to the response code and `message`
 * to `{ success: false, message }`; the CLI prints `message`. Only AppErrors are ever shown to a
 * user: anything else is logged and answered with a generic message.
 *
 * Messages in two languages: `message` is always the English text (the specs' own); `messageKey`
 * names it in the web app's `errors` namespace (`errors:<key>`), with `params` for its {{placeholders}},
 * so the client shows it in the user's language and falls back to the text for a key it does not know.
 * A throw site rarely names the key itself: each module lists its messages by key in its
 * `messages.ts` (English text, with {{name}} where a value goes), and the HTTP shell finds the key
 * and the values from the text (src/http/messages.ts). A throw site names it when the same text can
 * mean two things or a value must not be shown as sent.
 */
export type ErrorCode =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many'
  | 'payload_too_large'
  | 'upstream'
  | 'unavailable';

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

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** The input field the message is about, when there is one (validation errors). */
  readonly field?: string;
  /** Extra fields merged into the JSON answer (e.g. `{ error: ... }` where a spec reads `error`). */
  readonly extra?: Record<string, unknown>;
  /** The message's key in the web app's `errors` namespace, when the throw site names it (else the HTTP shell looks it up from the text). */
  readonly messageKey?: string;
  /** The values of the key's {{placeholders}}. */
  readonly params?: MessageParams;

  constructor(
    code: ErrorCode,
    message: string,
    options: { field?: string; extra?: Record<string, unknown>; cause?: unknown; messageKey?: string; params?: MessageParams } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = statusByCode[code];
    this.field = options.field;
    this.extra = options.extra;
    this.messageKey = options.messageKey;
    this.params = options.params;
  }
}

export type MessageParams = Record<string, string | number>;

export const invalid = (message: string, field?: string) => new AppError('invalid', message, { field });
export const unauthenticated = (message = 'Authentication required') => new AppError('unauthenticated', message);
export const forbidden = (message = 'You are not authorized to perform this action.') => new AppError('forbidden', message);
export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const conflict = (message: string, field?: string) => new AppError('conflict', message, { field });
export const tooMany = (message: string) => new AppError('too_many', message);
export const upstream = (message: string, cause?: unknown) => new AppError('upstream', message, { cause });
export const unavailable = (message: string) => new AppError('unavailable', message);

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
