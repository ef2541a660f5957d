import type { User } from '@icf/shared';
import { createExternalStore, type ExternalStore } from '../external-store';

/** Where the bearer token lives (the `token` cookie in the browser, a variable in tests). */
export interface TokenStorage {
  read(): string | null;
  /** `remember` keeps the token for 365 days; otherwise it lasts as long as the browser session (spec §9). */
  write(token: string, remember: boolean): void;
  clear(): void;
}

export interface AuthSessionDependencies {
  tokens: TokenStorage;
  /** `GET /api/user` with the stored token. */
  fetchUser(): Promise<User>;
  /** `POST /api/logout` with the stored token. */
  revokeToken(): Promise<void>;
  /** Shows 'Session Expired!' and resolves when the user closes it. */
  confirmSessionExpired(): Promise<void>;
  goToLogin(): void;
}

/** What the guards decide on: the stored token and the user loaded for it. */
export interface AuthSnapshot {
  token: string | null;
  user: User | null;
}

export interface AuthSession {
  /** The signed-in user, null for a visitor (or while the user of a stored token is being fetched). */
  readonly user: ExternalStore<User | null>;
  snapshot(): AuthSnapshot;
  /**
   * Spec §4: with a stored token but no user loaded for it, fetches the user. Concurrent calls share one
   * request. A failure clears the token and is otherwise ignored: this never rejects.
   */
  ensureUserLoaded(): Promise<AuthSnapshot>;
  /** Saves the token of a login or registration and loads its user (null if that fails). */
  signIn(token: string, remember?: boolean): Promise<User | null>;
  /** Spec §4 logout: revokes the token on the server (a failure is ignored), then forgets token and user. */
  signOut(): Promise<void>;
  /**
   * Spec §6/§8, for a 401 answer: the 'Session Expired!' alert, then logout and the login page. Calls
   * while the alert is open (several requests failing together) share the first one.
   */
  expireSession(): Promise<void>;
}

/**
 * The auth state of spec §3: the token is the source of truth, the user is what `GET /api/user` answered
 * for it. A user loaded for another token (another tab logged in or out) does not count.
 */
export function createAuthSession(deps: AuthSessionDependencies): AuthSession {
  const { tokens } = deps;
  const user = createExternalStore<User | null>(null);
  let loadedFor: string | null = null;
  let pending: { token: string; promise: Promise<User | null> } | null = null;
  let signingOut = false;
  let expiring: Promise<void> | null = null;

  function setUser(next: User | null, token: string | null): void {
    loadedFor = next ? token : null;
    if (user.get() !== next) user.set(next);
  }

  function forget(): void {
    tokens.clear();
    setUser(null, null);
  }

  function snapshot(): AuthSnapshot {
    const token = tokens.read();
    const current = user.get();
    return { token, user: token && current && loadedFor === token ? current : null };
  }

  async function loadUser(token: string): Promise<User | null> {
    try {
      const loaded = await deps.fetchUser();
      // The token changed while the request ran (logout, another login): this user is not current.
      if (tokens.read() !== token) return null;
      setUser(loaded, token);
      return loaded;
    } catch {
      // Spec §4: if fetching the user fails, the token is cleared.
      if (tokens.read() === token) forget();
      return null;
    }
  }

  async function ensureUserLoaded(): Promise<AuthSnapshot> {
    const token = tokens.read();
    if (!token) {
      setUser(null, null);
      return { token: null, user: null };
    }
    const current = snapshot();
    if (current.user) return current;
    let load = pending;
    if (load?.token !== token) {
      const promise = loadUser(token);
      load = { token, promise };
      pending = load;
      void promise.then(() => {
        if (pending?.promise === promise) pending = null;
      });
    }
    await load.promise;
    return snapshot();
  }

  async function signIn(token: string, remember = false): Promise<User | null> {
    tokens.write(token, remember);
    return (await ensureUserLoaded()).user;
  }

  async function signOut(): Promise<void> {
    if (tokens.read()) {
      signingOut = true;
      try {
        await deps.revokeToken();
      } catch {
        // Spec §4: a failed logout call is ignored; the client forgets the token anyway.
      } finally {
        signingOut = false;
      }
    }
    forget();
  }

  function expireSession(): Promise<void> {
    // Logging out with a token the server no longer knows answers 401 too; that is not an expiry.
    if (signingOut) return Promise.resolve();
    if (expiring) return expiring;
    const run = Promise.resolve()
      .then(() => deps.confirmSessionExpired())
      .catch(() => undefined)
      .then(() => {
        forget();
        expiring = null;
        deps.goToLogin();
      });
    expiring = run;
    return run;
  }

  return { user, snapshot, ensureUserLoaded, signIn, signOut, expireSession };
}
