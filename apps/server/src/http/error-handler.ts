import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '@icf/shared';
import { AppError } from '../errors/app-error';
import type { Logger } from './logger';
import { describeError } from './redact-error-text';

/** The one place where errors become HTTP answers. No stack trace ever reaches a client. */
export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context): Response => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = { code: error.code, message: error.message };
      if (error.fieldErrors) body.errors = error.fieldErrors;
      if (error.omittedErrorCount > 0) body.errors_omitted = error.omittedErrorCount;
      return c.json(body, error.status as ContentfulStatusCode, error.headers);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ code: 'http_error', message: error.message || 'Request failed.' }, error.status);
    }
    logger.error('unhandled error', {
      method: c.req.method,
      path: c.req.path,
      ...describeError(error),
      stack: error.stack,
    });
    return c.json({ code: 'internal', message: 'Internal server error.' }, 500);
  };
}
