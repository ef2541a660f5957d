import type { Database } from '../../db/client';
import { documentNotFound } from './document-not-found';
import { findLiveDocumentInfo, replaceLiveDocumentInfoWithVersion } from './documents-repository';
import { resolveDocumentClient } from './resolve-document-client';

/**
 * Attaches a saved document of the user to one of the user's clients, or detaches it (null): documents saved
 * before clients existed can join one (decision 0018). Attaching writes the client's display name into `client`, so
 * it is saved as the next version, like any other change; detaching keeps the text.
 */
export async function attachDocumentToClient(
  db: Database,
  userId: number,
  id: number,
  clientId: number | null,
): Promise<{ id: number; version: number }> {
  const info = await findLiveDocumentInfo(db, userId, id);
  if (!info) throw documentNotFound();
  const resolved = await resolveDocumentClient(db, { userId, documentId: id, clientId }, info);
  const saved = await replaceLiveDocumentInfoWithVersion(db, userId, id, resolved.info, resolved.client);
  if (!saved) throw documentNotFound();
  return saved;
}
