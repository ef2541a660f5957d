import path from 'node:path';
import type { Env } from '../config/env';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * The server's database, opened and migrated as `main.ts` does it: PostgreSQL with DATABASE_URL, otherwise
 * the PGlite cluster in DATA_DIR/pglite. PGlite allows one process at a time, so the server must be stopped
 * while a command uses it.
 */
export async function openCliDatabase(env: Env): Promise<DatabaseHandle> {
  const dataDir = env.DATA_DIR.startsWith('memory://') ? env.DATA_DIR : path.resolve(env.DATA_DIR);
  const pgliteDir = dataDir.startsWith('memory://') ? dataDir : path.join(dataDir, 'pglite');
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 2, dataDir: pgliteDir });
  await database.migrate();
  return database;
}
