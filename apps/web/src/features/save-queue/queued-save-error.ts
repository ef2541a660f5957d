import { ApiError } from '../../lib/api-client';

/**
 * What an error of a queued save's attempt means for the queue (decision records 0026, 0049):
 * - `retry`: no answer, or the server asked to come back later (409 while it still handles an earlier attempt
 *   with the same key, 429 beyond its byte budget or a rate limit, 503 when busy): it stays queued and is
 *   tried again, with the same idempotency key, so nothing is stored twice;
 * - `keep`: the session ended (401): it stays queued for this account's next sign-in;
 * - `refused`: any other answer ends it, with the reason (the draft itself is untouched).
 */
export type QueuedSaveErrorVerdict = 'retry' | 'keep' | 'refused';

const comeBackLater = new Set([409, 429, 503]);

export function queuedSaveErrorVerdict(error: unknown): QueuedSaveErrorVerdict {
  if (!(error instanceof ApiError) || comeBackLater.has(error.status)) return 'retry';
  if (error.status === 401) return 'keep';
  return 'refused';
}
