import path from 'node:path';
import { backupPglite } from '../backup/pglite-backup';
import { backupPostgres } from '../backup/postgres-backup';
import { readEnv } from '../config/env';
import { requireDataFolderOwner } from '../data-folder/data-folder-owner';
import { parseCliArgs } from './parse-cli-args';
import { type CliCommand, UsageError } from './run-cli';

const usage = `Usage: npm run backup -- FILE
   or: node apps/server/dist/cli.js backup FILE

Writes a consistent backup of the database to FILE while the server runs (decision record 0028):
with DATABASE_URL, pg_dump's custom format; otherwise a gzipped tarball of PGlite's data folder, which the
running server hands over through DATA_DIR/backup.sock (with the server stopped, it is read from the folder).
DATA_DIR/app-key is not part of it: copy that file once, beside your backups.`;

export const backupCommand: CliCommand = {
  usage,
  run: async (args) => {
    const { positionals } = parseCliArgs(args, {});
    const [target, ...rest] = positionals;
    if (!target || rest.length > 0) throw new UsageError('Name one backup file.');
    const file = path.resolve(target);
    const env = readEnv();
    if (env.DATABASE_URL) {
      await backupPostgres(env.DATABASE_URL, file);
      console.log(`Backup of the PostgreSQL database written to ${file}.`);
      return 0;
    }
    if (env.DATA_DIR.startsWith('memory://'))
      throw new UsageError('An in-memory database (DATA_DIR=memory://) has nothing to back up.');
    const dataDir = path.resolve(env.DATA_DIR);
    requireDataFolderOwner(dataDir);
    const source = await backupPglite(dataDir, path.join(dataDir, 'pglite'), file);
    console.log(
      `Backup of ${path.join(dataDir, 'pglite')} written to ${file} (${source === 'server' ? 'from the running server' : 'from the stopped folder'}).`,
    );
    return 0;
  },
};
