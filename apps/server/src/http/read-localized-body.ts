import type { Context } from 'hono';
import type { z } from 'zod';
import { isServerMessageKey, serverMessage, type ServerMessageKey } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import { AppError, type FieldErrors } from '../errors/app-error';
import { requestLocale } from './request-locale';

/**
 * Reads and checks a JSON body with a schema whose issue messages are `ServerMessageKey`s
 * (packages/shared/src/api): malformed JSON and every invalid field are a 422 in the request's locale.
 */
export async function readLocalizedBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  return parseLocalizedJson(await c.req.text(), schema, requestLocale(c));
}

/** The JSON text of a body, checked with `schema`; what `readLocalizedBody` and the body worker both do. */
export function parseLocalizedJson<T>(text: string, schema: z.ZodType<T>, locale: Locale): T {
  let json: unknown;
  try {
    json = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new AppError('malformed_json', 422, serverMessage(locale, 'request.malformed_json'));
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  throw AppError.validation(localizeIssues(result.error.issues, locale));
}

export function localizeIssues(issues: readonly z.core.$ZodIssue[], locale: Locale): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    const key: ServerMessageKey = isServerMessageKey(issue.message)
      ? issue.message
      : field === '_'
        ? 'validation.body_object'
        : 'validation.invalid';
    (fieldErrors[field] ??= []).push(serverMessage(locale, key, issueParams(issue, field, locale)));
  }
  return fieldErrors;
}

/** Fills the placeholders of the validation messages: {attribute}, {min}, {max}. */
export function fieldMessage(locale: Locale, key: ServerMessageKey, field: string): string {
  return serverMessage(locale, key, { attribute: attributeName(locale, field) });
}

function issueParams(
  issue: z.core.$ZodIssue,
  field: string,
  locale: Locale,
): Record<string, string | number> {
  const params: Record<string, string | number> = { attribute: attributeName(locale, field) };
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  return params;
}

function attributeName(locale: Locale, field: string): string {
  const key = `attribute.${field}`;
  return isServerMessageKey(key) ? serverMessage(locale, key) : field;
}
