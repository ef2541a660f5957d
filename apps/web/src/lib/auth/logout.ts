import { callApi } from '../api-client';

/** `POST /api/logout`: revokes the token of this request (204). */
export async function logout(): Promise<void> {
  await callApi('logout');
}
