import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../server-paths';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fromPglite } from 'pg-boss';
import * as schema from './schema';
import { copyPreparedDataFolder } from './prepared-data-folder';
import { pgliteStartParams, prepareWasmCompiler, type PgliteProfile } from './pglite-settings';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Raw SQL on the same connections (PGlite's one session, or the PostgreSQL pool), for the job queue
   * (pg-boss's `db` adapter): parameterised statements, or several statements without parameters.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Applies every migration in apps/server/drizzle that has not run yet. */
  migrate(): Promise<void>;
  /**
   * PGlite only: a gzipped tarball of its data folder, taken between statements and outside any transaction
   * of the application, so that it opens as a consistent database (the backup, decision 0028).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * PostgreSQL everywhere: a real server when DATABASE_URL is set, otherwise PGlite (PostgreSQL compiled
 * to WASM) keeping its files in `dataDir`, or in memory when `dataDir` is 'memory://'.
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  /** The most connections node-postgres opens (DATABASE_POOL_SIZE); 10 when not given. */
  poolSize?: number;
  dataDir: string;
  /** PGlite's memory and speed settings (PGLITE_PROFILE); `small` when not given. */
  pgliteProfile?: PgliteProfile;
  /** Told when PostgreSQL drops an idle pooled connection (a restart, or a database dropped with FORCE). */
  onConnectionError?: (error: Error) => void;
}): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // Without a listener, node-postgres turns an idle connection's error into an uncaught exception that
    // ends the process; the pool replaces the connection on its own, so reporting it is enough.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      executeSql: (text, values) => pool.query(text, values) as Promise<{ rows: unknown[] }>,
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (!options.dataDir.startsWith('memory://')) {
    mkdirSync(path.dirname(options.dataDir), { recursive: true });
    // A new data folder starts as a copy of the migrated one the build prepared, when there is one.
    copyPreparedDataFolder(options.dataDir);
    mkdirSync(options.dataDir, { recursive: true });
  }
  const profile = options.pgliteProfile ?? 'small';
  prepareWasmCompiler(profile);
  const client = new PGlite(options.dataDir, { startParams: pgliteStartParams(profile) });
  const db = drizzlePglite(client, { schema });
  // pg-boss's own PGlite adapter: multi-statement blocks go through exec(), and a failed block is rolled
  // back so that it cannot leave the one shared session in an aborted transaction.
  const sqlAdapter = fromPglite(client);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    executeSql: (text, values) => sqlAdapter.executeSql(text, values),
    migrate: () => migratePglite(db, { migrationsFolder }),
    // Inside a transaction of its own, the dump waits for any open one to end (PGlite runs one at a time).
    dumpDataDir: () => client.transaction(() => client.dumpDataDir('gzip')) as Promise<Blob>,
    close: () => client.close(),
  };
}
