import { and, asc, gt, isNull } from 'drizzle-orm';
import type { CodeEntry, DocumentInfo } from '@icf/shared';
import { ownClientOf, ownDocumentOf } from '../../access/record-access';
import type { Database } from '../../db/client';
import { clients, documents } from '../../db/schema';
import { infoColumns } from '../../db/document-info-columns';

/** One page of the user's own clients (of no team) after `afterId`, in id order: what a series is made of. */
export async function findOwnClientsPage(
  db: Database,
  userId: number,
  afterId: number,
  limit: number,
): Promise<{ id: number; fhirId: string; displayName: string }[]> {
  return db
    .select({ id: clients.id, fhirId: clients.fhirId, displayName: clients.displayName })
    .from(clients)
    .where(and(ownClientOf(userId), gt(clients.id, afterId)))
    .orderBy(asc(clients.id))
    .limit(limit);
}

/** One page of the user's own live documents that belong to no client, after `afterId`, in id order. */
export async function findOwnDocumentsWithoutClientPage(
  db: Database,
  userId: number,
  afterId: number,
  limit: number,
): Promise<
  { id: number; fhirId: string; info: DocumentInfo; data: Record<string, CodeEntry>; updatedAt: Date }[]
> {
  return db
    .select({
      id: documents.id,
      fhirId: documents.fhirId,
      info: infoColumns,
      data: documents.data,
      updatedAt: documents.updatedAt,
    })
    .from(documents)
    .where(
      and(
        ownDocumentOf(userId),
        isNull(documents.clientId),
        isNull(documents.deletedAt),
        gt(documents.id, afterId),
      ),
    )
    .orderBy(asc(documents.id))
    .limit(limit);
}
