import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoreSetGroup } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-store';

/**
 * `GET /api/set/all`: the core sets, grouped as the select screen lists them; for a signed-in user also
 * group 6, "My sets" (decision 0011). Spec §8: a failure is only logged, the user sees no message.
 * A visitor's answer never keeps personal sets, even if a token was still sent while the session changed.
 */
export async function getCoreSets(userId: number | null): Promise<CoreSetGroup[]> {
  try {
    const groups = await callApi('listCoreSets', {}, { quiet: true });
    return userId === null ? groups.filter((group) => group.key !== 'personal') : groups;
  } catch (error) {
    console.error('Failed to load the core sets', error);
    throw error;
  }
}

/**
 * Query keys of the core sets. The user's id is part of the key, so that after a logout or a login the
 * screen never shows the sets of another account; `all` invalidates every cached copy.
 */
export const coreSetKeys = {
  all: ['icf', 'core-sets'] as const,
  user: (userId: number | null) => ['icf', 'core-sets', userId] as const,
};

/** Reference data: fetched once per page load and user (spec §2: at start-up); refetched after a change of "My sets". */
export function coreSetsQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: coreSetKeys.user(userId),
    queryFn: () => getCoreSets(userId),
    staleTime: Infinity,
    // Offline the service worker answers from its copy (decision record 0026): ask it instead of pausing.
    networkMode: 'offlineFirst',
  });
}

export function useCoreSets() {
  const { user } = useAuth();
  return useQuery(coreSetsQueryOptions(user?.id ?? null));
}
