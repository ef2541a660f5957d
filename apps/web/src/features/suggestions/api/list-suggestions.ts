import { useQuery } from '@tanstack/react-query';
import { isSuggestionWaiting, type SuggestionList } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { suggestionKeys } from './suggestion-keys';

/** How often a row asks again while its newest suggestion waits for its job. */
export const suggestionRefreshMs = 3000;

/** `GET /api/suggest/{id}`: the document's suggestions, newest first. */
export function listSuggestions(documentId: number): Promise<SuggestionList> {
  return callApi('listSuggestions', { params: { id: documentId } });
}

/** The suggestions of one dashboard row; refreshed every few seconds while the newest one waits. */
export function useSuggestions(userId: number, documentId: number) {
  return useQuery({
    queryKey: suggestionKeys.list(userId, documentId),
    queryFn: () => listSuggestions(documentId),
    refetchInterval: (query) => {
      const newest = query.state.data?.data[0];
      return newest && isSuggestionWaiting(newest.status) ? suggestionRefreshMs : false;
    },
  });
}
