import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedPersonalCoreSet } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { coreSetKeys } from '../../icf-data';

/**
 * `DELETE /api/set/personal/:id`: deletes a set of the user. Documents saved with it keep their codes and
 * still open.
 */
export function deletePersonalCoreSet(id: string): Promise<DeletedPersonalCoreSet> {
  return callApi('deletePersonalCoreSet', { params: { id } });
}

export function useDeletePersonalCoreSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePersonalCoreSet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: coreSetKeys.all }),
  });
}
