import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, rateLimits } from '../../src/db/schema';
import { createPruneJob } from '../../src/features/auth/prune-job';
import { sha256Hex } from '../../src/auth/secrets';
import { call, registerUser, userStatus } from '../support/auth-api';
import { captureLogs } from '../support/log-capture';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

describe.each(testDatabaseKinds)('pruning and idle tokens on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { jobQueue: true });
  }, 60_000);
  afterAll(() => server.close());
  const db = () => server.database.db;

  it('schedules the pruning job on pg-boss', async () => {
    const { rows } = await server.database.executeSql(`select name, cron from pgboss.schedule`, []);
    expect(rows).toContainEqual(expect.objectContaining({ name: 'prune-auth-tables', cron: '*/15 * * * *' }));
    // Decision record 0031: the idempotency keys of saves, once an hour.
    expect(rows).toContainEqual(
      expect.objectContaining({ name: 'prune-idempotency-keys', cron: '23 * * * *' }),
    );
  });

  it('the pruning job deletes ended windows and dead tokens, and keeps the live ones', async () => {
    const live = await registerUser(server);
    const loggedOut = await registerUser(server);
    await call(server, 'POST', '/api/logout', { token: loggedOut.token });
    const idle = await registerUser(server);
    await db().execute(
      sql`update access_tokens set last_used_at = now() - interval '31 days', created_at = now() - interval '40 days'
          where user_id = (select id from users where email = ${idle.email})`,
    );
    await db()
      .insert(rateLimits)
      .values([
        { key: 'test:ended', hits: 3, windowEndsAt: sql`now() - interval '1 second'` },
        { key: 'test:running', hits: 3, windowEndsAt: sql`now() + interval '1 hour'` },
      ]);
    const before = await db().select().from(accessTokens);

    const logs = captureLogs();
    await createPruneJob({ db: db(), logger: logs.logger }).handle(undefined, { number: 1, last: true });

    const keys = (await db().select().from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('test:running');
    expect(keys).not.toContain('test:ended');
    const after = await db().select().from(accessTokens);
    expect(before.length - after.length).toBeGreaterThanOrEqual(2);
    expect(await userStatus(server, live.token)).toBe(200);
    expect(logs.entries()[0]).toMatchObject({
      message: 'auth tables pruned',
      rateLimits: expect.any(Number),
    });
  });

  it('a token unused for 30 days stops working; one used within them works', async () => {
    const user = await registerUser(server);
    const setLastUse = (days: number) =>
      db().execute(
        sql`update access_tokens set last_used_at = now() - ${days}::int * interval '1 day',
            created_at = now() - interval '200 days'
            where user_id = (select id from users where email = ${user.email})`,
      );
    await setLastUse(29);
    expect(await userStatus(server, user.token)).toBe(200);
    await setLastUse(31);
    expect(await userStatus(server, user.token)).toBe(401);
  });

  it('a session token (remember: false) stops working after 12 hours unused, and is pruned; a remembered one does not', async () => {
    const user = await registerUser(server);
    const login = async (remember?: boolean) => {
      const response = await call(server, 'POST', '/api/login', {
        body: { email: user.email, password: user.password, ...(remember === undefined ? {} : { remember }) },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { token: string }).token;
    };
    const session = await login(false);
    const remembered = await login();
    const setLastUse = (token: string, hours: number) =>
      db().execute(
        sql`update access_tokens set last_used_at = now() - ${hours}::int * interval '1 hour'
            where token_hash = ${sha256Hex(token)}`,
      );
    await setLastUse(session, 11);
    await setLastUse(remembered, 13);
    expect(await userStatus(server, session)).toBe(200);
    expect(await userStatus(server, remembered)).toBe(200);
    await setLastUse(session, 13);
    expect(await userStatus(server, session)).toBe(401);
    expect(await userStatus(server, remembered)).toBe(200);

    const hashes = async () => (await db().select().from(accessTokens)).map((row) => row.tokenHash);
    expect(await hashes()).toContain(sha256Hex(session));
    await createPruneJob({ db: db(), logger: captureLogs().logger }).handle(undefined, {
      number: 1,
      last: true,
    });
    expect(await hashes()).not.toContain(sha256Hex(session));
    expect(await hashes()).toContain(sha256Hex(remembered));
    expect(await userStatus(server, remembered)).toBe(200);
  });
});
