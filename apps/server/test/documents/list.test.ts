import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentOrderColumns,
  documentOrderDirections,
  type DocumentOrderColumn,
  type DocumentPage,
  type DocumentSummary,
} from '@icf/shared';
import { documents } from '../../src/db/schema';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { rawGet } from '../support/raw-get';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  deleteDocument,
  listDocuments,
  queryString,
  sampleDocument,
  saveDocumentOk,
  validationErrors,
} from './document-api';

/** 23 documents: three pages of 10, the last one partial. */
const documentCount = 23;
/**
 * Clients and descriptions are single lower-case words (the same order in every collation), some repeated,
 * so ties show whether paging breaks them by id. Timestamps are shuffled against the ids, some equal too.
 */
const clients = ['delta', 'alpha', 'echo', 'bravo', 'alpha', 'charlie', 'golf', 'foxtrot', 'alpha', 'hotel'];
const descriptions = ['kilo', 'juliet', 'lima', 'india', 'mike', 'juliet', 'november'];
const createdHour = (index: number) => (index * 7) % documentCount; // a permutation of 0..22
const updatedHour = (index: number) => (index * 5) % 11; // repeats: ties on updated_at

describe.each(testDatabaseKinds)('the dashboard list on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  let nobody: RegisteredUser;
  let rows: DocumentSummary[];
  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await registerUser(server);
    nobody = await registerUser(server);
    const ids: number[] = [];
    for (let index = 0; index < documentCount; index++) {
      ids.push(
        await saveDocumentOk(
          server,
          alice.token,
          sampleDocument({
            client: clients[index % clients.length],
            description: descriptions[index % descriptions.length],
          }),
        ),
      );
    }
    for (const [index, id] of ids.entries()) {
      await server.database.db
        .update(documents)
        .set({
          createdAt: sql`timestamptz '2024-01-01T00:00:00Z' + ${createdHour(index)} * interval '1 hour'`,
          updatedAt: sql`timestamptz '2024-06-01T00:00:00Z' + ${updatedHour(index)} * interval '1 hour'`,
        })
        .where(eq(documents.id, id));
    }
    rows = (await listDocuments(server, alice.token, { per_page: 100 })).data;
    expect(rows).toHaveLength(documentCount);
  });
  afterAll(() => server.close());

  /** The 422 field errors (in en) of a list call with these query parameters. */
  const listErrors = async (query: Record<string, string>) =>
    validationErrors(
      await call(server, 'GET', `/api/document/all${queryString(query)}`, {
        token: alice.token,
        locale: 'en',
      }),
    );

  /** The expected order, computed here from the rows themselves: by the column, then by id, both one way. */
  function sorted(column: DocumentOrderColumn, direction: 'asc' | 'desc'): number[] {
    const sign = direction === 'asc' ? 1 : -1;
    const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
    return [...rows]
      .sort((a, b) => sign * (compare(a[column], b[column]) || compare(a.id, b.id)))
      .map((row) => row.id);
  }

  it('answers an empty page to a user without documents', async () => {
    expect(await listDocuments(server, nobody.token)).toEqual({
      per_page: 10,
      current_page: 1,
      last_page: 1,
      from: null,
      to: null,
      total: 0,
      next_cursor: null,
      prev_cursor: null,
      data: [],
    });
    expect((await listDocuments(server, nobody.token, { page: 2 })).data).toEqual([]);
  });

  it('defaults to the newest 10 documents (spec §9), newest first', async () => {
    const page = await listDocuments(server, alice.token);
    expect(page).toMatchObject({ per_page: 10, current_page: 1, last_page: 3, from: 1, to: 10, total: 23 });
    expect(page.data.map((row) => row.id)).toEqual(sorted('created_at', 'desc').slice(0, 10));
    // The shuffled timestamps really make this differ from the id order.
    expect(page.data.map((row) => row.id)).not.toEqual(sorted('id', 'desc').slice(0, 10));
    const explicit = await listDocuments(server, alice.token, {
      order_by_column: 'created_at',
      order_by: 'desc',
    });
    expect(explicit).toEqual(page);
  });

  describe.each(
    documentOrderColumns.flatMap((column) => documentOrderDirections.map((d) => [column, d] as const)),
  )('ordered by %s %s', (column, direction) => {
    it('lists every document in order, and pages of 4 join up to the same order', async () => {
      const expected = sorted(column, direction);
      const all = await listDocuments(server, alice.token, {
        order_by_column: column,
        order_by: direction,
        per_page: 100,
      });
      expect(all.data.map((row) => row.id)).toEqual(expected);

      const paged: number[] = [];
      for (let page = 1; page <= 6; page++) {
        const answer = await listDocuments(server, alice.token, {
          order_by_column: column,
          order_by: direction,
          per_page: 4,
          page,
        });
        expect(answer).toMatchObject({
          per_page: 4,
          current_page: page,
          last_page: 6,
          total: 23,
          from: 4 * (page - 1) + 1,
          to: Math.min(4 * page, 23),
        });
        paged.push(...answer.data.map((row) => row.id));
      }
      expect(paged).toEqual(expected);
    });
  });

  describe.each(
    documentOrderColumns.flatMap((column) => documentOrderDirections.map((d) => [column, d] as const)),
  )('ordered by %s %s, read by cursors', (column, direction) => {
    const ordering = { order_by_column: column, order_by: direction, per_page: 4 };

    it('walks the same pages forwards and backwards as by number, ties and the short last page included', async () => {
      const byNumber: DocumentPage[] = [];
      for (let page = 1; page <= 6; page++) {
        byNumber.push(await listDocuments(server, alice.token, { ...ordering, page }));
      }
      expect(byNumber.flatMap((page) => page.data.map((row) => row.id))).toEqual(sorted(column, direction));
      expect(byNumber[5]!.data).toHaveLength(3);

      const forwards = [byNumber[0]!];
      while (forwards.at(-1)!.next_cursor) {
        const from = forwards.at(-1)!;
        forwards.push(
          await listDocuments(server, alice.token, {
            ...ordering,
            page: from.current_page + 1,
            cursor: from.next_cursor!,
          }),
        );
      }
      expect(forwards).toEqual(byNumber);

      const backwards = [byNumber[5]!];
      while (backwards.at(-1)!.prev_cursor) {
        const from = backwards.at(-1)!;
        backwards.push(
          await listDocuments(server, alice.token, {
            ...ordering,
            page: from.current_page - 1,
            cursor: from.prev_cursor!,
          }),
        );
      }
      expect(backwards.reverse()).toEqual(byNumber);

      // The dashboard's page links two away read on from the nearer cursor.
      expect(
        await listDocuments(server, alice.token, { ...ordering, page: 4, cursor: byNumber[1]!.next_cursor! }),
      ).toEqual(byNumber[3]);
      expect(
        await listDocuments(server, alice.token, { ...ordering, page: 2, cursor: byNumber[3]!.prev_cursor! }),
      ).toEqual(byNumber[1]);
    });
  });

  it('keeps timestamps to the microsecond in a cursor: rows a millisecond apart are neither skipped nor repeated', async () => {
    const writer = await registerUser(server);
    const ids: number[] = [];
    for (let index = 0; index < 5; index++) {
      ids.push(await saveDocumentOk(server, writer.token, sampleDocument()));
    }
    for (const [index, id] of ids.entries()) {
      await server.database.db
        .update(documents)
        .set({
          createdAt: sql`timestamptz '2024-01-01T00:00:00.000100Z' + ${index} * interval '1 microsecond'`,
        })
        .where(eq(documents.id, id));
    }
    const walked: number[] = [];
    let page = await listDocuments(server, writer.token, { per_page: 1, order_by: 'asc' });
    walked.push(...page.data.map((row) => row.id));
    while (page.next_cursor) {
      page = await listDocuments(server, writer.token, {
        per_page: 1,
        order_by: 'asc',
        page: page.current_page + 1,
        cursor: page.next_cursor,
      });
      walked.push(...page.data.map((row) => row.id));
    }
    expect(walked).toEqual(ids);
  });

  it('answers the last page to a cursor that leads beyond it, and page 1 to one with too little before it', async () => {
    const pages = { first: await listDocuments(server, alice.token, { per_page: 4 }) };
    const last = await listDocuments(server, alice.token, { per_page: 4, page: 6 });
    const beyond = await listDocuments(server, alice.token, {
      per_page: 4,
      page: Number.MAX_SAFE_INTEGER,
      cursor: pages.first.next_cursor!,
    });
    expect(beyond).toEqual(last);
    // A previous-page cursor made when more documents stood before its place (since deleted): page 1, full.
    const third = rows.find((row) => row.id === sorted('created_at', 'desc')[2])!;
    const stale = Buffer.from(
      JSON.stringify(['created_at', 'desc', 4, 'before', 2, third.id, third.created_at.replace('Z', '000Z')]),
    ).toString('base64url');
    expect(await listDocuments(server, alice.token, { per_page: 4, page: 2, cursor: stale })).toEqual(
      pages.first,
    );
  });

  it('refuses a cursor it did not make, or made for another view of the list, with a 422', async () => {
    const first = await listDocuments(server, alice.token, { per_page: 4 });
    const next = first.next_cursor!;
    const cursorError = { cursor: ['The selected page cursor is invalid.'] };
    const forge = (fields: unknown[]) => Buffer.from(JSON.stringify(fields)).toString('base64url');
    for (const cursor of [
      'abc',
      '!!!',
      forge(['created_at', 'desc', 4, 'after', 2, 1, '2024-02-30T00:00:00.000000Z']),
      forge(['created_at', 'desc', 4, 'after', 2, 1, "'; drop table documents; --"]),
      forge(['client', 'desc', 4, 'after', 2, 1, '2024-01-01T00:00:00.000000Z']),
      forge(['created_at', 'desc', 4, 'after', 2, 1e10, '2024-01-01T00:00:00.000000Z']),
      next.slice(0, -2),
    ]) {
      expect(await listErrors({ per_page: '4', page: '2', cursor }), cursor).toEqual(cursorError);
    }
    // Another page size, ordering, or a page behind a next-page cursor.
    expect(await listErrors({ per_page: '5', page: '2', cursor: next })).toEqual(cursorError);
    expect(await listErrors({ per_page: '4', page: '2', order_by: 'asc', cursor: next })).toEqual(
      cursorError,
    );
    expect(await listErrors({ per_page: '4', page: '1', cursor: next })).toEqual(cursorError);
    expect(await listErrors({ per_page: '4', page: '2', cursor: 'x'.repeat(8401) })).toEqual({
      cursor: ['The page cursor field must not be greater than 8400 characters.'],
    });
  });

  it('orders differently by each column (the test data tells them apart)', () => {
    const orders = documentOrderColumns.map((column) => sorted(column, 'asc').join());
    expect(new Set(orders).size).toBe(documentOrderColumns.length);
  });

  it('orders by the whole description, also past the 200 characters its index holds', async () => {
    const writer = await registerUser(server);
    const prefix = 'a'.repeat(200);
    const ids: Record<string, number> = {};
    for (const [name, description] of Object.entries({
      x: `${prefix}c`,
      y: `${prefix}b`,
      z: `${'a'.repeat(199)}z`,
      w: 'b',
    })) {
      ids[name] = await saveDocumentOk(server, writer.token, sampleDocument({ description }));
    }
    const order = async (direction: 'asc' | 'desc') =>
      (
        await listDocuments(server, writer.token, { order_by_column: 'description', order_by: direction })
      ).data.map((row) => row.id);
    expect(await order('asc')).toEqual([ids.y, ids.x, ids.z, ids.w]);
    expect(await order('desc')).toEqual([ids.w, ids.z, ids.x, ids.y]);
  });

  it('numbers the last page and answers the last page to a page beyond it', async () => {
    const last = await listDocuments(server, alice.token, { page: 3 });
    expect(last).toMatchObject({ current_page: 3, last_page: 3, from: 21, to: 23, total: 23 });
    expect(last.data.map((row) => row.id)).toEqual(sorted('created_at', 'desc').slice(20));

    // Decision record 0042: not an empty page numbered as asked, whose offset would cost the whole list.
    for (const page of [4, 1000, Number.MAX_SAFE_INTEGER]) {
      expect(await listDocuments(server, alice.token, { page })).toEqual(last);
    }
    const lastAscending = await listDocuments(server, alice.token, { page: 3, order_by: 'asc' });
    expect(await listDocuments(server, alice.token, { page: 99, order_by: 'asc' })).toEqual(lastAscending);
    const exact = await listDocuments(server, alice.token, { per_page: 23 });
    expect(exact).toMatchObject({ last_page: 1, from: 1, to: 23 });
    expect((await listDocuments(server, alice.token, { per_page: 1, page: 23 })).data).toHaveLength(1);
  });

  it('answers the last page of one client’s documents to a page beyond it', async () => {
    const created = await call(server, 'POST', '/api/client', {
      token: alice.token,
      body: { display_name: 'paged client' },
    });
    const clientId = ((await created.json()) as { id: number }).id;
    for (let index = 0; index < 3; index++) {
      await saveDocumentOk(server, alice.token, sampleDocument({ client_id: clientId }));
    }
    const last = await listDocuments(server, alice.token, { client_id: clientId, per_page: 2, page: 2 });
    expect(last).toMatchObject({ current_page: 2, last_page: 2, from: 3, to: 3, total: 3 });
    for (const page of [3, Number.MAX_SAFE_INTEGER]) {
      expect(await listDocuments(server, alice.token, { client_id: clientId, per_page: 2, page })).toEqual(
        last,
      );
    }
    // The other tests count alice's 23 documents.
    for (const { id } of (await listDocuments(server, alice.token, { client_id: clientId })).data) {
      expect((await deleteDocument(server, alice.token, id)).status).toBe(200);
    }
  });

  it('gzips a list of 1 KB or more for clients that accept gzip, and only for them', async () => {
    const url = `${server.baseUrl}/api/document/all?per_page=20`;
    const authorization = `Bearer ${alice.token}`;
    const plain = await rawGet(url, { authorization });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.body.byteLength).toBeGreaterThan(1024);

    const gzipped = await rawGet(url, { authorization, 'accept-encoding': 'br;q=1, gzip;q=0.8' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.headers['cache-control']).toBe('no-store');
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    expect(gzipped.body.byteLength).toBeLessThan(plain.body.byteLength / 2);

    const refused = await rawGet(url, { authorization, 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(plain.body)).toBe(true);

    // Below 1 KB compression gains nothing; the answer goes as it is.
    const small = await rawGet(`${server.baseUrl}/api/document/all?per_page=1`, {
      authorization,
      'accept-encoding': 'gzip',
    });
    expect(small.body.byteLength).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ per_page: 1, total: documentCount });
  });

  it('serves up to 100 per page and refuses more with a 422', async () => {
    expect((await listDocuments(server, alice.token, { per_page: 100 })).per_page).toBe(100);
    expect(await listErrors({ per_page: '101' })).toEqual({
      per_page: ['The per page field must not be greater than 100.'],
    });
  });

  it('refuses pages and page sizes that are not positive whole numbers', async () => {
    expect(await listErrors({ page: '0' })).toEqual({ page: ['The page field must be at least 1.'] });
    expect(await listErrors({ per_page: '0' })).toEqual({
      per_page: ['The per page field must be at least 1.'],
    });
    for (const value of ['-1', '1.5', 'abc', '', '1e2', '0x10', ' 2', '99999999999999999999']) {
      expect(Object.keys(await listErrors({ page: value })), value).toEqual(['page']);
      expect(Object.keys(await listErrors({ per_page: value })), value).toEqual(['per_page']);
    }
    expect(await listErrors({ page: 'x' })).toEqual({ page: ['The page field must be an integer.'] });
  });

  it('refuses unknown order columns and directions, including SQL, before any query', async () => {
    for (const column of [
      'user_id',
      'deleted_at',
      'data',
      'name',
      'CLIENT',
      'created_at desc',
      'created_at; DROP TABLE documents; --',
      '(select 1)',
      '1',
      '',
    ]) {
      expect(await listErrors({ order_by_column: column }), column).toEqual({
        order_by_column: ['The selected order by column is invalid.'],
      });
    }
    for (const direction of ['up', 'DESC', 'desc nulls first', "asc'; --", '']) {
      expect(await listErrors({ order_by: direction }), direction).toEqual({
        order_by: ['The selected order by is invalid.'],
      });
    }
    expect(await listErrors({ order_by_column: 'id; --', order_by: 'sideways', page: '0' })).toEqual({
      page: ['The page field must be at least 1.'],
      order_by_column: ['The selected order by column is invalid.'],
      order_by: ['The selected order by is invalid.'],
    });
    // Still there, still 23.
    expect((await listDocuments(server, alice.token)).total).toBe(23);
  });
});
