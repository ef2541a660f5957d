import type { CreatePersonalCoreSetRequest } from '@icf/shared';
import type { Database } from '../../db/client';
import { insertPersonalCoreSet, type PersonalCoreSetRecord } from './personal-core-sets-repository';

/** Saves a selection as a set of the user ("Save selection as my set"); `codes` are checked already. */
export function createPersonalCoreSet(
  db: Database,
  userId: number,
  request: CreatePersonalCoreSetRequest,
): Promise<PersonalCoreSetRecord> {
  return insertPersonalCoreSet(db, userId, {
    name: request.name,
    nameTranslation: request.name_translation,
    codes: request.codes,
    note: request.note,
  });
}
