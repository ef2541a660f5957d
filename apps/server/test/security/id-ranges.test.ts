import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineWriter } from '../../src/features/suggestions/offline-writer';
import { registerAdmin } from '../admin/admin-api';
import { sampleDocument, saveDocumentOk } from '../documents/document-api';
import { call, registerUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Every id the API reads (in a path, a query or a body) names a row of an `integer` column: an id beyond its
 * range is a 404 or a 422, never the database's overflow error as a 500. 2^31 is the first id past the
 * column, 2^63 the first past `bigint`.
 */
const tooLarge = ['2147483648', '9223372036854775808'];

interface IdCall {
  method: string;
  path: (id: string) => string;
  body?: (id: string) => unknown;
  as: 'user' | 'admin';
}

describe.each(testDatabaseKinds)('ids beyond the integer range on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let adminToken: string;
  // Shown as placeholders in the test names, which are written before the rows exist.
  let documentId: number | string = '{document}';
  let clientId: number | string = '{client}';

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { suggestions: { writer: createOfflineWriter(), work: false } });
    ({ token } = await registerUser(server));
    ({ token: adminToken } = await registerAdmin(server));
    const created = await call(server, 'POST', '/api/client', { token, body: { display_name: 'P1' } });
    clientId = ((await created.json()) as { id: number }).id;
    documentId = await saveDocumentOk(server, token, sampleDocument({ client_id: clientId }));
    await saveDocumentOk(server, token, sampleDocument({ client_id: clientId }));
  });
  afterAll(() => server.close());

  const calls: IdCall[] = [
    // In the path.
    { method: 'GET', path: (id) => `/api/document/${id}`, as: 'user' },
    { method: 'GET', path: (id) => `/api/document/${id}/versions`, as: 'user' },
    { method: 'GET', path: (id) => `/api/document/${id}/versions/1`, as: 'user' },
    { method: 'GET', path: (id) => `/api/document/${documentId}/versions/${id}`, as: 'user' },
    { method: 'POST', path: (id) => `/api/document/${id}/versions/1/restore`, as: 'user' },
    { method: 'POST', path: (id) => `/api/document/${documentId}/versions/${id}/restore`, as: 'user' },
    {
      method: 'POST',
      path: (id) => `/api/document/${id}/client`,
      body: () => ({ client_id: null }),
      as: 'user',
    },
    { method: 'GET', path: (id) => `/api/document/${id}/fhir`, as: 'user' },
    { method: 'POST', path: (id) => `/api/suggest/${id}`, as: 'user' },
    { method: 'GET', path: (id) => `/api/suggest/${id}`, as: 'user' },
    { method: 'GET', path: (id) => `/api/suggest/${id}/preview`, as: 'user' },
    {
      method: 'PATCH',
      path: (id) => `/api/set/personal/personal-${id}`,
      body: () => ({ note: 'x' }),
      as: 'user',
    },
    { method: 'DELETE', path: (id) => `/api/set/personal/${id}`, as: 'user' },
    { method: 'GET', path: (id) => `/api/client/${id}`, as: 'user' },
    { method: 'PUT', path: (id) => `/api/client/${id}`, body: () => ({ display_name: 'P2' }), as: 'user' },
    { method: 'DELETE', path: (id) => `/api/client/${id}`, as: 'user' },
    { method: 'GET', path: (id) => `/api/client/${id}/documents`, as: 'user' },
    { method: 'GET', path: (id) => `/api/client/${id}/progress`, as: 'user' },
    { method: 'GET', path: (id) => `/api/client/${id}/progress/download`, as: 'user' },
    { method: 'GET', path: (id) => `/api/client/${id}/goals`, as: 'user' },
    { method: 'PUT', path: (id) => `/api/client/${id}/goals`, body: () => ({ global: 'g' }), as: 'user' },
    { method: 'GET', path: (id) => `/api/client/${id}/intervention-table`, as: 'user' },
    { method: 'GET', path: (id) => `/api/client/${id}/cycles`, as: 'user' },
    {
      method: 'PUT',
      path: (id) => `/api/client/${id}/cycles/current`,
      body: () => ({ starts_on: '2026-01-05', consent: 'pending' }),
      as: 'user',
    },
    {
      method: 'POST',
      path: (id) => `/api/client/${id}/cycles/current/close`,
      body: () => ({ goals_version: 0, ends_on: '2099-01-01', results: [], next_starts_on: '2099-01-01' }),
      as: 'user',
    },
    { method: 'GET', path: (id) => `/api/client/${id}/intervention-table/download`, as: 'user' },
    {
      method: 'PATCH',
      path: (id) => `/api/admin/users/${id}`,
      body: () => ({ disabled: true }),
      as: 'admin',
    },
    { method: 'POST', path: (id) => `/api/admin/jobs/suggestions/${id}/retry`, as: 'admin' },
    {
      method: 'PATCH',
      path: (id) => `/api/admin/feedback/${id}`,
      body: () => ({ status: 'closed' }),
      as: 'admin',
    },
    { method: 'POST', path: (id) => `/api/admin/catalogue/institution-${id}/withdraw`, as: 'admin' },
    // In the query.
    { method: 'GET', path: (id) => `/api/document/all?client_id=${id}`, as: 'user' },
    { method: 'GET', path: (id) => `/api/document/export.csv?client_id=${id}`, as: 'user' },
    {
      method: 'GET',
      path: (id) => `/api/client/${clientId}/progress?documents=${documentId},${id}`,
      as: 'user',
    },
    {
      method: 'GET',
      path: (id) => `/api/client/${clientId}/progress/download?documents=${documentId},${id}`,
      as: 'user',
    },
    {
      method: 'GET',
      path: (id) => `/api/client/${clientId}/intervention-table?document=${id}`,
      as: 'user',
    },
    // In the body (a JSON number as large as the id).
    {
      method: 'POST',
      path: () => '/api/document/save',
      body: (id) => ({ ...sampleDocument(), id: Number(id) }),
      as: 'user',
    },
    {
      method: 'POST',
      path: () => '/api/document/save',
      body: (id) => ({ ...sampleDocument(), client_id: Number(id) }),
      as: 'user',
    },
    {
      method: 'POST',
      path: () => '/api/document/update',
      body: (id) => ({ id: Number(id), column: 'deleted_at' }),
      as: 'user',
    },
    {
      method: 'POST',
      path: () => `/api/document/${documentId}/client`,
      body: (id) => ({ client_id: Number(id) }),
      as: 'user',
    },
  ];

  it.each(
    calls.flatMap((idCall) =>
      tooLarge.map((id) => [`${idCall.method} ${idCall.path(id)}`, idCall, id] as const),
    ),
  )('%s is a 404 or a 422', async (_name, idCall, id) => {
    const response = await call(server, idCall.method, idCall.path(id), {
      token: idCall.as === 'admin' ? adminToken : token,
      body: idCall.body?.(id),
      locale: 'en',
    });
    const text = await response.text();
    expect([404, 422], text).toContain(response.status);
  });

  it('reads a page number past 2^31 as a page past the end and one past 2^53 as a 422 (a page is no id)', async () => {
    const lists: [string, 'user' | 'admin'][] = [
      ['/api/document/all', 'user'],
      ['/api/admin/users', 'admin'],
      ['/api/admin/feedback', 'admin'],
      ['/api/admin/audit', 'admin'],
    ];
    for (const [path, as] of lists) {
      const auth = { token: as === 'admin' ? adminToken : token, locale: 'en' as const };
      const far = await call(server, 'GET', `${path}?page=${tooLarge[0]}`, auth);
      expect(far.status, path).toBe(200);
      const page = (await far.json()) as { data: unknown[]; current_page: number; last_page: number };
      // The dashboard's list answers its last page for a page past the end (decision record 0042); the
      // administrator's lists an empty one.
      if (path === '/api/document/all') expect(page.current_page, path).toBe(page.last_page);
      else expect(page.data, path).toEqual([]);
      const beyond = await call(server, 'GET', `${path}?page=${tooLarge[1]}`, auth);
      expect(beyond.status, path).toBe(422);
      await beyond.arrayBuffer();
    }
  });
});
