import type { FhirImportResult } from '@icf/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findClientByFhirId } from '../clients';
import { checkCodeEntries } from '../../icf/check-document-content';
import { createDocument } from '../documents';
import type { DocumentCatalogue } from '../../icf/document-catalogue';
import { findImportedDocument, recordImportedDocument } from './fhir-identifiers-repository';
import { fieldErrorsOfProblems } from './fhir-import-problems';

/**
 * Creates a document of the user from a FHIR Bundle as the export writes it. Everything wrong is one 422 whose
 * fields are places in the Bundle (`entry.2.resource.code`): wrong resource types, codes that are not ICF
 * categories the server serves, illegal qualifiers. The save call's entry checks run too, as a last guard.
 * A Bundle with an identifier that the user imported before makes nothing new: the answer is that document
 * (`existing: true`, decision record 0048). A Patient whose client identifier names a client of the account
 * links the new document to that client, as a save with its `client_id` would; otherwise it has none.
 */
export async function importDocumentFhir(
  db: Database,
  catalogue: DocumentCatalogue,
  /** `converted`: the Bundle read by `fhirBundleToDocument` (on the body worker, decision record 0030). */
  request: { userId: number; converted: FhirImportResult },
): Promise<{ id: number; existing: boolean }> {
  const result = request.converted;
  if (!result.ok) throw AppError.validation(fieldErrorsOfProblems(result.problems));

  const { data, pathOfCode, bundleIdentifier, clientIdentifier } = result.document;
  if (bundleIdentifier) {
    const earlier = await findImportedDocument(db, request.userId, bundleIdentifier);
    if (earlier !== undefined) return { id: earlier, existing: true };
  }
  const unknown = Object.keys(data).filter((code) => !catalogue.categoryCodes.has(code));
  if (unknown.length > 0) {
    const problems = unknown.map((code) => ({
      path: pathOfCode[code]!,
      key: 'fhir.not_icf_code' as const,
      params: { code },
    }));
    throw AppError.validation(fieldErrorsOfProblems(problems));
  }
  checkCodeEntries(catalogue, data);
  const client = clientIdentifier
    ? await findClientByFhirId(db, request.userId, clientIdentifier)
    : undefined;
  const info = client ? { ...result.document.info, client: client.displayName } : result.document.info;
  const created = await createDocument(
    db,
    request.userId,
    { info, sets: [], data },
    client ? { id: client.id, teamId: client.teamId } : null,
  );
  if (bundleIdentifier) await recordImportedDocument(db, request.userId, bundleIdentifier, created.id);
  return { id: created.id, existing: false };
}
