import type { ApiEndpoints, EndpointInput } from '@icf/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FhirSeriesImportResponse } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { clientKeys } from '../../client-data';
import { documentKeys } from '../../document-data';

/**
 * `POST /api/client/import-fhir` (decision record 0048): a client's series Bundle into the account. The key
 * is the file's: pressing Import again after a lost answer stores the series once (decision record 0042).
 * Quiet: the form shows a refusal's messages itself.
 */
/** The file's Bundle, as read: the server checks it (decision record 0048). */
export type SeriesBundle = EndpointInput<ApiEndpoints['importClientSeriesFhir']>['body'];

export function importClientSeries(request: {
  bundle: SeriesBundle;
  idempotencyKey: string;
}): Promise<FhirSeriesImportResponse> {
  return callApi(
    'importClientSeriesFhir',
    { body: request.bundle },
    { headers: { 'Idempotency-Key': request.idempotencyKey }, quiet: true },
  );
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
