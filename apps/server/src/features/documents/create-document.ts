import type { Database } from '../../db/client';
import {
  insertDocumentWithVersion,
  type DocumentClientRef,
  type DocumentContent,
} from './documents-repository';

/**
 * Saves a new document of the user; its first state is also kept, as version 1. With a team's client it is
 * the team's document (decision record 0033).
 */
export async function createDocument(
  db: Database,
  userId: number,
  content: DocumentContent,
  client: DocumentClientRef | null = null,
): Promise<{ id: number; version: number }> {
  return insertDocumentWithVersion(db, userId, content, client);
}
