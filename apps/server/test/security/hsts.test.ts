import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

/** HSTS under https (APP_URL) covers the app's own host, and its subdomains only with HSTS_INCLUDE_SUBDOMAINS. */
describe.each(testDatabaseKinds)('HSTS on %s', (kind) => {
  const auth = { appUrl: 'https://icf.example.org', appKey: randomBytes(32).toString('hex') };
  let hostOnly: TestServer;
  let withSubdomains: TestServer;
  beforeAll(async () => {
    hostOnly = await startTestServer(kind, { auth });
    withSubdomains = await startTestServer(kind, { auth, hstsIncludeSubdomains: true });
  });
  afterAll(async () => {
    await hostOnly.close();
    await withSubdomains.close();
  });

  it('leaves subdomains out by default', async () => {
    for (const url of ['/api/set/all', '/api/no-such-call']) {
      const response = await hostOnly.request(url);
      await response.arrayBuffer();
      expect(response.headers.get('strict-transport-security'), url).toBe('max-age=31536000');
    }
  });

  it('includes subdomains when HSTS_INCLUDE_SUBDOMAINS is true', async () => {
    for (const url of ['/api/set/all', '/api/no-such-call']) {
      const response = await withSubdomains.request(url);
      await response.arrayBuffer();
      expect(response.headers.get('strict-transport-security'), url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });
});
