import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { loadIcfData } from '../apps/server/src/icf/load-icf-data';
import { withAdminClient } from '../apps/server/test/support/test-databases';
import { seed } from './documents.bench';
import { createBenchDatabase } from './lib/bench-database';
import { writeResult } from './lib/results';
import { repoRoot, startServer } from './lib/start-server';

const documentCount = 10_000;
/**
 * The server's V8 heap is capped well below the export's uncompressed size (about 450 MB of JSON and CSV):
 * the export completes only if it never holds the account in memory.
 */
const heapLimitMiB = 192;

/** The server process's resident memory now (Linux /proc), in MiB. */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Decision 0028: "Download all my data" of an account with 10,000 documents (30 rated codes each, the
 * documents benchmark's data set): seconds, ZIP size and entries, and the server's RSS sampled through the
 * download, once read as fast as possible and once by a slow reader (64 KiB every 100 ms, slower than the server writes), whose backpressure
 * must keep the server's memory as flat as the fast read.
 */
export async function benchAccountExport(): Promise<void> {
  const benchDatabase = await createBenchDatabase('account_export');
  const icf = await loadIcfData(path.resolve(repoRoot, process.env.ICF_DATA_DIR ?? '../shared/icf'));
  const server = await startServer({
    DATABASE_URL: benchDatabase.url,
    LOG_LEVEL: 'info',
    NODE_OPTIONS: `--max-old-space-size=${heapLimitMiB}`,
    // The data set's deleted documents date from 2021: the hourly purge must not erase them between readers.
    DELETED_DOCUMENT_RETENTION_DAYS: '36500',
  });
  const pid = server.process.pid!;
  const folder = mkdtempSync(path.join(tmpdir(), 'icf-bench-export-'));
  try {
    const { tokens } = await withAdminClient(benchDatabase.url, (client) =>
      seed(client, icf, { users: 1, documents: documentCount }),
    );
    const counts = await withAdminClient(benchDatabase.url, async (client) => {
      const { rows } = await client.query(
        `SELECT (SELECT count(*) FROM documents WHERE deleted_at IS NULL)::int AS live,
                (SELECT count(*) FROM documents)::int AS documents,
                (SELECT count(*) FROM document_versions)::int AS versions`,
      );
      return rows[0] as { live: number; documents: number; versions: number };
    });
    const loadAverageAtStart = Math.round(os.loadavg()[0]! * 10) / 10;
    const headers = { Authorization: `Bearer ${tokens[0]!}`, 'Accept-Language': 'en' };

    const download = async (name: string, slow: boolean) => {
      const rssBefore = rssMiB(pid);
      const samples: number[] = [];
      const sampler = setInterval(() => {
        if (server.process.exitCode === null) samples.push(rssMiB(pid));
      }, 100);
      const started = performance.now();
      const file = path.join(folder, `${name}.zip`);
      let bytes = 0;
      try {
        // The first download's keep-alive socket may be closed by the server (5 s idle) just as fetch reuses
        // it: one retry on a fresh socket.
        const response = await fetch(`${server.url}/api/settings/export`, { headers }).catch(() =>
          fetch(`${server.url}/api/settings/export`, { headers }),
        );
        if (response.status !== 200) throw new Error(`export answered ${response.status}`);
        const body = Readable.fromWeb(response.body as WebReadableStream);
        await pipeline(
          body,
          async function* (source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              bytes += chunk.length;
              if (slow) await new Promise((resolve) => setTimeout(resolve, (100 * chunk.length) / 65_536));
              yield chunk;
            }
          },
          createWriteStream(file),
        );
      } finally {
        clearInterval(sampler);
      }
      const seconds = (performance.now() - started) / 1000;
      const listing = execFileSync('unzip', ['-l', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      const [, unpacked, entries] = /(\d+)\s+(\d+) files\s*$/.exec(listing.trim()) ?? [];
      execFileSync('unzip', ['-tq', file]);
      return {
        seconds: Math.round(seconds * 10) / 10,
        zipMiB: Math.round((bytes / 1024 / 1024) * 10) / 10,
        entries: Number(entries),
        unpackedMiB: Math.round(Number(unpacked) / 1024 / 1024),
        serverRssMiB: {
          before: Math.round(rssBefore),
          median: Math.round([...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0),
          peak: Math.round(Math.max(...samples)),
        },
      };
    };
    const fast = await download('fast', false);
    console.log({ fast });
    const slow = await download('slow', true);
    console.log({ slow });
    writeResult('account-export', {
      note: 'PostgreSQL on the same machine; the server in its own process; the ZIP read over HTTP on 127.0.0.1 and checked with unzip -t.',
      loadAverageAtStart,
      serverHeapLimitMiB: heapLimitMiB,
      documents: counts,
      fastReader: fast,
      slowReader: slow,
    });
  } finally {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
    await benchDatabase.drop();
  }
}
