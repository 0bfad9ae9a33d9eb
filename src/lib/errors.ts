/**
 * Typed errors thrown by modules. The HTTP shell maps `status` to the response code and `message`
 * to `{ success: false, message }`; the CLI prints `message`. Only AppErrors are ever shown to a
 * user: anything else is logged and answered with a generic message.
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

  constructor(code: ErrorCode, message: string, options: { field?: string; extra?: Record<string, unknown>; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = statusByCode[code];
    this.field = options.field;
    this.extra = options.extra;
  }
}

export const invalid = (message: string, field?: string) => new AppError('invalid', message, { field });
export const unauthenticated = (message = 'Authentication required') => new AppError('unauthenticated', message);
export const forbidden = (message = 'You are not authorized to perform this action.') => new AppError('forbidden', message);
export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const conflict = (message: string, field?: string) => new AppError('conflict', message, { field });
export const tooMany = (message: string) => new AppError('too_many', message);
export const upstream = (message: string, cause?: unknown) => new AppError('upstream', message, { cause });
export const unavailable = (message: string) => new AppError('unavailable', message);

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
