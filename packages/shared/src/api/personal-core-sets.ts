import { z } from 'zod';
import type { ServerMessageKey } from '../i18n/server-messages';
import { textareaMaxLength } from '../icf/limits';
import { coreSetSchema } from './core-sets';
import { storableText } from './documents';
import { documentInputMaxLength } from './document-fields';

/**
 * Request and response schemas of a signed-in user's own core sets ("My sets", decision 0011):
 * `POST /api/set/personal`, `PATCH /api/set/personal/:id`, `DELETE /api/set/personal/:id`.
 * Text follows the document rules (storable in PostgreSQL, bounded); the server also checks that every code is
 * an ICF category it serves.
 */

const key = (messageKey: ServerMessageKey) => ({ error: messageKey });

/** A set can hold every ICF category (about 1,550) and then some; this only bounds the request. */
export const personalCoreSetCodesMaxCount = 5000;
/** The longest ICF category code has 6 characters (b12345 does not exist, d4702 does); a bound, not a rule. */
const codeMaxLength = 16;

/** The name a clinician gives the set: one name, or an English and a Korean one. */
const personalCoreSetName = storableText(documentInputMaxLength).trim().min(1, key('validation.required'));

const personalCoreSetCodes = z
  .array(storableText(codeMaxLength), {
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.array'),
  })
  .min(1, key('validation.min_items'))
  .max(personalCoreSetCodesMaxCount, key('validation.max_items'));

/** `POST /api/set/personal`: the name (with an optional translation), the selected codes and a note. */
export const createPersonalCoreSetRequestSchema = z.object({
  name: personalCoreSetName,
  name_translation: storableText(documentInputMaxLength).trim().default(''),
  codes: personalCoreSetCodes,
  note: storableText(textareaMaxLength).default(''),
});
export type CreatePersonalCoreSetRequest = z.infer<typeof createPersonalCoreSetRequestSchema>;
export type CreatePersonalCoreSetRequestInput = z.input<typeof createPersonalCoreSetRequestSchema>;

/**
 * `PATCH /api/set/personal/:id`: rename (name, name_translation), replace the codes with the current
 * selection, or change the note. A field left out keeps its value.
 */
export const updatePersonalCoreSetRequestSchema = z.object({
  name: personalCoreSetName.optional(),
  name_translation: storableText(documentInputMaxLength).trim().optional(),
  codes: personalCoreSetCodes.optional(),
  note: storableText(textareaMaxLength).optional(),
});
export type UpdatePersonalCoreSetRequest = z.infer<typeof updatePersonalCoreSetRequestSchema>;

/** The answer of create and update: the set exactly as `GET /api/set/all` lists it under "My sets". */
export const personalCoreSetSchema = coreSetSchema;

/** The answer of delete: the id of the deleted set. */
export const deletedPersonalCoreSetSchema = z.object({ id: z.string() });
export type DeletedPersonalCoreSet = z.infer<typeof deletedPersonalCoreSetSchema>;

/** A personal set's id as `GET /api/set/all` serves it: `personal-<row id>`. */
export function personalCoreSetId(rowId: number): string {
  return `personal-${rowId}`;
}
