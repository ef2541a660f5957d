import path from 'node:path';
import { RefusedError, restorePglite } from '../backup/pglite-backup';
import { restorePostgres } from '../backup/postgres-backup';
import { readEnv } from '../config/env';
import { parseCliArgs } from './parse-cli-args';
import { runCli, UsageError } from './run-cli';

const usage = `Usage: npm run restore -- FILE

Restores a backup written by \`npm run backup\` (decision record 0028) into an empty database: with
DATABASE_URL, a database without tables (pg_restore); otherwise DATA_DIR/pglite, which must be empty or
absent. A database that holds data is never overwritten. Put the saved app-key back into DATA_DIR too.`;

runCli(usage, async () => {
  const { values, positionals } = parseCliArgs(process.argv.slice(2), {
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
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
    const pgliteDir = path.join(path.resolve(env.DATA_DIR), 'pglite');
    await restorePglite(file, pgliteDir);
    console.log(`Restored ${file} into ${pgliteDir}.`);
    return 0;
  } catch (error) {
    if (!(error instanceof RefusedError)) throw error;
    console.error(`Refused: ${error.message}`);
    return 1;
  }
});
