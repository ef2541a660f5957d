import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { pdfBlob } from '../../../lib/pdf-blob';
import { useAuth } from '../../../lib/auth/auth-store';
import { clientKeys } from '../../client-data';

/** `GET /api/client/{id}/intervention-table`: the latest evaluation's intervention targets and the goals. */
export function useInterventionTable(clientId: number) {
  const userId = useAuth().user?.id ?? 0;
  return useQuery({
    queryKey: [...clientKeys.one(userId, clientId), 'intervention-table'],
    queryFn: () => callApi('getClientInterventionTable', { params: { id: clientId } }, { quiet: true }),
    enabled: userId !== 0,
  });
}

/** The intervention table (PDF form 6) of the latest evaluation, as bytes. */
export async function downloadInterventionTable(clientId: number): Promise<Blob> {
  const answer = await callApi('downloadClientInterventionTable', { params: { id: clientId } });
  return pdfBlob(answer.pdf);
}
