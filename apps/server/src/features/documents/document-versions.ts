import type { Database } from '../../db/client';
import type { DocumentSnapshot } from '../../db/schema';
import { documentNotFound } from './document-not-found';
import {
  findLiveDocumentVersion,
  findLiveDocumentVersions,
  restoreLiveDocumentVersion,
  type DocumentVersionRecord,
  type DocumentVersionSummaryRecord,
} from './documents-repository';

/** The saved versions of a live document of the user (those after `after`), newest first; otherwise a 404. */
export async function listDocumentVersions(
  db: Database,
  userId: number,
  id: number,
  after?: number,
): Promise<DocumentVersionSummaryRecord[]> {
  const versions = await findLiveDocumentVersions(db, userId, id, after);
  if (!versions) throw documentNotFound();
  return versions;
}

/** One saved version of a live document of the user; otherwise a 404. */
export async function getDocumentVersion(
  db: Database,
  userId: number,
  id: number,
  version: number,
): Promise<
  DocumentVersionRecord & { snapshot: DocumentSnapshot; teamId: number | null; clientId: number | null }
> {
  const found = await findLiveDocumentVersion(db, userId, id, version);
  if (!found) throw documentNotFound();
  return found;
}

/**
 * Restores a saved version: its state, exactly as it was saved, becomes the next version of the document.
 * Nothing is overwritten: the version restored and the one it replaces both stay. A 404 unless the user has a
 * live document with that version.
 */
export async function restoreDocumentVersion(
  db: Database,
  userId: number,
  id: number,
  version: number,
): Promise<{ id: number; version: number }> {
  const restored = await restoreLiveDocumentVersion(db, userId, id, version);
  if (!restored) throw documentNotFound();
  return restored;
}
