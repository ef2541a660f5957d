import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSelectionCatalogue, emptyCodeEntry, initialSelection } from '@icf/shared';
import { createDraftStore } from './create-draft-store';
import { emptyDocumentInfo } from './document-info';
import { draftStorageKey, parseStoredDraft, serializeDraft } from './draft-storage';
import { createMemoryStorage, createTestCodeMap, testSets } from './test-fixtures';

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
        },
        info: emptyDocumentInfo('2024-01-01'),
      }),
    });
    const store = createDraftStore({ storage, today });
    store.attachCatalogue(catalogue);
    const { selection } = store.getDraft();
    expect(selection.selectedCodes).toEqual(['b280']);
    expect(selection.entries.b280?.q1).toBe('1');
    expect(selection.otherCodes.length + selection.diffCodes.length + 1).toBe(catalogue.categoryCodes.length);
  });
});
