import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Client, CreateTeamRequest, DeleteTeamRequest, Discipline } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-store';
import { clientKeys, clientListQuery } from '../../client-data';
import { documentKeys } from '../../document-data';

/** The team calls (decision record 0033). Keys start with the user's id, like the clients' and documents'. */
export const teamKeys = {
  all: ['teams'] as const,
  list: (userId: number) => [...teamKeys.all, userId, 'list'] as const,
  one: (userId: number, id: number) => [...teamKeys.all, userId, id] as const,
};

function useUserId(): number {
  return useAuth().user?.id ?? 0;
}

export function teamListQuery(userId: number) {
  return queryOptions({
    queryKey: teamKeys.list(userId),
    queryFn: () => callApi('listTeams').then((list) => list.data),
    enabled: userId !== 0,
  });
}

/** The caller's teams: the teams page and the "my own / team" switch. */
export function useTeamList() {
  return useQuery(teamListQuery(useUserId()));
}

export function useTeam(id: number) {
  return useQuery({
    queryKey: teamKeys.one(useUserId(), id),
    queryFn: () => callApi('getTeam', { params: { id } }, { quiet: true }),
  });
}

/** After a change to a team, everything that shows teams, their clients or documents is read again. */
function useRefreshAfterTeamChange() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: teamKeys.all });
    await queryClient.invalidateQueries({ queryKey: clientKeys.all });
    await queryClient.invalidateQueries({ queryKey: documentKeys.all });
  };
}

/** Quiet: the forms show the 422's field messages themselves. */
export function useCreateTeam() {
  const refresh = useRefreshAfterTeamChange();
  return useMutation({
    mutationFn: (body: CreateTeamRequest) => callApi('createTeam', { body }, { quiet: true }),
    onSuccess: refresh,
  });
}

export function useInviteMember(teamId: number) {
  const refresh = useRefreshAfterTeamChange();
  return useMutation({
    mutationFn: (email: string) =>
      callApi('inviteTeamMember', { params: { id: teamId }, body: { email } }, { quiet: true }),
    onSuccess: refresh,
  });
}

export function useAcceptInvitation() {
  const refresh = useRefreshAfterTeamChange();
  return useMutation({
    mutationFn: (body: { token: string; discipline: Discipline }) =>
      callApi('acceptTeamInvitation', { body }, { quiet: true }),
    onSuccess: refresh,
  });
}

/** One of the acts on a team that answer 204: the page refreshes after each. */
export function useTeamAct(teamId: number) {
  const refresh = useRefreshAfterTeamChange();
  return useMutation({
    mutationFn: (act: TeamAct) => callTeamAct(teamId, act),
    onSuccess: refresh,
  });
}

export type TeamAct =
  | { kind: 'discipline'; discipline: Discipline }
  | { kind: 'remove'; userId: number }
  | { kind: 'hand-over'; userId: number }
  | { kind: 'leave' }
  | { kind: 'withdraw'; invitationId: number }
  | { kind: 'delete'; request: DeleteTeamRequest };

function callTeamAct(id: number, act: TeamAct): Promise<unknown> {
  switch (act.kind) {
    case 'discipline':
      return callApi('changeTeamDiscipline', { params: { id }, body: { discipline: act.discipline } });
    case 'remove':
      return callApi('removeTeamMember', { params: { id, user: act.userId } });
    case 'hand-over':
      return callApi('handOverTeam', { params: { id }, body: { user_id: act.userId } });
    case 'leave':
      return callApi('leaveTeam', { params: { id } });
    case 'withdraw':
      return callApi('withdrawTeamInvitation', { params: { id, invitation: act.invitationId } });
    case 'delete':
      return callApi('deleteTeam', { params: { id }, body: act.request });
  }
}

/** Moves a client into a team (`teamId`) or out of its team (null). */
export function useMoveClient(clientId: number) {
  const refresh = useRefreshAfterTeamChange();
  return useMutation({
    mutationFn: (teamId: number | null) =>
      callApi('moveClientToTeam', { params: { id: clientId }, body: { team_id: teamId } }),
    onSuccess: refresh,
  });
}

/** A team's clients (the deletion dialog asks what becomes of each). */
export function useTeamClients(teamId: number) {
  return useQuery(clientListQuery(useUserId(), teamId));
}

/**
 * Every client the user may write for: their own and those of each of their teams (the draft's client picker).
 * Undefined until all lists have arrived. `arriving` while a list without data is being fetched (so never once
 * all have arrived); not when one failed or waits for the network (offline), so nothing waits on it forever.
 */
export function useClientsOfEveryScope(): { data: Client[] | undefined; arriving: boolean } {
  const userId = useUserId();
  const teams = useTeamList();
  const own = useQuery(clientListQuery(userId));
  const ofTeams = useQueries({
    queries: (teams.data ?? []).map((team) => clientListQuery(userId, team.id)),
  });
  const arriving = [teams, own, ...ofTeams].some(
    (list) => list.data === undefined && list.fetchStatus === 'fetching',
  );
  if (!own.data || !teams.data || ofTeams.some((list) => !list.data)) return { data: undefined, arriving };
  return { data: [...own.data, ...ofTeams.flatMap((list) => list.data ?? [])], arriving };
}

/** The owners' access log of the team (decision record 0033). */
export function useTeamAccessLog(teamId: number) {
  return useQuery({
    queryKey: [...teamKeys.one(useUserId(), teamId), 'access-log'] as const,
    queryFn: () => callApi('getTeamAccessLog', { params: { id: teamId } }).then((log) => log.data),
  });
}

/** The team's deleted documents still kept, newest deletion first, a page at a time (owners; decision 0033). */
export function useDeletedTeamDocuments(teamId: number) {
  return useInfiniteQuery({
    queryKey: [...teamKeys.one(useUserId(), teamId), 'deleted-documents'] as const,
    queryFn: ({ pageParam }) =>
      callApi('listDeletedTeamDocuments', {
        params: { id: teamId },
        query: { before: pageParam ?? undefined },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
  });
}

/** An owner restores a deleted document: the team page, its access log and the dashboards are read again. */
export function useRestoreDeletedDocument(teamId: number) {
  const refresh = useRefreshAfterTeamChange();
  return useMutation({
    mutationFn: (documentId: number) =>
      callApi('restoreDeletedTeamDocument', { params: { id: teamId, document: documentId } }),
    onSuccess: refresh,
  });
}
