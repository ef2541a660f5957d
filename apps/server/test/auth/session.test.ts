import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from '../../src/db/schema';
import { call, login, registerUser, uniqueEmail, userStatus, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe.each(testDatabaseKinds)('register, login, user, logout on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await registerUser(server, { name: 'Alice Park' }, { locale: 'en' });
  });
  afterAll(() => server.close());

  it('registers, logs in, reads the user and logs out; the token is dead after logout', async () => {
    expect(alice.token).toMatch(/^[A-Za-z0-9_-]{64}$/);

    const loggedIn = await login(server, alice.email, alice.password);
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.headers.get('cache-control')).toBe('no-store');
    const { token } = (await loggedIn.json()) as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(token).not.toBe(alice.token);

    const me = await call(server, 'GET', '/api/user', { token });
    expect(me.status).toBe(200);
    const user = (await me.json()) as Record<string, unknown>;
    expect(Object.keys(user).sort()).toEqual(['created_at', 'email', 'id', 'name', 'role']);
    expect(user).toMatchObject({
      name: 'Alice Park',
      email: alice.email,
      role: 'user',
      id: expect.any(Number),
    });
    expect(new Date(user.created_at as string).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const loggedOut = await call(server, 'POST', '/api/logout', { token });
    expect(loggedOut.status).toBe(204);
    const after = await call(server, 'GET', '/api/user', { token });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ code: 'unauthenticated', message: expect.any(String) });
    expect((await call(server, 'POST', '/api/logout', { token })).status).toBe(401);
    // Logout ends one session only: the registration token still works.
    expect(await userStatus(server, alice.token)).toBe(200);
  });

  it('stores only the SHA-256 of tokens and an argon2id hash of the password, one token row per login', async () => {
    const { token } = (await (await login(server, alice.email, alice.password)).json()) as { token: string };
    const [user] = await server.database.db.select().from(users).where(eq(users.email, alice.email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user!.passwordHash).not.toContain(alice.password);
    const rows = await server.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.userId, user!.id));
    const hashes = rows.map((row) => row.tokenHash);
    expect(hashes).toContain(sha256(token));
    expect(hashes).toContain(sha256(alice.token));
    expect(hashes).not.toContain(token);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('logs in with the e-mail in another letter case', async () => {
    expect((await login(server, alice.email.toUpperCase(), alice.password)).status).toBe(200);
    expect((await login(server, ` ${alice.email.toLowerCase()} `, alice.password)).status).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same 422 on email', async () => {
    const wrongPassword = await login(server, alice.email, 'wrong password', { locale: 'en' });
    expect(wrongPassword.status).toBe(422);
    const body = await wrongPassword.json();
    expect(body).toEqual({
      code: 'validation_failed',
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    const unknown = await login(server, uniqueEmail('nobody'), alice.password, { locale: 'en' });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual(body);

    const korean = await login(server, alice.email, 'wrong password', { locale: 'kr' });
    expect(((await korean.json()) as { errors: { email: string[] } }).errors.email).toEqual([
      '이메일 주소 또는 비밀번호가 일치하지 않습니다.',
    ]);
  });

  it('refuses an e-mail that is taken in another letter case, and keeps one account', async () => {
    const response = await call(server, 'POST', '/api/register', {
      locale: 'en',
      body: {
        name: 'Copy',
        email: alice.email.toUpperCase(),
        password: 'another password',
        password_confirmation: 'another password',
      },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { email: ['The email has already been taken.'] },
    });
    const rows = await server.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${alice.email.toLowerCase()}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Alice Park');
  });

  it('keeps the registration locale from Accept-Language: en, kr, ko, and Korean when absent', async () => {
    const localeOf = async (email: string) =>
      (await server.database.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]
        ?.locale;
    expect(await localeOf(alice.email)).toBe('en');
    const korean = await registerUser(server, {}, { headers: { 'Accept-Language': 'ko-KR,ko;q=0.9' } });
    expect(await localeOf(korean.email)).toBe('kr');
    const unspecified = await registerUser(server);
    expect(await localeOf(unspecified.email)).toBe('kr');
  });

  it('validates registration in English', async () => {
    const response = await call(server, 'POST', '/api/register', {
      locale: 'en',
      body: { name: '  ', email: 'not-an-email', password: 'short', password_confirmation: 'different' },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'The name field is required.',
      errors: {
        name: ['The name field is required.'],
        email: ['The email field must be a valid email address.'],
        password: [
          'The password field must be at least 8 characters.',
          'The password confirmation does not match.',
        ],
      },
    });

    const mismatch = await call(server, 'POST', '/api/register', {
      locale: 'en',
      body: {
        name: 'x'.repeat(256),
        email: uniqueEmail(),
        password: 'long enough 1',
        password_confirmation: 'long enough 2',
      },
    });
    expect(((await mismatch.json()) as { errors: unknown }).errors).toEqual({
      name: ['The name field must not be greater than 255 characters.'],
      password: ['The password confirmation does not match.'],
    });

    const empty = await call(server, 'POST', '/api/register', { locale: 'en', body: {} });
    expect(((await empty.json()) as { errors: unknown }).errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      password: ['The password field is required.'],
      password_confirmation: ['The password confirmation field is required.'],
    });
  });

  it('validates registration in Korean for kr, ko and no Accept-Language', async () => {
    const expected = {
      name: ['이름 항목은 필수입니다.'],
      email: ['이메일 항목은 올바른 이메일 주소여야 합니다.'],
      password: ['비밀번호 항목은 최소 8자 이상이어야 합니다.', '비밀번호 확인이 일치하지 않습니다.'],
    };
    const body = { name: '', email: 'not-an-email', password: 'short', password_confirmation: 'different' };
    for (const headers of [{ 'Accept-Language': 'kr' }, { 'Accept-Language': 'ko' }, {}] as Record<
      string,
      string
    >[]) {
      const response = await call(server, 'POST', '/api/register', { headers, body });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        code: 'validation_failed',
        message: expected.name[0],
        errors: expected,
      });
    }
  });

  it('answers a malformed JSON body with 422 malformed_json, and a non-object body with 422', async () => {
    for (const path of ['/api/login', '/api/register']) {
      const response = await server.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        body: '{"email": "a@b.co",',
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        code: 'malformed_json',
        message: 'The request body is not valid JSON.',
      });
    }
    const array = await call(server, 'POST', '/api/login', { locale: 'en', body: [] });
    expect(array.status).toBe(422);
    expect(await array.json()).toMatchObject({ errors: { _: ['The request body must be a JSON object.'] } });
  });

  it('answers 401 for a missing, unknown or malformed token', async () => {
    expect((await call(server, 'GET', '/api/user')).status).toBe(401);
    expect(await userStatus(server, 'x'.repeat(64))).toBe(401);
    const basic = await call(server, 'GET', '/api/user', {
      headers: { Authorization: `Basic ${alice.token}` },
    });
    expect(basic.status).toBe(401);
    expect(basic.headers.get('www-authenticate')).toBe('Bearer');
    const korean = await call(server, 'GET', '/api/user', { locale: 'kr' });
    expect(await korean.json()).toEqual({ code: 'unauthenticated', message: '로그인이 필요합니다.' });
  });

  it('accepts the token cookie when there is no Authorization header, and ignores it when there is one', async () => {
    const cookie = await call(server, 'GET', '/api/user', { headers: { Cookie: `token=${alice.token}` } });
    expect(cookie.status).toBe(200);
    expect(await cookie.json()).toMatchObject({ email: alice.email });
    const both = await call(server, 'GET', '/api/user', {
      token: 'not-a-token',
      headers: { Cookie: `token=${alice.token}` },
    });
    expect(both.status).toBe(401);
  });
});
