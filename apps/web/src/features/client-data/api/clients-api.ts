import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientRequestInput } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { pdfBlob } from '../../../lib/pdf-blob';
import { useAuth } from '../../../lib/auth/auth-store';
import { documentKeys } from '../../document-data';

/** The client calls (decision 0018): list, create, one client, its evaluations, its progress, attach a document. */
/** Keys start with the user's id, so one account's clients are never shown to the next one on the same tab. */
export const clientKeys = {
  all: ['clients'] as const,
  list: (userId: number, teamId?: number) => [...clientKeys.all, userId, 'list', teamId ?? 'own'] as const,
  one: (userId: number, id: number) => [...clientKeys.all, userId, id] as const,
  evaluations: (userId: number, id: number) => [...clientKeys.all, userId, id, 'evaluations'] as const,
  progress: (userId: number, id: number) => [...clientKeys.all, userId, id, 'progress'] as const,
};

function useUserId(): number {
  return useAuth().user?.id ?? 0;
}

/** The user's own clients, or with `teamId` a team's (decision record 0033). */
export function clientListQuery(userId: number, teamId?: number) {
  return queryOptions({
    queryKey: clientKeys.list(userId, teamId),
    queryFn: () => callApi('listClients', { query: { team_id: teamId } }).then((list) => list.data),
    enabled: userId !== 0,
  });
}

export function useClientList(teamId?: number) {
  return useQuery(clientListQuery(useUserId(), teamId));
}

export function useClient(id: number) {
  return useQuery({
    queryKey: clientKeys.one(useUserId(), id),
    queryFn: () => callApi('getClient', { params: { id } }, { quiet: true }),
  });
}

export function useClientEvaluations(id: number) {
  return useQuery({
    queryKey: clientKeys.evaluations(useUserId(), id),
    queryFn: () => callApi('listClientDocuments', { params: { id } }).then((list) => list.data),
  });
}

export function useClientProgress(id: number) {
  return useQuery({
    queryKey: clientKeys.progress(useUserId(), id),
    queryFn: () => callApi('getClientProgress', { params: { id } }),
  });
}

/** Quiet: the form shows the 422's field messages itself. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientRequestInput) => callApi('createClient', { body }, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

export function useUpdateClient(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientRequestInput) =>
      callApi('updateClient', { params: { id }, body }, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

/** Deletes a client; their documents stay, detached. */
export function useDeleteClient(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('deleteClient', { params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}

/** Attaches a saved document to a client (null detaches); the lists of both refresh. */
export function useAttachDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, clientId }: { documentId: number; clientId: number | null }) =>
      callApi('attachDocumentToClient', { params: { id: documentId }, body: { client_id: clientId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}

/** The progress report (PDF form 5) as bytes. */
export async function downloadProgressReport(id: number): Promise<Blob> {
  const answer = await callApi('downloadClientProgressReport', { params: { id } });
  return pdfBlob(answer.pdf);
}
