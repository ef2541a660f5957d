import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FhirSeriesImportResponse } from '@icf/shared';
import { apiRequest } from '../../../lib/api-client';
import { clientKeys } from '../../client-data';
import { documentKeys } from '../../document-data';

/**
 * `POST /api/client/import-fhir` (decision record 0048): a client's series Bundle into the account. The key
 * is the file's: pressing Import again after a lost answer stores the series once (decision record 0042).
 * Quiet: the form shows a refusal's messages itself.
 */
export function importClientSeries(request: {
  bundle: unknown;
  idempotencyKey: string;
}): Promise<FhirSeriesImportResponse> {
  return apiRequest<FhirSeriesImportResponse>('/api/client/import-fhir', {
    method: 'POST',
    body: request.bundle,
    headers: { 'Idempotency-Key': request.idempotencyKey },
    quiet: true,
  });
}

export function useImportClientSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importClientSeries,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}
