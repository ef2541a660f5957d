import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setModes, sharedReadModes } from '../data-folder/set-modes';
import { preparedPgliteFolder } from '../server-paths';
import { openDatabase } from './client';
import {
  currentStamp,
  preparedDataSubfolder,
  readStamp,
  stampFileName,
  type PreparedFolderStamp,
} from './prepared-data-folder';

/**
 * Makes the prepared PGlite data folder (decision 0029): initdb and every migration, once, at build time,
 * in a process of its own. Keeps the folder when its stamp already matches the installed PGlite and the
 * migrations, since making it takes seconds and most builds change neither.
 */
export async function makePreparedDataFolder(
  preparedFolder = preparedPgliteFolder,
): Promise<'kept' | 'made'> {
  const stamp = currentStamp();
  if (sameStamp(readStamp(preparedFolder), stamp)) {
    // A folder kept from an earlier build may still have PostgreSQL's own modes (its owner's alone).
    setModes(preparedFolder, sharedReadModes);
    return 'kept';
  }
  const partial = `${preparedFolder}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  // openDatabase starts from the previous prepared folder when it fits (only newer migrations then run), and
  // otherwise lets PGlite run initdb: either way the result is every migration on this PGlite.
  const database = await openDatabase({ dataDir: path.join(partial, preparedDataSubfolder) });
  await database.migrate();
  await database.close();
  writeFileSync(path.join(partial, stampFileName), `${JSON.stringify(stamp, null, 2)}\n`);
  // PostgreSQL makes its files for their owner alone; a server run by another account than the build's
  // must read them to copy them (decision 0041). The folder is an empty migrated database: no secret in it.
  setModes(partial, sharedReadModes);
  rmSync(preparedFolder, { recursive: true, force: true });
  renameSync(partial, preparedFolder);
  return 'made';
}

function sameStamp(a: PreparedFolderStamp | undefined, b: PreparedFolderStamp): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
