import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminFeedbackListQueryInput, AdminFeedbackPage } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/feedback?status&page&per_page` */
export function listFeedback(query: AdminFeedbackListQueryInput): Promise<AdminFeedbackPage> {
  return callApi('listAdminFeedback', { query: { ...query } });
}

export function useFeedbackInbox(query: AdminFeedbackListQueryInput) {
  return useQuery({
    queryKey: adminKeys.feedback(query),
    queryFn: () => listFeedback(query),
    placeholderData: keepPreviousData,
  });
}
