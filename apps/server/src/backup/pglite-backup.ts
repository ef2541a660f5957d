import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { takeDataFolderLock } from '../data-folder/data-folder-lock';
import { privateModes, setModes } from '../data-folder/set-modes';
import { pgliteStartParams, prepareWasmCompiler } from '../db/pglite/pglite-settings';
import { backupSocketPath } from './backup-socket';
import { writeFileAtomically } from '../data-folder/write-file-atomically';

/**
 * The backup of a PGlite data folder (decision 0028): from the running server through its backup socket, or,
 * when no server answers there, from the folder itself (the server is stopped, so this process may open it).
 */
export async function backupPglite(
  dataDir: string,
  pgliteDir: string,
  file: string,
): Promise<'server' | 'folder'> {
  const fromServer = await fetchFromRunningServer(backupSocketPath(dataDir));
  if (fromServer) {
    await writeFileAtomically(file, fromServer);
    return 'server';
  }
  if (!existsSync(pgliteDir) || readdirSync(pgliteDir).length === 0) {
    throw new Error(`There is no database in ${pgliteDir}.`);
  }
  // No server answered: this process opens the folder, once it holds it (a server whose socket could not
  // listen still holds it, and is named in the refusal).
  const lock = takeDataFolderLock(dataDir, 'backup');
  try {
    prepareWasmCompiler('small');
    const client = await PGlite.create(pgliteDir, { startParams: pgliteStartParams('small') });
    try {
      const dump = await client.dumpDataDir('gzip');
      await writeFileAtomically(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
      setModes(pgliteDir, privateModes);
    }
  } finally {
    lock.release();
  }
  return 'folder';
}

/** The running server's dump, or null when no server listens on the socket. */
function fetchFromRunningServer(socketPath: string): Promise<Buffer | null> {
  if (!existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const call = request({ socketPath, path: '/backup', method: 'GET' }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(
          new Error(`The server could not take the backup (status ${response.statusCode}); see its log.`),
        );
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', reject);
    });
    call.on('error', (error: NodeJS.ErrnoException) => {
      // A socket file without a server behind it: the server stopped without removing it.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
    call.end();
  });
}

/**
 * Unpacks a backup into `pgliteDir`, which must be empty or absent, and opens it once, so that PostgreSQL's
 * recovery has run before a server starts on it.
 */
export async function restorePglite(file: string, pgliteDir: string): Promise<void> {
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
    throw new RefusedError(`${pgliteDir} already holds a database; restore into an empty data folder.`);
  }
  const dump = new Blob([await readFile(file)]);
  // The server's own PGlite settings (decision 0029), so the command's memory stays that of a server.
  prepareWasmCompiler('small');
  const client = await PGlite.create(pgliteDir, {
    loadDataDir: dump,
    startParams: pgliteStartParams('small'),
  });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
  // The tarball's files come out 0666: the restored folder is the server account's alone (decision 0041).
  setModes(pgliteDir, privateModes);
}

/** A restore that would overwrite data: said to the operator, never done. */
export class RefusedError extends Error {}
