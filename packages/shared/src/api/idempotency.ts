import { z } from 'zod';

/**
 * Decision record 0031: a client may send `Idempotency-Key` with a save, so that a retry of a request whose
 * answer was lost is stored once. The same key from the same account gets the first answer again (with
 * `Idempotent-Replayed: true`); another account's key of the same text is independent.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';
export const idempotentReplayedHeader = 'Idempotent-Replayed';

/** How long the server keeps a key's first answer; a retry after that is a new request. */
export const idempotencyKeyRetentionDays = 7;

/** Visible ASCII only, at most this long: a UUID or 22 base64url characters fit many times over. */
export const idempotencyKeyMaxLength = 100;
const idempotencyKeyPattern = new RegExp(`^[\\x21-\\x7e]{1,${idempotencyKeyMaxLength}}$`);

export function isIdempotencyKey(value: string): boolean {
  return idempotencyKeyPattern.test(value);
}

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
