import { z } from 'zod';
import { locales } from '../i18n';
import { suggestionErrorCodes, suggestionProviders, suggestionStatuses } from './suggestion-statuses';

/**
 * Suggested treatment plans (spec §3 "Suggestion response", §7 `POST /api/suggest/{id}`, decision 0012). A request
 * is answered at once; a background job writes the plan, which the client reads with `GET /api/suggest/{id}`.
 * A finished suggestion keeps the chat-completions shape the spec's client reads: `choices[0].message.content`.
 */

/** One chat message, exactly as it is sent to the provider. */
const suggestionMessageSchema = z.object({
  role: z.enum(['system', 'user']),
  content: z.string(),
});
export type SuggestionMessage = z.infer<typeof suggestionMessageSchema>;

/** `GET /api/suggest/{id}/preview`: what a request would send, to read before confirming it. */
export const suggestionPreviewSchema = z.object({
  document_id: z.number().int(),
  document_version: z.number().int(),
  locale: z.enum(locales),
  provider: z.enum(suggestionProviders),
  model: z.string(),
  messages: z.array(suggestionMessageSchema),
});
export type SuggestionPreview = z.infer<typeof suggestionPreviewSchema>;

/** One suggestion. `choices` is empty until the job is done. Timestamps are ISO 8601. */
export const suggestionSchema = z.object({
  id: z.number().int(),
  document_id: z.number().int(),
  document_version: z.number().int(),
  locale: z.enum(locales),
  status: z.enum(suggestionStatuses),
  provider: z.enum(suggestionProviders),
  model: z.string(),
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })),
  error: z.enum(suggestionErrorCodes).nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** `GET /api/suggest/{id}`: the document's suggestions, newest first. */
export const suggestionListSchema = z.object({ data: z.array(suggestionSchema) });
export type SuggestionList = z.infer<typeof suggestionListSchema>;

/**
 * `POST /api/suggest/{id}` (no body): 202 with the suggestion now waiting. `created` is false when one for
 * the same document version was already queued or running; that one is answered instead of a new one.
 */
export const requestSuggestionResponseSchema = z.object({
  created: z.boolean(),
  suggestion: suggestionSchema,
});
export type RequestSuggestionResponse = z.infer<typeof requestSuggestionResponseSchema>;
