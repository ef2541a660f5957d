import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema';

/**
 * Erases the documents deleted more than `retentionDays` ago, with their versions and suggestions (the
 * foreign keys cascade); the count row does not change, since deleted documents were never counted.
 */
export async function purgeDocumentsDeletedBefore(db: Database, retentionDays: number): Promise<number> {
  const purged = await db
    .delete(documents)
    .where(
      and(
        isNotNull(documents.deletedAt),
        lt(documents.deletedAt, sql`now() - ${retentionDays}::int * interval '1 day'`),
      ),
    )
    .returning({ id: documents.id });
  return purged.length;
}
