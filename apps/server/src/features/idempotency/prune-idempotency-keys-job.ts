import { z } from 'zod';
import { idempotencyKeyRetentionDays } from '@icf/shared';
import type { Database } from '../../db/client';
import type { Logger } from '../../http/logger';
import { defineJob, type JobDefinition } from '../../jobs/job-definition';
import { pruneIdempotencyKeys } from './idempotency-keys-repository';

/**
 * Keeps `idempotency_keys` small (decision record 0031): once an hour, pg-boss's scheduler (one run per slot
 * across all server processes) deletes the keys older than `idempotencyKeyRetentionDays`.
 */
export function createPruneIdempotencyKeysJob(deps: {
  db: Database;
  logger: Logger;
}): JobDefinition<unknown> {
  return defineJob<unknown>({
    id: 'prune-idempotency-keys',
    payload: z.unknown(),
    cron: '23 * * * *',
    retry: { limit: 1, delaySeconds: 60 },
    expireInSeconds: 5 * 60,
    handle: async () => {
      const deleted = await pruneIdempotencyKeys(deps.db, idempotencyKeyRetentionDays);
      deps.logger.info('idempotency keys pruned', { deleted, retentionDays: idempotencyKeyRetentionDays });
    },
  });
}
