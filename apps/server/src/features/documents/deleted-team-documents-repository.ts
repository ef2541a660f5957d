import { and, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, teamMembers } from '../../db/schema';

/** A deleted team document still kept, as its team's owners see it in the list of deleted documents. */
export interface DeletedTeamDocumentRecord {
  id: number;
  clientId: number | null;
  client: string;
  description: string;
  evaluationDate: string;
  version: number;
  updatedAt: Date;
  deletedAt: Date;
  erasedAfter: Date;
}

/**
 * A document of the team deleted from the dashboard and not yet past the team's retention (decision record
 * 0033): the purge job erases a team document once `deleted_at` is older than the retention, so this is
 * exactly what it has not erased yet, and what it would erase is neither listed nor restored even in the hour
 * before the job runs.
 */
function keptDeletedDocumentOf(teamId: number, retentionDays: number): SQL {
  return and(
    eq(documents.teamId, teamId),
    isNotNull(documents.deletedAt),
    gte(documents.deletedAt, sql`now() - ${retentionDays}::int * interval '1 day'`),
  )!;
}

/**
 * One page of the team's kept deleted documents, newest deletion first; `before` is the last document of the
 * previous page. The caller has checked that the user is an owner. One more row than the page is read, to
 * tell whether there is a next page.
 */
export async function listKeptDeletedTeamDocuments(
  db: Database,
  query: { teamId: number; retentionDays: number; before: number | undefined; pageSize: number },
): Promise<DeletedTeamDocumentRecord[]> {
  // The page starts after the cursor document's place in the order (deleted_at, id); a cursor restored or
  // erased in the meantime has no place and gives an empty page (the list is read again from the start).
  const after =
    query.before === undefined
      ? undefined
      : sql`(${documents.deletedAt}, ${documents.id}) < (select "cursor"."deleted_at", "cursor"."id"
          from ${documents} as "cursor" where "cursor"."id" = ${query.before}
            and "cursor"."team_id" = ${query.teamId})`;
  const rows = await db
    .select({
      id: documents.id,
      clientId: documents.clientId,
      client: documents.client,
      description: documents.description,
      evaluationDate: documents.evaluationDate,
      version: documents.version,
      updatedAt: documents.updatedAt,
      deletedAt: sql<Date>`${documents.deletedAt}`.mapWith(documents.deletedAt),
      erasedAfter: sql<Date>`${documents.deletedAt} + ${query.retentionDays}::int * interval '1 day'`.mapWith(
        documents.deletedAt,
      ),
    })
    .from(documents)
    .where(and(keptDeletedDocumentOf(query.teamId, query.retentionDays), after))
    .orderBy(desc(documents.deletedAt), desc(documents.id))
    .limit(query.pageSize + 1);
  return rows;
}

/**
 * Brings a kept deleted document of the team back (clears `deleted_at`), when `userId` is an owner of the team,
 * in one statement: the ownership is read with the row, so a hand-over or removal at the same moment cannot
 * slip between a check and the write. The document keeps its client (the composite key of decision record 0050
 * keeps a document's team its client's, so a client that left the team took the document with it and it is
 * not found here); one whose client was deleted has none and comes back without one. The count trigger counts
 * it as live again. Undefined when there is no such document for this owner.
 */
export async function restoreKeptDeletedTeamDocument(
  db: Database,
  request: { userId: number; teamId: number; documentId: number; retentionDays: number },
): Promise<{ id: number; clientId: number | null } | undefined> {
  const [row] = await db
    .update(documents)
    .set({ deletedAt: null })
    .where(
      and(
        eq(documents.id, request.documentId),
        keptDeletedDocumentOf(request.teamId, request.retentionDays),
        sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${request.teamId}
          and ${teamMembers.userId} = ${request.userId} and ${teamMembers.role} = 'owner')`,
      ),
    )
    .returning({ id: documents.id, clientId: documents.clientId });
  return row;
}
