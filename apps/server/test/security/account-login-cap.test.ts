import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLoginCap } from '../../src/features/auth/account-login-cap';
import { login, registerUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { parseTrustedProxies } from '../../src/http/trusted-proxies';

/** The proxy a test's requests come through: the test itself, on 127.0.0.1 (decision 0040). */
const loopbackProxy = parseTrustedProxies('loopback').proxies;

describe.each(testDatabaseKinds)('the per-account login cap across addresses on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a proxy, so that each request can come from another address (X-Forwarded-For).
    server = await startTestServer(kind, {
      auth: {
        appUrl: 'http://localhost:8080',
        appKey: randomBytes(32).toString('hex'),
        trustedProxies: loopbackProxy,
      },
    });
  });
  afterAll(() => server.close());

  const from = (n: number) => ({ headers: { 'X-Forwarded-For': `198.51.100.${n}` }, locale: 'en' as const });

  it('refuses logins after 20 failures from 20 addresses, then lets the real user in after a short delay', async () => {
    const victim = await registerUser(server);
    const bystander = await registerUser(server);
    // 4 wrong guesses from each of 5 addresses: under the per-address limit of 5 a minute.
    for (let n = 0; n < accountLoginCap.freeFailuresPerHour; n++) {
      const response = await login(server, victim.email, `wrong guess ${n}`, from(n % 5));
      expect(response.status, `guess ${n}`).toBe(422);
    }
    // The 21st failure starts a cool-down of 2 seconds…
    expect((await login(server, victim.email, 'wrong again', from(50))).status).toBe(422);
    // … during which any address, the right password included, is refused with Retry-After.
    const refused = await login(server, victim.email, victim.password, from(60));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(accountLoginCap.firstDelaySeconds);
    // Other accounts are not affected.
    expect((await login(server, bystander.email, bystander.password, from(60))).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, accountLoginCap.firstDelaySeconds * 1000 + 100));
    expect((await login(server, victim.email, victim.password, from(61))).status).toBe(200);
    // The success cleared the count: a new wrong guess is an ordinary 422 again.
    expect((await login(server, victim.email, 'wrong once more', from(62))).status).toBe(422);
    expect((await login(server, victim.email, victim.password, from(62))).status).toBe(200);
  });

  it('doubles the cool-down with each further failure, up to 5 minutes', async () => {
    const victim = await registerUser(server);
    const seconds: number[] = [];
    for (let n = 0; n < accountLoginCap.freeFailuresPerHour + 12; n++) {
      await login(server, victim.email, `wrong ${n}`, from(100 + (n % 50)));
      // Skip the running cool-down, as a patient attacker would, by ending it in the database.
      await server.database.executeSql(
        `update rate_limits set window_ends_at = now() where key = 'login-account-cooldown:${victim.email.toLowerCase()}' returning key`,
        [],
      );
    }
    const refused = await (async () => {
      await login(server, victim.email, 'last wrong guess', from(200));
      return login(server, victim.email, victim.password, from(201));
    })();
    seconds.push(Number(refused.headers.get('retry-after')));
    expect(refused.status).toBe(429);
    expect(seconds[0]).toBeGreaterThan(200);
    expect(seconds[0]).toBeLessThanOrEqual(accountLoginCap.maxDelaySeconds);
  });
});
