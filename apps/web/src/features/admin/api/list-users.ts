import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUserListQueryInput, AdminUserPage } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/users?search&page&per_page` */
export function listUsers(query: AdminUserListQueryInput): Promise<AdminUserPage> {
  return callApi('listAdminUsers', { query: { ...query } });
}

export function useUsers(query: AdminUserListQueryInput) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: () => listUsers(query),
    placeholderData: keepPreviousData,
  });
}
