import { describe, expect, it, vi } from 'vitest';
import type { User } from '@icf/shared';
import { createAuthSession, type AuthSessionDependencies } from './create-auth-session';

const kim: User = {
  id: 1,
  name: 'Kim',
  email: 'kim@example.com',
  created_at: '2024-05-06T12:00:00Z',
  role: 'user',
};
const lee: User = { ...kim, id: 2, name: 'Lee', email: 'lee@example.com' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function setup(options: { token?: string | null; users?: Record<string, User> } = {}) {
  const cookie = { token: options.token ?? null, remember: false };
  const users = options.users ?? { 'token-kim': kim, 'token-lee': lee };
  const deps = {
    tokens: {
      read: () => cookie.token,
      write: vi.fn((token: string, remember: boolean) => Object.assign(cookie, { token, remember })),
      clear: vi.fn(() => Object.assign(cookie, { token: null, remember: false })),
    },
    fetchUser: vi.fn(async () => {
      const user = cookie.token ? users[cookie.token] : undefined;
      if (!user) throw new Error('401');
      return user;
    }),
    revokeToken: vi.fn(async (): Promise<void> => undefined),
    confirmSessionExpired: vi.fn(async (): Promise<void> => undefined),
    goToLogin: vi.fn(),
  } satisfies AuthSessionDependencies;
  return { cookie, deps, session: createAuthSession(deps) };
}

describe('createAuthSession', () => {
  it('is a visitor without a token and asks the server nothing', async () => {
    const { deps, session } = setup();
    expect(await session.ensureUserLoaded()).toEqual({ token: null, user: null });
    expect(deps.fetchUser).not.toHaveBeenCalled();
    expect(session.user.get()).toBeNull();
  });

  it('loads the user of a stored token once, sharing one request between concurrent callers', async () => {
    const { deps, session } = setup({ token: 'token-kim' });
    const listener = vi.fn();
    session.user.subscribe(listener);
    const [first, second] = await Promise.all([session.ensureUserLoaded(), session.ensureUserLoaded()]);
    expect(first).toEqual({ token: 'token-kim', user: kim });
    expect(second).toEqual(first);
    expect(await session.ensureUserLoaded()).toEqual(first);
    expect(deps.fetchUser).toHaveBeenCalledTimes(1);
    expect(session.user.get()).toBe(kim);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clears the token when fetching the user fails, and never rejects', async () => {
    const { cookie, deps, session } = setup({ token: 'revoked' });
    expect(await session.ensureUserLoaded()).toEqual({ token: null, user: null });
    expect(cookie.token).toBeNull();
    expect(deps.tokens.clear).toHaveBeenCalledTimes(1);
  });

  it('forgets a user whose token disappeared (logout in another tab) or changed (another login)', async () => {
    const { cookie, deps, session } = setup({ token: 'token-kim' });
    await session.ensureUserLoaded();
    cookie.token = 'token-lee';
    expect(session.snapshot()).toEqual({ token: 'token-lee', user: null });
    expect(await session.ensureUserLoaded()).toEqual({ token: 'token-lee', user: lee });
    cookie.token = null;
    expect(await session.ensureUserLoaded()).toEqual({ token: null, user: null });
    expect(session.user.get()).toBeNull();
    expect(deps.fetchUser).toHaveBeenCalledTimes(2);
  });

  it('does not adopt a user answered for a token that was replaced while the request ran', async () => {
    const { cookie, deps, session } = setup({ token: 'token-kim' });
    const slow = deferred<User>();
    deps.fetchUser.mockImplementationOnce(() => slow.promise);
    const loading = session.ensureUserLoaded();
    cookie.token = 'token-lee';
    slow.resolve(kim);
    await loading;
    expect(session.user.get()).toBeNull();
    expect(cookie.token).toBe('token-lee');
    expect((await session.ensureUserLoaded()).user).toBe(lee);
  });

  it('signs in with a session cookie by default (spec §9: remember is false at login and register)', async () => {
    const { cookie, deps, session } = setup();
    expect(await session.signIn('token-lee')).toBe(lee);
    expect(deps.tokens.write).toHaveBeenCalledWith('token-lee', false);
    expect(cookie).toEqual({ token: 'token-lee', remember: false });
    expect(session.snapshot()).toEqual({ token: 'token-lee', user: lee });
  });

  it('signs in a new token even while the user of an old one is still loading', async () => {
    const { deps, session } = setup({ token: 'token-kim' });
    const slow = deferred<User>();
    deps.fetchUser.mockImplementationOnce(() => slow.promise);
    const stale = session.ensureUserLoaded();
    const signIn = session.signIn('token-lee');
    slow.resolve(kim);
    expect(await signIn).toBe(lee);
    await stale;
    expect(session.user.get()).toBe(lee);
  });

  it('signs out: revokes the token, then forgets token and user even when the call fails', async () => {
    const { cookie, deps, session } = setup({ token: 'token-kim' });
    await session.ensureUserLoaded();
    deps.revokeToken.mockRejectedValueOnce(new Error('offline'));
    await session.signOut();
    expect(deps.revokeToken).toHaveBeenCalledTimes(1);
    expect(cookie.token).toBeNull();
    expect(session.user.get()).toBeNull();
  });

  it('signs out without a call when there is no token', async () => {
    const { deps, session } = setup();
    await session.signOut();
    expect(deps.revokeToken).not.toHaveBeenCalled();
  });

  it('on session expiry: one alert for many failing calls, logout after OK, then the login page', async () => {
    const { cookie, deps, session } = setup({ token: 'token-kim' });
    await session.ensureUserLoaded();
    const alert = deferred<void>();
    deps.confirmSessionExpired.mockImplementationOnce(() => alert.promise);

    const first = session.expireSession();
    const second = session.expireSession();
    const third = session.expireSession();
    await Promise.resolve();
    expect(deps.confirmSessionExpired).toHaveBeenCalledTimes(1);
    // Nothing changes until the user closes the alert.
    expect(cookie.token).toBe('token-kim');
    expect(session.user.get()).toBe(kim);
    expect(deps.goToLogin).not.toHaveBeenCalled();

    alert.resolve();
    await Promise.all([first, second, third]);
    expect(cookie.token).toBeNull();
    expect(session.user.get()).toBeNull();
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);

    // A later expiry (after logging in again) alerts again.
    await session.signIn('token-lee');
    await session.expireSession();
    expect(deps.confirmSessionExpired).toHaveBeenCalledTimes(2);
    expect(deps.goToLogin).toHaveBeenCalledTimes(2);
  });

  it('logs out and goes to login even when the alert fails', async () => {
    const { cookie, deps, session } = setup({ token: 'token-kim' });
    deps.confirmSessionExpired.mockRejectedValueOnce(new Error('no alert host'));
    await session.expireSession();
    expect(cookie.token).toBeNull();
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('does not treat the 401 of logging out with a revoked token as an expiry', async () => {
    const { deps, session } = setup({ token: 'token-kim' });
    deps.revokeToken.mockImplementationOnce(async () => {
      await session.expireSession();
      throw new Error('401');
    });
    await session.signOut();
    expect(deps.confirmSessionExpired).not.toHaveBeenCalled();
    expect(deps.goToLogin).not.toHaveBeenCalled();
  });
});
