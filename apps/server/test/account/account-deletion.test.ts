import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoteAdministrator } from '../../src/features/admin/promote-administrator';
import { createOfflineWriter } from '../../src/features/suggestions/offline-writer';
import { answerInEnglish, call, login, registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { createPersonalCoreSetOk } from '../core-sets/personal-core-set-api';
import { entry, sampleDocument, saveDocumentOk } from '../documents/document-api';
import { requestSuggestionOk } from '../suggestions/suggestion-api';
import { accountReadPaths } from '../support/account-read-paths';

/** What one account leaves behind: a unique marker in its texts finds any row that still holds them. */
interface Footprint {
  user: RegisteredUser;
  marker: string;
  documentIds: number[];
  clientId: number;
  setId: string;
  suggestionId: number;
}

describe.each(testDatabaseKinds)('deleting one’s account on %s', (kind) => {
  let server: TestServer;
  let alice: Footprint;
  let bob: Footprint;

  beforeAll(async () => {
    // pg-boss enqueues without working, so the suggestion stays queued until the account goes.
    server = await startTestServer(kind, {}, { suggestions: { writer: createOfflineWriter(), work: false } });
    alice = await fillAccount('앨리스마커');
    bob = await fillAccount('밥마커');
    // Alice is an administrator who acted: the audit log names her, and its entry about her holds her e-mail.
    await promoteAdministrator(server.database.db, alice.user.email, 'test setup');
    const { rows } = (await server.database.executeSql(
      `select id from feedback_messages where message like $1`,
      [`${bob.marker}%`],
    )) as { rows: { id: number }[] };
    const closed = await call(server, 'PATCH', `/api/admin/feedback/${rows[0]!.id}`, {
      token: alice.user.token,
      body: { status: 'closed' },
    });
    expect(closed.status).toBe(200);
  }, 60_000);
  afterAll(() => server.close());

  async function fillAccount(marker: string): Promise<Footprint> {
    const user = await registerUser(server, { name: `${marker} 치료사` });
    const created = await answerInEnglish<{ id: number }>(server, 'POST', '/api/client', user.token, {
      display_name: `${marker} 대상자`,
      note: marker,
    });
    expect(created.status).toBe(201);
    const clientId = created.body.id;
    const goal = { slot: 'q1' as const, value: '1', date: '2026-06-30' };
    const first = await saveDocumentOk(
      server,
      user.token,
      sampleDocument({
        description: `${marker} 초기`,
        client_id: clientId,
        data: { b280: entry({ q1: '3', goal }) },
      }),
    );
    // A second save keeps the first state as version 1.
    await saveDocumentOk(server, user.token, {
      id: first,
      ...sampleDocument({ description: `${marker} 재평가` }),
    });
    const deleted = await saveDocumentOk(
      server,
      user.token,
      sampleDocument({ description: `${marker} 삭제됨` }),
    );
    // Spec §7: the dashboard's delete is `POST /api/document/update` (a soft delete).
    const softDeleted = await call(server, 'POST', '/api/document/update', {
      token: user.token,
      body: { id: deleted, column: 'deleted_at' },
    });
    expect(softDeleted.status).toBe(200);
    const set = await createPersonalCoreSetOk(server, user.token);
    const suggestion = await requestSuggestionOk(server, user.token, first);
    const feedback = await call(server, 'POST', '/api/feedback', {
      token: user.token,
      body: { category: 'question', message: `${marker} 질문`, email: user.email },
    });
    expect(feedback.status).toBe(201);
    // A failed login leaves throttling windows keyed by the e-mail.
    expect((await login(server, user.email, 'wrong password')).status).toBe(422);
    return {
      user,
      marker,
      documentIds: [first, deleted],
      clientId,
      setId: set.id,
      suggestionId: suggestion.suggestion.id,
    };
  }

  const remove = (token: string, body: unknown) =>
    answerInEnglish<{ message?: string; errors?: Record<string, string[]>; status?: string }>(
      server,
      'DELETE',
      '/api/settings/account',
      token,
      body,
    );

  /** Every row of every table (ours and pg-boss's) whose text holds `needle`, as "table: count". */
  async function rowsHolding(needle: string): Promise<string[]> {
    const { rows: tables } = (await server.database.executeSql(
      `select table_schema, table_name from information_schema.tables
       where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
    )) as { rows: { table_schema: string; table_name: string }[] };
    const found: string[] = [];
    for (const table of tables) {
      const name = `"${table.table_schema}"."${table.table_name}"`;
      const { rows } = (await server.database.executeSql(
        `select count(*)::int as n from ${name} as t where lower(t::text) like '%' || lower($1) || '%'`,
        [needle],
      )) as { rows: { n: number }[] };
      if (rows[0]!.n > 0) found.push(`${name}: ${rows[0]!.n}`);
    }
    return found;
  }

  async function count(sql: string, values: unknown[]): Promise<number> {
    const { rows } = (await server.database.executeSql(sql, values)) as { rows: { n: number }[] };
    return rows[0]!.n;
  }

  it('refuses a wrong password or a mistyped e-mail, and erases nothing', async () => {
    const wrongPassword = await remove(alice.user.token, {
      password: 'not it at all',
      email: alice.user.email,
    });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.errors).toEqual({
      password: ['The provided password does not match your current password.'],
    });
    const wrongEmail = await remove(alice.user.token, {
      password: alice.user.password,
      email: bob.user.email,
    });
    expect(wrongEmail.status).toBe(422);
    expect(wrongEmail.body.errors).toEqual({
      email: ['Type the e-mail address of this account to confirm.'],
    });
    const missing = await remove(alice.user.token, {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual(['email', 'password']);
    expect((await call(server, 'GET', '/api/user', { token: alice.user.token })).status).toBe(200);
    expect(await rowsHolding(alice.marker)).not.toEqual([]);
  });

  it('erases the account and everything it owns at once; the audit log keeps only that it happened', async () => {
    expect(
      await count(
        `select count(*)::int as n from pgboss.job where name = 'suggestion.write' and data ->> 'suggestionId' = $1`,
        [String(alice.suggestionId)],
      ),
    ).toBe(1);
    // The e-mail typed in another letter case still confirms.
    const deleted = await remove(alice.user.token, {
      password: alice.user.password,
      email: alice.user.email.toUpperCase(),
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toEqual({ status: 'Your account and all its data have been deleted.' });

    // No row of any table, pg-boss's included, holds its name, e-mail or texts any more.
    expect(await rowsHolding(alice.marker)).toEqual([]);
    expect(await rowsHolding(alice.user.email)).toEqual([]);
    const id = [alice.documentIds.map(String)];
    expect(await count(`select count(*)::int as n from documents where id::text = any($1)`, id)).toBe(0);
    expect(
      await count(`select count(*)::int as n from document_versions where document_id::text = any($1)`, id),
    ).toBe(0);
    expect(
      await count(`select count(*)::int as n from suggestions where id = $1`, [alice.suggestionId]),
    ).toBe(0);
    expect(await count(`select count(*)::int as n from clients where id = $1`, [alice.clientId])).toBe(0);
    expect(
      await count(`select count(*)::int as n from pgboss.job where data ->> 'suggestionId' = $1`, [
        String(alice.suggestionId),
      ]),
    ).toBe(0);
    const { rows: audit } = (await server.database.executeSql(
      `select actor, action, target_type, target_id, details from audit_log where action = 'user.delete'`,
    )) as { rows: { actor: string; target_id: string; details: Record<string, unknown> }[] };
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: expect.stringMatching(/^deleted account \(user \d+\)$/) });
    expect(JSON.stringify(audit[0])).not.toContain(alice.user.email.toLowerCase());
  });

  it('answers 401 to the old token on every route that showed its data, and 404 to anyone else', async () => {
    const [documentId] = alice.documentIds;
    const paths = [
      ...accountReadPaths(documentId!),
      `/api/client/${alice.clientId}`,
      `/api/client/${alice.clientId}/documents`,
      `/api/client/${alice.clientId}/progress`,
      `/api/suggest/${documentId}`,
      '/api/feedback',
      '/api/settings/export',
    ];
    for (const path of paths) {
      expect((await call(server, 'GET', path, { token: alice.user.token })).status, path).toBe(401);
    }
    for (const path of paths.filter((path) => /\d/.test(path))) {
      expect((await call(server, 'GET', path, { token: bob.user.token })).status, path).toBe(404);
    }
    const again = await login(server, alice.user.email, alice.user.password, { locale: 'en' });
    expect(again.status).toBe(422);
  });

  it('leaves another account’s data as it was', async () => {
    const [documentId] = bob.documentIds;
    const document = await answerInEnglish<{ info: { description: string } }>(
      server,
      'GET',
      `/api/document/${documentId}`,
      bob.user.token,
    );
    expect(document.status).toBe(200);
    expect(document.body.info.description).toBe(`${bob.marker} 재평가`);
    const versions = await answerInEnglish<{ data: unknown[] }>(
      server,
      'GET',
      `/api/document/${documentId}/versions`,
      bob.user.token,
    );
    expect(versions.body.data).toHaveLength(2);
    const client = await call(server, 'GET', `/api/client/${bob.clientId}`, { token: bob.user.token });
    expect(client.status).toBe(200);
    const sets = await call(server, 'GET', '/api/set/all', { token: bob.user.token });
    expect(await sets.text()).toContain(bob.setId);
    expect(
      await count(`select count(*)::int as n from pgboss.job where data ->> 'suggestionId' = $1`, [
        String(bob.suggestionId),
      ]),
    ).toBe(1);
    const mine = await answerInEnglish<{ data: unknown[] }>(server, 'GET', '/api/feedback', bob.user.token);
    expect(JSON.stringify(mine.body)).toContain(bob.marker);
    expect(await rowsHolding(bob.marker)).not.toEqual([]);
  });
});
