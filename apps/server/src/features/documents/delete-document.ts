import type { Database } from '../../db/client';
import type { UserRecord } from '../../auth/users-repository';
import { recordTeamAccess, auditTeamAct } from '../teams';
import { documentNotFound } from './document-not-found';
import { softDeleteLiveDocument } from './documents-repository';

/**
 * Deletes a document from the dashboard by setting `deleted_at`; the row and its versions stay. A missing,
 * foreign or already deleted id is a 404. A team's document is deleted by any member (decision record 0033),
 * and the deletion is in the audit log and the team's access log, in the same transaction.
 */
export async function softDeleteDocument(
  db: Database,
  user: Pick<UserRecord, 'id' | 'email'>,
  id: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await softDeleteLiveDocument(tx, user.id, id);
    if (deleted === undefined) throw documentNotFound();
    if (deleted.teamId !== null) {
      await auditTeamAct(tx, user, 'document.delete', { type: 'document', id }, { team: deleted.teamId });
      await recordTeamAccess(tx, {
        teamId: deleted.teamId,
        userId: user.id,
        action: 'document.delete',
        clientId: deleted.clientId,
        documentId: id,
      });
    }
    return deleted.id;
  });
}
