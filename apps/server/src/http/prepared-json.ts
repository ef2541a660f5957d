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

/** What a request gets of a prepared answer: 304 to a matching If-None-Match, else the best accepted body. */
export interface PreparedChoice {
  status: 200 | 304;
  encoding: 'br' | 'gzip' | null;
  /** The prepared bytes themselves (never a copy); none for 304. */
  body: Buffer | null;
}

export function choosePreparedBody(
  prepared: PreparedJson,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): PreparedChoice {
  if (ifNoneMatchIncludes(ifNoneMatch, prepared.etag)) return { status: 304, encoding: null, body: null };
  const accepted = acceptEncoding ?? '';
  if (prepared.brotli && /\bbr\b/.test(accepted))
    return { status: 200, encoding: 'br', body: prepared.brotli };
  if (/\bgzip\b/.test(accepted)) return { status: 200, encoding: 'gzip', body: prepared.gzip };
  return { status: 200, encoding: null, body: prepared.identity };
}

export function sendPreparedJson(
  c: Context,
  prepared: PreparedJson,
  /** A media type of JSON other than application/json (application/fhir+json), and how long caches may keep it. */
  options: { contentType?: string; cacheControl?: string } = {},
): Response {
  const choice = choosePreparedBody(prepared, c.req.header('If-None-Match'), c.req.header('Accept-Encoding'));
  const headers: Record<string, string> = {
    ETag: prepared.etag,
    'Cache-Control': options.cacheControl ?? 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (!choice.body) return new Response(null, { status: 304, headers });
  if (choice.encoding) headers['Content-Encoding'] = choice.encoding;
  headers['Content-Type'] = `${options.contentType ?? 'application/json'}; charset=utf-8`;
  headers['Content-Length'] = String(choice.body.byteLength);
  // The prepared Buffer itself: @hono/node-server writes a Uint8Array body as it is, without a copy.
  return new Response(choice.body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

function ifNoneMatchIncludes(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });
}
