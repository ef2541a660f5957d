import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadIcfData } from '../apps/server/src/icf/load-icf-data';
import { withAdminClient } from '../apps/server/test/support/test-databases';
import { codeData, seed } from './documents.bench';
import { createBenchDatabase } from './lib/bench-database';
import { median, writeResult } from './lib/results';
import { repoRoot, startServer } from './lib/start-server';

/** The documents benchmark's data set (100,000 documents, 30 rated codes each), all of one caller here. */
const documentCount = 100_000;
const fhirRuns = 50;

/** The server process's resident memory now (Linux /proc), in MiB. */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The CSV export of 100,000 documents (rows per second, and the server's RSS sampled through the
 * export: flat, not growing with the documents read), and the FHIR export of a 130-code document (median ms).
 */
export async function benchInteroperability(): Promise<void> {
  const benchDatabase = await createBenchDatabase('interop');
  const icf = await loadIcfData(path.resolve(repoRoot, process.env.ICF_DATA_DIR ?? 'icf-data'));
  const server = await startServer({ DATABASE_URL: benchDatabase.url, LOG_LEVEL: 'info' });
  const pid = server.process.pid!;
  try {
    const { tokens } = await withAdminClient(benchDatabase.url, (client) =>
      seed(client, icf, { users: 1, documents: documentCount }),
    );
    // The data set soft-deletes every 29th document; the export reads the live ones.
    const liveDocuments = await withAdminClient(benchDatabase.url, async (client) =>
      Number((await client.query('SELECT count(*) AS n FROM documents WHERE deleted_at IS NULL')).rows[0].n),
    );
    const loadAverageAtStart = Math.round(os.loadavg()[0]! * 10) / 10;
    const headers = { Authorization: `Bearer ${tokens[0]!}` };

    // CSV: read the stream, counting rows and sampling the server's RSS every 100 ms.
    const rssBefore = rssMiB(pid);
    const samples: { fraction: number; rssMiB: number }[] = [];
    let rows = -1; // the header
    const started = performance.now();
    const response = await fetch(`${server.url}/api/document/export.csv`, { headers });
    if (response.status !== 200) throw new Error(`CSV export answered ${response.status}`);
    const reader = response.body!.getReader();
    let lastSample = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const byte of value) if (byte === 0x0a) rows++;
      if (performance.now() - lastSample > 100) {
        lastSample = performance.now();
        samples.push({ fraction: rows, rssMiB: rssMiB(pid) });
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const rssAt = (share: number) => {
      const sample = samples.find((entry) => entry.fraction >= share * rows) ?? samples[samples.length - 1]!;
      return Math.round(sample.rssMiB);
    };
    // Rows are counted by line ends; descriptions of this data set have none, so each line is one row.
    const csv = {
      seededDocuments: documentCount,
      liveDocuments,
      rows,
      seconds: Math.round(seconds * 10) / 10,
      rowsPerSecond: Math.round(rows / seconds),
      documentsPerSecond: Math.round(liveDocuments / seconds),
      serverRssMiB: {
        beforeExport: Math.round(rssBefore),
        at10PercentOfRows: rssAt(0.1),
        at50PercentOfRows: rssAt(0.5),
        at90PercentOfRows: rssAt(0.9),
        peak: Math.round(Math.max(...samples.map((entry) => entry.rssMiB))),
      },
    };
    console.log(csv);

    // FHIR: one document of 130 rated codes, exported over HTTP again and again.
    const saved = await fetch(`${server.url}/api/document/save`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ sets: [], data: codeData(icf, 130, 1), evaluation_date: '2024-03-26' }),
    });
    const { id } = (await saved.json()) as { id: number };
    const times: number[] = [];
    for (let run = 0; run < fhirRuns + 5; run++) {
      const start = performance.now();
      const answer = await fetch(`${server.url}/api/document/${id}/fhir`, { headers });
      const bundle = (await answer.json()) as { entry: unknown[] };
      if (answer.status !== 200 || bundle.entry.length !== 132) throw new Error('FHIR export failed');
      if (run >= 5) times.push(performance.now() - start);
    }
    const fhir = {
      codes: 130,
      runs: fhirRuns,
      medianMs: Math.round(median(times) * 10) / 10,
      maxMs: Math.round(Math.max(...times) * 10) / 10,
    };
    writeResult('interoperability', {
      note: 'PostgreSQL on the same machine; the server in its own process; times include HTTP on 127.0.0.1.',
      loadAverageAtStart,
      csvExport: csv,
      fhirExport: fhir,
    });
  } finally {
    await server.stop();
    await benchDatabase.drop();
  }
}
