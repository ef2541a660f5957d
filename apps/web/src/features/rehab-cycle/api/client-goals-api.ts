import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientGoalsRequestInput, ClientGoalsResponse } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { isSaveConflict } from '../../../lib/is-save-conflict';
import { useAuth } from '../../../lib/auth/auth-store';
import { clientKeys } from '../../client-data';
import { saveGoalsFromBase, type GoalsSaveRequest } from '../goals-conflict/save-goals-from-base';

/** The client's goals (decision 0034), under the client's key so deleting the client forgets them too. */
export const clientGoalsKey = (userId: number, clientId: number) =>
  [...clientKeys.one(userId, clientId), 'goals'] as const;

/** `GET /api/client/{id}/goals`: the goals as saved now, with their version. */
export function getClientGoals(clientId: number): Promise<ClientGoalsResponse> {
  return callApi('getClientGoals', { params: { id: clientId } }, { quiet: true });
}

/** `GET /api/client/{id}/goals`; nothing is asked without a client or a signed-in user. */
export function useClientGoals(clientId: number | null) {
  const userId = useAuth().user?.id ?? 0;
  return useQuery({
    queryKey: clientGoalsKey(userId, clientId ?? 0),
    queryFn: () => getClientGoals(clientId!),
    enabled: userId !== 0 && clientId !== null,
  });
}

/**
 * `PUT /api/client/{id}/goals`, naming in `base_version` the version the form started from (decision record
 * 0034, amended): goals saved meanwhile merge, a goal both changed is a 409 (`isGoalsConflict`). Quiet: the
 * form shows the 422's field messages itself.
 */
export function putClientGoals(
  clientId: number,
  body: ClientGoalsRequestInput,
): Promise<ClientGoalsResponse> {
  return callApi('setClientGoals', { params: { id: clientId }, body }, { quiet: true });
}

/** Whether a failed PUT is the 409 of goals both changed meanwhile, not another error. */
export function isGoalsConflict(error: unknown): Promise<boolean> {
  return isSaveConflict(error, 'client_goals');
}

/**
 * Saves the form's goals from the version it started from; a clash asks `askChoices` and saves the choices
 * (`saveGoalsFromBase`). The saved goals become the query's data.
 */
export function useSaveClientGoals(clientId: number) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? 0;
  return useMutation({
    mutationFn: (request: GoalsSaveRequest) => saveGoalsFromBase(clientId, request),
    onSuccess: (outcome) => {
      if (!('saved' in outcome)) return;
      queryClient.setQueryData(clientGoalsKey(userId, clientId), outcome.saved);
      return queryClient.invalidateQueries({ queryKey: clientKeys.one(userId, clientId) });
    },
  });
}
