import type { Context } from 'hono';
import { serverMessage, type ServerMessageKey, type StatusResponse } from '@icf/shared';
import { requestLocale } from './request-locale';

/** A `{ status }` answer whose text is a catalogue message, worded in the request's locale (spec §7). */
export function statusAnswer(c: Context, key: ServerMessageKey): Response {
  return c.json({ status: serverMessage(requestLocale(c), key) } satisfies StatusResponse);
}
