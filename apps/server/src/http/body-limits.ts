import type { MiddlewareHandler } from 'hono';
import type { ServerMessageKey } from '@icf/shared';
import { admitByBodyBudget } from './admit-by-body-budget';
import type { ByteBudget } from './byte-budget';
import { payloadLimit } from './payload-limit';

/** What any request body may be unless its route is listed with a larger limit: a few KB for auth calls. */
export const defaultBodyMaxBytes = 16 * 1024;

/** A route whose bodies may be larger than the default (a 1,544-code document, a personal core set). */
export interface LargeBodyRoute {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The full request path, e.g. `/api/document/save`; a RegExp for paths with parameters. */
  path: string | RegExp;
  maxBytes: number;
  /** The 413 message. */
  message: ServerMessageKey;
}

/**
 * One body limit for every request of the app (decision 0016): `defaultBodyMaxBytes`, or the larger limit of a
 * listed route. Hono's `bodyLimit` refuses a too large Content-Length at once and counts a streamed body as
 * it arrives, so nothing larger than the limit is ever buffered: 413 `{code: 'payload_too_large'}`.
 * Routes may add a tighter limit of their own. A listed route's request is then admitted by the byte budget
 * of bodies in flight, or refused with 429 (decision record 0049).
 */
export function bodyLimits(largeRoutes: readonly LargeBodyRoute[], budget: ByteBudget): MiddlewareHandler {
  const limitFor = payloadLimit;
  const fallback = limitFor(defaultBodyMaxBytes, 'request.too_large');
  const routes = largeRoutes.map((route) => {
    const limit = limitFor(route.maxBytes, route.message);
    const admit = admitByBodyBudget(budget, route.maxBytes);
    const limitThenAdmit: MiddlewareHandler = (c, next) =>
      limit(c, async () => {
        await admit(c, next);
      });
    return { ...route, limit: limitThenAdmit };
  });
  return (c, next) => {
    const { method, path } = c.req;
    const route = routes.find(
      (candidate) =>
        candidate.method === method &&
        (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path)),
    );
    return (route?.limit ?? fallback)(c, next);
  };
}
