import { useCallback, useRef } from 'react';
import {
  arrangeCategoriesByDiscipline,
  sameCategoryArrangement,
  type CategoryArrangement,
  type Discipline,
} from '@icf/shared';
import { useDraft, type Draft } from '../draft';

/**
 * The draft's selected categories in the member's three groups (shared `arrangeCategoriesByDiscipline`,
 * decision record 0037). The snapshot stays the same object while the groups stay the same, so a keystroke in
 * a block (which changes the entries) re-renders neither the list nor any other block; only a change of the
 * selection or of a category's disciplines regroups. Null without a discipline: the form as it always was.
 */
export function useCategoryArrangement(discipline: Discipline | null): CategoryArrangement | null {
  const last = useRef<CategoryArrangement | null>(null);
  const arrange = useCallback(
    (draft: Draft) => {
      if (discipline === null) return null;
      const next = arrangeCategoriesByDiscipline(
        draft.selection.selectedCodes,
        draft.selection.entries,
        discipline,
      );
      if (last.current && sameCategoryArrangement(last.current, next)) return last.current;
      last.current = next;
      return next;
    },
    [discipline],
  );
  return useDraft(arrange);
}
