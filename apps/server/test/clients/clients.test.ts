import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientEvaluationListSchema,
  clientListSchema,
  clientSchema,
  type Client,
  type ClientProgress,
} from '@icf/shared';
import { answerInEnglish, call, registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  entry,
  importDocument,
  listDocuments,
  sampleDocument,
  saveDocument,
  saveDocumentOk,
} from '../documents/document-api';

const clientNotFound = { code: 'not_found', message: 'The client does not exist.' };

describe.each(testDatabaseKinds)('clients, attached documents and progress on %s', (kind) => {
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
    answerInEnglish<Record<string, unknown>>(server, method, path, token, body);

  async function createClient(token: string, body: Record<string, unknown>): Promise<Client> {
    const created = await answer('POST', '/api/client', token, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return clientSchema.parse(created.body);
  }

  it('creates, lists, reads, updates and deletes a client of the owner', async () => {
    const created = await createClient(alice.token, {
      display_name: '김민수',
      chart_number: 'A-102',
      birth_year: 1958,
      note: '왼쪽 편마비',
    });
    expect(created).toMatchObject({
      display_name: '김민수',
      chart_number: 'A-102',
      birth_year: 1958,
      note: '왼쪽 편마비',
    });
    const minimal = await createClient(alice.token, { display_name: 'Pseudonym P7' });
    expect(minimal).toMatchObject({ chart_number: '', birth_year: null, note: '' });

    const list = await answer('GET', '/api/client/all', alice.token);
    expect(list.status).toBe(200);
    expect(clientListSchema.parse(list.body).data.map((client) => client.id)).toEqual([
      minimal.id,
      created.id,
    ]);

    expect(await answer('GET', `/api/client/${created.id}`, alice.token)).toMatchObject({
      status: 200,
      body: created,
    });
    const updated = await answer('PUT', `/api/client/${created.id}`, alice.token, {
      display_name: '김민수 (재입원)',
      birth_year: null,
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { display_name: '김민수 (재입원)', birth_year: null, chart_number: '' },
    });

    expect(await answer('DELETE', `/api/client/${minimal.id}`, alice.token)).toEqual({
      status: 200,
      body: { id: minimal.id },
    });
    expect(await answer('GET', `/api/client/${minimal.id}`, alice.token)).toEqual({
      status: 404,
      body: clientNotFound,
    });
  });

  it('refuses bad input field by field with 422', async () => {
    const refused = await answer('POST', '/api/client', alice.token, {
      display_name: '  ',
      chart_number: 'x'.repeat(256),
      birth_year: 1800,
      note: 'a\u0000b',
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors as object).sort()).toEqual([
      'birth_year',
      'chart_number',
      'display_name',
      'note',
    ]);
    const future = await answer('POST', '/api/client', alice.token, {
      display_name: 'x',
      birth_year: new Date().getUTCFullYear() + 1,
    });
    expect(Object.keys(future.body.errors as object)).toEqual(['birth_year']);
    expect((await answer('POST', '/api/client', alice.token, {})).status).toBe(422);
    expect((await answer('POST', '/api/client', undefined, { display_name: 'x' })).status).toBe(401);
  });

  it("answers another user's client exactly like a missing one (404), on every call", async () => {
    const client = await createClient(alice.token, { display_name: 'Private' });
    for (const [method, path, body] of [
      ['GET', `/api/client/${client.id}`],
      ['PUT', `/api/client/${client.id}`, { display_name: 'taken' }],
      ['DELETE', `/api/client/${client.id}`],
      ['GET', `/api/client/${client.id}/documents`],
      ['GET', `/api/client/${client.id}/progress`],
      ['GET', `/api/client/${client.id}/progress/download`],
      ['GET', '/api/client/99999999/progress'],
      ['GET', '/api/client/abc'],
    ] as const) {
      expect(await answer(method, path, bob.token, body), `${method} ${path}`).toEqual({
        status: 404,
        body: clientNotFound,
      });
    }
    const bobsList = clientListSchema.parse((await answer('GET', '/api/client/all', bob.token)).body);
    expect(bobsList.data.map((entry) => entry.id)).not.toContain(client.id);
    expect((await answer('GET', `/api/client/${client.id}`, alice.token)).body).toMatchObject({
      display_name: 'Private',
    });
  });

  it("saves a document with a client, filling the client field from its display name; another user's client is a 422", async () => {
    const client = await createClient(alice.token, { display_name: '이영희' });
    const id = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({ client: 'typed by hand', client_id: client.id }),
    );
    const saved = await importDocument(server, alice.token, id);
    expect(saved.info.client).toBe('이영희');
    expect(saved.client_id).toBe(client.id);

    // Updating without naming a client keeps it; null detaches (the text stays).
    await saveDocumentOk(server, alice.token, sampleDocument({ id, client: '이영희' }));
    expect((await importDocument(server, alice.token, id)).client_id).toBe(client.id);
    await saveDocumentOk(server, alice.token, sampleDocument({ id, client: '이영희', client_id: null }));
    expect((await importDocument(server, alice.token, id)).client_id).toBeNull();

    const bobsClient = await createClient(bob.token, { display_name: 'Bob client' });
    const refused = await saveDocument(server, alice.token, sampleDocument({ client_id: bobsClient.id }), {
      locale: 'en',
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      errors: { client_id: ['The selected client is invalid.'] },
    });
  });

  it('attaches documents saved before clients existed, filters the dashboard by client and lists evaluations by date', async () => {
    const client = await createClient(alice.token, { display_name: '박지훈' });
    const later = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({ client: 'pjh', evaluation_date: '2026-03-02' }),
    );
    const earlier = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({ client: 'pjh', evaluation_date: '2026-01-05' }),
    );
    const other = await saveDocumentOk(server, alice.token, sampleDocument({ client: 'someone else' }));

    for (const id of [later, earlier]) {
      const attached = await answer('POST', `/api/document/${id}/client`, alice.token, {
        client_id: client.id,
      });
      expect(attached).toEqual({ status: 200, body: { id } });
    }
    const attachedDocument = await importDocument(server, alice.token, later);
    expect(attachedDocument).toMatchObject({ client_id: client.id, info: { client: '박지훈' }, version: 2 });
    // The code data and the sets stay as saved (attaching rewrites only the info fields and the client).
    expect(attachedDocument.data).toEqual(sampleDocument().data);
    expect(attachedDocument.sets).toEqual(sampleDocument().sets);

    const filtered = await listDocuments(server, alice.token, {
      client_id: client.id,
      order_by_column: 'id',
      order_by: 'asc',
    });
    expect(filtered.total).toBe(2);
    expect(filtered.data.map((row) => [row.id, row.client_id, row.client])).toEqual([
      [later, client.id, '박지훈'],
      [earlier, client.id, '박지훈'],
    ]);
    const all = await listDocuments(server, alice.token, { per_page: 100 });
    expect(all.data.find((row) => row.id === other)?.client_id).toBeNull();

    const evaluations = await answer('GET', `/api/client/${client.id}/documents`, alice.token);
    expect(clientEvaluationListSchema.parse(evaluations.body).data.map((row) => row.id)).toEqual([
      earlier,
      later,
    ]);

    // Another user can neither attach my document nor attach theirs to my client.
    expect(
      (await answer('POST', `/api/document/${other}/client`, bob.token, { client_id: null })).status,
    ).toBe(404);
    const bobsDocument = await saveDocumentOk(server, bob.token, sampleDocument());
    const foreign = await answer('POST', `/api/document/${bobsDocument}/client`, bob.token, {
      client_id: client.id,
    });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors as object)).toEqual(['client_id']);
    expect((await listDocuments(server, bob.token, { client_id: client.id })).total).toBe(0);

    // Detaching keeps the document and its text; deleting the client detaches the rest.
    expect(
      (await answer('POST', `/api/document/${later}/client`, alice.token, { client_id: null })).status,
    ).toBe(200);
    expect(await importDocument(server, alice.token, later)).toMatchObject({
      client_id: null,
      info: { client: '박지훈' },
    });
    await answer('DELETE', `/api/client/${client.id}`, alice.token);
    expect(await importDocument(server, alice.token, earlier)).toMatchObject({
      client_id: null,
      info: { client: '박지훈' },
    });
  });

  it('compares the evaluations of a client: better, goal reached, in date order', async () => {
    const client = await createClient(alice.token, { display_name: 'Progress' });
    const goal = { slot: 'q1' as const, value: '1', date: '2026-06-30' };
    const first = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({
        client_id: client.id,
        evaluation_date: '2026-01-05',
        data: { b280: entry({ q1: '3', goal }), d450: entry({ q1: '2', q2: '2' }), e310: entry({ q1: '2' }) },
      }),
    );
    const second = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({
        client_id: client.id,
        evaluation_date: '2026-02-16',
        data: {
          b280: entry({ q1: '1', goal }),
          d450: entry({ q1: '3', q2: '2' }),
          e310: entry({ q1: '+1' }),
        },
      }),
    );

    const response = await answer('GET', `/api/client/${client.id}/progress`, alice.token);
    expect(response.status).toBe(200);
    const progress = response.body as unknown as ClientProgress;
    expect(progress.evaluations.map((evaluation) => [evaluation.id, evaluation.date])).toEqual([
      [first, '2026-01-05'],
      [second, '2026-02-16'],
    ]);
    const rows = Object.fromEntries(
      progress.groups.flatMap((group) => group.rows).map((row) => [row.code, row]),
    );
    expect(rows.b280).toMatchObject({ change: 'better', goal: { value: '1', reached: true } });
    expect(rows.d450).toMatchObject({ change: 'worse', goal: null });
    expect(rows.e310).toMatchObject({ change: 'better' });

    const chosen = await answer(
      'GET',
      `/api/client/${client.id}/progress?documents=${second},${first}`,
      alice.token,
    );
    expect((chosen.body as unknown as ClientProgress).evaluations.map((evaluation) => evaluation.id)).toEqual(
      [first, second],
    );
    const foreignDocument = await saveDocumentOk(server, alice.token, sampleDocument());
    const refused = await answer(
      'GET',
      `/api/client/${client.id}/progress?documents=${first},${foreignDocument}`,
      alice.token,
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors as object)).toEqual(['documents']);
    expect(
      (await answer('GET', `/api/client/${client.id}/progress?documents=1;drop`, alice.token)).status,
    ).toBe(422);

    const pdf = await answer('GET', `/api/client/${client.id}/progress/download`, alice.token);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(pdf.body.pdf as string, 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('refuses a goal the code kind does not allow, per field', async () => {
    const refused = await saveDocument(
      server,
      alice.token,
      sampleDocument({
        data: {
          b280: entry({ q1: '2', goal: { slot: 'q1', value: '9', date: '' } }),
          s750: entry({ q1: '1', goal: { slot: 'q2', value: '1', date: '2026-02-31' } }),
        },
      }),
      { locale: 'en' },
    );
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { errors: Record<string, string[]> };
    expect(body.errors['data.b280.goal']).toEqual([
      '"9" is not a valid goal for b280: choose a rating of a scale the code has.',
    ]);
    expect(body.errors['data.s750.goal']).toHaveLength(2);
  });
});

describe.each(testDatabaseKinds)('the progress report download on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { exportRateLimitPerMinute: 2 });
  });
  afterAll(() => server.close());

  it('is limited per user like the other PDFs (429 once the minute’s allowance is spent)', async () => {
    const carol = await registerUser(server);
    const dave = await registerUser(server);
    const created = await call(server, 'POST', '/api/client', {
      token: carol.token,
      body: { display_name: 'P-1' },
      locale: 'en',
    });
    expect(created.status).toBe(201);
    const { id } = clientSchema.parse(await created.json());
    const download = (token: string) =>
      call(server, 'GET', `/api/client/${id}/progress/download`, { token, locale: 'en' });
    expect((await download(carol.token)).status).not.toBe(429);
    expect((await download(carol.token)).status).not.toBe(429);
    const refused = await download(carol.token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Another user's allowance is their own (and this client is not theirs: 404).
    expect((await download(dave.token)).status).toBe(404);
  });
});
