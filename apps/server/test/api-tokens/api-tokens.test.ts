import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenListSchema, personalAccessTokenPrefix } from '@icf/shared';
import { accessTokens } from '../../src/db/schema';
import { sha256Hex } from '../../src/auth/secrets';
import { pruneStaleAuthRows } from '../../src/features/auth/prune-stale-auth-rows';
import { answerInEnglish, call, registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { createApiTokenOk } from './api-token-api';

const day = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds)('personal access tokens on %s', (kind) => {
  let server: TestServer;
  let owner: RegisteredUser;

  beforeAll(async () => {
    server = await startTestServer(kind, { apiTokenRateLimitPerMinute: 5 });
    owner = await registerUser(server);
  });
  afterAll(() => server.close());

  const listTokens = async (token = owner.token) => {
    const response = await call(server, 'GET', '/api/settings/tokens', { token });
    expect(response.status).toBe(200);
    return apiTokenListSchema.parse(await response.json()).data;
  };

  it('shows a new token once, stores only its hash, and lists it with its last use', async () => {
    const created = await createApiTokenOk(server, owner.token, ['documents:read', 'export'], {
      name: '  Hospital records  ',
      expiresInDays: 90,
    });
    expect(created.token.startsWith(personalAccessTokenPrefix)).toBe(true);
    expect(created.token.length).toBe(personalAccessTokenPrefix.length + 64);
    expect(created).toMatchObject({ name: 'Hospital records', abilities: ['documents:read', 'export'] });
    const lifetime = Date.parse(created.expires_at) - Date.parse(created.created_at);
    expect(Math.round(lifetime / day)).toBe(90);

    const [row] = await server.database.db.select().from(accessTokens).where(eq(accessTokens.id, created.id));
    expect(row!.tokenHash).toBe(sha256Hex(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const listed = (await listTokens()).find((token) => token.id === created.id)!;
    expect(listed).not.toHaveProperty('token');
    expect(listed.last_used_at).toBeNull();
    expect((await call(server, 'GET', '/api/document/all', { token: created.token })).status).toBe(200);
    const used = (await listTokens()).find((token) => token.id === created.id)!;
    expect(used.last_used_at).not.toBeNull();
  });

  it('revokes a token: 401 from then on, gone from the list; another user cannot revoke it', async () => {
    const created = await createApiTokenOk(server, owner.token, ['documents:read']);
    const stranger = await registerUser(server);
    const foreign = await call(server, 'DELETE', `/api/settings/tokens/${created.id}`, {
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);
    expect((await call(server, 'GET', '/api/document/all', { token: created.token })).status).toBe(200);

    const revoked = await call(server, 'DELETE', `/api/settings/tokens/${created.id}`, {
      token: owner.token,
    });
    expect(revoked.status).toBe(204);
    const after = await answerInEnglish(server, 'GET', '/api/document/all', created.token);
    expect(after).toEqual({ status: 401, body: { code: 'unauthenticated', message: 'Unauthenticated.' } });
    expect((await listTokens()).map((token) => token.id)).not.toContain(created.id);
    const again = await call(server, 'DELETE', `/api/settings/tokens/${created.id}`, { token: owner.token });
    expect(again.status).toBe(404);
    for (const id of ['0', 'abc', '99999999999']) {
      expect(
        (await call(server, 'DELETE', `/api/settings/tokens/${id}`, { token: owner.token })).status,
      ).toBe(404);
    }
  });

  it('refuses an expired token with 401, lists it no more, and the pruning job deletes it', async () => {
    const created = await createApiTokenOk(server, owner.token, ['documents:read']);
    expect((await call(server, 'GET', '/api/document/all', { token: created.token })).status).toBe(200);
    await server.database.db
      .update(accessTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accessTokens.id, created.id));
    expect((await call(server, 'GET', '/api/document/all', { token: created.token })).status).toBe(401);
    expect((await listTokens()).map((token) => token.id)).not.toContain(created.id);
    await pruneStaleAuthRows(server.database.db);
    const rows = await server.database.db.select().from(accessTokens).where(eq(accessTokens.id, created.id));
    expect(rows).toEqual([]);
  });

  it('keeps the sign-in token working as before, beside personal tokens', async () => {
    await createApiTokenOk(server, owner.token, ['clients:read']);
    expect((await call(server, 'GET', '/api/user', { token: owner.token })).status).toBe(200);
    expect((await call(server, 'GET', '/api/admin/users', { token: owner.token })).status).toBe(403);
    expect((await call(server, 'GET', '/api/document/all', { token: owner.token })).status).toBe(200);
  });

  it('refuses bad input with 422 per field', async () => {
    const create = (body: unknown) =>
      answerInEnglish<{ errors: Record<string, string[]> }>(
        server,
        'POST',
        '/api/settings/tokens',
        owner.token,
        body,
      );
    const valid = { name: 'x', expires_in_days: 30, abilities: ['export'] };
    const cases: [unknown, string][] = [
      [{ ...valid, name: '   ' }, 'name'],
      [{ ...valid, name: 'a\u0000b' }, 'name'],
      [{ ...valid, name: 'n'.repeat(101) }, 'name'],
      [{ ...valid, expires_in_days: 31 }, 'expires_in_days'],
      [{ ...valid, expires_in_days: '30' }, 'expires_in_days'],
      [{ ...valid, abilities: [] }, 'abilities'],
      [{ ...valid, abilities: ['admin'] }, 'abilities.0'],
      [{ ...valid, abilities: Array.from({ length: 100 }, () => 'export') }, 'abilities'],
    ];
    for (const [body, field] of cases) {
      const answer = await create(body);
      expect([JSON.stringify(body).slice(0, 60), answer.status]).toEqual([
        JSON.stringify(body).slice(0, 60),
        422,
      ]);
      expect(Object.keys(answer.body.errors)).toContain(field);
    }
  });

  it('limits each personal token to its own calls per minute; other tokens and sign-in tokens go on', async () => {
    const first = await createApiTokenOk(server, owner.token, ['documents:read']);
    const second = await createApiTokenOk(server, owner.token, ['documents:read']);
    for (let index = 0; index < 5; index += 1) {
      expect((await call(server, 'GET', '/api/document/all', { token: first.token })).status).toBe(200);
    }
    const refused = await call(server, 'GET', '/api/document/all', { token: first.token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Every call with the token counts, a public one too (so the description gives every route a 429).
    expect((await call(server, 'GET', '/api/health', { token: first.token })).status).toBe(429);
    expect((await call(server, 'GET', '/api/document/all', { token: second.token })).status).toBe(200);
    for (let index = 0; index < 7; index += 1) {
      expect((await call(server, 'GET', '/api/document/all', { token: owner.token })).status).toBe(200);
    }
  });

  it('counts made-up personal tokens per client address: one rate_limits row, however many tokens', async () => {
    const countRows = async () =>
      (
        (await server.database.executeSql(
          "select count(*)::int as rows from rate_limits where key like 'api-token%'",
        )) as { rows: { rows: number }[] }
      ).rows[0]!.rows;
    const before = await countRows();
    const madeUp = () => `${personalAccessTokenPrefix}${randomBytes(32).toString('hex')}`;
    for (let index = 0; index < 5; index += 1) {
      expect((await call(server, 'GET', '/api/document/all', { token: madeUp() })).status).toBe(401);
    }
    // The address's window (5 a minute in this server) is spent: a sixth made-up token is refused unread.
    expect((await call(server, 'GET', '/api/document/all', { token: madeUp() })).status).toBe(429);
    expect(
      (await call(server, 'GET', '/api/document/all', { token: `${madeUp()}${'x'.repeat(300)}` })).status,
    ).toBe(429);
    expect(await countRows()).toBe(before + 1);
    // An issued token keeps its own window.
    const issued = await createApiTokenOk(server, owner.token, ['documents:read']);
    expect((await call(server, 'GET', '/api/document/all', { token: issued.token })).status).toBe(200);
  });

  it('revokes personal tokens with the sign-in tokens when the password changes', async () => {
    const created = await createApiTokenOk(server, owner.token, ['documents:read']);
    const changed = await call(server, 'PATCH', '/api/settings/password', {
      token: owner.token,
      body: {
        old_password: owner.password,
        password: 'another horse battery',
        password_confirmation: 'another horse battery',
      },
    });
    expect(changed.status).toBe(200);
    expect((await call(server, 'GET', '/api/document/all', { token: created.token })).status).toBe(401);
    expect((await call(server, 'GET', '/api/document/all', { token: owner.token })).status).toBe(200);
  });
});
