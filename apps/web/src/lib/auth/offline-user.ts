import type { User } from '@icf/shared';
import { ApiError } from '../api-client';
import { personalStorage } from '../personal-storage';
import { getUser } from './get-user';

/** The signed-in user as last loaded, with a fingerprint of the token it was loaded for. */
const storageKey = 'icf-offline-user-v1';

/**
 * Decision record 0026: `GET /api/user` with the stored token, and, when the network fails (no answer at
 * all, as offline), the user that was loaded for this very token the last time, so an offline reload keeps the
 * account and its draft instead of signing out (spec §4 clears the token when fetching the user fails: an
 * answer of the server still does). The service worker never stores this answer; this copy lives in the
 * page's own storage (only for the browser session on a shared computer, decision record 0046), bound to the
 * token, and is removed with it at logout.
 */
export async function fetchUserOrKept(token: string | null): Promise<User> {
  try {
    const user = await getUser();
    if (token) await keepUser(token, user);
    return user;
  } catch (error) {
    if (!(error instanceof ApiError) && token) {
      const kept = await keptUser(token);
      if (kept) return kept;
    }
    throw error;
  }
}

/** Logout and every other end of the token: the kept user goes with it. */
export function forgetKeptUser(): void {
  try {
    personalStorage.removeItem(storageKey);
  } catch {
    // No storage: nothing was kept.
  }
}

async function keepUser(token: string, user: User): Promise<void> {
  const tokenHash = await fingerprint(token);
  if (!tokenHash) return;
  try {
    personalStorage.setItem(storageKey, JSON.stringify({ tokenHash, user }));
  } catch {
    // No storage: an offline reload will sign out, as before.
  }
}

async function keptUser(token: string): Promise<User | null> {
  try {
    const kept = JSON.parse(personalStorage.getItem(storageKey) ?? 'null') as {
      tokenHash: string;
      user: User;
    } | null;
    return kept && kept.tokenHash === (await fingerprint(token)) ? kept.user : null;
  } catch {
    return null;
  }
}

/** SHA-256 of the token, so the token itself is not written a second time (null without Web Crypto). */
async function fingerprint(token: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
