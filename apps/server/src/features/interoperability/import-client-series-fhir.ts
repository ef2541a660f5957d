import {
  neutralWordsOf,
  setClientGoalIds,
  type FhirSeriesImportResult,
  type ImportedFhirSeries,
} from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { writeClientGoals, insertClient } from '../clients';
import { checkCodeEntries } from '../../icf/check-document-content';
import { createDocument } from '../documents';
import type { DocumentCatalogue } from '../../icf/document-catalogue';
import { findImportedClient, recordImportedDocument } from './fhir-identifiers-repository';
import { fieldErrorsOfProblems } from './fhir-import-problems';

/**
 * Creates a client of the user from a client's series Bundle as `GET /api/client/{id}/fhir` writes it
 * (decision record 0048): the client (named as the Patient is, or with the neutral word for a client when the
 * series is pseudonymous), its goals, and each evaluation as a document of that client, with its targets,
 * checked as the single import checks a document. The series' identifier is recorded against its first
 * document, so a second import of the same Bundle answers the client the first made (`existing: true`).
 * All of it is stored in one transaction, or nothing.
 */
export async function importClientSeriesFhir(
  db: Database,
  catalogue: DocumentCatalogue,
  request: { userId: number; converted: FhirSeriesImportResult; locale: Locale },
): Promise<{ id: number; existing: boolean }> {
  const result = request.converted;
  if (!result.ok) throw AppError.validation(fieldErrorsOfProblems(result.problems));
  const { evaluations, bundleIdentifier } = result.series;
  if (bundleIdentifier) {
    const earlier = await findImportedClient(db, request.userId, bundleIdentifier);
    if (earlier !== undefined) return { id: earlier, existing: true };
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
  request: { userId: number; locale: Locale },
  series: ImportedFhirSeries,
): Promise<{ id: number; existing: boolean }> {
  const { clientName, goals, evaluations, bundleIdentifier } = series;

  const displayName = clientName.trim() !== '' ? clientName : neutralWordsOf(request.locale).client;
  const client = await insertClient(db, request.userId, {
    display_name: displayName,
    chart_number: '',
    birth_year: null,
    note: '',
  });
  if (setClientGoalIds(goals).length > 0) await writeClientGoals(db, client.id, goals, request.userId, null);
  const created = [];
  for (const evaluation of evaluations) {
    const info = { ...evaluation.info, client: displayName };
    created.push(
      await createDocument(
        db,
        request.userId,
        { info, sets: [], data: evaluation.data },
        { id: client.id, teamId: null },
      ),
    );
  }
  if (bundleIdentifier && created[0]) {
    await recordImportedDocument(db, request.userId, bundleIdentifier, created[0].id);
  }
  return { id: client.id, existing: false };
}
