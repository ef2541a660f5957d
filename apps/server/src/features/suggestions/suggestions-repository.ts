import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SuggestionErrorCode } from '@icf/shared';
import type { Database } from '../../db/client';
import { documents, suggestions } from '../../db/schema';

export type SuggestionRecord = typeof suggestions.$inferSelect;

export interface NewSuggestion {
  documentId: number;
  documentVersion: number;
  locale: string;
  provider: string;
  model: string;
}

/**
 * A waiting suggestion for this document version: a new row, or, when one is already queued or running,
 * that one (`created` false). The partial unique index decides, so two requests at once still make one row.
 */
export async function insertWaitingSuggestion(
  db: Database,
  suggestion: NewSuggestion,
): Promise<{ created: boolean; record: SuggestionRecord }> {
  await failLostSuggestions(db, suggestion.documentId, suggestion.documentVersion);
  const [inserted] = await db.insert(suggestions).values(suggestion).onConflictDoNothing().returning();
  if (inserted) return { created: true, record: inserted };
  const [waiting] = await db
    .select()
    .from(suggestions)
    .where(
      and(
        eq(suggestions.documentId, suggestion.documentId),
        eq(suggestions.documentVersion, suggestion.documentVersion),
        inArray(suggestions.status, ['queued', 'running']),
      ),
    );
  if (!waiting) throw new Error('A waiting suggestion vanished between insert and select.');
  return { created: false, record: waiting };
}

/**
 * A job is picked up within seconds of being queued, so a suggestion still 'queued' after this long lost its
 * job (the process died between storing the request and queueing the job, or the queue was down).
 */
export const lostQueuedSuggestionMinutes = 10;

/** Marks this version's lost suggestions failed, so that they no longer block a new request. */
async function failLostSuggestions(db: Database, documentId: number, documentVersion: number): Promise<void> {
  await db
    .update(suggestions)
    .set({ status: 'failed', error: 'job_lost', finishedAt: sql`now()` })
    .where(
      and(
        eq(suggestions.documentId, documentId),
        eq(suggestions.documentVersion, documentVersion),
        eq(suggestions.status, 'queued'),
        sql`${suggestions.createdAt} < now() - make_interval(mins => ${lostQueuedSuggestionMinutes})`,
      ),
    );
}

/** A document's suggestions, newest first. */
export function findSuggestionsOfDocument(db: Database, documentId: number): Promise<SuggestionRecord[]> {
  return db
    .select()
    .from(suggestions)
    .where(eq(suggestions.documentId, documentId))
    .orderBy(desc(suggestions.id));
}

/** A suggestion with the owner of its document, when that document is still live. */
export async function findSuggestionForJob(
  db: Database,
  id: number,
): Promise<{ suggestion: SuggestionRecord; userId: number | null } | undefined> {
  const [row] = await db
    .select({
      suggestion: suggestions,
      userId: sql<number | null>`case when ${documents.deletedAt} is null then ${documents.userId} end`,
    })
    .from(suggestions)
    .innerJoin(documents, eq(documents.id, suggestions.documentId))
    .where(eq(suggestions.id, id));
  return row;
}

export async function markSuggestionRunning(db: Database, id: number): Promise<void> {
  await db
    .update(suggestions)
    .set({
      status: 'running',
      attempts: sql`${suggestions.attempts} + 1`,
      startedAt: sql`coalesce(${suggestions.startedAt}, now())`,
    })
    .where(eq(suggestions.id, id));
}

export async function markSuggestionDone(db: Database, id: number, content: string): Promise<void> {
  await db
    .update(suggestions)
    .set({
      status: 'done',
      response: { choices: [{ message: { content } }] },
      error: null,
      finishedAt: sql`now()`,
    })
    .where(eq(suggestions.id, id));
}

/** Back to waiting after a failed try that will be retried; the reason stays visible meanwhile. */
export async function markSuggestionRetrying(
  db: Database,
  id: number,
  error: SuggestionErrorCode,
): Promise<void> {
  await db.update(suggestions).set({ status: 'queued', error }).where(eq(suggestions.id, id));
}

export async function markSuggestionFailed(
  db: Database,
  id: number,
  error: SuggestionErrorCode,
): Promise<void> {
  await db
    .update(suggestions)
    .set({ status: 'failed', error, finishedAt: sql`now()` })
    .where(eq(suggestions.id, id));
}

/** Fails a suggestion that is still queued or running; a finished one keeps its result. */
export async function markUnfinishedSuggestionFailed(
  db: Database,
  id: number,
  error: SuggestionErrorCode,
): Promise<void> {
  await db
    .update(suggestions)
    .set({ status: 'failed', error, finishedAt: sql`now()` })
    .where(and(eq(suggestions.id, id), inArray(suggestions.status, ['queued', 'running'])));
}

/**
 * Fails every waiting suggestion older than `lostQueuedSuggestionMinutes` that no job of `jobNames` waits for
 * or runs any more (pg-boss's jobs, in the same database; a job's payload names its suggestion). Answers how
 * many. A suggestion is stored just before its job is queued, hence the age: a new one may not have its job yet.
 */
export async function failSuggestionsWithoutJob(db: Database, jobNames: readonly string[]): Promise<number> {
  const failed = await db
    .update(suggestions)
    .set({ status: 'failed', error: 'job_lost', finishedAt: sql`now()` })
    .where(
      and(
        inArray(suggestions.status, ['queued', 'running']),
        sql`${suggestions.createdAt} < now() - make_interval(mins => ${lostQueuedSuggestionMinutes})`,
        sql`not exists (
          select 1 from pgboss.job
          where name in (${sql.join(
            jobNames.map((name) => sql`${name}`),
            sql`, `,
          )})
            and state < 'completed'
            and data ->> 'suggestionId' = ${suggestions.id}::text
        )`,
      ),
    )
    .returning({ id: suggestions.id });
  return failed.length;
}

/** Takes back a suggestion whose job could not be enqueued, so that nothing waits for a job that never runs. */
export async function deleteSuggestion(db: Database, id: number): Promise<void> {
  await db.delete(suggestions).where(eq(suggestions.id, id));
}
