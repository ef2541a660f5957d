import type { Suggestion, SuggestionErrorCode, SuggestionProvider, SuggestionStatus } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import type { SuggestionRecord } from './suggestions-repository';

/** A stored suggestion as the API answers it (spec §3: the text is `choices[0].message.content`). */
export function presentSuggestion(record: SuggestionRecord): Suggestion {
  return {
    id: record.id,
    document_id: record.documentId,
    document_version: record.documentVersion,
    locale: record.locale as Locale,
    status: record.status as SuggestionStatus,
    provider: record.provider as SuggestionProvider,
    model: record.model,
    choices: record.response?.choices ?? [],
    error: record.error as SuggestionErrorCode | null,
    attempts: record.attempts,
    created_at: record.createdAt.toISOString(),
    started_at: record.startedAt?.toISOString() ?? null,
    finished_at: record.finishedAt?.toISOString() ?? null,
  };
}
