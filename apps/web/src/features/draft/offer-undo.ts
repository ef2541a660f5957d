import type { SelectionState } from '@icf/shared';
import { translate } from '@icf/shared/i18n';
import { showToast } from '../../components/feedback/toast-store';
import { i18nStore } from '../../i18n/i18n-store';

/**
 * After a selection change took codes with data away (minus, a set un-ticked, reset): "N rated codes removed —
 * Undo". Undo puts `before` back if the selection is still `after`; otherwise it says how to get the data
 * back (re-adding a code restores its entry, decision 0009).
 */
export function offerUndo(
  removedCount: number,
  before: SelectionState,
  after: SelectionState,
  restore: (expected: SelectionState, previous: SelectionState) => boolean,
): void {
  const messages = i18nStore.get().messages;
  if (!messages) return;
  const text =
    removedCount === 1
      ? translate(messages, 'draft.removed_one')
      : translate(messages, 'draft.removed_other', { count: removedCount });
  showToast({
    text,
    action: {
      label: translate(messages, 'draft.undo'),
      run: () => {
        if (!restore(after, before)) showToast({ text: translate(messages, 'draft.undo_stale') });
      },
    },
  });
}
