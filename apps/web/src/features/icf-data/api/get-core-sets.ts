import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoreSetGroup } from '@icf/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * `GET /api/set/all`: the core sets, grouped as the select screen lists them. Spec §8: a failure is only
 * logged, the user sees no message.
 */
export async function getCoreSets(): Promise<CoreSetGroup[]> {
  try {
    return await apiRequest<CoreSetGroup[]>('/api/set/all', { quiet: true });
  } catch (error) {
    console.error('Failed to load the core sets', error);
    throw error;
  }
}

/** Reference data: fetched once per page load (spec §2: at start-up) and never stale. */
export const coreSetsQueryOptions = queryOptions({
  queryKey: ['icf', 'core-sets'],
  queryFn: getCoreSets,
  staleTime: Infinity,
});

export function useCoreSets() {
  return useQuery(coreSetsQueryOptions);
}
