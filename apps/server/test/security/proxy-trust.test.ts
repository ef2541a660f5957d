import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '../../src/http/trusted-proxies';
import { login, uniqueEmail } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Decision 0040: X-Forwarded-For counts only on a connection from a proxy TRUST_PROXY names, and then the
 * client is its right-most entry that is not a trusted proxy. The test's requests come from 127.0.0.1.
 */
function serverTrusting(kind: (typeof testDatabaseKinds)[number], trustProxy: string): Promise<TestServer> {
  const { proxies } = parseTrustedProxies(trustProxy);
  return startTestServer(kind, {
    auth: {
      appUrl: 'http://localhost:8080',
      appKey: randomBytes(32).toString('hex'),
      trustedProxies: proxies,
    },
  });
}

const forwardedFor = (value: string) => ({ headers: { 'X-Forwarded-For': value } });

describe.each(testDatabaseKinds)('proxy trust on %s', (kind) => {
  describe('from a peer that is not a trusted proxy', () => {
    let server: TestServer;
    beforeAll(async () => {
      // Proxies elsewhere, none on this machine: 127.0.0.1 is an ordinary client.
      server = await serverTrusting(kind, '203.0.113.0/24, 2001:db8::/32');
    });
    afterAll(() => server.close());

    it('a forged X-Forwarded-For does not escape the per-address login limit', async () => {
      const email = uniqueEmail('forger');
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await login(server, email, 'wrong', forwardedFor(`198.51.100.${attempt}`));
        expect(response.status).toBe(422);
      }
      const sixth = await login(server, email, 'wrong', forwardedFor('198.51.100.6'));
      expect(sixth.status).toBe(429);
      // Nor does naming a trusted proxy as the last hop.
      expect((await login(server, email, 'wrong', forwardedFor('198.51.100.7, 203.0.113.9'))).status).toBe(
        429,
      );
    });
  });

  describe('from a trusted proxy (loopback)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await serverTrusting(kind, 'loopback');
    });
    afterAll(() => server.close());

    it('honours X-Forwarded-For: each forwarded client has its own limit', async () => {
      const email = uniqueEmail('clinic');
      for (let attempt = 1; attempt <= 6; attempt++) {
        const response = await login(server, email, 'wrong', forwardedFor(`198.51.100.${attempt}`));
        expect(response.status, `client ${attempt}`).toBe(422);
      }
      for (let attempt = 1; attempt <= 4; attempt++) {
        expect((await login(server, email, 'wrong', forwardedFor('198.51.100.1'))).status).toBe(422);
      }
      expect((await login(server, email, 'wrong', forwardedFor('198.51.100.1'))).status).toBe(429);
    });

    it('takes the right-most entry that is not a trusted proxy, past a chain of proxies', async () => {
      const email = uniqueEmail('chain');
      // A client that prepends addresses, then two proxies on this machine (127.0.0.2, ::1) that appended.
      for (let attempt = 1; attempt <= 5; attempt++) {
        const forged = `192.0.2.${attempt}, 198.51.100.50, 127.0.0.2, ::1`;
        expect((await login(server, email, 'wrong', forwardedFor(forged))).status).toBe(422);
      }
      expect((await login(server, email, 'wrong', forwardedFor('198.51.100.50'))).status).toBe(429);
      // Another client behind the same proxies is not affected.
      expect((await login(server, email, 'wrong', forwardedFor('198.51.100.51, ::1'))).status).toBe(422);
    });
  });
});
