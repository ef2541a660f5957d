import type { Locale } from '@icf/shared/i18n';
import type { Database } from '../../db/client';
import type { DocumentSnapshot } from '../../db/schema';
import { documentNotFound } from './document-not-found';
import {
  findLiveDocumentVersion,
  findLiveDocumentVersions,
  type DocumentVersionRecord,
} from './documents-repository';

/** The saved versions of a live document of the user, newest first; otherwise a 404. */
export async function listDocumentVersions(
  db: Database,
  userId: number,
  id: number,
  locale: Locale,
): Promise<DocumentVersionRecord[]> {
  const versions = await findLiveDocumentVersions(db, userId, id);
  if (!versions) throw documentNotFound(locale);
  return versions;
}

/** One saved version of a live document of the user; otherwise a 404. */
export async function getDocumentVersion(
  db: Database,
  userId: number,
  id: number,
  version: number,
  locale: Locale,
): Promise<DocumentVersionRecord & { snapshot: DocumentSnapshot }> {
  const found = await findLiveDocumentVersion(db, userId, id, version);
  if (!found) throw documentNotFound(locale);
  return found;
}
