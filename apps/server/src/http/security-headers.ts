import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders, type ContentSecurityPolicyOptionHandler } from 'hono/secure-headers';

/**
 * The security headers of every answer (HTML, API and assets), with Hono's `secureHeaders`
 * (decision 0016): a Content-Security-Policy without inline script or style and `frame-ancestors 'none'`,
 * nosniff, `X-Frame-Options: DENY`, `Referrer-Policy: strict-origin-when-cross-origin`, and HSTS when the
 * app is served over https (APP_URL), for its subdomains too only when HSTS_INCLUDE_SUBDOMAINS says so: a
 * clinic's other hosts under the same domain (an intranet page on http) would become unreachable. `blob:` is allowed for objects and frames only: the PDF opens as a blob.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const strict = headersWith(options, ["'self'"]);
  // The one exception (decision record 0027): the API reference page (Redoc) writes its styles into <style>
  // elements, which only a nonce of that answer lets through; scripts stay 'self' there too.
  const referencePage = headersWith(options, ["'self'", NONCE]);
  return (c, next) => (c.req.path === apiReferencePath ? referencePage : strict)(c, next);
}

export interface SecurityHeaderOptions {
  /** APP_URL: https adds HSTS, and its origin is in connect-src. */
  appUrl: string;
  /** HSTS_INCLUDE_SUBDOMAINS: HSTS covers every subdomain too (only when each of them serves https). */
  hstsIncludeSubdomains?: boolean | undefined;
}

/** The path of the API reference page, the only answer whose style-src has a nonce. */
export const apiReferencePath = '/api/docs';

function headersWith(
  options: SecurityHeaderOptions,
  styleSrc: (string | ContentSecurityPolicyOptionHandler)[],
): MiddlewareHandler {
  const https = options.appUrl.startsWith('https:');
  const appOrigin = new URL(options.appUrl).origin;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc,
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      // blob: only reaches this page's own object URLs (the PDF); no other origin.
      connectSrc: ["'self'", appOrigin, 'blob:'],
      objectSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'", 'blob:'],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: https
      ? `max-age=31536000${options.hstsIncludeSubdomains ? '; includeSubDomains' : ''}`
      : false,
  });
}
