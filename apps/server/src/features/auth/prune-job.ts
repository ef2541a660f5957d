import { defineJob, type JobDefinition } from '../../jobs/job-definition';
import type { Database } from '../../db/client';
import type { Logger } from '../../http/logger';
import { z } from 'zod';
import { pruneStaleAuthRows } from './prune-stale-auth-rows';

/**
 * Keeps `rate_limits`, `access_tokens` and `password_reset_tokens` small (decision 0006): every
 * 15 minutes, pg-boss's scheduler (one run per slot across all server processes) deletes ended windows and
 * tokens that no longer work.
 */
export function createPruneJob(deps: { db: Database; logger: Logger }): JobDefinition<unknown> {
  return defineJob<unknown>({
    id: 'prune-auth-tables',
    payload: z.unknown(),
    cron: '*/15 * * * *',
    retry: { limit: 1, delaySeconds: 60 },
    expireInSeconds: 5 * 60,
    handle: async () => {
      const deleted = await pruneStaleAuthRows(deps.db);
      deps.logger.info('auth tables pruned', deleted);
    },
  });
}
