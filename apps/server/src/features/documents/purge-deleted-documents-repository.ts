import { and, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema';

/**
 * Erases the documents deleted more than their retention ago: a user's own after `retentionDays.personal`
 * days, a team's after `retentionDays.team` (decision 0033), with their versions and suggestions (the foreign
 * keys cascade); the count rows do not change, since deleted documents were never counted.
 */
export async function purgeDocumentsDeletedBefore(
  db: Database,
  retentionDays: { personal: number; team: number },
): Promise<number> {
  const deletedBefore = (days: number) =>
    lt(documents.deletedAt, sql`now() - ${days}::int * interval '1 day'`);
  const purged = await db
    .delete(documents)
    .where(
      and(
        isNotNull(documents.deletedAt),
        or(
          and(isNull(documents.teamId), deletedBefore(retentionDays.personal)),
          and(isNotNull(documents.teamId), deletedBefore(retentionDays.team)),
        ),
      ),
    )
    .returning({ id: documents.id });
  return purged.length;
}
