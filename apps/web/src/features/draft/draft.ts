import { entryHasData, type SelectionState } from '@icf/shared';
import { emptyDocumentInfo, type DocumentInfo } from './document-info';

/** Everything a therapist has entered for the document being written: the selection and the document info. */
export interface Draft {
  readonly selection: SelectionState;
  readonly info: DocumentInfo;
  /** The saved document this draft belongs to (imported, or saved once): saving again updates it. */
  readonly documentId?: number;
  /**
   * The version of that document this draft started from (imported or last saved): a save names it, so the
   * server merges with what others saved since instead of overwriting it (decision record 0036).
   */
  readonly documentVersion?: number;
  /**
   * The description of that document as last saved or imported: the write screen names the document by it,
   * not by a description typed for a save that failed.
   */
  readonly savedDescription?: string;
  /** Whether the draft changed since it was last saved or imported (a fresh, untouched draft: false). */
  readonly unsaved: boolean;
}

/** A selection before the catalogue is known: nothing selected, nothing listed yet. */
export function emptySelectionState(): SelectionState {
  return {
    selectedSetIds: [],
    selectedCodes: [],
    diffCodes: [],
    otherCodes: [],
    addedCodes: [],
    entries: {},
    removedEntries: {},
  };
}

/** A new document: nothing selected, every info field empty but the evaluation date (today). */
export function emptyDraft(today: string): Draft {
  return { selection: emptySelectionState(), info: emptyDocumentInfo(today), unsaved: false };
}

/** Whether the user has rated, ticked or described any selected code (resetting would lose that work). */
export function selectionHasEntries(selection: SelectionState): boolean {
  return Object.values(selection.entries).some(entryHasData);
}

/** Whether replacing or discarding this draft would throw away work (codes chosen or info typed). */
export function draftHasContent(draft: Draft): boolean {
  if (draft.selection.selectedCodes.length > 0) return true;
  return Object.entries(draft.info).some(([field, value]) => field !== 'evaluation_date' && value !== '');
}
