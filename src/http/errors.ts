import type { AppMiddleware } from './context.js';
import { isAppError } from '../lib/errors.js';
import { messageText, type MessageKey, type MessageParams } from '../lib/messages.js';
import { MAX_UPLOAD_FILES } from './uploads.js';

// PostgreSQL error codes that are the client's doing, mapped in one place.
const pgStatus: Record<string, [number, MessageKey]> = {
  '23505': [409, 'http.exists'],
  '23503': [400, 'http.referenceMissing'],
  '23514': [400, 'http.valueNotAllowed'],
  '22P02': [400, 'http.valueWrongFormat'],
  '22001': [400, 'http.valueTooLong'],
  '22003': [400, 'http.numberOutOfRange'],
  '22021': [400, 'http.characterNotAllowed'],
  '22P05': [400, 'http.characterNotAllowed'],
  '22007': [400, 'http.dateInvalid'],
  '22008': [400, 'http.dateOutOfRange'],
  '54000': [400, 'http.valueTooLarge'],
};

type Mapped = [status: number, key: MessageKey, params?: MessageParams];

/**
 * Any other data exception (class 22) or program limit (class 54) comes from a value the request
 * carried that a schema let through: still the client's 400, and logged so the schema gets fixed.
 */
function pgClientError(code: string): Mapped | undefined {
  if (pgStatus[code]) return pgStatus[code];
  if (/^22[0-9A-Z]{3}$/.test(code)) return [400, 'http.valueInvalid'];
  if (/^54[0-9A-Z]{3}$/.test(code)) return [400, 'http.valueTooLarge'];
  return undefined;
}

/** formidable's errors (multipart uploads): a number `code` from 1000 and an `httpCode`. */
function uploadError(error: unknown, uploadMaxBytes: number): Mapped | undefined {
  const { code, httpCode } = (error ?? {}) as { code?: unknown; httpCode?: unknown };
  if (typeof code !== 'number' || code < 1000 || code >= 1100 || typeof httpCode !== 'number') return undefined;
  const mb = Math.round((uploadMaxBytes / 1024 / 1024) * 10) / 10;
  switch (code) {
    case 1009: // the files together
    case 1016:
      return [413, 'http.fileTooLarge', { mb }];
    case 1015:
      return [413, 'http.tooManyFiles', { max: MAX_UPLOAD_FILES }];
    case 1006:
    case 1007:
      return [413, 'http.tooManyFields'];
    case 1008:
    case 1010:
      return [400, 'http.fileEmpty'];
    case 1002:
      return [400, 'http.uploadInterrupted'];
    case 1003:
    case 1011:
    case 1013:
      return [400, 'http.uploadNoBoundary'];
    case 1000:
    case 1001:
    case 1017:
    case 1018:
      return undefined; // our set-up, not the request: a 500
    default:
      return [httpCode >= 400 && httpCode < 500 ? httpCode : 400, 'http.uploadUnreadable'];
  }
}

/** zlib's errors from a Content-Encoding body that does not decompress (inflation, under co-body). */
const isDecompressionError = (error: unknown) => {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && (/^Z_/.test(code) || /^ERR_(?:_ERROR|BROTLI)/.test(code) || code === 'ERR_ZLIB_INITIALIZATION_FAILED');
};

/** The answer's message fields: the English text from the catalogue, its key and its values. */
function messageFields(key: MessageKey, params?: MessageParams) {
  const text = messageText(key, params);
  return { message: text, error: text, messageKey: key, ...(params ? { params } : {}) };
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
      ctx.body = { success: false, ...messageFields(error.messageKey, error.params), ...(error.field ? { field: error.field } : {}), ...error.extra };
      if (error.status >= 500) ctx.deps.log.warn({ err: error, path: ctx.path }, 'upstream failure');
      return;
    }
    const code = (error as { code?: unknown })?.code;
    const httpStatus = (error as { status?: number; expose?: boolean })?.status;
    const known =
      (typeof code === 'string' ? pgClientError(code) : undefined) ??
      uploadError(error, ctx.deps.config.uploadMaxBytes) ??
      (isDecompressionError(error) ? ([400, 'http.bodyNotDecompressed'] as Mapped) : undefined);
    if (known) {
      const [status, key, params] = known;
      if (typeof code === 'string' && /^(?:22|54)/.test(code) && !pgStatus[code])
        ctx.deps.log.warn({ err: error, path: ctx.path }, 'unmapped database data error');
      ctx.status = status;
      ctx.body = { success: false, ...messageFields(key, params) };
      return;
    }
    if (httpStatus && httpStatus >= 400 && httpStatus < 500) {
      // koa-body and koa's own client errors (413 too large, 415, 400 bad JSON).
      const key: MessageKey = httpStatus === 413 ? 'http.tooLarge' : httpStatus === 400 ? 'http.bodyUnreadable' : 'http.badRequest';
      ctx.status = httpStatus;
      ctx.body = { success: false, ...messageFields(key) };
      return;
    }
    ctx.deps.log.error({ err: error, path: ctx.path, method: ctx.method }, 'unhandled error');
    ctx.status = 500;
    ctx.body = { success: false, ...messageFields('http.generic') };
  }
};
