import { suggestionErrorCodes, suggestionStatuses, usageWeeks, type AdminUsage } from '@icf/shared';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { fillWeeks, lastWeekStarts } from './usage-weeks';
import { countDocumentsByWeek, countSuggestionsByStatus, selectFailedSuggestions } from './usage-repository';

/** How many failed jobs the usage page lists. */
const failedJobsShown = 20;

/**
 * The usage page: documents per week, suggestions by status, the job queue's counts and the latest failed
 * jobs with their reasons. Counts and reasons only: nothing of any document.
 */
export async function getUsage(
  db: Database,
  queue: JobQueue | undefined,
  now = new Date(),
): Promise<AdminUsage> {
  const weeks = lastWeekStarts(now, usageWeeks);
  const [documentsByWeek, suggestionsByStatus, failed, queueState] = await Promise.all([
    countDocumentsByWeek(db, weeks[0]!),
    countSuggestionsByStatus(db),
    selectFailedSuggestions(db, failedJobsShown),
    queue ? queue.state() : Promise.resolve(null),
  ]);
  return {
    documents_per_week: fillWeeks(weeks, documentsByWeek),
    suggestions_by_status: Object.fromEntries(
      suggestionStatuses.map((status) => [status, suggestionsByStatus.get(status) ?? 0]),
    ) as AdminUsage['suggestions_by_status'],
    queue: queueState,
    failed_jobs: failed.map((row) => ({
      id: row.id,
      kind: 'suggestion' as const,
      reason: suggestionErrorCodes.find((code) => code === row.error) ?? null,
      attempts: row.attempts,
      failed_at: row.finishedAt?.toISOString() ?? null,
    })),
  };
}
