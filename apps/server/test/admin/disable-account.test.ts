import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, registerUser, userStatus } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { registerAdmin, userIdOf } from './admin-api';

describe.each(testDatabaseKinds)('disabling an account on %s', (kind) => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await registerAdmin(server);
  });
  afterAll(() => server.close());

  const setDisabled = (id: number, disabled: boolean) =>
    call(server, 'PATCH', `/api/admin/users/${id}`, { token: admin.token, body: { disabled } });

  it('stops every token of the account at once, refuses its login, and records it', async () => {
    const user = await registerUser(server, {}, { locale: 'en' });
    const second = (await (await login(server, user.email, user.password)).json()) as { token: string };
    const id = await userIdOf(server, user.email);
    expect(await userStatus(server, user.token)).toBe(200);
    expect(await userStatus(server, second.token)).toBe(200);

    const disabled = await setDisabled(id, true);
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toMatchObject({ id, disabled: true });
    expect(await userStatus(server, user.token)).toBe(401);
    expect(await userStatus(server, second.token)).toBe(401);

    const refused = await login(server, user.email, user.password, { locale: 'en' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      errors: { email: ['This account has been disabled. Please contact the administrator.'] },
    });
    // A wrong password says only what it always says: nothing about the account's state.
    const wrong = await login(server, user.email, 'wrong password', { locale: 'en' });
    expect(await wrong.json()).toMatchObject({
      errors: { email: ['These credentials do not match our records.'] },
    });

    const enabled = await setDisabled(id, false);
    expect(await enabled.json()).toMatchObject({ id, disabled: false });
    // The old tokens stay revoked; a new login works.
    expect(await userStatus(server, user.token)).toBe(401);
    const again = await login(server, user.email, user.password);
    expect(again.status).toBe(200);
    expect(await userStatus(server, ((await again.json()) as { token: string }).token)).toBe(200);

    const audit = await call(server, 'GET', '/api/admin/audit', { token: admin.token });
    const entries = ((await audit.json()) as { data: { action: string; target_id: string }[] }).data;
    expect(entries.filter((entry) => entry.target_id === String(id)).map((entry) => entry.action)).toEqual([
      'user.enable',
      'user.disable',
    ]);
  });

  it('stops a disabled administrator at once too', async () => {
    const other = await registerAdmin(server, { name: 'Second Admin' });
    expect((await call(server, 'GET', '/api/admin/users', { token: other.token })).status).toBe(200);
    expect((await setDisabled(other.id, true)).status).toBe(200);
    expect((await call(server, 'GET', '/api/admin/users', { token: other.token })).status).toBe(401);
  });
});
