import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackMessage, UpdateAdminFeedbackRequest } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** `PATCH /api/admin/feedback/:id`: answer (mailed to the sender) or change the status. */
export function updateFeedback(id: number, body: UpdateAdminFeedbackRequest): Promise<FeedbackMessage> {
  return callApi('updateAdminFeedback', { params: { id }, body });
}

export function useUpdateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateAdminFeedbackRequest }) =>
      updateFeedback(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
