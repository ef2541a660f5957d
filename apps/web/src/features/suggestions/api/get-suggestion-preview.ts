import { useQuery } from '@tanstack/react-query';
import type { SuggestionPreview } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { suggestionKeys } from './suggestion-keys';

/** `GET /api/suggest/{id}/preview`: exactly what a request would send now. */
export function getSuggestionPreview(documentId: number): Promise<SuggestionPreview> {
  return callApi('previewSuggestion', { params: { id: documentId } });
}

export function useSuggestionPreview(userId: number, documentId: number) {
  return useQuery({
    queryKey: suggestionKeys.preview(userId, documentId),
    queryFn: () => getSuggestionPreview(documentId),
    // The document may have been saved again since: always show what would be sent now.
    staleTime: 0,
    gcTime: 0,
  });
}
