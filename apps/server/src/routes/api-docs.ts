import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { type Context } from 'hono';
import { endpointRoutes } from '../auth/endpoint-routes';

const require = createRequire(import.meta.url);

/**
 * The reference page: Redoc's standalone bundle (the npm package `redoc`, served from here, no CDN) renders
 * /api/openapi.json. No inline script: the init script is a file of its own. Redoc writes its styles into
 * <style> elements, so this one answer's CSP lets styles with its nonce through (http/security-headers.ts,
 * decision record 0027); the init script hands Redoc that nonce from the page's meta element.
 */
const page = (nonce: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="csp-nonce" content="${nonce}">
    <title>API reference · ICF Core Sets</title>
  </head>
  <body>
    <main id="reference"></main>
    <script src="/api/docs/redoc.standalone.js"></script>
    <script src="/api/docs/reference.js"></script>
  </body>
</html>
`;

/** Search runs in a blob: worker, which the CSP refuses; the side menu lists every operation instead. */
const initScript = `const nonce = document.querySelector('meta[name="csp-nonce"]').content;
Redoc.init('/api/openapi.json', { nonce, disableSearch: true, expandResponses: '200,201' }, document.getElementById('reference'));
`;

interface Asset {
  body: Buffer;
  gzip: Buffer;
  etag: string;
  type: string;
}

function asset(body: Buffer, type: string): Asset {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, gzip: gzipSync(body, { level: 9 }), etag, type };
}

function send(c: Context, file: Asset): Response {
  const headers: Record<string, string> = {
    'Content-Type': file.type,
    ETag: file.etag,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (c.req.header('If-None-Match') === file.etag) return new Response(null, { status: 304, headers });
  const gzip = /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  return new Response(new Uint8Array(gzip ? file.gzip : file.body), { status: 200, headers });
}

/**
 * `GET /api/docs` and its two scripts, read and compressed once, on the first request for them: few callers
 * open the reference, so a start does not pay for Redoc's megabyte (decisions 0024, 0029).
 */
export function apiDocsRoutes(): Hono {
  let loaded: Record<string, Asset> | undefined;
  const assets = (): Record<string, Asset> =>
    (loaded ??= {
      'redoc.standalone.js': asset(
        readFileSync(require.resolve('redoc/bundles/redoc.standalone.js')),
        'text/javascript; charset=utf-8',
      ),
      'reference.js': asset(Buffer.from(initScript), 'text/javascript; charset=utf-8'),
    });
  return endpointRoutes()
    .on('getApiReference', (c) => {
      return c.html(page(c.get('secureHeadersNonce') ?? ''));
    })
    .on('getApiReferenceScript', (c) => {
      const file = assets()[c.req.param('file') ?? ''];
      if (!file) return c.json({ code: 'not_found', message: 'No such file.' }, 404);
      return send(c, file);
    }).app;
}
