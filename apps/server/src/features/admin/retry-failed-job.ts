import { message } from '@icf/shared';
import { actorOf } from '../../audit/actor-of';
import { insertAuditEntries } from '../../audit/audit-log-repository';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { JobDefinition } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/job-queue';
import type { UserRecord } from '../../auth/users-repository';
import type { SuggestionJobPayload } from '../suggestions';
import { failRequeuedSuggestion, requeueFailedSuggestion } from './usage-repository';

export interface RetryDependencies {
  db: Database;
  queue: JobQueue;
  job: JobDefinition<SuggestionJobPayload>;
}

/**
 * Tries a failed suggestion job again: the suggestion is queued afresh (three new tries) and a new job is
 * enqueued; the audit log records who did it. A suggestion that is not failed is a 409; should the queue
 * refuse the job, the suggestion is failed again as it was and the 503 goes to the caller.
 */
export async function retryFailedJob(
  deps: RetryDependencies,
  admin: UserRecord,
  suggestionId: number,
): Promise<void> {
  const requeued = await deps.db.transaction(async (tx) => {
    const row = await requeueFailedSuggestion(tx, suggestionId);
    if (!row) return undefined;
    await insertAuditEntries(tx, [
      {
        actor: actorOf(admin),
        action: 'job.retry',
        targetType: 'suggestion',
        targetId: String(suggestionId),
        details: { job: deps.job.id, previousReason: row.error },
      },
    ]);
    return row;
  });
  if (!requeued)
    throw new AppError({ code: 'conflict', status: 409, message: message('admin.job_not_failed') });
  try {
    await deps.queue.enqueue(deps.job, { suggestionId });
  } catch (error) {
    await failRequeuedSuggestion(deps.db, suggestionId, requeued.error);
    throw error;
  }
}
