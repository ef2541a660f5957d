import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoreSet, CreatePersonalCoreSetRequestInput } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { coreSetKeys } from '../../icf-data';

/** `POST /api/set/personal`: saves the selected codes as a set of the signed-in user ("My sets"). */
export function createPersonalCoreSet(body: CreatePersonalCoreSetRequestInput): Promise<CoreSet> {
  return callApi('createPersonalCoreSet', { body });
}

/** The select screen lists the new set once the core sets are fetched again. */
export function useCreatePersonalCoreSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPersonalCoreSet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: coreSetKeys.all }),
  });
}
