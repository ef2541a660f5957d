import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { csrfCookieName, csrfHeaderName, message, tokenCookieName } from '@icf/shared';
import { AppError } from '../errors/app-error';
import { randomToken, secretsEqual } from './secrets';

/**
 * `GET /sanctum/csrf-cookie` (mounted under /sanctum, as the spec's client calls it): 204 with a fresh
 * random XSRF-TOKEN cookie that the page's script can read and echo in X-XSRF-TOKEN.
 */
export function csrfCookieRoutes(options: { secureCookies: boolean }): Hono {
  return new Hono().get('/csrf-cookie', (c) => {
    setCookie(c, csrfCookieName, randomToken(32), {
      path: '/',
      sameSite: 'Lax',
      httpOnly: false,
      secure: options.secureCookies,
    });
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The rule of docs/decisions/0006: a state-changing request without an Authorization header that carries
 * the `token` cookie or the XSRF-TOKEN cookie must send X-XSRF-TOKEN equal to the XSRF-TOKEN cookie, else
 * 419. Requests with an Authorization header are never cookie-authenticated (require-user.ts ignores the
 * cookie then), and a browser sends that header cross-site only after a CORS preflight, which this server
 * never grants.
 */
export function verifyCsrfToken(): MiddlewareHandler {
  return async (c, next) => {
    if (needsCsrfCheck(c) && !csrfTokenMatches(c)) {
      throw new AppError({ code: 'csrf_mismatch', status: 419, message: message('auth.csrf_mismatch') });
    }
    await next();
  };
}

function needsCsrfCheck(c: Context): boolean {
  if (!stateChanging.has(c.req.method)) return false;
  if (c.req.header('Authorization') !== undefined) return false;
  return getCookie(c, tokenCookieName) !== undefined || getCookie(c, csrfCookieName) !== undefined;
}

function csrfTokenMatches(c: Context): boolean {
  const cookie = getCookie(c, csrfCookieName);
  const header = c.req.header(csrfHeaderName);
  return Boolean(cookie && header && secretsEqual(cookie, header));
}
