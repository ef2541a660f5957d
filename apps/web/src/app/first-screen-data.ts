import type { QueryClient } from '@tanstack/react-query';
import type { CoreSetGroup, SiteInfo } from '@icf/shared';
import { coreSetKeys } from '../features/icf-data';
import { siteQueryOptions } from '../features/site';

/**
 * What the server answers a visitor's API calls that a first screen shows (decision record 0039): the
 * footer's contacts (`GET /api/site`) and the core sets (`GET /api/set/all`). The server renders the first
 * screen with them and puts them into the page, so the browser's first render has the same data.
 */
export interface FirstScreenData {
  site: SiteInfo;
  coreSets: CoreSetGroup[];
}

/** The id of the `<script type="application/json">` that carries the data in the served page. */
export const firstScreenDataId = 'first-screen-data';

/** Puts the data into the query cache under the keys the pages read them with (a visitor's core sets). */
export function seedFirstScreenData(queryClient: QueryClient, data: Partial<FirstScreenData>): void {
  if (data.site) queryClient.setQueryData(siteQueryOptions.queryKey, data.site);
  if (data.coreSets) queryClient.setQueryData(coreSetKeys.user(null), data.coreSets);
}

/** The data the server put into the page, if any; taken out of the page, which no longer needs it. */
export function takeFirstScreenData(): Partial<FirstScreenData> | null {
  const element = document.getElementById(firstScreenDataId);
  if (!element?.textContent) return null;
  element.remove();
  return JSON.parse(element.textContent) as Partial<FirstScreenData>;
}
