import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest, StatusResponse } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { getCsrfCookie } from '../../../lib/auth/csrf-cookie';

/** `DELETE /api/settings/account`: `{status}` once everything is erased, or 422 on `password` / `email`. */
export function deleteAccount(body: DeleteAccountRequest): Promise<StatusResponse> {
  return callApi('deleteAccount', { body });
}

/** The csrf cookie is fetched first, as before a password change (spec §7). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (body: DeleteAccountRequest) => {
      await getCsrfCookie();
      return deleteAccount(body);
    },
  });
}
