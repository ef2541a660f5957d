import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { currentStamp, preparedFolderFits, readStamp } from '../../src/db/prepared-data-folder';
import { migrationsFolder, preparedPgliteFolder } from '../../src/server-paths';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A fresh, migrated database that belongs to one test suite. Nothing is shared, so nothing needs cleaning.
 * Both start from a database migrated once, so a suite never pays for the migrations (about 4 s a PGlite):
 * - PGlite: a copy of the migrated folder the build prepares (decision 0029), in RAM (/dev/shm) where the
 *   machine has it; without a build (`vitest run` alone), an in-memory PGlite migrated from zero.
 * - PostgreSQL: `CREATE DATABASE … TEMPLATE` of a database migrated once per set of migrations, dropped
 *   again on close.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  return kind === 'pglite' ? createPgliteDatabase() : createPostgresDatabase();
}

/** Whether the build's prepared folder serves today's migrations: read once per test worker. */
let preparedFolderUsable: boolean | undefined;

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  if (preparedFolderUsable === undefined) {
    const stamp = readStamp(preparedPgliteFolder);
    preparedFolderUsable = stamp !== undefined && preparedFolderFits(stamp, currentStamp());
  }
  if (!preparedFolderUsable) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const parent = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'icf-test-'));
  const database = await openDatabase({ dataDir: path.join(parent, 'data') });
  // Applies the migrations newer than the prepared folder, if any (as a restart does).
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const template = await migratedTemplate(serverUrl);
  const name = `icf_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name), dataDir: 'memory://' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

let template: Promise<string> | undefined;

/**
 * The template database of today's migrations, named by their hash so that another branch's never serves
 * this one. Test workers run side by side: an advisory lock lets one of them create it while the others
 * wait, and it is complete before anyone copies it (created under a temporary name, renamed when migrated).
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= withAdminClient(serverUrl, async (client) => {
    const name = `icf_test_template_${migrationsHash()}`;
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        const partial = `${name}_partial`;
        await client.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${partial}`);
        const database = await openDatabase({
          databaseUrl: databaseUrlOf(serverUrl, partial),
          dataDir: 'memory://',
        });
        try {
          await database.migrate();
        } finally {
          // A template is copied only while nobody is connected to it.
          await database.close();
        }
        await client.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
      }
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return template;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A short-lived connection for work outside a pool (creating and dropping databases). */
export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
