import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, CreateApiTokenRequestInput } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-store';

/** Settings → API tokens (decision record 0027): list, create (the answer holds the token once), revoke. */
export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  list: (userId: number) => [...apiTokenKeys.all, userId] as const,
};

export function useApiTokens() {
  const userId = useAuth().user?.id ?? 0;
  return useQuery({
    queryKey: apiTokenKeys.list(userId),
    queryFn: () => callApi('listApiTokens').then((list): ApiToken[] => list.data),
    enabled: userId !== 0,
  });
}

/** Quiet: the form shows the 422's field messages itself. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenRequestInput) => callApi('createApiToken', { body }, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('revokeApiToken', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
