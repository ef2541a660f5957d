import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientGoalsRequestInput, ClientGoalsResponse } from '@icf/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../auth/auth-store';
import { clientKeys } from '../../clients/api/clients-api';

/** The client's goals (decision 0034), under the client's key so deleting the client forgets them too. */
export const clientGoalsKey = (userId: number, clientId: number) =>
  [...clientKeys.one(userId, clientId), 'goals'] as const;

/** `GET /api/client/{id}/goals`; nothing is asked without a client or a signed-in user. */
export function useClientGoals(clientId: number | null) {
  const userId = useAuth().user?.id ?? 0;
  return useQuery({
    queryKey: clientGoalsKey(userId, clientId ?? 0),
    queryFn: () => apiRequest<ClientGoalsResponse>(`/api/client/${clientId}/goals`, { quiet: true }),
    enabled: userId !== 0 && clientId !== null,
  });
}

/** `PUT /api/client/{id}/goals`. Quiet: the form shows the 422's field messages itself. */
export function useSaveClientGoals(clientId: number) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? 0;
  return useMutation({
    mutationFn: (body: ClientGoalsRequestInput) =>
      apiRequest<ClientGoalsResponse>(`/api/client/${clientId}/goals`, { method: 'PUT', body, quiet: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(clientGoalsKey(userId, clientId), saved);
      return queryClient.invalidateQueries({ queryKey: clientKeys.one(userId, clientId) });
    },
  });
}
