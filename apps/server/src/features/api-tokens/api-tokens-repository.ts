import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessTokens } from '../../db/schema';

export interface PersonalAccessTokenRecord {
  id: number;
  name: string;
  abilities: string[];
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
}

const columns = {
  id: accessTokens.id,
  name: sql<string>`${accessTokens.name}`,
  abilities: sql<string[]>`${accessTokens.abilities}`,
  createdAt: accessTokens.createdAt,
  expiresAt: sql<Date>`${accessTokens.expiresAt}`.mapWith(accessTokens.expiresAt),
  lastUsedAt: accessTokens.lastUsedAt,
};

/** A personal access token: abilities and a fixed expiry; it never idles out before that day. */
export async function insertPersonalAccessToken(
  db: Database,
  token: { userId: number; tokenHash: string; name: string; abilities: string[]; lifetimeDays: number },
): Promise<PersonalAccessTokenRecord> {
  const [row] = await db
    .insert(accessTokens)
    .values({
      userId: token.userId,
      tokenHash: token.tokenHash,
      name: token.name,
      abilities: token.abilities,
      idleTimeoutMinutes: token.lifetimeDays * 24 * 60,
      expiresAt: sql`now() + ${token.lifetimeDays}::int * interval '1 day'`,
    })
    .returning(columns);
  return row!;
}

/** The user's live personal access tokens, newest first (revoked and expired ones are gone). */
export async function listPersonalAccessTokens(
  db: Database,
  userId: number,
): Promise<PersonalAccessTokenRecord[]> {
  return db
    .select(columns)
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNotNull(accessTokens.abilities),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
}

/** Revokes one live personal access token of the user; false when there is none with that id. */
export async function revokePersonalAccessToken(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(accessTokens.id, id),
        eq(accessTokens.userId, userId),
        isNotNull(accessTokens.abilities),
        isNull(accessTokens.revokedAt),
      ),
    )
    .returning({ id: accessTokens.id });
  return rows.length > 0;
}
