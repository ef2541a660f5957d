import { documentInfoFields } from '@icf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, uniqueEmail } from '../support/auth-api';
import { captureLogs, type LogCapture } from '../support/log-capture';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { sampleDocument } from '../documents/document-api';

const nul = 'a\u0000b';

/** Each field of `body` in turn set to a text with NUL (and, for passwords, its confirmation with it). */
function withNulIn(body: Record<string, unknown>): [string, Record<string, unknown>][] {
  return Object.keys(body).map((field) => {
    const value =
      typeof body[field] === 'string' && field.includes('password') ? `${body[field]}${nul}` : nul;
    const changed: Record<string, unknown> = { ...body, [field]: value };
    // Keep the confirmation equal, so that only the NUL can be the problem.
    if (field === 'password') changed.password_confirmation = value;
    if (field === 'password_confirmation') changed.password = value;
    return [field, changed];
  });
}

describe.each(testDatabaseKinds)('NUL in a text field on %s', (kind) => {
  let server: TestServer;
  let logs: LogCapture;
  let token: string;
  beforeAll(async () => {
    logs = captureLogs('info');
    server = await startTestServer(kind, { logger: logs.logger });
    ({ token } = await registerUser(server));
  });
  afterAll(() => server.close());

  const expect422 = async (method: string, path: string, body: Record<string, unknown>, auth?: string) => {
    for (const [field, changed] of withNulIn(body)) {
      const response = await call(server, method, path, { body: changed, token: auth, locale: 'en' });
      const answer = (await response.json()) as { errors?: Record<string, string[]> };
      expect(response.status, `${path} ${field}: ${JSON.stringify(answer)}`).toBe(422);
      const fieldWithError = field === 'password_confirmation' ? 'password' : field;
      expect(Object.keys(answer.errors ?? {}), `${path} ${field}`).toContain(fieldWithError);
    }
  };
  const password = 'correct horse battery';

  it('register: 422 on the field, never 500', () =>
    expect422('POST', '/api/register', {
      name: 'Kim',
      email: uniqueEmail(),
      password,
      password_confirmation: password,
    }));

  it('login and forgot-password: 422', async () => {
    await expect422('POST', '/api/login', { email: uniqueEmail(), password });
    await expect422('POST', '/api/forgot-password', { email: uniqueEmail() });
  });

  it('reset-password: 422 on every field', () =>
    expect422('POST', '/api/reset-password', {
      token: 'a'.repeat(64),
      email: uniqueEmail(),
      password,
      password_confirmation: password,
    }));

  it('change-password: 422 on every field', () =>
    expect422(
      'PATCH',
      '/api/settings/password',
      {
        old_password: password,
        password: 'another long password',
        password_confirmation: 'another long password',
      },
      token,
    ));

  it('save: 422 on every info field and on a description', async () => {
    for (const field of documentInfoFields) {
      const response = await call(server, 'POST', '/api/document/save', {
        body: sampleDocument({ [field]: nul }),
        token,
      });
      expect(response.status, field).toBe(422);
    }
    const document = sampleDocument();
    const data = { ...document.data, b280: { ...document.data.b280!, desc: nul } };
    const response = await call(server, 'POST', '/api/document/save', { body: { ...document, data }, token });
    expect(response.status).toBe(422);
  });

  it('logged no error at all, so no hash either', () => {
    expect(logs.entries().filter((entry) => entry.level === 'error')).toEqual([]);
    expect(logs.text()).not.toContain('argon2');
  });
});
