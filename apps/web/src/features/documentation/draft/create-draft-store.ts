import {
  initialSelection,
  reduceSelection,
  type CodeEntry,
  type SelectionAction,
  type SelectionCatalogue,
} from '@icf/shared';
import { createExternalStore, type ExternalStore } from '../../../lib/external-store';
import { emptyDocumentInfo, pickDocumentInfo, todayIsoDate, type DocumentInfo } from './document-info';
import { emptySelectionState, type Draft } from './draft';
import { draftStorageKey, parseStoredDraft, serializeDraft } from './draft-storage';
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
  info: Partial<Record<string, unknown>>;
  /** Set ids. */
  sets: readonly string[];
  data: Readonly<Record<string, Readonly<Partial<CodeEntry>>>>;
}

export interface DraftStore {
  readonly draft: ExternalStore<Draft>;
  /** The catalogue the selection is reduced with; null until codes and core sets have loaded. */
  readonly catalogue: ExternalStore<SelectionCatalogue | null>;
  getDraft(): Draft;
  attachCatalogue(catalogue: SelectionCatalogue): void;
  dispatchSelection(action: SelectionAction): void;
  updateInfo(patch: Partial<DocumentInfo>): void;
  clearDraft(): void;
  importDraft(document: DraftImport): void;
  /** Detaches the draft from its saved document (deleted): the next save creates a new one. */
  forgetDocumentId(): void;
  /** Writes a pending change now (the page is being hidden or unloaded). */
  flush(): void;
}

/**
 * The whole draft (selection + document info) in one observable value. Selection changes go through the
 * shared reducer only; the store adds persistence and the wait for the catalogue. Actions dispatched before
 * the catalogue arrives are queued and applied, in order, when it does.
 */
export function createDraftStore({
  storage,
  debounceMs = 300,
  today = todayIsoDate,
}: DraftStoreOptions): DraftStore {
  const draft = createExternalStore<Draft>(restore());
  const catalogue = createExternalStore<SelectionCatalogue | null>(null);
  let pending: SelectionAction[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let warned = false;

  function restore(): Draft {
    let raw: string | null = null;
    try {
      raw = storage?.getItem(draftStorageKey) ?? null;
    } catch {
      // Storage disabled: start empty.
    }
    return (
      parseStoredDraft(raw, today()) ?? { selection: emptySelectionState(), info: emptyDocumentInfo(today()) }
    );
  }

  function persist(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!storage) return;
    try {
      storage.setItem(draftStorageKey, serializeDraft(draft.get()));
    } catch (error) {
      if (!warned) console.warn('The draft could not be stored in this browser', error);
      warned = true;
    }
  }

  draft.subscribe(() => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(persist, debounceMs);
  });

  function setSelection(selection: Draft['selection']): void {
    const current = draft.get();
    if (selection !== current.selection) draft.set({ ...current, selection });
  }

  function dispatchSelection(action: SelectionAction): void {
    const current = catalogue.get();
    if (!current) {
      pending.push(action);
      return;
    }
    setSelection(reduceSelection(current, draft.get().selection, action));
  }

  return {
    draft,
    catalogue,
    getDraft: draft.get,

    attachCatalogue(next) {
      if (catalogue.get() === next) return;
      let selection = reconcileSelection(next, draft.get().selection);
      for (const action of pending) selection = reduceSelection(next, selection, action);
      pending = [];
      // The draft first: whoever waits for the catalogue must see a selection that fits it.
      setSelection(selection);
      catalogue.set(next);
    },

    dispatchSelection,

    updateInfo(patch) {
      const current = draft.get();
      const info = pickDocumentInfo(patch, current.info);
      const changed = (Object.keys(info) as (keyof DocumentInfo)[]).some(
        (field) => info[field] !== current.info[field],
      );
      if (changed) draft.set({ ...current, info });
    },

    clearDraft() {
      pending = [];
      const current = catalogue.get();
      draft.set({
        selection: current ? initialSelection(current) : emptySelectionState(),
        info: emptyDocumentInfo(today()),
      });
      persist();
    },

    importDraft({ id, info, sets, data }) {
      // Spec §4: the info fields are copied as saved; a field the document lacks is empty.
      const { documentId: _previous, ...current } = draft.get();
      const imported = { ...current, info: pickDocumentInfo(info, emptyDocumentInfo('')) };
      draft.set(id === undefined ? imported : { ...imported, documentId: id });
      dispatchSelection({ type: 'importDocument', sets, data });
    },

    forgetDocumentId() {
      const { documentId, ...rest } = draft.get();
      if (documentId !== undefined) draft.set(rest);
    },

    flush() {
      if (timer !== undefined) persist();
    },
  };
}
