import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { accessTokens, users } from '../db/schema';
import { userColumns, type UserRecord } from './users-repository';

export async function insertAccessToken(
  db: Database,
  userId: number,
  tokenHash: string,
  idleTimeoutMinutes: number,
): Promise<number> {
  const [row] = await db
    .insert(accessTokens)
    .values({ userId, tokenHash, idleTimeoutMinutes })
    .returning({ id: accessTokens.id });
  return row!.id;
}

/**
 * The token with this hash and its user, when the token is not revoked, not older than `maxAgeDays`, was used
 * (or made) within its own idle timeout, and the account is not disabled.
 */
export async function findActiveAccessToken(
  db: Database,
  tokenHash: string,
  maxAgeDays: number,
): Promise<
  { tokenId: number; lastUsedAt: Date | null; abilities: string[] | null; user: UserRecord } | undefined
> {
  const [row] = await activeTokenQuery(db).execute({ tokenHash, maxAgeDays });
  return row;
}

/**
 * Whether the server issued a token of this hash (live, expired or revoked alike: their rows are bounded).
 * Runs on every call with a personal token, so it is prepared once per connection.
 */
export async function accessTokenIssued(db: Database, tokenHash: string): Promise<boolean> {
  return (await issuedTokenQuery(db).execute({ tokenHash })).length > 0;
}

const issuedTokenQuery = preparedPerDatabase((db) =>
  db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('access_token_issued'),
);

/** Runs on every authenticated request, so it is prepared once per connection. */
const activeTokenQuery = preparedPerDatabase((db) =>
  db
    .select({
      tokenId: accessTokens.id,
      lastUsedAt: accessTokens.lastUsedAt,
      abilities: accessTokens.abilities,
      user: userColumns,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(accessTokens.revokedAt),
        // A disabled account's tokens stop working at once (decision 0015).
        isNull(users.disabledAt),
        gt(accessTokens.createdAt, sql`now() - ${sql.placeholder('maxAgeDays')}::int * interval '1 day'`),
        // A personal access token also ends on the day its owner chose (decision record 0027).
        sql`(${accessTokens.expiresAt} is null or ${accessTokens.expiresAt} > now())`,
        gt(
          sql`coalesce(${accessTokens.lastUsedAt}, ${accessTokens.createdAt})`,
          sql`now() - ${accessTokens.idleTimeoutMinutes} * interval '1 minute'`,
        ),
      ),
    )
    .prepare('access_token_active'),
);

export async function touchAccessToken(db: Database, tokenId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(accessTokens.id, tokenId));
}

export async function revokeAccessTokenById(db: Database, tokenId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}

/** Revokes every live token of the user, except `keepTokenId` when given. */
export async function revokeAccessTokensOfUser(
  db: Database,
  userId: number,
  keepTokenId?: number,
): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        keepTokenId === undefined ? undefined : ne(accessTokens.id, keepTokenId),
      ),
    );
}
