import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSelfReportRequestInput } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-store';

/** The clinician's self-report calls under a client (decision record 0053). */
export const selfReportKeys = {
  ofClient: (userId: number, clientId: number) => ['self-reports', userId, clientId] as const,
};

/** The client's requests, newest first, with the answers of those sent. */
export function useSelfReports(clientId: number | null) {
  const userId = useAuth().user?.id ?? 0;
  return useQuery({
    queryKey: selfReportKeys.ofClient(userId, clientId ?? 0),
    queryFn: () =>
      callApi('listSelfReports', { params: { id: clientId ?? 0 } }, { quiet: true }).then(
        (list) => list.data,
      ),
    enabled: userId !== 0 && clientId !== null,
  });
}

export function useCreateSelfReport(clientId: number) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? 0;
  return useMutation({
    mutationFn: (request: CreateSelfReportRequestInput) =>
      callApi('createSelfReport', { params: { id: clientId }, body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: selfReportKeys.ofClient(userId, clientId) }),
  });
}

export function useRevokeSelfReport(clientId: number) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? 0;
  return useMutation({
    mutationFn: (id: number) => callApi('revokeSelfReport', { params: { id: clientId, report: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: selfReportKeys.ofClient(userId, clientId) }),
  });
}
