import type { Context } from 'hono';
import type { z } from 'zod';
import { isServerMessageKey, message, type ServerMessageKey } from '@icf/shared';
import { AppError, type FieldErrors } from '../errors/app-error';
import { fieldMessage } from '../errors/field-message';
import { requireBodyMediaType } from './body-media-type';

/**
 * Reads a JSON body and validates it with a shared schema whose issue messages are `ServerMessageKey`s
 * (packages/shared/src/api): malformed JSON and every refused field become a 422 of message keys, worded in
 * the request's locale by the error handler.
 */
export async function readLocalizedBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  requireBodyMediaType('json', c.req.header('Content-Type') ?? '', bytes.length);
  return parseLocalizedJson(utf8TextOf(bytes), schema);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of a body's bytes. Bytes that are not UTF-8 are a 422 naming the body (decision record 0042):
 * decoded leniently they became U+FFFD and were stored without a word.
 */
export function utf8TextOf(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw AppError.validation({ body: [message('request.invalid_utf8')] });
  }
}

/**
 * The JSON text of a body (an empty body is `{}`), checked with `schema`: what `readLocalizedBody` and the body
 * worker both do (decision 0030). Malformed JSON is a 422 too.
 */
export function parseLocalizedJson<T>(text: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new AppError({ code: 'malformed_json', status: 422, message: message('request.malformed_json') });
  }
  const result = schema.safeParse(json);
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
