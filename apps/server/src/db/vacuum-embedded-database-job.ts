import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob, type JobDefinition } from '../jobs/job-definition';
import type { Logger } from '../http/logger';
import type { Database } from './client';

/**
 * The embedded PGlite runs PostgreSQL in single-user mode, where no autovacuum worker ever starts: every save
 * leaves the document's old row behind (measured: 20,000 dead rows after an update, still there 75 s later
 * with `autovacuum` on), so its tables and indexes would only grow, its statistics would never be refreshed,
 * and no index-only scan could skip the table (the dashboard's deep pages, decision record 0047). Once a
 * night this job does what autovacuum does on a PostgreSQL server: `VACUUM (ANALYZE)` of the whole database.
 * It holds PGlite's one connection while it runs (seconds for 100,000 documents), so it runs at 03:17 in
 * Korea (18:17 UTC), the default locale's night. A PostgreSQL server keeps its own autovacuum; the job is
 * registered for PGlite only (main.ts).
 */
export function createVacuumEmbeddedDatabaseJob(deps: {
  db: Database;
  logger: Logger;
}): JobDefinition<unknown> {
  return defineJob<unknown>({
    id: 'vacuum-embedded-database',
    payload: z.unknown(),
    cron: '17 18 * * *',
    retry: { limit: 1, delaySeconds: 15 * 60 },
    expireInSeconds: 60 * 60,
    handle: async () => {
      const started = performance.now();
      await deps.db.execute(sql`vacuum (analyze)`);
      deps.logger.info('embedded database vacuumed', { ms: Math.round(performance.now() - started) });
    },
  });
}
