import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** `POST /api/admin/jobs/suggestions/:id/retry`: queues a failed suggestion job again. */
export function retryJob(id: number): Promise<null> {
  return callApi('retrySuggestionJob', { params: { id } });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
