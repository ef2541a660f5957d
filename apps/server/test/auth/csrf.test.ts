import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, uniqueEmail, userStatus, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

async function fetchCsrfCookie(server: TestServer): Promise<{ value: string; setCookie: string }> {
  const response = await server.request('/sanctum/csrf-cookie');
  expect(response.status).toBe(204);
  const setCookie = response.headers.get('set-cookie') ?? '';
  const value = /^XSRF-TOKEN=([^;]+)/.exec(setCookie)?.[1];
  expect(value).toBeDefined();
  return { value: decodeURIComponent(value!), setCookie };
}

describe.each(testDatabaseKinds)('CSRF protection on %s', (kind) => {
  let server: TestServer;
  let dana: RegisteredUser;
  let xsrf: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    dana = await registerUser(server);
    xsrf = (await fetchCsrfCookie(server)).value;
  });
  afterAll(() => server.close());

  it('GET /sanctum/csrf-cookie sets a fresh random XSRF-TOKEN readable by scripts, SameSite=Lax, Path=/', async () => {
    const first = await fetchCsrfCookie(server);
    const second = await fetchCsrfCookie(server);
    expect(first.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.value).not.toBe(first.value);
    expect(first.setCookie).toMatch(/; Path=\//);
    expect(first.setCookie).toMatch(/; SameSite=Lax/);
    expect(first.setCookie).not.toMatch(/HttpOnly/i);
    expect(first.setCookie).not.toMatch(/Secure/i);
  });

  it('refuses a cookie-authenticated state change without, or with a wrong, X-XSRF-TOKEN (419)', async () => {
    const cookie = `token=${dana.token}; XSRF-TOKEN=${xsrf}`;
    const attempts: Record<string, string>[] = [
      { Cookie: cookie },
      { Cookie: cookie, 'X-XSRF-TOKEN': `${xsrf.slice(0, -1)}x` },
      { Cookie: cookie, 'X-XSRF-TOKEN': '' },
      // The header alone proves nothing: the cookie must be there to compare with.
      { Cookie: `token=${dana.token}`, 'X-XSRF-TOKEN': xsrf },
    ];
    for (const headers of attempts) {
      const response = await call(server, 'POST', '/api/logout', { headers, locale: 'en' });
      expect(response.status).toBe(419);
      expect(await response.json()).toEqual({
        code: 'csrf_mismatch',
        message: 'CSRF token mismatch. Reload the page and try again.',
      });
    }
    const patch = await call(server, 'PATCH', '/api/settings/password', {
      headers: { Cookie: cookie },
      body: {
        old_password: dana.password,
        password: 'a new password',
        password_confirmation: 'a new password',
      },
    });
    expect(patch.status).toBe(419);
    // Nothing happened: the session lives and the password is unchanged.
    expect(await userStatus(server, dana.token)).toBe(200);
    expect(
      (await call(server, 'POST', '/api/login', { body: { email: dana.email, password: dana.password } }))
        .status,
    ).toBe(200);
  });

  it('lets a cookie-authenticated state change through with the matching X-XSRF-TOKEN', async () => {
    const { token } = (await (
      await call(server, 'POST', '/api/login', { body: { email: dana.email, password: dana.password } })
    ).json()) as { token: string };
    const response = await call(server, 'POST', '/api/logout', {
      headers: { Cookie: `token=${token}; XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf },
    });
    expect(response.status).toBe(204);
    expect(await userStatus(server, token)).toBe(401);
  });

  it('does not check reads, nor requests that carry an Authorization header', async () => {
    const read = await call(server, 'GET', '/api/user', {
      headers: { Cookie: `token=${dana.token}; XSRF-TOKEN=${xsrf}` },
    });
    expect(read.status).toBe(200);
    const { token } = (await (
      await call(server, 'POST', '/api/login', { body: { email: dana.email, password: dana.password } })
    ).json()) as { token: string };
    const bearer = await call(server, 'POST', '/api/logout', {
      token,
      headers: { Cookie: `token=${token}; XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': 'wrong' },
    });
    expect(bearer.status).toBe(204);
  });

  it('checks guest calls that carry an XSRF-TOKEN cookie, and lets API clients without cookies through', async () => {
    const calls: [string, unknown][] = [
      ['/api/login', { email: dana.email, password: dana.password }],
      [
        '/api/register',
        { name: 'Eve', email: uniqueEmail(), password: 'long enough', password_confirmation: 'long enough' },
      ],
      ['/api/forgot-password', { email: dana.email }],
      [
        '/api/reset-password',
        { token: 'x', email: dana.email, password: 'long enough', password_confirmation: 'long enough' },
      ],
    ];
    for (const [path, body] of calls) {
      const missing = await call(server, 'POST', path, { body, headers: { Cookie: `XSRF-TOKEN=${xsrf}` } });
      expect(missing.status, path).toBe(419);
      const wrong = await call(server, 'POST', path, {
        body,
        headers: { Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': 'wrong' },
      });
      expect(wrong.status, path).toBe(419);
    }
    const matching = await call(server, 'POST', '/api/login', {
      body: { email: dana.email, password: dana.password },
      headers: { Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf },
    });
    expect(matching.status).toBe(200);
    const noCookies = await call(server, 'POST', '/api/login', {
      body: { email: dana.email, password: dana.password },
    });
    expect(noCookies.status).toBe(200);
  });

  it('marks the cookie Secure when APP_URL is https', async () => {
    const secure = await startTestServer(kind, {
      auth: { appUrl: 'https://icf.example.org', appKey: randomBytes(32).toString('hex') },
    });
    try {
      expect((await fetchCsrfCookie(secure)).setCookie).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});
