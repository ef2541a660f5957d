import path from 'node:path';
import { RefusedError, restorePglite } from '../backup/pglite-backup';
import { restorePostgres } from '../backup/postgres-backup';
import { readEnv } from '../config/env';
import { takeDataFolderLock } from '../data-folder/data-folder-lock';
import { requireDataFolderOwner } from '../data-folder/data-folder-owner';
import { parseCliArgs } from './parse-cli-args';
import { type CliCommand, UsageError } from './run-cli';

const usage = `Usage: npm run restore -- FILE
   or: node apps/server/dist/cli.js restore FILE

Restores a backup written by \`npm run backup\` (decision record 0028) into an empty database: with
DATABASE_URL, a database without tables (pg_restore); otherwise DATA_DIR/pglite, which must be empty or
absent. A database that holds data is never overwritten. Put the saved app-key back into DATA_DIR too.`;

export const restoreCommand: CliCommand = {
  usage,
  run: async (args) => {
    const { positionals } = parseCliArgs(args, {});
    const [source, ...rest] = positionals;
    if (!source || rest.length > 0) throw new UsageError('Name one backup file.');
    const file = path.resolve(source);
    const env = readEnv();
    try {
      if (env.DATABASE_URL) {
        await restorePostgres(file, env.DATABASE_URL);
        console.log(`Restored ${file} into the PostgreSQL database.`);
        return 0;
      }
      if (env.DATA_DIR.startsWith('memory://'))
        throw new UsageError('Restore into a data folder, not DATA_DIR=memory://.');
      const dataDir = path.resolve(env.DATA_DIR);
      requireDataFolderOwner(dataDir);
      // A DATA_DIR that does not exist yet is made (mode 0700), as a server's first start makes it.
      const lock = takeDataFolderLock(dataDir, 'restore');
      const pgliteDir = path.join(dataDir, 'pglite');
      try {
        await restorePglite(file, pgliteDir);
      } finally {
        lock.release();
      }
      console.log(`Restored ${file} into ${pgliteDir}.`);
      return 0;
    } catch (error) {
      if (!(error instanceof RefusedError)) throw error;
      console.error(`Refused: ${error.message}`);
      return 1;
    }
  },
};
