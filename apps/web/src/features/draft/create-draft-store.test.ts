import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSelectionCatalogue, emptyCodeEntry, initialSelection } from '@icf/shared';
import { createDraftStore } from './create-draft-store';
import { emptyDocumentInfo } from './document-info';
import { draftStorageKey, draftStorageKeyOf, parseStoredDraft, serializeDraft } from './draft-storage';
import { createMemoryStorage, createTestCodeMap, testSets } from '../../../test/draft-fixtures';

const today = () => '2024-05-06';
const catalogue = createSelectionCatalogue(createTestCodeMap(), testSets);

function stored(storage: ReturnType<typeof createMemoryStorage>) {
  return parseStoredDraft(storage.getItem(draftStorageKey), 'unused');
}

describe('createDraftStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts empty with today as the evaluation date', () => {
    const store = createDraftStore({ storage: createMemoryStorage(), today });
    expect(store.getDraft().info).toEqual(emptyDocumentInfo('2024-05-06'));
    expect(store.getDraft().selection.selectedCodes).toEqual([]);
  });

  it('restores a stored draft, and starts empty when the stored one is corrupt', () => {
    const storage = createMemoryStorage();
    const first = createDraftStore({ storage, today });
    first.attachCatalogue(catalogue);
    first.dispatchSelection({ type: 'toggleSet', setId: 'A' });
    first.updateInfo({ client: 'Kim' });
    first.flush();

    const restored = createDraftStore({ storage, today });
    expect(restored.getDraft()).toEqual(first.getDraft());

    storage.items.set(draftStorageKey, '{not json');
    expect(createDraftStore({ storage, today }).getDraft().info.client).toBe('');
  });

  it('writes once per burst of changes, after the debounce', () => {
    const storage = createMemoryStorage();
    const store = createDraftStore({ storage, today, debounceMs: 300 });
    store.attachCatalogue(catalogue);
    for (const text of ['a', 'ab', 'abc']) store.updateInfo({ client: text });
    expect(storage.writes).toBe(0);
    vi.advanceTimersByTime(299);
    expect(storage.writes).toBe(0);
    vi.advanceTimersByTime(1);
    expect(storage.writes).toBe(1);
    expect(stored(storage)?.info.client).toBe('abc');
  });

  it('flush writes a pending change at once (page hidden or unloaded)', () => {
    const storage = createMemoryStorage();
    const store = createDraftStore({ storage, today });
    store.updateInfo({ dx: 'stroke' });
    store.flush();
    expect(stored(storage)?.info.dx).toBe('stroke');
    store.flush();
    expect(storage.writes).toBe(1);
  });

  it('survives a storage that refuses writes', () => {
    const storage = createMemoryStorage();
    storage.failWrites = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createDraftStore({ storage, today });
    store.updateInfo({ client: 'x' });
    store.flush();
    store.updateInfo({ client: 'y' });
    store.flush();
    expect(store.getDraft().info.client).toBe('y');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('works without storage', () => {
    const store = createDraftStore({ storage: null, today });
    store.updateInfo({ client: 'x' });
    store.flush();
    expect(store.getDraft().info.client).toBe('x');
  });

  it('queues selection actions until the catalogue arrives, then applies them in order', () => {
    const store = createDraftStore({ storage: createMemoryStorage(), today });
    store.dispatchSelection({ type: 'toggleSet', setId: 'A' });
    store.dispatchSelection({ type: 'updateEntry', code: 'b280', patch: { q1: '2' } });
    expect(store.getDraft().selection.selectedCodes).toEqual([]);
    store.attachCatalogue(catalogue);
    expect(store.catalogue.get()).toBe(catalogue);
    expect(store.getDraft().selection.selectedCodes).toEqual(['b280', 'd450']);
    expect(store.getDraft().selection.entries.b280?.q1).toBe('2');
  });

  it('reduces with the shared rules and keeps unchanged entries and lists identical', () => {
    const store = createDraftStore({ storage: createMemoryStorage(), today });
    store.attachCatalogue(catalogue);
    store.dispatchSelection({ type: 'toggleSet', setId: 'A' });
    const before = store.getDraft().selection;
    store.dispatchSelection({ type: 'updateEntry', code: 'b280', patch: { desc: 'pain' } });
    const after = store.getDraft().selection;
    expect(after.entries.b280?.desc).toBe('pain');
    expect(after.entries.d450).toBe(before.entries.d450);
    expect(after.selectedCodes).toBe(before.selectedCodes);
    expect(store.getDraft().info).toBe(store.getDraft().info);
  });

  it('notifies only on real changes', () => {
    const store = createDraftStore({ storage: createMemoryStorage(), today });
    store.attachCatalogue(catalogue);
    const listener = vi.fn();
    store.draft.subscribe(listener);
    store.updateInfo({ client: '' });
    store.dispatchSelection({ type: 'removeCode', code: 'b280' });
    store.attachCatalogue(catalogue);
    expect(listener).not.toHaveBeenCalled();
    store.updateInfo({ client: 'Kim' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clearDraft empties everything and writes at once', () => {
    const storage = createMemoryStorage();
    const store = createDraftStore({ storage, today });
    store.attachCatalogue(catalogue);
    store.dispatchSelection({ type: 'toggleSet', setId: 'B' });
    store.updateInfo({ client: 'Kim', evaluation_date: '2020-01-01' });
    store.clearDraft();
    expect(store.getDraft()).toEqual({
      selection: initialSelection(catalogue),
      info: emptyDocumentInfo('2024-05-06'),
      unsaved: false,
    });
    expect(stored(storage)).toEqual(store.getDraft());
  });

  it('importDraft copies the info fields and selects the document codes with the shared import rule', () => {
    const store = createDraftStore({ storage: createMemoryStorage(), today });
    store.attachCatalogue(catalogue);
    store.updateInfo({ manager: 'old' });
    store.importDraft({
      info: { client: 'Choi', evaluation_date: '2023-03-03', unknown: 'x' },
      sets: ['A'],
      data: { b280: { q1: '4', s3: true }, e310: { q1: '+2' } },
    });
    const { selection, info } = store.getDraft();
    expect(info).toEqual({ ...emptyDocumentInfo(''), client: 'Choi', evaluation_date: '2023-03-03' });
    expect(selection.selectedSetIds).toEqual(['A']);
    expect(selection.selectedCodes).toEqual(['b280', 'e310']);
    expect(selection.diffCodes).toEqual(['s110', 'd450']);
    expect(selection.entries.b280).toEqual({ ...emptyCodeEntry(), q1: '4', s3: true });
  });

  it('keeps the id of an imported document until it is cleared, forgotten or replaced', () => {
    const storage = createMemoryStorage();
    const store = createDraftStore({ storage, today });
    store.attachCatalogue(catalogue);
    store.importDraft({ id: 7, info: { client: 'Choi' }, sets: ['A'], data: {} });
    expect(store.getDraft().documentId).toBe(7);
    store.updateInfo({ description: 'second visit' });
    store.dispatchSelection({ type: 'updateEntry', code: 'b280', patch: { q1: '1' } });
    expect(store.getDraft().documentId).toBe(7);
    store.flush();
    expect(createDraftStore({ storage, today }).getDraft().documentId).toBe(7);

    store.importDraft({ info: {}, sets: [], data: {} });
    expect(store.getDraft()).not.toHaveProperty('documentId');
    store.importDraft({ id: 8, info: {}, sets: [], data: {} });
    store.forgetDocumentId();
    expect(store.getDraft()).not.toHaveProperty('documentId');
    store.importDraft({ id: 9, info: {}, sets: [], data: {} });
    store.clearDraft();
    expect(store.getDraft()).not.toHaveProperty('documentId');
    expect(stored(storage)).not.toHaveProperty('documentId');
  });

  it('reconciles a restored selection with the catalogue on attach', () => {
    const storage = createMemoryStorage({
      [draftStorageKey]: serializeDraft({
        selection: {
          selectedSetIds: ['A'],
          selectedCodes: ['b280', 'x999'],
          diffCodes: [],
          otherCodes: [],
          addedCodes: [],
          entries: { b280: { ...emptyCodeEntry(), q1: '1' }, x999: emptyCodeEntry() },
          removedEntries: { d450: { ...emptyCodeEntry(), q2: '3' }, x998: { ...emptyCodeEntry(), q1: '1' } },
        },
        info: emptyDocumentInfo('2024-01-01'),
        unsaved: true,
      }),
    });
    const store = createDraftStore({ storage, today });
    store.attachCatalogue(catalogue);
    const { selection } = store.getDraft();
    expect(selection.selectedCodes).toEqual(['b280']);
    expect(selection.entries.b280?.q1).toBe('1');
    // A hidden entry of a removed code is kept while its code exists.
    expect(selection.removedEntries).toEqual({ d450: { ...emptyCodeEntry(), q2: '3' } });
    expect(selection.otherCodes.length + selection.diffCodes.length + 1).toBe(catalogue.categoryCodes.length);
  });
});

describe('unsaved changes and the saved document', () => {
  it('a fresh or imported draft has none; any change makes one; markSaved links the document', () => {
    const store = createDraftStore({ storage: createMemoryStorage(), today });
    store.attachCatalogue(catalogue);
    expect(store.getDraft().unsaved).toBe(false);
    store.dispatchSelection({ type: 'toggleSet', setId: 'A' });
    expect(store.getDraft().unsaved).toBe(true);

    const sent = store.getDraft();
    store.markSaved(31, sent);
    expect(store.getDraft()).toMatchObject({ documentId: 31, unsaved: false });
    store.updateInfo({ client: 'Kim' });
    expect(store.getDraft()).toMatchObject({ documentId: 31, unsaved: true });

    store.importDraft({ id: 5, info: {}, sets: ['B'], data: {} });
    expect(store.getDraft()).toMatchObject({ documentId: 5, unsaved: false });
  });

  it('keeps the version the draft started from with its document, stored and read back (decision record 0036)', () => {
    const storage = createMemoryStorage();
    const store = createDraftStore({ storage, today });
    store.attachCatalogue(catalogue);
    store.importDraft({ id: 5, version: 3, info: {}, sets: ['B'], data: {} });
    expect(store.getDraft()).toMatchObject({ documentId: 5, documentVersion: 3 });
    store.markSaved(5, store.getDraft(), 4);
    expect(store.getDraft().documentVersion).toBe(4);
    store.flush();
    const reopened = createDraftStore({ storage, today });
    expect(reopened.getDraft()).toMatchObject({ documentId: 5, documentVersion: 4 });
    // A save of unknown version (the offline queue's) leaves none: the next save replaces as before.
    store.markSaved(5, store.getDraft());
    expect(store.getDraft().documentVersion).toBeUndefined();
    store.markSaved(5, store.getDraft(), 6);
    store.forgetDocumentId();
    expect(store.getDraft()).not.toHaveProperty('documentVersion');
  });

  it('a change made while the save was under way stays unsaved', () => {
    const store = createDraftStore({ storage: createMemoryStorage(), today });
    store.attachCatalogue(catalogue);
    store.updateInfo({ client: 'Kim' });
    const sent = store.getDraft();
    store.updateInfo({ client: 'Kim Y' });
    store.markSaved(9, sent);
    expect(store.getDraft()).toMatchObject({ documentId: 9, unsaved: true });
  });

  it('an import that waits for the catalogue is not an unsaved change', () => {
    const store = createDraftStore({ storage: createMemoryStorage(), today });
    store.importDraft({ id: 3, info: { client: 'Lee' }, sets: ['A'], data: { b280: { q1: '1' } } });
    store.attachCatalogue(catalogue);
    expect(store.getDraft()).toMatchObject({ documentId: 3, unsaved: false });
    expect(store.getDraft().selection.selectedCodes).toEqual(['b280']);
    expect(store.getDraft().selection.entries.b280?.q1).toBe('1');
  });
});

describe('undo of a removal', () => {
  it('restoreSelection puts the previous selection back only if nothing changed it since', () => {
    const store = createDraftStore({ storage: createMemoryStorage(), today });
    store.attachCatalogue(catalogue);
    store.dispatchSelection({ type: 'toggleSet', setId: 'A' });
    store.dispatchSelection({ type: 'updateEntry', code: 'b280', patch: { q1: '3', desc: 'x' } });
    const before = store.getDraft().selection;
    store.dispatchSelection({ type: 'toggleSet', setId: 'A' });
    const after = store.getDraft().selection;
    expect(store.restoreSelection(after, before)).toBe(true);
    expect(store.getDraft().selection).toBe(before);
    expect(store.restoreSelection(after, before)).toBe(false);
  });
});

/** Two stores on one storage are two tabs of one browser; `deliver` plays the browser's `storage` event. */
describe('one draft shared by the tabs of a browser', () => {
  function twoTabs() {
    const storage = createMemoryStorage();
    const tab1 = createDraftStore({ storage, today });
    const tab2 = createDraftStore({ storage, today });
    tab1.attachCatalogue(catalogue);
    tab2.attachCatalogue(catalogue);
    const deliver = (to: typeof tab1) =>
      to.receiveStorageChange(draftStorageKey, storage.getItem(draftStorageKey));
    return { storage, tab1, tab2, deliver };
  }

  it('a change written by one tab shows in the other', () => {
    const { tab1, tab2, deliver } = twoTabs();
    tab1.updateInfo({ client: 'Park' });
    tab1.flush();
    deliver(tab2);
    expect(tab2.getDraft().info.client).toBe('Park');
  });

  it('a tab replays its unwritten changes on top of the other tab’s write instead of overwriting it', () => {
    const { storage, tab1, tab2, deliver } = twoTabs();
    tab1.dispatchSelection({ type: 'toggleSet', setId: 'A' });
    tab1.flush();
    deliver(tab2);
    tab1.updateInfo({ client: 'typed in tab 1' });
    tab2.dispatchSelection({ type: 'updateEntry', code: 'b280', patch: { q1: '2' } });
    tab2.flush();
    // Tab 1 writes after tab 2 without having seen its write: it must not write back the older copy.
    tab1.flush();
    const stored = parseStoredDraft(storage.getItem(draftStorageKey), 'unused');
    expect(stored?.info.client).toBe('typed in tab 1');
    expect(stored?.selection.entries.b280?.q1).toBe('2');
    expect(tab1.getDraft().selection.entries.b280?.q1).toBe('2');
    deliver(tab2);
    expect(tab2.getDraft().info.client).toBe('typed in tab 1');
  });

  it('receiving a write keeps the local unwritten change and writes it', () => {
    const { storage, tab1, tab2, deliver } = twoTabs();
    tab2.updateInfo({ dx: 'stroke' });
    tab1.updateInfo({ client: 'Han' });
    tab1.flush();
    deliver(tab2);
    expect(tab2.getDraft().info).toMatchObject({ client: 'Han', dx: 'stroke' });
    tab2.flush();
    expect(parseStoredDraft(storage.getItem(draftStorageKey), 'x')?.info).toMatchObject({
      client: 'Han',
      dx: 'stroke',
    });
  });

  it('ignores other keys and follows a cleared slot', () => {
    const { storage, tab1, tab2, deliver } = twoTabs();
    tab1.updateInfo({ client: 'Han' });
    tab1.flush();
    deliver(tab2);
    tab2.receiveStorageChange('unrelated', 'x');
    expect(tab2.getDraft().info.client).toBe('Han');
    storage.removeItem(draftStorageKey);
    deliver(tab2);
    expect(tab2.getDraft().info.client).toBe('');
  });
});

describe('the draft belongs to an account', () => {
  it('each owner has its own slot; another account never sees the first one’s draft', () => {
    const storage = createMemoryStorage();
    const store = createDraftStore({ storage, today });
    store.attachCatalogue(catalogue);
    store.switchOwner(1);
    store.updateInfo({ client: 'patient of account 1' });
    store.switchOwner(null);
    expect(store.getDraft().info.client).toBe('');
    store.switchOwner(2);
    expect(store.getDraft().info.client).toBe('');
    expect(store.hasStoredDraft(1)).toBe(true);
    expect(store.hasStoredDraft(2)).toBe(false);
    store.switchOwner(1);
    expect(store.getDraft().info.client).toBe('patient of account 1');
    expect(storage.items.has(draftStorageKeyOf(1))).toBe(true);
  });

  it('discardDraft removes the account’s draft from the browser', () => {
    const storage = createMemoryStorage();
    const store = createDraftStore({ storage, today });
    store.attachCatalogue(catalogue);
    store.switchOwner(4);
    store.dispatchSelection({ type: 'toggleSet', setId: 'A' });
    store.flush();
    store.discardDraft();
    expect(storage.items.has(draftStorageKeyOf(4))).toBe(false);
    expect(store.getDraft().selection).toEqual(initialSelection(catalogue));
    store.switchOwner(null);
    store.switchOwner(4);
    expect(store.getDraft().selection.selectedCodes).toEqual([]);
  });

  it('a visitor’s draft moves into the account that adopts it, and leaves the visitor slot', () => {
    const storage = createMemoryStorage();
    const store = createDraftStore({ storage, today });
    store.attachCatalogue(catalogue);
    store.updateInfo({ client: 'written before login' });
    store.flush();
    expect(store.adoptVisitorDraft()).toBe(false); // a visitor adopts nothing
    store.switchOwner(7);
    expect(store.hasStoredDraft(null)).toBe(true);
    expect(store.adoptVisitorDraft()).toBe(true);
    expect(store.getDraft().info.client).toBe('written before login');
    expect(storage.items.has(draftStorageKey)).toBe(false);
    expect(parseStoredDraft(storage.getItem(draftStorageKeyOf(7)), 'x')?.info.client).toBe(
      'written before login',
    );
    store.switchOwner(null);
    expect(store.getDraft().info.client).toBe('');
  });

  it('a change not yet written is written to its own owner’s slot before the switch', () => {
    const storage = createMemoryStorage();
    const store = createDraftStore({ storage, today });
    store.switchOwner(3);
    store.updateInfo({ client: 'pending' });
    store.switchOwner(null);
    expect(parseStoredDraft(storage.getItem(draftStorageKeyOf(3)), 'x')?.info.client).toBe('pending');
    expect(storage.items.has(draftStorageKey)).toBe(false);
  });

  it('names the document by its description as saved, not by one typed for a save that failed', () => {
    const storage = createMemoryStorage();
    const store = createDraftStore({ storage, today });
    store.attachCatalogue(catalogue);
    store.updateInfo({ description: 'first visit' });
    store.markSaved(8, store.getDraft(), 1);
    // The next save's description is typed, then the save fails: the draft keeps it, the name stays.
    store.updateInfo({ description: 'second visit' });
    expect(store.getDraft()).toMatchObject({ savedDescription: 'first visit', unsaved: true });
    store.flush();
    expect(createDraftStore({ storage, today }).getDraft().savedDescription).toBe('first visit');

    store.importDraft({ id: 9, version: 2, info: { description: 'imported' }, sets: [], data: {} });
    expect(store.getDraft().savedDescription).toBe('imported');
    store.forgetDocumentId();
    expect(store.getDraft()).not.toHaveProperty('savedDescription');
  });
});
