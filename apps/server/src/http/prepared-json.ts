import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Context } from 'hono';

/**
 * A JSON answer that never changes while the process runs (the ICF reference data). It is serialised,
 * hashed and compressed once at start-up, so each request only picks an encoding.
 */
export interface PreparedJson {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

export function prepareJson(value: unknown): PreparedJson {
  const identity = Buffer.from(JSON.stringify(value));
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    brotli: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

export function sendPreparedJson(c: Context, prepared: PreparedJson): Response {
  const headers: Record<string, string> = {
    ETag: prepared.etag,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (ifNoneMatchIncludes(c.req.header('If-None-Match'), prepared.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const accepted = c.req.header('Accept-Encoding') ?? '';
  const [body, encoding] = /\bbr\b/.test(accepted)
    ? [prepared.brotli, 'br']
    : /\bgzip\b/.test(accepted)
      ? [prepared.gzip, 'gzip']
      : [prepared.identity, null];
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Type'] = 'application/json; charset=utf-8';
  headers['Content-Length'] = String(body.byteLength);
  return new Response(new Uint8Array(body), { status: 200, headers });
}

function ifNoneMatchIncludes(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });
}
