import type { DocumentExportAction } from '@icf/shared';
import type { Database } from '../../db/client';
import { recordTeamAccess } from '../teams';
import { findLiveDocumentPlace } from './documents-repository';

/**
 * A PDF form or the text copy made of a document's content (spec §7): the call is public and carries the
 * content, so it names the document only by the caller's word. When the caller may use that document and it is
 * a team's, the team's access log records who exported it (decision record 0033); otherwise nothing is logged
 * and nothing is said, so the answer tells no one whether the id exists.
 */
export async function recordDocumentExport(
  db: Database,
  userId: number,
  documentId: number,
  action: DocumentExportAction,
): Promise<void> {
  const place = await findLiveDocumentPlace(db, userId, documentId);
  if (!place) return;
  await recordTeamAccess(db, { teamId: place.teamId, userId, action, clientId: place.clientId, documentId });
}
