import { randomBytes } from 'node:crypto';
import { databaseUrlOf, withAdminClient } from '../../apps/server/test/support/test-databases';

/** The local PostgreSQL the tests use; each bench run creates a database of its own there. */
export const benchServerUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase {
  name: string;
  /** The URL of this run's database on the bench's PostgreSQL server. */
  url: string;
  /** Drops the database (it is this run's alone); BENCH_KEEP_DATABASE=1 keeps it and says its name. */
  drop(): Promise<void>;
}

/**
 * A new, empty database for one run of one bench: `icf_bench_<label>_<pid>_<random>`, so two runs, or a
 * bench beside a test run, never share a database or drop one another's.
 */
export async function createBenchDatabase(label: string): Promise<BenchDatabase> {
  const name = `icf_bench_${label.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(benchServerUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return {
    name,
    url: databaseUrlOf(benchServerUrl, name),
    async drop() {
      if (process.env.BENCH_KEEP_DATABASE === '1') {
        console.log(`BENCH_KEEP_DATABASE=1: the database ${name} is kept.`);
        return;
      }
      await withAdminClient(benchServerUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}
