import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyClientGoals } from '@icf/shared';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrationsFolder } from '../../src/server-paths';
import { findClientGoals, findClientGoalsVersion } from '../../src/features/clients/client-goals-repository';

/**
 * Goals saved before their versions were kept (decision record 0034, amended) become version 1, so the first
 * save that names a base has one to merge against; a client without goals stays at version 0. The migration's
 * SQL is plain PostgreSQL, run here on PGlite from the migration before it.
 */
describe('the goal versions migration', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'goal-versions-migration-'));
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps existing goals as version 1 and leaves a client without goals at version 0', async () => {
    // The migrations up to the one before the goal versions.
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const before = journal.entries.findIndex((entry) => entry.tag.endsWith('_client_goal_versions'));
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
        `insert into clients (user_id, display_name) values ($1, 'With goals'), ($1, 'Without') returning id`,
        [user!.id],
      )
    ).rows as { id: number }[];
    await database.executeSql(
      `insert into client_goals (client_id, goal_id, text) values ($1, 'global', 'Live at home'), ($1, 'cycle_3', 'Dress alone')`,
      [withGoals!.id],
    );

    await database.migrate();
    const db = database.db;
    const expected = { ...emptyClientGoals(), global: 'Live at home', cycle_3: 'Dress alone' };
    expect(await findClientGoals(db, withGoals!.id)).toMatchObject({ version: 1, goals: expected });
    expect(await findClientGoalsVersion(db, withGoals!.id, 1)).toEqual(expected);
    expect(await findClientGoals(db, withoutGoals!.id)).toMatchObject({
      version: 0,
      goals: emptyClientGoals(),
    });
    expect(await findClientGoalsVersion(db, withoutGoals!.id, 1)).toBeUndefined();
  });
});
