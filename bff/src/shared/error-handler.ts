import { isDomainError, type ErrorCode, type ErrorParams } from '@andel/domain/shared';
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env';
import { errorStatus } from './error-status';

export const errorBody = (c: Context<AppEnv>, code: ErrorCode, params: ErrorParams = {}) => ({
  error: { code, params, requestId: c.get('requestId') },
});

/** Renders every failure as `{ error: { code, params, requestId } }`; the client translates the code. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (isDomainError(error)) {
    if (typeof error.params.retryAfterSeconds === 'number') c.header('Retry-After', String(error.params.retryAfterSeconds));
    return c.json(errorBody(c, error.code, error.params), errorStatus[error.code]);
  }
  if (error instanceof HTTPException) {
    const code: ErrorCode = error.status === 413 ? 'requestTooLarge' : error.status === 404 ? 'notFound' : 'general-error';
    return c.json(errorBody(c, code), error.status);
  }
  console.error(`[${c.get('requestId')}]`, error);
  return c.json(errorBody(c, 'general-error'), 500);
};

export const handleNotFound = (c: Context<AppEnv>) => c.json(errorBody(c, 'notFound'), 404);
