import type { DataRouter } from 'react-router';
import { ensureUserLoaded } from '../features/auth/auth-store';
import { codesQueryOptions } from '../features/icf-data/api/get-codes';
import { coreSetsQueryOptions } from '../features/icf-data/api/get-core-sets';
import { queryClient } from './query-client';
import type { RouteHandle } from './route-handle';

/**
 * Spec §2: the ICF codes and the core sets load at start-up (a failure is only logged, spec §8). The core
 * sets include the signed-in user's own ("My sets"), so they wait for the user of a stored token.
 */
export function prefetchReferenceData(): void {
  void queryClient.prefetchQuery(codesQueryOptions);
  void ensureUserLoaded().then(({ user }) =>
    queryClient.prefetchQuery(coreSetsQueryOptions(user?.id ?? null)),
  );
}

/**
 * A page that shows ICF text needs the codes for its first screen, so they start with the app. Any other
 * first page (the landing page, login) renders first; `RootLayout` then loads them when the browser is idle,
 * so their 65 KB do not compete with that page's own files.
 */
export function firstPageNeedsReferenceData(router: DataRouter): boolean {
  return router.state.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.icfText);
}
