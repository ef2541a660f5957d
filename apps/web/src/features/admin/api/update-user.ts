import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, UpdateAdminUserRequest } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** `PATCH /api/admin/users/:id`: promote or demote, disable or enable. */
export function updateUser(id: number, body: UpdateAdminUserRequest): Promise<AdminUser> {
  return callApi('updateAdminUser', { params: { id }, body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateAdminUserRequest }) => updateUser(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
