import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { PdfJob } from './pdf-worker';

/** Renders PDFs off the event loop that answers the other API calls. */
export interface PdfRenderer {
  render(job: PdfJob): Promise<Buffer>;
  close(): Promise<void>;
}

export interface PdfRendererOptions {
  /**
   * Worker threads; default one per CPU but one, which stays with the event loop that answers the other calls
   * (rendering is CPU-bound: more threads than CPUs only queue, and take the loop's CPU).
   */
  threads?: number;
  /** Jobs waiting for a thread beyond this are refused at once instead of piling up. */
  maxQueue?: number;
}

/**
 * A small young generation for the render threads: a form makes many short-lived objects, and with V8's
 * default the heap grows by tens of megabytes between scavenges. 8 MB cut the peak resident memory under
 * load by about 50 MB at no measurable cost in render time (bench/results/pdf.json).
 */
const workerYoungGenerationMb = 8;

/** Run from source (tsx, the tests) the worker is TypeScript; compiled, dist/pdf-worker.js (decision 0024). */
const runFromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(`./pdf-worker${runFromSource ? '.ts' : '.js'}`, import.meta.url);

/**
 * A piscina pool of worker threads, started on the first render and ended when idle. Run from source, the workers load TypeScript
 * through tsx whatever started the process (`npm run dev`, or the test runner); the compiled server's workers
 * run plain JavaScript.
 */
export function createPdfRenderer({
  threads = Math.max(1, availableParallelism() - 1),
  maxQueue = 64,
}: PdfRendererOptions = {}): PdfRenderer {
  let pool: Piscina | undefined;
  const execArgv =
    !runFromSource || process.execArgv.some((argument) => argument.includes('tsx'))
      ? process.execArgv
      : [...process.execArgv, '--import', 'tsx'];
  return {
    async render(job) {
      pool ??= new Piscina({
        filename: workerFile.href,
        // No thread stays when none renders: each holds its own heap and fonts, about 150 MB (decision 0010),
        // which an idle server should give back (decision 0029). A thread ends after a minute without work.
        minThreads: 0,
        maxThreads: threads,
        maxQueue,
        idleTimeout: 60_000,
        execArgv,
        resourceLimits: { maxYoungGenerationSizeMb: workerYoungGenerationMb },
      });
      const bytes = (await pool.run(job)) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
