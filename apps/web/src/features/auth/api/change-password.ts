import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, StatusResponse } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { getCsrfCookie } from '../../../lib/auth/csrf-cookie';

/** `PATCH /api/settings/password`: `{status}` to show, or 422 on `old_password` / `password`. */
export function changePassword(body: ChangePasswordRequest): Promise<StatusResponse> {
  return callApi('changePassword', { body });
}

/** Spec §7: the csrf cookie is fetched before a password change. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordRequest) => {
      await getCsrfCookie();
      return changePassword(body);
    },
  });
}
