import type { Context } from 'hono';
import { message } from '@icf/shared';
import { AppError } from '../errors/app-error';

/** The JSON of a request body (an empty body is `{}`); malformed JSON is a 422. */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    const text = await c.req.text();
    return text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new AppError('malformed_json', 422, message('request.malformed_json'));
  }
}
