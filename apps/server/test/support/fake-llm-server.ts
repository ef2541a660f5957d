import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers to one request: a completion, a status with an error body, or nothing at all. */
export type FakeLlmReply = { content: string } | { status: number } | 'hang';

export interface FakeLlmServer {
  /** The base URL to give the OpenAI SDK (`…/v1`). */
  baseUrl: string;
  /** Every request body received, parsed, in order. */
  requests: { path: string; authorization: string | undefined; body: unknown }[];
  /** Replies used in order; once used up, every request gets `fallback`. */
  reply(...replies: FakeLlmReply[]): void;
  fallback: FakeLlmReply;
  close(): Promise<void>;
}

/** A small OpenAI-compatible chat-completions server on 127.0.0.1 that records what it is sent. */
export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const queued: FakeLlmReply[] = [];
  const hanging = new Set<ServerResponse>();
  const fake: FakeLlmServer = {
    baseUrl: '',
    requests: [],
    reply: (...replies) => queued.push(...replies),
    fallback: { content: 'Goal 1: walk 50 m (d450 from 3 to 2).' },
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      fake.requests.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: text ? (JSON.parse(text) as unknown) : null,
      });
      const reply = queued.shift() ?? fake.fallback;
      if (reply === 'hang') {
        hanging.add(response);
        return;
      }
      response.setHeader('Content-Type', 'application/json');
      if ('status' in reply) {
        response.statusCode = reply.status;
        response.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
        return;
      }
      response.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'fake-model',
          choices: [
            { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content } },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
