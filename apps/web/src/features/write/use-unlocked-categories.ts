import { useCallback, useState } from 'react';
import type { CategoryArrangement } from '@icf/shared';

const none: ReadonlySet<string> = new Set();

/**
 * Which of the others' categories are editable on this visit of the write screen (decision record 0037): the
 * ones the member chose to edit, and the ones that became others' while shown editable (the member, or a
 * merged save, named only other disciplines): a block being worked on never locks under the member's hands.
 * What was others' when the groups first appeared stays locked until its Edit is pressed. Nothing here
 * changes the draft.
 */
export function useUnlockedCategories(arrangement: CategoryArrangement | null): {
  unlocked: ReadonlySet<string>;
  unlock(code: string): void;
} {
  const [unlocked, setUnlocked] = useState(none);
  const [seen, setSeen] = useState(arrangement);
  if (seen !== arrangement) {
    // Adjusted while rendering (React's pattern for state that follows a prop), so a block that turns
    // others' is never drawn locked in between.
    setSeen(arrangement);
    const wasEditable = new Set([...(seen?.own ?? []), ...(seen?.unassigned ?? [])]);
    const turned = (arrangement?.others ?? []).filter((code) => wasEditable.has(code) && !unlocked.has(code));
    if (turned.length > 0) setUnlocked(new Set([...unlocked, ...turned]));
  }
  const unlock = useCallback(
    (code: string) => setUnlocked((current) => (current.has(code) ? current : new Set([...current, code]))),
    [],
  );
  return { unlocked, unlock };
}
