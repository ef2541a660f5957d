import { and, eq, isNull } from 'drizzle-orm';
import { clientAccessibleTo } from '../../access/record-access';
import type { Database } from '../../db/client';
import { clients, documents, fhirImports } from '../../db/schema';

/**
 * The opaque identifiers a FHIR export carries (decision record 0048): the document's (the Composition's) and
 * its client's (the Patient's; null for a document without a client).
 */
export async function findFhirIdentifiers(
  db: Database,
  documentId: number,
): Promise<{ document: string; client: string | null }> {
  const [row] = await db
    .select({ document: documents.fhirId, client: clients.fhirId })
    .from(documents)
    .leftJoin(clients, eq(clients.id, documents.clientId))
    .where(eq(documents.id, documentId));
  return { document: row!.document, client: row!.client ?? null };
}

export interface BundleIdentifier {
  system: string;
  value: string;
}

/**
 * The live document an earlier import of the Bundle (or series Composition) with this identifier made for the
 * user, if any; with `clientId`, only if it is still that client's.
 */
export async function findImportedDocument(
  db: Database,
  userId: number,
  identifier: BundleIdentifier,
  clientId?: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: documents.id })
    .from(fhirImports)
    .innerJoin(documents, eq(documents.id, fhirImports.documentId))
    .where(
      and(
        liveImportOf(userId, identifier),
        clientId === undefined ? undefined : eq(documents.clientId, clientId),
      ),
    );
  return row?.id;
}

/**
 * The client an earlier import of the series Bundle with this identifier made for the user, if its first
 * document is still live and with that client (a series import records the Bundle against its first document).
 */
export async function findImportedClient(
  db: Database,
  userId: number,
  identifier: BundleIdentifier,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: clients.id })
    .from(fhirImports)
    .innerJoin(documents, eq(documents.id, fhirImports.documentId))
    .innerJoin(clients, eq(clients.id, documents.clientId))
    .where(and(liveImportOf(userId, identifier), clientAccessibleTo(userId)));
  return row?.id;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The client's live document whose own identifier (`documents.fhir_id`) a Composition carries in this
 * application's document identifier system (under any http(s) origin): an evaluation exported from this
 * client and brought back (decision record 0048).
 */
export async function findClientDocumentByFhirId(
  db: Database,
  clientId: number,
  identifier: BundleIdentifier,
): Promise<number | undefined> {
  if (!/^https?:\/\/.*\/api\/fhir\/identifier\/document$/.test(identifier.system)) return undefined;
  if (!uuidPattern.test(identifier.value)) return undefined;
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.clientId, clientId),
        eq(documents.fhirId, identifier.value.toLowerCase()),
        isNull(documents.deletedAt),
      ),
    );
  return row?.id;
}

/** The user's import of the Bundle with this identifier, where the document it made is still live. */
function liveImportOf(userId: number, identifier: BundleIdentifier) {
  return and(
    eq(fhirImports.userId, userId),
    eq(fhirImports.identifierSystem, identifier.system),
    eq(fhirImports.identifierValue, identifier.value),
    isNull(documents.deletedAt),
  );
}

/** Records that the import of this Bundle made `documentId`; replaces a record whose document was deleted. */
export async function recordImportedDocument(
  db: Database,
  userId: number,
  identifier: BundleIdentifier,
  documentId: number,
): Promise<void> {
  await db
    .insert(fhirImports)
    .values({
      userId,
      identifierSystem: identifier.system,
      identifierValue: identifier.value,
      documentId,
    })
    .onConflictDoUpdate({
      target: [fhirImports.userId, fhirImports.identifierSystem, fhirImports.identifierValue],
      set: { documentId, createdAt: new Date() },
    });
}
