import type { DocumentInfo } from '@icf/shared';
import { documents } from './schema';

/** The info fields' keys in the `documents` table object, by API name (the keys a document's save writes). */
export const infoColumnKeys = {
  client: 'client',
  age: 'age',
  gender: 'gender',
  onset: 'onset',
  evaluation_date: 'evaluationDate',
  manager: 'manager',
  dx: 'dx',
  description: 'description',
  perspective_bf: 'perspectiveBf',
  perspective_ap: 'perspectiveAp',
  enviromental_factor: 'enviromentalFactor',
  personal_factor: 'personalFactor',
} as const satisfies Record<keyof DocumentInfo, keyof typeof documents.$inferInsert>;

/** The info fields under their API names (spec §3), selected as one nested object. */
export const infoColumns = Object.fromEntries(
  Object.entries(infoColumnKeys).map(([field, key]) => [field, documents[key]]),
) as { [Field in keyof DocumentInfo]: (typeof documents)[(typeof infoColumnKeys)[Field]] };
