import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoreSet, UpdatePersonalCoreSetRequest } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { coreSetKeys } from '../../icf-data';

/**
 * `PATCH /api/set/personal/:id`: renames a set of the user, or replaces its codes with the current selection;
 * the fields left out keep their values.
 */
export function updatePersonalCoreSet(id: string, body: UpdatePersonalCoreSetRequest): Promise<CoreSet> {
  return callApi('updatePersonalCoreSet', { params: { id }, body });
}

export function useUpdatePersonalCoreSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePersonalCoreSetRequest }) =>
      updatePersonalCoreSet(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coreSetKeys.all }),
  });
}
