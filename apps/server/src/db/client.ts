import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { privateModes, setModes } from '../data-folder/set-modes';
import { migrationsFolder } from '../server-paths';
import * as schema from './schema';
import { copyPreparedDataFolder } from './prepared-data-folder';
import { readSchemaState, refuseNewerSchema } from './schema-version';
import type { PgliteProfile } from './pglite/pglite-profiles';
import { startPgliteThread } from './pglite/pglite-thread';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Raw SQL on the same pool of connections, for the job queue (pg-boss's `db` adapter): parameterised
   * statements, or several statements without parameters.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The pool's connections: open, idle, and queries waiting for one (the metrics, decision 0040). */
  poolUsage(): { total: number; idle: number; waiting: number };
  /**
   * Applies every migration in apps/server/drizzle that has not run yet; refuses (SchemaVersionError) a
   * database that records a migration this build does not ship.
   */
  migrate(): Promise<void>;
  /**
   * PGlite only: a gzipped tarball of its data folder, taken between statements and outside any transaction
   * of the application, so that it opens as a consistent database (the backup, decision 0028).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** The most connections node-postgres opens to PostgreSQL (DATABASE_POOL_SIZE); 10 when not given. */
  poolSize?: number;
  dataDir: string;
  /** PGlite's memory and speed settings (PGLITE_PROFILE); `small` when not given. */
  pgliteProfile?: PgliteProfile;
  /** Told when the database drops an idle pooled connection (a restart, or a database dropped with FORCE). */
  onConnectionError?: (error: Error) => void;
}

/**
 * PostgreSQL everywhere, through node-postgres and Drizzle: a real server when DATABASE_URL is set, otherwise
 * PGlite (PostgreSQL compiled to WASM) keeping its files in `dataDir`, or in memory when `dataDir` is
 * 'memory://'. PGlite runs on a thread of its own and is reached through a PostgreSQL socket (decision record
 * 0038), so both databases take the same path, and neither holds the event loop while a statement runs.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return connect({
      kind: 'postgres',
      pool: new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 }),
      onConnectionError: options.onConnectionError,
      close: async () => undefined,
    });
  }
  if (!options.dataDir.startsWith('memory://')) {
    mkdirSync(path.dirname(options.dataDir), { recursive: true });
    // A new data folder starts as a copy of the migrated one the build prepared, when there is one.
    copyPreparedDataFolder(options.dataDir);
    mkdirSync(options.dataDir, { recursive: true });
  }
  const thread = await startPgliteThread({
    dataDir: options.dataDir,
    profile: options.pgliteProfile ?? 'small',
    onUnexpectedEnd: (error) => {
      // Every later query would fail: stop, so that the supervisor starts the server again.
      console.error(`The database stopped: ${error.message}`);
      process.exit(1);
    },
  });
  // PGlite sets some of its files' modes itself (0644, and 0666 in a restored folder): they are made the
  // server account's alone once it has opened the folder, and again once it has closed it (decision 0041).
  const keepPrivate = () => {
    if (!options.dataDir.startsWith('memory://')) setModes(options.dataDir, privateModes);
  };
  keepPrivate();
  const pool = new pg.Pool({
    host: thread.socketFolder,
    user: 'postgres',
    database: 'postgres',
    ssl: false,
    // PGlite has one session. A second connection would wait for the first to close, so the pool keeps one,
    // and keeps it open: a transaction holds it, and everything else waits for it, as with PGlite before.
    max: 1,
    idleTimeoutMillis: 0,
  });
  return {
    ...connect({
      kind: 'pglite',
      pool,
      onConnectionError: options.onConnectionError,
      close: async () => {
        await thread.close();
        keepPrivate();
      },
    }),
    dumpDataDir: async () => {
      // Holding the one connection idle keeps every transaction out until the dump is taken (decision 0028).
      const held = await pool.connect();
      try {
        return await thread.dumpDataDir();
      } finally {
        held.release();
      }
    },
  };
}

function connect(options: {
  kind: DatabaseHandle['kind'];
  pool: pg.Pool;
  onConnectionError: ((error: Error) => void) | undefined;
  /** What closes after the pool. */
  close: () => Promise<void>;
}): DatabaseHandle {
  const { pool } = options;
  // Without a listener, node-postgres turns an idle connection's error into an uncaught exception that
  // ends the process; the pool replaces the connection on its own, so reporting it is enough.
  pool.on('error', (error) => options.onConnectionError?.(error));
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: options.kind,
    executeSql: (text, values) => pool.query(text, values) as Promise<{ rows: unknown[] }>,
    poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: async () => {
      // A build older than the database stops here instead of failing later (decision 0040).
      refuseNewerSchema(await readSchemaState((text) => pool.query(text) as Promise<{ rows: unknown[] }>));
      await migrate(db, { migrationsFolder });
    },
    close: async () => {
      await pool.end();
      await options.close();
    },
  };
}
