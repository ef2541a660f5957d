import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; the component renders again when that changes. A page rendered ahead
 * of time (decision record 0039) knows no screen: it takes the query as not matching, and so does the browser's
 * takeover of that page, which then renders again with the screen's answer.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
