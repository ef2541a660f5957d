import type { SaveDocumentRequestInput } from '@icf/shared';

/**
 * A new `Idempotency-Key` for one save (decision record 0031): 128 random bits as hex.
 * `crypto.getRandomValues` works on plain HTTP too, where `crypto.randomUUID` is missing.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The last save of this tab that got no answer: it may have reached the server. */
let unanswered: { ownerId: number; body: string; key: string } | null = null;

/**
 * The key of a save: the key of the last save that got no answer when this is the same request again (the
 * user pressing Save once more after a timeout, or saving it offline), so that the server stores it once;
 * a new key otherwise.
 */
export function idempotencyKeyForSave(ownerId: number, request: SaveDocumentRequestInput): string {
  const body = JSON.stringify(request);
  if (unanswered && unanswered.ownerId === ownerId && unanswered.body === body) return unanswered.key;
  return newIdempotencyKey();
}

/** After a save: an answer (success or refusal) ends the key's use; no answer keeps it for the retry. */
export function noteSaveOutcome(
  ownerId: number,
  request: SaveDocumentRequestInput,
  key: string,
  answered: boolean,
): void {
  unanswered = answered ? null : { ownerId, body: JSON.stringify(request), key };
}
