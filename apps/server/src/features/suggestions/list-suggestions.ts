import type { Database } from '../../db/client';
import { documentNotFound, findLiveDocument } from '../documents';
import { findSuggestionsOfDocument, type SuggestionRecord } from './suggestions-repository';

/** `GET /api/suggest/{id}`: the suggestions of the user's live document, newest first. */
export async function listSuggestions(
  db: Database,
  userId: number,
  documentId: number,
): Promise<SuggestionRecord[]> {
  const document = await findLiveDocument(db, userId, documentId);
  if (!document) throw documentNotFound();
  return findSuggestionsOfDocument(db, documentId);
}
