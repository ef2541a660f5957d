import { bodyLimit } from 'hono/body-limit';
import { serverMessage, type ApiErrorBody } from '@icf/shared';
import { requestLocale } from './request-locale';

/** A body limit that answers 413 {code: 'payload_too_large'} in the request's locale. */
export function payloadLimit(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: (c) =>
      c.json(
        {
          code: 'payload_too_large',
          message: serverMessage(requestLocale(c), 'document.too_large'),
        } satisfies ApiErrorBody,
        413,
      ),
  });
}
