import type { MiddlewareHandler } from 'hono';

/**
 * An API answer that does not say how it may be cached is not stored: `Cache-Control: no-store`. Most answers
 * hold a clinician's or a client's data (documents, versions, progress, goals), and on a shared ward PC the
 * browser's disk cache must not keep them for the next account. The public reference data (codes, core sets,
 * the site) says `no-cache` itself, so browsers and the service worker revalidate it (decision record 0026).
 * Errors are covered too: the error handler's answer passes through here.
 */
export function apiAnswersNotStored(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
