/**
 * A suggestion's statuses, providers and error codes (spec §7, decision 0012) without the schemas
 * (suggestions.ts), so the web app's first screens use them without evaluating zod (decision record 0039).
 */
export const suggestionStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type SuggestionStatus = (typeof suggestionStatuses)[number];

/** 'openai-compatible': the LLM server of LLM_BASE_URL; 'offline': the built-in rule-based draft. */
export const suggestionProviders = ['openai-compatible', 'offline'] as const;
export type SuggestionProvider = (typeof suggestionProviders)[number];

/** Why a suggestion failed; the client shows each in the user's language. */
export const suggestionErrorCodes = [
  'provider_timeout',
  'provider_error',
  'provider_refused',
  'empty_answer',
  'document_missing',
  'job_lost',
] as const;
export type SuggestionErrorCode = (typeof suggestionErrorCodes)[number];

/** Whether a suggestion still waits for its job (the dashboard keeps refreshing it). */
export function isSuggestionWaiting(status: SuggestionStatus): boolean {
  return status === 'queued' || status === 'running';
}
