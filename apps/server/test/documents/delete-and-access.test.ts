import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, documentVersions, users } from '../../src/db/schema';
import { answerInEnglish, call, registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  deleteDocument,
  importDocument,
  listDocuments,
  sampleDocument,
  saveDocument,
  saveDocumentOk,
  validationErrors,
} from './document-api';

const notFound = { code: 'not_found', message: 'The document does not exist.' };

describe.each(testDatabaseKinds)('deleting documents and who may see them on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await registerUser(server);
    bob = await registerUser(server);
  });
  afterAll(() => server.close());

  const answer = (method: string, path: string, token: string | undefined, body?: unknown) =>
    answerInEnglish(server, method, path, token, body);

  it('soft-deletes: the document leaves the list, cannot be imported, updated or deleted again', async () => {
    const kept = await saveDocumentOk(server, alice.token, sampleDocument({ client: 'kept' }));
    const gone = await saveDocumentOk(server, alice.token, sampleDocument({ client: 'gone' }));
    const before = await listDocuments(server, alice.token);

    const deleted = await deleteDocument(server, alice.token, gone);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: gone });

    const after = await listDocuments(server, alice.token);
    expect(after.total).toBe(before.total - 1);
    expect(after.data.map((row) => row.id)).not.toContain(gone);
    expect(after.data.map((row) => row.id)).toContain(kept);
    for (const pageSize of [1, 100]) {
      const all = await listDocuments(server, alice.token, { per_page: pageSize, page: 1 });
      expect(all.data.every((row) => row.deleted_at === null)).toBe(true);
    }

    expect(await answer('GET', `/api/document/${gone}`, alice.token)).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await answer('GET', `/api/document/${gone}/versions`, alice.token)).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await answer('GET', `/api/document/${gone}/versions/1`, alice.token)).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await answer('POST', `/api/document/${gone}/versions/1/restore`, alice.token)).toEqual({
      status: 404,
      body: notFound,
    });
    expect(
      await answer('POST', '/api/document/update', alice.token, { id: gone, column: 'deleted_at' }),
    ).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await answer('POST', '/api/document/save', alice.token, sampleDocument({ id: gone }))).toEqual({
      status: 404,
      body: notFound,
    });

    // The row is kept, only marked; nothing was overwritten by the refused save.
    const [row] = await server.database.db.select().from(documents).where(eq(documents.id, gone));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row!.client).toBe('gone');
    expect(row!.version).toBe(1);
    expect((await importDocument(server, alice.token, kept)).info.client).toBe('kept');
  });

  it('deletes only with column deleted_at, and checks the id', async () => {
    const id = await saveDocumentOk(server, alice.token, sampleDocument());
    const errorsFor = async (body: unknown) =>
      validationErrors(
        await call(server, 'POST', '/api/document/update', { token: alice.token, body, locale: 'en' }),
      );
    for (const column of ['client', 'created_at', 'deleted_at; --', 'DELETED_AT', '']) {
      expect(await errorsFor({ id, column })).toEqual({ column: ['The selected column is invalid.'] });
    }
    expect(await errorsFor({ id })).toEqual({ column: ['The column field is required.'] });
    expect(await errorsFor({ column: 'deleted_at' })).toEqual({ id: ['The id field is required.'] });
    for (const bad of ['1', 1.5, 0, -1, 2 ** 31, null]) {
      expect(Object.keys(await errorsFor({ id: bad, column: 'deleted_at' })), String(bad)).toEqual(['id']);
    }
    // Still there after all these refusals.
    expect((await importDocument(server, alice.token, id)).id).toBe(id);
  });

  it('hides a user’s documents from every other user: 404, exactly like a missing id', async () => {
    const id = await saveDocumentOk(server, alice.token, sampleDocument({ client: 'alice’s client' }));
    const missing = 2_000_000_000;

    // The list: bob sees none of alice's documents.
    const bobsOwn = await saveDocumentOk(server, bob.token, sampleDocument({ client: 'bob’s client' }));
    const bobsList = await listDocuments(server, bob.token, { per_page: 100 });
    expect(bobsList.total).toBe(1);
    expect(bobsList.data.map((row) => row.id)).toEqual([bobsOwn]);
    expect(
      (await listDocuments(server, alice.token, { per_page: 100 })).data.map((row) => row.id),
    ).not.toContain(bobsOwn);

    const foreignAndMissing = async (
      method: string,
      path: (id: number) => string,
      body?: (id: number) => unknown,
    ) => {
      const foreign = await answer(method, path(id), bob.token, body?.(id));
      expect(foreign).toEqual({ status: 404, body: notFound });
      expect(await answer(method, path(missing), bob.token, body?.(missing))).toEqual(foreign);
    };
    await foreignAndMissing('GET', (target) => `/api/document/${target}`);
    await foreignAndMissing('GET', (target) => `/api/document/${target}/versions`);
    await foreignAndMissing('GET', (target) => `/api/document/${target}/versions/1`);
    await foreignAndMissing('POST', (target) => `/api/document/${target}/versions/1/restore`);
    await foreignAndMissing(
      'POST',
      () => '/api/document/save',
      (target) => sampleDocument({ id: target, client: 'overwritten by bob' }),
    );
    await foreignAndMissing(
      'POST',
      () => '/api/document/update',
      (target) => ({ id: target, column: 'deleted_at' }),
    );
    // A path that is no id at all gets the same answer.
    expect(await answer('GET', '/api/document/abc', bob.token)).toEqual({ status: 404, body: notFound });
    expect(await answer('GET', '/api/document/0', bob.token)).toEqual({ status: 404, body: notFound });
    expect(await answer('GET', '/api/document/99999999999', bob.token)).toEqual({
      status: 404,
      body: notFound,
    });

    // Alice's document is untouched: not overwritten, not deleted, still version 1 and still listed.
    const saved = await importDocument(server, alice.token, id);
    expect(saved.info.client).toBe('alice’s client');
    expect(saved.version).toBe(1);
    expect((await listDocuments(server, alice.token, { per_page: 100 })).data.map((row) => row.id)).toContain(
      id,
    );
    const versions = await answer('GET', `/api/document/${id}/versions`, alice.token);
    expect(versions.status).toBe(200);
    expect((versions.body as { data: unknown[] }).data).toHaveLength(1);
  });

  it('answers 401 on every document call without a valid token, and saves nothing', async () => {
    const id = await saveDocumentOk(server, alice.token, sampleDocument());
    const count = async () => (await server.database.db.select({ id: documents.id }).from(documents)).length;
    const before = await count();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/document/all'],
      ['GET', '/api/document/all?page=1&per_page=10&order_by_column=created_at&order_by=desc'],
      ['POST', '/api/document/save', sampleDocument()],
      ['POST', '/api/document/save', sampleDocument({ id })],
      ['POST', '/api/document/update', { id, column: 'deleted_at' }],
      ['GET', `/api/document/${id}`],
      ['GET', `/api/document/${id}/versions`],
      ['GET', `/api/document/${id}/versions/1`],
      ['POST', `/api/document/${id}/versions/1/restore`],
    ];
    for (const token of [undefined, 'not-a-token', `${alice.token}x`]) {
      for (const [method, path, body] of calls) {
        const response = await call(server, method, path, { token, body, locale: 'en' });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(await response.json()).toEqual({ code: 'unauthenticated', message: 'Unauthenticated.' });
      }
    }
    expect(await count()).toBe(before);
    expect((await importDocument(server, alice.token, id)).version).toBe(1);
  });

  it('refuses a cookie-authenticated save without the XSRF header (419)', async () => {
    const response = await server.request('/api/document/save', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `token=${alice.token}` },
      body: JSON.stringify(sampleDocument()),
    });
    expect(response.status).toBe(419);
  });

  it('removes a user’s documents and versions with the user (ON DELETE CASCADE)', async () => {
    const carol = await registerUser(server);
    const id = await saveDocumentOk(server, carol.token, sampleDocument());
    expect((await saveDocument(server, carol.token, sampleDocument({ id }))).status).toBe(200);
    const [row] = await server.database.db.select().from(documents).where(eq(documents.id, id));
    await server.database.db.delete(users).where(eq(users.id, row!.userId));
    expect(await server.database.db.select().from(documents).where(eq(documents.id, id))).toEqual([]);
    expect(
      await server.database.db.select().from(documentVersions).where(eq(documentVersions.documentId, id)),
    ).toEqual([]);
  });
});
