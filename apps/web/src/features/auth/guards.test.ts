import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@icf/shared';
import type { AuthSnapshot } from '../../lib/auth/create-auth-session';

const ensureUserLoaded = vi.hoisted(() => vi.fn<() => Promise<AuthSnapshot>>());
vi.mock('../../lib/auth/auth-store', () => ({ ensureUserLoaded }));

const { accessRedirect, adminOnly, guestOnly, requireAuth } = await import('./guards');

const member: User = {
  id: 1,
  name: 'Kim',
  email: 'kim@example.com',
  created_at: '2024-05-06T12:00:00Z',
  role: 'user',
};
const admin: User = { ...member, id: 2, role: 'admin' };

const visitor: AuthSnapshot = { token: null, user: null };
/** A token whose user could not be loaded (a guard never trusts a token alone). */
const tokenOnly: AuthSnapshot = { token: 'abc', user: null };
const signedIn: AuthSnapshot = { token: 'abc', user: member };
const signedInAdmin: AuthSnapshot = { token: 'abc', user: admin };

describe('accessRedirect', () => {
  it.each([
    ['guest', visitor, null],
    ['guest', tokenOnly, null],
    ['guest', signedIn, '/home'],
    ['guest', signedInAdmin, '/home'],
    ['user', visitor, '/login'],
    ['user', tokenOnly, '/login'],
    ['user', signedIn, null],
    ['user', signedInAdmin, null],
    ['admin', visitor, '/login'],
    ['admin', tokenOnly, '/login'],
    ['admin', signedIn, '/home'],
    ['admin', signedInAdmin, null],
  ] as const)('%s page, %o → %s', (access, auth, expected) => {
    expect(accessRedirect(access, auth)).toBe(expected);
  });

  it('does not let a user through without a token (logged out in another tab)', () => {
    expect(accessRedirect('user', { token: null, user: member })).toBe('/login');
    expect(accessRedirect('guest', { token: null, user: member })).toBeNull();
  });
});

describe('guard loaders', () => {
  beforeEach(() => ensureUserLoaded.mockReset());

  async function redirectOf(loader: () => Promise<unknown>): Promise<string | null> {
    try {
      await loader();
      return null;
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(302);
      return response.headers.get('Location');
    }
  }

  it('wait for the user before deciding', async () => {
    let resolve!: (snapshot: AuthSnapshot) => void;
    ensureUserLoaded.mockReturnValue(new Promise((done) => (resolve = done)));
    const decision = redirectOf(requireAuth);
    resolve(signedIn);
    expect(await decision).toBeNull();
    expect(ensureUserLoaded).toHaveBeenCalledTimes(1);
  });

  it('redirect with React Router responses', async () => {
    ensureUserLoaded.mockResolvedValue(visitor);
    expect(await redirectOf(requireAuth)).toBe('/login');
    expect(await redirectOf(adminOnly)).toBe('/login');
    expect(await redirectOf(guestOnly)).toBeNull();

    ensureUserLoaded.mockResolvedValue(signedIn);
    expect(await redirectOf(requireAuth)).toBeNull();
    expect(await redirectOf(adminOnly)).toBe('/home');
    expect(await redirectOf(guestOnly)).toBe('/home');

    ensureUserLoaded.mockResolvedValue(signedInAdmin);
    expect(await redirectOf(adminOnly)).toBeNull();
  });
});
