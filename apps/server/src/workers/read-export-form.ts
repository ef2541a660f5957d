import { exportJsonParts, message } from '@icf/shared';
import type { z } from 'zod';
import { AppError, type FieldErrors } from '../errors/app-error';
import { fieldErrorsOfIssues } from '../http/read-localized-body';

/**
 * Checks the form data of the download and copy calls (spec §7), as Hono's `parseBody` reads it: `info`,
 * `data`, `sets` and `message` are JSON texts, `number` a plain field. A part that is not JSON, and anything
 * the shared schema refuses, is a 422 naming the field.
 */
export function parseExportForm<T>(form: Record<string, unknown>, schema: z.ZodType<T>): T {
  const errors: FieldErrors = {};
  const candidate: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(form)) {
    if (!(exportJsonParts as readonly string[]).includes(name)) {
      candidate[name] = value;
      continue;
    }
    if (typeof value !== 'string') {
      errors[name] = [notJson(name)];
      continue;
    }
    try {
      candidate[name] = JSON.parse(value);
    } catch {
      errors[name] = [notJson(name)];
    }
  }
  const result = schema.safeParse(candidate);
  if (result.success && Object.keys(errors).length === 0) return result.data;
  const schemaErrors = result.success ? {} : fieldErrorsOfIssues(result.error.issues);
  // A part that is not JSON is reported as such, not as the schema's complaint about its absence.
  for (const name of Object.keys(errors)) {
    for (const field of Object.keys(schemaErrors))
      if (field === name || field.startsWith(`${name}.`)) delete schemaErrors[field];
  }
  throw AppError.validation({ ...errors, ...schemaErrors });
}

/** The part's own name, as the form spells it: these answers never named a catalogue attribute. */
function notJson(name: string) {
  return message('validation.json', { attribute: name });
}
