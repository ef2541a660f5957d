import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../http/logger';

/** The socket through which `npm run backup` asks the running server for its PGlite data (decision 0028). */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}

/**
 * PGlite's folder belongs to the one process that opened it: a second process must neither open nor copy it
 * while the server writes. So the server itself answers `GET /backup` on a Unix socket in DATA_DIR (mode
 * 0600) with `dumpDataDir`. Whoever may connect could read the folder anyway; nothing listens on the network.
 */
export async function startBackupSocket(options: {
  database: DatabaseHandle;
  dataDir: string;
  logger: Logger;
}): Promise<{ close(): Promise<void> }> {
  const { database, logger } = options;
  const socketPath = backupSocketPath(options.dataDir);
  // A socket file left by a server that did not stop cleanly; two servers on one PGlite folder are not possible.
  rmSync(socketPath, { force: true });
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup' || !database.dumpDataDir) {
      response.writeHead(404).end();
      return;
    }
    const started = Date.now();
    void database
      .dumpDataDir()
      .then(async (dump) => {
        response.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': String(dump.size) });
        await pipeline(Readable.fromWeb(dump.stream() as WebReadableStream), response);
        logger.info('backup taken', { bytes: dump.size, ms: Date.now() - started });
      })
      .catch((error: unknown) => {
        logger.error('backup failed', { error: error instanceof Error ? error.message : String(error) });
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(socketPath, { force: true });
      }),
  };
}
