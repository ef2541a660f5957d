import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, suggestions } from '../../db/schema';

/**
 * Documents created per ISO week (Monday, UTC) since `since` (a YYYY-MM-DD Monday), deleted ones included:
 * counts only, never a document's content.
 */
export async function countDocumentsByWeek(db: Database, since: string): Promise<Map<string, number>> {
  const week = sql<string>`to_char(date_trunc('week', ${documents.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, count: count() })
    .from(documents)
    .where(gte(documents.createdAt, sql`${since}::date at time zone 'UTC'`))
    .groupBy(week);
  return new Map(rows.map((row) => [row.week, Number(row.count)]));
}

export async function countSuggestionsByStatus(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: suggestions.status, count: count() })
    .from(suggestions)
    .groupBy(suggestions.status);
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

/** The most recent failed suggestions: their reason and tries, nothing of the document they were made from. */
export async function selectFailedSuggestions(db: Database, limit: number) {
  return db
    .select({
      id: suggestions.id,
      error: suggestions.error,
      attempts: suggestions.attempts,
      finishedAt: suggestions.finishedAt,
    })
    .from(suggestions)
    .where(eq(suggestions.status, 'failed'))
    .orderBy(desc(suggestions.id))
    .limit(limit);
}

/**
 * Puts a failed suggestion back in the queue as a fresh request (no tries used). Undefined when it is not
 * failed, or when another request for the same document version is already waiting (the partial unique index
 * allows one).
 */
export async function requeueFailedSuggestion(
  db: Database,
  id: number,
): Promise<{ id: number; error: string | null } | undefined> {
  // Written out: inside UPDATE, Drizzle may leave column names unqualified, which the alias would capture.
  const waitingTwin = sql`exists (
    select 1 from suggestions as other
    where other.document_id = suggestions.document_id
      and other.document_version = suggestions.document_version
      and other.status in ('queued', 'running'))`;
  const [before] = await db
    .select({ error: suggestions.error })
    .from(suggestions)
    .where(and(eq(suggestions.id, id), eq(suggestions.status, 'failed')));
  if (!before) return undefined;
  const [row] = await db
    .update(suggestions)
    .set({
      status: 'queued',
      error: null,
      attempts: 0,
      createdAt: sql`now()`,
      startedAt: null,
      finishedAt: null,
    })
    .where(and(eq(suggestions.id, id), eq(suggestions.status, 'failed'), sql`not ${waitingTwin}`))
    .returning({ id: suggestions.id });
  return row ? { id: row.id, error: before.error } : undefined;
}

/** Takes back a requeue whose job could not be enqueued: the suggestion is failed again, as it was. */
export async function failRequeuedSuggestion(db: Database, id: number, error: string | null): Promise<void> {
  await db
    .update(suggestions)
    .set({ status: 'failed', error, finishedAt: sql`now()` })
    .where(and(eq(suggestions.id, id), eq(suggestions.status, 'queued')));
}
