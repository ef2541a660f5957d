import { webcrypto } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { idempotencyKeyHeader, idempotentReplayedHeader, isIdempotencyKey } from '@icf/shared';
import type { AuthEnv } from '../../auth/require-user';
import type { Database, DatabaseHandle } from '../../db/client';
import {
  idempotencyKeyReused,
  idempotentRequestInProgress,
  invalidIdempotencyKey,
} from './idempotency-errors';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  recordIdempotentAnswer,
  type IdempotencyClaim,
} from './idempotency-keys-repository';

/** The key a request carries, for `storeOnce` (set by `idempotentRequest`). */
export interface IdempotentRequest {
  userId: number;
  key: string;
  requestHash: string;
}

/** Hono env of a route behind `requireUser` and `idempotentRequest`. */
export interface IdempotentEnv {
  Variables: AuthEnv['Variables'] & { idempotentRequest?: IdempotentRequest };
}

/**
 * Decision records 0031 and 0042: behind `requireUser` on a route that stores with `storeOnce` (the save, the
 * FHIR import), a request with an `Idempotency-Key` header is handled once per account and key. A key already
 * answered gets its first answer again, marked `Idempotent-Replayed: true`, and the handler does not run; the
 * same key with another body is refused. A request without the header passes as before.
 */
export function idempotentRequest(database: DatabaseHandle): MiddlewareHandler<IdempotentEnv> {
  const { db } = database;
  return async (c, next) => {
    const key = c.req.header(idempotencyKeyHeader);
    if (key === undefined) return next();
    if (!isIdempotencyKey(key)) throw invalidIdempotencyKey();
    const request = { userId: c.get('user').id, key, requestHash: await requestHashOf(c) };
    const found = await findIdempotencyKey(db, request);
    if (found.kind !== 'claimed') return answerOfClaim(c, found);
    c.set('idempotentRequest', request);
    return next();
  };
}

/**
 * Runs `store` and answers its result as JSON with `status`. With an `Idempotency-Key` (decision record
 * 0042), the key is claimed, `store` runs and the answer is recorded in one transaction: whenever the process
 * dies, a retry finds either the answer (everything committed) or nothing (nothing committed). `store` must do
 * every database call through the `db` it is given. An error rolls everything back, the claim included, so
 * the key is free for a corrected request. A second request with the key while the first one's transaction is
 * open waits for it on the key's row, then replays its answer (or runs, if the first failed).
 */
export async function storeOnce<T extends object>(
  c: Context<IdempotentEnv>,
  db: Database,
  /** The answer's status, or how to tell it from what was stored (an import that found its earlier self: 200). */
  status: 200 | 201 | ((stored: T) => 200 | 201),
  store: (db: Database) => Promise<T>,
): Promise<Response> {
  const statusOf = (stored: T) => (typeof status === 'function' ? status(stored) : status);
  const request = c.get('idempotentRequest');
  if (!request) {
    const stored = await store(db);
    return c.json(stored, statusOf(stored));
  }
  const claim = await db.transaction(async (tx): Promise<IdempotencyAnswer> => {
    const claimed = await claimIdempotencyKey(tx, request);
    if (claimed.kind !== 'claimed') return claimed;
    const stored = await store(tx);
    const response = JSON.stringify(stored);
    const answerStatus = statusOf(stored);
    await recordIdempotentAnswer(tx, request, { status: answerStatus, response });
    return { kind: 'stored', status: answerStatus, response };
  });
  return answerOfClaim(c, claim);
}

/** What a request with a key that may not run (again) is answered, or a stored request. */
type IdempotencyAnswer = Exclude<IdempotencyClaim, { kind: 'claimed' }>;

function answerOfClaim(c: Context, claim: IdempotencyAnswer): Response {
  if (claim.kind === 'mismatch') throw idempotencyKeyReused();
  if (claim.kind === 'in-progress') throw idempotentRequestInProgress();
  return c.body(claim.response, claim.status as ContentfulStatusCode, {
    'Content-Type': 'application/json',
    ...(claim.kind === 'completed' ? { [idempotentReplayedHeader]: 'true' } : {}),
  });
}

/**
 * The request the key was made for: method, path and the SHA-256 of the exact bytes of the body (the body
 * limit has already bounded them; the handler reads them again from Hono's cache). WebCrypto hashes on
 * libuv's thread pool, so a 16 MB body does not hold up other requests.
 */
async function requestHashOf(c: Context): Promise<string> {
  const digest = await webcrypto.subtle.digest('SHA-256', await c.req.arrayBuffer());
  return `${c.req.method} ${c.req.path} ${Buffer.from(digest).toString('base64url')}`;
}
