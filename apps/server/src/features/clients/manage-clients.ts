import type { ClientRequest } from '@icf/shared';
import type { Database } from '../../db/client';
import type { UserRecord } from '../../auth/users-repository';
import { recordTeamAccess, auditTeamAct, requireOwnership } from '../teams';
import { clientNotFound } from './client-not-found';
import {
  deleteClientRow,
  findClient,
  findClientEvaluations,
  updateClientRow,
  type ClientEvaluationRecord,
  type ClientRecord,
} from './clients-repository';

/** A client of the user; otherwise (missing or another user's) a 404. */
export async function getClient(db: Database, userId: number, id: number): Promise<ClientRecord> {
  const client = await findClient(db, userId, id);
  if (!client) throw clientNotFound();
  return client;
}

export async function updateClient(
  db: Database,
  userId: number,
  id: number,
  request: ClientRequest,
): Promise<ClientRecord> {
  const client = await updateClientRow(db, userId, id, request);
  if (!client) throw clientNotFound();
  return client;
}

/**
 * Deletes a client of the user; its documents stay, no longer attached (a team's stay in the team). A team's
 * client is deleted only by an owner of the team, and the deletion is in the audit log and the team's access
 * log, in the same transaction (decision record 0033).
 */
export async function deleteClient(
  db: Database,
  user: Pick<UserRecord, 'id' | 'email'>,
  id: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const client = await getClient(tx, user.id, id);
    if (client.teamId !== null) await requireOwnership(tx, user.id, client.teamId);
    const deleted = await deleteClientRow(tx, user.id, id);
    if (deleted === undefined) throw clientNotFound();
    if (client.teamId !== null) {
      await auditTeamAct(tx, user, 'client.delete', { type: 'client', id }, { team: client.teamId });
      await recordTeamAccess(tx, {
        teamId: client.teamId,
        userId: user.id,
        action: 'client.delete',
        clientId: id,
      });
    }
    return deleted;
  });
}

/** A client's live documents in evaluation order; a 404 for a client the user does not have. */
export async function listClientEvaluations(
  db: Database,
  userId: number,
  id: number,
): Promise<ClientEvaluationRecord[]> {
  await getClient(db, userId, id);
  return findClientEvaluations(db, userId, id);
}
