import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@icf/shared';
import { callApi } from '../../../lib/api-client';

/** `GET /api/site`: the operator's contacts for the footer. A failure shows no contacts, and no message. */
export function getSite(): Promise<SiteInfo> {
  return callApi('getSiteInfo', {}, { quiet: true });
}

/** Settings of the running server: fetched once per page load. */
export const siteQueryOptions = queryOptions({
  queryKey: ['site'],
  queryFn: getSite,
  staleTime: Infinity,
  // Offline the service worker answers from its copy (decision record 0026).
  networkMode: 'offlineFirst',
});

export function useSite() {
  return useQuery(siteQueryOptions);
}
