import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTypesSource } from '../../../../docs/examples/typescript/generate-api-types';
import { syncLatestEvaluation } from '../../../../docs/examples/typescript/sync-latest-evaluation';
import { createApiTokenOk } from '../api-tokens/api-token-api';
import { sampleDocument, saveDocumentOk } from '../documents/document-api';
import { call, registerUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The README's integration example (docs/examples/typescript) against the real server: a change to the API
 * that breaks the documented client fails here. Its types are generated from the current description before
 * every type check (`npm run typecheck` runs `npm run example:types` first), so the example is compiled
 * against the API as it is; a change that breaks it fails the type check.
 */
describe('the TypeScript client example', () => {
  it('has types generated from the description, naming its operations', async () => {
    const source = await apiTypesSource();
    expect(source).toContain('export interface paths');
    expect(source).toContain('"/api/client/{id}/documents"');
  });
});

describe.each(testDatabaseKinds)('the TypeScript client example against the server on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('lists a client’s evaluations, exports the latest as FHIR and imports a Bundle, with a scoped token', async () => {
    const owner = await registerUser(server);
    const client = await call(server, 'POST', '/api/client', {
      token: owner.token,
      body: { display_name: 'Example client' },
    });
    const clientId = ((await client.json()) as { id: number }).id;
    await saveDocumentOk(
      server,
      owner.token,
      sampleDocument({ client_id: clientId, evaluation_date: '2024-01-10' }),
    );
    const latest = await saveDocumentOk(
      server,
      owner.token,
      sampleDocument({ client_id: clientId, evaluation_date: '2024-04-02' }),
    );
    const token = await createApiTokenOk(server, owner.token, ['clients:read', 'export', 'documents:write']);

    const result = await syncLatestEvaluation({ baseUrl: server.baseUrl, token: token.token, clientId });
    expect(result.evaluations).toBe(2);
    expect(result.latestDocumentId).toBe(latest);
    expect(result.bundle.resourceType).toBe('Bundle');
    expect(result.importedDocumentId).toBeGreaterThan(latest);
    const imported = await call(server, 'GET', `/api/document/${result.importedDocumentId}`, {
      token: owner.token,
    });
    expect(imported.status).toBe(200);
    const codes = Object.keys(((await imported.json()) as { data: Record<string, unknown> }).data).sort();
    expect(codes).toEqual(Object.keys(sampleDocument().data!).sort());

    // Without one of those abilities the example stops with the server's 403, naming the ability.
    const narrow = await createApiTokenOk(server, owner.token, ['clients:read', 'documents:write']);
    await expect(
      syncLatestEvaluation({ baseUrl: server.baseUrl, token: narrow.token, clientId }),
    ).rejects.toThrow(/exporting the document: .*"export"/);
  });
});
