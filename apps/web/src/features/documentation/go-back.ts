import type { NavigateFunction } from 'react-router';

/**
 * Spec §2 'prev': history back. On a direct visit there is no earlier page of this app to go back to
 * (React Router numbers its history entries in `history.state.idx`), so go to `fallback` instead of
 * leaving the site.
 */
export function goBack(navigate: NavigateFunction, fallback: string): void {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof index === 'number' && index > 0) void navigate(-1);
  else void navigate(fallback);
}
