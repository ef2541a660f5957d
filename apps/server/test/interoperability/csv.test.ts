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

  async function exportCsv(token: string) {
    const response = await call(server, 'GET', '/api/document/export.csv', { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
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
    expect(rows.find((row) => row.code === 'e310')?.q1).toBe('+2');
  });

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
      const page = await findLiveDocumentExportPage(server.database.db, 1, cursor, 1);
      if (page.length === 0) break;
      ids.push(page[0]!.id);
      cursor = { createdAt: page[0]!.createdAtCursor, id: page[0]!.id };
    }
    expect(ids).toEqual([first, second]);
  });
});
