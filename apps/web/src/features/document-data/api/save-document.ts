import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  idempotencyKeyHeader,
  type SaveDocumentRequestInput,
  type SavedDocumentVersionResponse,
} from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/**
 * `POST /api/document/save` (spec §7): the info fields at the top level, the selected core-set ids and the
 * entries of the selected codes. With `id` the user's document of that id is updated (its earlier state is
 * kept as a version), without it a new document is created. Quiet: the caller shows 'Save failed.' itself.
 * `idempotencyKey` is sent again with every retry of the same save, so the server stores it once even when
 * an earlier answer was lost (decision record 0031).
 */
export function saveDocument(
  body: SaveDocumentRequestInput,
  idempotencyKey: string,
): Promise<SavedDocumentVersionResponse> {
  return callApi(
    'saveDocument',
    { body },
    { headers: { [idempotencyKeyHeader]: idempotencyKey }, quiet: true, timeoutMs: saveTimeoutMs },
  );
}

/** A save that has had no answer after this long fails out loud; the draft stays as it is (decision 0009). */
export const saveTimeoutMs = 15_000;

export interface SaveDocumentVariables {
  request: SaveDocumentRequestInput;
  idempotencyKey: string;
}

/**
 * Saving changes the dashboard: every cached list is refetched when next shown. The mutation runs even when
 * the browser says it is offline (TanStack Query would otherwise pause it silently until the network is back).
 */
export function useSaveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ request, idempotencyKey }: SaveDocumentVariables) => saveDocument(request, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
