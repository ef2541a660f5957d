import {
  neutralWordsOf,
  patientIdentifierSystem,
  setClientGoalIds,
  type ClientGoals,
  type FhirSeriesImportResponse,
  type FhirSeriesImportResult,
  type ImportedFhirSeries,
} from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findClient, findClientByFhirId, findClientGoals, insertClient, writeClientGoals } from '../clients';
import { checkCodeEntries } from '../../icf/check-document-content';
import { createDocument } from '../documents';
import type { DocumentCatalogue } from '../../icf/document-catalogue';
import {
  findClientDocumentByFhirId,
  findImportedClient,
  findImportedDocument,
  recordImportedDocument,
} from './fhir-identifiers-repository';
import { fieldErrorsOfProblems } from './fhir-import-problems';

/**
 * Stores a client's series Bundle as `GET /api/client/{id}/fhir` writes it (decision record 0048) in the
 * user's account: into the client the Patient identifier names when the account has it (its own client, a
 * team's, or one an earlier import made from that Patient), else into a new client named as the Patient is
 * (or with the neutral word for a client when the series is pseudonymous). Each evaluation is checked as the
 * single import checks a document; one the client already holds (the Composition's identifier names the
 * client's document, or a document an earlier import made from it) is answered, not stored again. So a second
 * import of the same Bundle, or of a later export of the same series, makes nothing new but the evaluations
 * added since. All of it is stored in one transaction, or nothing.
 */
export async function importClientSeriesFhir(
  db: Database,
  catalogue: DocumentCatalogue,
  request: { userId: number; converted: FhirSeriesImportResult; locale: Locale; appUrl: string },
): Promise<FhirSeriesImportResponse> {
  const result = request.converted;
  if (!result.ok) throw AppError.validation(fieldErrorsOfProblems(result.problems));
  const { evaluations, bundleIdentifier } = result.series;
  if (bundleIdentifier) {
    const earlier = await findImportedClient(db, request.userId, bundleIdentifier);
    if (earlier !== undefined) {
      const documentIds = [];
      for (const { documentIdentifier } of evaluations) {
        const found =
          documentIdentifier && (await findClientDocumentOf(db, request.userId, earlier, documentIdentifier));
        if (found !== undefined && found !== null) documentIds.push(found);
      }
      return { id: earlier, existing: true, document_ids: documentIds };
    }
  }
  const problems = evaluations.flatMap((evaluation) =>
    Object.keys(evaluation.data)
      .filter((code) => !catalogue.categoryCodes.has(code))
      .map((code) => ({
        path: evaluation.pathOfCode[code]!,
        key: 'fhir.not_icf_code' as const,
        params: { code },
      })),
  );
  if (problems.length > 0) throw AppError.validation(fieldErrorsOfProblems(problems));
  for (const evaluation of evaluations) checkCodeEntries(catalogue, evaluation.data);
  return db.transaction((tx) => storeSeries(tx, request, result.series));
}

async function storeSeries(
  db: Database,
  request: { userId: number; locale: Locale; appUrl: string },
  series: ImportedFhirSeries,
): Promise<FhirSeriesImportResponse> {
  const { clientName, clientIdentifier, goals, evaluations, bundleIdentifier } = series;
  // The Patient, recorded as an import of the series (against the first document it made), so that a later
  // export of the same client, whose Bundle identifier is new, finds the client this import makes.
  const patientKey = clientIdentifier
    ? { system: patientIdentifierSystem(request.appUrl), value: clientIdentifier }
    : null;

  const known =
    clientIdentifier && patientKey
      ? ((await findClientByFhirId(db, request.userId, clientIdentifier)) ??
        (await findImportedClientRecord(db, request.userId, patientKey)))
      : undefined;
  const client =
    known ??
    (await insertClient(db, request.userId, {
      display_name: clientName.trim() !== '' ? clientName : neutralWordsOf(request.locale).client,
      chart_number: '',
      birth_year: null,
      note: '',
    }));

  await addGoals(db, request.userId, client.id, goals, known !== undefined);

  const documentIds: number[] = [];
  const made: number[] = [];
  for (const evaluation of evaluations) {
    const key = evaluation.documentIdentifier;
    const existing = key ? await findClientDocumentOf(db, request.userId, client.id, key) : undefined;
    if (existing !== undefined) {
      documentIds.push(existing);
      continue;
    }
    const info = { ...evaluation.info, client: client.displayName };
    const created = await createDocument(
      db,
      request.userId,
      { info, sets: [], data: evaluation.data },
      { id: client.id, teamId: client.teamId },
    );
    if (key) await recordImportedDocument(db, request.userId, key, created.id);
    documentIds.push(created.id);
    made.push(created.id);
  }
  const first = made[0] ?? documentIds[0];
  if (first !== undefined) {
    if (bundleIdentifier) await recordImportedDocument(db, request.userId, bundleIdentifier, first);
    if (patientKey && !known) await recordImportedDocument(db, request.userId, patientKey, first);
  }
  return { id: client.id, existing: known !== undefined && made.length === 0, document_ids: documentIds };
}

/** The client an earlier series import made from this Patient, through the document it was recorded against. */
async function findImportedClientRecord(
  db: Database,
  userId: number,
  patientKey: { system: string; value: string },
) {
  const id = await findImportedClient(db, userId, patientKey);
  return id === undefined ? undefined : findClient(db, userId, id);
}

/**
 * The client's document an evaluation is: the client's own document with the Composition's identifier (a
 * series exported from this account comes back), or the live document an earlier import made from it.
 */
async function findClientDocumentOf(
  db: Database,
  userId: number,
  clientId: number,
  key: { system: string; value: string },
): Promise<number | undefined> {
  return (
    (await findClientDocumentByFhirId(db, clientId, key)) ??
    (await findImportedDocument(db, userId, key, clientId))
  );
}

/**
 * A new client gets the series' goals. A client the account already has keeps each goal it has set; a goal it
 * lacks is filled from the series, so the goal relations of the imported evaluations name a goal.
 */
async function addGoals(
  db: Database,
  userId: number,
  clientId: number,
  imported: ClientGoals,
  clientExisted: boolean,
): Promise<void> {
  if (setClientGoalIds(imported).length === 0) return;
  if (!clientExisted) {
    await writeClientGoals(db, clientId, imported, userId, null);
    return;
  }
  const current = (await findClientGoals(db, clientId)).goals;
  const missing = setClientGoalIds(imported).filter((id) => current[id].trim() === '');
  if (missing.length === 0) return;
  const merged = { ...current };
  for (const id of missing) merged[id] = imported[id];
  await writeClientGoals(db, clientId, merged, userId, null);
}
