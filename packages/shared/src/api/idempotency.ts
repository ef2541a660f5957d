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
export const idempotencyKeyPattern = new RegExp(`^[\\x21-\\x7e]{1,${idempotencyKeyMaxLength}}$`);

export function isIdempotencyKey(value: string): boolean {
  return idempotencyKeyPattern.test(value);
}
