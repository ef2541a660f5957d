const reloadFlag = 'chunk-reload-at';

/**
 * A deploy replaced the hashed chunks this page still refers to. The error reaches the route's error
 * boundary once the router has moved to the new URL, so the reload lands on the page the user asked for.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload/i.test(
    message,
  );
}

/** Reloads the page to pick up the new chunks; at most once in ten seconds, so a real outage cannot loop. */
export function reloadOnceForChunkError(): boolean {
  const last = Number(sessionStorage.getItem(reloadFlag) ?? 0);
  if (Date.now() - last < 10_000) return false;
  sessionStorage.setItem(reloadFlag, String(Date.now()));
  window.location.reload();
  return true;
}
