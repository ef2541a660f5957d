import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, TokenResponse, User } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { personalStorage } from '../../../lib/personal-storage';
import { signIn } from '../../../lib/auth/auth-store';
import { getCsrfCookie } from '../../../lib/auth/csrf-cookie';

/** `POST /api/login`: a bearer token, or 422 with per-field errors (429 when throttled). */
export function login(body: LoginRequest): Promise<TokenResponse> {
  return callApi('login', { body });
}

/** What the login form sends, and whether the user said this is a shared computer (decision record 0046). */
export interface LoginInput extends LoginRequest {
  sharedComputer: boolean;
}

/**
 * Spec §4 login: fetch the csrf cookie, post, save the token, fetch the user (the page then navigates). The
 * shared-computer choice is made before the user is loaded, so the account's draft is read from where it is
 * now to be kept.
 */
export function useLogin() {
  return useMutation({
    mutationFn: async ({ sharedComputer, ...body }: LoginInput): Promise<User | null> => {
      await getCsrfCookie();
      // Spec §3: the remember flag is false at login, so the token is a session token (a session cookie).
      const { token } = await login({ ...body, remember: false });
      personalStorage.setSharedComputer(sharedComputer);
      return signIn(token);
    },
  });
}
