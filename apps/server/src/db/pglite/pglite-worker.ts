import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { PgliteProfile } from './pglite-profiles';
import { pgliteStartParams, prepareWasmCompiler } from './pglite-settings';
import { startPgliteWireServer } from './pglite-wire-server';

/** What the PGlite thread is started with. */
export interface PgliteWorkerData {
  /** PGlite's data folder, or `memory://`. */
  dataDir: string;
  profile: PgliteProfile;
  /** Where its PostgreSQL socket listens (`<folder>/.s.PGSQL.5432`). */
  socketPath: string;
}

/** What the server's thread asks of the PGlite thread, besides the SQL sent on the socket. */
export type PgliteThreadRequest = { type: 'dump'; id: number } | { type: 'close' };

export type PgliteThreadReport =
  | { type: 'ready' }
  | { type: 'dump'; id: number; tarball: ArrayBuffer }
  | { type: 'dump-failed'; id: number; error: string };

/**
 * The PGlite thread (decision record 0038): PGlite, and the socket through which the server's thread sends it
 * SQL with node-postgres, as to any PostgreSQL. Everything PGlite does (moving a 9 MB save into its
 * WebAssembly memory, running the statement, writing its files) happens here, not on the event loop that
 * answers requests. An error PGlite throws ends the thread, and the server with it (`pglite-thread.ts`).
 */
const port = parentPort!;
const { dataDir, profile, socketPath } = workerData as PgliteWorkerData;

const report = (message: PgliteThreadReport, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);
const fail = (error: unknown) => {
  // An uncaught error ends this thread with an 'error' event on the server's side.
  setImmediate(() => {
    throw error;
  });
};

prepareWasmCompiler(profile);
const pglite = await PGlite.create(dataDir, { startParams: pgliteStartParams(profile) });
const server = await startPgliteWireServer(pglite, socketPath, fail);

port.on('message', (request: PgliteThreadRequest) => {
  if (request.type === 'dump') {
    // The server's thread holds the one connection idle meanwhile, so no transaction is open (decision 0028).
    server
      .runBetweenMessages(async () => (await pglite.dumpDataDir('gzip')).arrayBuffer())
      .then(
        (tarball) => report({ type: 'dump', id: request.id, tarball }, [tarball]),
        (error: unknown) => report({ type: 'dump-failed', id: request.id, error: String(error) }),
      );
  } else {
    void server
      .close()
      .then(() => pglite.close())
      // With its port closed, the thread has nothing left to do and ends.
      .then(() => port.close(), fail);
  }
});
report({ type: 'ready' });
