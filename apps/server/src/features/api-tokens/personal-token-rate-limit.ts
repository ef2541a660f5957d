import type { BlockList } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { personalAccessTokenPrefix } from '@icf/shared';
import { requestToken } from '../../auth/require-user';
import type { Database } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { accessTokenIssued } from '../../auth/access-tokens-repository';
import { sha256Hex } from '../../auth/secrets';
import { throttle, type ThrottlePolicy } from '../../auth/throttle';

/**
 * Every API call made with a personal access token counts against that token's own window (decision record
 * 0027), before its route runs: an integration that loops cannot crowd out the web app. The prefix tells such
 * a token; the key is its hash, never the token. A token the server never issued counts against the client's
 * address instead (decision record 0042), so made-up tokens add one row per address, not one per token. Sign-in
 * tokens are not counted.
 */
export function personalTokenRateLimit(
  db: Database,
  requestsPerMinute: number,
  /** The proxies whose `X-Forwarded-For` names the client (decision record 0040). */
  trustedProxies: BlockList | undefined,
): MiddlewareHandler {
  const policy: ThrottlePolicy = {
    name: 'api-token',
    maxAttempts: requestsPerMinute,
    windowSeconds: 60,
    message: 'request.too_many',
    field: 'token',
  };
  const unknownTokenPolicy: ThrottlePolicy = { ...policy, name: 'api-token-unknown' };
  return async (c, next) => {
    const token = requestToken(c);
    if (token?.startsWith(personalAccessTokenPrefix)) {
      const tokenHash = token.length <= 256 ? sha256Hex(token) : null;
      if (tokenHash !== null && (await accessTokenIssued(db, tokenHash))) {
        await throttle(db, policy, tokenHash);
      } else {
        await throttle(db, unknownTokenPolicy, clientIp(c, trustedProxies));
      }
    }
    await next();
  };
}
