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
}

/** Keeps the payload type of a definition checked at the call site. */
export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}
