import { buildSuggestionPrompt } from '@icf/shared';
import { isLocale } from '@icf/shared/i18n';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Logger } from '../../http/logger';
import type { IcfData } from '../../icf/load-icf-data';
import { defineJob, type JobDefinition } from '../../jobs/job-definition';
import { givenUpQueueSuffix } from '../../jobs/job-queue';
import { findLiveDocumentVersion } from '../documents';
import { suggestionInputOf } from './suggestion-input-of';
import { ProviderError, type SuggestionWriter } from './suggestion-provider';
import {
  findSuggestionForJob,
  markSuggestionDone,
  markSuggestionFailed,
  markSuggestionRetrying,
  markSuggestionRunning,
  markUnfinishedSuggestionFailed,
  failSuggestionsWithoutJob,
} from './suggestions-repository';

export const suggestionJobPayloadSchema = z.object({ suggestionId: z.number().int().positive() });
export type SuggestionJobPayload = z.infer<typeof suggestionJobPayloadSchema>;

export interface SuggestionJobDependencies {
  db: Database;
  icf: IcfData;
  writer: SuggestionWriter;
  logger: Logger;
  /** Seconds before the first retry; the next waits twice as long (pg-boss backoff). */
  retryDelaySeconds?: number;
}

const suggestionJobId = 'suggestion.write';

/** Three tries in all (decision 0012); after the last, the failure reason is stored. */
const retryLimit = 2;

/**
 * Writes one suggested plan: reads the document version the request was made from, builds the same prompt
 * the preview showed, asks the writer, and stores the answer. A provider error or timeout is retried with
 * backoff; after the last try, or on a refusal that no retry can fix, the suggestion fails with its reason.
 */
export function createSuggestionJob(deps: SuggestionJobDependencies): JobDefinition<SuggestionJobPayload> {
  const { db, logger } = deps;
  return defineJob({
    id: suggestionJobId,
    payload: suggestionJobPayloadSchema,
    retry: { limit: retryLimit, delaySeconds: deps.retryDelaySeconds ?? 5 },
    // One try never outlives the provider's timeout by much; pg-boss gives up on it after this.
    expireInSeconds: 600,
    handle: async ({ suggestionId }, attempt) => {
      const found = await findSuggestionForJob(db, suggestionId);
      if (!found || found.suggestion.status === 'done' || found.suggestion.status === 'failed') return;
      const { suggestion, userId } = found;
      const version =
        userId === null
          ? undefined
          : // Any live document: a team's may have been saved by someone who has left the team since (0033).
            await findLiveDocumentVersion(db, null, suggestion.documentId, suggestion.documentVersion);
      if (!version || !isLocale(suggestion.locale)) {
        await markSuggestionFailed(db, suggestionId, 'document_missing');
        return;
      }
      await markSuggestionRunning(db, suggestionId);
      const input = suggestionInputOf(version.snapshot, deps.icf, suggestion.locale);
      try {
        const content = await deps.writer.write(buildSuggestionPrompt(input), input);
        await markSuggestionDone(db, suggestionId, content);
      } catch (error) {
        const failure =
          error instanceof ProviderError
            ? error
            : new ProviderError('provider_error', true, 'Writer failed.');
        // Only the reason is logged: never the prompt, the answer or a key.
        logger.warn('suggestion try failed', {
          suggestionId,
          attempt: attempt.number,
          reason: failure.code,
          detail: failure.message,
        });
        if (failure.retryable && !attempt.last) {
          await markSuggestionRetrying(db, suggestionId, failure.code);
          throw failure;
        }
        await markSuggestionFailed(db, suggestionId, failure.code);
      }
    },
    // The last try never ended on its own (its process died, it expired, or it threw): the user sees the
    // request failed and may ask again, instead of "running" forever (decision record 0030).
    onGivenUp: async ({ suggestionId }) => {
      await markUnfinishedSuggestionFailed(db, suggestionId, 'job_lost');
    },
    // A suggestion whose job is gone (its process died between storing and queueing it, or the job was given
    // up before there was a given-up queue) would wait forever: failed, so that it can be asked again.
    onQueueStart: async () => {
      const failed = await failSuggestionsWithoutJob(db, [
        suggestionJobId,
        `${suggestionJobId}${givenUpQueueSuffix}`,
      ]);
      if (failed > 0) logger.warn('suggestions without a job failed', { count: failed });
    },
  });
}
