import type { Logger } from '../../src/http/logger';
import type { JobQueue, JobQueueState } from '../../src/jobs/job-queue';

/**
 * A job queue without pg-boss: each job runs in this process right after it is enqueued, with its
 * definition's retries (no backoff), and is lost if the process stops. For test servers that do not start
 * pg-boss (its schema costs seconds per PGlite database); the server itself always uses pg-boss.
 */
export function createInProcessJobQueue(logger: Logger): JobQueue {
  const running = new Set<Promise<void>>();
  const counts = new Map<string, JobQueueState>();
  const countsOf = (name: string): JobQueueState => {
    let state = counts.get(name);
    if (!state) counts.set(name, (state = { name, waiting: 0, active: 0, failed: 0 }));
    return state;
  };
  let nextId = 1;
  return {
    enqueue: (job, payload) => {
      const parsed = job.payload.parse(payload);
      const state = countsOf(job.id);
      state.active++;
      const run = (async () => {
        await new Promise((resolve) => setImmediate(resolve));
        for (let retry = 0; retry <= job.retry.limit; retry++) {
          try {
            await job.handle(parsed, { number: retry + 1, last: retry === job.retry.limit });
            return;
          } catch (error) {
            if (retry === job.retry.limit) {
              state.failed++;
              logger.error('job failed', {
                job: job.id,
                error: error instanceof Error ? error.message : String(error),
              });
            }
          }
        }
      })();
      running.add(run);
      void run.finally(() => {
        running.delete(run);
        state.active--;
      });
      return Promise.resolve(`in-process-${nextId++}`);
    },
    state: () => Promise.resolve([...counts.values()].map((state) => ({ ...state }))),
    stop: async () => {
      await Promise.all(running);
    },
  };
}
