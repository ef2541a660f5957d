import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { serverMessage, tokenCookieName } from '@icf/shared';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../errors/app-error';
import { authenticateAccessToken } from '../features/auth/access-tokens';
import type { UserRecord } from '../features/auth/users-repository';
import { requestLocale } from '../http/request-locale';

/** What `requireUser` puts on the Hono context: `c.get('user')`, `c.get('accessTokenId')`. */
export interface AuthVariables {
  user: UserRecord;
  /** The access_tokens row of this request's token (logout revokes it). */
  accessTokenId: number;
}

/** Hono env of routes behind `requireUser`: `new Hono<AuthEnv>()`, or `route.get(path, requireUser(db), handler)`. */
export interface AuthEnv {
  Variables: AuthVariables;
}

/**
 * Lets the request through only with a live access token, else 401 {code: 'unauthenticated'}. The token
 * comes from `Authorization: Bearer …`, or, when the request has no Authorization header at all, from the
 * `token` cookie (such requests pass the CSRF check of auth/csrf.ts first).
 */
export function requireUser(database: DatabaseHandle): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const token = requestToken(c);
    const session = token ? await authenticateAccessToken(database.db, token) : null;
    if (!session) {
      throw new AppError(
        'unauthenticated',
        401,
        serverMessage(requestLocale(c), 'auth.unauthenticated'),
        undefined,
        {
          'WWW-Authenticate': 'Bearer',
        },
      );
    }
    c.set('user', session.user);
    c.set('accessTokenId', session.tokenId);
    await next();
  };
}

/** The bearer token of the request. An Authorization header that is not `Bearer <token>` yields none. */
export function requestToken(c: Context): string | undefined {
  const header = c.req.header('Authorization');
  if (header !== undefined) return /^Bearer +(\S+) *$/i.exec(header)?.[1];
  return getCookie(c, tokenCookieName) || undefined;
}
