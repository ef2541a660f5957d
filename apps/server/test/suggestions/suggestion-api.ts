import { expect } from 'vitest';
import {
  requestSuggestionResponseSchema,
  suggestionListSchema,
  suggestionPreviewSchema,
  type RequestSuggestionResponse,
  type Suggestion,
  type SuggestionPreview,
} from '@icf/shared';
import { call } from '../support/auth-api';
import type { TestServer } from '../support/test-server';

export function requestSuggestion(server: TestServer, token: string, id: number, locale: 'en' | 'kr' = 'en') {
  return call(server, 'POST', `/api/suggest/${id}`, { token, locale });
}

export async function requestSuggestionOk(
  server: TestServer,
  token: string,
  id: number,
  locale: 'en' | 'kr' = 'en',
): Promise<RequestSuggestionResponse> {
  const response = await requestSuggestion(server, token, id, locale);
  expect(response.status, await response.clone().text()).toBe(202);
  return requestSuggestionResponseSchema.parse(await response.json());
}

export async function listSuggestionsOk(
  server: TestServer,
  token: string,
  id: number,
): Promise<Suggestion[]> {
  const response = await call(server, 'GET', `/api/suggest/${id}`, { token, locale: 'en' });
  expect(response.status).toBe(200);
  return suggestionListSchema.parse(await response.json()).data;
}

export async function previewOk(
  server: TestServer,
  token: string,
  id: number,
  locale: 'en' | 'kr' = 'en',
): Promise<SuggestionPreview> {
  const response = await call(server, 'GET', `/api/suggest/${id}/preview`, { token, locale });
  expect(response.status).toBe(200);
  return suggestionPreviewSchema.parse(await response.json());
}

/** Polls until the suggestion has finished (done or failed), as the dashboard does. */
export async function waitForSuggestion(
  server: TestServer,
  token: string,
  documentId: number,
  suggestionId: number,
  timeoutMs = 20_000,
): Promise<Suggestion> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await listSuggestionsOk(server, token, documentId)).find((s) => s.id === suggestionId);
    if (found && (found.status === 'done' || found.status === 'failed')) return found;
    if (Date.now() > deadline) throw new Error(`suggestion ${suggestionId} still ${found?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
