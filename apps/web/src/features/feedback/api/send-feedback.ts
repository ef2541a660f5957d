import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackMessage, SendFeedbackRequest } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { getCsrfCookie } from '../../../lib/auth/csrf-cookie';

/** `POST /api/feedback`: stores a question or suggestion (422 per field, 429 when sent too often). */
export function sendFeedback(body: SendFeedbackRequest): Promise<FeedbackMessage> {
  return callApi('sendFeedback', { body });
}

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SendFeedbackRequest) => {
      await getCsrfCookie();
      return sendFeedback(body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['feedback', 'mine'] }),
  });
}
