import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { sampleProcessMemory } from '../apps/server/test/support/process-memory';
import { createBenchDatabase } from './lib/bench-database';
import { writeResult } from './lib/results';
import { startServer } from './lib/start-server';

/** How long the server is left alone after its first requests before its idle memory is read. */
const idleSeconds = 20;
/** Targets (decision 0029), for a small server with 1 GB of memory. */
const targets = { pgliteFirstStartPeakMb: 450, pgliteRestartIdleMb: 256, postgresIdleMb: 150 };

/**
 * Resident memory of the compiled server (`npm start`), read from /proc/<pid>/status: the peak (VmHWM) from
 * spawning through its first requests and the job queue's start, and the memory after `idleSeconds` at rest.
 * One row per way to run it: a first start on a new DATA_DIR (PGlite, from the prepared data folder the build
 * makes), a restart on that folder, DATA_DIR=memory:// (PGlite runs initdb in memory) and PostgreSQL.
 */
export async function benchMemory(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'icf-bench-memory-'));
  const benchDatabase = await createBenchDatabase('memory');
  try {
    const rows = {
      firstStartNewDataDir: await measure({ DATA_DIR: dataDir }),
      restartSameDataDir: await measure({ DATA_DIR: dataDir }),
      memoryDataDir: await measure({ DATA_DIR: 'memory://' }),
      postgres: await measure({ DATABASE_URL: benchDatabase.url, DATA_DIR: dataDir }),
    };
    writeResult('memory', {
      loadAverage: os.loadavg().map((load) => Math.round(load * 10) / 10),
      idleSeconds,
      targets,
      rows,
      met: {
        pgliteFirstStartPeak: rows.firstStartNewDataDir.peakMb <= targets.pgliteFirstStartPeakMb,
        pgliteRestartIdle: rows.restartSameDataDir.idleMb <= targets.pgliteRestartIdleMb,
        postgresIdle: rows.postgres.idleMb <= targets.postgresIdleMb,
      },
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await benchDatabase.drop();
  }
}

async function measure(env: Record<string, string>) {
  const started = performance.now();
  const server = await startServer(env);
  const listeningAfterMs = Math.round(performance.now() - started);
  const memory = sampleProcessMemory(server.process.pid!, 50);
  try {
    const atListening = memory.latest();
    // What a browser's first visit asks for.
    for (const route of ['/', '/api/code/all', '/api/set/all', '/api/health']) {
      const response = await fetch(`${server.url}${route}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
      await response.arrayBuffer();
    }
    const afterFirstRequests = memory.latest();
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idle = memory.latest();
    return {
      listeningAfterMs,
      atListeningMb: atListening?.rssMb,
      afterFirstRequestsMb: afterFirstRequests?.rssMb,
      peakMb: memory.peakMb(),
      idleMb: idle?.rssMb ?? Number.NaN,
    };
  } finally {
    memory.stop();
    await server.stop();
  }
}
