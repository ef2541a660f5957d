import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyClientGoals } from '@icf/shared';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrationsFolder } from '../../src/server-paths';
import { findClientGoals } from '../../src/features/clients/client-goals-repository';
import { findGoalCycles } from '../../src/features/clients/goal-cycles-repository';

/**
 * Every existing client gets a first open cycle that holds its goals as they are (decision record 0056): the
 * goals, their version and their history stay untouched. The migration's SQL is plain PostgreSQL, run here on
 * PGlite from the migration before it.
 */
describe('the goal cycles migration', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'goal-cycles-migration-'));
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('opens cycle 1 for every client, from the day its goals were first saved, and keeps the goals', async () => {
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const before = journal.entries.findIndex((entry) => entry.tag.endsWith('_goal_cycles'));
    expect(before).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));
    await migrate(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });

    const [user] = (
      await database.executeSql(
        `insert into users (name, email, password_hash) values ('Kim', 'kim@example.org', 'x') returning id`,
      )
    ).rows as { id: number }[];
    const [withGoals, withoutGoals] = (
      await database.executeSql(
        `insert into clients (user_id, display_name, created_at) values
           ($1, 'With goals', '2025-01-02T10:00:00Z'), ($1, 'Without', '2025-03-04T10:00:00Z') returning id`,
        [user!.id],
      )
    ).rows as { id: number }[];
    const goals = { ...emptyClientGoals(), global: 'Live at home', cycle_3: 'Dress alone' };
    await database.executeSql(
      `insert into client_goals (client_id, goal_id, text) values ($1, 'global', 'Live at home'), ($1, 'cycle_3', 'Dress alone')`,
      [withGoals!.id],
    );
    await database.executeSql(
      `insert into client_goal_versions (client_id, version, goals, created_at) values
         ($1, 1, $2, '2025-02-01T09:00:00Z'), ($1, 2, $2, '2025-02-10T09:00:00Z')`,
      [withGoals!.id, JSON.stringify(goals)],
    );
    await database.executeSql(`update clients set goals_version = 2 where id = $1`, [withGoals!.id]);

    await database.migrate();
    const db = database.db;
    const open = {
      id: expect.any(Number),
      number: 1,
      endsOn: null,
      consent: 'pending',
      consentOn: null,
      consentGoalsVersion: null,
      closedAt: null,
      results: [],
    };
    expect(await findGoalCycles(db, withGoals!.id)).toEqual([{ ...open, startsOn: '2025-02-01' }]);
    expect(await findGoalCycles(db, withoutGoals!.id)).toEqual([{ ...open, startsOn: '2025-03-04' }]);
    expect(await findClientGoals(db, withGoals!.id)).toMatchObject({ version: 2, goals });
  });
});
