import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium } from './lib/launch-chromium';
import { rawGet } from '../apps/server/test/support/raw-get';
import { median, writeResult } from './lib/results';
import { startServer, type ServerEntry } from './lib/start-server';

/**
 * Start-up targets: cold start of the server to the first 200 on /api/code/all, and the bytes on the
 * wire of /api/code/all and of the JavaScript the landing page loads.
 */
export async function benchStartupAndTransfer(): Promise<void> {
  // First start: an empty DATA_DIR, so PGlite starts from the prepared folder. Restart: the same DATA_DIR
  // again. Each for the compiled bundle alone, for `npm start` as a user runs it (the same bundle behind its
  // Node check, stale-build walk and compile cache) and, for comparison, the TypeScript sources through tsx.
  const entries: ServerEntry[] = ['compiled', 'npm-start', 'source'];
  const starts = Object.fromEntries(
    entries.map((entry) => [entry, { first: [] as number[], restart: [] as number[] }]),
  ) as Record<ServerEntry, { first: number[]; restart: number[] }>;
  for (let run = 0; run < 3; run++) {
    for (const entry of entries) {
      const times = starts[entry];
      const dataDir = mkdtempSync(path.join(tmpdir(), 'icf-bench-'));
      times.first.push(await timeToFirstCodes({ DATA_DIR: dataDir }, entry));
      times.restart.push(await timeToFirstCodes({ DATA_DIR: dataDir }, entry));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const summary = (runs: number[]) => ({ median: Math.round(median(runs)), runs: runs.map(Math.round) });

  const server = await startServer();
  try {
    // Give the background brotli compression of the reference data time to finish.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const plain = await rawGet(`${server.url}/api/code/all`);
    const brotli = await rawGet(`${server.url}/api/code/all`, { 'Accept-Encoding': 'br, gzip' });
    const gzip = await rawGet(`${server.url}/api/code/all`, { 'Accept-Encoding': 'gzip' });
    const sets = await rawGet(`${server.url}/api/set/all`, { 'Accept-Encoding': 'br, gzip' });

    const browser = await launchChromium();
    const page = await browser.newPage();
    await page.goto(server.url, { waitUntil: 'networkidle' });
    const resources = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .map((entry) => ({
          name: entry.name,
          transferSize: entry.transferSize,
          encodedBodySize: entry.encodedBodySize,
          decodedBodySize: entry.decodedBodySize,
        })),
    );
    await browser.close();
    const scripts = resources.filter((resource) => resource.name.endsWith('.js'));
    const fonts = resources.filter((resource) => /\.woff2?$/.test(resource.name));
    const styles = resources.filter((resource) => resource.name.endsWith('.css'));
    const sum = (list: typeof resources, key: 'encodedBodySize' | 'decodedBodySize') =>
      list.reduce((total, resource) => total + resource[key], 0);

    writeResult('startup-and-transfer', {
      // Decision record 0024: a restart on an existing PGlite folder answers within a second.
      restartTargetMs: 1000,
      coldStartToFirstCodesMs: Object.fromEntries(
        Object.entries(starts).map(([kind, times]) => [
          kind,
          { firstStartEmptyDataDir: summary(times.first), restartExistingDataDir: summary(times.restart) },
        ]),
      ),
      codeAllBytes: {
        identity: plain.body.byteLength,
        gzip: gzip.body.byteLength,
        brotli: brotli.body.byteLength,
      },
      setAllBytesBrotli: sets.body.byteLength,
      landingPage: {
        jsFiles: scripts.length,
        jsBytesOnWire: sum(scripts, 'encodedBodySize'),
        jsBytesDecoded: sum(scripts, 'decodedBodySize'),
        cssBytesOnWire: sum(styles, 'encodedBodySize'),
        fontFiles: fonts.length,
        fontBytes: sum(fonts, 'encodedBodySize'),
      },
    });
  } finally {
    await server.stop();
  }
}

/** From spawning the process to the first 200 on /api/code/all (body read). */
async function timeToFirstCodes(env: Record<string, string>, entry: ServerEntry): Promise<number> {
  const started = performance.now();
  const server = await startServer(env, { entry });
  const response = await fetch(`${server.url}/api/code/all`);
  if (response.status !== 200) throw new Error(`unexpected status ${response.status}`);
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  await server.stop();
  return elapsed;
}
