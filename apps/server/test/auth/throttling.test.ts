import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, registerUser, uniqueEmail, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { parseTrustedProxies } from '../../src/http/trusted-proxies';

/** The proxy a test's requests come through: the test itself, on 127.0.0.1 (decision 0040). */
const loopbackProxy = parseTrustedProxies('loopback').proxies;

interface ThrottledBody {
  code: string;
  message: string;
  errors: Record<string, string[]>;
}

async function expectThrottled(response: Response, maxSeconds: number): Promise<ThrottledBody> {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  const body = (await response.json()) as ThrottledBody;
  expect(body.code).toBe('too_many_requests');
  // The message names the seconds to wait; Retry-After and the text were computed by the same query.
  expect(body.message).toContain(String(retryAfter));
  return body;
}

describe.each(testDatabaseKinds)('throttling on %s', (kind) => {
  describe('login and password reset requests', () => {
    let server: TestServer;
    let bob: RegisteredUser;
    let carol: RegisteredUser;
    beforeAll(async () => {
      server = await startTestServer(kind);
      bob = await registerUser(server);
      carol = await registerUser(server);
    });
    afterAll(() => server.close());

    it('refuses the 6th login within a minute after 5 failures, even with the right password', async () => {
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await login(server, bob.email, `wrong ${attempt}`)).status).toBe(422);
      }
      const sixth = await expectThrottled(await login(server, bob.email, bob.password, { locale: 'en' }), 60);
      expect(sixth.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
      expect(sixth.errors.email).toEqual([sixth.message]);
      // The key is the e-mail in any case.
      await expectThrottled(await login(server, bob.email.toUpperCase(), bob.password), 60);
      const korean = await expectThrottled(
        await login(server, bob.email, bob.password, { locale: 'kr' }),
        60,
      );
      expect(korean.message).toMatch(/^로그인 시도가 너무 많습니다\. \d+초 후에 다시 시도하세요\.$/);
      // Another e-mail from the same address is not affected.
      expect((await login(server, carol.email, carol.password)).status).toBe(200);
    });

    it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
      const email = uniqueEmail('ghost');
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await login(server, email, 'wrong', {
          headers: { 'X-Forwarded-For': `198.51.100.${attempt}` },
        });
        expect(response.status).toBe(422);
      }
      await expectThrottled(
        await login(server, email, 'wrong', { headers: { 'X-Forwarded-For': '198.51.100.99' } }),
        60,
      );
    });

    it('starts counting again after a successful login', async () => {
      for (let attempt = 1; attempt <= 4; attempt++) {
        expect((await login(server, carol.email, 'wrong')).status).toBe(422);
      }
      expect((await login(server, carol.email, carol.password)).status).toBe(200);
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await login(server, carol.email, 'wrong')).status).toBe(422);
      }
      await expectThrottled(await login(server, carol.email, 'wrong'), 60);
    });

    it('allows 5 reset requests per 10 minutes per e-mail, for unknown e-mails alike', async () => {
      for (const email of [carol.email, uniqueEmail('unknown')]) {
        for (let attempt = 1; attempt <= 5; attempt++) {
          expect((await call(server, 'POST', '/api/forgot-password', { body: { email } })).status).toBe(200);
        }
        const sixth = await call(server, 'POST', '/api/forgot-password', { body: { email }, locale: 'en' });
        const body = await expectThrottled(sixth, 600);
        expect(body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      }
    });
  });

  describe('registration behind a trusted proxy', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, {
        auth: {
          appUrl: 'http://localhost:8080',
          appKey: randomBytes(32).toString('hex'),
          trustedProxies: loopbackProxy,
        },
      });
    });
    afterAll(() => server.close());

    it('allows 10 registrations per hour per client address, taken from the last X-Forwarded-For entry', async () => {
      const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
      for (let attempt = 1; attempt <= 10; attempt++) await registerUser(server, {}, from('203.0.113.7'));
      const password = 'long enough password';
      const body = { name: 'Eleven', email: uniqueEmail(), password, password_confirmation: password };
      const eleventh = await call(server, 'POST', '/api/register', { ...from('203.0.113.7'), body });
      await expectThrottled(eleventh, 3600);
      // A client cannot escape by prepending addresses: the proxy appends the real one last.
      const spoofed = await call(server, 'POST', '/api/register', { ...from('10.0.0.1, 203.0.113.7'), body });
      await expectThrottled(spoofed, 3600);
      // Another client is not affected.
      await registerUser(server, {}, from('203.0.113.8'));
    });
  });
});
