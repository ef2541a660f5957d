import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Answers smaller than this gain too little from gzip to be worth it. */
export const gzipThresholdBytes = 1024;

/**
 * A dynamic JSON answer, gzipped when it is at least 1 KB and the client accepts gzip. The body is
 * compressed before the Response exists, in one zlib call (a few tens of microseconds for the API's
 * answers): a compress middleware would have to rebuild every finished Response and stream it through a
 * CompressionStream, which costs more than the compression itself.
 */
export function sendJson(c: Context, value: unknown, status: ContentfulStatusCode = 200): Response {
  const json = JSON.stringify(value);
  if (acceptsGzip(c.req.header('Accept-Encoding'))) {
    const body = Buffer.from(json);
    if (body.byteLength >= gzipThresholdBytes) {
      return c.body(gzipSync(body), status, {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
        Vary: 'Accept-Encoding',
      });
    }
  }
  return c.body(json, status, { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' });
}

/** Whether Accept-Encoding lists gzip (or *) without q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...parameters] = part.toLowerCase().split(';');
    if (name.trim() !== 'gzip' && name.trim() !== '*') return false;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
