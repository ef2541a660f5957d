import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address throttling counts against. Behind a reverse proxy (TRUST_PROXY=true) it is the last entry of
 * X-Forwarded-For: the address our proxy saw and appended. Earlier entries come from the client and could
 * be anything, so they are never used.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Only when the app runs without a socket (app.request in a test).
    return 'unknown';
  }
}
