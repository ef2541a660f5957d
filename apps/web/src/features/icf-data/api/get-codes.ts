import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodeMap } from '@icf/shared';
import { useFirstScreenShown } from '../../../lib/first-screen';
import { callApi } from '../../../lib/api-client';

/**
 * `GET /api/code/all`: every ICF record keyed by its code (components and chapters included; only
 * `kind: 'category'` codes are selectable). Spec §8: a failure is only logged, the user sees no message.
 */
export async function getCodes(): Promise<CodeMap> {
  try {
    return await callApi('listCodes', {}, { quiet: true });
  } catch (error) {
    console.error('Failed to load the ICF codes', error);
    throw error;
  }
}

/** Reference data: fetched once per page load (spec §2: at start-up) and never stale. */
export const codesQueryOptions = queryOptions({
  queryKey: ['icf', 'codes'],
  queryFn: getCodes,
  staleTime: Infinity,
  // Offline the service worker answers from its copy (decision record 0026): ask it instead of pausing.
  networkMode: 'offlineFirst',
});

/**
 * On a direct visit the codes wait until the first screen has been painted, so that their 65 KB do not
 * share the network with that screen's own files (decision 0022); later they come from the cache.
 */
export function useCodes() {
  return useQuery({ ...codesQueryOptions, enabled: useFirstScreenShown() });
}
