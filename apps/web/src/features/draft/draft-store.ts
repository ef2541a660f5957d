import {
  codesRemovedWithData,
  type SelectionAction,
  type SelectionCatalogue,
  type SelectionState,
} from '@icf/shared';
import type { DocumentInfo } from './document-info';
import { bindDraftToAccount } from './bind-draft-to-account';
import { personalStorage } from '../../lib/personal-storage';
import { createDraftStore, type DraftImport } from './create-draft-store';
import type { Draft } from './draft';
import { offerUndo } from './offer-undo';

/**
 * The one draft of this browser, persisted in localStorage and shared by all its tabs; on a shared computer
 * kept in the tab's session only (decision record 0046).
 */
export const draftStore = createDraftStore({ storage: personalStorage });
// The shown draft follows the signed-in account from the start (decision 0009).
bindDraftToAccount(draftStore);

// The build's prerender (decision record 0039) renders the visitor's empty draft, with no window to follow.
if (typeof window !== 'undefined') {
  // Another tab wrote the draft: this one shows it too (and replays its own unwritten changes on top).
  window.addEventListener('storage', (event) => {
    if (event.storageArea === null || event.storageArea === personalStorage.area()) {
      draftStore.receiveStorageChange(event.key, event.newValue);
    }
  });

  // The debounce must not lose the last keystrokes when the tab is reloaded or closed.
  window.addEventListener('pagehide', () => draftStore.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') draftStore.flush();
  });
}

export function getDraft(): Draft {
  return draftStore.getDraft();
}

/**
 * Applies a shared selection action (toggleSet, addCode, removeCode, updateEntry, reset, …). When it takes
 * codes with ratings or notes out of the selection, a toast offers to undo it.
 */
export function dispatchSelection(action: SelectionAction): void {
  const before = draftStore.getDraft().selection;
  draftStore.dispatchSelection(action);
  const after = draftStore.getDraft().selection;
  const removed = codesRemovedWithData(before, after);
  if (removed.length > 0) offerUndo(removed.length, before, after, restoreSelection);
}

/** The undo of a removal: `previous` comes back if nothing changed the selection since (`expected`). */
export function restoreSelection(expected: SelectionState, previous: SelectionState): boolean {
  return draftStore.restoreSelection(expected, previous);
}

/**
 * The draft `sent` was saved as document `documentId` (as its `version`, when known): later saves update that
 * document, starting from that version.
 */
export function markSaved(documentId: number, sent: Draft, version?: number): void {
  draftStore.markSaved(documentId, sent, version);
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
