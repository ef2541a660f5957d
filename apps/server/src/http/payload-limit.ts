import { bodyLimit } from 'hono/body-limit';
import { serverMessage, type ApiErrorBody, type ServerMessageKey } from '@icf/shared';
import { requestLocale } from './request-locale';

/**
 * A body limit that answers 413 {code: 'payload_too_large'} in the request's locale. Hono's `bodyLimit`
 * refuses a too large Content-Length at once and counts a streamed body as it arrives, so nothing larger
 * is ever buffered. Every request already has the app-wide limit of http/body-limits.ts; a route uses this
 * for a tighter one of its own.
 */
export function payloadLimit(maxSize: number, message: ServerMessageKey = 'request.too_large') {
  return bodyLimit({
    maxSize,
    onError: (c) =>
      c.json(
        {
          code: 'payload_too_large',
          message: serverMessage(requestLocale(c), message),
        } satisfies ApiErrorBody,
        413,
      ),
  });
}
