import type { AppMiddleware } from './context.js';
import { isAppError } from '../lib/errors.js';

// PostgreSQL error codes that are the client's doing, mapped in one place.
const pgStatus: Record<string, [number, string]> = {
  '23505': [409, 'This already exists'],
  '23503': [400, 'A referenced record does not exist'],
  '23514': [400, 'A value is not allowed'],
  '22P02': [400, 'A value has the wrong format'],
  '22001': [400, 'A value is too long'],
};

/**
 * The one error middleware: typed AppErrors become their status with `{ success: false, message }`
 * (plus `error` with the same text, which several of the specs' clients read); PostgreSQL client
 * errors map to 4xx; anything else is logged and answered 500 with a generic message. No stack
 * trace or SQL ever reaches the client.
 */
export const errorMiddleware: AppMiddleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (isAppError(error)) {
      ctx.status = error.status;
      ctx.body = { success: false, message: error.message, error: error.message, ...(error.field ? { field: error.field } : {}), ...error.extra };
      if (error.status >= 500) ctx.deps.log.warn({ err: error, path: ctx.path }, 'upstream failure');
      return;
    }
    const code = (error as { code?: string })?.code;
    const httpStatus = (error as { status?: number; expose?: boolean })?.status;
    if (code && pgStatus[code]) {
      const [status, message] = pgStatus[code];
      ctx.status = status;
      ctx.body = { success: false, message, error: message };
      return;
    }
    if (httpStatus && httpStatus >= 400 && httpStatus < 500) {
      // koa-body and koa's own client errors (413 too large, 415, 400 bad JSON).
      const message =
        httpStatus === 413 ? 'The request is too large' : httpStatus === 400 ? 'The request body could not be read' : (error as Error).message || 'Bad request';
      ctx.status = httpStatus;
      ctx.body = { success: false, message, error: message };
      return;
    }
    ctx.deps.log.error({ err: error, path: ctx.path, method: ctx.method }, 'unhandled error');
    ctx.status = 500;
    ctx.body = { success: false, message: 'An error occurred. Please try again.', error: 'An error occurred. Please try again.' };
  }
};
