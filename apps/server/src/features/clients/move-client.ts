import type { Database } from '../../db/client';
import type { UserRecord } from '../../auth/users-repository';
import { auditTeamAct, teamError, requireMembership, requireOwnership, moveClients } from '../teams';
import { clientNotFound } from './client-not-found';
import { findClient, type ClientRecord } from './clients-repository';

/**
 * Moves a client, with all its documents, into a team or out of one (decision record 0033):
 * - into a team (`teamId`): the person who keeps the client, for a team they belong to; every member then sees
 *   and edits it. A team's client goes to another team only by coming out first.
 * - out (`null`): an owner of its team, into the owner's own list.
 * Both are recorded in the audit log. A client the caller may not use is a 404.
 */
export async function moveClient(
  db: Database,
  user: UserRecord,
  clientId: number,
  teamId: number | null,
): Promise<ClientRecord> {
  return db.transaction(async (tx) => {
    const client = await findClient(tx, user.id, clientId);
    if (!client) throw clientNotFound();
    if (client.teamId === teamId) return client;
    if (teamId !== null) {
      if (client.teamId !== null) throw teamError('move_own_only');
      await requireMembership(tx, user.id, teamId);
      await moveClients(tx, [clientId], { teamId, keeperId: user.id });
      await auditTeamAct(
        tx,
        user,
        'client.move_into_team',
        { type: 'client', id: clientId },
        { team: teamId },
      );
    } else {
      await requireOwnership(tx, user.id, client.teamId!);
      await moveClients(tx, [clientId], { teamId: null, keeperId: user.id });
      await auditTeamAct(
        tx,
        user,
        'client.move_out_of_team',
        { type: 'client', id: clientId },
        {
          team: client.teamId,
        },
      );
    }
    return (await findClient(tx, user.id, clientId))!;
  });
}
