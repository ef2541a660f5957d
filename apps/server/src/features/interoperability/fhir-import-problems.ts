import { isServerMessageKey, message, type FhirImportProblem, type MessageParam } from '@icf/shared';
import type { FieldErrors } from '../../errors/app-error';

/** The problems a FHIR import found, as the field errors of one 422 (each field a place in the Bundle). */
export function fieldErrorsOfProblems(problems: readonly FhirImportProblem[]): FieldErrors {
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
