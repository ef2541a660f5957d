import type { Logger } from '../http/logger';
import type { JobQueue } from './job-queue';

/**
 * A job queue without pg-boss: each job runs in this process right after it is enqueued, with its
 * definition's retries (no backoff), and is lost if the process stops. For test servers that do not start
 * pg-boss (its schema costs seconds per PGlite database); the server itself always uses pg-boss.
 */
export function createInProcessJobQueue(logger: Logger): JobQueue {
  const running = new Set<Promise<void>>();
  let nextId = 1;
  return {
    enqueue: (job, payload) => {
      const parsed = job.payload.parse(payload);
      const run = (async () => {
        await new Promise((resolve) => setImmediate(resolve));
        for (let retry = 0; retry <= job.retry.limit; retry++) {
          try {
            await job.handle(parsed, { number: retry + 1, last: retry === job.retry.limit });
            return;
          } catch (error) {
            if (retry === job.retry.limit) {
              logger.error('job failed', {
                job: job.id,
                error: error instanceof Error ? error.message : String(error),
              });
            }
          }
        }
      })();
      running.add(run);
      void run.finally(() => running.delete(run));
      return Promise.resolve(`in-process-${nextId++}`);
    },
    stop: async () => {
      await Promise.all(running);
    },
  };
}
