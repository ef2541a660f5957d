import http from 'node:http';
import { Readable } from 'node:stream';

export interface RawRequestOptions {
  method: string;
  headers?: Record<string, string>;
  /** A string or Buffer is sent with Content-Length; a Readable is streamed (chunked). */
  body?: string | Buffer | Readable;
  /** Called once a string or Buffer body has been handed to the operating system in full. */
  onBodySent?: () => void;
}

/**
 * One request on a connection of its own (no keep-alive pool), answered as soon as the status and body
 * arrive, even when the server answers before reading the whole request body and closes the connection.
 */
export function rawRequest(
  url: string,
  options: RawRequestOptions,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method, headers: options.headers, agent: false });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (options.body instanceof Readable) options.body.destroy();
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString(),
        });
      });
    });
    // The server may close the connection while the rest of a refused body is still being written.
    let answered = false;
    request.on('response', () => (answered = true));
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (options.body instanceof Readable) options.body.pipe(request);
    else request.end(options.body, options.onBodySent);
  });
}

/** A body of `bytes` made of one reused 64 KB chunk, so that the sender's memory stays small. */
export function repeatedBody(bytes: number): Readable {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return void this.push(null);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}
