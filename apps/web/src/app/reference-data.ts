import type { DataRouter } from 'react-router';
import { ensureUserLoaded } from '../lib/auth/auth-store';
import { coreSetsQueryOptions } from '../features/icf-data';
import { queryClient } from './query-client';
import type { RouteHandle } from '../lib/route-handle';

/** The core sets include the signed-in user's own ("My sets"), so they wait for the user of a stored token. */
export function prefetchCoreSets(): void {
  void ensureUserLoaded().then(({ user }) =>
    queryClient.prefetchQuery(coreSetsQueryOptions(user?.id ?? null)),
  );
}

/**
 * A first page that shows ICF text lists the core sets (3 KB) on its first screen, so they start with the
 * app; the codes (65 KB) follow once that screen has been shown (`useCodes`, decision 0022). A first page
 * without ICF text (the landing page, login) loads neither: a page loads only what it shows (decision record
 * 0039, which narrows spec §2's "loaded at startup" to the pages that show codes). The service worker still
 * keeps both for offline use once it is installed after the load (decision record 0026).
 */
export function firstPageNeedsReferenceData(router: DataRouter): boolean {
  return router.state.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.icfText);
}
