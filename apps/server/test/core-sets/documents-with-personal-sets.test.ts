import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { importDocument, sampleDocument, saveDocumentOk } from '../documents/document-api';
import { createPersonalCoreSetOk, deletePersonalCoreSet } from './personal-core-set-api';

describe.each(testDatabaseKinds)('documents saved with a personal set on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await registerUser(server);
  });
  afterAll(() => server.close());

  it('still open, and save again, after the set is deleted: documents keep codes', async () => {
    const set = await createPersonalCoreSetOk(server, alice.token);
    const saved = sampleDocument({ sets: [set.id, 'generic'] });
    const id = await saveDocumentOk(server, alice.token, saved);

    expect((await deletePersonalCoreSet(server, alice.token, set.id)).status).toBe(200);

    const imported = await importDocument(server, alice.token, id);
    expect(imported.sets).toEqual([set.id, 'generic']);
    expect(imported.data).toEqual(saved.data);
    expect(imported.info.client).toBe(saved.client);

    // The editor saves it again with the same (now stale) set id: still accepted, as the next version.
    expect(await saveDocumentOk(server, alice.token, { ...saved, id })).toBe(id);
    expect((await importDocument(server, alice.token, id)).version).toBe(2);
  });
});
