import {
  completeCodeEntry,
  initialSelection,
  reduceSelection,
  type CodeEntry,
  type SelectionAction,
  type SelectionCatalogue,
  type SelectionState,
} from '@icf/shared';
import { createExternalStore, type ExternalStore } from '../../lib/external-store';
import { emptyDocumentInfo, pickDocumentInfo, todayIsoDate, type DocumentInfo } from './document-info';
import { draftHasContent, emptyDraft, emptySelectionState, type Draft } from './draft';
import {
  draftStorageKeyOf,
  parseStoredDraftState,
  serializeDraft,
  type DraftOwner,
  type StoredDraftState,
} from './draft-storage';
import { reconcileSelection } from './reconcile-selection';

/** The part of `Storage` the draft needs; `null` when the browser refuses storage (the draft then lives in memory). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DraftStoreOptions {
  storage: DraftStorage | null;
  /** Typing bursts are written once they pause this long. */
  debounceMs?: number;
  today?: () => string;
}

/** A saved document as the dashboard hands it over (spec §4 "Importing a saved document"). */
export interface DraftImport {
  /** The saved document's id, kept in the draft so that saving again updates that document. */
  id?: number;
  /** The version imported (decision record 0036); kept only with `id`. */
  version?: number;
  info: Partial<Record<string, unknown>>;
  /** Set ids. */
  sets: readonly string[];
  data: Readonly<Record<string, Readonly<Partial<CodeEntry>>>>;
  /**
   * True when the content holds the user's changes not yet saved: their draft merged onto a newer version
   * (decision record 0036), which the next save must still send. A plain import is saved content: false.
   */
  unsaved?: boolean;
}

export interface DraftStore {
  readonly draft: ExternalStore<Draft>;
  /** The catalogue the selection is reduced with; null until codes and core sets have loaded. */
  readonly catalogue: ExternalStore<SelectionCatalogue | null>;
  getDraft(): Draft;
  attachCatalogue(catalogue: SelectionCatalogue): void;
  dispatchSelection(action: SelectionAction): void;
  /**
   * Puts `previous` back as the selection, if the selection is still `expected` (nothing changed it since);
   * true when it did. The undo of a removal.
   */
  restoreSelection(expected: SelectionState, previous: SelectionState): boolean;
  updateInfo(patch: Partial<DocumentInfo>): void;
  clearDraft(): void;
  importDraft(document: DraftImport): void;
  /**
   * `sent` was saved as the document `documentId`: the draft now belongs to that document, and has no unsaved
   * changes unless it changed while the save was under way.
   */
  markSaved(documentId: number, sent: Draft, version?: number): void;
  /** Detaches the draft from its saved document (deleted): the next save creates a new one. */
  forgetDocumentId(): void;
  /** Writes a pending change now (the page is being hidden or unloaded). */
  flush(): void;

  /** Whose draft is shown: null for a visitor, else the signed-in account's id. */
  owner(): DraftOwner;
  /** Shows the draft `owner` kept in this browser (an empty one if none): at login, logout, a change of user. */
  switchOwner(owner: DraftOwner): void;
  /** Whether `owner` has a draft with content stored in this browser. */
  hasStoredDraft(owner: DraftOwner): boolean;
  /** Moves the visitor's draft into the shown account's slot, replacing what was there; false if none. */
  adoptVisitorDraft(): boolean;
  /** Empties the shown draft and removes it from this browser (logout without keeping it). */
  discardDraft(): void;
  /** Another tab wrote `key` (the `storage` event): the shown draft follows if it is that slot. */
  receiveStorageChange(key: string | null, value: string | null): void;
}

/** One local change, replayable on top of a draft another tab wrote meanwhile. */
type DraftChange = (draft: Draft, catalogue: SelectionCatalogue | null) => Draft;

/**
 * The whole draft (selection + document info) in one observable value, in one storage slot per owner.
 * Selection changes go through the shared reducer only; the store adds persistence, the wait for the
 * catalogue, and the sharing of one slot by every tab of the browser: each local change is kept until it is
 * written, and when another tab's write arrives (or is found at write time), the local changes are replayed
 * on top of it, so no tab writes back an older copy.
 */
