import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import {
  countLiveDocuments,
  insertDocumentWithVersion,
  replaceLiveDocumentWithVersion,
  softDeleteLiveDocument,
  type DocumentContent,
} from '../../src/features/documents/documents-repository';
import { createTestDatabase, testDatabaseKinds } from '../support/test-databases';

/** A document with nothing but a client name: the counts care only about owner and deleted_at. */
function content(client: string): DocumentContent {
  return {
    info: {
      client,
      age: '',
      gender: '',
      onset: '',
      evaluation_date: '',
      manager: '',
      dx: '',
      description: '',
      perspective_bf: '',
      perspective_ap: '',
      enviromental_factor: '',
      personal_factor: '',
    },
    sets: [],
    data: {},
  };
}

describe.each(testDatabaseKinds)('document_counts, kept by triggers (%s)', (kind) => {
  let database: DatabaseHandle;
  let alice: number;
  let bob: number;

  /** Raw SQL rows; PGlite and node-postgres both answer `{rows}`. */
  async function rowsOf<T>(query: SQL): Promise<T[]> {
    const result = (await database.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const rows = await rowsOf<{ id: number }>(sql`
      INSERT INTO users (name, email, password_hash)
      VALUES ('Alice', 'alice@example.org', 'x'), ('Bob', 'bob@example.org', 'x')
      RETURNING id`);
    [alice, bob] = rows.map((row) => Number(row.id)) as [number, number];
  });
  afterAll(() => database.close());

  /** The kept counts next to the real ones, for every user. */
  async function countsOfEveryUser() {
    const rows = await rowsOf<{ id: number; kept: number; real: number }>(sql`
      SELECT u.id,
        coalesce((SELECT live FROM document_counts c WHERE c.user_id = u.id), 0) AS kept,
        (SELECT count(*) FROM documents d WHERE d.user_id = u.id AND d.deleted_at IS NULL)::int AS real
      FROM users u ORDER BY u.id`);
    return rows.map((row) => ({ id: Number(row.id), kept: Number(row.kept), real: Number(row.real) }));
  }

  async function expectExactCounts(expected: Record<number, number>) {
    const counts = await countsOfEveryUser();
    for (const row of counts) expect(row.kept, `user ${row.id}`).toBe(row.real);
    for (const [userId, live] of Object.entries(expected)) {
      expect(await countLiveDocuments(database.db, { userId: Number(userId) })).toBe(live);
    }
  }

  it('counts nothing for a user without documents', async () => {
    await expectExactCounts({ [alice]: 0, [bob]: 0 });
  });

  it('counts a multi-row insert per user, leaving out rows inserted as deleted', async () => {
    await database.db.execute(sql`
      INSERT INTO documents (user_id, client, deleted_at) VALUES
        (${alice}, 'a1', NULL), (${alice}, 'a2', NULL), (${alice}, 'a3', now()),
        (${bob}, 'b1', NULL), (${bob}, 'b2', NULL)`);
    await expectExactCounts({ [alice]: 2, [bob]: 2 });
  });

  it('follows saves, soft deletes and restores', async () => {
    const saved = await insertDocumentWithVersion(database.db, alice, content('a4'));
    await expectExactCounts({ [alice]: 3 });

    await replaceLiveDocumentWithVersion(database.db, alice, saved.id, content('a4, second save'));
    await expectExactCounts({ [alice]: 3 });

    await softDeleteLiveDocument(database.db, alice, saved.id);
    await expectExactCounts({ [alice]: 2 });
    // Deleting again changes nothing: the repository only touches live documents.
    await softDeleteLiveDocument(database.db, alice, saved.id);
    await expectExactCounts({ [alice]: 2 });

    await database.db.execute(sql`UPDATE documents SET deleted_at = NULL WHERE id = ${saved.id}`);
    await expectExactCounts({ [alice]: 3 });
  });

  it('follows a document moved to another user, and rows removed for good', async () => {
    await database.db.execute(sql`UPDATE documents SET user_id = ${bob} WHERE client = 'a1'`);
    await expectExactCounts({ [alice]: 2, [bob]: 3 });

    // One live and one deleted row in the same statement.
    await database.db.execute(sql`DELETE FROM documents WHERE client IN ('a2', 'a3')`);
    await expectExactCounts({ [alice]: 1, [bob]: 3 });
  });

  it('stays exact under concurrent saves of one user', async () => {
    const before = await countLiveDocuments(database.db, { userId: alice });
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        insertDocumentWithVersion(database.db, alice, content(`parallel ${index}`)),
      ),
    );
    await expectExactCounts({ [alice]: before + 20 });
  });

  it('goes with the user: deleting a user removes the documents and the count without an error', async () => {
    await database.db.execute(sql`DELETE FROM users WHERE id = ${bob}`);
    expect(await rowsOf(sql`SELECT * FROM document_counts WHERE user_id = ${bob}`)).toEqual([]);
    await expectExactCounts({ [bob]: 0 });
  });
});
