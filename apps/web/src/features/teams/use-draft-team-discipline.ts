import type { Discipline } from '@icf/shared';
import { useDraftClient } from '../draft';
import { useClientsOfEveryScope, useTeamList } from './api/teams-api';

/**
 * The signed-in member's discipline in the team that holds the draft's client (decision records 0033, 0037),
 * or null when the draft is not a team client's or that cannot be known: a visitor, the user's own client, the
 * lists failed or wait for the network (offline), or a team the user no longer belongs to. Null means the
 * write screen shows every category as before, so nobody is ever locked out of a draft. `arriving` while the
 * lists that tell it are still being fetched: the write screen then waits a moment rather than showing every
 * block editable and regrouping them under the member's hands. It reads the client and team lists the
 * draft's client picker already loads.
 */
export function useDraftTeamDiscipline(): { discipline: Discipline | null; arriving: boolean } {
  const { clientId } = useDraftClient();
  const clients = useClientsOfEveryScope();
  const teams = useTeamList();
  if (clientId === null || teams.data?.length === 0) return { discipline: null, arriving: false };
  const teamId = clients.data?.find((client) => client.id === clientId)?.team_id ?? null;
  if (teamId === null) return { discipline: null, arriving: clients.arriving };
  return { discipline: teams.data?.find((team) => team.id === teamId)?.discipline ?? null, arriving: false };
}
