import type { z } from 'zod';

/** Which try of a job this is, so that a handler can record a final failure on its last one. */
export interface JobAttempt {
  /** 1 for the first try. */
  number: number;
  /** No retry follows when this try fails. */
  last: boolean;
}

/**
 * A background job: an id (its pg-boss queue name), a zod payload and a handler. A handler that throws is
 * retried with exponential backoff until `retry.limit` retries are used up; one that returns is done.
 */
export interface JobDefinition<Payload> {
  id: string;
  payload: z.ZodType<Payload>;
  retry: { limit: number; delaySeconds: number };
  /** When set, pg-boss's scheduler enqueues the job on this cron (UTC), once per slot across processes. */
  cron?: string;
  /** A try running longer than this is given up and retried (pg-boss expiry). */
  expireInSeconds: number;
  handle(payload: Payload, attempt: JobAttempt): Promise<void>;
  /**
   * Runs when the queue gives up on a job without the handler having had the last word: the last try's
   * process died (its heartbeat went stale), the try expired, or it threw. Whatever the job's records say
   * (a suggestion 'running') is settled here instead of waiting forever (decision record 0030).
   */
  onGivenUp?(payload: Payload): Promise<void>;
  /**
   * Runs once each time the queue starts, before any job: settles what no job will finish any more (records
   * whose job vanished, or was given up before `onGivenUp` existed; decision record 0030).
   */
  onQueueStart?(): Promise<void>;
}

/** Keeps the payload type of a definition checked at the call site. */
export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}
