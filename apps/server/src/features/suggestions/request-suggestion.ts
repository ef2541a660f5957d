import type { Locale } from '@icf/shared/i18n';
import type { Database } from '../../db/client';
import type { JobDefinition } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/job-queue';
import { documentNotFound, findLiveDocument } from '../documents';
import type { SuggestionJobPayload } from './suggestion-job';
import type { SuggestionWriter } from './suggestion-provider';
import { deleteSuggestion, insertWaitingSuggestion, type SuggestionRecord } from './suggestions-repository';

export interface RequestSuggestionDependencies {
  db: Database;
  queue: JobQueue;
  job: JobDefinition<SuggestionJobPayload>;
  writer: SuggestionWriter;
}

/**
 * `POST /api/suggest/{id}`: a suggestion for the current version of the user's document, written later by a
 * job. While one for that version is queued or running, it is the answer and no second job starts.
 */
export async function requestSuggestion(
  deps: RequestSuggestionDependencies,
  userId: number,
  documentId: number,
  locale: Locale,
): Promise<{ created: boolean; record: SuggestionRecord }> {
  const document = await findLiveDocument(deps.db, userId, documentId);
  if (!document) throw documentNotFound();
  const result = await insertWaitingSuggestion(deps.db, {
    documentId,
    documentVersion: document.version,
    locale,
    provider: deps.writer.provider,
    model: deps.writer.model,
  });
  if (!result.created) return result;
  try {
    await deps.queue.enqueue(deps.job, { suggestionId: result.record.id });
  } catch (error) {
    await deleteSuggestion(deps.db, result.record.id);
    throw error;
  }
  return result;
}
