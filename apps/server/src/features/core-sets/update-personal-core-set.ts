import type { UpdatePersonalCoreSetRequest } from '@icf/shared';
import type { Database } from '../../db/client';
import { personalCoreSetNotFound } from './personal-core-set-not-found';
import {
  updateOwnPersonalCoreSet,
  type PersonalCoreSetContent,
  type PersonalCoreSetRecord,
} from './personal-core-sets-repository';

/**
 * Renames a set of the user, replaces its codes (with the current selection) or its note; the fields left out
 * keep their values. A missing or foreign id is a 404.
 */
export async function updatePersonalCoreSet(
  db: Database,
  userId: number,
  id: number,
  request: UpdatePersonalCoreSetRequest,
): Promise<PersonalCoreSetRecord> {
  const patch: Partial<PersonalCoreSetContent> = {};
  if (request.name !== undefined) patch.name = request.name;
  if (request.name_translation !== undefined) patch.nameTranslation = request.name_translation;
  if (request.codes !== undefined) patch.codes = request.codes;
  if (request.note !== undefined) patch.note = request.note;
  const updated = await updateOwnPersonalCoreSet(db, userId, id, patch);
  if (!updated) throw personalCoreSetNotFound();
  return updated;
}
