import { useSyncExternalStore } from 'react';
import type { CodeEntry, SelectionCatalogue, SelectionState } from '@icf/shared';
import type { DocumentInfoField } from './document-info';
import { emptyDraft, type Draft } from './draft';
import { draftStore } from './draft-store';

/**
 * The draft a first screen sent rendered by the server shows (decision record 0039): a visitor's empty draft,
 * which the server knows nothing else of. The app's takeover of that screen renders it too, so the markup
 * matches, then React renders again with the draft kept in this browser.
 */
const serverRenderedDraft = emptyDraft('');

/**
 * Subscribes to one slice of the draft. The component re-renders only when the slice changes identity, so
 * `selector` must return a part of the draft (the shared reducer keeps unchanged parts identical), never a
 * newly built object or array.
 */
export function useDraft<T>(selector: (draft: Draft) => T): T {
  return useSyncExternalStore(
    draftStore.draft.subscribe,
    () => selector(draftStore.draft.get()),
    () => selector(serverRenderedDraft),
  );
}

export function useDraftSelection(): SelectionState {
  return useDraft((draft) => draft.selection);
}

export function useSelectedCodes(): readonly string[] {
  return useDraft((draft) => draft.selection.selectedCodes);
}

/** One code's entry only: typing in another block does not re-render this one. */
export function useCodeEntry(code: string): CodeEntry | undefined {
  return useDraft((draft) => draft.selection.entries[code]);
}

export function useDraftInfoField(field: DocumentInfoField): string {
  return useDraft((draft) => draft.info[field]);
}

/** The catalogue the draft is reduced with; null until codes and core sets have loaded. */
export function useAttachedCatalogue(): SelectionCatalogue | null {
  return useSyncExternalStore(draftStore.catalogue.subscribe, draftStore.catalogue.get, () => null);
}
