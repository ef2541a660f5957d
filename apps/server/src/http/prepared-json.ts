import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzipSync, constants as zlib } from 'node:zlib';
import type { Context } from 'hono';

const brotliCompressAsync = promisify(brotliCompress);

/**
 * A JSON answer that never changes while the process runs (the ICF reference data). It is serialised,
 * hashed and gzipped once at start-up, so each request only picks an encoding. Brotli at its best
 * quality takes most of a second for the code map, so it is made on the thread pool after start-up;
 * until it is ready, clients that accept brotli get gzip.
 */
export interface PreparedJson {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer | null;
  /** Settles when the brotli body is ready. */
  brotliReady: Promise<void>;
}

export function prepareJson(value: unknown): PreparedJson {
  const identity = Buffer.from(JSON.stringify(value));
  const prepared: PreparedJson = {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    brotli: null,
    brotliReady: Promise.resolve(),
  };
  prepared.brotliReady = brotliCompressAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).then(
    (brotli) => void (prepared.brotli = brotli),
  );
  return prepared;
}

export function sendPreparedJson(
  c: Context,
  prepared: PreparedJson,
  /** A media type of JSON other than application/json (application/fhir+json), and how long caches may keep it. */
  options: { contentType?: string; cacheControl?: string } = {},
): Response {
  const headers: Record<string, string> = {
    ETag: prepared.etag,
    'Cache-Control': options.cacheControl ?? 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (ifNoneMatchIncludes(c.req.header('If-None-Match'), prepared.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const accepted = c.req.header('Accept-Encoding') ?? '';
  const [body, encoding] =
    prepared.brotli && /\bbr\b/.test(accepted)
      ? [prepared.brotli, 'br']
      : /\bgzip\b/.test(accepted)
        ? [prepared.gzip, 'gzip']
        : [prepared.identity, null];
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Type'] = `${options.contentType ?? 'application/json'}; charset=utf-8`;
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
