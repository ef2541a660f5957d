import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/** What a key's row says about a request with it. */
export type IdempotencyClaim =
  /** No answer and no live claim: the request may run (and claim the key, in `claimIdempotencyKey`). */
  | { kind: 'claimed' }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' }
  /** Answered before: the answer to replay. */
  | { kind: 'completed'; status: number; response: string }
  /** Answered just now, by this request. */
  | { kind: 'stored'; status: number; response: string };

export interface IdempotencyKeyOfRequest {
  userId: number;
  key: string;
  requestHash: string;
}

/**
 * A row without an answer older than this was left by a first attempt whose process died between a claim and
 * its answer (before decision record 0042 put both in one transaction, or a row written by hand): a retry may
 * take the key over. Far longer than any save.
 */
const abandonedAfterSeconds = 5 * 60;

/** Reads the key's row without claiming it: a request that may run answers `claimed`. */
export async function findIdempotencyKey(
  db: Database,
  request: IdempotencyKeyOfRequest,
): Promise<IdempotencyClaim> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      response: idempotencyKeys.response,
      abandoned: sql<boolean>`${idempotencyKeys.createdAt} < now() - ${abandonedAfterSeconds}::int * interval '1 second'`,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
  if (!row) return { kind: 'claimed' };
  if (row.requestHash !== request.requestHash) return { kind: 'mismatch' };
  if (row.status === null || row.response === null)
    return row.abandoned ? { kind: 'claimed' } : { kind: 'in-progress' };
  return { kind: 'completed', status: row.status, response: row.response };
}

/**
 * Claims the key for this request, inside the transaction that stores the request's result (decision record
 * 0042), in one statement: a new key is claimed; an abandoned row with the same hash is taken over. Otherwise
 * the row answers, as in `findIdempotencyKey`. While another transaction holds a claim of the key, PostgreSQL
 * makes this statement wait for its end.
 */
export async function claimIdempotencyKey(
  db: Database,
  request: IdempotencyKeyOfRequest,
): Promise<IdempotencyClaim> {
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values(request)
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.status} is null
        and ${idempotencyKeys.requestHash} = excluded.request_hash
        and ${idempotencyKeys.createdAt} < now() - ${abandonedAfterSeconds}::int * interval '1 second'`,
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed) return { kind: 'claimed' };
  const found = await findIdempotencyKey(db, request);
  // Deleted between the two statements (pruned): claim it again.
  return found.kind === 'claimed' ? claimIdempotencyKey(db, request) : found;
}

/** The claimed request succeeded: its answer is what every retry with the key gets. */
export async function recordIdempotentAnswer(
  db: Database,
  request: IdempotencyKeyOfRequest,
  answer: { status: number; response: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
}

/** Deletes the keys older than `retentionDays`; a retry after that is a new request. */
export async function pruneIdempotencyKeys(db: Database, retentionDays: number): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${retentionDays}::int * interval '1 day'`))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
