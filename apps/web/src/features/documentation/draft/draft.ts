import type { SelectionState } from '@icf/shared';
import type { DocumentInfo } from './document-info';

/** Everything a therapist has entered for the document being written: the selection and the document info. */
export interface Draft {
  readonly selection: SelectionState;
  readonly info: DocumentInfo;
  /** The saved document this draft was imported from: saving again updates it. Absent for a new document. */
  readonly documentId?: number;
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
  };
}

/** Whether the user has rated, ticked or described any selected code (resetting would lose that work). */
export function selectionHasEntries(selection: SelectionState): boolean {
  return Object.values(selection.entries).some(
    (entry) =>
      entry.q1 !== '' ||
      entry.q2 !== '' ||
      entry.q3 !== '' ||
      entry.s1 ||
      entry.s2 ||
      entry.s3 ||
      entry.s4 ||
      entry.desc !== '',
  );
}
