import path from 'node:path';
import type { Env } from '../config/env';
import { takeDataFolderLock } from '../data-folder/data-folder-lock';
import { requireDataFolderOwner } from '../data-folder/data-folder-owner';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * The server's database, opened and migrated as `main.ts` does it: PostgreSQL with DATABASE_URL, otherwise
 * the PGlite cluster in DATA_DIR/pglite. PGlite allows one process at a time: the command takes the data
 * folder's lock, and is refused while the server (or another command) holds it (decision 0041).
 */
export async function openCliDatabase(env: Env, command: string): Promise<DatabaseHandle> {
  if (env.DATABASE_URL || env.DATA_DIR.startsWith('memory://')) {
    const database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      poolSize: 2,
      dataDir: env.DATA_DIR,
    });
    await database.migrate();
    return database;
  }
  const dataDir = path.resolve(env.DATA_DIR);
  requireDataFolderOwner(dataDir);
  const lock = takeDataFolderLock(dataDir, command);
  try {
    const database = await openDatabase({ poolSize: 2, dataDir: path.join(dataDir, 'pglite') });
    await database.migrate();
    return {
      ...database,
      close: async () => {
        await database.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
