import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders, type ContentSecurityPolicyOptionHandler } from 'hono/secure-headers';

/**
 * The security headers of every answer (HTML, API and assets), with Hono's `secureHeaders`
 * (decision 0016): a Content-Security-Policy without inline script or style and `frame-ancestors 'none'`,
 * nosniff, `X-Frame-Options: DENY`, `Referrer-Policy: strict-origin-when-cross-origin`, and HSTS when the
 * app is served over https (APP_URL). `blob:` is allowed for objects and frames only: the PDF opens as a blob.
 */
export function securityHeaders(options: { appUrl: string }): MiddlewareHandler {
  const strict = headersWith(options, ["'self'"]);
  // The one exception (decision record 0027): the API reference page (Redoc) writes its styles into <style>
  // elements, which only a nonce of that answer lets through; scripts stay 'self' there too.
  const referencePage = headersWith(options, ["'self'", NONCE]);
  return (c, next) => (c.req.path === apiReferencePath ? referencePage : strict)(c, next);
}

/** The path of the API reference page, the only answer whose style-src has a nonce. */
export const apiReferencePath = '/api/docs';

function headersWith(
  options: { appUrl: string },
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
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
  });
}
