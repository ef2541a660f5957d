import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql as drizzleSql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrationsFolder } from '../../src/server-paths';
import {
  createTestDatabase,
  databaseUrlOf,
  testDatabaseKinds,
  withAdminClient,
  type TestDatabaseKind,
} from '../support/test-databases';

/**
 * The composite key of decision record 0050: the database itself refuses a document whose team is not its
 * client's (a personal client's document has no team), whatever statement writes it.
 */
describe.each(testDatabaseKinds)('a document’s team is its client’s team on %s', (kind) => {
  let database: DatabaseHandle;
  const sql = (text: string, values?: unknown[]) => database.executeSql(text, values);
  const one = async (text: string, values?: unknown[]) =>
    ((await sql(text, values)).rows[0] as { id: number }).id;
  let userId: number;
  let teamA: number;
  let teamB: number;
  let teamClient: number;
  let ownClient: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    userId = await one(
      `insert into users (name, email, password_hash) values ('Dr Key', 'key@example.test', 'x') returning id`,
    );
    teamA = await one(`insert into teams (name) values ('A') returning id`);
    teamB = await one(`insert into teams (name) values ('B') returning id`);
    teamClient = await one(
      `insert into clients (user_id, team_id, display_name) values ($1, $2, 'Team client') returning id`,
      [userId, teamA],
    );
    ownClient = await one(
      `insert into clients (user_id, display_name) values ($1, 'Own client') returning id`,
      [userId],
    );
  });
  afterAll(() => database.close());

  const insertDocument = (clientId: number | null, teamId: number | null) =>
    one(`insert into documents (user_id, client_id, team_id) values ($1, $2, $3) returning id`, [
      userId,
      clientId,
      teamId,
    ]);
  const refusedByTheKey = async (write: Promise<unknown>) => {
    const error = (await write.then(
      () => undefined,
      (caught: unknown) => caught,
    )) as { code?: string; message?: string } | undefined;
    expect(error, 'the write was accepted').toBeDefined();
    expect(error!.code ?? error!.message).toMatch(/23503|documents_client_team_fk/);
  };

  it('accepts a document in its client’s team, a personal client’s document without one, and one without a client', async () => {
    await insertDocument(teamClient, teamA);
    await insertDocument(ownClient, null);
    await insertDocument(null, teamB);
    await insertDocument(null, null);
  });

  it('refuses an insert whose team is not the client’s', async () => {
    await refusedByTheKey(insertDocument(teamClient, null));
    await refusedByTheKey(insertDocument(teamClient, teamB));
    await refusedByTheKey(insertDocument(ownClient, teamA));
  });

  it('refuses an update of a document’s team or client, and of a client’s team without its documents', async () => {
    const inTeam = await insertDocument(teamClient, teamA);
    await refusedByTheKey(sql(`update documents set team_id = $1 where id = $2`, [teamB, inTeam]));
    await refusedByTheKey(sql(`update documents set team_id = null where id = $1`, [inTeam]));
    await refusedByTheKey(sql(`update documents set client_id = $1 where id = $2`, [ownClient, inTeam]));
    await refusedByTheKey(sql(`update clients set team_id = $1 where id = $2`, [teamB, teamClient]));
    const rows = await sql(`select team_id, client_id from documents where id = $1`, [inTeam]);
    expect(rows.rows).toEqual([{ team_id: teamA, client_id: teamClient }]);
  });

  it('moves a client with its documents in one transaction, and detaches them when it is deleted', async () => {
    const moving = await one(
      `insert into clients (user_id, display_name) values ($1, 'Moving') returning id`,
      [userId],
    );
    const document = await insertDocument(moving, null);
    await database.db.transaction(async (tx) => {
      await tx.execute(drizzleSql`update clients set team_id = ${teamB} where id = ${moving}`);
      await tx.execute(drizzleSql`update documents set team_id = ${teamB} where client_id = ${moving}`);
    });
    await sql(`delete from clients where id = $1`, [moving]);
    const rows = await sql(`select team_id, client_id from documents where id = $1`, [document]);
    expect(rows.rows).toEqual([{ team_id: teamB, client_id: null }]);
  });
});

/**
 * The migration that adds the key on a database whose rows disagree: each such document takes its client's
 * team (and a personal client's keeper), instead of the migration failing.
 */
describe.each(testDatabaseKinds)('the key’s migration on a database with disagreeing rows on %s', (kind) => {
  it('gives each document its client’s team, then adds the key', async () => {
    const before = olderMigrationsFolder('0015_document_team_is_client_team');
    const empty = await emptyDatabase(kind);
    try {
      await migrateWith(empty.database, before);
      const sql = (text: string, values?: unknown[]) => empty.database.executeSql(text, values);
      const one = async (text: string, values?: unknown[]) =>
        ((await sql(text, values)).rows[0] as { id: number }).id;
      const keeper = await one(
        `insert into users (name, email, password_hash) values ('Keeper', 'keeper@example.test', 'x') returning id`,
      );
      const author = await one(
        `insert into users (name, email, password_hash) values ('Author', 'author@example.test', 'x') returning id`,
      );
      const team = await one(`insert into teams (name) values ('T') returning id`);
      const other = await one(`insert into teams (name) values ('U') returning id`);
      const teamClient = await one(
        `insert into clients (user_id, team_id, display_name) values ($1, $2, 'In T') returning id`,
        [keeper, team],
      );
      const ownClient = await one(
        `insert into clients (user_id, display_name) values ($1, 'Own') returning id`,
        [keeper],
      );
      const document = (clientId: number, teamId: number | null) =>
        one(`insert into documents (user_id, client_id, team_id) values ($1, $2, $3) returning id`, [
          author,
          clientId,
          teamId,
        ]);
      const personalInTeam = await document(teamClient, null);
      const otherTeam = await document(teamClient, other);
      const teamOfPersonal = await document(ownClient, team);

      await migrateWith(empty.database, migrationsFolder);
      const rows = await sql(
        `select id, team_id, user_id from documents where id in ($1, $2, $3) order by id`,
        [personalInTeam, otherTeam, teamOfPersonal],
      );
      expect(rows.rows).toEqual([
        { id: personalInTeam, team_id: team, user_id: author },
        { id: otherTeam, team_id: team, user_id: author },
        { id: teamOfPersonal, team_id: null, user_id: keeper },
      ]);
      // The count triggers moved the documents between the teams' and the keeper's counts.
      const counted = await sql(
        `select teams.id, coalesce(team_document_counts.live, 0) as live from teams
           left join team_document_counts on team_document_counts.team_id = teams.id order by teams.id`,
      );
      expect(counted.rows).toEqual([
        { id: team, live: 2 },
        { id: other, live: 0 },
      ]);
    } finally {
      await empty.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

/** A copy of the migrations folder that ends before `tag`: the schema a database had before that migration. */
function olderMigrationsFolder(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'icf-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** Applies the migrations of `folder` as `DatabaseHandle.migrate` applies the shipped ones (same pool). */
function migrateWith(database: DatabaseHandle, folder: string): Promise<void> {
  return migrate(database.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: folder });
}

/** A database with no migration applied yet. */
async function emptyDatabase(
  kind: TestDatabaseKind,
): Promise<{ database: DatabaseHandle; close(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, close: () => database.close() };
  }
  const serverUrl = process.env.DATABASE_URL!;
  const name = `icf_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name), dataDir: 'memory://' });
  return {
    database,
    close: async () => {
      await database.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}
