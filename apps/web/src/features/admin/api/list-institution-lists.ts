import { useQuery } from '@tanstack/react-query';
import type { AdminInstitutionList } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/catalogue`: the live institution lists. */
export function listInstitutionLists(): Promise<AdminInstitutionList> {
  return callApi('listInstitutionCoreSets');
}

export function useInstitutionLists() {
  return useQuery({ queryKey: adminKeys.lists, queryFn: listInstitutionLists });
}
