import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { workerModule } from '../../workers/worker-module';
import type { PgliteProfile } from './pglite-profiles';
import type { PgliteThreadReport, PgliteThreadRequest, PgliteWorkerData } from './pglite-worker';

export interface PgliteThread {
  /** The folder of PGlite's PostgreSQL socket: node-postgres' `host` (port 5432). */
  socketFolder: string;
  /** A gzipped tarball of the data folder, taken between two protocol messages (see `pglite-worker.ts`). */
  dumpDataDir(): Promise<Blob>;
  /** Closes PGlite (its files written) and ends the thread. */
  close(): Promise<void>;
  /** The thread itself; ending it is what a crash looks like to the server. */
  readonly worker: Worker;
}

/**
 * Starts PGlite on a worker thread of its own (decision record 0038) and waits until its socket listens. The
 * socket lives in a new private folder (mode 0700) under the system's temporary folder, also for a DATA_DIR:
 * a short path (a socket's is limited to about 107 bytes), nothing left in DATA_DIR, and no one else's to
 * connect to. A thread that ends without being closed calls `onUnexpectedEnd`: the server stops rather than
 * wait for a database that is gone.
 */
export async function startPgliteThread(options: {
  dataDir: string;
  profile: PgliteProfile;
  onUnexpectedEnd: (error: Error) => void;
}): Promise<PgliteThread> {
  const socketFolder = mkdtempSync(path.join(os.tmpdir(), 'icf-pglite-'));
  const { url, execArgv } = workerModule('./pglite-worker', import.meta.url);
  const worker = new Worker(url, {
    // The thread's own JavaScript allocates little (messages are Buffers outside V8's heap): a smaller young
    // generation than the default gave back about 10 MB of an idle server, at no cost to a 10 MB save.
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
    execArgv,
    workerData: {
      dataDir: options.dataDir,
      profile: options.profile,
      socketPath: path.join(socketFolder, '.s.PGSQL.5432'),
    } satisfies PgliteWorkerData,
  });
  const dumps = new Map<number, { resolve(blob: Blob): void; reject(error: Error): void }>();
  let nextDumpId = 1;
  let closing: Promise<void> | undefined;
  let ready = false;
  /** Why the thread is gone, once it is. */
  let endedWith: Error | undefined;
  const ask = (request: PgliteThreadRequest) => worker.postMessage(request);

  const started = new Promise<void>((resolve, reject) => {
    const ended = (error: Error) => {
      if (endedWith) return;
      endedWith = error;
      rmSync(socketFolder, { recursive: true, force: true });
      for (const dump of dumps.values()) dump.reject(error);
      dumps.clear();
      if (!ready) reject(error);
      else if (!closing) options.onUnexpectedEnd(error);
    };
    worker.on('error', (error) => ended(error));
    worker.on('exit', (code) => ended(new Error(`the PGlite thread ended (exit code ${code})`)));
    worker.on('message', (report: PgliteThreadReport) => {
      if (report.type === 'ready') {
        ready = true;
        resolve();
      } else if (report.type === 'dump') {
        dumps.get(report.id)?.resolve(new Blob([report.tarball], { type: 'application/gzip' }));
        dumps.delete(report.id);
      } else if (report.type === 'dump-failed') {
        dumps.get(report.id)?.reject(new Error(report.error));
        dumps.delete(report.id);
      }
    });
  });
  await started;

  return {
    socketFolder,
    worker,
    dumpDataDir: () =>
      new Promise<Blob>((resolve, reject) => {
        if (endedWith) return reject(endedWith);
        const id = nextDumpId++;
        dumps.set(id, { resolve, reject });
        ask({ type: 'dump', id });
      }),
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        if (endedWith) return resolve();
        worker.once('exit', () => resolve());
        ask({ type: 'close' });
      })),
  };
}
