import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { ensureUserLoaded } from '../../lib/auth/auth-store';
import { withRedirect } from '../../lib/auth/safe-redirect';
import type { AuthSnapshot } from '../../lib/auth/create-auth-session';

/** Who may open a route (spec §6): visitors only, signed-in users, or administrators. */
export type RouteAccess = 'guest' | 'user' | 'admin';

/**
 * Where a route with this access sends the current visitor, or null to let them in. Guest-only pages send
 * a signed-in user home; user pages send a visitor to login; admin pages send a visitor to login and a
 * signed-in non-admin home.
 */
export function accessRedirect(access: RouteAccess, { token, user }: AuthSnapshot): string | null {
  const signedIn = token !== null && user !== null;
  switch (access) {
    case 'guest':
      return signedIn ? paths.home : null;
    case 'user':
      return signedIn ? null : paths.login;
    case 'admin':
      if (!signedIn) return paths.login;
      return user?.role === 'admin' ? null : paths.home;
  }
}

async function guard(access: RouteAccess): Promise<null> {
  // Loaders of nested routes run in parallel with the root loader, so each guard waits for the user itself.
  const target = accessRedirect(access, await ensureUserLoaded());
  if (target) throw redirect(target);
  return null;
}

/** Route loader of /login, /register, /password/email and /reset-password. */
export function guestOnly(): Promise<null> {
  return guard('guest');
}

/** Route loader of /home, /dashboard and /settings/*. */
export function requireAuth(): Promise<null> {
  return guard('user');
}

/**
 * Route loader of a page an e-mail links to (the team invitation, /teams/join?token=…): a visitor signs in, or
 * registers, and comes back to the same link.
 */
export async function requireAuthComingBack({ request }: { request: Request }): Promise<null> {
  const target = accessRedirect('user', await ensureUserLoaded());
  if (target) {
    const url = new URL(request.url);
    throw redirect(withRedirect(target, `${url.pathname}${url.search}`));
  }
  return null;
}

/** Route loader of the administrator area (/admin/*). */
export function adminOnly(): Promise<null> {
  return guard('admin');
}