export function createDraftStore({
  storage,
  debounceMs = 300,
  today = todayIsoDate,
}: DraftStoreOptions): DraftStore {
  let currentOwner: DraftOwner = null;
  let revision = 0;
  const initial = readSlot(currentOwner);
  revision = initial?.revision ?? 0;
  const draft = createExternalStore<Draft>(initial?.draft ?? emptyDraft(today()));
  const catalogue = createExternalStore<SelectionCatalogue | null>(null);
  /** Selection changes dispatched before the catalogue arrived; applied, in order, when it does. */
  let pending: DraftChange[] = [];
  /** Local changes not yet written. */
  let unwritten: DraftChange[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let warned = false;

  function readSlot(owner: DraftOwner): StoredDraftState | null {
    try {
      return parseStoredDraftState(storage?.getItem(draftStorageKeyOf(owner)) ?? null, today());
    } catch {
      return null; // Storage disabled: start empty.
    }
  }

  function writeSlot(owner: DraftOwner, value: Draft, nextRevision: number): boolean {
    if (!storage) return false;
    try {
      storage.setItem(draftStorageKeyOf(owner), serializeDraft(value, nextRevision));
      return true;
    } catch (error) {
      if (!warned) console.warn('The draft could not be stored in this browser', error);
      warned = true;
      return false;
    }
  }

  function removeSlot(owner: DraftOwner): void {
    try {
      storage?.removeItem(draftStorageKeyOf(owner));
    } catch {
      // Storage disabled: nothing is stored.
    }
  }

  /** A stored draft made against an earlier catalogue is fitted to the current one. */
  function fitted(value: Draft): Draft {
    const current = catalogue.get();
    if (!current) return value;
    const selection = reconcileSelection(current, value.selection);
    return selection === value.selection ? value : { ...value, selection };
  }

  function replay(base: Draft): Draft {
    return unwritten.reduce((value, change) => change(value, catalogue.get()), base);
  }

  /** Writes the shown draft, first replaying the local changes on a newer copy another tab wrote. */
  function persist(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!storage) return;
    const stored = readSlot(currentOwner);
    const storedRevision = stored?.revision ?? 0;
    if (storedRevision !== revision) {
      const rebased = replay(stored ? fitted(stored.draft) : emptyDraft(today()));
      if (rebased !== draft.get()) draft.set(rebased);
    }
    if (writeSlot(currentOwner, draft.get(), storedRevision + 1)) revision = storedRevision + 1;
    unwritten = [];
  }

  function schedulePersist(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(persist, debounceMs);
  }

  /** Applies a local change now, and keeps it until it is written. */
  function change(apply: DraftChange, { immediate = false } = {}): void {
    const next = apply(draft.get(), catalogue.get());
    if (next === draft.get()) return;
    unwritten.push(apply);
    draft.set(next);
    if (immediate) persist();
    else schedulePersist();
  }

  function selectionChange(action: SelectionAction, markUnsaved: boolean): DraftChange {
    return (value, current) => {
      if (!current) return value;
      const selection = reduceSelection(current, value.selection, action);
      if (selection === value.selection) return value;
      return { ...value, selection, unsaved: markUnsaved ? true : value.unsaved };
    };
  }

  function dispatchSelection(action: SelectionAction): void {
    if (catalogue.get()) change(selectionChange(action, true));
    else pending.push(selectionChange(action, true));
  }

  /** Shows what `owner`'s slot holds, dropping whatever local change was not written. */
  function load(owner: DraftOwner): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    unwritten = [];
    pending = [];
    currentOwner = owner;
    const stored = readSlot(owner);
    revision = stored?.revision ?? 0;
    draft.set(stored ? fitted(stored.draft) : emptyDraft(today()));
  }

  return {
    draft,
    catalogue,
    getDraft: draft.get,

    attachCatalogue(next) {
      if (catalogue.get() === next) return;
      const queued = pending;
      pending = [];
      const reconciled = reconcileSelection(next, draft.get().selection);
      // The draft first: whoever waits for the catalogue must see a selection that fits it.
      if (reconciled !== draft.get().selection) draft.set({ ...draft.get(), selection: reconciled });
      catalogue.set(next);
      for (const apply of queued) change(apply);
    },

    dispatchSelection,

    restoreSelection(expected, previous) {
      if (draft.get().selection !== expected) return false;
      change((value) =>
        value.selection === expected ? { ...value, selection: previous, unsaved: true } : value,
      );
      return true;
    },

    updateInfo(patch) {
      change((value) => {
        const info = pickDocumentInfo(patch, value.info);
        const changed = (Object.keys(info) as (keyof DocumentInfo)[]).some(
          (field) => info[field] !== value.info[field],
        );
        return changed ? { ...value, info, unsaved: true } : value;
      });
    },

    clearDraft() {
      pending = [];
      change(
        (_value, current) => ({
          selection: current ? initialSelection(current) : emptySelectionState(),
          info: emptyDocumentInfo(today()),
          unsaved: false,
        }),
        { immediate: true },
      );
    },

    importDraft({ id, version, info, sets, data, unsaved = false }) {
      // Spec §4: the info fields are copied as saved; a field the document lacks is empty.
      const action: SelectionAction = { type: 'importDocument', sets, data };
      const imported = pickDocumentInfo(info, emptyDocumentInfo(''));
      pending = [];
      change(
        (value, current) => ({
          // Without the catalogue, the document's lists as they are: `reconcileSelection` fits them later.
          selection: current ? reduceSelection(current, value.selection, action) : unfittedImport(action),
          info: imported,
          unsaved,
          ...(id === undefined ? {} : { documentId: id, savedDescription: imported.description }),
          ...(id === undefined || version === undefined ? {} : { documentVersion: version }),
        }),
        { immediate: true },
      );
    },

    markSaved(documentId, sent, version) {
      change(
        ({ documentVersion: _previous, ...value }) => ({
          ...value,
          documentId,
          savedDescription: sent.info.description,
          // A save whose version is unknown (one sent from the offline queue) saves the next time without one.
          ...(version === undefined ? {} : { documentVersion: version }),
          unsaved: value.selection === sent.selection && value.info === sent.info ? false : value.unsaved,
        }),
        { immediate: true },
      );
    },

    forgetDocumentId() {
      change(
        (value) => {
          if (value.documentId === undefined) return value;
          const {
            documentId: _forgotten,
            documentVersion: _version,
            savedDescription: _description,
            ...rest
          } = value;
          return { ...rest, unsaved: draftHasContent(value) };
        },
        { immediate: true },
      );
    },

    flush() {
      if (timer !== undefined) persist();
    },

    owner: () => currentOwner,

    switchOwner(owner) {
      if (owner === currentOwner) return;
      if (timer !== undefined) persist();
      load(owner);
    },

    hasStoredDraft(owner) {
      const stored = owner === currentOwner ? { draft: draft.get() } : readSlot(owner);
      return stored !== null && draftHasContent(stored.draft);
    },

    adoptVisitorDraft() {
      if (currentOwner === null) return false;
      const visitor = readSlot(null);
      if (!visitor) return false;
      const adopted = fitted(visitor.draft);
      change(() => adopted, { immediate: true });
      removeSlot(null);
      return true;
    },

    discardDraft() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      unwritten = [];
      pending = [];
      removeSlot(currentOwner);
      revision = 0;
      const current = catalogue.get();
      const empty = emptyDraft(today());
      draft.set(current ? { ...empty, selection: initialSelection(current) } : empty);
    },

    receiveStorageChange(key, value) {
      // key null: the whole storage was cleared.
      if (key !== null && key !== draftStorageKeyOf(currentOwner)) return;
      const stored = parseStoredDraftState(value, today());
      revision = stored?.revision ?? 0;
      const next = replay(stored ? fitted(stored.draft) : emptyDraft(today()));
      if (next !== draft.get()) draft.set(next);
      if (unwritten.length > 0) schedulePersist();
    },
  };
}

/** A document's selection before the catalogue is known: its sets, codes and entries, not yet fitted. */
function unfittedImport(action: Extract<SelectionAction, { type: 'importDocument' }>): SelectionState {
  const entries: Record<string, CodeEntry> = {};
  for (const [code, entry] of Object.entries(action.data)) entries[code] = completeCodeEntry(entry);
  return {
    ...emptySelectionState(),
    selectedSetIds: [...action.sets],
    selectedCodes: Object.keys(entries),
    entries,
  };
}
