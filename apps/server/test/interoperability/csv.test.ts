import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentCsvColumns } from '@icf/shared';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { deleteDocument, entry, sampleDocument, saveDocumentOk } from '../documents/document-api';
import { findLiveDocumentExportPage } from '../../src/features/interoperability/document-export-repository';

const trickyDescription = 'Pain, "sharp" at night;\nwakes 2–3×, 통증이 심함\r\n=SUM(A1)';

describe.each(testDatabaseKinds)('CSV export on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let first: number;
  let second: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await registerUser(server);
    bob = await registerUser(server);
    first = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({
        client: '김, "민수"',
        data: { b280: entry({ q1: '2', s1: true, s3: true, desc: trickyDescription }), b130: entry({}) },
      }),
    );
    second = await saveDocumentOk(server, alice.token, sampleDocument());
    const deleted = await saveDocumentOk(server, alice.token, sampleDocument({ client: 'deleted' }));
    expect((await deleteDocument(server, alice.token, deleted)).status).toBe(200);
    await saveDocumentOk(server, bob.token, sampleDocument({ client: 'Bob’s client' }));
  });
  afterAll(() => server.close());

  async function exportCsv(token: string, query = '') {
    const response = await call(server, 'GET', `/api/document/export.csv${query}`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  function csvRowsOf(bytes: Uint8Array) {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return parsed.data;
  }

  async function createClient(token: string, displayName: string): Promise<number> {
    const response = await call(server, 'POST', '/api/client', {
      token,
      body: { display_name: displayName },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }

  it('writes UTF-8 with a BOM, one row per live document × rated code, and round-trips through a CSV parser', async () => {
    const { response, bytes } = await exportCsv(alice.token);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="icf-documents-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...documentCsvColumns]);

    const rows = parsed.data;
    // b130 is not rated; the deleted document and Bob's are not there.
    expect(rows.filter((row) => row.document_id === String(first)).map((row) => row.code)).toEqual(['b280']);
    expect(rows.filter((row) => row.document_id === String(second)).map((row) => row.code)).toEqual([
      'b280',
      's750',
      'd450',
      'e1101',
      'e310',
    ]);
    expect(rows.map((row) => row.client)).not.toContain('deleted');
    expect(rows.map((row) => row.client)).not.toContain('Bob’s client');

    expect(rows[0]).toEqual({
      document_id: String(first),
      client: '김, "민수"',
      evaluation_date: '2024-03-26',
      code: 'b280',
      component: 'Body functions',
      title_en: 'Sensation of pain',
      title_ko: expect.any(String),
      q1: '2',
      q2: '',
      q3: '',
      sources: 'Case history; Clinical examination',
      description: trickyDescription,
    });
    expect(rows[0]!.title_ko).toMatch(/\p{Script=Hangul}/u);
    // A facilitator keeps its plus sign in a spreadsheet: written as text, like every cell starting with +.
    expect(rows.find((row) => row.code === 'e310')?.q1).toBe("'+2");
    expect(text).toContain(`,"'+2",`);
  });

  it.each(['=', '+', '-', '@', '\t', '\r'])(
    'writes a cell starting with %j as quoted text with a leading apostrophe',
    async (start) => {
      const carol = await registerUser(server);
      const typed = `${start}HYPERLINK("http://example.org","x")`;
      await saveDocumentOk(
        server,
        carol.token,
        sampleDocument({ client: typed, data: { b280: entry({ q1: '2', desc: typed }) } }),
      );
      const { bytes } = await exportCsv(carol.token);
      const raw = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      const quoted = `"'${typed.replaceAll('"', '""')}"`;
      expect(raw.split(quoted)).toHaveLength(3);
      const [row] = csvRowsOf(bytes);
      expect(row?.client).toBe(`'${typed}`);
      expect(row?.description).toBe(`'${typed}`);
    },
  );

  it('has only the header for a user without documents, and needs a signed-in user', async () => {
    const carol = await registerUser(server);
    const { bytes } = await exportCsv(carol.token);
    expect(new TextDecoder().decode(bytes)).toBe(`${documentCsvColumns.join(',')}\n`);
    expect((await call(server, 'GET', '/api/document/export.csv')).status).toBe(401);
  });

  it('reads the documents in keyset pages that neither skip nor repeat one', async () => {
    const ids: number[] = [];
    let cursor: { createdAt: string; id: number } | null = null;
    for (;;) {
      const page = await findLiveDocumentExportPage(server.database.db, { userId: 1 }, cursor, 1);
      if (page.length === 0) break;
      ids.push(page[0]!.id);
      cursor = { createdAt: page[0]!.createdAtCursor, id: page[0]!.id };
    }
    expect(ids).toEqual([first, second]);
  });

  it('filters by one of the caller’s clients with client_id, in the file and in the keyset pages', async () => {
    const client = await createClient(alice.token, '이영희');
    const other = await createClient(alice.token, 'Pseudonym P9');
    const ofClient = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({ client_id: client, data: { d450: entry({ q1: '3' }) } }),
    );
    const deletedOfClient = await saveDocumentOk(server, alice.token, sampleDocument({ client_id: client }));
    expect((await deleteDocument(server, alice.token, deletedOfClient)).status).toBe(200);

    const rows = csvRowsOf((await exportCsv(alice.token, `?client_id=${client}`)).bytes);
    expect(rows.map((row) => [row.document_id, row.client, row.code])).toEqual([
      [String(ofClient), '이영희', 'd450'],
    ]);
    const all = csvRowsOf((await exportCsv(alice.token)).bytes);
    expect(new Set(all.map((row) => row.document_id))).toEqual(
      new Set([String(first), String(second), String(ofClient)]),
    );
    // A client of the caller without documents: only the header.
    const { bytes } = await exportCsv(alice.token, `?client_id=${other}`);
    expect(new TextDecoder().decode(bytes)).toBe(`${documentCsvColumns.join(',')}\n`);

    const aliceId = (
      (await (await call(server, 'GET', '/api/user', { token: alice.token })).json()) as {
        id: number;
      }
    ).id;
    const page = await findLiveDocumentExportPage(
      server.database.db,
      { userId: aliceId, clientId: client },
      null,
      10,
    );
    expect(page.map((row) => row.id)).toEqual([ofClient]);
  });

  it('answers another user’s or a missing client with 404, and a client_id that is no id with 422', async () => {
    const bobsClient = await createClient(bob.token, 'Bob’s own');
    for (const id of [bobsClient, 999_999]) {
      const response = await call(server, 'GET', `/api/document/export.csv?client_id=${id}`, {
        token: alice.token,
        locale: 'en',
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'not_found', message: 'The client does not exist.' });
    }
    for (const query of ['abc', '0', '-1', '']) {
      const response = await call(server, 'GET', `/api/document/export.csv?client_id=${query}`, {
        token: alice.token,
        locale: 'en',
      });
      expect(response.status, query).toBe(422);
      expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(['client_id']);
    }
    // Bob's own export of his client works.
    expect(csvRowsOf((await exportCsv(bob.token, `?client_id=${bobsClient}`)).bytes)).toEqual([]);
  });
});
