import { deletedTeamDocumentsPageSize, type DeletedTeamDocumentList } from '@icf/shared';
import type { UserRecord } from '../../auth/users-repository';
import type { Database } from '../../db/client';
import { auditTeamAct, recordTeamAccess, requireMembership, teamError } from '../teams';
import {
  listKeptDeletedTeamDocuments,
  restoreKeptDeletedTeamDocument,
} from './deleted-team-documents-repository';
import { documentNotFound } from './document-not-found';

/**
 * A team's deleted documents, kept for DELETED_TEAM_DOCUMENT_RETENTION_DAYS (decision record 0033), are listed
 * and restored by the team's owners only. A member, like someone outside the team, gets the answer for a
 * missing team (list) or a missing document (restore): the deleted records are not theirs to see.
 */
export async function listDeletedTeamDocuments(
  db: Database,
  userId: number,
  teamId: number,
  retentionDays: number,
  before: number | undefined,
): Promise<DeletedTeamDocumentList> {
  const membership = await requireMembership(db, userId, teamId);
  if (membership.role !== 'owner') throw teamError('team_not_found');
  const rows = await listKeptDeletedTeamDocuments(db, {
    teamId,
    retentionDays,
    before,
    pageSize: deletedTeamDocumentsPageSize,
  });
  const page = rows.slice(0, deletedTeamDocumentsPageSize);
  return {
    data: page.map((row) => ({
      id: row.id,
      client_id: row.clientId,
      client: row.client,
      description: row.description,
      evaluation_date: row.evaluationDate,
      version: row.version,
      updated_at: row.updatedAt.toISOString(),
      deleted_at: row.deletedAt.toISOString(),
      erased_after: row.erasedAfter.toISOString(),
    })),
    next_before: rows.length > deletedTeamDocumentsPageSize ? page.at(-1)!.id : null,
  };
}

/**
 * An owner brings a deleted team document back to the team's dashboard, with every version (they were never
 * removed). Missing, live, erased, past retention, another team's, or a caller who is not an owner of the team:
 * the same 404. The restore is in the audit log and the team's access log, in its transaction, as the deletion
 * is (decision record 0033).
 */
export async function restoreDeletedTeamDocument(
  db: Database,
  user: Pick<UserRecord, 'id' | 'email'>,
  request: { teamId: number; documentId: number; retentionDays: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const restored = await restoreKeptDeletedTeamDocument(tx, { userId: user.id, ...request });
    if (restored === undefined) throw documentNotFound();
    await auditTeamAct(
      tx,
      user,
      'document.restore',
      { type: 'document', id: restored.id },
      {
        team: request.teamId,
      },
    );
    await recordTeamAccess(tx, {
      teamId: request.teamId,
      userId: user.id,
      action: 'document.restore',
      clientId: restored.clientId,
      documentId: restored.id,
    });
    return restored.id;
  });
}
