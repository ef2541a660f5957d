import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPurgeDeletedDocumentsJob } from '../../src/features/documents/purge-job';
import { createLogger } from '../../src/http/logger';
import { startJobQueue, type JobQueue } from '../../src/jobs/job-queue';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { createClientOk, createTeamOk, moveClientOk } from '../teams/team-api';
import { sampleDocument, saveDocumentOk } from './document-api';

describe.each(testDatabaseKinds)('purging deleted documents after the retention period on %s', (kind) => {
  let server: TestServer;
  let queue: JobQueue;
  let alice: RegisteredUser;
  const job = () =>
    createPurgeDeletedDocumentsJob({
      db: server.database.db,
      logger: createLogger('silent'),
      retentionDays: 30,
      teamRetentionDays: 3650,
    });
  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await registerUser(server);
    queue = await startJobQueue({
      database: server.database,
      logger: createLogger('silent'),
      jobs: [job()],
      pollingIntervalSeconds: 0.5,
    });
  }, 60_000);
  afterAll(async () => {
    await queue.stop();
    await server.close();
  });

  const rows = async (sql: string, values: unknown[]) =>
    ((await server.database.executeSql(sql, values)) as { rows: Record<string, unknown>[] }).rows;

  async function softDelete(id: number, daysAgo: number): Promise<void> {
    const answer = await call(server, 'POST', '/api/document/update', {
      token: alice.token,
      body: { id, column: 'deleted_at' },
    });
    expect(answer.status).toBe(200);
    // The clock moved: the document was deleted `daysAgo` days ago.
    await server.database.executeSql(
      `update documents set deleted_at = now() - $2::int * interval '1 day' where id = $1`,
      [id, daysAgo],
    );
  }

  /** Runs the job once and waits until `gone` is erased. */
  async function purgeUntilErased(gone: number): Promise<void> {
    await queue.enqueue(job(), {});
    const deadline = Date.now() + 30_000;
    while ((await rows('select id from documents where id = $1', [gone])).length > 0) {
      if (Date.now() > deadline) throw new Error('the purge job did not run');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('erases a document deleted 31 days ago with its versions, keeps one deleted yesterday and the live ones', async () => {
    const live = await saveDocumentOk(server, alice.token, sampleDocument({ description: 'live' }));
    const old = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({ description: 'deleted long ago' }),
    );
    await saveDocumentOk(server, alice.token, {
      id: old,
      ...sampleDocument({ description: 'second version' }),
    });
    const recent = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({ description: 'deleted yesterday' }),
    );
    await softDelete(old, 31);
    await softDelete(recent, 1);

    await queue.enqueue(job(), {});
    const deadline = Date.now() + 30_000;
    while ((await rows('select id from documents where id = $1', [old])).length > 0) {
      if (Date.now() > deadline) throw new Error('the purge job did not run');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    expect(await rows('select version from document_versions where document_id = $1', [old])).toEqual([]);
    // Deleted yesterday: the row and its version are still there (nothing restores a deleted document yet,
    // so "restorable" means kept whole).
    expect(
      await rows('select deleted_at is not null as deleted from documents where id = $1', [recent]),
    ).toEqual([{ deleted: true }]);
    expect(await rows('select version from document_versions where document_id = $1', [recent])).toEqual([
      { version: 1 },
    ]);
    const list = await call(server, 'GET', '/api/document/all', { token: alice.token });
    const page = (await list.json()) as { total: number; data: { id: number }[] };
    expect(page.total).toBe(1);
    expect(page.data.map((document) => document.id)).toEqual([live]);
  });

  it('keeps a team’s deleted document for the team retention (ten years), not the 30 days of a personal one', async () => {
    const team = await createTeamOk(server, alice);
    const client = await moveClientOk(
      server,
      alice.token,
      (await createClientOk(server, alice.token, 'Team client')).id,
      team.id,
    );
    const teamDocument = (description: string) =>
      saveDocumentOk(server, alice.token, sampleDocument({ description, client_id: client.id }));
    const kept = await teamDocument('deleted 31 days ago');
    const expired = await teamDocument('deleted eleven years ago');
    const personal = await saveDocumentOk(server, alice.token, sampleDocument({ description: 'own' }));
    await softDelete(kept, 31);
    await softDelete(expired, 11 * 365);
    await softDelete(personal, 31);

    await purgeUntilErased(expired);
    await purgeUntilErased(personal);
    expect(await rows('select team_id from documents where id = $1', [kept])).toEqual([{ team_id: team.id }]);
    expect(await rows('select version from document_versions where document_id = $1', [kept])).toEqual([
      { version: 1 },
    ]);
  });
});
