import type { DocumentSaveConflict } from '@icf/shared';
import type { ConflictChoice } from '../../../components/conflict-choices/conflict-choice-dialog';
import { createExternalStore } from '../../../lib/external-store';
import type { OtherSaves } from '../save-workflow/other-saves';

interface PendingConflicts {
  conflicts: DocumentSaveConflict[];
  /** Who saved the other side: the dialog's title names them (decision record 0036). */
  others: OtherSaves;
  resolve(choices: ConflictChoice[] | null): void;
}

export const saveConflictStore = createExternalStore<PendingConflicts | null>(null);

/**
 * Shows the entries both the user and someone else changed (the save's 409, decision record 0036) side by
 * side and resolves with a choice per row, or null when the user closes the dialog without saving.
 */
export function askConflictChoices(
  conflicts: DocumentSaveConflict[],
  others: OtherSaves,
): Promise<ConflictChoice[] | null> {
  return new Promise((resolve) => {
    saveConflictStore.get()?.resolve(null);
    saveConflictStore.set({ conflicts, others, resolve });
  });
}

export function settleConflictChoices(choices: ConflictChoice[] | null): void {
  const pending = saveConflictStore.get();
  saveConflictStore.set(null);
  pending?.resolve(choices);
}
