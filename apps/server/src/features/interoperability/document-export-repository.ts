import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CodeEntry } from '@icf/shared';
import { documentAccessibleTo, ownDocumentOf } from '../../access/record-access';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema';

/** What the CSV export reads of one document. */
export interface DocumentExportRow {
  id: number;
  client: string;
  evaluationDate: string;
  data: Record<string, CodeEntry>;
  /** created_at exactly as PostgreSQL prints it: the keyset cursor, without the milliseconds a Date would keep. */
  createdAtCursor: string;
}

/** Whose documents are exported: all of a user's, or only those of one of the user's clients. */
export interface DocumentExportFilter {
  userId: number;
  clientId?: number | undefined;
}

export interface DocumentExportCursor {
  createdAt: string;
  id: number;
}

/**
 * One page of the user's live documents in creation order, after `cursor` (keyset pagination: each page is an
 * index range read of `documents_own_created_live`, however deep the export has gone), optionally of one
 * client only.
 */
export async function findLiveDocumentExportPage(
  db: Database,
  filter: DocumentExportFilter,
  cursor: DocumentExportCursor | null,
  limit: number,
): Promise<DocumentExportRow[]> {
  return db
    .select({
      id: documents.id,
      client: documents.client,
      evaluationDate: documents.evaluationDate,
      data: documents.data,
      createdAtCursor: sql<string>`${documents.createdAt}::text`,
    })
    .from(documents)
    .where(
      and(
        // All of the user's own documents, or those of one client the user may use (a team's too, 0033).
        filter.clientId === undefined
          ? ownDocumentOf(filter.userId)
          : and(documentAccessibleTo(filter.userId), eq(documents.clientId, filter.clientId)),
        isNull(documents.deletedAt),
        cursor
          ? sql`(${documents.createdAt}, ${documents.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id))
    .limit(limit);
}
