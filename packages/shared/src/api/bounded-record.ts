import { z } from 'zod';
import type { ServerMessageKey } from '../i18n/server-messages';

/**
 * A record whose number of keys is checked before any member is. zod checks an array's `.max` before its
 * elements, but a record validates every member first: 300,000 keys meant 300,000 issues and a blocked event
 * loop before any bound could apply. Over the bound, the answer is one `validation.max_items` issue.
 */
export function boundedRecord<Value extends z.ZodType>(
  keySchema: z.ZodString,
  valueSchema: Value,
  maxEntries: number,
  params?: z.core.$ZodRecordParams,
): z.ZodType<Record<string, z.output<Value>>, Record<string, z.input<Value>>> {
  const record = z.record(keySchema, valueSchema, params);
  return z.preprocess((value, context) => {
    if (hasMoreKeysThan(value, maxEntries)) {
      context.addIssue({
        code: 'too_big',
        origin: 'object',
        maximum: maxEntries,
        inclusive: true,
        input: value,
        message: 'validation.max_items' satisfies ServerMessageKey,
      });
      return z.NEVER;
    }
    return value;
  }, record) as unknown as z.ZodType<Record<string, z.output<Value>>, Record<string, z.input<Value>>>;
}

/** Counts no further than it must, so a huge object costs no more than a small one. */
function hasMoreKeysThan(value: unknown, max: number): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  let count = 0;
  for (const key in value) {
    if (Object.hasOwn(value, key) && ++count > max) return true;
  }
  return false;
}
