import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RatingValues } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-store';

/**
 * Each discipline's rating of a team evaluation and the team's agreed value (decision record 0055). Ratings
 * are keyed by document; setting the agreed value is a save of the document, so everything that read it
 * (the meeting view's copy, the client's lists) reads again.
 */
export const documentRatingsKey = (userId: number, documentId: number) =>
  ['document-ratings', userId, documentId] as const;

/** `GET /api/document/{id}/ratings`; nothing is asked without a document (or while `enabled` is false). */
export function useDocumentRatings(documentId: number | undefined, enabled = true) {
  const userId = useAuth().user?.id ?? 0;
  return useQuery({
    queryKey: documentRatingsKey(userId, documentId ?? 0),
    queryFn: () => callApi('listDocumentRatings', { params: { id: documentId ?? 0 } }, { quiet: true }),
    enabled: enabled && userId !== 0 && documentId !== undefined,
  });
}

/** `PUT /api/document/{id}/ratings/{code}`: the caller's own rating (all empty withdraws it). */
export function useRateCategory(documentId: number, code: string) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? 0;
  return useMutation({
    mutationFn: (values: RatingValues) =>
      callApi('rateDocumentCategory', { params: { id: documentId, code }, body: values }, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentRatingsKey(userId, documentId) }),
  });
}

/** `PUT /api/document/{id}/agreed/{code}`: the value the team agreed, saved as the document's next version. */
export function useSetAgreedRating(documentId: number, code: string, onSaved: () => Promise<unknown>) {
  return useMutation({
    mutationFn: (values: RatingValues) =>
      callApi('setAgreedRating', { params: { id: documentId, code }, body: values }, { quiet: true }),
    onSuccess: onSaved,
  });
}
