import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBodyMaxBytes } from '../../src/http/body-limits';
import type { Readable } from 'node:stream';
import { registerUser } from '../support/auth-api';
import { rawRequest, repeatedBody } from '../support/raw-request';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

const megabyte = 1024 * 1024;

describe.each(testDatabaseKinds)('request body limits on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ token } = await registerUser(server));
  });
  afterAll(() => server.close());

  const send = (
    method: string,
    path: string,
    body: string | Readable,
    headers: Record<string, string> = {},
  ) =>
    rawRequest(`${server.baseUrl}${path}`, {
      method,
      body,
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', ...headers },
    });
  const post = (path: string, body: string | Readable, headers: Record<string, string> = {}) =>
    send('POST', path, body, headers);

  it('answers 413 to a 1 MB login body, announced or streamed', async () => {
    const announced = await post(
      '/api/login',
      JSON.stringify({ email: 'a'.repeat(megabyte), password: 'x' }),
    );
    expect(announced.status).toBe(413);
    expect(JSON.parse(announced.text)).toEqual({
      code: 'payload_too_large',
      message: 'The request is too large.',
    });
    const streamed = await post('/api/login', repeatedBody(megabyte));
    expect(streamed.status).toBe(413);
  });

  it('limits every call, including those that need a user and unknown ones, to a few KB', async () => {
    const body = 'x'.repeat(defaultBodyMaxBytes + 1);
    const calls: [string, string][] = [
      ['POST', '/api/register'],
      ['POST', '/api/forgot-password'],
      ['POST', '/api/reset-password'],
      ['PATCH', '/api/settings/password'],
      ['POST', '/api/logout'],
      ['POST', '/api/document/update'],
      ['POST', '/api/email/verification-notification'],
      ['POST', '/api/no-such-call'],
      ['POST', '/'],
    ];
    for (const [method, path] of calls) {
      const response = await send(method, path, body, { Authorization: `Bearer ${token}` });
      expect(response.status, `${method} ${path}`).toBe(413);
    }
  });

  it('keeps the larger limits of save, download, copy and personal sets', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(8 * defaultBodyMaxBytes) });
    for (const path of [
      '/api/document/save',
      '/api/document/download',
      '/api/document/copy',
      '/api/set/personal',
    ]) {
      const response = await post(path, body, { Authorization: `Bearer ${token}` });
      expect(response.status, path).not.toBe(413);
    }
    const tooLarge = await post('/api/set/personal', JSON.stringify({ padding: 'x'.repeat(megabyte) }), {
      Authorization: `Bearer ${token}`,
    });
    expect(tooLarge.status).toBe(413);
  });

  it('keeps RSS flat over repeated big unauthenticated bodies (they are never buffered)', async () => {
    const bigBodies = async () => {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => post('/api/login', repeatedBody(64 * megabyte))),
      );
      for (const answer of answers) expect(answer.status).toBe(413);
    };
    await bigBodies();
    global.gc?.();
    const before = process.memoryUsage().rss;
    for (let round = 0; round < 5; round++) await bigBodies();
    const grownMb = (process.memoryUsage().rss - before) / megabyte;
    // 20 bodies of 64 MB each: buffering even one of them would add 64 MB or more.
    expect(grownMb).toBeLessThan(48);
  });
});
