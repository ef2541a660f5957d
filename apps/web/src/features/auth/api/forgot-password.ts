import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, StatusResponse } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { getCsrfCookie } from '../../../lib/auth/csrf-cookie';

/**
 * `POST /api/forgot-password`: 200 `{status}` for every well-formed e-mail, 422 or 429 otherwise. The answer
 * is typed as it may arrive: a body that is not JSON comes back as a plain string (spec §7: failure).
 */
export function forgotPassword(body: ForgotPasswordRequest): Promise<StatusResponse | string | null> {
  return callApi('requestPasswordReset', { body });
}

/** Spec §7: a plain-string answer is a failure, anything else a success. */
export function isResetLinkSent(answer: StatusResponse | string | null): answer is StatusResponse | null {
  return typeof answer !== 'string';
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: async (body: ForgotPasswordRequest) => {
      await getCsrfCookie();
      return forgotPassword(body);
    },
  });
}
