import { defineEndpoints } from '../endpoint-contract';
import { emptyBody } from './body-limits';
import { requestSuggestionResponseSchema, suggestionListSchema, suggestionPreviewSchema } from '../../index';

/** Suggested treatment plans (decision record 0012). One contract per call (decision record 0059). */
export const suggestionsEndpoints = defineEndpoints({
  // Suggested treatment plans (decision 0012).
  requestSuggestion: {
    method: 'post',
    path: '/suggest/:id',
    tag: 'Suggestions',
    summary: 'Ask for a suggested treatment plan (a background job)',
    access: 'suggestions:write',
    bodyLimit: emptyBody,
    errors: [413, 503],
    responses: { 202: requestSuggestionResponseSchema },
  },
  previewSuggestion: {
    method: 'get',
    path: '/suggest/:id/preview',
    tag: 'Suggestions',
    summary: 'Exactly what a suggestion request would send',
    access: 'suggestions:read',
    errors: [503],
    responses: { 200: suggestionPreviewSchema },
  },
  listSuggestions: {
    method: 'get',
    path: '/suggest/:id',
    tag: 'Suggestions',
    summary: 'The suggestions of a document, newest first',
    access: 'suggestions:read',
    errors: [503],
    responses: { 200: suggestionListSchema },
  },
});
