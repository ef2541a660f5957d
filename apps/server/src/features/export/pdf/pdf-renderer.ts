import { availableParallelism } from 'node:os';
import { createWorkerPool } from '../../../workers/worker-pool';
import type { PdfJob } from './pdf-worker';

/** Renders PDFs off the event loop that answers the other API calls. */
export interface PdfRenderer {
  render(job: PdfJob): Promise<Buffer>;
  /** Render threads at most, and how many render now (the metrics, decision 0040). */
  usage(): { threads: number; busy: number };
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

/** Renders on a pool of worker threads; each holds its own heap and fonts, about 150 MB (decision 0010). */
export function createPdfRenderer({
  threads = Math.max(1, availableParallelism() - 1),
  maxQueue = 64,
}: PdfRendererOptions = {}): PdfRenderer {
  const workers = createWorkerPool({
    file: './pdf-worker',
    from: import.meta.url,
    maxThreads: threads,
    maxQueue,
    resourceLimits: { maxYoungGenerationSizeMb: workerYoungGenerationMb },
  });
  let rendering = 0;
  return {
    async render(job) {
      rendering++;
      try {
        const bytes = (await workers.pool().run(job)) as Uint8Array;
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } finally {
        rendering--;
      }
    },
    usage: () => ({ threads, busy: Math.min(rendering, threads) }),
    close: () => workers.close(),
  };
}
