import { useMatches } from 'react-router';
import type { MessageKey } from '@icf/shared/i18n';

/** What a route declares about itself next to its path. */
export interface RouteHandle {
  /** The message key of the page's document title. */
  title?: MessageKey;
  /** The page shows ICF titles or definitions, so its foot carries the WHO credit. */
  icfText?: boolean;
}

export function titled(title: MessageKey): { handle: RouteHandle } {
  return { handle: { title } };
}

/** A page that shows ICF text: its title, and the WHO credit at its foot. */
export function icfPage(title: MessageKey): { handle: RouteHandle } {
  return { handle: { title, icfText: true } };
}

/** The handle of the matched routes: each field from the deepest route that sets it. */
export function mergedHandle(matches: readonly { handle?: unknown }[]): RouteHandle {
  const merged: RouteHandle = {};
  for (const match of matches) Object.assign(merged, match.handle as RouteHandle | undefined);
  return merged;
}

/** The current route's handle. */
export function useRouteHandle(): RouteHandle {
  return mergedHandle(useMatches());
}
