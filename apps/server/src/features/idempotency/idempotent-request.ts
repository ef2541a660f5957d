import { webcrypto } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { idempotencyKeyHeader, idempotentReplayedHeader, isIdempotencyKey } from '@icf/shared';
import type { AuthEnv } from '../../auth/require-user';
import type { DatabaseHandle } from '../../db/client';
import {
  idempotencyKeyReused,
  idempotentRequestInProgress,
  invalidIdempotencyKey,
} from './idempotency-errors';
import {
  claimIdempotencyKey,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
} from './idempotency-keys-repository';

/**
 * Decision record 0031: behind `requireUser` on a route whose answers are small JSON (the save), a request
 * with an `Idempotency-Key` header is handled once per account and key. A retry gets the first answer again,
 * marked `Idempotent-Replayed: true`, and the handler does not run: no second document or version. Only a
 * successful answer is kept; after an error (refused, not found, a crash) the key is released, so the retry
 * runs as a new request. A request without the header passes as before.
 */
export function idempotentRequest(database: DatabaseHandle): MiddlewareHandler<AuthEnv> {
  const { db } = database;
  return async (c, next) => {
    const key = c.req.header(idempotencyKeyHeader);
    if (key === undefined) return next();
    if (!isIdempotencyKey(key)) throw invalidIdempotencyKey();
    const userId = c.get('user').id;
    const claim = await claimIdempotencyKey(db, userId, key, await requestHashOf(c));
    if (claim.kind === 'mismatch') throw idempotencyKeyReused();
    if (claim.kind === 'in-progress') throw idempotentRequestInProgress();
    if (claim.kind === 'completed') {
      return c.body(claim.response, claim.status as ContentfulStatusCode, {
        'Content-Type': 'application/json',
        [idempotentReplayedHeader]: 'true',
      });
    }

    try {
      await next();
    } catch (error) {
      await releaseIdempotencyKey(db, userId, key);
      throw error;
    }
    if (c.error || !c.res.ok) {
      await releaseIdempotencyKey(db, userId, key);
      return;
    }
    const response = await c.res.clone().text();
    await recordIdempotentAnswer(db, userId, key, { status: c.res.status, response });
  };
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
