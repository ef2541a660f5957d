import { ApiError } from '../../lib/api-client';

export interface FormErrors {
  /** The first server message of each field the form shows (spec §5). */
  fields: Partial<Record<string, string>>;
  /** A message for the whole form: an error of a field the form does not show, or one no field explains (419, offline). */
  form: string | null;
}

export const noFormErrors: FormErrors = { fields: {}, form: null };

/**
 * Splits a failed call into per-field messages for `shownFields` and one form-level message. A ≥500 answer
 * has no form message: the API client already shows the generic alert for it.
 */
export function readFormErrors(error: unknown, shownFields: readonly string[], offline: string): FormErrors {
  if (!error) return noFormErrors;
  if (!(error instanceof ApiError)) return { fields: {}, form: offline };
  const fields: FormErrors['fields'] = {};
  let otherField: string | null = null;
  for (const [field, message] of Object.entries(error.firstFieldErrors())) {
    if (shownFields.includes(field)) fields[field] = message;
    else otherField ??= message;
  }
  if (error.status >= 500) return { fields, form: null };
  if (otherField) return { fields, form: otherField };
  return { fields, form: Object.keys(fields).length > 0 ? null : (error.body?.message ?? offline) };
}
