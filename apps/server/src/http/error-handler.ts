import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { renderServerMessage, type ApiErrorBody } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import { AppError, type FieldErrors } from '../errors/app-error';
import type { Logger } from './logger';
import { describeError } from './redact-error-text';
import { requestLocale } from './request-locale';

/**
 * The one place where errors become HTTP answers, and where an `AppError`'s message keys become words: in
 * the request's locale (Accept-Language), every message of the answer at once (decision record 0032).
 * No stack trace ever reaches a client.
 */
export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context): Response => {
    if (error instanceof AppError) {
      const locale = requestLocale(c);
      const body: ApiErrorBody = {
        ...error.details,
        code: error.code,
        message: renderServerMessage(locale, error.messageDescriptor),
      };
      if (error.fieldErrors) body.errors = renderFieldErrors(locale, error.fieldErrors);
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

function renderFieldErrors(locale: Locale, fieldErrors: FieldErrors): Record<string, string[]> {
  const rendered: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    rendered[field] = messages.map((descriptor) => renderServerMessage(locale, descriptor));
  }
  return rendered;
}
