import type { Discipline } from '@icf/shared';
import { useDraftClient } from '../clients/draft-client';
import { useClientsOfEveryScope, useTeamList } from './api/teams-api';

/**
 * The signed-in member's discipline in the team that holds the draft's client (decision records 0033, 0037),
 * or null when the draft is not a team client's or that cannot be known yet: a visitor, the user's own
 * client, the lists not loaded (offline, still loading, failed), or a team the user no longer belongs to.
 * Null means the write screen shows every category as before, so nobody is ever locked out of a draft.
 * It reads the client and team lists the draft's client picker already loads.
 */
export function useDraftTeamDiscipline(): Discipline | null {
  const { clientId } = useDraftClient();
  const clients = useClientsOfEveryScope();
  const teams = useTeamList();
  if (clientId === null) return null;
  const teamId = clients.data?.find((client) => client.id === clientId)?.team_id ?? null;
  if (teamId === null) return null;
  return teams.data?.find((team) => team.id === teamId)?.discipline ?? null;
}
