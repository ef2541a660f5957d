import type { Context } from 'hono';
import type { z } from 'zod';
import { isServerMessageKey, type ServerMessageKey } from '@icf/shared';
import { AppError, type FieldErrors } from '../errors/app-error';
import { fieldMessage } from '../errors/field-message';
import { readJsonBody } from './read-json-body';

/**
 * Reads a JSON body and validates it with a shared schema whose issue messages are `ServerMessageKey`s
 * (packages/shared/src/api): malformed JSON and every refused field become a 422 of message keys, worded in
 * the request's locale by the error handler.
 */
export async function readLocalizedBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const result = schema.safeParse(await readJsonBody(c));
  if (result.success) return result.data;
  throw AppError.validation(fieldErrorsOfIssues(result.error.issues));
}

/** Validates query parameters with a shared schema; a violation is a 422 like a refused body's. */
export function validateQuery<T>(query: Record<string, string>, schema: z.ZodType<T>): T {
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  throw AppError.validation(fieldErrorsOfIssues(result.error.issues));
}

/** The field messages of zod issues: the issue's key (or a generic one), with {attribute}, {min}, {max}. */
export function fieldErrorsOfIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    const key: ServerMessageKey = isServerMessageKey(issue.message)
      ? issue.message
      : field === '_'
        ? 'validation.body_object'
        : 'validation.invalid';
    const params: Record<string, number> = {};
    if (issue.code === 'too_small') params.min = Number(issue.minimum);
    if (issue.code === 'too_big') params.max = Number(issue.maximum);
    (fieldErrors[field] ??= []).push(fieldMessage(key, field, params));
  }
  return fieldErrors;
}
