import { deleteCookie, readCookie, writeCookie } from './cookies';

/** The part of `Storage` kept personal data needs (localStorage and sessionStorage both are one). */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length' | 'clear'>;

export interface PersonalStorageOptions {
  /** localStorage: kept after the browser closes. Null when the browser refuses storage. */
  local(): StorageArea | null;
  /** sessionStorage: kept by this tab until it or the browser closes. */
  session(): StorageArea | null;
  /** Whether the user said at login that this is a shared computer (for as long as the browser runs). */
  sharedFlag: { read(): boolean; write(shared: boolean): void };
}

export interface PersonalStorage {
  isSharedComputer(): boolean;
  /** At login: "This is a shared computer" ticked or not. */
  setSharedComputer(shared: boolean): void;
  /** The area in force now (null without storage): the one whose `storage` events count. */
  area(): StorageArea | null;
  /**
   * The item in the area in force. An item found only in the other area (kept before the choice changed) is
   * moved here first, so an account's kept draft follows it into a shared session and leaves the disk.
   * Throws when the browser refuses storage, as `localStorage` does.
   */
  getItem(key: string): string | null;
  /** Writes the item in the area in force and removes any copy from the other one. Throws as `setItem` does. */
  setItem(key: string, value: string): void;
  /** Removes the item from both areas. */
  removeItem(key: string): void;
  /** The keys of both areas. */
  keys(): string[];
  /** Logout on a shared computer: everything this tab kept for the session goes. */
  clearSession(): void;
}

/**
 * Where the web app keeps what it knows of the user and their patients: the draft (decision records 0007,
 * 0009), the saves queued offline (0026, 0031), the draft's client (0018) and the user kept for an offline
 * reload (0026). On a computer of one's own, localStorage, as those records say. On a shared computer,
 * sessionStorage, so that closing the browser leaves no patient name behind (decision record 0046).
 */
export function createPersonalStorage({
  local,
  session,
  sharedFlag,
}: PersonalStorageOptions): PersonalStorage {
  const inForce = () => (sharedFlag.read() ? session() : local());
  const other = () => (sharedFlag.read() ? local() : session());

  function required(area: StorageArea | null): StorageArea {
    if (!area) throw new Error('This browser keeps no storage for the page');
    return area;
  }

  function keysOf(area: StorageArea | null): string[] {
    const keys: string[] = [];
    if (!area) return keys;
    for (let index = 0; index < area.length; index += 1) {
      const key = area.key(index);
      if (key !== null) keys.push(key);
    }
    return keys;
  }

  /** What `action` gives, or `fallback` when the browser refuses the storage it touches. */
  function attempt<T>(action: () => T, fallback: T): T {
    try {
      return action();
    } catch {
      return fallback;
    }
  }

  function quietly(action: () => void): void {
    attempt(action, undefined);
  }

  return {
    isSharedComputer: () => sharedFlag.read(),
    setSharedComputer: (shared) => sharedFlag.write(shared),
    area: inForce,

    getItem(key) {
      const here = required(inForce());
      const value = here.getItem(key);
      if (value !== null) return value;
      const there = attempt(other, null);
      const kept = there ? attempt(() => there.getItem(key), null) : null;
      if (!there || kept === null) return null;
      // Moved; or, when this area is full, read where it is: shown either way.
      quietly(() => {
        here.setItem(key, kept);
        there.removeItem(key);
      });
      return kept;
    },

    setItem(key, value) {
      required(inForce()).setItem(key, value);
      quietly(() => other()?.removeItem(key));
    },

    removeItem(key) {
      quietly(() => local()?.removeItem(key));
      quietly(() => session()?.removeItem(key));
    },

    keys() {
      const keys = new Set<string>();
      quietly(() => keysOf(local()).forEach((key) => keys.add(key)));
      quietly(() => keysOf(session()).forEach((key) => keys.add(key)));
      return [...keys];
    },

    clearSession() {
      quietly(() => session()?.clear());
    },
  };
}

/**
 * A session cookie (no expiry), shared by the tabs and dropped when the browser closes, like the token
 * cookie of a login (spec §9). A tab opened later in the same session keeps personal data in its session too.
 */
export const sharedComputerCookie = 'icf-shared-computer';

function browserArea(pick: () => StorageArea): StorageArea | null {
  if (typeof window === 'undefined') return null; // The build's prerender (decision record 0039).
  try {
    return pick();
  } catch {
    return null;
  }
}

/** The browser's personal storage. */
export const personalStorage = createPersonalStorage({
  local: () => browserArea(() => window.localStorage),
  session: () => browserArea(() => window.sessionStorage),
  sharedFlag: {
    read: () => readCookie(sharedComputerCookie) === '1',
    write: (shared) =>
      shared
        ? writeCookie(sharedComputerCookie, '1', undefined, 'Strict')
        : deleteCookie(sharedComputerCookie),
  },
});
