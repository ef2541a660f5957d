import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

/** The security headers (decision record 0016) are on every answer, whatever the method. */
const securityHeaderNames = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
];

describe.each(testDatabaseKinds)('security headers for every method on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      webDistDir: path.resolve(import.meta.dirname, '../../../web/dist'),
    });
  });
  afterAll(() => server.close());

  it.each(['/api/code/all', '/api/set/all', '/api/site', '/api/user', '/api/no-such-call', '/', '/login'])(
    'HEAD %s carries the headers GET carries',
    async (path) => {
      const get = await server.request(path);
      await get.arrayBuffer();
      const head = await server.request(path, { method: 'HEAD' });
      expect(head.status).toBe(get.status);
      expect(await head.text()).toBe('');
      for (const name of securityHeaderNames) {
        expect(get.headers.get(name), `GET ${name}`).not.toBeNull();
        expect(head.headers.get(name), `HEAD ${name}`).toBe(get.headers.get(name));
      }
    },
  );

  it.each(['OPTIONS', 'DELETE', 'PUT'])('%s on an API path carries them too', async (method) => {
    const response = await server.request('/api/code/all', { method });
    await response.arrayBuffer();
    for (const name of securityHeaderNames) expect(response.headers.get(name), name).not.toBeNull();
  });
});
