import type { DeleteTeamRequest } from '@icf/shared';
import type { Database } from '../../db/client';
import type { UserRecord } from '../../auth/users-repository';
import { auditTeamAct } from './team-audit';
import { teamError } from './team-errors';
import { requireOwnership } from './team-membership';
import {
  deleteClientsWithDocuments,
  deleteTeamRow,
  listTeamClientIds,
  listTeamMembers,
  moveClients,
  moveTeamDocumentsWithoutClient,
} from './teams-repository';

/**
 * An owner deletes a team (decision record 0033). The request names the fate of every client of the team,
 * each once: deleted with its documents, or moved with them into a member's own list. A request that leaves a
 * client out, names one twice or names someone who is no member is refused (422), so nothing is lost by
 * default. Documents of the team without a client go to the deleting owner's own list. Recorded, with counts.
 */
export async function deleteTeam(
  db: Database,
  owner: UserRecord,
  teamId: number,
  request: DeleteTeamRequest,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireOwnership(tx, owner.id, teamId);
    const clientIds = new Set(await listTeamClientIds(tx, teamId));
    const memberIds = new Set((await listTeamMembers(tx, teamId)).map((member) => member.userId));
    const named = new Set(request.clients.map((fate) => fate.client_id));
    const complete =
      named.size === request.clients.length &&
      named.size === clientIds.size &&
      [...named].every((id) => clientIds.has(id)) &&
      request.clients.every((fate) => fate.fate === 'delete' || memberIds.has(fate.user_id));
    if (!complete) throw teamError('client_fates');

    const keepers = new Map<number, number[]>();
    for (const fate of request.clients) {
      if (fate.fate === 'member')
        keepers.set(fate.user_id, [...(keepers.get(fate.user_id) ?? []), fate.client_id]);
    }
    for (const [keeperId, ids] of keepers) await moveClients(tx, ids, { teamId: null, keeperId });
    const deletedClientIds = request.clients
      .filter((fate) => fate.fate === 'delete')
      .map((fate) => fate.client_id);
    const deletedDocuments = await deleteClientsWithDocuments(tx, deletedClientIds);
    const movedDocuments = await moveTeamDocumentsWithoutClient(tx, teamId, owner.id);
    await auditTeamAct(
      tx,
      owner,
      'team.delete',
      { type: 'team', id: teamId },
      {
        clientsDeleted: deletedClientIds.length,
        clientsMoved: request.clients.length - deletedClientIds.length,
        documentsDeleted: deletedDocuments,
        documentsWithoutClientMoved: movedDocuments,
      },
    );
    await deleteTeamRow(tx, teamId);
  });
}
