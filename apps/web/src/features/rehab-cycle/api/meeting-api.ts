import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-store';
import { clientKeys } from '../../client-data';

/**
 * What the meeting view reads besides the client, its evaluations and goals: the latest evaluation as saved
 * (its ratings, disciplines and goal relations) and its comparison with the one before (decision 0034).
 */
export function useMeetingEvaluation(clientId: number, latestId: number | undefined) {
  const userId = useAuth().user?.id ?? 0;
  return useQuery({
    queryKey: [...clientKeys.one(userId, clientId), 'meeting', 'document', latestId],
    queryFn: () => callApi('getDocument', { params: { id: latestId ?? 0 } }, { quiet: true }),
    enabled: userId !== 0 && latestId !== undefined,
  });
}

export function useMeetingComparison(
  clientId: number,
  previousId: number | undefined,
  latestId: number | undefined,
) {
  const userId = useAuth().user?.id ?? 0;
  return useQuery({
    queryKey: [...clientKeys.one(userId, clientId), 'meeting', 'comparison', previousId, latestId],
    queryFn: () =>
      callApi(
        'getClientProgress',
        { params: { id: clientId }, query: { documents: `${previousId},${latestId}` } },
        { quiet: true },
      ),
    enabled: userId !== 0 && previousId !== undefined && latestId !== undefined,
  });
}
