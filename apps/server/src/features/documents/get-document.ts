import type { Database } from '../../db/client';
import { documentNotFound } from './document-not-found';
import { findLiveDocument, type DocumentRecord } from './documents-repository';

/** A live document of the user, for importing it into the editor; otherwise a 404. */
export async function getDocument(db: Database, userId: number, id: number): Promise<DocumentRecord> {
  const document = await findLiveDocument(db, userId, id);
  if (!document) throw documentNotFound();
  return document;
}
