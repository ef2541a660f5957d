import { useQuery } from '@tanstack/react-query';
import type { AdminUsage } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/usage`: documents per week, suggestions by status, the job queue and failed jobs. */
export function getUsage(): Promise<AdminUsage> {
  return callApi('getAdminUsage');
}

export function useUsage() {
  return useQuery({ queryKey: adminKeys.usage, queryFn: getUsage });
}
