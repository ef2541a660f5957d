/** A cookie's value; none where there is no document (the build's prerender, decision record 0039). */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return null;
}

/** `maxAgeDays` undefined writes a session cookie, which the browser drops when it closes. */
/**
 * `sameSite: 'Strict'` for the token cookie (decisions 0006, 0017): no cross-site request carries it. Under https every
 * cookie is `Secure`.
 */
export function writeCookie(
  name: string,
  value: string,
  maxAgeDays?: number,
  sameSite: 'Lax' | 'Strict' = 'Lax',
): void {
  const maxAge = maxAgeDays === undefined ? '' : `; Max-Age=${Math.round(maxAgeDays * 86_400)}`;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; SameSite=${sameSite}${secure}${maxAge}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Path=/; SameSite=Lax; Max-Age=0`;
}
