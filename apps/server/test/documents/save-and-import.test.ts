import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentInfoFields,
  documentVersionListSchema,
  entryIsRated,
  type DocumentVersion,
  type DocumentVersionList,
} from '@icf/shared';
import { documents, documentVersions } from '../../src/db/schema';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  entry,
  importDocument,
  listDocuments,
  sampleDocument,
  saveDocument,
  saveDocumentOk,
  validationErrors,
} from './document-api';

describe.each(testDatabaseKinds)('save and import documents on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await registerUser(server);
  });
  afterAll(() => server.close());

  const { sets, data, ...info } = sampleDocument() as Required<ReturnType<typeof sampleDocument>>;

  it('saves a document and imports exactly what was saved: Korean text, empty strings, every kind of code', async () => {
    const before = Date.now();
    const id = await saveDocumentOk(server, alice.token, sampleDocument());
    expect(id).toEqual(expect.any(Number));

    const saved = await importDocument(server, alice.token, id);
    expect(saved).toEqual({
      id,
      version: 1,
      // The client record it belongs to (none here).
      client_id: null,
      info,
      sets,
      data,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(Object.keys(saved.info).sort()).toEqual([...documentInfoFields].sort());
    expect(saved.updated_at).toBe(saved.created_at);
    expect(new Date(saved.created_at).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(new Date(saved.created_at).toISOString()).toBe(saved.created_at);

    // The dashboard row of spec §3.
    const page = await listDocuments(server, alice.token);
    expect(page.data.find((row) => row.id === id)).toEqual({
      id,
      client: info.client,
      client_id: null,
      description: info.description,
      created_at: saved.created_at,
      updated_at: saved.updated_at,
      deleted_at: null,
    });
  });

  it('stores the document under the caller, with version 1 kept in document_versions', async () => {
    const id = await saveDocumentOk(server, alice.token, sampleDocument({ client: 'stored' }));
    const [row] = await server.database.db.select().from(documents).where(eq(documents.id, id));
    expect(row).toMatchObject({ client: 'stored', enviromentalFactor: info.enviromental_factor, version: 1 });
    expect(row!.deletedAt).toBeNull();
    const versions = await server.database.db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.documentId, id));
    expect(versions).toHaveLength(1);
    expect(versions[0]!.version).toBe(1);
    expect(versions[0]!.snapshot).toEqual({ info: { ...info, client: 'stored' }, sets, data });
  });

  it('defaults every info field it is not sent to an empty string, and keeps an empty document', async () => {
    const id = await saveDocumentOk(server, alice.token, { sets: [], data: {} });
    const saved = await importDocument(server, alice.token, id);
    expect(saved.info).toEqual(Object.fromEntries(documentInfoFields.map((field) => [field, ''])));
    expect(saved.sets).toEqual([]);
    expect(saved.data).toEqual({});
  });

  it('accepts the limits exactly: 255-character inputs, 1000-character textareas and descriptions', async () => {
    const body = sampleDocument({
      client: 'c'.repeat(255),
      dx: '진'.repeat(255),
      description: 'd'.repeat(1000),
      perspective_bf: '가'.repeat(1000),
      personal_factor: 'p'.repeat(1000),
      evaluation_date: '2024-02-29',
      data: { b280: entry({ q1: '4', desc: '설'.repeat(1000) }) },
    });
    const id = await saveDocumentOk(server, alice.token, body);
    const saved = await importDocument(server, alice.token, id);
    expect(saved.info.client).toHaveLength(255);
    expect(saved.info.perspective_bf).toBe('가'.repeat(1000));
    expect(saved.data.b280!.desc).toBe('설'.repeat(1000));
  });

  it('updates a document in place and keeps every earlier state as a version', async () => {
    const id = await saveDocumentOk(server, alice.token, sampleDocument({ description: 'first' }));
    const first = await importDocument(server, alice.token, id);
    const changed = sampleDocument({
      id,
      description: 'second',
      client: '이영희',
      sets: ['rehabilitation'],
      data: { d450: entry({ q1: '1', q2: '0' }), e310: entry({ q1: '+4', desc: '' }) },
    });
    expect(await saveDocumentOk(server, alice.token, changed)).toBe(id);

    const second = await importDocument(server, alice.token, id);
    expect(second).toMatchObject({
      id,
      version: 2,
      sets: ['rehabilitation'],
      data: changed.data,
      created_at: first.created_at,
    });
    expect(second.info).toMatchObject({ description: 'second', client: '이영희' });
    expect(new Date(second.updated_at).getTime()).toBeGreaterThan(new Date(first.updated_at).getTime());

    const versionsResponse = await call(server, 'GET', `/api/document/${id}/versions`, {
      token: alice.token,
    });
    expect(versionsResponse.status).toBe(200);
    const versions = (await versionsResponse.json()) as DocumentVersionList;
    expect(documentVersionListSchema.parse(versions)).toEqual(versions);
    expect(versions.data.map((version) => version.version)).toEqual([2, 1]);
    // Each row says what was saved: its description and how many codes it rates (the shared rule).
    const ratedIn = (saved: typeof first) => Object.values(saved.data).filter(entryIsRated).length;
    expect(versions.data.map((version) => version.description)).toEqual(['second', 'first']);
    expect(versions.data.map((version) => version.rated_codes)).toEqual([ratedIn(second), ratedIn(first)]);
    expect(versions.data.map((version) => version.rated_codes)).toEqual([2, 5]);
    expect(versions.data[0]!.created_at).toBe(second.updated_at);
    expect(versions.data[1]!.created_at).toBe(first.created_at);

    const readVersion = async (version: number) => {
      const response = await call(server, 'GET', `/api/document/${id}/versions/${version}`, {
        token: alice.token,
      });
      expect(response.status).toBe(200);
      return (await response.json()) as DocumentVersion;
    };
    expect(await readVersion(1)).toEqual({
      id,
      version: 1,
      info: first.info,
      sets: first.sets,
      data: first.data,
      created_at: first.created_at,
    });
    expect(await readVersion(2)).toEqual({
      id,
      version: 2,
      info: second.info,
      sets: second.sets,
      data: second.data,
      created_at: second.updated_at,
    });
    expect((await call(server, 'GET', `/api/document/${id}/versions/3`, { token: alice.token })).status).toBe(
      404,
    );
  });

  it('restores a version as the newest one, exactly as it was saved, and overwrites nothing', async () => {
    const id = await saveDocumentOk(server, alice.token, sampleDocument({ description: 'v1' }));
    const first = await importDocument(server, alice.token, id);
    const changed = sampleDocument({ id, description: 'v2', data: { d450: entry({ q1: '4' }) } });
    await saveDocumentOk(server, alice.token, changed);

    const response = await call(server, 'POST', `/api/document/${id}/versions/1/restore`, {
      token: alice.token,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({ id, version: 3 });

    const restored = await importDocument(server, alice.token, id);
    expect(restored).toMatchObject({ version: 3, info: first.info, sets: first.sets, data: first.data });
    const list = (await (
      await call(server, 'GET', `/api/document/${id}/versions`, { token: alice.token })
    ).json()) as DocumentVersionList;
    expect(list.data.map((version) => [version.version, version.description])).toEqual([
      [3, 'v1'],
      [2, 'v2'],
      [1, 'v1'],
    ]);
    // The list says which version a restore made, and from which (a write screen names it so, 0036).
    expect(list.data.map((version) => [version.restored_from, version.by_you])).toEqual([
      [1, true],
      [null, true],
      [null, true],
    ]);
    expect(documentVersionListSchema.parse(list)).toEqual(list);
    const version2 = (await (
      await call(server, 'GET', `/api/document/${id}/versions/2`, { token: alice.token })
    ).json()) as DocumentVersion;
    expect(version2.data).toEqual(changed.data);

    // An unknown version is a 404 and changes nothing; a body on the call is refused.
    const missing = await call(server, 'POST', `/api/document/${id}/versions/9/restore`, {
      token: alice.token,
    });
    expect(missing.status).toBe(404);
    const tooBig = await call(server, 'POST', `/api/document/${id}/versions/1/restore`, {
      token: alice.token,
      body: { padding: 'x'.repeat(4096) },
    });
    expect(tooBig.status).toBe(413);
    expect((await importDocument(server, alice.token, id)).version).toBe(3);
  });

  it('lists only the versions after a given one, for a screen that asks whether it is behind', async () => {
    const id = await saveDocumentOk(server, alice.token, sampleDocument({ description: 'v1' }));
    await saveDocumentOk(server, alice.token, sampleDocument({ id, description: 'v2' }));
    await saveDocumentOk(server, alice.token, sampleDocument({ id, description: 'v3' }));
    const after = async (query: string) => {
      const response = await call(server, 'GET', `/api/document/${id}/versions${query}`, {
        token: alice.token,
      });
      return { status: response.status, body: (await response.json()) as DocumentVersionList };
    };
    expect((await after('?after=1')).body.data.map((version) => version.version)).toEqual([3, 2]);
    expect((await after('?after=3')).body.data).toEqual([]);
    expect((await after('')).body.data.map((version) => version.version)).toEqual([3, 2, 1]);
    for (const bad of ['?after=0', '?after=x', '?after=-1']) {
      const refused = await after(bad);
      expect(refused.status, bad).toBe(422);
      expect(Object.keys((refused.body as unknown as { errors: object }).errors)).toEqual(['after']);
    }
  });

  it('gives concurrent saves of one document consecutive versions and loses none', async () => {
    const id = await saveDocumentOk(server, alice.token, sampleDocument({ description: 'v1' }));
    const responses = await Promise.all(
      [2, 3, 4, 5, 6].map((n) =>
        saveDocument(server, alice.token, sampleDocument({ id, description: `v${n}` })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const versions = await server.database.db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.documentId, id));
    expect(versions.map((version) => version.version).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(versions.map((version) => version.snapshot.info.description).sort()).toEqual([
      'v1',
      'v2',
      'v3',
      'v4',
      'v5',
      'v6',
    ]);
    expect((await importDocument(server, alice.token, id)).version).toBe(6);
  });

  it('answers 404 to a save with an id that does not exist, and creates nothing', async () => {
    const before = (await listDocuments(server, alice.token)).total;
    const response = await saveDocument(server, alice.token, sampleDocument({ id: 999_999 }), {
      locale: 'en',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'not_found', message: 'The document does not exist.' });
    expect((await listDocuments(server, alice.token)).total).toBe(before);
  });

  describe('validation', () => {
    const rejected = async (body: unknown, locale: 'en' | 'kr' = 'en') =>
      validationErrors(await saveDocument(server, alice.token, body, { locale }));

    it('names unknown codes, and refuses chapters and components, which carry no qualifiers', async () => {
      const errors = await rejected(
        sampleDocument({
          data: { x1: entry({}), b280: entry({ q1: '1' }), b99999: entry({}), b2: entry({}) },
        }),
      );
      expect(errors).toEqual({ data: ['Unknown ICF category codes: x1, b99999, b2.'] });

      for (const code of ['b', 'd4', 'e1', 'B280', ' b280', '']) {
        expect(await rejected(sampleDocument({ data: { [code]: entry({}) } }))).toEqual({
          data: [`Unknown ICF category codes: ${code}.`],
        });
      }
      const korean = await rejected(sampleDocument({ data: { b2: entry({}) } }), 'kr');
      expect(korean.data).toEqual(['알 수 없는 ICF 범주 코드입니다: b2.']);
    });

    it('refuses qualifier values the code’s kind does not have (spec §5)', async () => {
      const errors = await rejected(
        sampleDocument({
          data: {
            b280: entry({ q1: '5', q2: '1' }),
            d450: entry({ q1: '+2', q3: '1' }),
            s750: entry({ q1: '+1', q2: '7', q3: '10' }),
            e310: entry({ q1: '+5', q2: '1' }),
            e1101: entry({ q1: '+2' }),
          },
        }),
      );
      expect(errors).toEqual({
        'data.b280.q1': ['"5" is not a valid q1 qualifier for b280.'],
        'data.b280.q2': ['"1" is not a valid q2 qualifier for b280.'],
        'data.d450.q1': ['"+2" is not a valid q1 qualifier for d450.'],
        'data.d450.q3': ['"1" is not a valid q3 qualifier for d450.'],
        'data.s750.q1': ['"+1" is not a valid q1 qualifier for s750.'],
        'data.s750.q3': ['"10" is not a valid q3 qualifier for s750.'],
        'data.e310.q1': ['"+5" is not a valid q1 qualifier for e310.'],
        'data.e310.q2': ['"1" is not a valid q2 qualifier for e310.'],
      });
    });

    it('accepts every legal value of every kind, facilitators with their plus sign', async () => {
      const scale = ['0', '1', '2', '3', '4', '8', '9'];
      const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
      for (const q1 of [...scale, '']) {
        await saveDocumentOk(server, alice.token, sampleDocument({ data: { b280: entry({ q1 }) } }));
      }
      for (const value of digits) {
        await saveDocumentOk(server, alice.token, {
          sets: [],
          data: { s750: entry({ q1: '1', q2: value, q3: value }) },
        });
      }
      for (const q1 of ['+8', '+4', '+3', '+2', '+1', '+0', ...scale]) {
        await saveDocumentOk(server, alice.token, { sets: [], data: { e310: entry({ q1 }) } });
      }
      for (const value of scale) {
        await saveDocumentOk(server, alice.token, {
          sets: [],
          data: { d450: entry({ q1: value, q2: value }) },
        });
      }
    });

    it('refuses a description of 1001 characters', async () => {
      const errors = await rejected(sampleDocument({ data: { b280: entry({ desc: 'x'.repeat(1001) }) } }));
      expect(errors).toEqual({
        'data.b280.desc': ['The description of b280 must not be greater than 1000 characters.'],
      });
    });

    it('reports unknown codes, unknown sets and illegal qualifiers in one answer', async () => {
      const errors = await rejected(
        sampleDocument({
          sets: ['generic', 'no-such-set', 'generic'],
          data: { zz9: entry({}), b280: entry({ q1: '7' }) },
        }),
      );
      expect(errors).toEqual({
        sets: ['Unknown core sets: no-such-set.', 'Core sets are listed more than once: generic.'],
        data: ['Unknown ICF category codes: zz9.'],
        'data.b280.q1': ['"7" is not a valid q1 qualifier for b280.'],
      });
    });

    it('checks the info fields: lengths, the evaluation date, types', async () => {
      expect(
        await rejected(
          sampleDocument({
            client: 'c'.repeat(256),
            perspective_ap: 'p'.repeat(1001),
            evaluation_date: '2024-02-30',
          }),
        ),
      ).toEqual({
        client: ['The client field must not be greater than 255 characters.'],
        evaluation_date: ['The evaluation date field must be a date in the format YYYY-MM-DD.'],
        perspective_ap: [
          'The perspective on activities and participation field must not be greater than 1000 characters.',
        ],
      });
      for (const date of ['26/03/2024', '2024-3-26', '2024-03-26T00:00:00Z', ' 2024-03-26']) {
        expect(Object.keys(await rejected(sampleDocument({ evaluation_date: date })))).toEqual([
          'evaluation_date',
        ]);
      }
      expect(await rejected({ ...sampleDocument(), age: 67, gender: null })).toEqual({
        age: ['The age field must be a string.'],
        gender: ['The gender field must be a string.'],
      });
      expect(await rejected({ client: 'x' })).toEqual({
        sets: ['The sets field is required.'],
        data: ['The data field is required.'],
      });
      expect(await rejected({ sets: {}, data: [] })).toEqual({
        sets: ['The sets field must be an array.'],
        data: ['The data field must be an object.'],
      });
      expect(Object.keys(await rejected(sampleDocument({ data: { b280: { q1: '1' } as never } })))).toEqual([
        'data.b280.q2',
        'data.b280.q3',
        'data.b280.s1',
        'data.b280.s2',
        'data.b280.s3',
        'data.b280.s4',
        'data.b280.desc',
      ]);
      expect(Object.keys(await rejected({ ...sampleDocument(), id: 'abc' }))).toEqual(['id']);
      expect(Object.keys(await rejected({ ...sampleDocument(), id: 2 ** 31 }))).toEqual(['id']);
    });

    it('refuses text PostgreSQL cannot store (NUL, unpaired surrogates) with a 422, not a 500', async () => {
      expect(await rejected(sampleDocument({ client: 'a\u0000b' }))).toEqual({
        client: ['The client field contains characters that cannot be stored.'],
      });
      expect(
        Object.keys(await rejected(sampleDocument({ data: { b280: entry({ desc: 'x\ud800' }) } }))),
      ).toEqual(['data.b280.desc']);
    });

    it('writes messages in the request’s language', async () => {
      expect(await rejected(sampleDocument({ client: 'c'.repeat(256) }), 'kr')).toEqual({
        client: ['대상자 항목은 255자를 넘을 수 없습니다.'],
      });
    });

    it('refuses a body over 16 MiB with 413 before parsing it', async () => {
      const huge = JSON.stringify(sampleDocument({ description: 'x'.repeat(16 * 1024 * 1024) }));
      const response = await server.request('/api/document/save', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${alice.token}`,
          'Content-Type': 'application/json',
          'Accept-Language': 'en',
        },
        body: huge,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        code: 'payload_too_large',
        message: 'The document is too large to save.',
      });
    });

    it('refuses malformed JSON and saves nothing that failed', async () => {
      const before = (await listDocuments(server, alice.token)).total;
      const malformed = await server.request('/api/document/save', {
        method: 'POST',
        headers: { Authorization: `Bearer ${alice.token}`, 'Content-Type': 'application/json' },
        body: '{"sets": [',
      });
      expect(malformed.status).toBe(422);
      expect(((await malformed.json()) as { code: string }).code).toBe('malformed_json');
      await rejected(sampleDocument({ data: { b2: entry({}) } }));
      await rejected(sampleDocument({ data: { b280: entry({ q1: '+1' }) } }));
      expect((await listDocuments(server, alice.token)).total).toBe(before);
    });
  });
});
