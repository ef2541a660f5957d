import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessTokens, passwordResetTokens, rateLimits } from '../../db/schema';
import { accessTokenMaxAgeDays } from '../../auth/access-tokens';

/**
 * Deletes what can never count again: throttling windows that have ended, access tokens that are revoked,
 * older than their maximum age, past their expiry (personal access tokens) or idle past the idle timeout, and used or expired reset tokens.
 */
export async function pruneStaleAuthRows(
  db: Database,
): Promise<{ rateLimits: number; accessTokens: number; passwordResetTokens: number }> {
  const endedWindows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowEndsAt, sql`now()`))
    .returning({ key: rateLimits.key });
  const deadTokens = await db
    .delete(accessTokens)
    .where(
      or(
        isNotNull(accessTokens.revokedAt),
        lt(accessTokens.expiresAt, sql`now()`),
        lt(accessTokens.createdAt, sql`now() - ${accessTokenMaxAgeDays}::int * interval '1 day'`),
        lt(
          sql`coalesce(${accessTokens.lastUsedAt}, ${accessTokens.createdAt})`,
          sql`now() - ${accessTokens.idleTimeoutMinutes} * interval '1 minute'`,
        ),
      ),
    )
    .returning({ id: accessTokens.id });
  const deadResetTokens = await db
    .delete(passwordResetTokens)
    .where(or(isNotNull(passwordResetTokens.usedAt), and(lt(passwordResetTokens.expiresAt, sql`now()`))))
    .returning({ id: passwordResetTokens.id });
  return {
    rateLimits: endedWindows.length,
    accessTokens: deadTokens.length,
    passwordResetTokens: deadResetTokens.length,
  };
}
