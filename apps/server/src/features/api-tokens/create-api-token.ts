import { personalAccessTokenPrefix, type CreateApiTokenRequest } from '@icf/shared';
import type { Database } from '../../db/client';
import { randomToken, sha256Hex } from '../../auth/secrets';
import { insertPersonalAccessToken, type PersonalAccessTokenRecord } from './api-tokens-repository';

/**
 * A new personal access token (decision record 0027): 48 random bytes behind a recognisable prefix, stored
 * only as its SHA-256 like a sign-in token (decision record 0006), so the answer is the one time it is seen.
 */
export async function createApiToken(
  db: Database,
  userId: number,
  request: CreateApiTokenRequest,
): Promise<{ token: string; record: PersonalAccessTokenRecord }> {
  const token = `${personalAccessTokenPrefix}${randomToken()}`;
  const record = await insertPersonalAccessToken(db, {
    userId,
    tokenHash: sha256Hex(token),
    name: request.name.trim(),
    abilities: request.abilities,
    lifetimeDays: request.expires_in_days,
  });
  return { token, record };
}
