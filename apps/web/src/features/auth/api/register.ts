import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, TokenResponse, User } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { signIn } from '../../../lib/auth/auth-store';
import { getCsrfCookie } from '../../../lib/auth/csrf-cookie';

/** `POST /api/register`: a bearer token for the new account, or 422 with per-field errors. */
export function register(body: RegisterRequest): Promise<TokenResponse> {
  return callApi('register', { body });
}

/** Spec §4 register: fetch the csrf cookie, post, save the token, fetch the user (the page then navigates). */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterRequest): Promise<User | null> => {
      await getCsrfCookie();
      // Spec §3: the remember flag is false at register, so the token is a session token (a session cookie).
      const { token } = await register({ ...body, remember: false });
      return signIn(token);
    },
  });
}
