import type { Database } from '../../db/client';
import { personalCoreSetNotFound } from './personal-core-set-not-found';
import { deleteOwnPersonalCoreSet } from './personal-core-sets-repository';

/**
 * Deletes a set of the user. Documents saved with it keep their codes and still open; their `sets` only name
 * an id that is no longer served. A missing or foreign id is a 404.
 */
export async function deletePersonalCoreSet(db: Database, userId: number, id: number): Promise<void> {
  if (!(await deleteOwnPersonalCoreSet(db, userId, id))) throw personalCoreSetNotFound();
}
