import type { ResourceLimits } from 'node:worker_threads';
import { message, type ServerMessageKey } from '@icf/shared';
import { Piscina } from 'piscina';
import { AppError } from '../errors/app-error';
import { workerModule } from './worker-module';

export interface WorkerPoolOptions {
  /** The worker's module beside the caller, without extension: `.ts` run from source, `.js` compiled. */
  file: string;
  /** The module that names `file` (its `import.meta.url`). */
  from: string;
  maxThreads: number;
  /** Tasks waiting for a thread beyond this are refused at once instead of piling up. */
  maxQueue: number;
  resourceLimits?: ResourceLimits;
  /** Given to every thread as `workerData` (copied once per thread). */
  workerData?: unknown;
}

/**
 * A piscina pool of worker threads, started on the first task and ended when idle: no thread stays when none
 * works, each holds its own heap, which an idle server should give back (decision 0029); a thread ends after a
 * minute without work.
 */
export function createWorkerPool(options: WorkerPoolOptions): { pool(): Piscina; close(): Promise<void> } {
  const { url, execArgv } = workerModule(options.file, options.from);
  const filename = url.href;
  let pool: Piscina | undefined;
  return {
    pool: () =>
      (pool ??= new Piscina({
        filename,
        minThreads: 0,
        maxThreads: options.maxThreads,
        maxQueue: options.maxQueue,
        idleTimeout: 60_000,
        execArgv,
        ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
        ...(options.workerData === undefined ? {} : { workerData: options.workerData }),
      })),
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}

/** A task refused because the pool's queue is full is a 503 with Retry-After, not requests piling up. */
export async function busyWhenQueueFull<T>(task: Promise<T>, busyMessage: ServerMessageKey): Promise<T> {
  try {
    return await task;
  } catch (error) {
    if (error instanceof Error && /queue/i.test(error.message)) {
      throw new AppError({
        code: 'busy',
        status: 503,
        message: message(busyMessage),
        headers: { 'Retry-After': '5' },
      });
    }
    throw error;
  }
}
