import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentIdResponse, UpdateDocumentRequest } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** `POST /api/document/update {id, column: 'deleted_at'}` (spec §7): soft-deletes one of the user's documents. */
export function deleteDocument(id: number): Promise<DocumentIdResponse> {
  const body: UpdateDocumentRequest = { id, column: 'deleted_at' };
  return callApi('deleteDocument', { body });
}

export function useDeleteDocument(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.user(userId) }),
  });
}
