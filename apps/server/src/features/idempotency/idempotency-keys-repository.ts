import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/** What the first request with a key left: nothing yet (this one claimed it), or its row. */
export type IdempotencyClaim =
  | { kind: 'claimed' }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' }
  | { kind: 'completed'; status: number; response: string };

/**
 * A request whose first attempt has been "in progress" this long is taken to have died with its process
 * (a restart between the claim and the answer): a retry may take the key over. Far longer than any save.
 */
const abandonedAfterSeconds = 5 * 60;

/**
 * Claims `key` for this request of the account, in one statement: a new key is claimed. An existing one
 * answers by its row: another request's hash is a mismatch, a finished one its answer, one still running
 * `in-progress`, unless it was abandoned, when this request takes it over.
 */
export async function claimIdempotencyKey(
  db: Database,
  userId: number,
  key: string,
  requestHash: string,
): Promise<IdempotencyClaim> {
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.status} is null
        and ${idempotencyKeys.requestHash} = excluded.request_hash
        and ${idempotencyKeys.createdAt} < now() - ${abandonedAfterSeconds}::int * interval '1 second'`,
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed) return { kind: 'claimed' };

  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  // Released (deleted) between the two statements: the first request failed, so this one may run.
  if (!row) return claimIdempotencyKey(db, userId, key, requestHash);
  if (row.requestHash !== requestHash) return { kind: 'mismatch' };
  if (row.status === null || row.response === null) return { kind: 'in-progress' };
  return { kind: 'completed', status: row.status, response: row.response };
}

/** The claimed request succeeded: its answer is what every retry with the key gets. */
export async function recordIdempotentAnswer(
  db: Database,
  userId: number,
  key: string,
  answer: { status: number; response: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** The claimed request failed (nothing was stored): the key is free for a retry. */
export async function releaseIdempotencyKey(db: Database, userId: number, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)),
    );
}

/** Deletes the keys older than `retentionDays`; a retry after that is a new request. */
export async function pruneIdempotencyKeys(db: Database, retentionDays: number): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${retentionDays}::int * interval '1 day'`))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
