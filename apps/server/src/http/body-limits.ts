import type { MiddlewareHandler } from 'hono';
import { apiPathOf, type EndpointSpec } from '@icf/shared/endpoints';
import { admitByBodyBudget } from './admit-by-body-budget';
import type { ByteBudget } from './byte-budget';
import { payloadLimit } from './payload-limit';

/** What any request body may be unless its contract says otherwise: a few KB for auth calls. */
export const defaultBodyMaxBytes = 16 * 1024;

/** `/client/:id/goals` → a pattern of the full request path (`/api/client/[^/]+/goals`). */
function pathPattern(path: string): RegExp {
  const escaped = apiPathOf(path)
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped}$`);
}

/**
 * One body limit for every request of the app (decision record 0016): `defaultBodyMaxBytes`, or the larger
 * limit of the call's contract (decision record 0059), bytes or bytes for the `categoryCount` categories the
 * server loaded (decision record 0030); a contract's tighter limit is applied by its route (`bodyLimitOf`). Hono's `bodyLimit` refuses a too large Content-Length at once and counts a
 * streamed body as it arrives, so nothing larger than the limit is ever buffered: 413
 * `{code: 'payload_too_large'}`. A call allowed more than the default is then admitted by the byte budget of
 * bodies in flight, or refused with 429 (decision record 0049).
 */
export function bodyLimits(
  endpoints: Record<string, EndpointSpec>,
  categoryCount: number,
  budget: ByteBudget,
): MiddlewareHandler {
  const fallback = payloadLimit(defaultBodyMaxBytes, 'request.too_large');
  const routes = Object.values(endpoints)
    .filter((spec) => spec.bodyLimit !== undefined)
    // A literal segment wins over a parameter: `/client/import-fhir` before `/client/:id`.
    .sort((a, b) => a.path.split(':').length - b.path.split(':').length)
    .map((spec) => {
      const { maxBytes, message } = spec.bodyLimit!;
      const bytes = typeof maxBytes === 'number' ? maxBytes : maxBytes(categoryCount);
      const limit = payloadLimit(bytes, message);
      const admit = admitByBodyBudget(budget, bytes);
      const limitThenAdmit: MiddlewareHandler = (c, next) =>
        limit(c, async () => {
          await admit(c, next);
        });
      return { method: spec.method.toUpperCase(), pattern: pathPattern(spec.path), bytes, limitThenAdmit };
    })
    // A tighter limit is the route's own (`endpointRoutes`), inside /api like its other answers.
    .filter((route) => route.bytes > defaultBodyMaxBytes);
  return (c, next) => {
    const { method, path } = c.req;
    const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
    return (route?.limitThenAdmit ?? fallback)(c, next);
  };
}

/** The route's own limit when its contract's is tighter than the default (a call that carries no body). */
export function bodyLimitOf(spec: EndpointSpec): MiddlewareHandler | undefined {
  const maxBytes = spec.bodyLimit?.maxBytes;
  if (typeof maxBytes !== 'number' || maxBytes >= defaultBodyMaxBytes) return undefined;
  return payloadLimit(maxBytes, spec.bodyLimit!.message);
}
