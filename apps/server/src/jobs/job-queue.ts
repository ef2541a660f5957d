import { PgBoss, type JobWithMetadata } from 'pg-boss';
import { message } from '@icf/shared';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../errors/app-error';
import type { Logger } from '../http/logger';
import type { JobDefinition } from './job-definition';

export interface JobQueue {
  /**
   * Stores a job in the database; it runs on a worker of any server process, now or after a restart. Waits
   * for the queue to start; a queue that could not start answers 503.
   */
  enqueue<Payload>(job: JobDefinition<Payload>, payload: Payload): Promise<string>;
  /** How many jobs of each queue wait, run and have failed (pg-boss's counts); null while it is not running. */
  state(): Promise<JobQueueState[] | null>;
  /** Waits for running jobs (up to 5 seconds), then stops polling. */
  stop(): Promise<void>;
}

export interface JobQueueState {
  name: string;
  /** Queued, retrying or scheduled for later. */
  waiting: number;
  active: number;
  /** Failed jobs pg-boss still keeps (a rolling count: its retention policy deletes old ones). */
  failed: number;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  logger: Logger;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of jobs of different payloads
  jobs: readonly JobDefinition<any>[];
  /** Whether this process also runs the jobs (false: it only enqueues, as a test of restarts needs). */
  work?: boolean;
  /** How often an idle worker looks for new jobs; pg-boss's default is 2 seconds. */
  pollingIntervalSeconds?: number;
}

/**
 * A worker refreshes the heartbeat of the job it runs every `heartbeatSeconds / 2`; a job whose heartbeat is
 * older than this was left active by a process that died (kill -9, a crash, a lost host), and the monitor,
 * which looks every `superviseIntervalSeconds`, fails it into its next retry: such a job runs again within
 * about 20 seconds instead of after its 600-second expiry. A heartbeat rather than a short expiry, because a
 * slow LLM answer keeps beating and is never cut short; and rather than a sweep at start-up, because on
 * PostgreSQL another live process may own an active job (decision record 0025). pg-boss's minimum is 10.
 * A job failed so on its last try goes to its given-up queue, whose worker settles its records (0030).
 */
export const jobHeartbeatSeconds = 10;
const superviseIntervalSeconds = 5;

/** The dead-letter queue of a job with `onGivenUp` is its id with this suffix (decision record 0030). */
export const givenUpQueueSuffix = '.given-up';

type ReceivedJob = JobWithMetadata<unknown>;

/**
 * pg-boss over the application's own database handle (decision 0012): its pool of connections, to
 * PostgreSQL or to PGlite's one session on its thread (decision 0038), so no second server or connection
 * string is needed. Its
 * tables live in the `pgboss` schema, which it creates and migrates itself on start.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { database, logger } = options;
  const started = Date.now();
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    // The cron scheduler runs only when a job has a cron (the pruning job).
    schedule: options.jobs.some((job) => job.cron !== undefined),
    superviseIntervalSeconds,
    monitorIntervalSeconds: superviseIntervalSeconds,
  });
  boss.on('error', (error) => logger.warn('job queue error', { error: error.message }));
  await boss.start();
  const ensureQueue = async (name: string, queueOptions: Parameters<PgBoss['createQueue']>[1]) => {
    if (await boss.getQueue(name)) await boss.updateQueue(name, queueOptions);
    else await boss.createQueue(name, queueOptions);
  };
  const workOn = (name: string, handle: (received: ReceivedJob) => Promise<void>) =>
    boss.work(
      name,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([received]) => {
        if (received) await handle(received);
      },
    );
  for (const job of options.jobs) {
    const givenUpQueue = job.onGivenUp ? `${job.id}${givenUpQueueSuffix}` : undefined;
    // pg-boss moves a job it gives up on (stale heartbeat or expiry on the last try, or a last try that
    // threw) into its dead-letter queue, which must exist first; no handler is called for it otherwise.
    if (givenUpQueue) await ensureQueue(givenUpQueue, { retryLimit: 3, retryDelay: 5, retryBackoff: true });
    await ensureQueue(job.id, {
      retryLimit: job.retry.limit,
      retryDelay: job.retry.delaySeconds,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds,
      heartbeatSeconds: jobHeartbeatSeconds,
      ...(givenUpQueue ? { deadLetter: givenUpQueue } : {}),
    });
    if (job.cron) await boss.schedule(job.id, job.cron);
    if (options.work === false) continue;
    await job.onQueueStart?.();
    const payloadOf = (received: ReceivedJob) => {
      const parsed = job.payload.safeParse(received.data);
      // A payload that does not fit its schema will not fit on a retry either: drop it, loudly.
      if (!parsed.success) logger.error('job payload rejected', { job: received.name, jobId: received.id });
      return parsed.data;
    };
    await workOn(job.id, async (received) => {
      const payload = payloadOf(received);
      if (payload === undefined) return;
      await job.handle(payload, {
        number: received.retryCount + 1,
        last: received.retryCount >= received.retryLimit,
      });
    });
    if (givenUpQueue && job.onGivenUp) {
      const onGivenUp = job.onGivenUp;
      await workOn(givenUpQueue, async (received) => {
        const payload = payloadOf(received);
        if (payload === undefined) return;
        logger.warn('job given up', { job: job.id, jobId: received.id });
        await onGivenUp(payload);
      });
    }
  }
  logger.info('job queue started', { ms: Date.now() - started, jobs: options.jobs.map((job) => job.id) });
  return {
    enqueue: async (job, payload) => {
      const id = await boss.send(job.id, job.payload.parse(payload) as object);
      if (!id) throw new AppError({ code: 'busy', status: 503, message: message('jobs.not_accepted') });
      return id;
    },
    state: async () => {
      const queues = await boss.getQueues(options.jobs.map((job) => job.id));
      return queues.map((queue) => ({
        name: queue.name,
        waiting: queue.queuedCount,
        active: queue.activeCount,
        failed: queue.failedCount,
      }));
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000, close: false }),
  };
}

/**
 * Starts the queue without holding up the server's start (decision 0012). Should pg-boss fail to start, the
 * server keeps serving everything else, the failure is logged, and only enqueueing answers 503.
 */
export function startJobQueueInBackground(
  options: JobQueueOptions & {
    /**
     * Starts once this settles. pg-boss's start-up holds PGlite's one connection for seconds, so the server
     * waits for its listening socket first and the first requests are not queued behind it (decision 0024).
     */
    after?: Promise<unknown>;
  },
): JobQueue {
  const starting = (options.after ?? Promise.resolve())
    .then(() => startJobQueue(options))
    .catch((error: unknown) => {
      options.logger.error('job queue unavailable', {
        error: error instanceof Error ? error.message : String(error),
      });
      return undefined;
    });
  return {
    enqueue: async (job, payload) => {
      const queue = await starting;
      if (!queue) throw new AppError({ code: 'busy', status: 503, message: message('jobs.unavailable') });
      return queue.enqueue(job, payload);
    },
    state: async () => (await starting)?.state() ?? null,
    stop: async () => (await starting)?.stop(),
  };
}
