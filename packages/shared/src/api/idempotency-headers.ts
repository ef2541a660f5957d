import { z } from 'zod';
import {
  idempotencyKeyHeader,
  idempotencyKeyMaxLength,
  idempotencyKeyPattern,
  idempotencyKeyRetentionDays,
} from './idempotency';

/** The optional request header, for the OpenAPI description of the routes that honour it. */
export const idempotencyKeyHeadersSchema = z.object({
  [idempotencyKeyHeader]: z
    .string()
    .regex(idempotencyKeyPattern)
    .optional()
    .describe(
      [
        `Optional. A key the client makes for one save (1 to ${idempotencyKeyMaxLength} visible ASCII`,
        'characters, e.g. a UUID) and sends again with every retry of it.',
        `For ${idempotencyKeyRetentionDays} days a repeat with the same key from the same account gets the`,
        'first answer again and stores nothing more (`Idempotent-Replayed: true`). The same key with another',
        'body is a 422; a repeat while the first is still being handled is a 409. Only successful answers are',
        'kept: after an error the same key may be sent again. Another account’s key of the same text is',
        'independent.',
      ].join(' '),
    ),
});
