import type { MiddlewareHandler } from 'hono';
import { personalAccessTokenPrefix } from '@icf/shared';
import { requestToken } from '../../auth/require-user';
import type { Database } from '../../db/client';
import { sha256Hex } from '../auth/secrets';
import { throttle, type ThrottlePolicy } from '../auth/throttle';

/**
 * Every API call made with a personal access token counts against that token's own window (decision record
 * 0027), before its route runs: an integration that loops cannot crowd out the web app. The prefix tells such
 * a token without a lookup; the key is its hash, never the token. Sign-in tokens are not counted.
 */
export function personalTokenRateLimit(db: Database, requestsPerMinute: number): MiddlewareHandler {
  const policy: ThrottlePolicy = {
    name: 'api-token',
    maxAttempts: requestsPerMinute,
    windowSeconds: 60,
    message: 'request.too_many',
    field: 'token',
  };
  return async (c, next) => {
    const token = requestToken(c);
    if (token?.startsWith(personalAccessTokenPrefix) && token.length <= 256) {
      await throttle(db, policy, sha256Hex(token));
    }
    await next();
  };
}
