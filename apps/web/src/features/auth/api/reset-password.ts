import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest, StatusResponse } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { getCsrfCookie } from '../../../lib/auth/csrf-cookie';

/** `POST /api/reset-password`: `{status}` to show, or 422 (a bad token is an error on `email`). */
export function resetPassword(body: ResetPasswordRequest): Promise<StatusResponse> {
  return callApi('resetPassword', { body });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: ResetPasswordRequest) => {
      await getCsrfCookie();
      return resetPassword(body);
    },
  });
}
