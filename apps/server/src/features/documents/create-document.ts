import type { Database } from '../../db/client';
import { insertDocumentWithVersion, type DocumentContent } from './documents-repository';

/** Saves a new document of the user; its first state is also kept, as version 1. */
export async function createDocument(
  db: Database,
  userId: number,
  content: DocumentContent,
  clientId: number | null = null,
): Promise<{ id: number; version: number }> {
  return insertDocumentWithVersion(db, userId, content, clientId);
}
