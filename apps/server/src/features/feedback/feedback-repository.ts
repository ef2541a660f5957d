import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FeedbackStatus } from '@icf/shared';
import type { Database } from '../../db/client';
import { feedbackMessages, users } from '../../db/schema';

export type FeedbackRecord = typeof feedbackMessages.$inferSelect;

export async function insertFeedbackMessage(
  db: Database,
  values: { userId: number | null; category: string; message: string; contactEmail: string; locale: string },
): Promise<FeedbackRecord> {
  const [row] = await db.insert(feedbackMessages).values(values).returning();
  return row!;
}

/** A user's own messages, newest first (at most `limit`). */
export async function selectFeedbackOfUser(db: Database, userId: number, limit: number) {
  return db
    .select()
    .from(feedbackMessages)
    .where(eq(feedbackMessages.userId, userId))
    .orderBy(desc(feedbackMessages.id))
    .limit(limit);
}

/** One page of every message (of one status, when given), newest first, with the sender's name. */
export async function selectFeedbackPage(
  db: Database,
  query: { status?: FeedbackStatus; limit: number; offset: number },
): Promise<{ rows: (FeedbackRecord & { userName: string | null })[]; total: number }> {
  const where = query.status ? eq(feedbackMessages.status, query.status) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ message: feedbackMessages, userName: users.name })
      .from(feedbackMessages)
      .leftJoin(users, eq(users.id, feedbackMessages.userId))
      .where(where)
      .orderBy(desc(feedbackMessages.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(feedbackMessages).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.message, userName: row.userName })),
    total: totalRow?.total ?? 0,
  };
}

export async function findFeedbackMessage(db: Database, id: number): Promise<FeedbackRecord | undefined> {
  const [row] = await db.select().from(feedbackMessages).where(eq(feedbackMessages.id, id)).for('update');
  return row;
}

export async function updateFeedbackMessage(
  db: Database,
  id: number,
  change: { status: FeedbackStatus; answer?: string; answeredBy?: number },
): Promise<FeedbackRecord> {
  const answered =
    change.answer !== undefined
      ? { answer: change.answer, answeredBy: change.answeredBy ?? null, answeredAt: sql`now()` }
      : {};
  const [row] = await db
    .update(feedbackMessages)
    .set({ status: change.status, ...answered, updatedAt: sql`now()` })
    .where(and(eq(feedbackMessages.id, id)))
    .returning();
  return row!;
}
