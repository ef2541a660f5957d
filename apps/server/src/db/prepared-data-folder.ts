import {
  accessSync,
  constants,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { privateModes, setModes } from '../data-folder/set-modes';
import { migrationsFolder, preparedPgliteFolder } from '../server-paths';

/**
 * What a prepared data folder was made with: the PGlite release (its files are that release's PostgreSQL)
 * and the migrations applied to it, by tag, in order.
 */
export interface PreparedFolderStamp {
  pglite: string;
  migrations: string[];
}

export const stampFileName = 'prepared-with.json';
/** The PostgreSQL data folder inside the prepared folder, beside its stamp. */
export const preparedDataSubfolder = 'data';

/** The PGlite release installed and the migrations in apps/server/drizzle, as a stamp to compare with. */
export function currentStamp(): PreparedFolderStamp {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = JSON.parse(
    readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return { pglite: pglitePackage.version, migrations: journal.entries.map((entry) => entry.tag) };
}

/**
 * A prepared folder can start a new database when the same PGlite made it and its migrations are the first
 * of today's: the server applies the newer ones after opening it, as on any restart. A folder with a
 * migration that today's code lacks (made on another branch) is never used.
 */
export function preparedFolderFits(prepared: PreparedFolderStamp, current: PreparedFolderStamp): boolean {
  return (
    prepared.pglite === current.pglite &&
    prepared.migrations.length <= current.migrations.length &&
    prepared.migrations.every((tag, index) => current.migrations[index] === tag)
  );
}

export function readStamp(preparedFolder: string): PreparedFolderStamp | undefined {
  try {
    return JSON.parse(readFileSync(path.join(preparedFolder, stampFileName), 'utf8')) as PreparedFolderStamp;
  } catch {
    return undefined;
  }
}

/**
 * Makes a new PGlite data folder a copy of the prepared one, so that PGlite opens an existing database instead
 * of running initdb, which took the process to 800 MB and more (decision 0029). Does nothing when `dataDir`
 * already holds anything, or when there is no prepared folder that fits; PGlite then runs initdb as before.
 * The copy is made beside the target and renamed into place, so an interrupted copy never looks like a
 * database. Returns whether it copied.
 */
export function copyPreparedDataFolder(dataDir: string, preparedFolder = preparedPgliteFolder): boolean {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  const stamp = readStamp(preparedFolder);
  if (!stamp || !preparedFolderFits(stamp, currentStamp())) return false;
  const source = path.join(preparedFolder, preparedDataSubfolder);
  // A folder this account cannot read (made by an earlier build with PostgreSQL's own modes): PGlite's initdb,
  // as without a prepared folder, rather than a copy that fails (decision 0041).
  if (!readable(source)) return false;
  removeCopiesOfEndedProcesses(dataDir);
  const partial = `${dataDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  try {
    cpSync(source, partial, { recursive: true });
    // The prepared folder is readable by every account (the build's may not be the server's); the copy
    // becomes the server's own (decision 0041).
    setModes(partial, privateModes);
    rmSync(dataDir, { recursive: true, force: true });
    renameSync(partial, dataDir);
  } catch (error) {
    // Nothing half-copied stays behind to confuse the next start.
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  return true;
}

function readable(folder: string): boolean {
  try {
    accessSync(folder, constants.R_OK | constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `<dataDir>.partial-<pid>` folders left by a start that was killed while copying: nothing reads them. */
function removeCopiesOfEndedProcesses(dataDir: string): void {
  const prefix = `${path.basename(dataDir)}.partial-`;
  const parent = path.dirname(dataDir);
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    if (!Number.isInteger(pid) || pid === process.pid || isRunning(pid)) continue;
    rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
