import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, type FieldErrors } from '../errors/app-error';

/** Reads and validates a JSON body: malformed JSON and schema violations are both 422 with clear messages. */
export async function readJsonBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  let json: unknown;
  try {
    const text = await c.req.text();
    json = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new AppError('malformed_json', 422, 'The request body is not valid JSON.');
  }
  return validate(json, schema);
}

export function validate<T>(value: unknown, schema: z.ZodType<T>): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  throw AppError.validation(fieldErrors);
}
