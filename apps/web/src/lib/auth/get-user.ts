import type { User } from '@icf/shared';
import { callApi } from '../api-client';

/** `GET /api/user`: the signed-in user (401 when the token is missing, unknown or revoked). */
export function getUser(): Promise<User> {
  return callApi('getCurrentUser');
}
