import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CloseGoalCycleRequestInput,
  GoalCyclesResponse,
  UpdateGoalCycleRequestInput,
} from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-store';
import { clientKeys } from '../../client-data';

/** The client's goal cycles (decision record 0056), under the client's key like its goals. */
const goalCyclesKey = (userId: number, clientId: number) =>
  [...clientKeys.one(userId, clientId), 'cycles'] as const;

/** `GET /api/client/{id}/cycles`. */
export function useGoalCycles(clientId: number) {
  const userId = useAuth().user?.id ?? 0;
  return useQuery({
    queryKey: goalCyclesKey(userId, clientId),
    queryFn: () => callApi('getClientGoalCycles', { params: { id: clientId } }, { quiet: true }),
    enabled: userId !== 0,
  });
}

/**
 * `PUT …/cycles/current` and `POST …/cycles/current/close`. Quiet: the forms show the 422's field messages.
 * Closing changes the client's goals too (reached goals cleared), so everything under the client is read again.
 */
export function useGoalCycleWrites(clientId: number) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? 0;
  const onSuccess = (cycles: GoalCyclesResponse) => {
    queryClient.setQueryData(goalCyclesKey(userId, clientId), cycles);
    return queryClient.invalidateQueries({ queryKey: clientKeys.one(userId, clientId) });
  };
  return {
    update: useMutation({
      mutationFn: (body: UpdateGoalCycleRequestInput) =>
        callApi('updateClientGoalCycle', { params: { id: clientId }, body }, { quiet: true }),
      onSuccess,
    }),
    close: useMutation({
      mutationFn: (body: CloseGoalCycleRequestInput) =>
        callApi('closeClientGoalCycle', { params: { id: clientId }, body }, { quiet: true }),
      onSuccess,
    }),
  };
}
