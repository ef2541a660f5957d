import { describe, expect, it } from 'vitest';
import { createPersonalStorage, type StorageArea } from './personal-storage';

/** A Storage area in memory, as the browser's behaves for the calls made here. */
function memoryArea(initial: Record<string, string> = {}): StorageArea & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

function refusingArea(): StorageArea {
  const refuse = () => {
    throw new Error('SecurityError');
  };
  return { length: 0, key: refuse, getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse };
}

function setUp({
  shared = false,
  local = memoryArea(),
  session = memoryArea(),
}: { shared?: boolean; local?: StorageArea | null; session?: StorageArea | null } = {}) {
  const flag = { shared };
  const storage = createPersonalStorage({
    local: () => local,
    session: () => session,
    sharedFlag: { read: () => flag.shared, write: (next) => void (flag.shared = next) },
  });
  return { storage, local, session, flag };
}

describe('personal storage', () => {
  it('on a computer of its own keeps everything in localStorage, as decisions 0007, 0009 and 0026 say', () => {
    const { storage, local, session } = setUp();
    storage.setItem('icf-draft-v1:user:7', 'draft of Kim');
    expect(local!.getItem('icf-draft-v1:user:7')).toBe('draft of Kim');
    expect(session!.length).toBe(0);
    expect(storage.area()).toBe(local);
    expect(storage.isSharedComputer()).toBe(false);
  });

  it('on a shared computer keeps everything in sessionStorage and nothing in localStorage', () => {
    const { storage, local, session } = setUp({ shared: true });
    storage.setItem('icf-draft-v1:user:7', 'draft of Kim');
    storage.setItem('icf-queued-save-v1:user:7', 'queued save of Kim');
    expect(local!.length).toBe(0);
    expect(session!.getItem('icf-draft-v1:user:7')).toBe('draft of Kim');
    expect(storage.getItem('icf-queued-save-v1:user:7')).toBe('queued save of Kim');
    expect(storage.area()).toBe(session);
  });

  it('follows the choice made at login', () => {
    const { storage, local, session, flag } = setUp();
    storage.setSharedComputer(true);
    expect(flag.shared).toBe(true);
    storage.setItem('a', '1');
    expect(session!.getItem('a')).toBe('1');
    storage.setSharedComputer(false);
    storage.setItem('b', '2');
    expect(local!.getItem('b')).toBe('2');
  });

  it('moves an item kept on the disk into the shared session when it is read, so it leaves the disk', () => {
    const local = memoryArea({ 'icf-draft-v1:user:7': 'kept draft', 'icf-draft-v1:user:8': 'colleague' });
    const { storage, session } = setUp({ shared: true, local });
    expect(storage.getItem('icf-draft-v1:user:7')).toBe('kept draft');
    expect(local.items.has('icf-draft-v1:user:7')).toBe(false);
    expect(session!.getItem('icf-draft-v1:user:7')).toBe('kept draft');
    // Another account's kept draft is never read by this one, so it stays where its owner kept it.
    expect(local.items.get('icf-draft-v1:user:8')).toBe('colleague');
  });

  it('moves a session item to localStorage when the next login is not on a shared computer', () => {
    const session = memoryArea({ 'icf-draft-v1:user:7': 'draft of the expired session' });
    const { storage, local } = setUp({ session });
    expect(storage.getItem('icf-draft-v1:user:7')).toBe('draft of the expired session');
    expect(local!.getItem('icf-draft-v1:user:7')).toBe('draft of the expired session');
    expect(session.length).toBe(0);
  });

  it('prefers the area in force when both hold the key', () => {
    const local = memoryArea({ k: 'old' });
    const session = memoryArea({ k: 'new' });
    const { storage } = setUp({ shared: true, local, session });
    expect(storage.getItem('k')).toBe('new');
  });

  it('a write removes a stale copy from the other area', () => {
    const local = memoryArea({ 'icf-offline-user-v1': 'Kim, kim@example.com' });
    const { storage } = setUp({ shared: true, local });
    storage.setItem('icf-offline-user-v1', 'Lee');
    expect(local.length).toBe(0);
  });

  it('removes from both areas and lists the keys of both', () => {
    const local = memoryArea({ a: '1', both: 'x' });
    const session = memoryArea({ b: '2', both: 'y' });
    const { storage } = setUp({ shared: true, local, session });
    expect(storage.keys().sort()).toEqual(['a', 'b', 'both']);
    storage.removeItem('both');
    expect(local.items.has('both')).toBe(false);
    expect(session.items.has('both')).toBe(false);
  });

  it('clears the session at a shared logout and leaves localStorage alone', () => {
    const local = memoryArea({ 'icf-draft-v1:user:8': 'colleague kept this' });
    const { storage, session } = setUp({ shared: true, local });
    storage.setItem('icf-draft-v1:user:7', 'draft of Kim');
    storage.setItem('icf.draft-client.v1', '{"clientId":3}');
    storage.clearSession();
    expect(session!.length).toBe(0);
    expect(local.items.get('icf-draft-v1:user:8')).toBe('colleague kept this');
  });

  it('throws as localStorage does when the browser keeps no storage, and never touches the other area then', () => {
    const local = memoryArea();
    const { storage } = setUp({ shared: true, local, session: null });
    expect(() => storage.setItem('k', 'v')).toThrow();
    expect(() => storage.getItem('k')).toThrow();
    expect(local.length).toBe(0);
  });

  it('tolerates an area that refuses access', () => {
    const { storage, session } = setUp({ shared: true, local: refusingArea() });
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    expect(storage.getItem('missing')).toBeNull();
    storage.removeItem('k');
    expect(session!.length).toBe(0);
    expect(storage.keys()).toEqual([]);
  });
});
