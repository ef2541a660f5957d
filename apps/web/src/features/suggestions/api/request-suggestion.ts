import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestSuggestionResponse } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { suggestionKeys } from './suggestion-keys';

/** `POST /api/suggest/{id}` (spec §7): a plan is written in the background; the answer comes at once. */
export function requestSuggestion(documentId: number): Promise<RequestSuggestionResponse> {
  return callApi('requestSuggestion', { params: { id: documentId } }, { quiet: true });
}

export function useRequestSuggestion(userId: number, documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestSuggestion(documentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: suggestionKeys.list(userId, documentId) }),
  });
}
