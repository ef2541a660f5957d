import type { Database } from '../../db/client';
import { documentNotFound } from './document-not-found';
import {
  replaceLiveDocumentWithVersion,
  type DocumentClientChoice,
  type DocumentContent,
} from './documents-repository';

/**
 * Replaces the content of a live document of the user (a missing, deleted or foreign id is a 404) and keeps
 * the new state as the next version, atomically: earlier versions stay as they were.
 */
export async function updateDocument(
  db: Database,
  userId: number,
  id: number,
  content: DocumentContent,
  client: DocumentClientChoice = 'keep',
): Promise<{ id: number; version: number }> {
  const saved = await replaceLiveDocumentWithVersion(db, userId, id, content, client);
  if (!saved) throw documentNotFound();
  return saved;
}
