import { callApi } from '../api-client';

/**
 * `GET /sanctum/csrf-cookie`: a fresh XSRF-TOKEN cookie, which the API client echoes in X-XSRF-TOKEN.
 * Spec §7 fetches it before login, register and password change; docs/decisions/0006 also expects it
 * before the forgot and reset password posts.
 */
export async function getCsrfCookie(): Promise<void> {
  await callApi('getCsrfCookie');
}
