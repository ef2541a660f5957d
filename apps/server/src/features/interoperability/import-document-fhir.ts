import {
  fhirBundleToDocument,
  isServerMessageKey,
  message,
  type FhirImportProblem,
  type MessageParam,
} from '@icf/shared';
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
  request: { userId: number; bundle: unknown },
): Promise<{ id: number }> {
  const result = fhirBundleToDocument(request.bundle, catalogue.codeEntriesMax);
  if (!result.ok) throw AppError.validation(fieldErrorsOfProblems(result.problems));

  const { info, data, pathOfCode } = result.document;
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
  const created = await createDocument(db, request.userId, { info, sets: [], data });
  return { id: created.id };
}

function fieldErrorsOfProblems(problems: readonly FhirImportProblem[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const params: Record<string, MessageParam> = { ...problem.params };
    const attributeKey = `attribute.${String(params.attribute)}`;
    if (params.attribute !== undefined && isServerMessageKey(attributeKey)) {
      params.attribute = message(attributeKey);
    }
    (errors[problem.path] ??= []).push(message(problem.key, params));
  }
  return errors;
}
