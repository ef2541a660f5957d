/** The query parameter that tells login and register where to go afterwards (`/login?redirect=/write`). */
export const redirectParam = 'redirect';

const probeOrigin = 'http://redirect.invalid';

/**
 * The `redirect` target a login or registration may follow: a path of this site only. It must start with a
 * single '/' (not '//' or '/\', which browsers read as another host) and contain no backslash or control
 * character; anything else, or nothing, gives `fallback`. An open redirect would let a crafted link send a
 * freshly signed-in user to a look-alike site.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    if (new URL(value, probeOrigin).origin !== probeOrigin) return fallback;
  } catch {
    return fallback;
  }
  return value;
}

/** `path` with `?redirect=target` (slashes left readable), or `path` alone when there is no target. */
export function withRedirect(path: string, target: string | null | undefined): string {
  if (!target) return path;
  return `${path}?${redirectParam}=${encodeURIComponent(target).replace(/%2F/g, '/')}`;
}
