import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueFileRequestInput, CatalogueImportResult } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** `POST /api/admin/catalogue/import`: checks again and stores the lists when the check allows it. */
export function importListFile(body: CatalogueFileRequestInput): Promise<CatalogueImportResult> {
  return callApi('importInstitutionCoreSetFile', { body });
}

export function useImportListFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importListFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
