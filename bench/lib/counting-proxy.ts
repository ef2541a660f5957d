import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  /** Bytes (status line, headers and body as sent) and requests since the last reset. */
  take(): { bytes: number; requests: number };
  stop(): Promise<void>;
}

/**
 * A reverse proxy in front of the server that counts what the server sends back: every request of the page
 * and of its service worker passes it, which the browser's own per-page network events do not show.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const targetUrl = new URL(target);
  let bytes = 0;
  let requests = 0;
  const server = createServer((incoming, outgoing) => {
    requests += 1;
    const forwarded = httpRequest(
      {
        hostname: targetUrl.hostname,
        port: targetUrl.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: targetUrl.host },
      },
      (answer) => {
        const head = Object.entries(answer.headers)
          .map(([name, value]) => `${name}: ${String(value)}\r\n`)
          .join('');
        bytes += `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n${head}\r\n`.length;
        answer.on('data', (chunk: Buffer) => void (bytes += chunk.length));
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    take() {
      const counted = { bytes, requests };
      bytes = 0;
      requests = 0;
      return counted;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
