import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Logger } from '../../http/logger';
import { defineJob, type JobDefinition } from '../../jobs/job-definition';
import { purgeDocumentsDeletedBefore } from './purge-deleted-documents-repository';

/**
 * Deleting a document from the dashboard only sets `deleted_at` (spec §3); after DELETED_DOCUMENT_RETENTION_DAYS
 * this job erases it for good, with its versions and suggestions (decision 0028), and a team's document after
 * DELETED_TEAM_DOCUMENT_RETENTION_DAYS (decision 0033). pg-boss's scheduler runs it once an hour (one run per
 * slot across all server processes), so a document goes within an hour of its time.
 */
export function createPurgeDeletedDocumentsJob(deps: {
  db: Database;
  logger: Logger;
  retentionDays: number;
  teamRetentionDays: number;
}): JobDefinition<unknown> {
  return defineJob<unknown>({
    id: 'purge-deleted-documents',
    payload: z.unknown(),
    cron: '41 * * * *',
    retry: { limit: 1, delaySeconds: 300 },
    expireInSeconds: 30 * 60,
    handle: async () => {
      const purged = await purgeDocumentsDeletedBefore(deps.db, {
        personal: deps.retentionDays,
        team: deps.teamRetentionDays,
      });
      deps.logger.info('deleted documents purged', {
        purged,
        retentionDays: deps.retentionDays,
        teamRetentionDays: deps.teamRetentionDays,
      });
    },
  });
}
