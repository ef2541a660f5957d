import { serverMessage, type FhirImportProblem, type FhirImportResult } from '@icf/shared';
import { isServerMessageKey } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import type { Database } from '../../db/client';
import { AppError, type FieldErrors } from '../../errors/app-error';
import { checkCodeEntries } from '../documents/check-document-content';
import { createDocument } from '../documents/create-document';
import type { DocumentCatalogue } from '../documents/document-catalogue';

/**
 * Creates a document of the user from a FHIR Bundle as the export writes it. Everything wrong is one 422 whose
 * fields are places in the Bundle (`entry.2.resource.code`): wrong resource types, codes that are not ICF
 * categories the server serves, illegal qualifiers. The save call's entry checks run too, as a last guard.
 */
export async function importDocumentFhir(
  db: Database,
  catalogue: DocumentCatalogue,
  /** `converted`: the Bundle read by `fhirBundleToDocument` (on the body worker, decision record 0030). */
  request: { userId: number; converted: FhirImportResult; locale: Locale },
): Promise<{ id: number }> {
  const { locale } = request;
  const result = request.converted;
  if (!result.ok) throw AppError.validation(localizeProblems(result.problems, locale));

  const { info, data, pathOfCode } = result.document;
  const unknown = Object.keys(data).filter((code) => !catalogue.categoryCodes.has(code));
  if (unknown.length > 0) {
    const problems = unknown.map((code) => ({
      path: pathOfCode[code]!,
      key: 'fhir.not_icf_code' as const,
      params: { code },
    }));
    throw AppError.validation(localizeProblems(problems, locale));
  }
  checkCodeEntries(catalogue, data, locale);
  const created = await createDocument(db, request.userId, { info, sets: [], data });
  return { id: created.id };
}

function localizeProblems(problems: readonly FhirImportProblem[], locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const params = { ...problem.params };
    const attributeKey = `attribute.${String(params.attribute)}`;
    if (params.attribute !== undefined && isServerMessageKey(attributeKey)) {
      params.attribute = serverMessage(locale, attributeKey);
    }
    (errors[problem.path] ??= []).push(serverMessage(locale, problem.key, params));
  }
  return errors;
}
