import type { SelectionAction, SelectionCatalogue } from '@icf/shared';
import type { DocumentInfo } from './document-info';
import { createDraftStore, type DraftImport, type DraftStorage } from './create-draft-store';
import type { Draft } from './draft';

function browserStorage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The one draft of this browser tab, persisted in localStorage. */
export const draftStore = createDraftStore({ storage: browserStorage() });

// The debounce must not lose the last keystrokes when the tab is reloaded or closed.
window.addEventListener('pagehide', () => draftStore.flush());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') draftStore.flush();
});

export function getDraft(): Draft {
  return draftStore.getDraft();
}

/** Applies a shared selection action (toggleSet, addCode, removeCode, updateEntry, reset, …). */
export function dispatchSelection(action: SelectionAction): void {
  draftStore.dispatchSelection(action);
}

export function updateInfo(patch: Partial<DocumentInfo>): void {
  draftStore.updateInfo(patch);
}

/** Empties the whole draft: selection, entries and document info (the evaluation date becomes today). */
export function clearDraft(): void {
  draftStore.clearDraft();
}

/** Replaces the draft with a saved document (shared `importDocument` rule plus its info fields). */
export function importDraft(document: DraftImport): void {
  draftStore.importDraft(document);
}

/** The draft's saved document was deleted: the next save creates a new document. */
export function forgetDocumentId(): void {
  draftStore.forgetDocumentId();
}

export function attachCatalogue(catalogue: SelectionCatalogue): void {
  draftStore.attachCatalogue(catalogue);
}

export type { Draft, DraftImport };
