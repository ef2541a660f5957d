import type { Database } from '../../db/client';
import { documentNotFound } from './document-not-found';
import { softDeleteLiveDocument } from './documents-repository';

/**
 * Deletes a document from the dashboard by setting `deleted_at`; the row and its versions stay. A missing,
 * foreign or already deleted id is a 404.
 */
export async function softDeleteDocument(db: Database, userId: number, id: number): Promise<number> {
  const deletedId = await softDeleteLiveDocument(db, userId, id);
  if (deletedId === undefined) throw documentNotFound();
  return deletedId;
}
