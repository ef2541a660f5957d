import type { Database } from '../db/client';
import {
  findActiveAccessToken,
  insertAccessToken,
  revokeAccessTokenById,
  touchAccessToken,
} from './access-tokens-repository';
import { randomToken, sha256Hex } from './secrets';
import type { UserRecord } from './users-repository';

/** The longest the client keeps a token (spec §9: the remember-me cookie lasts 365 days). */
export const accessTokenMaxAgeDays = 365;
/** A remembered token not used for this long stops working (decision 0006): a forgotten cookie dies with it. */
export const rememberedTokenIdleMinutes = 30 * 24 * 60;
/** A session token (login without "remember me") not used for this long stops working. */
export const sessionTokenIdleMinutes = 12 * 60;
/** last_used_at is written at most this often per token, not on every request. */
const touchIntervalMs = 60_000;

/**
 * A new bearer token for the user: one row per login or registration, only its SHA-256 stored. A remembered
 * token lives on 30 days without use; a session token 12 hours.
 */
export async function issueAccessToken(
  db: Database,
  userId: number,
  options: { remember: boolean },
): Promise<string> {
  const token = randomToken();
  const idleMinutes = options.remember ? rememberedTokenIdleMinutes : sessionTokenIdleMinutes;
  await insertAccessToken(db, userId, sha256Hex(token), idleMinutes);
  return token;
}

export interface AuthenticatedToken {
  user: UserRecord;
  tokenId: number;
  /** Null for a sign-in token; a personal access token's abilities otherwise (decision record 0027). */
  abilities: readonly string[] | null;
}

/** The user a bearer token belongs to, or null for an unknown, revoked or expired token. */
export async function authenticateAccessToken(
  db: Database,
  token: string,
): Promise<AuthenticatedToken | null> {
  if (token.length === 0 || token.length > 256) return null;
  const found = await findActiveAccessToken(db, sha256Hex(token), accessTokenMaxAgeDays);
  if (!found) return null;
  if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > touchIntervalMs) {
    await touchAccessToken(db, found.tokenId);
  }
  return { user: found.user, tokenId: found.tokenId, abilities: found.abilities };
}

export async function revokeAccessToken(db: Database, tokenId: number): Promise<void> {
  await revokeAccessTokenById(db, tokenId);
}
