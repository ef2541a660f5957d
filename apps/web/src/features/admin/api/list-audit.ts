import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAuditListQueryInput, AdminAuditPage } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/audit?page&per_page`: newest first. */
export function listAudit(query: AdminAuditListQueryInput): Promise<AdminAuditPage> {
  return callApi('listAuditLog', { query: { ...query } });
}

export function useAuditLog(query: AdminAuditListQueryInput) {
  return useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: () => listAudit(query),
    placeholderData: keepPreviousData,
  });
}
