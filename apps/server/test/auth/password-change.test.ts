import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, registerUser, userStatus } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

const changePassword = (server: TestServer, token: string, body: unknown, locale: 'en' | 'kr' = 'en') =>
  call(server, 'PATCH', '/api/settings/password', { token, body, locale });

describe.each(testDatabaseKinds)('PATCH /api/settings/password on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('refuses a wrong current password with 422 on old_password and changes nothing', async () => {
    const user = await registerUser(server);
    const response = await changePassword(server, user.token, {
      old_password: 'not my password',
      password: 'brand new password',
      password_confirmation: 'brand new password',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'The provided password does not match your current password.',
      errors: { old_password: ['The provided password does not match your current password.'] },
    });
    const korean = await changePassword(
      server,
      user.token,
      {
        old_password: 'not my password',
        password: 'brand new password',
        password_confirmation: 'brand new password',
      },
      'kr',
    );
    expect(((await korean.json()) as { errors: unknown }).errors).toEqual({
      old_password: ['현재 비밀번호가 일치하지 않습니다.'],
    });
    expect((await login(server, user.email, user.password)).status).toBe(200);
    expect((await login(server, user.email, 'brand new password')).status).toBe(422);
  });

  it('refuses a short or unconfirmed new password, and a missing current one, per field', async () => {
    const user = await registerUser(server);
    const short = await changePassword(server, user.token, {
      old_password: user.password,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.status).toBe(422);
    expect(((await short.json()) as { errors: unknown }).errors).toEqual({
      password: ['The password field must be at least 8 characters.'],
    });
    const unconfirmed = await changePassword(server, user.token, {
      password: 'brand new password',
      password_confirmation: 'another new password',
    });
    expect(((await unconfirmed.json()) as { errors: unknown }).errors).toEqual({
      old_password: ['The current password field is required.'],
      password: ['The password confirmation does not match.'],
    });
    expect((await login(server, user.email, user.password)).status).toBe(200);
  });

  it('changes the password: the old one no longer logs in, other sessions end, this one stays', async () => {
    const user = await registerUser(server);
    const other = (await (await login(server, user.email, user.password)).json()) as { token: string };
    const response = await changePassword(server, user.token, {
      old_password: user.password,
      password: 'brand new password',
      password_confirmation: 'brand new password',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'Your password has been changed.' });

    expect((await login(server, user.email, user.password)).status).toBe(422);
    expect((await login(server, user.email, 'brand new password')).status).toBe(200);
    expect(await userStatus(server, user.token)).toBe(200);
    expect(await userStatus(server, other.token)).toBe(401);
  });

  it('refuses the 6th wrong current password within a minute with 429', async () => {
    const user = await registerUser(server);
    const attempt = (oldPassword: string) =>
      changePassword(server, user.token, {
        old_password: oldPassword,
        password: 'brand new password',
        password_confirmation: 'brand new password',
      });
    for (let count = 1; count <= 5; count++) expect((await attempt(`guess ${count}`)).status).toBe(422);
    const sixth = await attempt(user.password);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await sixth.json()).toMatchObject({
      code: 'too_many_requests',
      errors: { old_password: [expect.any(String)] },
    });
  });

  it('requires a session', async () => {
    const response = await call(server, 'PATCH', '/api/settings/password', {
      body: {
        old_password: 'whatever',
        password: 'brand new password',
        password_confirmation: 'brand new password',
      },
    });
    expect(response.status).toBe(401);
  });
});
