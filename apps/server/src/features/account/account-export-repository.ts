import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { ownDocumentOf } from '../../access/record-access';
import type { Database } from '../../db/client';
import { clients, documents, documentVersions, feedbackMessages, suggestions } from '../../db/schema';

/** A document of the account (live or deleted, not yet purged) with every saved state, oldest first. */
export interface ExportedDocument {
  id: number;
  clientId: number | null;
  /** The FHIR identifiers of the document and of its client (decision record 0048). */
  fhirId: string;
  clientFhirId: string | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  versions: (typeof documentVersions.$inferSelect)[];
}

/**
 * One page of the account's own documents (a team's stay the team's records, decision record 0033) in id order after `afterId`, each with all its versions (the last is
 * its current content): two index reads per page, however large the account.
 */
export async function findDocumentsWithVersionsPage(
  db: Database,
  userId: number,
  afterId: number,
  limit: number,
): Promise<ExportedDocument[]> {
  const page = await db
    .select({
      id: documents.id,
      clientId: documents.clientId,
      fhirId: documents.fhirId,
      clientFhirId: clients.fhirId,
      createdAt: documents.createdAt,
      updatedAt: documents.updatedAt,
      deletedAt: documents.deletedAt,
    })
    .from(documents)
    .leftJoin(clients, eq(clients.id, documents.clientId))
    .where(and(ownDocumentOf(userId), gt(documents.id, afterId)))
    .orderBy(asc(documents.id))
    .limit(limit);
  if (page.length === 0) return [];
  const versions = await db
    .select()
    .from(documentVersions)
    .where(
      inArray(
        documentVersions.documentId,
        page.map((document) => document.id),
      ),
    )
    .orderBy(asc(documentVersions.documentId), asc(documentVersions.version));
  const byDocument = new Map(
    page.map((document) => [document.id, { ...document, versions: [] as ExportedDocument['versions'] }]),
  );
  for (const version of versions) byDocument.get(version.documentId)?.versions.push(version);
  return [...byDocument.values()];
}

/** Every suggestion made from the account's documents, newest first. */
export function findSuggestionsOfUser(db: Database, userId: number) {
  return db
    .select({ suggestion: suggestions })
    .from(suggestions)
    .innerJoin(documents, eq(documents.id, suggestions.documentId))
    .where(ownDocumentOf(userId))
    .orderBy(desc(suggestions.id))
    .then((rows) => rows.map((row) => row.suggestion));
}

/** Every question and suggestion the account sent, oldest first. */
export function findFeedbackOfUser(db: Database, userId: number) {
  return db
    .select()
    .from(feedbackMessages)
    .where(eq(feedbackMessages.userId, userId))
    .orderBy(asc(feedbackMessages.id));
}
