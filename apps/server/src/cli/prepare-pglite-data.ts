import { makePreparedDataFolder } from '../db/make-prepared-data-folder';
import { preparedPgliteFolder } from '../server-paths';

/**
 * Run by apps/server/build.mjs after bundling (decision 0029): makes dist/pglite-data, the migrated PGlite
 * data folder a new DATA_DIR starts from, or keeps it when it is current.
 */
const outcome = await makePreparedDataFolder();
console.log(
  outcome === 'made'
    ? `Prepared a migrated PGlite data folder in ${preparedPgliteFolder}`
    : `The prepared PGlite data folder is current`,
);
