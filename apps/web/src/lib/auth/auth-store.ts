import { translate } from '@icf/shared/i18n';
import type { User } from '@icf/shared';
import { showAlert } from '../../components/feedback/alert-store';
import { paths } from '../../config/paths';
import { ensureMessagesLoaded, i18nStore } from '../../i18n/i18n-store';
import { setUnauthorizedHandler, tokenCookieName } from '../api-client';
import { deleteCookie, readCookie, writeCookie } from '../cookies';
import { useExternalStore } from '../external-store';
import { logout } from './logout';
import { createAuthSession, type AuthSnapshot } from './create-auth-session';
import { fetchUserOrKept, forgetKeptUser } from './offline-user';
import { withRedirect } from './safe-redirect';

/** Spec §9: a remembered token is kept 365 days; otherwise it is a session cookie. */
export const rememberTokenDays = 365;

let navigate: ((to: string) => void) | null = null;

/** The one auth session of this tab: the token in the `token` cookie, the user in memory. */
export const authSession = createAuthSession({
  tokens: {
    read: () => readCookie(tokenCookieName),
    write: (token, remember) =>
      writeCookie(tokenCookieName, token, remember ? rememberTokenDays : undefined, 'Strict'),
    clear: () => {
      deleteCookie(tokenCookieName);
      forgetKeptUser();
    },
  },
  fetchUser: () => fetchUserOrKept(readCookie(tokenCookieName)),
  revokeToken: logout,
  confirmSessionExpired: showSessionExpiredAlert,
  goToLogin: () => {
    // Back to where the session ended once logged in again (the write screen with its draft, say).
    const here = window.location.pathname + window.location.search;
    const to = here.startsWith(paths.login) ? paths.login : withRedirect(paths.login, here);
    if (navigate) navigate(to);
    else window.location.assign(to);
  },
});

async function showSessionExpiredAlert(): Promise<void> {
  await ensureMessagesLoaded();
  const messages = i18nStore.get().messages;
  await showAlert({
    icon: 'warning',
    title: messages ? translate(messages, 'alert.session_expired_title') : 'Session Expired!',
    text: messages ? translate(messages, 'alert.session_expired_text') : 'Please log in again to continue.',
  });
}

/**
 * Spec §6/§8: a 401 answer to a call made with a token shows 'Session Expired!'; after OK the user is
 * logged out and sent to the login page with the router's `navigate`. Called once, where the router is made.
 */
export function listenForSessionExpiry(navigateWith: (to: string) => void): void {
  navigate = navigateWith;
  setUnauthorizedHandler(() => void authSession.expireSession());
}

/** The stored bearer token, or null for a visitor. */
export function getToken(): string | null {
  return authSession.snapshot().token;
}

/** The signed-in user, or null (outside React; components use `useAuth`). */
export function getCurrentUser(): User | null {
  return authSession.snapshot().user;
}

/** Fetches the user of a stored token if it is not loaded yet; never rejects (route loaders await it). */
export function ensureUserLoaded(): Promise<AuthSnapshot> {
  return authSession.ensureUserLoaded();
}

/** Saves the token of a login or registration (a session cookie: the spec's remember flag is false). */
export function signIn(token: string, remember = false): Promise<User | null> {
  return authSession.signIn(token, remember);
}

/** Posts the logout (a failure is ignored) and forgets token and user; the caller goes to welcome. */
export function signOut(): Promise<void> {
  return authSession.signOut();
}

/** The signed-in user for components; re-renders on login, logout and session expiry. */
export function useAuth() {
  const user = useExternalStore(authSession.user);
  return { user, isLoggedIn: user !== null, isAdmin: user?.role === 'admin' };
}
