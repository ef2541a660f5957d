import { execFile } from 'node:child_process';
import { chmod, rename } from 'node:fs/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { RefusedError } from './pglite-backup';

const run = promisify(execFile);

/**
 * `pg_dump` in its custom format: one consistent snapshot of the database (PostgreSQL's MVCC), taken while
 * the server keeps writing; the application's tables and pg-boss's schema alike (decision 0028).
 */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  const partial = `${file}.partial`;
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${partial}`,
    databaseUrl,
  ]);
  // pg_dump makes its file with the process's umask (0644 by default): a backup is for its owner alone.
  await chmod(partial, 0o600);
  await rename(partial, file);
}

/** `pg_restore` into a database without tables; one that holds any is refused. */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0]!.tables > 0) {
      throw new RefusedError('The database already holds tables; restore into an empty database.');
    }
  } finally {
    await client.end();
  }
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}
