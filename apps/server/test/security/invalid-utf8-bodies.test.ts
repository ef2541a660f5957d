import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOffLoopMinBytes } from '../../src/workers/request-body-reader';
import { registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { sampleDocument } from '../documents/document-api';

const refusal = {
  code: 'validation_failed',
  message: 'The request body is not valid UTF-8 text.',
  errors: { body: ['The request body is not valid UTF-8 text.'] },
};

/**
 * Decision record 0042: a JSON body whose bytes are not UTF-8 is a 422 naming the body, on the event loop
 * and on the body worker (large bodies, decision record 0030); nothing is stored as U+FFFD.
 */
describe.each(testDatabaseKinds)('JSON bodies that are not UTF-8 on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await registerUser(server);
  });
  afterAll(() => server.close());

  /** The JSON text of `body` with the marker `BAD` replaced by bytes that are no UTF-8: a lone 0xff, 0xc3 0x28. */
  function bytesWithInvalidUtf8(body: unknown): Uint8Array {
    const [before, after] = JSON.stringify(body).split('BAD') as [string, string];
    const encoder = new TextEncoder();
    return new Uint8Array([...encoder.encode(before), 0xff, 0xc3, 0x28, ...encoder.encode(after)]);
  }
  const send = (path: string, bytes: Uint8Array) =>
    server.request(path, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${alice.token}`,
        'Content-Type': 'application/json',
        'Accept-Language': 'en',
      },
      body: bytes,
    });
  const count = async (sql: string) =>
    ((await server.database.executeSql(sql)) as { rows: { count: number }[] }).rows[0]!.count;

  it('a small body read on the event loop (a client, a save)', async () => {
    const client = await send('/api/client', bytesWithInvalidUtf8({ display_name: 'name BAD' }));
    expect(client.status).toBe(422);
    expect(await client.json()).toEqual(refusal);
    const save = await send(
      '/api/document/save',
      bytesWithInvalidUtf8(sampleDocument({ description: 'BAD' })),
    );
    expect(save.status).toBe(422);
    expect(await save.json()).toEqual(refusal);
    expect(await count('select count(*)::int as count from clients')).toBe(0);
    expect(await count('select count(*)::int as count from documents')).toBe(0);
  });

  it('a large body read on the body worker (a save, a FHIR import)', async () => {
    const padding = 'x'.repeat(defaultOffLoopMinBytes);
    const save = bytesWithInvalidUtf8(sampleDocument({ description: 'BAD', manager: padding }));
    expect(save.byteLength).toBeGreaterThan(defaultOffLoopMinBytes);
    const saved = await send('/api/document/save', save);
    expect(saved.status).toBe(422);
    expect(await saved.json()).toEqual(refusal);
    const bundle = bytesWithInvalidUtf8({ resourceType: 'Bundle', type: 'document', id: `BAD${padding}` });
    const imported = await send('/api/document/import-fhir', bundle);
    expect(imported.status).toBe(422);
    expect(await imported.json()).toEqual(refusal);
    expect(await count('select count(*)::int as count from documents')).toBe(0);
  });
});
