import { useQuery } from '@tanstack/react-query';
import type { FeedbackMessageList } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { feedbackKeys } from './feedback-keys';

/** `GET /api/feedback`: the signed-in user's messages with their answers, newest first. */
export function listMyFeedback(): Promise<FeedbackMessageList> {
  return callApi('listOwnFeedback');
}

export function useMyFeedback(userId: number | null) {
  return useQuery({
    queryKey: feedbackKeys.mine(userId ?? 0),
    queryFn: listMyFeedback,
    enabled: userId !== null,
  });
}
