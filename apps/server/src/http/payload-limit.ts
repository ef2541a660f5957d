import { bodyLimit } from 'hono/body-limit';
import { message, type ServerMessageKey } from '@icf/shared';
import { AppError } from '../errors/app-error';

/**
 * A body limit that answers 413 {code: 'payload_too_large'}, worded by the error handler like every error
 * (decision record 0032). Hono's `bodyLimit` refuses a too large Content-Length at once and counts a streamed
 * body as it arrives, so nothing larger is ever buffered. Every request already has the app-wide limit of
 * http/body-limits.ts; a route uses this for a tighter one of its own.
 */
export function payloadLimit(maxSize: number, messageKey: ServerMessageKey = 'request.too_large') {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError({ code: 'payload_too_large', status: 413, message: message(messageKey) });
    },
  });
}
