import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** `POST /api/admin/catalogue/:id/withdraw`: takes a list off the select screen; its record stays. */
export function withdrawInstitutionList(id: string): Promise<{ id: string }> {
  return callApi('withdrawInstitutionCoreSet', { params: { id } });
}

export function useWithdrawInstitutionList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInstitutionList,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
