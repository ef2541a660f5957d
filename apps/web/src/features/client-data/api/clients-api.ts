import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Client,
  ClientEvaluationList,
  ClientList,
  ClientProgress,
  ClientRequestInput,
  DocumentIdResponse,
  DownloadDocumentResponse,
} from '@icf/shared';
import { apiRequest } from '../../../lib/api-client';
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
    queryFn: () =>
      apiRequest<ClientList>('/api/client/all', { query: { team_id: teamId } }).then((list) => list.data),
    enabled: userId !== 0,
  });
}

export function useClientList(teamId?: number) {
  return useQuery(clientListQuery(useUserId(), teamId));
}

export function useClient(id: number) {
  return useQuery({
    queryKey: clientKeys.one(useUserId(), id),
    queryFn: () => apiRequest<Client>(`/api/client/${id}`, { quiet: true }),
  });
}

export function useClientEvaluations(id: number) {
  return useQuery({
    queryKey: clientKeys.evaluations(useUserId(), id),
    queryFn: () => apiRequest<ClientEvaluationList>(`/api/client/${id}/documents`).then((list) => list.data),
  });
}

export function useClientProgress(id: number) {
  return useQuery({
    queryKey: clientKeys.progress(useUserId(), id),
    queryFn: () => apiRequest<ClientProgress>(`/api/client/${id}/progress`),
  });
}

/** Quiet: the form shows the 422's field messages itself. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientRequestInput) =>
      apiRequest<Client>('/api/client', { method: 'POST', body, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

export function useUpdateClient(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientRequestInput) =>
      apiRequest<Client>(`/api/client/${id}`, { method: 'PUT', body, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

/** Deletes a client; their documents stay, detached. */
export function useDeleteClient(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DocumentIdResponse>(`/api/client/${id}`, { method: 'DELETE' }),
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
      apiRequest<DocumentIdResponse>(`/api/document/${documentId}/client`, {
        method: 'POST',
        body: { client_id: clientId },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}

/** The progress report (PDF form 5) as bytes. */
export async function downloadProgressReport(id: number): Promise<Blob> {
  const answer = await apiRequest<DownloadDocumentResponse>(`/api/client/${id}/progress/download`);
  return pdfBlob(answer.pdf);
}
