import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeyRetentionDays } from '@icf/shared';
import { pruneIdempotencyKeys } from '../../src/features/idempotency/idempotency-keys-repository';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { exportFhirOk } from '../interoperability/fhir-api';
import { entry, sampleDocument, saveDocumentOk } from './document-api';

/**
 * Decision records 0031 and 0042: a save (or a FHIR import) sent again with the same Idempotency-Key (its first answer was lost) is stored
 * once per account; another account's key is independent; the key cannot be reused for another body.
 */
describe.each(testDatabaseKinds)('saves with an Idempotency-Key on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [alice, bob] = await Promise.all([registerUser(server), registerUser(server)]);
  });
  afterAll(() => server.close());

  const save = (user: RegisteredUser, key: string, body: unknown) =>
    call(server, 'POST', '/api/document/save', {
      token: user.token,
      body,
      locale: 'en',
      headers: { 'Idempotency-Key': key },
    });

  const rows = async (sql: string, values: unknown[]) =>
    ((await server.database.executeSql(sql, values)) as { rows: Record<string, unknown>[] }).rows;
  const documentsOf = (user: RegisteredUser, description: string) =>
    rows(
      `select d.id from documents d join users u on u.id = d.user_id
       where u.email = $1 and d.description = $2`,
      [user.email, description],
    );
  const versionsOf = async (id: number) =>
    (await rows('select version from document_versions where document_id = $1', [id])).length;

  it('a repeat of a new document with the same key answers the first id and creates nothing more', async () => {
    const key = randomUUID();
    const body = sampleDocument({ description: 'created once' });
    const first = await save(alice, key, body);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const { id } = (await first.json()) as { id: number };

    const again = await save(alice, key, body);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual({ id, version: 1 });
    expect(await documentsOf(alice, 'created once')).toEqual([{ id }]);
    expect(await versionsOf(id)).toBe(1);
  });

  it('a repeat of an update with the same key adds one version, not two', async () => {
    const created = await save(alice, randomUUID(), sampleDocument({ description: 'updated once' }));
    const { id } = (await created.json()) as { id: number };
    const key = randomUUID();
    const update = { id, ...sampleDocument({ description: 'updated once', manager: 'second state' }) };
    expect((await save(alice, key, update)).status).toBe(200);
    const again = await save(alice, key, update);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id, version: 2 });
    expect(await versionsOf(id)).toBe(2);
  });

  it('the same key from another account is independent', async () => {
    const key = randomUUID();
    const aliceAnswer = await save(alice, key, sampleDocument({ description: 'same key, two accounts' }));
    const bobAnswer = await save(bob, key, sampleDocument({ description: 'same key, two accounts' }));
    expect(bobAnswer.status).toBe(200);
    expect(bobAnswer.headers.get('idempotent-replayed')).toBeNull();
    const aliceId = ((await aliceAnswer.json()) as { id: number }).id;
    const bobId = ((await bobAnswer.json()) as { id: number }).id;
    expect(bobId).not.toBe(aliceId);
    expect(await documentsOf(alice, 'same key, two accounts')).toEqual([{ id: aliceId }]);
    expect(await documentsOf(bob, 'same key, two accounts')).toEqual([{ id: bobId }]);
  });

  it('the same key with another body is a 422 naming the header, and stores nothing', async () => {
    const key = randomUUID();
    expect((await save(alice, key, sampleDocument({ description: 'first body' }))).status).toBe(200);
    const other = await save(alice, key, sampleDocument({ description: 'another body' }));
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      code: 'validation_failed',
      message:
        'This Idempotency-Key was already used with another request. Make a new key for a new request.',
      errors: {
        'Idempotency-Key': [
          'This Idempotency-Key was already used with another request. Make a new key for a new request.',
        ],
      },
    });
    expect(await documentsOf(alice, 'another body')).toEqual([]);
  });

  it('refuses a key that is empty, too long or not visible ASCII', async () => {
    for (const key of ['', 'x'.repeat(101), 'with space', 'caf\u00e9']) {
      const answer = await save(alice, key, sampleDocument({ description: 'bad key' }));
      expect(answer.status, JSON.stringify(key)).toBe(422);
      expect(Object.keys(((await answer.json()) as { errors: object }).errors)).toEqual(['Idempotency-Key']);
    }
    expect(await documentsOf(alice, 'bad key')).toEqual([]);
    const longest = await save(alice, 'x'.repeat(100), sampleDocument({ description: 'longest key' }));
    expect(longest.status).toBe(200);
  });

  it('after a refused save the key is free: the corrected save goes through with it', async () => {
    const key = randomUUID();
    const refused = await save(
      alice,
      key,
      sampleDocument({ description: 'corrected', data: { zz999: entry({}) } }),
    );
    expect(refused.status).toBe(422);
    const corrected = await save(alice, key, sampleDocument({ description: 'corrected' }));
    expect(corrected.status).toBe(200);
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
    expect(await documentsOf(alice, 'corrected')).toHaveLength(1);
  });

  /** The row a first request leaves while it is being handled (the hash as the server makes it). */
  async function inProgressRow(user: RegisteredUser, key: string, body: unknown, startedSecondsAgo: number) {
    const hash = `POST /api/document/save ${createHash('sha256').update(JSON.stringify(body)).digest('base64url')}`;
    await server.database.executeSql(
      `insert into idempotency_keys (user_id, key, request_hash, created_at)
       select id, $2, $3, now() - $4::int * interval '1 second' from users where email = $1`,
      [user.email, key, hash, startedSecondsAgo],
    );
  }

  it('a repeat while the first is still being handled is a 409, and stores nothing', async () => {
    const key = randomUUID();
    const body = sampleDocument({ description: 'still running' });
    await inProgressRow(alice, key, body, 1);
    const answer = await save(alice, key, body);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { code: string }).code).toBe('conflict');
    expect(await documentsOf(alice, 'still running')).toEqual([]);
  });

  it('a first request that never finished (its process died) is taken over after five minutes', async () => {
    const key = randomUUID();
    const body = sampleDocument({ description: 'taken over' });
    await inProgressRow(alice, key, body, 6 * 60);
    const answer = await save(alice, key, body);
    expect(answer.status).toBe(200);
    const { id } = (await answer.json()) as { id: number };
    expect((await save(alice, key, body)).headers.get('idempotent-replayed')).toBe('true');
    expect(await documentsOf(alice, 'taken over')).toEqual([{ id }]);
  });

  it('two saves with the same key at once store one document', async () => {
    const key = randomUUID();
    const body = sampleDocument({ description: 'sent twice at once' });
    const answers = await Promise.all([save(alice, key, body), save(alice, key, body)]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(200);
    for (const status of statuses) expect([200, 409]).toContain(status);
    expect(await documentsOf(alice, 'sent twice at once')).toHaveLength(1);
  });

  /**
   * Makes the database refuse to record the answer of keys starting with `prefix`: the statement that writes
   * the answer fails, as a process dying between the save and that statement would leave it (decision 0042).
   */
  async function refuseAnswersOfKeys(prefix: string) {
    await server.database.executeSql(`
      create or replace function refuse_idempotent_answer() returns trigger language plpgsql as $$
      begin raise exception 'the answer of % is not recorded', new.key; end $$`);
    await server.database.executeSql(
      `create trigger refuse_idempotent_answer before update on idempotency_keys for each row
       when (new.status is not null and new.key like '${prefix}%') execute function refuse_idempotent_answer()`,
    );
  }
  const allowAnswersAgain = () =>
    server.database.executeSql('drop trigger refuse_idempotent_answer on idempotency_keys');

  it('the save and its key’s answer commit together: when the answer is not recorded, nothing is stored', async () => {
    const key = `refused-answer-${randomUUID()}`;
    const created = await save(alice, randomUUID(), sampleDocument({ description: 'answer lost, update' }));
    const { id } = (await created.json()) as { id: number };
    const newBody = sampleDocument({ description: 'answer lost' });
    const updateBody = { id, ...sampleDocument({ description: 'answer lost, update', manager: 'changed' }) };
    await refuseAnswersOfKeys('refused-answer-');
    try {
      expect((await save(alice, key, newBody)).status).toBe(500);
      expect((await save(alice, `${key}-update`, updateBody)).status).toBe(500);
    } finally {
      await allowAnswersAgain();
    }
    expect(await documentsOf(alice, 'answer lost')).toEqual([]);
    expect(await versionsOf(id)).toBe(1);
    expect(await rows('select key from idempotency_keys where key like $1', [`${key}%`])).toEqual([]);

    // The retry with the same keys runs as a first request, and is stored once.
    const retried = await save(alice, key, newBody);
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect((await save(alice, `${key}-update`, updateBody)).status).toBe(200);
    expect((await save(alice, key, newBody)).headers.get('idempotent-replayed')).toBe('true');
    expect(await documentsOf(alice, 'answer lost')).toHaveLength(1);
    expect(await versionsOf(id)).toBe(2);
  });

  describe('FHIR imports', () => {
    let exportedId: number;
    beforeAll(async () => {
      exportedId = await saveDocumentOk(server, alice.token, sampleDocument({ description: 'imported' }));
    });
    // Each export is a new Bundle (its own identifier): one imported before would answer its first document.
    const freshBundle = () => exportFhirOk(server, alice.token, exportedId);
    const importWithKey = (key: string, body: unknown) =>
      call(server, 'POST', '/api/document/import-fhir', {
        token: alice.token,
        body,
        locale: 'en',
        headers: { 'Idempotency-Key': key },
      });
    const importedDocuments = () =>
      rows(
        `select d.id from documents d join users u on u.id = d.user_id
         where u.email = $1 and d.description = 'imported' order by d.id`,
        [alice.email],
      );

    it('an import repeated with the same key is stored once and answers the first id', async () => {
      const before = await importedDocuments();
      const key = randomUUID();
      const bundle = await freshBundle();
      const first = await importWithKey(key, bundle);
      expect(first.status, await first.clone().text()).toBe(201);
      const { id } = (await first.json()) as { id: number };
      const again = await importWithKey(key, bundle);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual({ id, existing: false });
      expect(await importedDocuments()).toEqual([...before, { id }]);
      expect((await importWithKey(key, { ...(bundle as object), id: 'other' })).status).toBe(422);
    });

    it('an import whose answer is not recorded stores nothing; its retry stores it once', async () => {
      const before = await importedDocuments();
      const key = `refused-import-${randomUUID()}`;
      const bundle = await freshBundle();
      await refuseAnswersOfKeys('refused-import-');
      try {
        expect((await importWithKey(key, bundle)).status).toBe(500);
      } finally {
        await allowAnswersAgain();
      }
      expect(await importedDocuments()).toEqual(before);
      expect((await importWithKey(key, bundle)).status).toBe(201);
      expect((await importWithKey(key, bundle)).headers.get('idempotent-replayed')).toBe('true');
      expect(await importedDocuments()).toHaveLength(before.length + 1);
    });
  });

  it('a save without the header is not affected: two sends are two documents', async () => {
    const body = sampleDocument({ description: 'no key' });
    for (let i = 0; i < 2; i++) {
      const answer = await call(server, 'POST', '/api/document/save', { token: alice.token, body });
      expect(answer.status).toBe(200);
    }
    expect(await documentsOf(alice, 'no key')).toHaveLength(2);
  });

  it('the pruning deletes keys older than the retention period; the key then makes a new request', async () => {
    const oldKey = randomUUID();
    const recentKey = randomUUID();
    const body = sampleDocument({ description: 'pruned key' });
    expect((await save(alice, oldKey, body)).status).toBe(200);
    expect((await save(alice, recentKey, body)).status).toBe(200);
    await server.database.executeSql(
      `update idempotency_keys set created_at = now() - ($2::int * interval '1 day') - interval '1 minute'
       where key = $1`,
      [oldKey, idempotencyKeyRetentionDays],
    );
    expect(await pruneIdempotencyKeys(server.database.db, idempotencyKeyRetentionDays)).toBe(1);
    expect(await rows('select key from idempotency_keys where key in ($1, $2)', [oldKey, recentKey])).toEqual(
      [{ key: recentKey }],
    );
    expect((await save(alice, recentKey, body)).headers.get('idempotent-replayed')).toBe('true');
    expect((await save(alice, oldKey, body)).headers.get('idempotent-replayed')).toBeNull();
  });

  it('erasing the account erases its keys', async () => {
    const carol = await registerUser(server);
    expect((await save(carol, randomUUID(), sampleDocument({ description: 'erased' }))).status).toBe(200);
    await server.database.executeSql(
      'delete from documents where user_id = (select id from users where email = $1)',
      [carol.email],
    );
    await server.database.executeSql('delete from users where email = $1', [carol.email]);
    expect(
      await rows('select key from idempotency_keys where user_id not in (select id from users)', []),
    ).toEqual([]);
  });
});
