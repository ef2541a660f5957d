import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CodeEntry } from '@icf/shared';
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

export interface DocumentExportCursor {
  createdAt: string;
  id: number;
}

/**
 * One page of the user's live documents in creation order, after `cursor` (keyset pagination: each page is an
 * index range read of `documents_user_created_live`, however deep the export has gone). A filter such as a
 * client id is one more condition here.
 */
export async function findLiveDocumentExportPage(
  db: Database,
  userId: number,
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
        eq(documents.userId, userId),
        isNull(documents.deletedAt),
        cursor
          ? sql`(${documents.createdAt}, ${documents.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id))
    .limit(limit);
}
