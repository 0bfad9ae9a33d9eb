import type { AppMiddleware } from './context.js';
import { isAppError } from '../lib/errors.js';
import { MAX_UPLOAD_FILES } from './uploads.js';
import { messageKeyOf } from './messages.js';

// PostgreSQL error codes that are the client's doing, mapped in one place.
const pgStatus: Record<string, [number, string]> = {
  '23505': [409, 'This already exists'],
  '23503': [400, 'A referenced record does not exist'],
  '23514': [400, 'A value is not allowed'],
  '22P02': [400, 'A value has the wrong format'],
  '22001': [400, 'A value is too long'],
  '22003': [400, 'A number is out of range'],
  '22021': [400, 'A text contains a character that is not allowed'],
  '22P05': [400, 'A text contains a character that is not allowed'],
  '22007': [400, 'A date or time is not valid'],
  '22008': [400, 'A date or time is out of range'],
  '54000': [400, 'A value is too large'],
};

/**
 * Any other data exception (class 22) or program limit (class 54) comes from a value the request
 * carried that a schema let through: still the client's 400, and logged so the schema gets fixed.
 */
function pgClientError(code: string): [number, string] | undefined {
  if (pgStatus[code]) return pgStatus[code];
  if (/^22[0-9A-Z]{3}$/.test(code)) return [400, 'A value is not valid'];
  if (/^54[0-9A-Z]{3}$/.test(code)) return [400, 'A value is too large'];
  return undefined;
}

/** formidable's errors (multipart uploads): a number `code` from 1000 and an `httpCode`. */
function uploadError(error: unknown, uploadMaxBytes: number): [number, string] | undefined {
  const { code, httpCode } = (error ?? {}) as { code?: unknown; httpCode?: unknown };
  if (typeof code !== 'number' || code < 1000 || code >= 1100 || typeof httpCode !== 'number') return undefined;
  const mb = Math.round((uploadMaxBytes / 1024 / 1024) * 10) / 10;
  switch (code) {
    case 1009: // the files together
    case 1016:
      return [413, `The file is too large: at most ${mb} MB`];
    case 1015:
      return [413, `Too many files: send at most ${MAX_UPLOAD_FILES}`];
    case 1006:
    case 1007:
      return [413, 'The form has too many fields or too much text'];
    case 1008:
    case 1010:
      return [400, 'The uploaded file is empty'];
    case 1002:
      return [400, 'The upload was interrupted'];
    case 1003:
    case 1011:
    case 1013:
      return [400, 'The upload could not be read: send multipart/form-data with a boundary'];
    case 1000:
    case 1001:
    case 1017:
    case 1018:
      return undefined; // our set-up, not the request: a 500
    default:
      return [httpCode >= 400 && httpCode < 500 ? httpCode : 400, 'The upload could not be read'];
  }
}

/** zlib's errors from a Content-Encoding body that does not decompress (inflation, under co-body). */
const isDecompressionError = (error: unknown) => {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && (/^Z_/.test(code) || /^ERR_(?:_ERROR|BROTLI)/.test(code) || code === 'ERR_ZLIB_INITIALIZATION_FAILED');
};

/**
 * The message's key in the web app's `errors` namespace and its values, so the client can show it
 * in the user's language: the throw site's own, else found from the text (src/http/messages.ts).
 */
function keyed(message: string, error?: { messageKey?: string; params?: Record<string, string | number> }) {
  const found = error?.messageKey ? { messageKey: error.messageKey, params: error.params } : messageKeyOf(message);
  if (!found) return {};
  return found.params ? { messageKey: found.messageKey, params: found.params } : { messageKey: found.messageKey };
}

/**
 * The one error middleware: typed AppErrors become their status with `{ success: false, message }`
 * (plus `error` with the same text, which several of the specs' clients read, and `messageKey` /
 * `params` when the message is one the client can translate); PostgreSQL client
 * errors, upload and decompression failures map to 4xx; anything else is logged and answered 500 with a generic message. No stack
 * trace or SQL ever reaches the client.
 */
export const errorMiddleware: AppMiddleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (isAppError(error)) {
      ctx.status = error.status;
      ctx.body = { success: false, message: error.message, error: error.message, ...keyed(error.message, error), ...(error.field ? { field: error.field } : {}), ...error.extra };
      if (error.status >= 500) ctx.deps.log.warn({ err: error, path: ctx.path }, 'upstream failure');
      return;
    }
    const code = (error as { code?: unknown })?.code;
    const httpStatus = (error as { status?: number; expose?: boolean })?.status;
    const known =
      (typeof code === 'string' ? pgClientError(code) : undefined) ??
      uploadError(error, ctx.deps.config.uploadMaxBytes) ??
      (isDecompressionError(error) ? ([400, 'The request body could not be decompressed'] as [number, string]) : undefined);
    if (known) {
      const [status, message] = known;
      if (typeof code === 'string' && /^(?:22|54)/.test(code) && !pgStatus[code]) ctx.deps.log.warn({ err: error, path: ctx.path }, 'unmapped database data error');
      ctx.status = status;
      ctx.body = { success: false, message, error: message, ...keyed(message) };
      return;
    }
    if (httpStatus && httpStatus >= 400 && httpStatus < 500) {
      // koa-body and koa's own client errors (413 too large, 415, 400 bad JSON).
      const message =
        httpStatus === 413 ? 'The request is too large' : httpStatus === 400 ? 'The request body could not be read' : (error as Error).message || 'Bad request';
      ctx.status = httpStatus;
      ctx.body = { success: false, message, error: message, ...keyed(message) };
      return;
    }
    ctx.deps.log.error({ err: error, path: ctx.path, method: ctx.method }, 'unhandled error');
    ctx.status = 500;
    ctx.body = { success: false, message: 'An error occurred. Please try again.', error: 'An error occurred. Please try again.', messageKey: 'http.generic' };
  }
};
