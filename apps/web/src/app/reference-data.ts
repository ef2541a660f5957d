import type { DataRouter } from 'react-router';
import { ensureUserLoaded } from '../features/auth/auth-store';
import { codesQueryOptions } from '../features/icf-data/api/get-codes';
import { coreSetsQueryOptions } from '../features/icf-data/api/get-core-sets';
import { queryClient } from './query-client';
import type { RouteHandle } from '../lib/route-handle';

/** Spec §2: the ICF codes and the core sets load at start-up (a failure is only logged, spec §8). */
export function prefetchReferenceData(): void {
  void queryClient.prefetchQuery(codesQueryOptions);
  prefetchCoreSets();
}

/** The core sets include the signed-in user's own ("My sets"), so they wait for the user of a stored token. */
export function prefetchCoreSets(): void {
  void ensureUserLoaded().then(({ user }) =>
    queryClient.prefetchQuery(coreSetsQueryOptions(user?.id ?? null)),
  );
}

/**
 * A first page that shows ICF text lists the core sets (3 KB) on its first screen, so they start with the
 * app; the codes (65 KB) follow once that screen has been shown (`useCodes`, decision 0022).
 * Any other first page (the landing page, login) renders first; `RootLayout` then loads both when the
 * browser is idle, so that they do not compete with that page's own files.
 */
export function firstPageNeedsReferenceData(router: DataRouter): boolean {
  return router.state.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.icfText);
}
