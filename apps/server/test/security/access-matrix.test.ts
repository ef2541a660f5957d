import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { accountReadPaths } from '../support/account-read-paths';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { sampleDocument } from '../documents/document-api';
import { samplePersonalCoreSet } from '../core-sets/personal-core-set-api';

type Caller = 'visitor' | 'owner' | 'other';

describe.each(testDatabaseKinds)('access matrix (visitor, owner, other user × calls) on %s', (kind) => {
  let server: TestServer;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let documentId: number;
  let setId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [owner, other] = await Promise.all([registerUser(server), registerUser(server)]);
    const saved = await call(server, 'POST', '/api/document/save', {
      token: owner.token,
      body: sampleDocument(),
    });
    documentId = ((await saved.json()) as { id: number }).id;
    const created = await call(server, 'POST', '/api/set/personal', {
      token: owner.token,
      body: samplePersonalCoreSet(),
    });
    setId = ((await created.json()) as { id: string }).id;
  });
  afterAll(() => server.close());

  const tokenOf = (caller: Caller) =>
    caller === 'visitor' ? undefined : caller === 'owner' ? owner.token : other.token;

  it('lets each caller reach exactly what is theirs', async () => {
    // [method, path, body, status for visitor, owner, other]
    const matrix: [string, () => string, unknown, number, number, number][] = [
      ['GET', () => '/api/user', undefined, 401, 200, 200],
      ['GET', () => '/api/document/all', undefined, 401, 200, 200],
      ['GET', () => `/api/document/${documentId}`, undefined, 401, 200, 404],
      ['GET', () => `/api/document/${documentId}/versions`, undefined, 401, 200, 404],
      ['GET', () => `/api/document/${documentId}/versions/1`, undefined, 401, 200, 404],
      ['POST', () => `/api/document/${documentId}/versions/1/restore`, undefined, 401, 200, 404],
      ['POST', () => '/api/document/save', { ...sampleDocument(), id: documentId }, 401, 200, 404],
      // A personal document keeps one rating per category, its entry's (decision record 0055).
      ['GET', () => `/api/document/${documentId}/ratings`, undefined, 401, 200, 404],
      ['PUT', () => `/api/document/${documentId}/ratings/d450`, { q1: '2' }, 401, 409, 404],
      ['PUT', () => `/api/document/${documentId}/agreed/d450`, { q1: '2' }, 401, 200, 404],
      ['PATCH', () => `/api/set/personal/${setId}`, samplePersonalCoreSet(), 401, 200, 404],
      ['POST', () => '/api/email/verification-notification', undefined, 401, 200, 200],
      ['POST', () => '/api/document/update', { id: documentId, column: 'deleted_at' }, 401, 200, 404],
      ['DELETE', () => `/api/set/personal/${setId}`, undefined, 401, 200, 404],
    ];
    const seen: string[] = [];
    for (const [method, path, body, ...expected] of matrix) {
      // The other user and the visitor first: the owner's call may delete the row.
      for (const caller of ['visitor', 'other', 'owner'] as const) {
        const response = await call(server, method, path(), { token: tokenOf(caller), body });
        const want = expected[caller === 'visitor' ? 0 : caller === 'owner' ? 1 : 2];
        seen.push(`${caller} ${method} ${path()}: ${response.status}`);
        expect(response.status, `${caller} ${method} ${path()}: ${await response.text()}`).toBe(want);
      }
    }
    expect(seen).toHaveLength(matrix.length * 3);
  });

  it("lets no browser cache keep a caller's answers, errors included; public reference data is revalidated", async () => {
    const personal = [...accountReadPaths(documentId), '/api/health', '/api/no-such-call'];
    for (const path of personal) {
      for (const caller of ['visitor', 'other', 'owner'] as const) {
        const response = await call(server, 'GET', path, { token: tokenOf(caller) });
        await response.arrayBuffer();
        expect(response.headers.get('cache-control'), `${caller} GET ${path}: ${response.status}`).toBe(
          'no-store',
        );
      }
    }
    const saved = await call(server, 'POST', '/api/document/save', {
      token: owner.token,
      body: sampleDocument(),
    });
    expect(saved.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/api/code/all', '/api/site']) {
      const response = await call(server, 'GET', path, {});
      await response.arrayBuffer();
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});
