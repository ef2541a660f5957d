import { useMutation } from '@tanstack/react-query';
import type { CatalogueCheckResult, CatalogueFileRequestInput } from '@icf/shared';
import { callApi } from '../../../lib/api-client';

/** `POST /api/admin/catalogue/check`: the check report of a file, nothing stored. */
export function checkListFile(body: CatalogueFileRequestInput): Promise<CatalogueCheckResult> {
  return callApi('checkInstitutionCoreSetFile', { body });
}

export function useCheckListFile() {
  return useMutation({ mutationFn: checkListFile });
}
