import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { message, tokenCookieName } from '@icf/shared';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../errors/app-error';
import { authenticateAccessToken, type AuthenticatedToken } from './access-tokens';
import type { UserRecord } from './users-repository';
import type { EndpointAccess } from '@icf/shared/endpoints';

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
 * `token` cookie (such requests pass the CSRF check of auth/csrf.ts first). `access` is what the route
 * needs of a personal access token (the call's contract, decision record 0059): a token without it gets 403.
 */
export function requireUser(database: DatabaseHandle, access: EndpointAccess): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const session = await sessionOf(database, c);
    if (!session) {
      throw new AppError({
        code: 'unauthenticated',
        status: 401,
        message: message('auth.unauthenticated'),
        headers: { 'WWW-Authenticate': 'Bearer' },
      });
    }
    refuseMissingAbility(c, session, access);
    c.set('user', session.user);
    c.set('accessTokenId', session.tokenId);
    await next();
  };
}

/**
 * The caller of a public call, when it sends a live token (as `requireUser` finds it); null for a visitor, and
 * for a token that is not live, which a public call answers the same as none.
 */
export async function optionalUser(database: DatabaseHandle, c: Context): Promise<UserRecord | null> {
  return (await sessionOf(database, c))?.user ?? null;
}

/** The live token the request sends (header or cookie, as `requestToken` reads it), or null. */
async function sessionOf(database: DatabaseHandle, c: Context): Promise<AuthenticatedToken | null> {
  const token = requestToken(c);
  return token ? await authenticateAccessToken(database.db, token) : null;
}

/** A sign-in token may do everything its account may; a personal access token only what it was given. */
function refuseMissingAbility(c: Context, session: AuthenticatedToken, access: EndpointAccess): void {
  if (session.abilities === null || access === 'any-token') return;
  if (access === 'account') {
    throw new AppError({
      code: 'personal_token_forbidden',
      status: 403,
      message: message('api_token.account_only'),
    });
  }
  if (!session.abilities.includes(access)) {
    throw new AppError({
      code: 'ability_missing',
      status: 403,
      message: message('api_token.ability_missing', { ability: access }),
    });
  }
}

/** The bearer token of the request. An Authorization header that is not `Bearer <token>` yields none. */
export function requestToken(c: Context): string | undefined {
  const header = c.req.header('Authorization');
  if (header !== undefined) return /^Bearer +(\S+) *$/i.exec(header)?.[1];
  return getCookie(c, tokenCookieName) || undefined;
}
