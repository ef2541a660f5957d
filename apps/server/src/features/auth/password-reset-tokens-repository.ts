import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

/** Stores a new reset token for the user; links sent earlier stop working (only the newest one counts). */
export async function replacePasswordResetToken(
  db: Database,
  userId: number,
  tokenHash: string,
  validMinutes: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteUnusedPasswordResetTokens(tx, userId);
    await tx.insert(passwordResetTokens).values({
      userId,
      tokenHash,
      expiresAt: sql`now() + ${validMinutes}::int * interval '1 minute'`,
    });
  });
}

const usable = (userId: number, tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    eq(passwordResetTokens.userId, userId),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

export async function isPasswordResetTokenUsable(
  db: Database,
  userId: number,
  tokenHash: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable(userId, tokenHash));
  return rows.length > 0;
}

/** Marks the token used if it still is usable; false otherwise. One statement, so a token works once. */
export async function consumePasswordResetToken(
  db: Database,
  userId: number,
  tokenHash: string,
): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(userId, tokenHash))
    .returning({ id: passwordResetTokens.id });
  return rows.length > 0;
}

export async function deleteUnusedPasswordResetTokens(db: Database, userId: number): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
