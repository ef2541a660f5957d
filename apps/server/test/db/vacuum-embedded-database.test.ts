import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVacuumEmbeddedDatabaseJob } from '../../src/db/vacuum-embedded-database-job';
import { captureLogs } from '../support/log-capture';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

/** PGlite has no autovacuum (single-user mode): the nightly job does its work (decision record 0047). */
describe('vacuum of the embedded database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {}, { jobQueue: true });
  }, 60_000);
  afterAll(() => server.close());

  const deadRowsOf = async (table: string) => {
    // Counters reach the statistics views when a backend flushes them, not at each statement.
    await server.database.executeSql(`select pg_stat_force_next_flush()`, []);
    await server.database.executeSql(`select pg_stat_clear_snapshot()`, []);
    const { rows } = await server.database.executeSql(
      `select n_dead_tup::int as dead, last_vacuum, last_analyze from pg_stat_user_tables where relname = $1`,
      [table],
    );
    return rows[0] as { dead: number; last_vacuum: unknown; last_analyze: unknown };
  };

  it('is scheduled nightly on PGlite, and only there', async () => {
    const { rows } = await server.database.executeSql(`select name, cron from pgboss.schedule`, []);
    expect(rows).toContainEqual(
      expect.objectContaining({ name: 'vacuum-embedded-database', cron: '17 18 * * *' }),
    );
    if (testDatabaseKinds.includes('postgres')) {
      const postgres = await startTestServer('postgres', {}, { jobQueue: true });
      try {
        const scheduled = await postgres.database.executeSql(`select name from pgboss.schedule`, []);
        expect(scheduled.rows.map((row) => (row as { name: string }).name)).not.toContain(
          'vacuum-embedded-database',
        );
      } finally {
        await postgres.close();
      }
    }
  });

  it('removes the dead rows an update leaves, which nothing else in PGlite removes', async () => {
    const db = server.database.db;
    await db.execute(sql`create table vacuum_probe (id integer primary key, value integer not null)`);
    await db.execute(sql`insert into vacuum_probe select g, 0 from generate_series(1, 2000) g`);
    await db.execute(sql`update vacuum_probe set value = 1`);
    expect((await deadRowsOf('vacuum_probe')).dead).toBe(2000);

    const logs = captureLogs();
    await createVacuumEmbeddedDatabaseJob({ db, logger: logs.logger }).handle(undefined, {
      number: 1,
      last: true,
    });

    const after = await deadRowsOf('vacuum_probe');
    expect(after.dead).toBe(0);
    expect(after.last_vacuum).not.toBeNull();
    expect(after.last_analyze).not.toBeNull();
    expect(logs.entries()[0]).toMatchObject({
      message: 'embedded database vacuumed',
      ms: expect.any(Number),
    });
  });
});
