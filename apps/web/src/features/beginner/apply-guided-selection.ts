import { codesRemovedWithData, type SelectionAction } from '@icf/shared';
import { draftStore, getDraft, restoreSelection, offerUndo } from '../draft';

/**
 * Applies a guided selection's actions (reset, then the chosen sets) as one change for the user: if the reset
 * took rated codes away, one Undo toast gives back the whole earlier selection.
 */
export function applyGuidedSelection(actions: readonly SelectionAction[]): void {
  if (actions.length === 0) return;
  const before = getDraft().selection;
  for (const action of actions) draftStore.dispatchSelection(action);
  const after = getDraft().selection;
  const removed = codesRemovedWithData(before, after);
  if (removed.length > 0) offerUndo(removed.length, before, after, restoreSelection);
}
